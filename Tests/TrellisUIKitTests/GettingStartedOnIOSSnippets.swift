// The snippets of the "Getting started on iOS" article (TrellisUIKit.docc), compiled and run on the
// UIKit double: what the article says is on screen, the page request after scrolling to the end,
// the banner row's page after a flick. DocSnippetTests checks that every snippet of the article appears here.
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
    }

    final class HomeViewController: ListCollectionViewController {
      let carousel: ListCarousel
      let paginator = ListPaginator(
        loadingItem: ListItem(id: "loading", content: "Loading…", view: TitleCell.self))
      var loadPage: (Int) -> Void = { _ in }
      let banners = ["Spring sale", "New this week", "Free shipping"]
      private var photos: [String] = []
      private var hasNext = true

      init(clock: any Clock<Duration> = ContinuousClock()) {
        carousel = ListCarousel(sectionID: "banners", isLooping: true, clock: clock)
        super.init(
          layout: ListCompositionalLayout(
            defaultSection: .table(TableSection(rowHeight: 60)), clock: clock))
      }

      required init?(coder: NSCoder) { nil }

      override func viewDidLoad() {
        super.viewDidLoad()
        paginator.pageRequested += { [weak self] request in self?.loadPage(request.page) }
        adapter.attach(carousel)
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
          ListSection(
            id: "banners", banners,
            layout: .carousel(
              GridSection(itemWidth: .fractional(1), itemHeight: .fixed(120)),
              scrolling: .groupPaging)
          ) { banner in ListItem(id: banner, content: banner, view: BannerCell.self) }
          ListSection(
            id: "photos", photos,
            layout: .grid(
              GridSection(
                columns: 2, itemHeight: .fixed(60), interitemSpacing: 10, groupSpacing: 10))
          ) { photo in ListItem(id: photo, content: photo, view: TitleCell.self) }
        }
      }
    }

    @MainActor
    static func showHome(in window: UIWindow) -> HomeViewController {
      let home = HomeViewController()
      window.rootViewController = home
      window.makeKeyAndVisible()
      return home
    }
  }

  @MainActor
  @Suite("Getting started on iOS (article snippets)")
  struct GettingStartedOnIOSTests {
    typealias Home = GettingStarted.HomeViewController

    /// The texts of the visible photo tiles (and the loading row), in index-path order.
    func texts(_ home: Home) -> [String] {
      home.collectionView.indexPathsForVisibleItems.sorted().compactMap {
        (home.collectionView.cellForItem(at: $0) as? GettingStarted.TitleCell)?.titleLabel.text
      }
    }

    /// The texts of the visible banners, in order.
    func banners(_ home: Home) -> [String] {
      home.collectionView.indexPathsForVisibleItems.sorted().compactMap {
        (home.collectionView.cellForItem(at: $0) as? GettingStarted.BannerCell)?.titleLabel.text
      }
    }

    /// Advances the double's clock until its animations have finished and the bands rest.
    func settle(_ clock: TestClock<Duration>, _ window: UIWindow) async {
      for _ in 0..<5 {
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        window.layoutIfNeeded()
        let home = window.rootViewController as? Home
        (home?.collectionView.collectionViewLayout as? ListCompositionalLayout)?.settleBandRests()
      }
    }

    /// The window of the article, with a feed whose pages the test answers.
    func start(_ clock: TestClock<Duration>) async -> (UIWindow, Home, requests: () -> [Int]) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      var requests: [Int] = []
      let home = Home(clock: clock)
      home.loadPage = { page in requests.append(page) }
      window.rootViewController = home
      window.makeKeyAndVisible()
      await settle(clock, window)
      return (window, home, { requests })
    }

    func photos(page: Int) -> [String] { (1...40).map { "Photo \((page - 1) * 40 + $0)" } }

    @Test("the feed without photos asks for page 1; the banner and the first photos are on screen")
    func onScreen() async {
      let (result, violations) = await withDouble { clock in
        let (window, home, requests) = await start(clock)
        #expect(requests() == [1])
        #expect(banners(home) == ["Spring sale"])
        #expect(texts(home) == ["Loading…"])
        home.show(photos(page: 1), hasNext: true)
        await settle(clock, window)
        return (banners(home), texts(home), requests())
      }
      #expect(violations.isEmpty)
      #expect(result.0 == ["Spring sale"])
      // 360 points under the 120-point banners: five rows of two 60-point tiles, ten points
      // apart, and part of a sixth; the rest is more than a viewport away, so no other page is
      // asked for.
      #expect(result.1 == (1...12).map { "Photo \($0)" })
      #expect(result.2 == [1])
    }

    @Test("scrolling to the end of the grid requests the next page once")
    func pageRequest() async {
      let (requests, violations) = await withDouble { clock in
        let (window, home, requests) = await start(clock)
        home.show(photos(page: 1), hasNext: true)
        await settle(clock, window)
        let before = requests()
        let collectionView = home.collectionView
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
        return (before, after, requests(), texts(home).last)
      }
      #expect(violations.isEmpty)
      #expect(requests.0 == [1])
      #expect(requests.1 == [1, 2])
      #expect(requests.2 == [1, 2])
      #expect(requests.3 == "Loading…")
    }

    @Test(
      "a flick on the banner row shows the next banner; the list and the row keep their offsets")
    func bannerRow() async {
      let (result, violations) = await withDouble { clock in
        let (window, home, _) = await start(clock)
        home.show(photos(page: 1), hasNext: true)
        await settle(clock, window)
        let layout =
          home.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
        layout.dragOrthogonalSection(
          0, by: CGPoint(x: 60, y: 0), releasingWith: CGPoint(x: 1, y: 0))
        await settle(clock, window)
        let flicked = (
          banners(home), home.collectionView.contentOffset, home.host.bandOffset(ofSection: 0)
        )
        // Scrolling the list and a new page keep the row on its banner.
        home.collectionView.drag(by: CGPoint(x: 0, y: 70))
        await settle(clock, window)
        home.show(photos(page: 2), hasNext: true)
        await settle(clock, window)
        return (
          flicked, home.collectionView.contentOffset.y, home.host.bandOffset(ofSection: 0),
          banners(home)
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0.0 == ["New this week"])
      #expect(result.0.1 == .zero)
      #expect(result.0.2 == 320)
      #expect(result.1 == 70)
      #expect(result.2 == 320)
      #expect(result.3 == ["New this week"])
    }

    @Test("the carousel pages the banner row: the next banner, and from the last the first")
    func carouselPages() async {
      let (result, violations) = await withDouble { clock in
        let (window, home, _) = await start(clock)
        var shown = [(home.carousel.currentPage, banners(home))]
        for _ in 0..<3 {
          home.carousel.moveToNextPage()
          await settle(clock, window)
          shown.append((home.carousel.currentPage, banners(home)))
        }
        return (shown, home.collectionView.contentOffset)
      }
      #expect(violations.isEmpty)
      #expect(result.0.map(\.0) == [0, 1, 2, 0])
      #expect(
        result.0.map(\.1) == [
          ["Spring sale"], ["New this week"], ["Free shipping"], ["Spring sale"],
        ])
      #expect(result.1 == .zero)
    }

    @Test("showHome(in:) puts the home screen in the window, on screen")
    func window() async {
      let (isLoaded, _) = await withDouble { _ in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let home = GettingStarted.showHome(in: window)
        return home.view.window === window && home.collectionView.window === window
      }
      #expect(isLoaded)
    }
  }
#endif
