import Foundation
import Trellis
// The catalog drives time itself: it advances its clock on `.tick` and has the carousel roll
// synchronously if due (`settleAutoRoll()`), so frames never depend on scheduling.
import TrellisCore
import TrellisList
import TrellisTesting

/// A product of the feed.
struct Product: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  let price: Int
}

/// A product tile: three to a row.
final class ProductCell: HeadlessCell, ConfigurableView {
  var product: Product?
  func configure(with content: Product) { product = content }
  override var snapshotText: String { product.map { "\($0.name) $\($0.price)" } ?? "" }
  nonisolated static func size(for content: Product, fitting container: CGSize) -> CGSize? {
    CGSize(width: ((container.width - 20) / 3).rounded(.down), height: 48)
  }
}

/// A full-width status row: loading, or an error with a retry action.
final class StatusCell: HeadlessCell, ConfigurableView {
  var text = ""
  func configure(with content: String) { text = content }
  override var snapshotText: String { text }
  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 36)
  }
}

/// A banner of the carousel: one page wide.
final class BannerCell: HeadlessCell, ConfigurableView {
  var title = ""
  func configure(with content: String) { title = content }
  override var snapshotText: String { title }
}

/// The home feed: an auto-rolling banner carousel (``ListCarousel``) with a page indicator, a
/// sectioned product grid with headers, and pagination (``ListPaginator``) with a loading row and a
/// retry row.
@MainActor
final class HomeFeedExample: ListExample, CatalogExample {
  static let name = "home"
  static let summary = "banner carousel, product grid, paginated loading"
  static let demo: [CatalogKey] = [
    .tick, .tick, .tick, .pageDown, .tick, .pageDown, .pageDown, .tick, .retry, .tick, .down,
    .select,
  ]

  private static let banners = ["Summer sale -30%", "New arrivals", "Free shipping"]
  private static let carouselRows = 4
  private let clock = CatalogClock()
  private let carouselHost: HeadlessCollectionView
  private let carouselAdapter: ListAdapter
  private let carousel: ListCarousel
  private let paginator = ListPaginator(
    distance: .viewports(4),
    loadingItem: ListItem(id: "loading", content: "Loading…", view: StatusCell.self),
    errorItem: ListItem(
      id: "retry", content: "Couldn't load — press r to retry", view: StatusCell.self))
  private var page = 1
  private var hasNext = true
  private var failedOnce = false

  required init(viewport: CGSize) throws {
    let bannerHeight = CGFloat(Self.carouselRows) * Canvas.pointsPerRow
    carouselHost = HeadlessCollectionView(
      viewportSize: CGSize(width: viewport.width, height: bannerHeight),
      layout: .flow(
        axis: .horizontal,
        section: FlowSection(lineSpacing: 0, interitemSpacing: 0)))
    carouselAdapter = ListAdapter(host: carouselHost)
    carousel = ListCarousel(
      sectionID: "banners",
      itemLength: viewport.width, isLooping: true, autoRollInterval: .seconds(3),
      clock: clock)
    let feedSize = CGSize(width: viewport.width, height: viewport.height - bannerHeight - 12)
    super.init(host: HeadlessCollectionView(viewportSize: feedSize))
    carouselAdapter.attach(carousel)
    carouselAdapter.apply(
      ListModel {
        ListSection(id: "banners", Self.banners) { banner in
          ListItem(
            id: banner, content: banner, view: BannerCell.self,
            size: { _, container in CGSize(width: container.width, height: container.height) }
          ) { cell, text in cell.configure(with: text) }
        }
      }, animated: false)
    // The status rows are the paginator's; they appear and go without animation, as the catalog
    // draws frames between keys.
    paginator.animatesStatusItems = false
    adapter.attach(paginator)
    adapter.apply(model, animated: false)
  }

  var status: String {
    let state =
      switch paginator.status {
      case .idle: hasNext ? "more pages" : "all loaded"
      case .loading(let page): "loading page \(page)"
      case .failed(let page): "page \(page) failed"
      }
    return "banner \(dots) · \(page) pages, \(products.count) products · \(state)"
  }

  func handle(_ key: CatalogKey) throws {
    switch key {
    case .tick:
      clock.advance(by: .seconds(1))
      carousel.settleAutoRoll()
      if case .loading = paginator.status { finishLoading() }
    case .action:
      carousel.moveToNextPage()
    case .retry:
      paginator.retry()
    default:
      _ = try handleListKey(key)
    }
  }

  func draw(into canvas: inout Canvas) {
    drawVisible(of: carouselHost, into: &canvas, top: 0, focus: nil)
    canvas.write(dots, at: canvas.columns / 2 - 3, row: Self.carouselRows)
    drawHost(into: &canvas, top: Self.carouselRows + 1)
  }

  // MARK: Private

  /// The page indicator: one dot per banner, the current one filled.
  private var dots: String {
    Self.banners.indices.map { $0 == (carousel.currentPage ?? 0) ? "●" : "○" }
      .joined(separator: " ")
  }

  private var products: [Product] {
    (1...page).flatMap { page in
      ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock", "Shelf", "Stool", "Mirror"].enumerated()
        .map { offset, name in
          Product(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
        }
    }
  }

  /// The loaded pages; the paginator adds its loading and retry rows.
  private var model: ListModel {
    ListModel(page: page, hasNext: hasNext) {
      for loaded in 1...page {
        ListSection(
          id: "page-\(loaded)", products.filter { $0.id / 100 == loaded },
          header: ListItem(id: "h\(loaded)", content: "Page \(loaded)", view: TextHeader.self)
        ) { ListItem($0, view: ProductCell.self) }
      }
    }
  }

  /// A second after it starts, a load ends: page 3 fails the first time.
  private func finishLoading() {
    if page + 1 == 3, !failedOnce {
      failedOnce = true
      paginator.reportFailure()
    } else {
      page += 1
      hasNext = page < 4
      adapter.apply(model, animated: false)
    }
  }
}
