// The snippets of Trellis.docc/MigratingFromSSCollectionViewPresenter.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from SSCollectionViewPresenter")
struct MigratingFromSSCollectionViewPresenterSnippets: DocArticleNames {
  typealias TitleCell = DocTitleCell
  typealias LoadingCell = DocTitleCell
  typealias RetryCell = DocTitleCell
  @MainActor final class PageControl {
    var currentPage = 0
  }

  @Test("the next page merges into the products section")
  func nextPage() {
    let adapter = ListAdapter(host: docHost())
    let products = [DocProduct(id: 1, name: "Lamp"), DocProduct(id: 2, name: "Desk")]
    let more = [DocProduct(id: 3, name: "Chair")]

    var model = ListModel(page: 1, hasNext: true) {
      ListSection(id: "products", products) { ListItem($0, view: ProductCell.self) }
    }
    adapter.apply(model)

    // next page: items join the "products" section; page 2, no next page
    model.merge(
      ListModel(page: 2, hasNext: false) {
        ListSection(id: "products", more) { ListItem($0, view: ProductCell.self) }
      })
    adapter.apply(model)  // inserts the new items, animated

    #expect(model.section(id: "products")?.items.count == 3)
    #expect(model.page == 2 && !model.hasNext)
  }

  @Test("paging geometry: the next page on release, wrapping when looping")
  func paging() {
    let paging = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
    let next = paging.targetOffset(releasedAt: 400, velocity: 0.5)  // 620: the next page
    let wrapped = paging.offset(movingPages: 1, from: 1165, looping: true)  // 0: wraps to page 0
    #expect(next == 620)
    #expect(wrapped == 0)
  }

  @Test("pagination and a carousel are plugins")
  func plugins() {
    let host = docHost()
    let adapter = ListAdapter(host: host)
    let bannerAdapter = ListAdapter(host: docHost())
    let model = ListModel(page: 1, hasNext: true) {
      ListSection(id: "products", [DocProduct(id: 1, name: "Lamp")]) {
        ListItem($0, view: ProductCell.self)
      }
    }
    let bannerData = [DocProduct(id: 1, name: "Sale")]
    let pageControl = PageControl()
    func loadProducts(page: Int) {}

    let paginator = ListPaginator(
      loadingItem: ListItem(id: "loading", content: "Loading…", view: LoadingCell.self),
      errorItem: ListItem(id: "retry", content: "Retry", view: RetryCell.self))
    adapter.attach(paginator)
    paginator.pageRequested += { request in loadProducts(page: request.page) }
    adapter.apply(model)  // the paginator adds the loading or retry item itself

    let banners = ListCarousel(
      sectionID: "banners",
      itemLength: 300, spacing: 10, alignment: .center, isInfinite: true,
      autoRollInterval: .seconds(4))
    bannerAdapter.attach(banners)
    banners.pageDidAppear += { page in pageControl.currentPage = page }
    bannerAdapter.apply(
      ListModel { ListSection(id: "banners", bannerData) { ListItem($0, view: BannerCell.self) } })

    #expect(host.indexPathsForVisibleItems.count == 2)  // the product and the loading item
  }
}
