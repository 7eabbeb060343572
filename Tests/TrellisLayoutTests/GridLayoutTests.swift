import Foundation
import Testing
import TrellisDiff
import TrellisLayout

@Suite("Grid layout")
struct GridLayoutTests {
  func grid(_ section: GridSection, width: CGFloat = 320, _ items: [CGSize] = [])
    -> ListLayout<GridLayout>
  {
    let items = items.isEmpty ? Array(repeating: size(0, 0), count: section.itemCount) : items
    return ListLayout(GridLayout(width: width), sections: [section], sizes: sizes([items]))
  }

  @Test("horizontal groups are rows of derived width")
  func rows() {
    let layout = grid(
      GridSection(
        itemCount: 5, columns: 3, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10))
    #expect(
      layout.itemFrames() == [
        rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100),
        rect(0, 110, 100, 100), rect(110, 110, 100, 100),
      ])
    #expect(layout.contentSize == size(320, 210))
  }

  @Test("measured heights: a row is as tall as its tallest item; items are top-aligned")
  func measured() {
    let layout = grid(
      GridSection(itemCount: 3, columns: 2, interitemSpacing: 10, groupSpacing: 5),
      [size(0, 30), size(0, 50), size(0, 20)])
    #expect(
      layout.itemFrames() == [rect(0, 0, 155, 30), rect(165, 0, 155, 50), rect(0, 55, 155, 20)])
  }

  @Test("SSCollectionViewPresenter: dynamic cells of 375 x 100 make 400 points of content")
  func dynamicCells() {
    let dynamic = grid(
      GridSection(itemCount: 4), width: 375, Array(repeating: size(375, 100), count: 4))
    #expect(dynamic.contentSize.height == 400)
    let uniform = grid(GridSection(itemCount: 4, columns: 1, itemHeight: .fixed(50)), width: 375)
    #expect(uniform.itemFrames().allSatisfy { $0.height == 50 && $0.width == 375 })
  }

  @Test("vertical groups stack their items")
  func verticalGroups() {
    let layout = grid(
      GridSection(
        itemCount: 4, groupAxis: .vertical, columns: 2, itemWidth: .fixed(150),
        itemHeight: .fixed(40), interitemSpacing: 5, groupSpacing: 10,
        insets: LayoutInsets(left: 8)))
    #expect(
      layout.itemFrames() == [
        rect(8, 0, 150, 40), rect(8, 45, 150, 40), rect(8, 95, 150, 40), rect(8, 140, 150, 40),
      ])
  }

  @Test("orthogonal sections place groups side by side and record their own content width")
  func orthogonal() {
    let section = GridSection(
      itemCount: 5, columns: 1, itemWidth: .fixed(280), itemHeight: .fixed(180),
      groupSpacing: 10, insets: LayoutInsets(top: 4, left: 16, bottom: 4, right: 16),
      headerLength: 30, orthogonalScrolling: .groupPaging)
    let layout = grid(section)
    #expect(layout.itemFrames().map(\.minX) == [16, 306, 596, 886, 1176])
    #expect(layout.itemFrames().allSatisfy { $0.minY == 34 })
    #expect(layout.contentSize == size(320, 218))
    #expect(
      layout.geometry(ofSection: 0).orthogonalScrolling
        == OrthogonalScrollingInfo(behavior: .groupPaging, contentLength: 1472, pageLength: 290))
    // Only what is on screen at orthogonal offset 0 meets the viewport.
    #expect(
      layout.elements(in: rect(0, 0, 320, 400)).map(\.element) == [
        .header(inSection: 0), .item(path(0)), .item(path(1)),
      ])
  }

  @Test(
    "each orthogonal behaviour records its page length",
    arguments: [
      (OrthogonalScrolling.continuous, nil as CGFloat?),
      (.continuousGroupLeadingBoundary, 330),
      (.paging, 320),
      (.groupPaging, 330),
      (.groupPagingCentered, 330),
    ] as [(OrthogonalScrolling, CGFloat?)])
  func pageLengths(behavior: OrthogonalScrolling, page: CGFloat?) {
    // Two derived columns of 155 per group: a group is 320 wide; a group page adds the spacing.
    let layout = grid(
      GridSection(
        itemCount: 6, columns: 2, itemHeight: .fixed(50), interitemSpacing: 10, groupSpacing: 10,
        orthogonalScrolling: behavior))
    let info = layout.geometry(ofSection: 0).orthogonalScrolling
    #expect(info?.pageLength == page)
    #expect(info?.contentLength == CGFloat(3 * 320 + 2 * 10))
    #expect(grid(GridSection(itemCount: 1)).geometry(ofSection: 0).orthogonalScrolling == nil)
  }

  @Test("a fractional width is a share of the container less the section's side insets")
  func fractionalWidths() {
    // Two to a row: halves of 300 (320 less 10 on each side), the container's width never read
    // by the model.
    let halves = grid(
      GridSection(
        itemCount: 3, columns: 2, itemWidth: .fractional(0.5), itemHeight: .fixed(40),
        insets: LayoutInsets(left: 10, right: 10)))
    #expect(
      halves.itemFrames() == [rect(10, 0, 150, 40), rect(160, 0, 150, 40), rect(10, 40, 150, 40)])
    // The same description in a wider container takes the same shares.
    let wide = grid(
      GridSection(
        itemCount: 2, columns: 2, itemWidth: .fractional(0.5), itemHeight: .fixed(40),
        insets: LayoutInsets(left: 10, right: 10)),
      width: 420)
    #expect(wide.itemFrames().map(\.width) == [200, 200])
  }

  @Test(
    "an 85% wide paging carousel: pages show the next one's edge; the page is a group and its spacing"
  )
  func fractionalCarousel() {
    let section = GridSection(
      itemCount: 4, columns: 1, itemWidth: .fractional(0.85), itemHeight: .fixed(160),
      groupSpacing: 8, insets: LayoutInsets(left: 16, right: 16),
      orthogonalScrolling: .groupPagingCentered)
    let layout = grid(section, width: 400)
    // 85% of 368 (400 less 16 on each side).
    let page: CGFloat = 368 * 0.85
    #expect(layout.itemFrames().map(\.width) == Array(repeating: page, count: 4))
    #expect(layout.itemFrames().map(\.minX) == (0..<4).map { 16 + CGFloat($0) * (page + 8) })
    #expect(
      layout.geometry(ofSection: 0).orthogonalScrolling
        == OrthogonalScrollingInfo(
          behavior: .groupPagingCentered, contentLength: 32 + 4 * page + 3 * 8,
          pageLength: page + 8))
  }

  @Test("the size provider is only asked for measured heights, with the item width")
  func provider() {
    var offered: [CGSize] = []
    _ = ListLayout(
      GridLayout(width: 320),
      sections: [
        GridSection(itemCount: 2, columns: 2, interitemSpacing: 20),
        GridSection(itemCount: 2, itemHeight: .fixed(10)),
      ]
    ) { _, fitting in
      offered.append(fitting)
      return size(1, 1)
    }
    #expect(offered == [size(150, .infinity), size(150, .infinity)])
  }
}
