import Foundation
import Testing
import TrellisDiff
import TrellisLayout

@Suite("Flow layout")
struct FlowLayoutTests {
  let container = CGSize(width: 320, height: 480)

  func flow(_ section: FlowSection, _ items: [CGSize], direction: ScrollDirection = .vertical)
    -> ListLayout<FlowLayout>
  {
    ListLayout(
      FlowLayout(containerSize: container, axis: direction), sections: [section],
      sizes: sizes([items]))
  }

  @Test("a full line is justified: the leftover space widens the gaps")
  func justifiedLine() {
    let layout = flow(
      FlowSection(itemCount: 4, interitemSpacing: 10), Array(repeating: size(90, 40), count: 4))
    // 90 + 10 + 90 + 10 + 90 = 290 fits 320, a fourth does not: 50 left over over two gaps.
    #expect(
      layout.itemFrames() == [
        rect(0, 0, 90, 40), rect(115, 0, 90, 40), rect(230, 0, 90, 40),
        // the lone item of the next line is centred: (320 - 90) / 2
        rect(115, 50, 90, 40),
      ])
    #expect(layout.contentSize == size(320, 90))
  }

  @Test("the last line keeps the minimum spacing from the left")
  func lastLineLeftAligned() {
    let layout = flow(
      FlowSection(itemCount: 5, interitemSpacing: 10), Array(repeating: size(90, 40), count: 5))
    #expect(layout.itemFrames()[3...] == [rect(0, 50, 90, 40), rect(100, 50, 90, 40)])
  }

  @Test("a line is as tall as its tallest item and centres the others across it")
  func itemsCentredAcrossTheLine() {
    let layout = flow(
      FlowSection(itemCount: 4, lineSpacing: 5, interitemSpacing: 10),
      [size(100, 40), size(100, 60), size(100, 20), size(320, 10)])
    #expect(
      layout.itemFrames() == [
        rect(0, 10, 100, 40), rect(110, 0, 100, 60), rect(220, 20, 100, 20),
        rect(0, 65, 320, 10),
      ])
  }

  @Test("a single item in a section is centred, as UIKit shows it")
  func loneItemCentred() {
    let layout = flow(FlowSection(itemCount: 1), [size(100, 40)])
    #expect(layout.itemFrames() == [rect(110, 0, 100, 40)])
  }

  @Test("insets, header and footer frame the items; headers span the full width")
  func insetsHeaderFooter() {
    let layout = flow(
      FlowSection(
        itemCount: 2, insets: LayoutInsets(top: 5, left: 10, bottom: 15, right: 10),
        interitemSpacing: 10, headerLength: 30, footerLength: 20),
      [size(140, 50), size(140, 50)])
    #expect(layout.frame(of: .header, inSection: 0) == rect(0, 0, 320, 30))
    #expect(layout.itemFrames() == [rect(10, 35, 140, 50), rect(160, 35, 140, 50)])
    #expect(layout.frame(of: .footer, inSection: 0) == rect(0, 100, 320, 20))
    #expect(layout.contentSize == size(320, 120))
  }

  @Test("sections stack: the second starts where the first ends")
  func sectionsStack() {
    let layout = ListLayout(
      FlowLayout(containerSize: container),
      sections: [
        FlowSection(itemCount: 1, insets: LayoutInsets(top: 10, bottom: 10), footerLength: 5),
        FlowSection(itemCount: 1, headerLength: 20),
      ], sizes: sizes([[size(320, 50)], [size(320, 30)]]))
    #expect(layout.frame(ofSection: 0) == rect(0, 0, 320, 75))
    #expect(layout.frame(of: .header, inSection: 1) == rect(0, 75, 320, 20))
    #expect(layout.frame(ofItem: path(0, 1)) == rect(0, 95, 320, 30))
    #expect(layout.contentSize.height == 125)
  }

  @Test("an empty section still takes its insets, header and footer")
  func emptySection() {
    let layout = flow(
      FlowSection(
        itemCount: 0, insets: LayoutInsets(top: 5, bottom: 7), headerLength: 10, footerLength: 10),
      [])
    #expect(layout.contentSize.height == 32)
    #expect(layout.frame(of: .footer, inSection: 0) == rect(0, 22, 320, 10))
  }

  @Test("columns derive the item width: floor((w - (n - 1) spacing) / n)")
  func columns() {
    // DDPresenter: width 320, three columns, spacing 10 -> 100.
    let three = flow(
      FlowSection(itemCount: 7, lineSpacing: 10, interitemSpacing: 10, columns: 3),
      Array(repeating: size(999, 50), count: 7))
    #expect(
      three.itemFrames() == [
        rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50),
        rect(0, 60, 100, 50), rect(110, 60, 100, 50), rect(220, 60, 100, 50),
        rect(110, 120, 100, 50),
      ])
    // SSCollectionViewPresenter: bounds 375, insets 10/10, spacing 5, two columns -> 175.
    let two = ListLayout(
      FlowLayout(containerSize: size(375, 667)),
      sections: [
        FlowSection(
          itemCount: 2, insets: LayoutInsets(left: 10, right: 10), interitemSpacing: 5, columns: 2)
      ], sizes: sizes([[size(1, 80), size(1, 80)]]))
    #expect(two.itemFrames() == [rect(10, 0, 175, 80), rect(190, 0, 175, 80)])
    // Seven columns leave fractions: floor((320 - 60) / 7) = 37.
    let seven = flow(
      FlowSection(itemCount: 1, interitemSpacing: 10, columns: 7), [size(1, 10)])
    #expect(seven.itemFrames()[0].width == 37)
  }

  @Test("the size provider is offered the column width or the available width")
  func fittingSize() {
    var offered: [CGSize] = []
    _ = ListLayout(
      FlowLayout(containerSize: container),
      sections: [
        FlowSection(itemCount: 1, insets: LayoutInsets(left: 10, right: 10)),
        FlowSection(itemCount: 1, interitemSpacing: 10, columns: 3),
      ]
    ) { _, fitting in
      offered.append(fitting)
      return size(10, 10)
    }
    #expect(offered == [size(300, .infinity), size(100, .infinity)])
  }

  @Test(
    "left, centre and right alignments keep the minimum spacing",
    arguments: [
      (FlowAlignment.left, [0, 100, 200, 0] as [CGFloat]),
      (.center, [15, 115, 215, 115]),
      (.right, [30, 130, 230, 230]),
    ])
  func alignments(alignment: FlowAlignment, xs: [CGFloat]) {
    let layout = flow(
      FlowSection(itemCount: 4, interitemSpacing: 10, alignment: alignment),
      Array(repeating: size(90, 40), count: 4))
    #expect(layout.itemFrames().map(\.minX) == xs)
  }

  @Test("horizontal scrolling fills lines top to bottom and stacks them rightwards")
  func horizontal() {
    let layout = ListLayout(
      FlowLayout(containerSize: size(320, 200), axis: .horizontal),
      sections: [
        FlowSection(
          itemCount: 4, lineSpacing: 10, interitemSpacing: 10, headerLength: 20, footerLength: 15)
      ], sizes: sizes([Array(repeating: size(50, 90), count: 4)]))
    #expect(layout.frame(of: .header, inSection: 0) == rect(0, 0, 20, 200))
    #expect(
      layout.itemFrames() == [
        // 90 + 10 + 90 fits 200, a third does not: the line is justified (gap 30).
        rect(20, 0, 50, 90), rect(20, 110, 50, 90),
        // the last line keeps the minimum spacing from the top.
        rect(80, 0, 50, 90), rect(80, 100, 50, 90),
      ])
    #expect(layout.frame(of: .footer, inSection: 0) == rect(130, 0, 15, 200))
    #expect(layout.contentSize == size(145, 200))
  }

  @Test("horizontal columns derive the item height from the container height")
  func horizontalColumns() {
    let layout = ListLayout(
      FlowLayout(containerSize: size(320, 200), axis: .horizontal),
      sections: [FlowSection(itemCount: 2, interitemSpacing: 10, columns: 2)],
      sizes: sizes([[size(60, 1), size(60, 1)]]))
    #expect(layout.itemFrames() == [rect(0, 0, 60, 95), rect(0, 105, 60, 95)])
  }

  @Test("a background decoration covers the section or only its items")
  func background() {
    let items = [size(320, 50)]
    let whole = flow(
      FlowSection(
        itemCount: 1, insets: LayoutInsets(all: 5), headerLength: 10, footerLength: 10,
        background: .section), items)
    #expect(whole.frame(of: .background, inSection: 0) == rect(0, 0, 320, 80))
    let inner = flow(
      FlowSection(
        itemCount: 1, insets: LayoutInsets(all: 5), headerLength: 10, footerLength: 10,
        background: .items), items)
    #expect(inner.frame(of: .background, inSection: 0) == rect(0, 10, 320, 60))
    let attributes = inner.attributes(
      for: LayoutElement(kind: .decoration(.background), path: path(0)))
    #expect(attributes?.zIndex == -1)
    #expect(inner.elements(in: rect(0, 0, 320, 80)).map(\.kind).first == .decoration(.background))
  }

  @Test("an item wider than the available width is narrowed to it")
  func widerThanContainer() {
    let layout = flow(
      FlowSection(itemCount: 2, insets: LayoutInsets(left: 10, right: 10)),
      [size(400, 50), size(100, 20)])
    #expect(layout.itemFrames() == [rect(10, 0, 300, 50), rect(110, 60, 100, 20)])
  }

  @Test("bad sizes are clamped: negative, NaN and infinite lengths become zero")
  func badSizesClamped() {
    let layout = flow(
      FlowSection(itemCount: 3, interitemSpacing: 10, alignment: .left),
      [size(-5, 20), size(.nan, .infinity), size(30, -1)])
    #expect(layout.itemFrames() == [rect(0, 0, 0, 20), rect(10, 10, 0, 0), rect(20, 10, 30, 0)])
  }

  @Test("spacing wider than the container gives zero-width columns, never a crash")
  func spacingWiderThanContainer() {
    let layout = flow(
      FlowSection(itemCount: 3, interitemSpacing: 500, columns: 3),
      Array(repeating: size(10, 10), count: 3))
    #expect(layout.itemFrames().allSatisfy { $0.width == 0 })
    #expect(layout.contentSize.height == 50)  // three lines of 10 with spacing 10
  }
}
