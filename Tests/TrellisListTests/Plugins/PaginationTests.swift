import Clocks
import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@_spi(Testing) @testable import TrellisList

@MainActor
@Suite("Features: pagination")
struct PaginationTests {
  /// A table (200-point viewport, 44-point rows) with an attached paginator whose requests are
  /// recorded.
  @MainActor
  struct Fixture {
    let base = AdapterFixture(.table)
    let paginator: ListPaginator
    let log = FeatureLog()

    init(edge: ListPaginator.Edge = .end, distance: ListPaginator.Distance = .viewports(3)) {
      paginator = ListPaginator(
        edge: edge, distance: distance, loadingItem: .textCell("loading", "Loading…"),
        errorItem: .textCell("error", "Retry"))
      base.adapter.attach(paginator)
      paginator.onLoadPage += { [log] request in log.record("load \(request.page)") }
    }

    var host: HeadlessListView { base.host }

    /// The ids of the displayed items, in order.
    var shownIDs: [String] {
      base.adapter.displayedModel.sections.flatMap(\.items).map { "\($0.id.base)" }
    }
  }

  static func page(_ range: Range<Int>, page: Int, hasNext: Bool = true) -> ListModel {
    oneSection(range.map { ListItem.textCell($0) }, page: page, hasNext: hasNext)
  }

  @Test("fires within three viewports of the end, not before, and not without a next page")
  func threshold() async throws {
    let fixture = Fixture()
    fixture.base.apply(Self.page(0..<30, page: 1), animated: false)  // content 1320
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 720), animated: false)  // 600 left
    #expect(fixture.log.take().isEmpty)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 721), animated: false)
    #expect(fixture.log.take() == ["load 2"])
    #expect(fixture.paginator.status == .loading(page: 2))

    let ended = Fixture()
    ended.base.apply(Self.page(0..<30, page: 1, hasNext: false), animated: false)
    try ended.host.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    #expect(ended.log.take().isEmpty)
  }

  @Test("never twice for the same page: further scrolls and re-applying the same model wait")
  func noDuplicates() async throws {
    let fixture = Fixture(distance: .points(300))
    fixture.base.apply(Self.page(0..<30, page: 1), animated: false)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
    #expect(fixture.log.take() == ["load 2"])
    #expect(await fixture.base.settle())
    #expect(fixture.shownIDs.last == "loading")
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 1150), animated: false)
    fixture.base.apply(Self.page(0..<30, page: 1), animated: false)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 1160), animated: false)
    #expect(fixture.log.take().isEmpty)

    // Page 2 arrives: the loading item goes; near the end again, page 3 is asked for once.
    fixture.base.apply(Self.page(0..<60, page: 2), animated: false)
    #expect(await fixture.base.settle())
    #expect(fixture.shownIDs.count == 60 && fixture.shownIDs.last == "59")
    #expect(fixture.log.take().isEmpty)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 2500), animated: false)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 2510), animated: false)
    #expect(fixture.log.take() == ["load 3"])
  }

  @Test("an empty model with a next page fires once, however often the host reloads")
  func emptyModel() async throws {
    let fixture = Fixture()
    fixture.base.adapter.attach(fixture.paginator)  // attaching again sets nothing up again
    fixture.base.apply(Self.page(0..<0, page: 0), animated: false)
    #expect(fixture.log.take() == ["load 1"])
    fixture.base.adapter.reload(fixture.base.adapter.displayedModel)
    try fixture.host.reloadData()
    fixture.base.apply(Self.page(0..<0, page: 0), animated: false)
    #expect(await fixture.base.settle())
    #expect(fixture.log.take().isEmpty)
    #expect(fixture.paginator.attachCount == 1)
    #expect(fixture.base.adapter.plugins.count == 1)
    #expect(fixture.shownIDs == ["loading"])

    let none = Fixture()
    none.base.apply(Self.page(0..<0, page: 0, hasNext: false), animated: false)
    #expect(none.log.take().isEmpty)
  }

  @Test("a failure shows the error item and blocks requests; tapping it retries the same page")
  func failureAndRetry() async throws {
    let fixture = Fixture(distance: .points(500))
    fixture.base.apply(Self.page(0..<10, page: 1), animated: false)  // content 440
    #expect(fixture.log.take() == ["load 2"])
    fixture.paginator.reportFailure()
    #expect(await fixture.base.settle())
    #expect(fixture.paginator.status == .failed(page: 2))
    #expect(fixture.shownIDs.last == "error")
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(fixture.log.take().isEmpty)

    try fixture.host.tapItem(at: ItemPath(item: 0, section: 1))
    #expect(fixture.log.take() == ["load 2"])
    #expect(await fixture.base.settle())
    #expect(fixture.shownIDs.last == "loading")
    fixture.paginator.retry()  // not failed: nothing
    #expect(fixture.log.take().isEmpty)
  }

  @Test("earlier pages: fires near the start and keeps the first visible item in place")
  func earlierPages() async throws {
    let fixture = Fixture(edge: .start, distance: .points(100))
    fixture.paginator.hasMore = true
    fixture.base.apply(Self.page(10..<40, page: 1), animated: false)
    #expect(fixture.log.take() == ["load 1"])  // at offset 0
    #expect(await fixture.base.settle())
    #expect(fixture.shownIDs.first == "loading")
    #expect(fixture.host.indexPathsForVisibleItems.first == ItemPath(item: 0, section: 1))
    #expect(
      fixture.host.frameForItem(at: ItemPath(item: 0, section: 1))?.minY
        == fixture.host.contentOffset.y)

    fixture.paginator.hasMore = false
    fixture.base.apply(Self.page(0..<40, page: 1), animated: true)
    #expect(await fixture.base.settle())
    let first = try #require(fixture.host.indexPathsForVisibleItems.first)
    #expect(first == path(10))
    #expect(fixture.host.frameForItem(at: first)?.minY == fixture.host.contentOffset.y)
    try fixture.host.setContentOffset(.zero, animated: false)
    #expect(fixture.log.take().isEmpty)
  }
}
