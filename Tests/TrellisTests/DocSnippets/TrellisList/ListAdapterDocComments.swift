// swift-format-ignore-file

// The examples of the list adapter's, the size cache's, the plugins' and the stack adapter's doc
// comments, compiled (DocSnippetTests checks that each appears here verbatim).
import Clocks
import Foundation
import Testing
import Trellis
@_spi(Testing) import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
enum AdapterDocs {
  typealias Product = DocProduct
  final class StringCell: HeadlessCell, ConfigurableView { func configure(with content: String) {} }
  typealias BannerCell = StringCell
  typealias SpinnerCell = StringCell
  @MainActor final class Store {
    var model = ListModel()
    func move(_ id: AnyListID, to destination: ItemPath) {}
    func append(_ model: ListModel) {}
    func reload() {}
  }
  @MainActor final class Playlist { func move(from source: ItemPath, to destination: ItemPath) {} }
  @MainActor final class API {
    func feed(page: Int) async throws -> ListModel { ListModel() }
    func feed() async throws -> ListModel { ListModel() }
  }
  @MainActor final class Images { func prefetch(_ ids: [AnyListID]) {}; func cancel(_ ids: [AnyListID]) {} }
  @MainActor final class PageControl { var currentPage = 0 }
  @MainActor final class Row {}
  @MainActor final class TextFieldRow { func focus() {} }
  struct Tapped: Sendable {}
  struct Note { var height: CGFloat }


  final class Banner: ListAdapterPlugin, ListModelTransformProviding {
    var message: String? { didSet { adapter?.setNeedsTransform(animated: true) } }
    weak var adapter: ListAdapter?
    func didAttach(to adapter: ListAdapter) { self.adapter = adapter }
    func transform(_ model: ListModel, in adapter: ListAdapter) -> ListModel {
      guard let message else { return model }
      var model = model
      model.sections.insert(ListSection(id: "banner") { ListItem(id: "m", content: message, view: BannerCell.self) }, at: 0)
      return model
    }
  }

  final class History: ListAdapterPlugin, ListScrollAnchorProviding {
    var keepsFirstVisibleItemInPlace: Bool { true }
  }

  static func apply(adapter: ListAdapter, model: ListModel, product: Product) async {
    adapter.apply(model) { print("on screen") }
    await adapter.applyAndWait(model)
    adapter.reloadItems([product.id])  // e.g. after an image cache was purged
    adapter.reconfigureItems([product.id])
    enum Status { case idle, loading(page: Int) }
    var status = Status.idle
    status = .loading(page: 2)
    adapter.setNeedsTransform(animated: true)
    _ = status
  }

  static func editing(adapter: ListAdapter, store: Store, playlist: Playlist) {
    adapter.itemMoved += { move in store.move(move.item.id, to: move.destination) }
    adapter.itemMoved += { move in playlist.move(from: move.source, to: move.destination) }
  }

  static func lookup(adapter: ListAdapter, product: Product, paginator: ListPaginator) throws {
    docValues {
      adapter.item(at: ItemPath(item: 0, section: 1))?.content(as: Product.self)
      adapter.path(ofItem: "b")  // [0, 1]
      adapter.plugins.count  // 2 after attaching a paginator and a prefetcher
      adapter.sectionSupplementary(ofKind: .header, inSection: 1)?.content(as: String.self)
    }
    try adapter.scrollToItem(id: product.id, at: .center, animated: true)
    adapter.detach(paginator)
  }

  static func adapter(
    collectionView: HeadlessCollectionView, model: ListModel, newerModel: ListModel,
    spinner: ListItem, banners: ListSection, products: ListSection, size: CGSize, logger: DocLogger,
    product: Product
  ) async {
    do {
      let adapter = ListAdapter(host: collectionView)
      adapter.apply(model)                          // animated, staged, coalesced
      await adapter.applyAndWait(newerModel, animated: true)  // returns when it is on screen
    }
    let adapter = ListAdapter(host: HeadlessCollectionView(viewportSize: size))
    adapter.attach(ListCarousel(sectionID: "banners", itemLength: 300))
    adapter.attach(ListPaginator(sectionID: "products", loadingItem: spinner))
    adapter.apply(ListModel { banners; products })
    docValues {
      let before = adapter.statistics
      adapter.apply(model)
      adapter.statistics.batches - before.batches  // 1
      adapter.host?.contentOffset
    }
    adapter.configuration.reloadThreshold = 200
    adapter.diagnostics = Diagnostics { issue in logger.warning("\(issue)") }
    adapter.sizeCache.invalidate(AnyListID(product.id))
    #expect(adapter.statistics.batches == 1)
    docValues {
      adapter.displayedModel.sections.map(\.id)
      adapter.isApplying  // true until the batch's animation ends
    }
    adapter.isConnected = false   // the host no longer asks or tells this adapter anything
    adapter.isConnected = true
    #expect(adapter.sizeCache.statistics.measurements == 1)
  }

  static func sizeCache(
    cache: SizeCache, item: ListItem, container: CGSize, estimate: CGSize, cell: DocCommentCell,
    measure: (ListItem, CGSize) -> CGSize
  ) {
    do {
      let size = cache.size(of: item, fitting: container) { measure(item, container) }
      _ = size
    }
    let size = cache.preferredSize(of: item, fitting: container) {
      cell.preferredSize(fitting: estimate, in: container)
    }
    _ = size
  }

