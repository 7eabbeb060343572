import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@_spi(Testing) @testable import TrellisList

/// A 100 × 100 grid tile that shows a string.
typealias TileCell = FixedSizeTextCell<TileSpec>

/// A ``TileCell``'s name and size.
enum TileSpec: FixedSizeCellSpec {
  static let name = "tile"
  static let size = CGSize(width: 100, height: 100)
}

@MainActor
@Suite("Features: plugins that compose")
struct PluginCompositionTests {
  /// One horizontal collection view (viewport 375 × 400, spacing 10) showing, in one model, an
  /// infinite auto-rolling carousel section "banners" (5 pages of 300, one page 310; the middle
  /// copy starts at 1550; the three copies end at 4640) and a paginated grid section "products"
  /// (three 100-point tiles per column, 110 per column) after it.
  @MainActor
  struct Fixture {
    let clock = TestClock()
    let log = CallLog()
    let host: HeadlessCollectionView
    let adapter: ListAdapter
    let carousel: ListCarousel
    let paginator: ListPaginator

    init() {
      host = .horizontalFlow(height: 400, clock: clock)
      adapter = ListAdapter(host: host)
      carousel = ListCarousel(
        sectionID: "banners",
        itemLength: 300, spacing: 10, isInfinite: true, autoRollInterval: .seconds(4),
        clock: clock)
      paginator = ListPaginator(
        sectionID: "products", axis: .horizontal, distance: .points(200),
        loadingItem: ListItem(id: "loading", content: "loading", view: TileCell.self),
        errorItem: ListItem(id: "error", content: "retry", view: TileCell.self))
      adapter.attach(carousel)
      adapter.attach(paginator)
      let log = log
      carousel.logPageAppearance(to: log)
      paginator.pageRequested += { log.add("load \($0.page)") }
    }

    /// The model with `pages` pages of 30 products.
    func model(pages: Int) -> ListModel {
      let log = log
      return ListModel(
        sections: [
          ListSection(
            id: "banners",
            items: (0..<5).map { index in
              ListItem(id: "b\(index)", content: "\(index)", view: BannerCell.self)
                .onSelect { item in log.add("select \(item.id)") }
            }),
          ListSection(
            id: "products",
            items: (0..<pages * 30).map { ListItem(id: $0, content: "\($0)", view: TileCell.self) }
          ),
        ], page: pages, hasNext: true)
    }

    /// Lets the auto-roll interval pass and the batches and scroll animations end.
    func roll() async {
      await clock.advance(by: .seconds(4))
      carousel.settleAutoRoll()
      host.settleAnimations()
    }

    /// Lets batch animations end.
    func settle() async {
      for _ in 0..<10 where adapter.isApplying || host.batchesInFlight > 0 {
        await clock.advance(by: .milliseconds(300))
        host.settleAnimations()
      }
    }

    var offset: CGFloat { host.contentOffset.x }

    /// The displayed sections' identities and item counts.
    var shape: [String] {
      adapter.displayedModel.sections.map { "\($0.id.base) \($0.items.count)" }
    }

    /// The text of the status tile, if the host shows one.
    var statusText: String? {
      guard host.numberOfSections == 3 else { return nil }
      return (host.cellForItem(at: ItemPath(item: 0, section: 2)) as? TileCell)?.text
    }
  }

  @Test("a paginated grid section and an infinite auto-rolling carousel share one adapter")
  func carouselAndPaginator() async throws {
    let fixture = Fixture()
    fixture.adapter.apply(fixture.model(pages: 1), animated: false, completion: nil)
    #expect(fixture.shape == ["banners 15", "products 30"])
    #expect(fixture.offset == 1550)
    #expect(fixture.log.take() == ["willAppear 0", "didAppear 0"])
    #expect(fixture.carousel.realIndex(of: ItemPath(item: 12, section: 0)) == 2)
    #expect(fixture.adapter.item(at: ItemPath(item: 12, section: 0))?.id == AnyListID("b2"))

    // The carousel rolls on the clock.
    await fixture.roll()
    await fixture.roll()
    #expect(fixture.offset == 2170)
    #expect(
      fixture.log.take() == [
        "willDisappear 0", "didDisappear 0", "willAppear 1", "didAppear 1",
        "willDisappear 1", "didDisappear 1", "willAppear 2", "didAppear 2",
      ])

