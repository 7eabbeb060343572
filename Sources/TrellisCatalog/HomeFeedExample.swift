import Foundation
import Trellis
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

/// The home feed: an auto-rolling banner carousel with a page indicator, a sectioned product grid
/// with headers, and pagination with a loading row and a retry row.
@MainActor
final class HomeFeedExample: ListExample, CatalogExample {
  static let name = "home"
  static let summary = "banner carousel, product grid, paginated loading"
  static let demo: [CatalogKey] = [
    .tick, .tick, .tick, .pageDown, .tick, .pageDown, .pageDown, .tick, .retry, .tick, .down,
    .select,
  ]

  private enum Loading: Equatable { case idle, loading, failed }

  private static let banners = ["Summer sale -30%", "New arrivals", "Free shipping"]
  private static let carouselRows = 4
  private let carousel: HeadlessCollectionView
  private let carouselAdapter: ListAdapter
  private var page = 1
  private var loading = Loading.idle
  private var hasNext = true
  private var failedOnce = false
  private var seconds = 0
  private var bannerPage = 0

  required init(viewport: CGSize) throws {
    let bannerHeight = CGFloat(Self.carouselRows) * Canvas.pointsPerRow
    carousel = HeadlessCollectionView(
      viewportSize: CGSize(width: viewport.width, height: bannerHeight),
      layout: .flow(
        scrollDirection: .horizontal,
        section: FlowSection(lineSpacing: 0, interitemSpacing: 0)))
    carouselAdapter = ListAdapter(host: carousel)
    let feedSize = CGSize(width: viewport.width, height: viewport.height - bannerHeight - 12)
    super.init(host: HeadlessCollectionView(viewportSize: feedSize))
    carouselAdapter.apply(
      ListModel {
        ListSection("banners", Self.banners) { banner in
          ListItem(
            id: banner, content: banner, view: BannerCell.self,
            size: { _, container in CGSize(width: container.width, height: container.height) }
          ) { cell, text in cell.configure(with: text) }
        }
      }, animated: false)
    adapter.apply(model, animated: false)
    loadMoreIfNeeded()
  }

  var status: String {
    let dots = Self.banners.indices.map { $0 == bannerPage ? "●" : "○" }.joined(separator: " ")
    let state =
      switch loading {
      case .idle: hasNext ? "more pages" : "all loaded"
      case .loading: "loading page \(page + 1)"
      case .failed: "page \(page + 1) failed"
      }
    return "banner \(dots) · \(page) pages, \(products.count) products · \(state)"
  }

  func handle(_ key: CatalogKey) throws {
    switch key {
    case .tick:
      seconds += 1
      if seconds % 3 == 0 { try rollBanner() }
      if loading == .loading { finishLoading() }
    case .action:
      try rollBanner()
    case .retry where loading == .failed:
      loading = .loading
      adapter.apply(model, animated: false)
    default:
      _ = try handleListKey(key)
    }
    loadMoreIfNeeded()
  }

  func draw(into canvas: inout Canvas) {
    drawVisible(of: carousel, into: &canvas, top: 0, focus: nil)
    let dots = Self.banners.indices.map { $0 == bannerPage ? "●" : "○" }.joined(separator: " ")
    canvas.write(dots, at: canvas.columns / 2 - 3, row: Self.carouselRows)
    drawHost(into: &canvas, top: Self.carouselRows + 1)
  }

  // MARK: Private

  private var products: [Product] {
    (1...page).flatMap { page in
      ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock", "Shelf", "Stool", "Mirror"].enumerated()
        .map { offset, name in
          Product(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
        }
    }
  }

  private var model: ListModel {
    ListModel(page: page, hasNext: hasNext) {
      for loaded in 1...page {
        ListSection(
          "page-\(loaded)", products.filter { $0.id / 100 == loaded },
          header: ListItem(id: "h\(loaded)", content: "Page \(loaded)", view: TextHeader.self)
        ) { ListItem($0, view: ProductCell.self) }
      }
      switch loading {
      case .idle: []
      case .loading:
        ListSection("status") {
          ListItem(id: "loading", content: "Loading…", view: StatusCell.self)
        }
      case .failed:
        ListSection("status") {
          ListItem(id: "retry", content: "Couldn't load — press r to retry", view: StatusCell.self)
        }
      }
    }
  }

  /// Starts loading the next page when the viewport is within three viewports of the end.
  private func loadMoreIfNeeded() {
    guard hasNext, loading == .idle else { return }
    let remaining = host.contentSize.height - host.contentOffset.y - host.viewportSize.height
    guard remaining < host.viewportSize.height * 3 else { return }
    loading = .loading
    adapter.apply(model, animated: false)
  }

  /// A second after it starts, a load ends: page 3 fails the first time.
  private func finishLoading() {
    if page + 1 == 3, !failedOnce {
      failedOnce = true
      loading = .failed
    } else {
      page += 1
      hasNext = page < 4
      loading = .idle
    }
    adapter.apply(model, animated: false)
  }

  private func rollBanner() throws {
    bannerPage = (bannerPage + 1) % Self.banners.count
    try carousel.setContentOffset(
      CGPoint(x: CGFloat(bannerPage) * carousel.viewportSize.width, y: 0), animated: true)
  }
}
