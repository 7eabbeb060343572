import Clocks
import Foundation
import Testing
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
  @Test(
    "no request and no prefetch at 0 × 0; the size prefetches what follows the viewport",
    arguments: HostKind.allCases)
  func sizeArrives(kind: HostKind) throws {
    let host = kind.make(clock: ContinuousClock(), viewport: .zero)
    let adapter = ListAdapter(host: host)
    let paginator = ListPaginator(distance: .points(600))
    let prefetcher = ListPrefetcher()
    let log = CallLogBox()
    paginator.onLoadPage += { request in log.entries.append("load \(request.page)") }
    prefetcher.onPrefetch += { items in
      log.entries.append("prefetch \(items.map { "\($0.id.base)" }.joined(separator: ","))")
    }
    adapter.attach(paginator)
    adapter.attach(prefetcher)
    adapter.apply(
      ListModel(
        sections: [ListSection("s", items: (0..<40).map { ListItem.textCell($0) })], page: 1,
        hasNext: true),
      animated: false)
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
    let host = kind.make(clock: ContinuousClock(), viewport: .zero)
    let adapter = ListAdapter(host: host)
    let paginator = ListPaginator(distance: .viewports(1))
    let log = CallLogBox()
    paginator.onLoadPage += { request in log.entries.append("load \(request.page)") }
    adapter.attach(paginator)
    adapter.apply(
      ListModel(
        sections: [ListSection("s", items: (0..<5).map { ListItem.textCell($0) })], page: 1,
        hasNext: true),
      animated: false)
    #expect(log.entries.isEmpty)
    try host.setViewportSize(CGSize(width: 320, height: 440))
    #expect(log.entries == ["load 2"])
  }
}

/// A log a `@Sendable` handler can fill on the main actor.
@MainActor
final class CallLogBox {
  var entries: [String] = []
}
