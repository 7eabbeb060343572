// The catalog's `home`, `sections` and `state` screens where UIKit is the test double (Linux): the
// UIKit view controllers of HomeFeedViewController.swift, SectionsFeedViewController.swift and
// StoriesScreenViewController.swift, run in a window of the double and drawn from its view
// hierarchy.
//
// Why a terminal app links a test double: on Linux there is no UIKit, and the double
// (Tests/UIKitDouble, a module named `UIKit` that follows Apple's declarations and is as strict as
// UIKit) is the only way to run these screens' real TrellisUIKit code here. It is test support,
// not a product: Package.swift declares it only on Linux (where TrellisUIKit and the catalog build
// against it), and on Apple platforms the same files import the real UIKit.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import Trellis
  import TrellisUIKit
  import UIKit

  /// The home feed in UIKit: ``HomeFeedViewController``, one compositional list (a banner row that
  /// pages sideways and rolls on by itself, a product grid, pagination), with a simulated network that answers a page
  /// request a second later and fails page 3 once.
  @MainActor
  final class UIKitHomeFeedScreen: CatalogExample {
    static let name = "home"
    static let summary = "UIKit: a banner row and a paginated grid, one feed"
    static let demo = HomeFeedExample.demo
    static let keyHelp = HomeFeedExample.keyHelp

    private static let banners = ["Summer sale -30%", "New arrivals", "Free shipping"]
    private let clock = CatalogClock()
    private let runner: UIKitScreenRunner
    private let home: HomeFeedViewController
    private var failedOnce = false

    init(viewport: CGSize) throws {
      let clock = clock
      var home: HomeFeedViewController!
      runner = UIKitScreenRunner(viewport: viewport) { animationClock in
        home = HomeFeedViewController(
          banners: Self.banners, firstPage: Self.products(page: 1),
          bannerHeight: 4 * Canvas.pointsPerRow, clock: clock, layoutClock: animationClock)
        return home
      }
      self.home = home
    }

    var status: String {
      let state =
        switch home.paginator.status {
        case .idle: home.hasNext ? "more pages" : "all loaded"
        case .loading(let page): "loading page \(page)"
        case .failed(let page): "page \(page) failed"
        }
      let products = home.pages.reduce(0) { $0 + $1.count }
      return
        "banner \(HomeFeedViewController.dots(page: home.currentBanner, of: Self.banners.count)) · "
        + "\(home.pages.count) pages, \(products) products · \(state)"
    }

    func handle(_ key: CatalogKey) throws {
      switch key {
      case .tick:
        clock.advance(by: .seconds(1))
        home.carousel.settleAutoRoll()
        if case .loading = home.paginator.status { finishLoading() }
      case .action:
        home.carousel.moveToNextPage()
      case .swipeNext:
        runner.flickBand(ofSection: 0, forward: true, in: home)
      case .swipePrevious:
        runner.flickBand(ofSection: 0, forward: false, in: home)
      case .retry:
        home.paginator.retry()
      case .pull:
        // A tap on the banner row's pause control.
        home.pauseControl.sendActions(for: .primaryActionTriggered)
      default:
        _ = runner.handleListKey(key, in: home)
      }
      runner.settle()
    }

    func draw(into canvas: inout Canvas) {
      runner.draw(into: &canvas, focusedIn: home)
    }

    /// The view hierarchy, as the double's text snapshot.
    var viewTree: String { runner.window.snapshot() }

    /// The band's offset, as the compositional layout has it.
    var bandOffset: CGFloat? { home.host.bandOffset(ofSection: 0) }

    /// The list's vertical offset.
    var listOffset: CGFloat { home.collectionView.contentOffset.y }

    // MARK: Private

    private static func products(page: Int) -> [Product] {
      ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock", "Shelf", "Stool", "Mirror"].enumerated()
        .map { offset, name in
          Product(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
        }
    }

    /// A second after it starts, a load ends: page 3 fails the first time; there are four pages.
    private func finishLoading() {
      let page = home.pages.count + 1
      if page == 3, !failedOnce {
        failedOnce = true
        home.loadFailed()
      } else {
        home.append(Self.products(page: page), hasNext: page < 4)
      }
    }
  }

  /// The sections screen in UIKit: ``SectionsFeedViewController``, one compositional list whose
  /// sections carry their own layouts (a paging banner row, a grid, list rows), with pull to
  /// refresh.
  @MainActor
  final class UIKitSectionsScreen: CatalogExample {
    static let name = "sections"
    static let summary = "UIKit: a layout per section, pull to refresh"
    static let demo = SectionsExample.demo
    static let keyHelp = SectionsExample.keyHelp

    private let runner: UIKitScreenRunner
    private let screen: SectionsFeedViewController

    init(viewport: CGSize) throws {
      var screen: SectionsFeedViewController!
      runner = UIKitScreenRunner(viewport: viewport) { animationClock in
        screen = SectionsFeedViewController(layoutClock: animationClock)
        return screen
      }
      self.screen = screen
    }

    var status: String {
      let state =
        switch screen.refresher.status {
        case .idle: screen.refreshes == 0 ? "press p to pull" : "refreshed \(screen.refreshes)×"
        case .refreshing: "refreshing…"
        case .failed: "refresh failed"
        }
      return "banner, \(screen.columns)-column grid, rows · \(state)"
    }

    func handle(_ key: CatalogKey) throws {
      switch key {
      case .pull:
        // A pull starts with the content at its top.
        let collectionView = screen.collectionView
        if collectionView.contentOffset.y > 0 {
          collectionView.drag(by: CGPoint(x: 0, y: -collectionView.contentOffset.y))
          runner.settle()
        }
        collectionView.pullToRefresh()
      case .tick:
        // The load a pull started ends a second later: the new data on screen ends the refresh.
        if screen.refresher.isRefreshing { screen.showRefreshedData() }
      case .grid:
        screen.toggleColumns()
      case .swipeNext, .swipePrevious:
        runner.flickBand(ofSection: 0, forward: key == .swipeNext, in: screen)
      default:
        _ = runner.handleListKey(key, in: screen)
      }
      runner.settle()
    }

    func draw(into canvas: inout Canvas) {
      runner.draw(into: &canvas, focusedIn: screen)
    }

    /// The view hierarchy, as the double's text snapshot.
    var viewTree: String { runner.window.snapshot() }

    /// The band's offset, as the compositional layout has it.
    var bandOffset: CGFloat? { screen.host.bandOffset(ofSection: 0) }

    /// Runs the custom action named `name` of the visible list row whose title starts with
    /// `title`, as VoiceOver's Actions rotor does, and settles; `false` when no such row or action
    /// exists or the action declined.
    func performCustomAction(named name: String, ofRowTitled title: String) -> Bool {
      let cell = screen.collectionView.visibleCells.first {
        ($0 as? FeedTextCell)?.titleLabel.text?.hasPrefix(title) == true
      }
      guard let action = cell?.accessibilityCustomActions?.first(where: { $0.name == name }) else {
        return false
      }
      let performed = action.performForTesting()
      runner.settle()
      return performed
    }
  }

  /// The state screen in UIKit: ``StoriesScreenViewController`` (a `StateViewController`) going
  /// loading → ready → error → ready.
  @MainActor
  final class UIKitStateScreen: CatalogExample {
    static let name = "state"
    static let summary = "UIKit: a state view controller: loading → ready → error → ready"
    static let demo = StateExample.demo

    private let clock = CatalogClock()
    private let runner: UIKitScreenRunner
    private let screen: StoriesScreenViewController
    private var loads = 0

    init(viewport: CGSize) throws {
      let clock = clock
      var screen: StoriesScreenViewController!
      runner = UIKitScreenRunner(viewport: viewport) { _ in
        screen = StoriesScreenViewController(clock: clock)
        return screen
      }
      self.screen = screen
    }

    var status: String {
      "state \(screen.currentState.rawValue) · last: "
        + screen.history.suffix(4).map(\.rawValue).joined(separator: " → ")
    }

    func handle(_ key: CatalogKey) throws {
      switch (key, screen.currentState) {
      case (.tick, .loading):  // the load finishes after a second
        loads += 1
        screen.setNeedsTransition(to: .ready, animated: false)
        screen.stories.show((1...12).map { "Story \($0) (load \(loads))" })
      case (.action, .ready):  // a refresh that fails
        screen.setNeedsTransition(to: .failed, animated: false)
      case (.retry, .failed):
        runner.focus = nil
        screen.setNeedsTransition(to: .loading, animated: false)
      case (_, .ready):
        _ = runner.handleListKey(key, in: screen.stories)
      default:
        break
      }
      runner.settle()
    }

    func draw(into canvas: inout Canvas) {
      runner.draw(into: &canvas, focusedIn: screen.stories)
    }

    /// The view hierarchy, as the double's text snapshot.
    var viewTree: String { runner.window.snapshot() }
  }
#endif
