import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

/// A headless host can start at 0 × 0, as a view does before its first layout, and get its size
/// later; pagination and prefetching decide only once it has one.
@MainActor
@Suite("Headless hosts: a list that gets its size after its first model")
struct ListSizeArrivesHostTests {
  /// A host of `kind` at 0 × 0 with an adapter and an attached paginator that logs its page
  /// loads (`load 2`).
  static func zeroSized(_ kind: HostKind, paging distance: ListTriggerDistance) -> (
    HeadlessListView, ListAdapter, CallLog
  ) {
    let host = kind.make(clock: ContinuousClock(), viewport: .zero)
    let adapter = ListAdapter(host: host)
    let paginator = ListPaginator(distance: distance)
    let log = CallLog()
    paginator.pageRequested += { request in log.add("load \(request.page)") }
    adapter.attach(paginator)
    return (host, adapter, log)
  }

  /// Page 1 of a list with more pages: `count` text cells in one section.
  static func firstPage(of count: Int) -> ListModel {
    ListModel(
      sections: [ListSection(id: "s", items: (0..<count).map { ListItem.textCell($0) })], page: 1,
      hasNext: true)
  }

  @Test(
    "no request and no prefetch at 0 × 0; the size prefetches what follows the viewport",
    arguments: HostKind.allCases)
  func sizeArrives(kind: HostKind) throws {
    let (host, adapter, log) = Self.zeroSized(kind, paging: .points(600))
    let prefetcher = ListPrefetcher()
    prefetcher.prefetchRequested += { items in
      log.add("prefetch \(items.map { "\($0.id.base)" }.joined(separator: ","))")
    }
    adapter.attach(prefetcher)
    adapter.apply(Self.firstPage(of: 40), animated: false)
    #expect(log.entries.isEmpty)
    try host.setViewportSize(CGSize(width: 320, height: 440))
    // 44-point rows (and 10-point gaps in the collection): the next viewport is prefetched.
    let expected = kind == .table ? (10..<20) : (9..<17)
    #expect(log.entries == ["prefetch " + expected.map(String.init).joined(separator: ",")])
    #expect(host.indexPathsForVisibleItems.count == (kind == .table ? 10 : 9))
  }

  @Test(
    "a short list asks for its next page once it has a size, not before",
    arguments: HostKind.allCases)
  func shortListLoadsAtSize(kind: HostKind) throws {
    let (host, adapter, log) = Self.zeroSized(kind, paging: .viewports(1))
    adapter.apply(Self.firstPage(of: 5), animated: false)
    #expect(log.entries.isEmpty)
    try host.setViewportSize(CGSize(width: 320, height: 440))
    #expect(log.entries == ["load 2"])
  }
}
