import Foundation
import Testing
import TrellisDiff
import TrellisLayout

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
  let heights: [CGFloat] = [100, 50, 30, 60, 40]

  func waterfall(_ section: WaterfallSection, _ items: [CGSize], width: CGFloat = 320)
    -> ListLayout<WaterfallLayout>
  {
    ListLayout(WaterfallLayout(width: width), sections: [section], sizes: sizes([items]))
  }

  func given(_ fillOrder: WaterfallFillOrder) -> ListLayout<WaterfallLayout> {
    waterfall(
      WaterfallSection(
        itemCount: 5, columns: 2, columnSpacing: 10, interitemSpacing: 10, fillOrder: fillOrder,
        itemHeight: .given), heights.map { size(1, $0) })
  }

  @Test("each item goes to the shortest column, ties to the leftmost")
  func shortestFirst() {
    // Columns are floor((320 - 10) / 2) = 155 wide, at x 0 and 165.
    let layout = given(.shortestFirst)
    #expect(
      layout.itemFrames() == [
        rect(0, 0, 155, 100), rect(165, 0, 155, 50), rect(165, 60, 155, 30),
        rect(165, 100, 155, 60), rect(0, 110, 155, 40),
      ])
    #expect(layout.contentSize == size(320, 160))
    #expect(layout.geometry(ofSection: 0).lanes.count == 2)
  }

  /// Round robin from the side the fill starts at: the frames of left-to-right fill, mirrored
  /// for right-to-left.
  @Test(
    "left-to-right and right-to-left fill are round robin from their first side",
    arguments: [WaterfallFillOrder.leftToRight, .rightToLeft])
  func roundRobin(order: WaterfallFillOrder) {
    let leftToRight = [
      rect(0, 0, 155, 100), rect(165, 0, 155, 50), rect(0, 110, 155, 30),
      rect(165, 60, 155, 60), rect(0, 150, 155, 40),
    ]
    let expected =
      order == .leftToRight
      ? leftToRight : leftToRight.map { rect(320 - $0.maxX, $0.minY, $0.width, $0.height) }
    #expect(given(order).itemFrames() == expected)
  }

  @Test("equal columns take items from the left")
  func tiesLeftmost() {
    let layout = waterfall(
      WaterfallSection(itemCount: 3, columns: 3, columnSpacing: 10, itemHeight: .given),
      Array(repeating: size(1, 20), count: 3))
    #expect(layout.itemFrames().map(\.minX) == [0, 110, 220])
  }

  @Test("aspect-ratio heights scale the size to the column width")
  func aspectRatio() {
    let layout = waterfall(
      WaterfallSection(itemCount: 3, columns: 2, columnSpacing: 10),
      [size(200, 100), size(155, 310), size(0, 50)])
    #expect(layout.itemFrames().map(\.height) == [77.5, 310, 0])
  }

  @Test("insets, header and footer frame the columns")
  func insetsHeaderFooter() {
    let layout = waterfall(
      WaterfallSection(
        itemCount: 3, columns: 2, columnSpacing: 10, interitemSpacing: 5,
        insets: LayoutInsets(top: 10, left: 10, bottom: 10, right: 10), headerLength: 20,
        footerLength: 30, itemHeight: .given),
      [size(1, 40), size(1, 20), size(1, 10)])
    // Available 300: columns of 145 at x 10 and 165; items start at 20 + 10.
    #expect(layout.frame(of: .header, inSection: 0) == rect(0, 0, 320, 20))
    #expect(
      layout.itemFrames() == [
        rect(10, 30, 145, 40), rect(165, 30, 145, 20), rect(165, 55, 145, 10),
      ])
    #expect(layout.frame(of: .footer, inSection: 0) == rect(0, 80, 320, 30))
  }

  @Test("column widths are floored and offered to the size provider")
  func columnWidths() {
    var offered: CGSize?
    let layout = ListLayout(
      WaterfallLayout(width: 320),
      sections: [WaterfallSection(itemCount: 1, columns: 7, columnSpacing: 10)]
    ) { _, fitting in
      offered = fitting
      return size(1, 1)
    }
    #expect(layout.itemFrames()[0].width == 37)  // floor(260 / 7)
    #expect(offered == size(37, .infinity))
  }

  @Test("spacing wider than the container gives zero-width columns")
  func spacingWiderThanContainer() {
    let layout = waterfall(
      WaterfallSection(itemCount: 2, columns: 2, columnSpacing: 1000, itemHeight: .given),
      [size(1, 10), size(1, 10)])
    #expect(layout.itemFrames().map(\.width) == [0, 0])
  }
}
