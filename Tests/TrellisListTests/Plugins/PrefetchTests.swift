import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting
@_spi(Testing) import TrellisTesting

@MainActor
@Suite("Features: prefetching")
struct PrefetchTests {
  /// A table fixture (200 points, 44-point rows) with a 100-point prefetcher attached, and a log
  /// of its prefetches and cancellations by item identity.
  private func prefetchingTable() -> (AdapterFixture, CallLog) {
    let fixture = AdapterFixture(.table)
    let prefetcher = ListPrefetcher(distance: .points(100))
    fixture.adapter.attach(prefetcher)
    let log = CallLog()
    prefetcher.prefetchRequested += { items in log.add("prefetch \(items.map { "\($0.id.base)" })")
    }
    prefetcher.prefetchCancelled += { items in log.add("cancel \(items.map { "\($0.id.base)" })") }
    return (fixture, log)
  }

  @Test("items within a viewport are prefetched once; leaving the range cancels them")
  func prefetchAndCancel() throws {
    let (fixture, log) = prefetchingTable()
    fixture.apply(.texts(30), animated: false)
    // Visible 0..4 (0-220); window to 300: rows 5, 6.
    #expect(log.take() == ["prefetch [\"5\", \"6\"]"])
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(log.take() == ["prefetch [\"7\"]"])  // window to 310 reaches row 7 (308)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(log.take().isEmpty)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    // Visible 2..6 (100-300): 5 and 6 became visible silently; window 0-400: 0, 1, 8, 9 join 7.
    #expect(log.take() == ["prefetch [\"0\", \"1\", \"8\", \"9\"]"])
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(log.take() == ["cancel [\"7\", \"8\", \"9\"]", "prefetch [\"5\", \"6\"]"])
    fixture.apply(.texts(5), animated: false)
    #expect(log.take() == ["cancel [\"5\", \"6\"]"])
  }

  @Test("a scroll costs the items near the viewport, not the list's length")
  func scrollCostFollowsTheViewport() throws {
    let (fixture, log) = prefetchingTable()
    fixture.apply(.texts(10_000), animated: false)
    _ = log.take()

    let before = fixture.host.itemGeometryLookups
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
    // Visible: rows 2272...2277 (99,968-100,232); window 99,900-100,300: rows 2270...2279.
    #expect(
      log.take() == ["cancel [\"5\", \"6\"]", "prefetch [\"2270\", \"2271\", \"2278\", \"2279\"]"])
    // The viewport's 6 rows and the window's 10, of 10,000.
    #expect(fixture.host.itemGeometryLookups - before == 6 + 10)
  }
}
