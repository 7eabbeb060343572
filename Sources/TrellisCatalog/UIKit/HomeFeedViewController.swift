// The home feed as an iOS app writes it: a view controller and cells, nothing of the catalog.
// The terminal catalog runs this file on Linux through the UIKit test double (UIKitHomeFeedScreen).
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Trellis
  import TrellisUIKit
  import UIKit

  /// A product tile: its name and its price; its section's grid puts three to a row.
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

  /// The home feed: one list on Apple's compositional layout (`ListCompositionalLayout`). Its first
  /// section is the banner row, a band that pages sideways one banner at a time
  /// (`MixedSection.carousel(_:scrolling:)`), looping and rolling on by itself (a `ListCarousel`
  /// on the band), with a page indicator over it; under it, pages of products in three columns under
  /// headers, loaded as the user nears the end (`ListPaginator`), with a loading row and a retry
  /// row.
  final class HomeFeedViewController: ListCollectionViewController {
    let banners: [String]
    /// Pages the banner row: it follows the band, rolls on every three seconds and loops.
    let carousel: ListCarousel
    let paginator = ListPaginator(
      distance: .viewports(4),
      loadingItem: ListItem(id: "loading", content: "Loading…", view: FeedStatusCell.self),
      errorItem: ListItem(
        id: "retry", content: "Couldn't load — press r to retry", view: FeedStatusCell.self))

    /// The pages loaded so far, first page first.
    private(set) var pages: [[Product]] = []
    /// Whether there are more pages to load.
    private(set) var hasNext = true
    /// The banner row's height.
    let bannerHeight: CGFloat

    /// Asks for a page (1 for the first); answer with `append(_:hasNext:)` or `loadFailed()`.
    var loadPage: (Int) -> Void = { _ in }

    /// The banner at rest, as the carousel last announced it.
    private(set) var currentBanner = 0
    /// The page indicator over the banner row: one dot per banner, the current one filled. It is
    /// a view of the controller, not part of the model: the page is the carousel's state, and a
    /// model change would tell the paginator that its request ended.
    let pageIndicator = UILabel()

    /// The banner row's pause control (WCAG 2.2.2: moving content the user can stop), beside the
    /// page indicator: a tap pauses the rolling or resumes it (``ListCarousel/togglePaused()``).
    let pauseControl = CarouselPauseControl()

    /// Creates the feed with its banners and the first page of products (from a cache, say); the
    /// next pages load on demand.
    ///
    /// - Parameters:
    ///   - banners: The banners' titles.
    ///   - firstPage: The first page of products.
    ///   - bannerHeight: The banner row's height.
    ///   - clock: The clock the banners roll on.
    ///   - layoutClock: The clock the layout measures a band's rest on.
    init(
      banners: [String], firstPage: [Product], bannerHeight: CGFloat = 48,
      clock: any Clock<Duration> = ContinuousClock(),
      layoutClock: any Clock<Duration> = ContinuousClock()
    ) {
      self.banners = banners
      self.bannerHeight = bannerHeight
      pages = [firstPage]
      // Each banner is one page, the row's width: the carousel reads that from the row's layout.
      carousel = ListCarousel(
        sectionID: "banners", isLooping: true, autoRollInterval: .seconds(3), clock: clock)
      // The paginator's status row has no layout of its own: a table row.
      super.init(
        layout: ListCompositionalLayout(
          defaultSection: .table(TableSection(rowHeight: 36)), clock: layoutClock))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      // The status rows come and go without animation.
      paginator.animatesStatusItems = false
      paginator.pageRequested += { [weak self] request in self?.loadPage(request.page) }
      carousel.pageDidAppear += { [weak self] page in self?.showPage(page) }
      adapter.attach(carousel)
      adapter.attach(paginator)
      apply(model, animated: false)
      collectionView.addSubview(pageIndicator)
      showPage(0)
      pauseControl.addAction(
        UIAction { [weak self] _ in self?.carousel.togglePaused() }, for: .primaryActionTriggered)
      carousel.isPausedDidChange += { [weak self] isPaused in self?.pauseControl.isPaused = isPaused
      }
      collectionView.addSubview(pauseControl)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // Over the bottom of the banner row, in content coordinates: it scrolls with the row.
      pageIndicator.frame = CGRect(
        x: collectionView.bounds.width / 2 - 24, y: bannerHeight - 24, width: 48, height: 12)
      collectionView.bringSubviewToFront(pageIndicator)
      pauseControl.frame = CGRect(
        x: collectionView.bounds.width - 80, y: bannerHeight - 24, width: 72, height: 12)
      collectionView.bringSubviewToFront(pauseControl)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // Now that the feed has its size, see whether the first page fills it.
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

    /// One dot per banner, the current one filled.
    static func dots(page: Int, of count: Int) -> String {
      (0..<count).map { $0 == page ? "●" : "○" }.joined(separator: " ")
    }

    private func showPage(_ page: Int) {
      currentBanner = page
      pageIndicator.text = Self.dots(page: page, of: banners.count)
    }

    private var model: ListModel {
      ListModel(page: pages.count, hasNext: hasNext) {
        ListSection(
          id: "banners", banners,
          layout: .carousel(
            GridSection(itemWidth: .fractional(1), itemHeight: .fixed(bannerHeight)),
            scrolling: .groupPaging)
        ) { banner in ListItem(id: banner, content: banner, view: FeedTextCell.self) }
        for (index, products) in pages.enumerated() {
          ListSection(
            id: "page-\(index + 1)", products,
            header: ListItem(
              id: "h\(index + 1)", content: "Page \(index + 1)", view: FeedHeaderView.self),
            layout: .grid(
              GridSection(
                columns: 3, itemHeight: .fixed(48), interitemSpacing: 10, groupSpacing: 10,
                insets: LayoutInsets(top: 0, left: 0, bottom: 10, right: 0)))
          ) { ListItem($0, view: FeedProductCell.self) }
        }
      }
    }
  }

  /// A pause/play button for an auto-rolling carousel: its label says what a tap does, and
  /// VoiceOver reads it as a button named "Pause banners" or "Play banners".
  final class CarouselPauseControl: UIControl {
    /// Whether the carousel is paused: the control then offers to play.
    var isPaused = false {
      didSet { update() }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .button
      addSubview(label)
      update()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds
    }

    private let label = UILabel()

    private func update() {
      label.text = isPaused ? "▶ Play" : "❚❚ Pause"
      accessibilityLabel = isPaused ? "Play banners" : "Pause banners"
    }
  }
#endif
