import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

/// `MixedLayout`: a layout per section. Each section is what its engine alone computes, stacked by
/// an unchanged `ListLayout`; one section's description changes recompute that section only.
@Suite("A layout per section")
struct PerSectionLayoutTests {
  // MARK: Exact frames

  @Test("a banner carousel, a two-column grid and list rows, frame by frame")
  func threeKindsOfSection() {
    let layout = ListLayout(
      MixedLayout(containerSize: size(320, 480)),
      sections: [
        .carousel(GridSection(itemCount: 3, itemHeight: .fixed(120)), scrolling: .paging),
        .grid(
          GridSection(
            itemCount: 3, columns: 2, itemHeight: .fixed(100), interitemSpacing: 10,
            groupSpacing: 10, insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16),
            headerLength: 30)),
        .table(TableSection(itemCount: 2, headerLength: 28, rowHeight: 44)),
      ]
    ) { _, _ in size(999, 999) }  // never asked: every height is fixed

    // A full-width banner per page, side by side at orthogonal offset zero.
    #expect(
      layout.itemFrames(inSection: 0) == [
        rect(0, 0, 320, 120), rect(320, 0, 320, 120), rect(640, 0, 320, 120),
      ])
    #expect(
      layout.geometry(ofSection: 0).orthogonalScrolling
        == OrthogonalScrollingInfo(behavior: .paging, contentLength: 960, pageLength: 320))
    // Two columns of floor((288 - 10) / 2) = 139 inside 16-point side insets, under a header.
    #expect(layout.frame(of: .header, inSection: 1) == rect(0, 120, 320, 30))
    #expect(
      layout.itemFrames(inSection: 1) == [
        rect(16, 158, 139, 100), rect(165, 158, 139, 100), rect(16, 268, 139, 100),
      ])
    #expect(layout.frame(ofSection: 1) == rect(0, 120, 320, 256))
    #expect(layout.geometry(ofSection: 1).orthogonalScrolling == nil)
    // Plain list rows with a pinned header.
    #expect(layout.frame(of: .header, inSection: 2) == rect(0, 376, 320, 28))
    #expect(layout.itemFrames(inSection: 2) == [rect(0, 404, 320, 44), rect(0, 448, 320, 44)])
    #expect(layout.contentSize == size(320, 492))
    #expect(layout.sizesQueried == 0)
  }

  // MARK: Oracle

  /// Each section of a random heterogeneous layout equals what its engine alone computes for it,
  /// moved to where the earlier sections end.
  @Test("each section equals its engine alone", arguments: 0..<200)
  func eachSectionEqualsItsEngineAlone(seed: UInt64) {
    let random = RandomMixedLayout(seed: seed, sections: 0...6, items: 0...30)
    let (layout, sections, itemSizes) = (random.layout, random.sections, random.itemSizes)
    let (container, direction) = (random.layout.containerSize, random.direction)

    var start: CGFloat = 0
    for (index, section) in sections.enumerated() {
      let alone = Self.layoutAlone(
        section, container: container, direction: direction, sizes: itemSizes[index])
      #expect(layout.geometry(ofSection: index) == alone.geometry, "seed \(seed) section \(index)")
      let expected = alone.elements.map {
        Self.moved($0, by: start, toSection: index, direction: direction)
      }
      #expect(
        layout.allElements.filter { $0.path.section == index } == expected,
        "seed \(seed) section \(index)")
      start += alone.geometry.length
    }
    let main = direction == .vertical ? layout.contentSize.height : layout.contentSize.width
    #expect(main == start, "seed \(seed)")
  }

  // MARK: Queries

  @Test("rectangle queries equal a linear scan", arguments: 0..<100)
  func rectQueries(seed: UInt64) {
    var random = RandomMixedLayout(seed: seed, sections: 0...8, items: 0...40)
    RectQueryTests.check(random.layout, seed: seed, using: &random.rng)
  }

  // MARK: Pinning

  /// A pinned flow header, an unpinned grid header, a plain table section (pinned) and a grouped
  /// one (not pinned), each 240 points long with a 40-point header and four 50-point items.
  static let pinningLayout = ListLayout(
    MixedLayout(containerSize: size(320, 200)),
    sections: [
      .flow(
        FlowSection(
          itemCount: 4, lineSpacing: 0, columns: 1, headerLength: 40, pinsHeader: true)),
      .grid(GridSection(itemCount: 4, itemHeight: .fixed(50), headerLength: 40)),
      .table(TableSection(itemCount: 4, headerLength: 40, rowHeight: 50)),
      .table(
        TableSection(itemCount: 4, headerLength: 40, rowHeight: 50),
        style: .grouped(sectionSpacing: 20)),
    ]
  ) { _, _ in size(320, 50) }

  @Test(
    "headers pin per section",
    arguments: [
      // (visible top of a 100-point viewport, the headers shown: their y, and whether pinned)
      (100, [0: (100, true)]),  // inside section 0: its header sticks to the top
      (210, [0: (200, true), 1: (240, false)]),  // its last row pushes it out; 1 does not pin
      (250, [1: (240, false)]),
      (300, [:]),  // section 1's header has scrolled away
      (600, [2: (600, true)]),  // a plain table section pins
      (700, [2: (680, true), 3: (740, false)]),  // pushed out; the grouped section does not pin
      (800, [:]),
    ] as [(CGFloat, [Int: (CGFloat, Bool)])])
  func pinning(top: CGFloat, headers: [Int: (CGFloat, Bool)]) {
    let layout = Self.pinningLayout
    let bounds = rect(0, top, 320, 100)
    let visible = layout.visibleElements(in: bounds)
    let shown = visible.filter { $0.kind == .supplementary(.header) }
    #expect(shown.map(\.path.section) == headers.keys.sorted(), "top \(top)")
    for header in shown {
      let (y, isPinned) = headers[header.path.section]!
      #expect(header.frame == rect(0, y, 320, 40), "top \(top)")
      #expect(header.isPinned == isPinned, "top \(top)")
    }
    #expect(visible == layout.bruteForceVisibleElements(in: bounds))
  }

  @Test("the section geometry is stacked as the pinning table above assumes")
  func pinningLayoutShape() {
    let layout = Self.pinningLayout
    #expect((0..<4).map { layout.frame(ofSection: $0).minY } == [0, 240, 480, 720])
    #expect(layout.frame(of: .header, inSection: 3) == rect(0, 740, 320, 40))
    #expect(layout.contentSize.height == 980)
  }

  // MARK: Relayout precision

  @Test("replacing one section's description asks sizes of that section only")
  func replacingOneDescription() {
    let itemSizes: [[CGSize]] = [
      Array(repeating: size(100, 40), count: 4), Array(repeating: size(100, 60), count: 6),
      Array(repeating: size(0, 44), count: 5),
    ]
    var asked: [ItemPath] = []
    let counting: ItemSizeProvider = { path, _ in
      asked.append(path)
      return itemSizes[path.section][path.item]
    }
    let mixed = MixedLayout(containerSize: size(320, 480))
    var layout = ListLayout(
      mixed,
      sections: [
        .flow(FlowSection(itemCount: 4)), .grid(GridSection(itemCount: 6, columns: 2)),
        .table(TableSection(itemCount: 5)),
      ], sizes: counting)
    #expect(asked.count == 15)
    let before = layout
    asked.removeAll()

    // Section 1 becomes a three-column waterfall.
    let waterfall = MixedSection.waterfall(WaterfallSection(itemCount: 6, columns: 3))
    layout.replaceSection(at: 1, with: waterfall, sizes: counting)

    #expect(asked == (0..<6).map { path($0, 1) })  // 6 sizes asked, all of section 1
    #expect(layout.sizesQueried - before.sizesQueried == 6)
    #expect(
      layout.framesComputed - before.framesComputed == layout.geometry(ofSection: 1).frameCount)
    // Section 0 is untouched; section 2 keeps its frames and only moves.
    #expect(layout.geometry(ofSection: 0) == before.geometry(ofSection: 0))
    #expect(layout.geometry(ofSection: 2) == before.geometry(ofSection: 2))
    let delta = layout.geometry(ofSection: 1).length - before.geometry(ofSection: 1).length
    #expect(delta != 0)
    #expect(layout.frame(ofSection: 2).minY == before.frame(ofSection: 2).minY + delta)
    #expect(
      layout.itemFrames(inSection: 2)
        == before.itemFrames(inSection: 2).map {
          $0.offsetBy(dx: 0, dy: delta)
        })
    // The same as laying everything out again.
    #expect(layout == ListLayout(mixed, sections: layout.sections, sizes: sizes(itemSizes)))

    // Changing options within the same kind is just as local.
    asked.removeAll()
    layout.replaceSection(
      at: 2, with: .table(TableSection(itemCount: 5), style: .grouped(sectionSpacing: 20)),
      sizes: counting)
    #expect(asked == (0..<5).map { path($0, 2) })
  }

  // MARK: Defaults

  @Test("default sections lay out as today's default flow sections", arguments: 0..<20)
  func defaults(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let direction: ScrollDirection = seed.isMultiple(of: 2) ? .vertical : .horizontal
    let itemSizes = randomItemSizes(sections: 0...5, items: 0...30, using: &rng)
    let container = size(320, 480)
    let mixed = MixedLayout(containerSize: container, axis: direction)
    let flow = FlowLayout(containerSize: container, axis: direction)
    #expect(mixed.defaultSection == .flow(FlowSection()))
    #expect(mixed.makeSection(itemCount: 3) == .flow(flow.makeSection(itemCount: 3)))

    var mixedLayout = ListLayout(mixed, itemSizes: itemSizes)
    var flowLayout = ListLayout(flow, itemSizes: itemSizes)
    #expect(mixedLayout.allElements == flowLayout.allElements, "seed \(seed)")
    #expect(mixedLayout.contentSize == flowLayout.contentSize, "seed \(seed)")
    mixedLayout.insertSection(at: 0, itemCount: 2) { _, _ in size(50, 50) }
    flowLayout.insertSection(at: 0, itemCount: 2) { _, _ in size(50, 50) }
    #expect(mixedLayout.allElements == flowLayout.allElements, "seed \(seed)")
  }

  // MARK: The description

  @Test("a carousel is a grid section with orthogonal scrolling")
  func carouselIsAGrid() {
    let options = GridSection(itemCount: 5, itemWidth: .fixed(280), itemHeight: .fixed(180))
    var paging = options
    paging.orthogonalScrolling = .paging
    #expect(MixedSection.carousel(options, scrolling: .paging) == .grid(paging))
    #expect(MixedSection.carousel(options).orthogonalScrolling == .groupPaging)
    #expect(MixedSection.grid(options).orthogonalScrolling == .none)
    #expect(MixedSection.flow(FlowSection()).orthogonalScrolling == .none)
    #expect(MixedSection.table(TableSection()) == .table(TableSection(), style: .plain))
  }

  @Test(
    "item count, header and footer lengths read and write the carried options",
    arguments: [
      MixedSection.flow(FlowSection()), .grid(GridSection()), .waterfall(WaterfallSection()),
      .table(TableSection(), style: .grouped(sectionSpacing: 10)),
    ])
  func sharedFields(section: MixedSection) {
    var section = section
    section.itemCount = 7
    section.headerLength = 30
    section.footerLength = 12
    #expect(section.itemCount == 7)
    #expect(section.headerLength == 30)
    #expect(section.footerLength == 12)
    let geometry = MixedLayout(containerSize: size(320, 480)).layout(section, at: 0) { _, _ in
      size(40, 40)
    }
    #expect(geometry.itemFrames.count == 7)
    let header = geometry.supplementaries.first { $0.kind == .header }
    let footer = geometry.supplementaries.first { $0.kind == .footer }
    #expect(header?.frame.height == 30)
    #expect(footer?.frame.height == 12)
    switch section {
    case .flow(let options): #expect(options.itemCount == 7 && options.headerLength == 30)
    case .grid(let options): #expect(options.itemCount == 7 && options.headerLength == 30)
    case .waterfall(let options): #expect(options.itemCount == 7 && options.footerLength == 12)
    case .table(let options, let style):
      #expect(options.itemCount == 7 && style == .grouped(sectionSpacing: 10))
    }
  }

  @Test("a grid section in a horizontal mixed layout stops with a message naming the rule")
  func horizontalGridStops() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = ListLayout(
        MixedLayout(containerSize: CGSize(width: 320, height: 480), axis: .horizontal),
        sections: [.grid(GridSection(itemCount: 1))]
      ) { _, _ in .zero }
    }
    expectStopMessage(
      result, contains: "MixedSection.grid needs a vertically scrolling MixedLayout")
  }

  @Test("a carousel that does not scroll stops")
  func carouselWithoutScrollingStops() async {
    await #expect(processExitsWith: .failure) {
      _ = MixedSection.carousel(GridSection(itemCount: 1), scrolling: .none)
    }
  }

  // MARK: Helpers

  /// One section laid out by its own engine in a one-section `ListLayout`: its geometry and
  /// elements.
  static func layoutAlone(
    _ section: MixedSection, container: CGSize, direction: ScrollDirection, sizes: [CGSize]
  ) -> (geometry: SectionLayout, elements: [LayoutAttributes]) {
    func alone<Engine: LayoutEngine>(_ engine: Engine, _ options: Engine.Section) -> (
      geometry: SectionLayout, elements: [LayoutAttributes]
    ) {
      let layout = ListLayout(engine, sections: [options]) { path, _ in sizes[path.item] }
      return (layout.geometry(ofSection: 0), layout.allElements)
    }
    switch section {
    case .flow(let options):
      return alone(FlowLayout(containerSize: container, axis: direction), options)
    case .grid(let options):
      return alone(GridLayout(containerSize: container), options)
    case .waterfall(let options):
      return alone(WaterfallLayout(containerSize: container), options)
    case .table(let options, let style):
      return alone(TableLayout(containerSize: container, style: style), options)
    }
  }

  /// `attributes` of a one-section layout, moved along the scroll axis to a section starting at
  /// `start` with index `section`.
  static func moved(
    _ attributes: LayoutAttributes, by start: CGFloat, toSection section: Int,
    direction: ScrollDirection
  ) -> LayoutAttributes {
    var attributes = attributes
    attributes.element.path = ItemPath(item: attributes.path.item, section: section)
    attributes.frame = attributes.frame.offsetBy(
      dx: direction == .horizontal ? start : 0, dy: direction == .vertical ? start : 0)
    return attributes
  }
}

/// A random heterogeneous layout: vertical, or horizontal for every fifth seed, of random
/// sections and item sizes in a random container; `rng` continues after its draws.
struct RandomMixedLayout {
  var rng: SeededGenerator
  let direction: ScrollDirection
  let itemSizes: [[CGSize]]
  let sections: [MixedSection]
  let layout: ListLayout<MixedLayout>

  init(seed: UInt64, sections sectionCounts: ClosedRange<Int>, items: ClosedRange<Int>) {
    var rng = SeededGenerator(seed: seed)
    let direction: ScrollDirection = seed % 5 == 4 ? .horizontal : .vertical
    let itemSizes = randomItemSizes(sections: sectionCounts, items: items, using: &rng)
    let sections = itemSizes.map {
      MixedSection.random(itemCount: $0.count, direction: direction, using: &rng)
    }
    let container = size(
      CGFloat.random(in: 0...400, using: &rng), CGFloat.random(in: 0...400, using: &rng))
    layout = ListLayout(
      MixedLayout(containerSize: container, axis: direction), sections: sections,
      sizes: sizes(itemSizes))
    self.rng = rng
    self.direction = direction
    self.itemSizes = itemSizes
    self.sections = sections
  }
}