    // Near the end of the grid (which ends at 5730), page 2 is asked for once; the loading tile
    // follows the grid in a section of its own. The carousel, scrolled away, says nothing.
    try fixture.host.drag(to: CGPoint(x: 5_400, y: 0))
    #expect(fixture.log.take().isEmpty)
    try fixture.host.drag(to: CGPoint(x: 5_600, y: 0))
    try fixture.host.drag(to: CGPoint(x: 5_610, y: 0))
    #expect(fixture.log.take() == ["load 2"])
    #expect(fixture.paginator.status == .loading(page: 2))
    await fixture.settle()
    #expect(fixture.shape == ["banners 15", "products 30", "trellis.pagination.status.products 1"])
    #expect(fixture.statusText == "loading")

    // Off screen, the carousel does not roll.
    await fixture.roll()
    #expect(fixture.offset == 5_610)
    #expect(fixture.carousel.currentPage == 2)
    #expect(fixture.log.take().isEmpty)

    // A failure shows the retry tile; tapping it asks for the same page again.
    fixture.paginator.reportFailure()
    await fixture.settle()
    #expect(fixture.statusText == "retry")
    try fixture.host.drag(to: CGPoint(x: 5_620, y: 0))
    #expect(fixture.log.take().isEmpty)
    try fixture.host.tapItem(at: ItemPath(item: 0, section: 2))
    #expect(fixture.log.take() == ["load 2"])
    await fixture.settle()
    #expect(fixture.statusText == "loading")

    // Page 2 arrives through the adapter, like any model: the loading tile goes; near the new end
    // (6830), page 3 is asked for once.
    fixture.adapter.apply(fixture.model(pages: 2), completion: nil)
    await fixture.settle()
    #expect(fixture.shape == ["banners 15", "products 60"])
    #expect(fixture.paginator.status == .idle)
    #expect(fixture.log.take().isEmpty)
    try fixture.host.drag(to: CGPoint(x: 6_700, y: 0))
    try fixture.host.drag(to: CGPoint(x: 6_710, y: 0))
    #expect(fixture.log.take() == ["load 3"])
    await fixture.settle()

    // Back on the carousel: a drag into the first copy is recentred when it stops, and rolling
    // resumes, wrapping from the last page to the first.
    try fixture.host.drag(to: CGPoint(x: 1_240, y: 0))
    #expect(fixture.offset == 2_790)
    #expect(
      fixture.log.take() == ["willDisappear 2", "didDisappear 2", "willAppear 4", "didAppear 4"])
    await fixture.roll()
    #expect(fixture.offset == 1_550)
    #expect(fixture.carousel.currentPage == 0)
    #expect(
      fixture.log.take() == ["willDisappear 4", "didDisappear 4", "willAppear 0", "didAppear 0"])

    // A tap on a copy reaches the real item.
    try fixture.host.tapItem(at: ItemPath(item: 5, section: 0))
    #expect(fixture.log.take() == ["select \"b0\""])
    #expect(fixture.shape == ["banners 15", "products 60", "trellis.pagination.status.products 1"])
  }

  @Test("detaching the plugins removes their rows and copies and restores the adapter's behaviour")
  func detaching() async throws {
    let fixture = Fixture()
    let earlier = ListPaginator(edge: .start)
    #expect(!earlier.hasMore)  // detached; the models below leave `hasPrevious` false
    fixture.adapter.attach(earlier)
    #expect(!fixture.adapter.configuration.keepsFirstVisibleItemInPlace)
    #expect(fixture.adapter.keepsFirstVisibleItemInPlace)
    fixture.adapter.apply(fixture.model(pages: 1), animated: false, completion: nil)
    fixture.adapter.detach(earlier)
    #expect(!fixture.adapter.keepsFirstVisibleItemInPlace)

    fixture.adapter.detach(fixture.carousel)
    await fixture.settle()
    #expect(fixture.shape == ["banners 5", "products 30"])
    fixture.adapter.attach(fixture.carousel)
    await fixture.settle()
    #expect(fixture.shape == ["banners 15", "products 30"])
  }
}
