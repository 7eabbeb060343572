// The catalog's `home` and `state` screens where UIKit is the test double (Linux): the UIKit view
// controllers of HomeFeedViewController.swift and StoriesScreenViewController.swift, run in a
// window of the double and drawn from its view hierarchy.
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

  /// The home feed in UIKit: ``HomeFeedViewController`` (a banner carousel, a product grid,
  /// pagination), with a simulated network that answers a page request a second later and fails
  /// page 3 once.
  @MainActor
  final class UIKitHomeFeedScreen: CatalogExample {
    static let name = "home"
    static let summary = "UIKit: banner carousel, product grid, paginated loading"
    static let demo = HomeFeedExample.demo

    private static let banners = ["Summer sale -30%", "New arrivals", "Free shipping"]
    private let clock = CatalogClock()
    private let runner: UIKitScreenRunner
    private let home: HomeFeedViewController
    private var failedOnce = false

    init(viewport: CGSize) throws {
      let clock = clock
      var home: HomeFeedViewController!
      runner = UIKitScreenRunner(viewport: viewport) {
        home = HomeFeedViewController(
          banners: Self.banners, firstPage: Self.products(page: 1),
          bannerHeight: 4 * Canvas.pointsPerRow, clock: clock)
        return home
      }
      self.home = home
    }

    var status: String {
      let feed = home.feed
      let state =
        switch feed.paginator.status {
        case .idle: feed.hasNext ? "more pages" : "all loaded"
        case .loading(let page): "loading page \(page)"
        case .failed(let page): "page \(page) failed"
        }
      let products = feed.pages.reduce(0) { $0 + $1.count }
      return "banner \(home.pageIndicator.text ?? "") · \(feed.pages.count) pages, "
        + "\(products) products · \(state)"
    }

    func handle(_ key: CatalogKey) throws {
      switch key {
      case .tick:
        clock.advance(by: .seconds(1))
        home.carousel.carousel?.settleAutoRoll()
        if case .loading = home.feed.paginator.status { finishLoading() }
      case .action:
        home.carousel.carousel?.moveToNextPage()
      case .retry:
        home.feed.paginator.retry()
      default:
        _ = runner.handleListKey(key, in: home.feed)
      }
      runner.settle()
    }

    func draw(into canvas: inout Canvas) {
      runner.draw(into: &canvas, focusedIn: home.feed)
    }

    /// The view hierarchy, as the double's text snapshot.
    var viewTree: String { runner.window.snapshot() }

    // MARK: Private

    private static func products(page: Int) -> [Product] {
      ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock", "Shelf", "Stool", "Mirror"].enumerated()
        .map { offset, name in
          Product(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
        }
    }

    /// A second after it starts, a load ends: page 3 fails the first time; there are four pages.
    private func finishLoading() {
      let page = home.feed.pages.count + 1
      if page == 3, !failedOnce {
        failedOnce = true
        home.feed.loadFailed()
      } else {
        home.feed.append(Self.products(page: page), hasNext: page < 4)
      }
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
      runner = UIKitScreenRunner(viewport: viewport) {
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
