import Foundation
import Trellis
import TrellisTesting

/// A product of the feed.
struct Product: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  let price: Int
}

/// A product tile; its section's grid puts three to a row.
final class ProductCell: HeadlessCell, ConfigurableView {
  var product: Product?
  func configure(with content: Product) { product = content }
  override var snapshotText: String { product.map { "\($0.name) $\($0.price)" } ?? "" }
}

/// A full-width status row: loading, or an error with a retry action.
final class StatusCell: HeadlessCell, ConfigurableView {
  var text = ""
  func configure(with content: String) { text = content }
  override var snapshotText: String { text }
}

/// A banner of the banner row; the row's layout makes it one page wide.
final class BannerCell: HeadlessCell, ConfigurableView {
  var title = ""
  func configure(with content: String) { title = content }
  override var snapshotText: String { title }
}

/// The home feed as one list on a headless collection view with a layout per section: a banner
/// row that pages sideways (a band, `MixedSection.carousel(_:scrolling:)`), looping and rolling on
/// by itself (a ``ListCarousel`` on the band), with a page indicator over it; pages of products in
/// three columns under headers; and pagination (``ListPaginator``) with a loading row and a retry
/// row. The banner row has a pause control (WCAG 2.2.2), drawn over it beside the indicator:
/// `p` pauses and resumes the rolling (``ListCarousel/togglePaused()``).
/// (UIKitCatalogScreens.swift runs the same feed as UIKit code.)
@MainActor
final class HomeFeedExample: ListExample, CatalogExample {
  static let name = "home"
  static let summary = "a banner row and a paginated product grid, one feed"
  static let keyHelp =
    "j/k focus  h/l banners  p pause  d/u page  s select  n next  r retry  t tick"
  static let demo: [CatalogKey] = [
    .tick, .tick, .tick, .pageDown, .tick, .pageDown, .pageDown, .tick, .retry, .tick, .down,
    .select,
  ]

  private static let banners = ["Summer sale -30%", "New arrivals", "Free shipping"]
  private static let bannerRows = 4
  private let clock = CatalogClock()
  /// The clock of the host's animations and decelerations: advanced after each key, so every
  /// frame shows the band at rest.
  private let animationClock = CatalogClock()
  /// Pages the banner row: it follows the band, rolls on every three seconds and loops; each
  /// banner is one page, the row's width, which it reads from the row's layout.
  private let carousel: ListCarousel
  private let paginator = ListPaginator(
    distance: .viewports(4),
    loadingItem: ListItem(id: "loading", content: "Loading…", view: StatusCell.self),
    errorItem: ListItem(
      id: "retry", content: "Couldn't load — press r to retry", view: StatusCell.self))
  private var page = 1
  private var hasNext = true
  private var failedOnce = false
  private var currentBanner = 0

  required init(viewport: CGSize) throws {
    carousel = ListCarousel(
      sectionID: "banners", isLooping: true, autoRollInterval: .seconds(3), clock: clock)
    // The paginator's status row has no layout of its own: a table row.
    super.init(
      host: HeadlessCollectionView(
        viewportSize: viewport, layout: .perSection(default: .table(TableSection(rowHeight: 36))),
        clock: animationClock))
    // The status rows are the paginator's; they appear and go without animation, as the catalog
    // draws frames between keys.
    paginator.animatesStatusItems = false
    // The page indicator is drawn over the row, not part of the model: a model change would tell
    // the paginator that its request ended.
    carousel.pageDidAppear += { [weak self] page in self?.currentBanner = page }
    adapter.attach(carousel)
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
    return "banner \(Self.dots(page: currentBanner, of: Self.banners.count)) · \(page) pages, "
      + "\(products.count) products · \(state)"
  }

  func handle(_ key: CatalogKey) throws {
    switch key {
    case .tick:
      clock.advance(by: .seconds(1))
      carousel.settleAutoRoll()
      if case .loading = paginator.status { finishLoading() }
    case .action:
      carousel.moveToNextPage()
    case .swipeNext:
      try flickBanners(forward: true)
    case .swipePrevious:
      try flickBanners(forward: false)
    case .retry:
      paginator.retry()
    case .pull:
      carousel.togglePaused()
    default:
      _ = try handleListKey(key)
    }
    try settleHost()
  }

  func draw(into canvas: inout Canvas) {
    drawHost(into: &canvas)
    // The page indicator over the bottom of the banner row, which scrolls with the list.
    let row = (CGFloat(Self.bannerRows - 2) * Canvas.pointsPerRow - host.contentOffset.y)
    if row >= 0 {
      canvas.write(
        Self.dots(page: currentBanner, of: Self.banners.count), at: canvas.columns / 2 - 3,
        row: Int(row / Canvas.pointsPerRow))
      // The pause control: what pressing it does.
      let control = Self.pauseControl(isPaused: carousel.isPaused)
      canvas.write(
        control, at: canvas.columns - control.count - 3, row: Int(row / Canvas.pointsPerRow))
    }
  }

  /// The banner row's pause control, named for what it does: `[❚❚ pause]` while the banners
  /// roll, `[▶ play]` while paused.
  static func pauseControl(isPaused: Bool) -> String {
    isPaused ? "[▶ play]" : "[❚❚ pause]"
  }

  /// The page indicator: one dot per banner, the current one filled.
  static func dots(page: Int, of count: Int) -> String {
    (0..<count).map { $0 == page ? "●" : "○" }.joined(separator: " ")
  }

  // MARK: Private

  /// Flicks the banner row a page on or back, as a finger would.
  private func flickBanners(forward: Bool) throws {
    let direction: CGFloat = forward ? 1 : -1
    try host.dragBand(ofSection: 0, by: 60 * direction, releasingWith: 0.5 * direction)
  }

  /// Lets the host's animations and decelerations end, so the frame shows the screen at rest.
  private func settleHost() throws {
    for _ in 0..<3 {
      animationClock.advance(by: .seconds(1))
      host.settleAnimations()
      try host.settleDeceleration()
    }
  }

  private var products: [Product] {
    (1...page).flatMap { page in
      ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock", "Shelf", "Stool", "Mirror"].enumerated()
        .map { offset, name in
          Product(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
        }
    }
  }

  /// The banner row, then the loaded pages; the paginator adds its loading and retry rows.
  private var model: ListModel {
    ListModel(page: page, hasNext: hasNext) {
      ListSection(
        id: "banners", Self.banners,
        layout: .carousel(
          GridSection(
            itemWidth: .fractional(1),
            itemHeight: .fixed(CGFloat(Self.bannerRows) * Canvas.pointsPerRow)),
          scrolling: .groupPaging)
      ) { banner in ListItem(id: banner, content: banner, view: BannerCell.self) }
      for loaded in 1...page {
        ListSection(
          id: "page-\(loaded)", products.filter { $0.id / 100 == loaded },
          header: ListItem(id: "h\(loaded)", content: "Page \(loaded)", view: TextHeader.self),
          layout: .grid(
            GridSection(
              columns: 3, itemHeight: .fixed(48), interitemSpacing: 10, groupSpacing: 10,
              insets: LayoutInsets(top: 0, left: 0, bottom: 10, right: 0)))
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
