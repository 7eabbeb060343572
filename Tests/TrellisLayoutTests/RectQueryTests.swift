import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisTestSupport

/// Random layouts of every engine, queried with random rectangles and checked against a scan of
/// every element.
@Suite("Rectangle queries against a brute-force scan")
struct RectQueryTests {
  /// A random rectangle around the content, sometimes empty, sometimes a full-width viewport.
  static func randomRect(
    in content: CGSize, direction: ScrollDirection, using rng: inout SeededGenerator
  ) -> CGRect {
    let main = direction == .vertical ? content.height : content.width
    let cross = direction == .vertical ? content.width : content.height
    let start = CGFloat.random(in: -50...(main + 50), using: &rng)
    let length = Bool.random(using: &rng) ? 0 : CGFloat.random(in: 0...400, using: &rng)
    let fullWidth = Bool.random(using: &rng)
    let crossStart = fullWidth ? 0 : CGFloat.random(in: -20...cross, using: &rng)
    let crossLength = fullWidth ? cross : CGFloat.random(in: 0...cross, using: &rng)
    return direction == .vertical
      ? CGRect(x: crossStart, y: start, width: crossLength, height: length)
      : CGRect(x: start, y: crossStart, width: length, height: crossLength)
  }

  /// Checks 40 random rectangles' element and visible-element queries against a scan.
  static func check<Engine>(
    _ layout: ListLayout<Engine>, seed: UInt64, using rng: inout SeededGenerator
  ) {
    for _ in 0..<40 {
      let rect = Self.randomRect(
        in: layout.contentSize, direction: layout.axis, using: &rng)
      #expect(
        layout.elements(in: rect) == layout.bruteForceElements(in: rect), "seed \(seed) \(rect)")
      #expect(
        layout.visibleElements(in: rect) == layout.bruteForceVisibleElements(in: rect),
        "seed \(seed) \(rect)")
    }
  }

  @Test("flow, both directions", arguments: 0..<40)
  func flow(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let sizes = randomItemSizes(sections: 0...6, items: 0...40, using: &rng)
    let sections = sizes.map { FlowSection.random(itemCount: $0.count, using: &rng) }
    let direction: ScrollDirection = seed.isMultiple(of: 2) ? .vertical : .horizontal
    let container = CGSize(
      width: CGFloat.random(in: 0...400, using: &rng),
      height: CGFloat.random(in: 0...400, using: &rng))
    let layout = ListLayout(
      FlowLayout(containerSize: container, axis: direction), sections: sections
    ) { path, _ in sizes[path.section][path.item] }
    Self.check(layout, seed: seed, using: &rng)
  }

  /// Checks the layout `make` builds from a generator seeded with `seed` and random item sizes
  /// (up to 6 sections of up to 40 items), drawn first.
  func checkRandom<Engine>(
    seed: UInt64, _ make: (inout SeededGenerator, [[CGSize]]) -> ListLayout<Engine>
  ) {
    var rng = SeededGenerator(seed: seed)
    let itemSizes = randomItemSizes(sections: 0...6, items: 0...40, using: &rng)
    let layout = make(&rng, itemSizes)
    Self.check(layout, seed: seed, using: &rng)
  }

  /// Checks a layout of columns `engine` makes for a random width up to 400, with sections that
  /// `section` draws for each section's item count.
  func checkRandomColumns<Engine: LayoutEngine>(
    seed: UInt64, _ engine: (CGFloat) -> Engine,
    section: (Int, inout SeededGenerator) -> Engine.Section
  ) {
    checkRandom(seed: seed) { rng, itemSizes in
      let sections = itemSizes.map { section($0.count, &rng) }
      return ListLayout(
        engine(CGFloat.random(in: 0...400, using: &rng)), sections: sections,
        sizes: sizes(itemSizes))
    }
  }

  @Test("waterfall", arguments: 0..<40)
  func waterfall(seed: UInt64) {
    checkRandomColumns(seed: seed, { WaterfallLayout(width: $0) }) {
      WaterfallSection.random(itemCount: $0, using: &$1)
    }
  }

  @Test("grid", arguments: 0..<40)
  func grid(seed: UInt64) {
    checkRandomColumns(seed: seed, { GridLayout(width: $0) }) {
      GridSection.random(itemCount: $0, using: &$1)
    }
  }

  @Test("table, plain and grouped", arguments: 0..<40)
  func table(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let sizes = randomItemSizes(sections: 0...6, items: 0...40, using: &rng)
    let sections = sizes.map { TableSection.random(itemCount: $0.count, using: &rng) }
    let style: TableStyle = seed.isMultiple(of: 2) ? .plain : .grouped(sectionSpacing: 20)
    let layout = ListLayout(
      TableLayout(width: CGFloat.random(in: 0...400, using: &rng), style: style), sections: sections
    ) { path, _ in sizes[path.section][path.item] }
    Self.check(layout, seed: seed, using: &rng)
  }

  @Test("a viewport deep in 10,000 items finds exactly the lines it crosses")
  func deepViewport() {
    // 10,000 items of 100 x 50 in a 320-wide flow: three per line, a line every 60 points. The
    // viewport 100,000..<100,480 crosses lines 1666...1674: nine lines, 27 items.
    let layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 320, height: 480)),
      sections: [FlowSection(itemCount: 10_000)]
    ) { _, _ in size(100, 50) }
    let viewport = rect(0, 100_000, 320, 480)
    let found = layout.elements(in: viewport)
    #expect(found.count == 27)
    #expect(found.first?.path == path(4998))
    #expect(found == layout.bruteForceElements(in: viewport))
  }
}
