// StateViewController on the double: real containment and UIKit's callback order. Linux only: the
// tests time animations with the double's clock.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  private enum Phase: String, Equatable, Sendable { case loading, ready, failed }

  /// A child that logs its containment and appearance callbacks, and where its view is.
  private typealias Page = LoggingViewController

  /// A page with its own timing: it waits 100 ms, then animates for 200 ms.
  @MainActor
  private final class SlowPage: UIViewController, StateChildTransitioning {
    let log: CallLog
    init(log: CallLog) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    func stateTransitionDelay(isAppearing: Bool) -> Duration { .milliseconds(100) }
    func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(200) }
    func stateTransitionWillBegin(isAppearing: Bool) { log.add("slow willBegin") }
    func animateAlongsideStateTransition(isAppearing: Bool) { log.add("slow animate") }
    func stateTransitionDidEnd(isAppearing: Bool) { log.add("slow didEnd") }
    override func viewDidAppear(_ animated: Bool) { log.add("slow viewDidAppear") }
  }

  @MainActor
  private final class Screen: StateViewController<Phase> {
    let log: CallLog
    let spinner: Page
    let feed: Page
    let banner: Page
    init(log: CallLog, clock: any Clock<Duration>) {
      self.log = log
      spinner = Page("spinner", log: log)
      feed = Page("feed", log: log)
      banner = Page("banner", log: log)
      super.init(clock: clock)
    }
    required init?(coder: NSCoder) { nil }

    /// Asks for a transition to `phase` and returns what was logged at once.
    func requestTransition(to phase: Phase, animated: Bool) -> [String] {
      setNeedsTransition(to: phase, animated: animated)
      return log.take()
    }
    override func loadAppearanceState() -> Phase { hasAppeared ? currentState : .loading }
    var hasAppeared = false
    override func children(for state: Phase) -> [UIViewController] {
      switch state {
      case .loading: [spinner]
      case .ready: [feed]
      case .failed: [feed, banner]
      }
    }
    override func willTransition(to nextState: Phase, animated: Bool) {
      log.add("willTransition to \(nextState)\(animated ? " animated" : "")")
    }
    override func didTransition(from previousState: Phase?, animated: Bool) {
      hasAppeared = true
      log.add("didTransition from \(previousState?.rawValue ?? "nil")")
    }
  }

  /// A key, visible window of 320 × `height` points whose root view controller is `screen`.
  @MainActor
  func shown(_ screen: UIViewController, height: CGFloat = 480) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  /// UIKit's callbacks as `new` begins to replace `old` in the container (`new` loading its view
  /// first when `loads`).
  private func swapBegins(_ old: String, _ new: String, loads: Bool, animated: Bool = false)
    -> [String]
  {
    let suffix = animated ? " animated" : ""
    return [
      "\(old) willMove(toParent: nil)", "\(old) viewWillDisappear\(suffix)",
      "\(new) willMove(toParent: container)",
    ] + (loads ? ["\(new) viewDidLoad"] : []) + ["\(new) viewWillAppear\(suffix)"]
  }

  /// UIKit's callbacks as `new` ends replacing `old`.
  private func swapEnds(_ old: String, _ new: String, animated: Bool = false) -> [String] {
    let suffix = animated ? " animated" : ""
    return [
      "\(old) viewDidDisappear\(suffix) in parent false", "\(old) didMove(toParent: nil)",
      "\(new) viewDidAppear\(suffix) in parent true", "\(new) didMove(toParent: container)",
    ]
  }

  /// UIKit's callbacks as `new` is added to a visible container, unanimated.
  private func adds(_ new: String, loads: Bool) -> [String] {
    ["\(new) willMove(toParent: container)"] + (loads ? ["\(new) viewDidLoad"] : []) + [
      "\(new) viewWillAppear", "\(new) viewDidAppear in parent true",
      "\(new) didMove(toParent: container)",
    ]
  }

  /// Takes `log`, then requests `.ready` from `.loading` and expects UIKit's callbacks as the feed
  /// begins to replace the spinner; returns the callbacks logged after those.
  @MainActor
  private func requestReady(
    _ screen: Screen, _ log: CallLog, animated: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    _ = log.take()
    let logged = screen.requestTransition(to: .ready, animated: animated)
    let begins =
      ["willTransition to ready\(animated ? " animated" : "")"]
      + swapBegins("spinner", "feed", loads: true, animated: animated)
    #expect(Array(logged.prefix(begins.count)) == begins, sourceLocation: sourceLocation)
    return Array(logged.dropFirst(begins.count))
  }

  /// Runs `body` on the double's test clock with a ``Screen`` shown in a window, its log and the
  /// window.
  @MainActor
  private func withShownScreen(
    _ body: (Screen, CallLog, TestClock<Duration>, UIWindow) async -> Void
  ) async {
    let clock = TestClock()
    await UIKitDoubleEnvironment.$clock.withValue(clock) {
      let log = CallLog()
      let screen = Screen(log: log, clock: clock)
      let window = shown(screen)
      await body(screen, log, clock, window)
      _ = window
    }
  }

  @Suite("StateViewController: containment and appearance on the double")
  @MainActor
  struct StateViewControllerTests {
    @Test("first appearance contains the state's child in UIKit's order")
    func load() async {
      await withShownScreen { screen, log, clock, window in
        #expect(
          log.take()
            == ["willTransition to loading"] + adds("spinner", loads: true) + [
              "didTransition from nil"
            ])
        #expect(screen.children == [screen.spinner])
        #expect(screen.spinner.view.frame == screen.view.bounds)
        #expect(screen.spinner.view.window === window)
        #expect(screen.spinner.appearance == .appeared)
        #expect(!screen.shouldAutomaticallyForwardAppearanceMethods)
      }
    }

    @Test("a transition removes and adds children; a child kept across states gets nothing")
    func transition() async {
      await withShownScreen { screen, log, clock, window in
        #expect(
          requestReady(screen, log, animated: false)
            == swapEnds("spinner", "feed") + ["didTransition from loading"])
        #expect(screen.children == [screen.feed])
        #expect(screen.spinner.parent == nil && screen.spinner.view.superview == nil)
        #expect(
          screen.requestTransition(to: .failed, animated: false)
            == ["willTransition to failed"] + adds("banner", loads: true) + [
              "didTransition from ready"
            ])
        #expect(screen.view.subviews == [screen.feed.view, screen.banner.view])
        #expect(!screen.isTransitioning)
      }
    }

    @Test("an animated transition fades on the clock; did-callbacks follow the fade")
    func animated() async {
      await withShownScreen { screen, log, clock, window in
        #expect(requestReady(screen, log, animated: true).isEmpty)
        #expect(screen.isTransitioning)
        // Both views are in the container, the leaving one on top, faded to their targets.
        #expect(screen.view.subviews == [screen.feed.view, screen.spinner.view])
        #expect(screen.feed.view.alpha == 1 && screen.spinner.view.alpha == 0)
        #expect(screen.visibleViewControllers == [screen.feed, screen.spinner])
        await clock.advance(by: .milliseconds(349))
        screen.settleTransitions()
        #expect(log.take().isEmpty)
        await clock.advance(by: .milliseconds(1))
        screen.settleTransitions()
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(
          log.take()
            == swapEnds("spinner", "feed", animated: true) + ["didTransition from loading"])
        #expect(screen.spinner.view.alpha == 1)
        #expect(screen.view.subviews == [screen.feed.view])
        #expect(!screen.isTransitioning)
      }
    }

    @Test("a child with its own timing animates on its delay and duration")
    func customTiming() async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let log = CallLog()
        let slow = SlowPage(log: log)
        let screen = CustomScreen(slow: slow, clock: clock)
        let window = shown(screen)
        _ = log.take()
        screen.setNeedsTransition(to: .ready, animated: true)
        #expect(log.take() == ["slow willBegin"])
        await clock.advance(by: .milliseconds(100))
        screen.settleTransitions()
        #expect(log.take() == ["slow animate"])
        await clock.advance(by: .milliseconds(200))
        screen.settleTransitions()
        #expect(log.take() == ["slow didEnd", "slow viewDidAppear"])
        _ = window
      }
    }

    @Test("requests during a transition are queued, latest wins, with its animated flag")
    func queued() async {
      await withShownScreen { screen, log, clock, window in
        screen.setNeedsTransition(to: .ready, animated: true)
        screen.setNeedsTransition(to: .failed, animated: true)
        screen.setNeedsTransition(to: .loading, animated: false)
        _ = log.take()
        await clock.advance(by: .milliseconds(350))
        screen.settleTransitions()
        #expect(
          log.take()
            == swapEnds("spinner", "feed", animated: true) + ["didTransition from loading"]
            + ["willTransition to loading"] + swapBegins("feed", "spinner", loads: false)
            + swapEnds("feed", "spinner") + ["didTransition from ready"])
        #expect(screen.children == [screen.spinner])
      }
    }

    @Test("the container disappearing mid-transition finishes it, then children disappear")
    func disappearMidTransition() async {
      await withShownScreen { screen, log, clock, window in
        screen.setNeedsTransition(to: .ready, animated: true)
        _ = log.take()
        window.rootViewController = nil
        #expect(
          log.take()
            == swapEnds("spinner", "feed", animated: true) + [
              "didTransition from loading", "feed viewWillDisappear",
              "feed viewDidDisappear in parent true",
            ])
        // The child stays contained, its view in the container, ready to reappear.
        #expect(screen.children == [screen.feed])
        #expect(screen.feed.appearance == .disappeared)
        // Off-screen a request runs at once: the removed child leaves without appearance
        // callbacks, the added one waits for the container.
        screen.setNeedsTransition(to: .loading, animated: true)
        #expect(
          log.take() == [
            "willTransition to loading", "feed willMove(toParent: nil)",
            "feed didMove(toParent: nil)", "didTransition from ready",
          ])
        #expect(screen.children.isEmpty && screen.view.subviews.isEmpty)
        window.rootViewController = screen
        #expect(
          log.take()
            == ["willTransition to loading"] + adds("spinner", loads: false) + [
              "didTransition from loading"
            ])
      }
    }

    @Test("a request while the container appears waits for its viewDidAppear")
    func appearingMidTransition() async {
      let clock = TestClock()
      UIKitDoubleEnvironment.$clock.withValue(clock) {
        let log = CallLog()
        let screen = Screen(log: log, clock: clock)
        // Playing the window: UIKit's appearance transition does not load the view.
        screen.loadViewIfNeeded()
        screen.beginAppearanceTransition(true, animated: false)
        screen.setNeedsTransition(to: .ready, animated: false)
        #expect(
          log.take() == [
            "willTransition to loading",
            "spinner willMove(toParent: container)",
            "spinner viewDidLoad",
            "spinner viewWillAppear",
          ])
        screen.endAppearanceTransition()
        #expect(
          log.take()
            == ["spinner viewDidAppear in parent true", "spinner didMove(toParent: container)"]
            + ["didTransition from nil", "willTransition to ready"]
            + swapBegins("spinner", "feed", loads: true) + swapEnds("spinner", "feed")
            + ["didTransition from loading"])
      }
    }

    @Test("a container and its children are freed once released, mid-animation too")
    func noLeaks() async {
      let clock = TestClock()
      weak var weakScreen: Screen?
      weak var weakSpinner: UIViewController?
      weak var weakFeed: UIViewController?
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let log = CallLog()
        var screen: Screen? = Screen(log: log, clock: clock)
        let window = shown(screen!)
        screen?.setNeedsTransition(to: .ready, animated: true)
        weakScreen = screen
        weakSpinner = screen?.spinner
        weakFeed = screen?.feed
        window.rootViewController = nil
        screen = nil
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
      }
      // The released container's transition task holds it until that task has run after the
      // clock woke it, which nothing left in the test can settle: let the main actor run it
      // (bounded; under load one `advance(by:)` was not always enough).
      for _ in 0..<1_000 where weakScreen != nil || weakSpinner != nil || weakFeed != nil {
        await Task.yield()
      }
      #expect(weakScreen == nil)
      #expect(weakSpinner == nil)
      #expect(weakFeed == nil)
    }

    @Test("a child returned again for the next state stays contained, with one parent")
    func keptChild() async {
      let clock = TestClock()
      UIKitDoubleEnvironment.$clock.withValue(clock) {
        let screen = Screen(log: CallLog(), clock: clock)
        let window = shown(screen)
        screen.setNeedsTransition(to: .ready, animated: false)
        screen.setNeedsTransition(to: .failed, animated: false)
        #expect(screen.feed.parent === screen)
        _ = window
      }
    }
  }

  /// A page whose root records the page lifecycle.
  @MainActor
  private final class LoggingRoot: LoggingViewPresenter<UIView> {
    override func onBindView(_ view: UIView) { log.add("root bind") }
  }

  @MainActor
  private final class PageScreen: StateViewController<Phase> {
    let page: PresenterViewController<LoggingRoot>
    let spinner = UIViewController()
    init(log: CallLog, clock: any Clock<Duration>) {
      page = PresenterViewController(
        page: LoggingPage(root: LoggingRoot(log: log), scheduler: ManualUpdateScheduler())
      ) { UIView() }
      super.init(clock: clock)
    }
    required init?(coder: NSCoder) { nil }
    override func loadAppearanceState() -> Phase { .loading }
    override func children(for state: Phase) -> [UIViewController] {
      state == .ready ? [page] : [spinner]
    }
  }

  @Suite("StateViewController with presenter pages")
  @MainActor
  struct StateViewControllerPresenterTests {
    @Test("a presenter page child loads when it first appears, detaches when it leaves")
    func pageChild() {
      let clock = TestClock()
      UIKitDoubleEnvironment.$clock.withValue(clock) {
        let log = CallLog()
        let screen = PageScreen(log: log, clock: clock)
        let window = shown(screen)
        #expect(log.take().isEmpty)
        screen.setNeedsTransition(to: .ready, animated: false)
        #expect(log.take() == ["page didLoad", "page attach", "root bind"])
        #expect(screen.page.view.superview === screen.view)
        screen.setNeedsTransition(to: .loading, animated: false)
        #expect(log.take() == ["page detach"])
        screen.setNeedsTransition(to: .ready, animated: false)
        #expect(log.take() == ["page attach"])
        _ = window
      }
    }
  }

  @MainActor
  private final class CustomScreen: StateViewController<Phase> {
    let slow: SlowPage
    init(slow: SlowPage, clock: any Clock<Duration>) {
      self.slow = slow
      super.init(clock: clock)
    }
    required init?(coder: NSCoder) { nil }
    override func loadAppearanceState() -> Phase { .loading }
    override func children(for state: Phase) -> [UIViewController] {
      state == .ready ? [slow] : []
    }
  }
#endif
