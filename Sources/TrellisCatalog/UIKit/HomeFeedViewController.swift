// The home feed as an iOS app writes it: UIKit view controllers and cells, nothing of the catalog.
// The terminal catalog runs this file on Linux through the UIKit test double (UIKitHomeFeedScreen).
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Trellis
  import TrellisUIKit
  import UIKit

  /// A banner of the carousel: one title, one page wide.
  final class FeedBannerCell: ListCollectionViewCell, ConfigurableView {
    private(set) lazy var titleLabel: UILabel = {
      let label = UILabel()
      contentView.addSubview(label)
      return label
    }()

    func configure(with content: String) { titleLabel.text = content }

    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    }

    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      container
    }
  }

  /// A product tile, three to a row: its name and its price.
  final class FeedProductCell: ListCollectionViewCell, ConfigurableView {
    private(set) lazy var nameLabel: UILabel = {
      let label = UILabel()
      contentView.addSubview(label)
      return label
    }()
    private(set) lazy var priceLabel: UILabel = {
      let label = UILabel()
      contentView.addSubview(label)
      return label
    }()

    func configure(with content: Product) {
      nameLabel.text = content.name
      priceLabel.text = "$\(content.price)"
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      nameLabel.frame = CGRect(x: 8, y: 4, width: bounds.width - 16, height: 20)
      priceLabel.frame = CGRect(x: 8, y: 24, width: bounds.width - 16, height: 20)
    }

    nonisolated static func size(for content: Product, fitting container: CGSize) -> CGSize? {
      CGSize(width: ((container.width - 20) / 3).rounded(.down), height: 48)
    }
  }

  /// A full-width status row of the paginator: loading, or an error to retry.
  final class FeedStatusCell: ListCollectionViewCell, ConfigurableView {
    private(set) lazy var messageLabel: UILabel = {
      let label = UILabel()
      contentView.addSubview(label)
      return label
    }()

    func configure(with content: String) { messageLabel.text = content }

    override func layoutSubviews() {
      super.layoutSubviews()
      messageLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    }

    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: container.width, height: 36)
    }
  }

  /// A section header: the page's title.
  final class FeedHeaderView: UICollectionReusableView, ConfigurableView {
    private(set) lazy var titleLabel: UILabel = {
      let label = UILabel()
      addSubview(label)
      return label
    }()

    func configure(with content: String) { titleLabel.text = content }

    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds
    }

    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: container.width, height: 24)
    }
  }

  /// The banner carousel: a horizontal collection view that pages one banner at a time, loops and
  /// rolls on by itself (`ListCarousel`).
  final class BannerCarouselViewController: ListCollectionViewController {
    let banners: [String]
    private let clock: any Clock<Duration>

    /// The carousel, created once the view knows its width (a page is one view wide).
    private(set) var carousel: ListCarousel?

    /// Called with the page at rest after each move.
    var pageDidAppear: (Int) -> Void = { _ in }

    init(banners: [String], clock: any Clock<Duration> = ContinuousClock()) {
      self.banners = banners
      self.clock = clock
      super.init(
        layout: ListCollectionViewLayout(
          axis: .horizontal,
          defaultSection: .flow(FlowSection(lineSpacing: 0, interitemSpacing: 0))))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let width = view.bounds.width
      guard width > 0, carousel?.itemLength != width else { return }
      if let carousel { adapter.detach(carousel) }
      let carousel = ListCarousel(
        sectionID: "banners",
        itemLength: width, isLooping: true, autoRollInterval: .seconds(3),
        clock: clock)
      carousel.pageDidAppear += { [weak self] page in self?.pageDidAppear(page) }
      adapter.attach(carousel)
      self.carousel = carousel
      apply(
        ListModel {
          ListSection(id: "banners", banners) { banner in
            ListItem(id: banner, content: banner, view: FeedBannerCell.self)
          }
        }, animated: false)
    }
  }

  /// The product grid: pages of products under headers, loaded as the user nears the end
  /// (`ListPaginator`), with a loading row and a retry row.
  final class ProductFeedViewController: ListCollectionViewController {
    let paginator = ListPaginator(
      distance: .viewports(4),
      loadingItem: ListItem(id: "loading", content: "Loading…", view: FeedStatusCell.self),
      errorItem: ListItem(
        id: "retry", content: "Couldn't load — press r to retry", view: FeedStatusCell.self))

    /// The pages loaded so far, first page first.
    private(set) var pages: [[Product]] = []
    /// Whether there are more pages to load.
    private(set) var hasNext = true

    /// Asks for a page (1 for the first); answer with `append(_:hasNext:)` or `loadFailed()`.
    var loadPage: (Int) -> Void = { _ in }

    /// Creates the grid with the first page (from a cache, say); the next pages load on demand.
    init(firstPage: [Product]) {
      pages = [firstPage]
      super.init(
        layout: ListCollectionViewLayout(
          defaultSection: .flow(FlowSection(lineSpacing: 10, interitemSpacing: 10))))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      // The status rows come and go without animation.
      paginator.animatesStatusItems = false
      paginator.pageRequested += { [weak self] request in self?.loadPage(request.page) }
      adapter.attach(paginator)
      apply(model, animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // Now that the grid has its size, see whether the first page fills it.
      paginator.check()
    }

    /// Shows a page that arrived.
    func append(_ products: [Product], hasNext: Bool) {
      pages.append(products)
      self.hasNext = hasNext
      apply(model, animated: false)
    }

    /// Shows the retry row: the last request failed.
    func loadFailed() { paginator.reportFailure() }

    private var model: ListModel {
      ListModel(page: pages.count, hasNext: hasNext) {
        for (index, products) in pages.enumerated() {
          ListSection(
            id: "page-\(index + 1)", products,
            header: ListItem(
              id: "h\(index + 1)", content: "Page \(index + 1)", view: FeedHeaderView.self)
          ) { ListItem($0, view: FeedProductCell.self) }
        }
      }
    }
  }

  /// The home screen: the banner carousel with its page indicator on top, the product grid under
  /// it.
  final class HomeFeedViewController: UIViewController {
    let carousel: BannerCarouselViewController
    let feed: ProductFeedViewController
    /// The page indicator: one dot per banner, the current one filled.
    let pageIndicator = UILabel()
    /// The carousel's height.
    let bannerHeight: CGFloat

    init(
      banners: [String], firstPage: [Product], bannerHeight: CGFloat = 48,
      clock: any Clock<Duration> = ContinuousClock()
    ) {
      carousel = BannerCarouselViewController(banners: banners, clock: clock)
      feed = ProductFeedViewController(firstPage: firstPage)
      self.bannerHeight = bannerHeight
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      for child in [carousel, feed] as [UIViewController] {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      view.addSubview(pageIndicator)
      showPage(0)
      carousel.pageDidAppear = { [weak self] page in self?.showPage(page) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let width = view.bounds.width
      carousel.view.frame = CGRect(x: 0, y: 0, width: width, height: bannerHeight)
      pageIndicator.frame = CGRect(x: width / 2 - 12, y: bannerHeight, width: 48, height: 12)
      let top = bannerHeight + 12
      feed.view.frame = CGRect(x: 0, y: top, width: width, height: view.bounds.height - top)
    }

    private func showPage(_ page: Int) {
      pageIndicator.text = carousel.banners.indices.map { $0 == page ? "●" : "○" }
        .joined(separator: " ")
    }
  }
#endif
