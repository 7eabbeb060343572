// swift-format-ignore-file

// The examples of TrellisLayout's doc comments, compiled (DocSnippetTests checks that each appears
// here verbatim) and run where cheap.
import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

/// Types and values that TrellisLayout's doc-comment examples use.
enum LayoutDocs {
  static let viewport = CGRect(x: 0, y: 0, width: 320, height: 480)
  static func show(_ element: LayoutAttributes) { precondition(element.frame.width >= 0) }

  // CollectionLayout.swift
  final class Host {
    var layout: any CollectionLayout = ListLayout(
      FlowLayout(containerSize: viewport.size), itemSizes: [[]])

    func scrolled(to bounds: CGRect) {
      for element in layout.visibleElements(in: bounds) { show(element) }
    }
  }

  // LayoutEngine.swift
  struct StackSection: LayoutSection {
    var itemCount: Int
  }

  struct Stack: LayoutEngine {
    var containerSize: CGSize
    var axis: ScrollDirection { .vertical }
    var defaultSection: StackSection { StackSection(itemCount: 0) }
    func layout(_ section: StackSection, at index: Int, sizes: ItemSizeProvider)
      -> SectionLayout
    {
      var frames: [CGRect] = []
      for item in 0..<section.itemCount {
        let size = sizes(ItemPath(item: item, section: index), containerSize)
        let y = frames.last?.maxY ?? 0
        frames.append(CGRect(x: 0, y: y, width: containerSize.width, height: size.height))
      }
      let length = frames.last?.maxY ?? 0
      return SectionLayout(length: length, itemFrames: frames,
                           lanes: [[LayoutRun(start: 0, end: length, items: 0..<frames.count)]])
    }
  }

  /// Item sizes by path, as a host keeps them.
  struct Sizes {
    var sizes: [ItemPath: CGSize] = [:]
    subscript(path: ItemPath) -> CGSize { sizes[path] ?? CGSize(width: 100, height: 44) }
  }
}

