import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

/// `LayoutEngine.layout(_:at:sizes:reusing:keepingItemsBefore:)`: a section laid out again from
/// its previous geometry equals a fresh layout, for every engine, every option and every prefix,
/// and asks only the sizes of the items it places again.
@Suite("Resumed section layouts")
struct ResumedLayoutTests {
  /// How a section's item sizes change between the previous layout and now.
  enum Change: CaseIterable {
    case append, deleteAtEnd, changeInMiddle, toEmpty, fromEmpty, diverge
  }

  /// Sizes with the cases the engines clamp: zero, negative, NaN, infinite and wider than any
  /// container, about one in eight.
  func randomSizes(_ count: Int, using rng: inout SeededGenerator) -> [CGSize] {
    (0..<count).map { _ in
      let odd: [CGFloat] = [0, -20, .nan, .infinity, 1_000]
      var size = randomSectionSizes(items: 1...1, using: &rng)[0]
      if Int.random(in: 0..<8, using: &rng) == 0 { size.width = odd.randomElement(using: &rng)! }
      if Int.random(in: 0..<8, using: &rng) == 0 { size.height = odd.randomElement(using: &rng)! }
      return size
    }
  }

  /// Old and new sizes for `change`, and how many leading items they share.
  func scenario(_ change: Change, using rng: inout SeededGenerator) -> (
    old: [CGSize], new: [CGSize], common: Int
  ) {
    let old = randomSizes(Int.random(in: 1...12, using: &rng), using: &rng)
    switch change {
    case .append:
      return (old, old + randomSizes(Int.random(in: 1...4, using: &rng), using: &rng), old.count)
    case .deleteAtEnd:
      let new = Array(old.dropLast(Int.random(in: 1...old.count, using: &rng)))
      return (old, new, new.count)
    case .changeInMiddle:
      let item = Int.random(in: old.indices, using: &rng)
      var new = old
      new[item] = randomSizes(1, using: &rng)[0]
      return (old, new, item)
    case .toEmpty:
      return (old, [], 0)
    case .fromEmpty:
      return ([], old, 0)
    case .diverge:
      let common = Int.random(in: 0...old.count, using: &rng)
      let new = Array(old[..<common]) + randomSizes(Int.random(in: 0...8, using: &rng), using: &rng)
      return (old, new, common)
    }
  }

