import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: scrolling and reuse")
struct ScrollingHostTests {
  @Test("scrolling 10,000 items end to end creates at most the visible rows plus one row of views")
  func scrollsEndToEnd() throws {
    let (host, source) = try makeHost([(0..<10_000).map { "\($0)" }])
    let viewsCreated = {
      host.operations.filter { if case .dequeue(_, _, false) = $0 { true } else { false } }.count
    }
    let visibleCount = host.indexPathsForVisibleItems.count  // 4 rows of 3
    var offset: CGFloat = 0
    while offset + host.viewportSize.height < host.contentSize.height {
      offset += 37  // not a multiple of the 54-point row pitch: rows enter and leave mid-way
      try host.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
    }
    #expect(viewsCreated() <= visibleCount + 3)
    // Every item was shown once and every display but the last screen's was ended.
    let shown = source.log.filter { $0.hasPrefix("willDisplay") }.count
    let ended = source.log.filter { $0.hasPrefix("didEndDisplaying") }.count
    #expect(shown == 10_000)
    #expect(shown - ended == host.indexPathsForVisibleItems.count)
    #expect(host.indexPathsForVisibleItems.last == path(9_999, 0))
  }

  @Test("the rect query returns the items meeting a rectangle, in display order, anywhere")
  func itemsInRect() throws {
    let unloaded = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 200))
    #expect(unloaded.indexPathsForItems(in: CGRect(x: 0, y: 0, width: 320, height: 200)).isEmpty)

    let (host, _) = try makeHost([(0..<6).map { "\($0)" }, (0..<6).map { "\($0)" }])
    // Rows of three 100-point items, 54 points apart: section 0 at 0 and 54, section 1 at 98
    // and 152.
    #expect(host.frameForItem(at: path(0, 1)) == CGRect(x: 0, y: 98, width: 100, height: 44))
    // Narrow: item 3 of section 0 (54-98) and item 0 of section 1 (98-142).
    #expect(
      host.indexPathsForItems(in: CGRect(x: 0, y: 60, width: 105, height: 60))
        == [path(3, 0), path(0, 1)])
    // Edges that only touch do not count: the gap between section 1's rows.
    #expect(host.indexPathsForItems(in: CGRect(x: 0, y: 142, width: 320, height: 10)).isEmpty)
    // Off-screen: section 1's second row.
    #expect(
      host.indexPathsForItems(in: CGRect(x: 0, y: 150, width: 320, height: 100))
        == [path(3, 1), path(4, 1), path(5, 1)])
  }

  @Test("display and end-display pair up per path as rows enter and leave")
  func balancedCallbacks() throws {
    let (host, source) = try makeHost([(0..<12).map { "\($0)" }])
    source.log.removeAll()
    try host.setContentOffset(CGPoint(x: 0, y: 60), animated: false)  // row 0 leaves, none enters
    #expect(
      source.displayLog == [
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
      ])
    try host.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(
      source.displayLog.suffix(3) == [
        "willDisplay [0, 0]", "willDisplay [0, 1]", "willDisplay [0, 2]",
      ])
  }

  @Test("resizing asks only for what becomes visible")
  func resizing() throws {
    let (host, source) = try makeHost([(0..<30).map { "\($0)" }])
    let before = source.cellRequests.count
    try host.setViewportSize(CGSize(width: 320, height: 300))  // rows at 216 and 270 appear
    #expect(Array(source.cellRequests.dropFirst(before)) == (12..<18).map { path($0, 0) })
  }

  @Test("scrollToItem places the item at the requested position, within the content")
  func scrollToItem() throws {
    let (host, source) = try makeHost([(0..<30).map { "\($0)" }])
    defer { withExtendedLifetime(source) {} }
    try host.scrollToItem(at: path(15, 0), at: .start, animated: false)  // row 5 at y = 270
    #expect(host.contentOffset.y == 270)
    try host.scrollToItem(at: path(15, 0), at: .center, animated: false)
    #expect(host.contentOffset.y == CGFloat(270 + 22 - 100))
    try host.scrollToItem(at: path(29, 0), at: .start, animated: false)  // clamped to the end
    #expect(host.contentOffset.y == host.contentSize.height - 200)
    try host.scrollToItem(at: path(0, 0), at: .nearest, animated: false)
    #expect(host.contentOffset.y == 0)
    #expect(throws: ListHostError.itemOutOfRange(path(30, 0))) {
      try host.scrollToItem(at: path(30, 0), at: .start, animated: false)
    }
  }

  @Test("drags report willBeginDragging, didScroll, didEndDragging and deceleration, in order")
  func dragCallbacks() throws {
    final class ScrollLog: ListHostDelegate {
      var log: [String] = []
      func listHostDidScroll(_ host: any ListHost) { log.append("didScroll \(host.isDragging)") }
      func listHostWillBeginDragging(_ host: any ListHost) { log.append("willBeginDragging") }
      func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
        log.append("didEndDragging \(willDecelerate)")
      }
      func listHostDidEndDecelerating(_ host: any ListHost) { log.append("didEndDecelerating") }
    }
    let (host, source) = try makeHost([(0..<30).map { "\($0)" }])
    let delegate = ScrollLog()
    host.delegate = delegate
    try host.drag(to: CGPoint(x: 0, y: 100), decelerates: true)
    #expect(
      delegate.log == [
        "willBeginDragging", "didScroll true", "didEndDragging true", "didEndDecelerating",
      ])
    withExtendedLifetime(source) {}
  }
}
