// The snippets of TrellisList.docc/HooksEventsAndPlugins.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Hooks, Events and Plugins")
struct HooksEventsAndPluginsSnippets: DocArticleNames {
  typealias TitleCell = DocTitleCell
  typealias TileCell = DocProductCell
  @MainActor final class Store {
    var page = 1
    var hasNext = true
    var products = [Product(id: 1, name: "Lamp"), Product(id: 2, name: "Desk")]
    func append(_ more: [Product]) {
      products += more
      page += 1
    }
  }

  struct API {
    func products(page: Int) async throws -> [Product] { [] }
    func feed() async throws -> ListModel { ListModel() }
  }

  @MainActor final class PageControl {
    var currentPage = 0
  }

  /// The overview's example is compiled once, in `TypedCallbacksSnippets.overview`; this test
  /// drives that copy with this article's expectations.
  @Test("hooks see the item; a cell's typed event reaches its handler")
  func hooksAndEvents() throws {
    let host = docHost()
    let adapter = ListAdapter(host: host)
    let recorder = TypedCallbacksSnippets.Recorder()
    _ = TypedCallbacksSnippets.overview(
      adapter: adapter, store: TypedCallbacksSnippets.Store(), api: TypedCallbacksSnippets.API(),
      analytics: recorder, router: recorder, basket: recorder)

    #expect(recorder.impressions.count == 2)
    let cell = try #require(
      host.cellForItem(at: ItemPath(item: 1, section: 0)) as? TypedCallbacksSnippets.ProductCell)
    cell.plusTapped()
    #expect(recorder.basket.map(\.0.id) == [2])
    #expect(recorder.basket.map(\.1) == [1])
  }

  @Test("a carousel, a refresher and a plugin of your own attach to the adapter")
  func plugins() {
    let adapter = ListAdapter(host: docHost())
    let banners = [Product(id: 1, name: "Sale")]
    let pageControl = PageControl()
    let api = API()

    let carousel = ListCarousel(
      sectionID: "banners",
      itemLength: 300, spacing: 10, alignment: .center, isInfinite: true,
      autoRollInterval: .seconds(4))
    adapter.attach(carousel)
    carousel.pageDidAppear += { page in pageControl.currentPage = page }
    adapter.apply(
      ListModel { ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) } })

    let refresher = ListRefresher()
    adapter.attach(refresher)
    refresher.refreshRequested += { _ in
      Task {
        do {
          let feed = try await api.feed()
          await adapter.applyAndWait(feed)
        } catch {
          refresher.reportFailure()
        }
      }
    }

    final class ImpressionCounter: ListAdapterPlugin {
      var count = 0
      func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
        count += 1
      }
    }
    adapter.attach(ImpressionCounter())
    #expect(adapter.displayedModel.section(id: "banners")?.items.count == 1)
  }

  @Test("a carousel on a band of a vertical feed: no item length, the band's snapping")
  func carouselOnABand() throws {
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 480), layout: .perSection())
    let adapter = ListAdapter(host: host)
    let bannerItems = (0..<5).map { ListItem(id: $0, content: "b\($0)", view: DocTitleCell.self) }
    let productItems = (0..<8).map {
      ListItem(id: "p\($0)", content: "p\($0)", view: DocTitleCell.self)
    }

    let banner = ListCarousel(
      sectionID: "banners", alignment: .center, autoRollInterval: .seconds(4))
    adapter.attach(banner)
    adapter.apply(
      ListModel(sections: [
        ListSection(
          id: "banners", items: bannerItems,
          layout: .carousel(
            GridSection(
              itemWidth: .fractional(0.85), itemHeight: .fixed(160), groupSpacing: 10,
              insets: LayoutInsets(left: 16, right: 16)),
            scrolling: .groupPagingCentered)),
        ListSection(
          id: "products", items: productItems,
          layout: .grid(GridSection(columns: 2, itemHeight: .fixed(100)))),
      ]))

    #expect(banner.isOnBand)
    #expect(banner.itemLength == 288 * 0.85)
    banner.moveToNextPage()
    #expect(banner.currentPage == 1)
    let frame = try #require(host.frameForItem(at: ItemPath(item: 1, section: 0)))
    #expect(abs(frame.midX - 160) < 1e-9)
  }

  @Test("a carousel and a horizontal paginator compose on one adapter")
  func composing() {
    let adapter = ListAdapter(host: docHost())
    let store = Store()
    let banners = [Product(id: 1, name: "Sale")]

    let carousel = ListCarousel(
      sectionID: "banners",
      itemLength: 300, spacing: 10, isInfinite: true, autoRollInterval: .seconds(4))
    let paginator = ListPaginator(
      sectionID: "products", axis: .horizontal,
      loadingItem: ListItem(id: "loading", content: "Loading…", view: TitleCell.self),
      errorItem: ListItem(id: "retry", content: "Tap to retry", view: TitleCell.self))
    adapter.attach(carousel)
    adapter.attach(paginator)

    adapter.apply(
      ListModel(page: store.page, hasNext: store.hasNext) {
        ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) }
        ListSection(id: "products", store.products) { ListItem($0, view: TileCell.self) }
      })
    #expect(adapter.displayedModel.sections.count == 2)
  }
}