  static func capabilities(adapter: ListAdapter) {
    final class Heights: ListAdapterPlugin, ListItemSizeProviding {
      func size(of item: ListItem, fitting container: CGSize) -> CGSize? {
        item.content(as: Note.self).map { CGSize(width: container.width, height: $0.height) }
      }
    }
    adapter.attach(Heights())
  }

  static func carousel(
    adapter: ListAdapter, banners: [Product], pageControl: PageControl, clock: TestClock<Duration>,
    prefetch: @escaping (Int) -> Void, pauseVideo: @escaping (Int) -> Void,
    log: @escaping (String) -> Void
  ) async {
    typealias BannerCell = DocProductCell
    let carousel = ListCarousel(
      sectionID: "banners", itemLength: 300, spacing: 10, alignment: .center, isInfinite: true,
      autoRollInterval: .seconds(4))
    adapter.attach(carousel)
    carousel.pageDidAppear += { page in pageControl.currentPage = page }
    adapter.apply(ListModel { ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) } })
    await clock.advance(by: .seconds(4))
    carousel.settleAutoRoll()  // page 1
    docValues {
      ListCarousel(sectionID: "banners", itemLength: 300, spacing: 10, isLooping: true)
      carousel.sectionID  // "banners"
      carousel.itemLength  // 300
    }
    carousel.pageWillAppear += { page in prefetch(page) }
    carousel.pageWillDisappear += { page in pauseVideo(page) }
    carousel.pageDidDisappear += { page in log("left \(page)") }
    docValues {
      carousel.currentPage  // 2
      carousel.itemCount  // 5, though an infinite carousel shows 15
      carousel.isAnimating  // false once the move's animation ended
      carousel.realIndex(of: ItemPath(item: 12, section: 0))  // 2 with 5 infinite items
    }
    carousel.moveToNextPage()
    carousel.moveToPreviousPage(animated: false)
    carousel.move(by: 2, animated: true)
    let measuring = docValues {
      ListCarousel(sectionID: "banners", alignment: .center, isInfinite: true)
      ListCarousel(sectionID: "banners").measuresGeometry  // true
      carousel.isOnBand  // true for a `MixedSection.carousel` section of a vertical feed
    }
    #expect(measuring.count == 3)
  }

  static func paginator(
    adapter: ListAdapter, store: Store, api: API, spinner: ListItem, retryRow: ListItem,
    eventSink: ListEventSink?, load: @escaping (Int) -> Void, showBanner: () -> Void
  ) {
    let paginator = ListPaginator(loadingItem: ListItem(id: "loading", content: "…", view: SpinnerCell.self))
    adapter.attach(paginator)
    paginator.pageRequested += { request in
      Task {
        do { store.append(try await api.feed(page: request.page)) }
        catch { paginator.reportFailure() }
      }
    }
    adapter.apply(store.model)   // whenever the data changes, as without a paginator
    eventSink?.send(ListPaginator.Retry())
    docValues {
      ListPaginator(edge: .end, distance: .viewports(2), loadingItem: spinner, errorItem: retryRow)
      ListPaginator(sectionID: "products", loadingItem: spinner, errorItem: retryRow)
      ListPaginator(sectionID: "feed").sectionID  // "feed"
      paginator.hasMore  // adapter.requestedModel?.hasNext ?? false
    }
    paginator.animatesStatusItems = false
    paginator.pageRequested += { request in load(request.page) }
    if case .failed = paginator.status { showBanner() }
    paginator.retry()
    paginator.check()
    #expect(paginator.attachCount == 1)
  }

  static func prefetcher(adapter: ListAdapter, images: Images) {
    let prefetcher = ListPrefetcher(distance: .viewports(1))
    adapter.attach(prefetcher)
    prefetcher.prefetchRequested += { items in images.prefetch(items.map(\.id)) }
    prefetcher.prefetchCancelled += { items in images.cancel(items.map(\.id)) }
    docValues {
      ListPrefetcher(axis: .horizontal, distance: .points(600))
      prefetcher.prefetchedIDs.contains(AnyListID(12))
    }
  }

  static func refresher(adapter: ListAdapter, api: API, store: Store) {
    let refresher = ListRefresher()
    adapter.attach(refresher)          // installs the host's refresh control
    refresher.refreshRequested += { request in
      Task {
        do { adapter.apply(try await api.feed()) }   // on screen: the control ends
        catch { refresher.reportFailure() }          // the control ends; status is .failed
      }
    }
    refresher.refreshRequested += { request in store.reload() }
    docValues {
      refresher.isRefreshing  // true from the pull until the next update on screen
    }
    refresher.refresh()   // e.g. when a push notification says the feed changed
    Task {
      do { adapter.apply(try await api.feed()) }
      catch { refresher.reportFailure() }
    }
  }

  static func stack(
    stackView: HeadlessStackView, nameRow: ListItem, emailRow: ListItem, stackAdapter: ListStackAdapter,
    row: AnyObject, model: ListModel
  ) {
    do {
      let adapter = ListStackAdapter(host: stackView)
      adapter.apply(ListModel { ListSection(id: "form") { nameRow; emailRow } })
      docValues {
        ListStackAdapter(host: HeadlessStackView(axis: .horizontal))
      }
      stackAdapter.unhandledEvents += { print($0.value) }
      (adapter.view(forItem: "name") as? TextFieldRow)?.focus()
      adapter.send(Tapped(), from: row)
    }
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    adapter.apply(model)
  }
}

final class DocCommentCell: HeadlessCell, SelfSizingView {
  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize { container }
}
