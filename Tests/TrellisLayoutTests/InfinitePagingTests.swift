import Foundation
import Testing
import TrellisLayout

/// Infinite paging cases of SSCollectionViewPresenter's reference (section 4), bugs fixed: bounds
/// 375, items 300 wide, spacing 10, 5 items; the content is three copies, 4640 long, one copy 1550.
@Suite("Infinite paging")
struct InfinitePagingTests {
  let infinite = InfinitePaging(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)

  @Test("case 23: 15 raw items, raw 12 shows item 2; one item is not repeated")
  func mapping() {
    #expect(infinite.rawItemCount == 15)
    #expect(infinite.geometry.contentLength == 4640)
    #expect(infinite.copyLength == 1550)
    #expect(infinite.realIndex(ofRaw: 12) == 2)
    #expect((0...4).map(infinite.rawIndex(ofReal:)) == [5, 6, 7, 8, 9])
    let single = InfinitePaging(itemLength: 300, spacing: 10, itemCount: 1, viewportLength: 375)
    #expect(single.rawItemCount == 1)
    #expect(single.realIndex(ofRaw: 0) == 0)
    #expect(single.offset(movingPages: 1, from: 0) == nil)
  }

  @Test("bug 1 fixed: no items, or a stale raw index, map to nil instead of trapping")
  func empty() {
    let empty = InfinitePaging(itemLength: 300, spacing: 10, itemCount: 0, viewportLength: 375)
    #expect(empty.rawItemCount == 0)
    #expect(empty.realIndex(ofRaw: 0) == nil)
    #expect(empty.realPage(at: 500) == nil)
    #expect(empty.recentredOffset(500) == 500)
    #expect(empty.initialOffset == 0)
    #expect(infinite.realIndex(ofRaw: 15) == nil)
    #expect(infinite.realIndex(ofRaw: -1) == nil)
  }

  @Test(
    "case 24: recentring keeps the offset in the middle copy",
    arguments: [
      (0 as CGFloat, 1550 as CGFloat, 0),
      (1240, 2790, 4),
      (3100, 1550, 0),
      (1550, 1550, 0),
      (2000, 2000, 1),
    ])
  func recentre(offset: CGFloat, recentred: CGFloat, page: Int) {
    #expect(infinite.recentredOffset(offset) == recentred)
    #expect(infinite.realPage(at: recentred) == page)
    #expect(infinite.realPage(at: offset) == page)
  }

  @Test("recentring an offset between pages moves it by whole copies")
  func recentreBetweenPages() {
    #expect(infinite.recentredOffset(100) == 1650)
    #expect(infinite.recentredOffset(3200) == 1650)
    // The largest offset rests on the last raw page (item 4), clamped: it maps to page 9's own
    // resting offset in the middle copy.
    #expect(infinite.recentredOffset(4265) == 2790)
  }

  @Test("case 25: centred with 37.5 insets, the first offset is 1550 and page 5 exactly")
  func centredWithInsets() {
    let centred = InfinitePaging(
      itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375, sectionInsetLeading: 37.5,
      sectionInsetTrailing: 37.5, alignment: .center)
    #expect(centred.initialOffset == 1550)
    #expect(centred.geometry.fractionalPage(at: centred.initialOffset) == 5)
  }

  @Test("case 26 fixed: centred without insets starts exactly centred, not at page 5.12")
  func centredWithoutInsets() {
    let centred = InfinitePaging(
      itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375, alignment: .center)
    #expect(centred.initialOffset == 1512.5)
    #expect(centred.geometry.fractionalPage(at: centred.initialOffset) == 5)
    // The seed recentred 0 to 1550 (page 5.12); resting at the content's start maps to the
    // centred offset of the same page in the middle copy.
    #expect(centred.recentredOffset(0) == 1512.5)
    #expect(centred.recentredOffset(272.5) == 1822.5)
  }

  @Test("case 27 fixed: a bounce before the content never reports a negative page")
  func bounce() {
    #expect(infinite.realPage(at: -200) == 0)
  }

  @Test("bug 11 fixed: a hard flick moves at most one copy, never to the content's ends")
  func flick() {
    #expect(infinite.targetOffset(releasedAt: 1550, velocity: 100) == 3100)
    #expect(infinite.targetOffset(releasedAt: 1550, velocity: -100) == 0)
    #expect(infinite.targetOffset(releasedAt: 1600, velocity: 0.5) == 1860)
    let two = InfinitePaging(itemLength: 300, spacing: 10, itemCount: 2, viewportLength: 375)
    let start = two.initialOffset
    #expect(start == 620)
    #expect(two.targetOffset(releasedAt: start, velocity: 100) == 1240)
    #expect(two.geometry.maxOffset > 1240)
  }

  @Test("auto-rolling: next page, then recentre, forever")
  func autoRoll() {
    var offset = infinite.initialOffset
    var pages: [Int] = []
    for _ in 0..<12 {
      offset = infinite.offset(movingPages: 1, from: offset)!
      offset = infinite.recentredOffset(offset)
      pages.append(infinite.realPage(at: offset)!)
    }
    #expect(pages == [1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2])
    #expect((1550..<3100).contains(offset))
  }
}
