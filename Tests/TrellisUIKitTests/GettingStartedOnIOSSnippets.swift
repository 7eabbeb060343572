// The snippets of the "Getting started on iOS" article (TrellisUIKit.docc), compiled and run on the
// UIKit double: what the article says is on screen, the page request after scrolling to the end,
// the carousel's page. DocSnippetTests checks that every snippet of the article appears here.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  enum GettingStarted {
    final class TitleCell: ListCollectionViewCell, ConfigurableView {
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
        CGSize(width: ((container.width - 10) / 2).rounded(.down), height: 60)
      }
    }

    final class GalleryViewController: ListCollectionViewController {
      let paginator = ListPaginator(
        loadingItem: ListItem(id: "loading", content: "Loading…", view: TitleCell.self))
      var loadPage: (Int) -> Void = { _ in }
      private var photos: [String] = []
      private var hasNext = true

      override func viewDidLoad() {
        super.viewDidLoad()
        paginator.pageRequested += { [weak self] request in self?.loadPage(request.page) }
        adapter.attach(paginator)
        apply(model, animated: false)
      }

      func show(_ page: [String], hasNext: Bool) {
        photos += page
        self.hasNext = hasNext
        apply(model, animated: false)
      }

      private var model: ListModel {
        ListModel(page: photos.count / 40, hasNext: hasNext) {
          ListSection(id: "photos", photos) { photo in
            ListItem(id: photo, content: photo, view: TitleCell.self)
          }
        }
      }
    }

    final class BannerCell: ListCollectionViewCell, ConfigurableView {
      private(set) lazy var titleLabel: UILabel = {
        let label = UILabel()
        contentView.addSubview(label)
        return label
      }()

      func configure(with content: String) { titleLabel.text = content }

      override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
      }

      nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
        container
      }
    }

    final class BannerViewController: ListCollectionViewController {
      let carousel: ListCarousel

      init(pageWidth: CGFloat) {
        carousel = ListCarousel(
          sectionID: "banners", itemLength: pageWidth, isLooping: true)
        super.init(
          layout: ListCollectionViewLayout(
            axis: .horizontal,
            defaultSection: .flow(FlowSection(lineSpacing: 0, interitemSpacing: 0))))
      }

      required init?(coder: NSCoder) { nil }

      override func viewDidLoad() {
        super.viewDidLoad()
        adapter.attach(carousel)
        let banners = ["Spring sale", "New this week", "Free shipping"]
        apply(
          ListModel {
            ListSection(id: "banners", banners) { banner in
              ListItem(id: banner, content: banner, view: BannerCell.self)
            }
          }, animated: false)
      }
    }

    final class HomeViewController: UIViewController {
      let banners: BannerViewController
      let gallery = GalleryViewController()

      init(pageWidth: CGFloat) {
        banners = BannerViewController(pageWidth: pageWidth)
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      override func viewDidLoad() {
        super.viewDidLoad()
        for child in [banners, gallery] as [UIViewController] {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }

      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        banners.view.frame = CGRect(x: 0, y: 0, width: width, height: 120)
        gallery.view.frame = CGRect(
          x: 0, y: 120, width: width, height: view.bounds.height - 120)
      }
    }

    @MainActor
    static func showHome(in window: UIWindow) -> HomeViewController {
      let home = HomeViewController(pageWidth: window.bounds.width)
      window.rootViewController = home
      window.makeKeyAndVisible()
      return home
    }
  }

  @MainActor
  @Suite("Getting started on iOS (article snippets)")
  struct GettingStartedOnIOSTests {
    typealias Home = GettingStarted.HomeViewController

    /// The texts of the visible cells of `controller`, in index-path order.
    func texts(_ controller: ListCollectionViewController) -> [String] {
      controller.collectionView.indexPathsForVisibleItems.sorted().compactMap {
        (controller.collectionView.cellForItem(at: $0) as? GettingStarted.TitleCell)?
          .titleLabel.text
          ?? (controller.collectionView.cellForItem(at: $0) as? GettingStarted.BannerCell)?
          .titleLabel.text
      }
    }

    /// Advances the double's clock until its animations have finished.
    func settle(_ clock: TestClock<Duration>, _ window: UIWindow) async {
      for _ in 0..<5 {
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        window.layoutIfNeeded()
      }
    }

    /// The window of the article, with a gallery whose pages the test answers.
    func start(_ clock: TestClock<Duration>) async -> (UIWindow, Home, requests: () -> [Int]) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      var requests: [Int] = []
      let home = Home(pageWidth: 320)
      home.gallery.loadPage = { page in requests.append(page) }
      window.rootViewController = home
      window.makeKeyAndVisible()
      await settle(clock, window)
      return (window, home, { requests })
    }

    func photos(page: Int) -> [String] { (1...40).map { "Photo \((page - 1) * 40 + $0)" } }

    @Test("the empty gallery asks for page 1; the banner and the first photos are on screen")
    func onScreen() async {
      let (result, violations) = await withDouble { clock in
        let (window, home, requests) = await start(clock)
        #expect(requests() == [1])
        #expect(texts(home.gallery) == ["Loading…"])
        home.gallery.show(photos(page: 1), hasNext: true)
        await settle(clock, window)
        return (texts(home.banners), texts(home.gallery), requests())
      }
      #expect(violations.isEmpty)
      #expect(result.0 == ["Spring sale"])
      // 360 points of gallery: five rows of two 60-point tiles, ten points apart, and part of
      // a sixth; the rest is more than a viewport away, so no other page is asked for.
      #expect(result.1 == (1...12).map { "Photo \($0)" })
      #expect(result.2 == [1])
    }

    @Test("scrolling to the end of the gallery requests the next page once")
    func pageRequest() async {
      let (requests, violations) = await withDouble { clock in
        let (window, home, requests) = await start(clock)
        home.gallery.show(photos(page: 1), hasNext: true)
        await settle(clock, window)
        let before = requests()
        let collectionView = home.gallery.collectionView
        collectionView.drag(
          by: CGPoint(
            x: 0,
            y: collectionView.contentSize.height - collectionView.bounds.height
              - collectionView.contentOffset.y))
        await settle(clock, window)
        let after = requests()
        // Scrolling on, to the loading item, asks for nothing more.
        collectionView.drag(by: CGPoint(x: 0, y: 100))
        await settle(clock, window)
        return (before, after, requests(), texts(home.gallery).last)
      }
      #expect(violations.isEmpty)
      #expect(requests.0 == [1])
      #expect(requests.1 == [1, 2])
      #expect(requests.2 == [1, 2])
      #expect(requests.3 == "Loading…")
    }

    @Test("the carousel shows one banner; moving to the next page shows the second")
    func carouselPage() async {
      let (result, violations) = await withDouble { clock in
        let (window, home, _) = await start(clock)
        let first = (home.banners.carousel.currentPage, texts(home.banners))
        home.banners.carousel.moveToNextPage()
        await settle(clock, window)
        return (first, home.banners.carousel.currentPage, texts(home.banners))
      }
      #expect(violations.isEmpty)
      #expect(result.0.0 == 0 && result.0.1 == ["Spring sale"])
      #expect(result.1 == 1)
      #expect(result.2 == ["New this week"])
    }

    @Test("showHome(in:) puts the home screen in the window, on screen")
    func window() async {
      let (isLoaded, _) = await withDouble { _ in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let home = GettingStarted.showHome(in: window)
        return home.view.window === window && home.gallery.collectionView.window === window
      }
      #expect(isLoaded)
    }
  }
#endif