@Suite("Doc-comment examples: TrellisLayout")
struct TrellisLayoutDocCommentTests {
  @Test("engines and their sections")
  func engines() {
    let size = CGSize(width: 320, height: 480)
    let itemSize = CGSize(width: 100, height: 50)
    let flowSections = docList(of: FlowSection.self) {
      FlowSection(itemCount: 9, alignment: .left)
      FlowSection(
        itemCount: 12, insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16),
        lineSpacing: 8, interitemSpacing: 8, columns: 3, headerLength: 44, pinsHeader: true)
      FlowSection(itemCount: 5, alignment: .center)
      FlowSection(itemCount: 3, insets: .zero)
      FlowSection(itemCount: 6, background: .items)
    }
    #expect(flowSections.count == 5)
    let framed = docValues {
      let flow = FlowLayout(containerSize: CGSize(width: 320, height: 480))
      let layout = ListLayout(flow, sections: [FlowSection(itemCount: 3, interitemSpacing: 10)]) {
        _, _ in CGSize(width: 100, height: 50)
      }
      layout.frame(ofItem: ItemPath(item: 1, section: 0))  // (110, 0, 100, 50)
    }
    #expect(framed.first as? CGRect == CGRect(x: 110, y: 0, width: 100, height: 50))
    do {
      let flow = FlowLayout(containerSize: size)
      let geometry = flow.layout(FlowSection(itemCount: 2), at: 0) { _, _ in itemSize }
      #expect(geometry.itemFrames.count == 2)
    }
    do {
      let section = FlowSection(itemCount: 2)
      let geometry = FlowLayout(containerSize: size).layout(section, at: 0) { _, _ in itemSize }
      #expect(geometry.itemFrames.count == 2)
    }
    do {
      let flow = FlowLayout(
        containerSize: CGSize(width: 320, height: 480), axis: .horizontal)
      #expect(flow.axis == .horizontal)
    }
    let horizontal =
      FlowLayout(containerSize: CGSize(width: 375, height: 667), axis: .horizontal)
    #expect(horizontal.axis == .horizontal)
    let made = docValues {
      FlowLayout(containerSize: size).makeSection(itemCount: 5).itemCount  // 5
    }
    #expect(made.first as? Int == 5)
    do {
      var section = FlowSection(itemCount: 3)
      section.itemCount += 1  // what a host does after inserting an item
      #expect(section.itemCount == 4)
    }
    do {
      let sizes: [[CGSize]] = [[CGSize(width: 100, height: 40), CGSize(width: 80, height: 60)]]
      let layout = ListLayout(FlowLayout(containerSize: CGSize(width: 320, height: 480)),
                              sections: [FlowSection(itemCount: 2)]) { path, _ in
        sizes[path.section][path.item]
      }
      #expect(layout.numberOfItems(inSection: 0) == 2)
    }
    let stack = LayoutDocs.Stack(containerSize: size)
    let stacked = ListLayout(stack, sections: [LayoutDocs.StackSection(itemCount: 2)]) { _, _ in
      itemSize
    }
    #expect(stacked.contentSize.height == 100)
    let host = LayoutDocs.Host()
    host.scrolled(to: LayoutDocs.viewport)
  }

  @Test("grid, waterfall, table and mixed layouts")
  func otherEngines() {
    let size = CGSize(width: 375, height: 667)
    let itemSize = CGSize(width: 100, height: 50)
    do {
      let grid = GridLayout(width: 320)
      let layout = ListLayout(grid, sections: [
        GridSection(itemCount: 6, columns: 3, itemHeight: .fixed(100), interitemSpacing: 10),
      ]) { _, _ in .zero }
      // items are 100 × 100; rows at y = 0 and y = 100
      #expect(layout.frame(ofItem: ItemPath(item: 3, section: 0))?.minY == 100)
    }
    let engines = docValues {
      GridLayout(width: 375)
      GridLayout(containerSize: CGSize(width: 375, height: 667))
      WaterfallLayout(width: 375)
      WaterfallLayout(containerSize: CGSize(width: 375, height: 667))
      TableLayout(width: 375, style: .grouped(sectionSpacing: 35))
      TableLayout(containerSize: CGSize(width: 375, height: 667))
      MixedLayout(containerSize: CGSize(width: 375, height: 667))
      MixedLayout(containerSize: size, defaultSection: .table(TableSection()))
    }
    #expect(engines.count == 8)
    do {
      let section = GridSection(itemCount: 2)
      let geometry = GridLayout(width: 320).layout(section, at: 0) { _, _ in size }
      #expect(geometry.itemFrames.count == 2)
    }
    do {
      let section = WaterfallSection(itemCount: 2)
      let geometry = WaterfallLayout(width: 320).layout(section, at: 0) { _, _ in size }
      #expect(geometry.itemFrames.count == 2)
    }
    let grids = docList(of: GridSection.self) {
      GridSection(itemCount: 10, orthogonalScrolling: .groupPagingCentered)
      GridSection(itemCount: 12, columns: 3, itemHeight: .fixed(120), interitemSpacing: 8)
      GridSection(itemCount: 10, columns: 1, itemWidth: .fixed(280), itemHeight: .fixed(180),
                  orthogonalScrolling: .groupPaging)  // a carousel row
      GridSection(itemCount: 8, groupAxis: .horizontal, columns: 2, itemHeight: .measured)
      GridSection(itemCount: 6, groupAxis: .vertical, columns: 2)  // groups of two, stacked
      GridSection(itemCount: 4, columns: 2, itemWidth: .fixed(150))
      GridSection(itemCount: 8, itemWidth: .fractional(0.85), orthogonalScrolling: .groupPaging)
      GridSection(itemCount: 4, itemHeight: .fixed(50))
    }
    #expect(grids.count == 8)
    #expect(grids[6].itemWidth == .fractional(0.85))
    let widths = docValues {
      GridSection(itemWidth: .fractional(0.85), insets: LayoutInsets(left: 10, right: 10))
        .itemWidth(inContainerWidth: 340)  // 272: 85% of 320
      GridSection(itemWidth: .fixed(100), groupSpacing: 10).groupWidth(inContainerWidth: 320)
      // 100
    }
    #expect(widths.map { $0 as? CGFloat } == [272, 100])
    let waterfalls = docList(of: WaterfallSection.self) {
      WaterfallSection(itemCount: 40, columns: 2, columnSpacing: 8, interitemSpacing: 8,
                       insets: LayoutInsets(all: 8), fillOrder: .shortestFirst)
      WaterfallSection(itemCount: 10, columns: 3, itemHeight: .given)
      WaterfallSection(itemCount: 9, columns: 3, fillOrder: .rightToLeft)
      WaterfallSection(itemCount: 4, itemHeight: .aspectRatio)  // photos: keep the aspect ratio
    }
    #expect(waterfalls.count == 4)
    do {
      let waterfall = WaterfallLayout(width: 320)
      let layout = ListLayout(waterfall, sections: [WaterfallSection(itemCount: 3, columns: 2)]) {
        path, _ in [CGSize(width: 1, height: 1), CGSize(width: 1, height: 2),
                    CGSize(width: 1, height: 1)][path.item]
      }
      // columns are 155 wide: item 0 at (0, 0), item 1 at (165, 0), item 2 under item 0
      #expect(layout.frame(ofItem: ItemPath(item: 1, section: 0))?.minX == 165)
    }
    let tables = docList(of: TableSection.self) {
      TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)
      TableSection(itemCount: 3, footerLength: 20)
    }
    #expect(tables.count == 2)
    let table = docValues {
      let table = TableLayout(width: 375)  // plain: sticky headers
      let layout = ListLayout(table, sections: [TableSection(itemCount: 3, headerLength: 28)]) {
        _, _ in CGSize(width: 0, height: 44)
      }
      layout.frame(ofItem: ItemPath(item: 0, section: 0))  // (0, 28, 375, 44)
    }
    #expect(table.first as? CGRect == CGRect(x: 0, y: 28, width: 375, height: 44))
    do {
      let geometry = TableLayout(width: 375).layout(TableSection(itemCount: 2), at: 0) {
        _, _ in CGSize(width: 0, height: 44)
      }
      #expect(geometry.length == 88)
    }
    let banner = docValues {
      let sizes = LayoutDocs.Sizes()
      let mixed = MixedLayout(containerSize: CGSize(width: 320, height: 480))
      let layout = ListLayout(mixed, sections: [
        .carousel(GridSection(itemCount: 3, itemHeight: .fixed(120)), scrolling: .paging),
        .grid(GridSection(itemCount: 4, columns: 2, itemHeight: .fixed(100),
                          interitemSpacing: 10, groupSpacing: 10,
                          insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16))),
        .table(TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)),
      ]) { path, fitting in sizes[path] }
      layout.frame(ofItem: ItemPath(item: 1, section: 0))  // (320, 0, 320, 120): the next banner
    }
    #expect(banner.last as? CGRect == CGRect(x: 320, y: 0, width: 320, height: 120))
    do {
      let geometry = MixedLayout(containerSize: size)
        .layout(.grid(GridSection(itemCount: 4, columns: 2)), at: 0) { _, _ in itemSize }
      // == GridLayout(containerSize: size)
      //      .layout(GridSection(itemCount: 4, columns: 2), at: 0) { _, _ in itemSize }
      #expect(
        geometry
          == GridLayout(containerSize: size)
          .layout(GridSection(itemCount: 4, columns: 2), at: 0) { _, _ in itemSize })
    }
    let sections: [MixedSection] = [
      .carousel(GridSection(itemCount: 5, itemHeight: .fixed(160)), scrolling: .paging),
      .grid(GridSection(itemCount: 8, columns: 2, itemHeight: .fixed(120),
                        interitemSpacing: 8, groupSpacing: 8, insets: LayoutInsets(all: 16))),
      .table(TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)),
    ]
    #expect(sections.count == 3)
    let flow = docList(of: MixedSection.self) {
      .flow(FlowSection(itemCount: 9, interitemSpacing: 8, alignment: .left))
    }
    let grid = docList(of: MixedSection.self) {
      .grid(GridSection(itemCount: 6, columns: 2, itemHeight: .fixed(100)))
    }
    let waterfall = docList(of: MixedSection.self) {
      .waterfall(WaterfallSection(itemCount: 30, columns: 3))
    }
    #expect(flow.count + grid.count + waterfall.count == 3)
    do {
      let sections: [MixedSection] = [
        .table(TableSection(itemCount: 12, headerLength: 28, rowHeight: 44)),
        .table(TableSection(itemCount: 3), style: .grouped(sectionSpacing: 35)),
      ]
      #expect(sections.count == 2)
    }
    do {
      let sections: [MixedSection] = [
        // A full-width banner row that pages one banner at a time:
        .carousel(GridSection(itemCount: 3, itemHeight: .fixed(120)), scrolling: .paging),
        // Cards 280 points wide that page one card at a time:
        .carousel(GridSection(itemCount: 10, itemWidth: .fixed(280), itemHeight: .fixed(180),
                              groupSpacing: 12, insets: LayoutInsets(left: 16, right: 16))),
      ]
      #expect(sections.count == 2)
    }
    do {
      var section = MixedSection.grid(GridSection(itemCount: 4, columns: 2))
      section.itemCount += 1  // the grid options now hold 5 items
      #expect(section.itemCount == 5)
    }
    let scrolling = docValues {
      MixedSection.carousel(GridSection(itemCount: 3)).orthogonalScrolling  // .groupPaging
      MixedSection.flow(FlowSection()).orthogonalScrolling                  // .none
    }
    #expect(
      scrolling.compactMap { $0 as? OrthogonalScrolling } == [
        .groupPaging, OrthogonalScrolling.none,
      ])
    do {
      var section = MixedSection.table(TableSection(itemCount: 3))
      section.headerLength = 28  // what a host does with its data source's header size
      #expect(section.headerLength == 28)
    }
    do {
      var section = MixedSection.flow(FlowSection(itemCount: 3))
      section.footerLength = 20
      #expect(section.footerLength == 20)
    }
  }

  @Test("elements, kinds, attributes and insets")
  func elements() {
    let attributes = LayoutAttributes(
      element: .item(ItemPath(item: 1, section: 0)),
      frame: CGRect(x: 110, y: 0, width: 100, height: 50))
    let values = docValues {
      LayoutAttributes(element: .item(ItemPath(item: 0, section: 0)), frame: .zero)
      attributes.kind == .item
      attributes.path.item
      print(attributes)  // item [0, 1] (110.0, 0.0, 100.0, 50.0)
      CGRect(x: 0, y: 0, width: 10, height: 10)
        .meets(CGRect(x: 10, y: 0, width: 10, height: 10))  // false: edges only touch
      ItemSupplementaryPlacement.corner(.topTrailing, dx: 6, dy: -6)
    }
    #expect(values[1] as? Bool == true && values[4] as? Bool == false)
    let placements: [ItemSupplementaryPlacement] = [
      .corner(.topTrailing, dx: 6, dy: -6),  // a badge sticking out of the top-right corner
      .behind(outset: 4),                    // a highlight 4 points larger than the row
    ]
    #expect(placements.count == 2)
    let badgeFrame = docValues {
      let badge = ItemSupplementaryPlacement.corner(.topTrailing, dx: 4, dy: -4)
      badge.frame(ofSize: CGSize(width: 16, height: 16),
                  around: CGRect(x: 0, y: 100, width: 320, height: 44))
      // x 308, y 96, 16 x 16
    }
    #expect(badgeFrame.first as? CGRect == CGRect(x: 308, y: 96, width: 16, height: 16))
    let kinds = docValues {
      ItemSupplementaryLayout(kind: "badge", size: CGSize(width: 16, height: 16),
                              placement: .corner(.topTrailing))
      SupplementaryKind(rawValue: "badge")
      print(SupplementaryKind.header)  // header
      [SupplementaryKind("badge"), .footer, .header].sorted()  // [header, footer, badge]
      SupplementaryPinning.toLeadingEdge(limit: 400)  // a sticky header that leaves at 400
      SupplementaryLayout(kind: .header, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      SupplementaryLayout(kind: .header, frame: .zero).elementKind  // .supplementary(.header)
    }
    #expect(kinds[3] as? [SupplementaryKind] == [.header, .footer, "badge"])
    do {
      let kind: SupplementaryKind = .header
      let badge: SupplementaryKind = "badge"  // a custom kind, from a string literal
      #expect(kind != badge)
    }
    do {
      let kind: SupplementaryKind = "badge"
      #expect(kind.rawValue == "badge")
    }
    let sectionRect = CGRect(x: 0, y: 0, width: 320, height: 200)
    let background =
      SupplementaryLayout(kind: .background, isDecoration: true, frame: sectionRect)
    #expect(background.elementKind == .decoration(.background))
    let elements = docValues {
      let cell = LayoutElement.item(ItemPath(item: 2, section: 0))
      let header = LayoutElement.header(inSection: 0)  // path [0, 0], like UIKit's
      LayoutElement(kind: .supplementary(.footer), path: ItemPath(item: 0, section: 3))
      LayoutElement.item(ItemPath(item: 0, section: 1))
      LayoutElement.header(inSection: 2).path  // [2, 0]
      LayoutElement.footer(inSection: 2).path  // [2, 0]
      print(LayoutElement.header(inSection: 1))  // header [1, 0]
      _ = (cell, header)
    }
    #expect("\(elements[2])" == "[2, 0]")
    var dequeued: [String] = []
    func dequeueCell(at path: ItemPath) { dequeued.append("cell \(path)") }
    func dequeueSupplementary(_ kind: SupplementaryKind, at path: ItemPath) {
      dequeued.append("\(kind) \(path)")
    }
    switch attributes.element.kind {
    case .item: dequeueCell(at: attributes.element.path)
    case .supplementary(let kind): dequeueSupplementary(kind, at: attributes.element.path)
    case .decoration: break  // drawn by the layout, not by the data source
    }
    #expect(dequeued == ["cell [0, 1]"])
    let insets = docValues {
      let insets = LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)
      insets.horizontal  // 32
      LayoutInsets(all: 8) == LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)  // true
      LayoutInsets(left: 10, right: 5).horizontal  // 15
      LayoutInsets(top: 10, bottom: 5).vertical  // 15
      print(LayoutInsets(all: 1))  // (1.0, 1.0, 1.0, 1.0)
    }
    #expect(insets[0] as? CGFloat == 32 && insets[1] as? Bool == true)
    do {
      let insets = LayoutInsets(top: 10, left: 20, bottom: 10, right: 20)
      #expect(insets.horizontal == 40)
    }
    let runs = docValues {
      LayoutRun(start: 0, end: 50, items: 0..<3)  // a line of three items, 50 points tall
      LayoutRun(start: 60, end: 110, items: 3..<6)
      OrthogonalScrollingInfo(behavior: .paging, contentLength: 1200, pageLength: 320)
    }
    #expect(runs.count == 3)
    let geometryValues = docValues {
      let geometry = FlowLayout(containerSize: CGSize(width: 320, height: 480))
        .layout(FlowSection(itemCount: 2), at: 0) { _, _ in CGSize(width: 100, height: 50) }
      geometry.length          // 50: one line
      geometry.itemFrames[1]   // (210, 0, 100, 50): the line is justified
      geometry.frameCount  // itemFrames.count + supplementaries.count
    }
    #expect(geometryValues[0] as? CGFloat == 50)
    let frames = [CGRect(x: 0, y: 0, width: 100, height: 50)]
    let described =
      SectionLayout(length: 50, itemFrames: frames,
                    lanes: [[LayoutRun(start: 0, end: 50, items: 0..<frames.count)]])
    #expect(described.frameCount == 1)
  }

  @Test("paging geometry")
  func paging() {
    let values = docValues {
      let infinite = InfinitePaging(
        itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
      infinite.rawItemCount               // 15: three copies
      infinite.realIndex(ofRaw: 12)        // 2
      infinite.initialOffset               // 1550: page 0 of the middle copy
      infinite.recentredOffset(1240)       // 2790: the same item, in the middle copy
      InfinitePaging(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
                     alignment: .center)
      let real = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
      InfinitePaging(repeating: real).rawItemCount  // 15
      InfinitePaging(itemLength: 300, spacing: 10, itemCount: 1, viewportLength: 375)
        .isRepeating  // false
      infinite.rawItemCount  // 15 for 5 items
      infinite.copyLength  // 1550
      infinite.realIndex(ofRaw: 12)  // 2
      infinite.rawIndex(ofReal: 0)  // 5
      infinite.initialOffset  // 1550; 1512.5 when centred (300 in 375, no insets)
      infinite.realPage(at: 2000)  // 1
      infinite.realPage(at: -200)  // 0: never negative
      infinite.recentredOffset(0)     // 1550
      infinite.recentredOffset(1240)  // 2790
      infinite.recentredOffset(3100)  // 1550
      infinite.recentredOffset(2000)  // 2000: already in the middle copy
      infinite.targetOffset(releasedAt: 1550, velocity: 100)  // 3100: five pages, not the end
      infinite.offset(movingPages: 1, from: 2790)  // 3100: after the middle copy's last page
    }
    #expect(values[0] as? Int == 15 && values[3] as? CGFloat == 2790)
    let pages = docValues {
      // 5 items 300 wide, 10 apart, in a 375-wide viewport:
      let paging = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
      paging.pageLength                                      // 310
      paging.maxOffset                                       // 1165
      paging.targetOffset(releasedAt: 400, velocity: 0.5)   // 620: the next page
      paging.offset(movingPages: 1, from: 1165, looping: true)  // 0: wraps to the first page
      PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
                     sectionInsetLeading: 37.5, sectionInsetTrailing: 37.5, alignment: .center)
      PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
        .pageLength  // 310
      paging.contentLength  // 1540 for 5 items of 300 with spacing 10
      paging.minOffset  // 0 without content insets
      paging.maxOffset  // 1540 - 375 = 1165
      let centred =
        PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
                       alignment: .center)
      centred.pageOrigin  // -37.5 for items of 300 in a 375 viewport, no insets
      paging.pageCount  // 5
      let insets = centred.centeringContentInsets  // (37.5, 37.5) for 300 in 375
      paging.offset(ofPage: 1)  // 310
      paging.offset(ofPage: 4)  // 1165: clamped to the largest offset
      paging.fractionalPage(at: 465)   // 1.5
      paging.fractionalPage(at: -200)  // negative while bouncing
      paging.page(at: -200)  // 0: an overscroll bounce stays on the first page
      paging.page(at: 1100)  // 4
      paging.targetOffset(releasedAt: 400, velocity: 0)    // 310: the nearest page
      paging.targetOffset(releasedAt: 400, velocity: 0.5)  // 620: the first page ahead
      paging.targetOffset(releasedAt: 400, velocity: -0.5) // 310: the first page behind
      paging.targetOffset(releasedAt: 400, velocity: 5)    // 930: a flick skips pages
      paging.targetPage(releasedAt: 400, velocity: 0.5)  // 2
      paging.offset(movingPages: 1, from: 310, looping: false)   // 620
      paging.offset(movingPages: 1, from: 1165, looping: false)  // nil: on the last page
      paging.offset(movingPages: 1, from: 1165, looping: true)   // 0: wraps to the first page
      paging.offset(movingPages: -1, from: 0, looping: true)     // 1165: wraps to the last page
      insets.leading
    }
    #expect(pages[0] as? CGFloat == 310 && pages.last as? CGFloat == 37.5)
  }

  @Test("a list layout's queries and updates")
  func listLayout() {
    let newSize = CGSize(width: 100, height: 88)
    let values = docValues {
      var layout = ListLayout(
        FlowLayout(containerSize: CGSize(width: 320, height: 480)),
        sections: [FlowSection(itemCount: 100, insets: LayoutInsets(all: 8))]
      ) { path, _ in CGSize(width: 100, height: 44) }

      layout.contentSize                                   // (320, ...)
      layout.frame(ofItem: ItemPath(item: 3, section: 0))  // one item
      layout.visibleElements(in: CGRect(x: 0, y: 200, width: 320, height: 480))
      layout.invalidateItems(at: [ItemPath(item: 3, section: 0)]) { _, _ in newSize }
    }
    #expect(values.count == 4)
    do {
      let layout = ListLayout(
        TableLayout(width: 375), sections: [TableSection(itemCount: 20)]
      ) { _, _ in CGSize(width: 0, height: 44) }
      #expect(layout.contentSize.height == 880)
    }
    let size = CGSize(width: 320, height: 480)
    let (a, b, c, d) = (
      CGSize(width: 10, height: 10), CGSize(width: 20, height: 20), CGSize(width: 30, height: 30),
      CGSize(width: 40, height: 40)
    )
    do {
      let layout = ListLayout(FlowLayout(containerSize: size), itemSizes: [[a, b, c], [d]])
      let contentOffset = CGPoint.zero
      let viewportSize = size
      let onScreen = layout.elements(in: CGRect(origin: contentOffset, size: viewportSize))
      #expect(onScreen.count == 4)
      let pinned = docValues {
        // A vertical list scrolled to y = 300 in a 320 × 480 viewport:
        let visible = layout.visibleElements(in: CGRect(x: 0, y: 300, width: 320, height: 480))
        visible.filter(\.isPinned)  // the sticky header of the section under the top edge
      }
      #expect(pinned.count == 1)
      let sizes: ItemSizeProvider = { path, _ in [[a, b, c], [d]][path.section][path.item] }
      let equal = docValues {
        layout == ListLayout(layout.engine, sections: layout.sections, sizes: sizes)
      }
      #expect(equal.first as? Bool == true)
    }
  }

  /// Compiled, not run: a list layout's queries, on a layout of three sections with headers.
  func queries(layout: ListLayout<FlowLayout>) -> [Any] {
    docValues {
      layout.numberOfSections  // 3
      layout.numberOfItems(inSection: 0)
      layout.geometry(ofSection: 0).lanes.count  // 1 for flow, columns for a waterfall
      layout.frame(ofSection: 1).minY  // where section 1 starts in a vertical layout
      layout.frame(ofItem: ItemPath(item: 0, section: 0))
      layout.frame(of: .header, inSection: 1)
      layout.attributes(for: .header(inSection: 0))?.zIndex
      layout.contentSize.height  // for a vertical layout, the scrollable height
      layout.axis  // .vertical
      layout.containerSize  // CGSize(width: 320, height: 480)
      layout.frame(of: .header, inSection: 0)
      layout.frame(of: .footer, inSection: 0)
      layout.frame(of: .background, inSection: 0)
      layout.pinnedFrame(of: .header, inSection: 0,
                         in: CGRect(x: 0, y: 120, width: 320, height: 480))
      layout.sizesQueried  // grows by a section's item count when that section is recomputed
      layout.allElements.count  // items + supplementary and decoration views
    }
  }

  /// Compiled, not run: the updates of a list layout.
  func layoutUpdates(
    layout: inout ListLayout<FlowLayout>, sizes: ItemSizeProvider, path: ItemPath,
    mapping: BatchUpdate.IndexMapping, descriptions: [FlowSection], provider: ItemSizeProvider,
    sizesAfter: [[CGSize]], sizesBefore: [[CGSize]], viewport: CGRect
  ) {
    do {
      let sizes = LayoutDocs.Sizes()
      layout.invalidateItems(at: [ItemPath(item: 7, section: 99)]) { path, _ in sizes[path] }
    }
    layout.invalidateSections([2, 5], sizes: sizes)
    layout.invalidateAll(sizes: sizes)
    layout.setContainerSize(CGSize(width: 568, height: 320), sizes: sizes)  // rotation
    var flow = layout.engine
    flow.containerSize.width = 600
    layout.setEngine(flow, sizes: sizes)
    var options = layout.sections[1]
    options.insets.top = 24
    layout.replaceSection(at: 1, with: options, sizes: sizes)
    layout.setItemCount(12, inSection: 0, sizes: sizes)
    layout.insertItems(at: [ItemPath(item: 0, section: 2)], sizes: sizes)
    layout.deleteItems(at: [ItemPath(item: 3, section: 0)], sizes: sizes)
    layout.insertSection(FlowSection(itemCount: 4), at: 0, sizes: sizes)
    layout.insertSection(at: 1, itemCount: 10, sizes: sizes)
    layout.removeSection(at: 0)
    layout.moveSection(from: 0, to: 2)
    layout.carrySections(across: mapping, to: descriptions, sizes: provider) { target, source in
      sizesAfter[target] != sizesBefore[source]
    }
    let counted = docValues {
      let before = layout.framesComputed
      layout.invalidateItems(at: [path], sizes: sizes)
      layout.framesComputed - before  // the frames of path's section only
    }
    for attributes in layout.elements(in: viewport) {
      print(attributes.element, attributes.frame)
    }
    _ = counted
  }

  /// Compiled, not run: a carousel section's scrolling.
  func carousel(layout: ListLayout<MixedLayout>) -> [Any] {
    docValues {
      if let info = layout.geometry(ofSection: 1).orthogonalScrolling {
        info.contentLength  // the section's own content width
        info.pageLength     // how far one page moves, when it pages
      }
    }
  }
}
