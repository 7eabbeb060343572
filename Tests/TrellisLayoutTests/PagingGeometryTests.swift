import Foundation
import Testing
import TrellisLayout

/// The paging cases of SSCollectionViewPresenter's reference (section 4), with its bugs fixed.
/// Unless a test says otherwise: a horizontal carousel, bounds 375, items 300 wide, spacing 10, no
/// insets, 5 items: page 310, content 1540, largest offset 1165.
@Suite("Paging geometry")
struct PagingGeometryTests {
  let paging = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
  let centred = PagingGeometry(
    itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375, alignment: .center)

  @Test("the reference geometry: page 310, content 1540, max offset 1165, five pages")
  func geometry() {
    #expect(paging.pageLength == 310)
    #expect(paging.contentLength == 1540)
    #expect(paging.minOffset == 0)
    #expect(paging.maxOffset == 1165)
    #expect(paging.pageCount == 5)
    #expect((0..<5).map(paging.offset(ofPage:)) == [0, 310, 620, 930, 1165])
  }

  @Test(
    "case 28: a released drag snaps by velocity",
    arguments: [
      (400 as CGFloat, 0 as CGFloat, 310 as CGFloat),
      (400, 0.5, 620),
      (400, -0.5, 310),
      (400, 5, 930),
      (1100, 0, 1165),
      (1000, 0, 930),
      (100, 0, 0),
    ])
  func snap(offset: CGFloat, velocity: CGFloat, target: CGFloat) {
    #expect(paging.targetOffset(releasedAt: offset, velocity: velocity) == target)
  }

  @Test("flicks past either end stop at the end; the last page is reachable")
  func flickToEnds() {
    #expect(paging.targetOffset(releasedAt: 900, velocity: 50) == 1165)
    #expect(paging.targetOffset(releasedAt: 200, velocity: -50) == 0)
    // Near the end the nearest resting offset wins, not the unclamped page grid: 1050 is closer
    // to 1165 than to 930.
    #expect(paging.targetOffset(releasedAt: 1050, velocity: 0) == 1165)
  }

  @Test("case 29: next and previous pages")
  func moves() {
    #expect(paging.offset(movingPages: 1, from: 310, looping: false) == 620)
    #expect(paging.offset(movingPages: 1, from: 1000, looping: false) == 1165)
    #expect(paging.offset(movingPages: -1, from: 150, looping: false) == 0)
    #expect(paging.offset(movingPages: 2, from: 0, looping: false) == 620)
  }

  @Test("case 30: at the end, no move without looping; looping wraps at both ends")
  func looping() {
    // The seed set an "animating" flag and waited for an animation that never came (bug 5);
    // here a move that changes nothing says so.
    #expect(paging.offset(movingPages: 1, from: 1165, looping: false) == nil)
    #expect(paging.offset(movingPages: -1, from: 0, looping: false) == nil)
    #expect(paging.offset(movingPages: 0, from: 310, looping: true) == nil)
    #expect(paging.offset(movingPages: 1, from: 1165, looping: true) == 0)
    #expect(paging.offset(movingPages: -1, from: 0, looping: true) == 1165)
    #expect(paging.offset(movingPages: 7, from: 0, looping: true) == 620)
  }

  @Test("case 31: centred at offset 0 is page 0.121; the next page is exactly centred")
  func centredMove() {
    #expect(abs(centred.fractionalPage(at: 0) - 0.121) < 0.001)
    #expect(centred.pageOrigin == -37.5)
    let next = centred.offset(movingPages: 1, from: 0, looping: false)
    #expect(next == 272.5)
    #expect(centred.fractionalPage(at: 272.5) == 1)
  }

  @Test("bug 13 fixed: with the centering insets, the first and last pages centre exactly")
  func centeringInsets() {
    // Without insets the first page can only rest at 0, 37.5 points off centre.
    #expect(centred.offset(ofPage: 0) == 0)
    let insets = centred.centeringContentInsets
    #expect(insets.leading == 37.5 && insets.trailing == 37.5)
    let fixed = PagingGeometry(
      itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
      contentInsetLeading: insets.leading, contentInsetTrailing: insets.trailing,
      alignment: .center)
    for page in 0..<5 {
      #expect(fixed.fractionalPage(at: fixed.offset(ofPage: page)) == CGFloat(page))
    }
    // Section insets that already centre need no content insets.
    let inset = PagingGeometry(
      itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375, sectionInsetLeading: 37.5,
      sectionInsetTrailing: 37.5, alignment: .center)
    #expect(inset.centeringContentInsets.leading == 0)
    #expect(inset.fractionalPage(at: inset.offset(ofPage: 0)) == 0)
  }

  @Test("case 27 fixed: an overscroll bounce reports page 0, never -1")
  func bounce() {
    #expect(paging.fractionalPage(at: -200) < -0.5)  // the seed rounded this to -1
    #expect(paging.page(at: -200) == 0)
    #expect(paging.page(at: 5000) == 4)
  }

  @Test("leading and trailing section insets shift the pages but not page 0")
  func sectionInsets() {
    let inset = PagingGeometry(
      itemLength: 300, spacing: 10, itemCount: 3, viewportLength: 375, sectionInsetLeading: 20,
      sectionInsetTrailing: 20)
    #expect(inset.contentLength == 960)
    #expect(inset.maxOffset == 585)
    #expect((0..<3).map(inset.offset(ofPage:)) == [0, 310, 585])
  }

  @Test("empty carousels, zero-length pages and tiny content never divide by zero")
  func degenerate() {
    let empty = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 0, viewportLength: 375)
    #expect(empty.pageCount == 0)
    #expect(empty.page(at: 100) == 0)
    #expect(empty.offset(ofPage: 3) == 0)
    #expect(empty.targetOffset(releasedAt: 100, velocity: 2) == 0)
    #expect(empty.offset(movingPages: 1, from: 0, looping: true) == nil)
    let flat = PagingGeometry(itemLength: 0, spacing: 0, itemCount: 5, viewportLength: 375)
    #expect(flat.pageCount == 1)
    #expect(flat.fractionalPage(at: 100) == 0)
    #expect(flat.targetOffset(releasedAt: 100, velocity: -3) == 0)
    let small = PagingGeometry(itemLength: 50, spacing: 10, itemCount: 3, viewportLength: 375)
    #expect(small.maxOffset == 0)
    #expect(small.pageCount == 1)
    let bad = PagingGeometry(
      itemLength: .nan, spacing: -4, itemCount: -2, viewportLength: .infinity)
    #expect(bad.pageCount == 0)
    #expect(bad.targetOffset(releasedAt: .nan, velocity: .nan) == 0)
  }

  @Test("a viewport showing several items: the last pages share the largest offset")
  func severalItemsPerPage() {
    let small = PagingGeometry(itemLength: 100, spacing: 10, itemCount: 10, viewportLength: 375)
    #expect(small.maxOffset == 715)
    #expect(small.pageCount == 8)
    #expect(small.offset(ofPage: 7) == 715)
    #expect(small.offset(movingPages: 1, from: 715, looping: false) == nil)
  }
}