  /// For every prefix up to `common`: the resumed layout of `new` from the layout of `old` equals
  /// a fresh one, its resume point is at most the prefix, and it asks exactly the sizes of the
  /// items from the prefix on that a fresh layout asks (all of a fresh layout's when the engine
  /// lays out the whole section: `whole`).
  func check<Engine: LayoutEngine>(
    _ engine: Engine, _ options: Engine.Section, old: [CGSize], new: [CGSize], common: Int,
    whole: Bool = false, _ comment: Comment
  ) {
    var before = options
    before.itemCount = old.count
    var after = options
    after.itemCount = new.count
    let previous = engine.layout(before, at: 3) { path, _ in old[path.item] }
    var freshAsked: [Int] = []
    let fresh = engine.layout(after, at: 3) { path, _ in
      #expect(path.section == 3)
      freshAsked.append(path.item)
      return new[path.item]
    }
    for prefix in 0...common {
      var asked: [Int] = []
      let resumed = engine.layout(
        after, at: 3,
        sizes: { path, _ in
          asked.append(path.item)
          return new[path.item]
        }, reusing: previous, keepingItemsBefore: prefix)
      let start = engine.resumePoint(of: after, reusing: previous, keepingItemsBefore: prefix)
      #expect(resumed == fresh, "prefix \(prefix): \(comment)")
      #expect((0...prefix).contains(start), "prefix \(prefix): \(comment)")
      let from = whole || prefix == 0 ? 0 : prefix
      #expect(asked == freshAsked.filter { $0 >= from }, "prefix \(prefix): \(comment)")
      if whole { #expect(start == 0, "prefix \(prefix): \(comment)") }
    }
  }

  @Test(
    "flow: every alignment, columns, insets, spacings, header, footer, pins, backgrounds",
    arguments: 0..<60)
  func flow(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for change in Change.allCases {
      for axis in [ScrollDirection.vertical, .horizontal] {
        var options = FlowSection.random(itemCount: 0, using: &rng)
        options.alignment = FlowAlignment.allCases[Int(seed) % FlowAlignment.allCases.count]
        let engine = FlowLayout(containerSize: size(320, 300), axis: axis)
        let (old, new, common) = scenario(change, using: &rng)
        check(engine, options, old: old, new: new, common: common, "seed \(seed), \(change)")
      }
    }
  }

  @Test("table: plain and grouped, measured and fixed rows", arguments: 0..<40)
  func table(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for change in Change.allCases {
      for style in [TableStyle.plain, .grouped(sectionSpacing: 35)] {
        let options = TableSection.random(itemCount: 0, using: &rng)
        let (old, new, common) = scenario(change, using: &rng)
        check(
          TableLayout(width: 320, style: style), options, old: old, new: new, common: common,
          "seed \(seed), \(change), \(style)")
      }
    }
  }

  @Test("grid: group axes, columns, widths, heights, bands", arguments: 0..<60)
  func grid(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for change in Change.allCases {
      let options = GridSection.random(itemCount: 0, using: &rng)
      let (old, new, common) = scenario(change, using: &rng)
      check(
        GridLayout(width: 320), options, old: old, new: new, common: common,
        whole: options.orthogonalScrolling != .none, "seed \(seed), \(change)")
    }
  }

  @Test("waterfall: fill orders, item heights, columns", arguments: 0..<40)
  func waterfall(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for change in Change.allCases {
      let options = WaterfallSection.random(itemCount: 0, using: &rng)
      let (old, new, common) = scenario(change, using: &rng)
      check(
        WaterfallLayout(width: 320), options, old: old, new: new, common: common,
        "seed \(seed), \(change)")
    }
  }

  @Test("mixed: every kind forwards to its engine", arguments: 0..<60)
  func mixed(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for change in Change.allCases {
      let axis: ScrollDirection = seed.isMultiple(of: 4) ? .horizontal : .vertical
      let options = MixedSection.random(itemCount: 0, direction: axis, using: &rng)
      let (old, new, common) = scenario(change, using: &rng)
      check(
        MixedLayout(containerSize: size(320, 300), axis: axis), options, old: old, new: new,
        common: common, whole: options.orthogonalScrolling != .none, "seed \(seed), \(change)")
    }
  }

  @Test("an engine without its own resumed layout lays out the whole section")
  func defaultImplementation() {
    struct Rows: LayoutEngine {
      struct Section: LayoutSection { var itemCount: Int }
      var containerSize: CGSize
      var axis: ScrollDirection { .vertical }
      var defaultSection: Section { Section(itemCount: 0) }
      func layout(_ section: Section, at index: Int, sizes: ItemSizeProvider) -> SectionLayout {
        var frames: [CGRect] = []
        for item in 0..<section.itemCount {
          let height = sizes(ItemPath(item: item, section: index), containerSize).height
          frames.append(rect(0, frames.last?.maxY ?? 0, containerSize.width, height))
        }
        let length = frames.last?.maxY ?? 0
        return SectionLayout(
          length: length, itemFrames: frames,
          lanes: [[LayoutRun(start: 0, end: length, items: 0..<frames.count)]])
      }
    }
    let engine = Rows(containerSize: size(320, 480))
    let previous = engine.layout(Rows.Section(itemCount: 4), at: 0) { _, _ in size(0, 10) }
    var asked = 0
    let resumed = engine.layout(
      Rows.Section(itemCount: 5), at: 0,
      sizes: { _, _ in
        asked += 1
        return size(0, 10)
      }, reusing: previous, keepingItemsBefore: 4)
    #expect(resumed == engine.layout(Rows.Section(itemCount: 5), at: 0) { _, _ in size(0, 10) })
    #expect(asked == 5)
    #expect(
      engine.resumePoint(of: Rows.Section(itemCount: 5), reusing: previous, keepingItemsBefore: 4)
        == 0)
  }
}
