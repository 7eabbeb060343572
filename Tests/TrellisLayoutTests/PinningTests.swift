import Foundation
import Testing
import TrellisDiff
import TrellisLayout

@Suite("Pinned headers and footers")
struct PinningTests {
  /// Two sections of ten 50-point rows under a 40-point pinned header: section 0 spans 0..<540,
  /// section 1 spans 540..<1080.
  let layout = ListLayout(
    FlowLayout(containerSize: CGSize(width: 320, height: 200)),
    sections: Array(
      repeating: FlowSection(itemCount: 10, lineSpacing: 0, headerLength: 40, pinsHeader: true),
      count: 2)
  ) { _, _ in size(320, 50) }

  func bounds(at offset: CGFloat) -> CGRect { rect(0, offset, 320, 200) }

  func headers(at offset: CGFloat) -> [LayoutAttributes] {
    layout.visibleElements(in: bounds(at: offset)).filter {
      $0.kind == .supplementary(.header)
    }
  }

  @Test("at offset 0 the header is at its natural place")
  func atRest() {
    #expect(
      headers(at: 0) == [
        LayoutAttributes(
          element: .header(inSection: 0), frame: rect(0, 0, 320, 40), zIndex: 1024)
      ])
  }

  @Test("scrolled into the section, the header sticks to the top edge", arguments: [100, 300])
  func sticks(offset: CGFloat) {
    #expect(
      headers(at: offset) == [
        LayoutAttributes(
          element: .header(inSection: 0), frame: rect(0, offset, 320, 40), zIndex: 1024,
          isPinned: true)
      ])
  }

  @Test("the end of the section's items pushes the header out")
  func pushedOut() {
    // At 520 the header would end at 560, past the section's items (540): it stops at 500.
    #expect(
      headers(at: 520) == [
        LayoutAttributes(
          element: .header(inSection: 0), frame: rect(0, 500, 320, 40), zIndex: 1024,
          isPinned: true),
        LayoutAttributes(
          element: .header(inSection: 1), frame: rect(0, 540, 320, 40), zIndex: 1024),
      ])
    // At 600 section 0's header has left; section 1's sticks.
    #expect(headers(at: 600).map(\.frame) == [rect(0, 600, 320, 40)])
    #expect(
      layout.pinnedFrame(of: .header, inSection: 0, in: bounds(at: 600)) == rect(0, 500, 320, 40))
  }

  @Test("pinned views keep their natural frames in elements(in:)")
  func naturalFramesInRectQueries() {
    let headers = layout.elements(in: bounds(at: 100)).filter { $0.kind != .item }
    #expect(headers.isEmpty)
  }

  @Test("a pinned footer sticks to the bottom edge until the start of its section's items")
  func footer() {
    let layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 320, height: 200)),
      sections: [
        FlowSection(
          itemCount: 10, lineSpacing: 0, headerLength: 40, footerLength: 30, pinsFooter: true)
      ]
    ) { _, _ in size(320, 50) }
    // Items span 40..<540; the footer's natural place is 540..<570.
    func footer(at offset: CGFloat) -> CGRect? {
      layout.pinnedFrame(of: .footer, inSection: 0, in: rect(0, offset, 320, 200))
    }
    #expect(footer(at: 0) == rect(0, 170, 320, 30))
    #expect(footer(at: 300) == rect(0, 470, 320, 30))
    #expect(footer(at: 370) == rect(0, 540, 320, 30))
    #expect(footer(at: -200) == rect(0, 40, 320, 30))  // never above the items' start
    let visible = layout.visibleElements(in: rect(0, 0, 320, 200))
    let pinned = visible.first { $0.element == .footer(inSection: 0) }
    #expect(pinned?.frame == rect(0, 170, 320, 30))
    #expect(pinned?.isPinned == true)
  }

  @Test("horizontal layouts pin along x")
  func horizontal() {
    let layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 300, height: 100), axis: .horizontal),
      sections: [FlowSection(itemCount: 10, lineSpacing: 0, headerLength: 20, pinsHeader: true)]
    ) { _, _ in size(60, 100) }
    #expect(
      layout.pinnedFrame(of: .header, inSection: 0, in: rect(150, 0, 300, 100))
        == rect(150, 0, 20, 100))
    #expect(
      layout.pinnedFrame(of: .header, inSection: 0, in: rect(600, 0, 300, 100))
        == rect(600, 0, 20, 100))
    // Items end at 620; the header stops at 600.
    #expect(
      layout.pinnedFrame(of: .header, inSection: 0, in: rect(610, 0, 300, 100))
        == rect(600, 0, 20, 100))
  }

  @Test("unpinned headers scroll away")
  func unpinned() {
    let layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 320, height: 200)),
      sections: [FlowSection(itemCount: 10, lineSpacing: 0, headerLength: 40)]
    ) { _, _ in size(320, 50) }
    #expect(layout.visibleElements(in: rect(0, 100, 320, 200)).allSatisfy { $0.kind == .item })
    #expect(layout.attributes(for: .header(inSection: 0))?.zIndex == 1)
  }
}
