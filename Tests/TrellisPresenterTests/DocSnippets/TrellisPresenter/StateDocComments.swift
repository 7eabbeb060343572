// swift-format-ignore-file

// The examples of TrellisPresenter's doc comments on state containers and their children,
// compiled (DocSnippetTests checks that each appears here verbatim).
import Clocks
import TrellisCore
import TrellisPresenter
import TrellisTestSupport

// MARK: - Fixtures

enum ScreenState: Equatable { case loading, ready }
struct ListModel: Equatable {}
@MainActor final class DocStatePage: StateChild {
  func apply(_ model: ListModel, animated: Bool) {}
}
typealias SpinnerPage = DocStatePage
typealias ListPage = DocStatePage
@MainActor let spinner = SpinnerPage()
@MainActor final class DocFeedCache { var feed: ListModel? }
@MainActor let cache = DocFeedCache()
@MainActor func load() async {}
@MainActor final class DocPolling { func startPolling() {}; func stopPolling() {} }
@MainActor final class DocShownLog { func log(_ message: String) {} }
@MainActor final class DocSnapshotHost { func snapshot(of child: (any StateChild)?) -> String { "" } }

final class ErrorPage: StateChildTransitioning {
  var offset = 0.0
  func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(250) }
  func stateTransitionWillBegin(isAppearing: Bool) { if isAppearing { offset = 40 } }
  func animateAlongsideStateTransition(isAppearing: Bool) { offset = isAppearing ? 0 : 40 }
  func stateTransitionDidEnd(isAppearing: Bool) { offset = 0 }
}

final class FadingPage: StateChildTransitioning {
  var opacity = 1.0
  func stateTransitionDuration(isAppearing: Bool) -> Duration {
    isAppearing ? .milliseconds(300) : .milliseconds(150)
  }
  func stateTransitionDelay(isAppearing: Bool) -> Duration {
    isAppearing ? .milliseconds(100) : .zero  // let the old page leave first
  }
  func stateTransitionWillBegin(isAppearing: Bool) { if isAppearing { opacity = 0 } }
  func animateAlongsideStateTransition(isAppearing: Bool) { opacity = isAppearing ? 1 : 0 }
  func stateTransitionDidEnd(isAppearing: Bool) { opacity = 1 }
}

final class PollingChild: StateChild {
  let presenter = DocPolling()
  let analytics = DocShownLog()
  func didAppear(animated: Bool) { presenter.startPolling() }
  func willAppear(animated: Bool) { refreshTimestamps() }
  func willDisappear(animated: Bool) { endEditing() }
  func didDisappear(animated: Bool) { presenter.stopPolling() }
  func refreshTimestamps() {}
  func endEditing() {}
}

final class AnalyticsChild: StateChild {
  let analytics = DocShownLog()
  func didAppear(animated: Bool) { analytics.log("shown") }
}


@MainActor class DocViewController { func viewWillAppear(_ animated: Bool) {} }

final class ScreenViewController: DocViewController {
  let container = StateContainer<ScreenState>()
  override func viewWillAppear(_ animated: Bool) {  // in the UIKit binding
    super.viewWillAppear(animated)
    container.containerWillAppear(animated: animated)
  }
}

@MainActor final class ScreenStatesPresenter {
  let screenStates = AsyncStream<ScreenState> { $0.finish() }
}

// MARK: - Examples

@MainActor
enum StateDocExamples {
  static func statePresenter(container: StateContainer<ScreenState>) {
    typealias FeedPresenter = PresenterDocs.FeedPresenter
    final class Screen: StateContainer<ScreenState> {
      let feed = PagePresenter(root: FeedPresenter())
      override func children(for state: ScreenState) -> [any StateChild] {
        state == .ready ? [feed] : [spinner]
      }
    }
    _ = Screen()
    let screen = StatePresenter(state: ScreenState.loading)
    screen.bind(container)
    screen.setState(animated: true) { $0 = .ready }   // next pass: animated transition
  }

  static func children(page: any StateChild, transitioning: any StateChildTransitioning) {
    page.willAppear(animated: true)  // no effect unless the page implements it
    page.didAppear(animated: true)  // no effect unless the page implements it
    page.willDisappear(animated: true)  // no effect unless the page implements it
    page.didDisappear(animated: true)  // no effect unless the page implements it
    let page = transitioning
    docValues {
      page.stateTransitionDuration(isAppearing: true)  // .milliseconds(350)
      page.stateTransitionDelay(isAppearing: true)  // .zero
    }
    page.stateTransitionWillBegin(isAppearing: true)  // no effect
    page.animateAlongsideStateTransition(isAppearing: true)  // no effect
    page.stateTransitionDidEnd(isAppearing: true)  // no effect
  }

  static func animation(container: StateContainer<ScreenState>, clock: TestClock<Duration>) async {
    container.setNeedsTransition(to: .ready, animated: true)
    await clock.advance(by: .milliseconds(300))
    container.settleTransitions()  // the children's did-callbacks, then didTransition
  }

  static func appearance(container: StateContainer<ScreenState>, presenter: ScreenStatesPresenter) {
    container.containerDidAppear(animated: true)
    container.containerWillDisappear(animated: true)
    container.containerDidDisappear(animated: true)
    let following = container.follow(presenter.screenStates, animated: true)
    // later, when the screen goes away:
    following.cancel()
  }

  static func container(model: ListModel, host: DocSnapshotHost) {
    enum Screen { case loading, ready(ListModel), failed(String) }

    final class FeedContainer: StateContainer<Screen> {
      let spinner = SpinnerPage(), list = ListPage(), error = ErrorPage()

      override func loadAppearanceState() -> Screen {
        cache.feed.map(Screen.ready) ?? .loading
      }
      override func children(for state: Screen) -> [any StateChild] {
        switch state {
        case .loading: [spinner]
        case .ready: [list]
        case .failed: [list, error]  // the error banner sits above the list
        }
      }
      override func didTransition(from previous: Screen?, animated: Bool) {
        if case .loading = currentState { Task { await load() } }
      }
    }

    let container = FeedContainer()
    container.containerWillAppear(animated: false)  // forwarded by the host
    container.containerDidAppear(animated: false)
    container.setNeedsTransition(to: .ready(model), animated: true)
    final class CallbackContainer: StateContainer<Screen> {
      let list = ListPage(), errorBanner = ErrorPage()
      func attach(_ child: any StateChild) {}
      func log(_ child: any StateChild) {}
      func save(_ child: any StateChild) {}
      func detach(_ child: any StateChild) {}
      override func loadAppearanceState() -> Screen { cache.feed.map(Screen.ready) ?? .loading }
      override func children(for state: Screen) -> [any StateChild] {
        if case .failed = state { [list, errorBanner] } else { [list] }
      }
      override func willTransition(to next: Screen, animated: Bool) {
        if case .ready(let model) = next { list.apply(model, animated: animated) }
      }
      override func childWillAppear(_ child: any StateChild, animated: Bool) { attach(child) }
      override func childDidAppear(_ child: any StateChild, animated: Bool) { log(child) }
      override func childWillDisappear(_ child: any StateChild, animated: Bool) { save(child) }
      override func childDidDisappear(_ child: any StateChild, animated: Bool) { detach(child) }
    }

    do {
      let container = FeedContainer()                        // animations on ContinuousClock
      let testable = FeedContainer(clock: TestClock())       // in tests
      _ = (container, testable, CallbackContainer())
    }
    var log: [String] = []
    container.transitionFinished += { transition in log.append("\(transition.current)") }
    docValues {
      container.setNeedsTransition(to: .ready(model), animated: true)
      container.currentState  // .ready(model), even while the animation runs
      container.hasDeterminedState  // false until the container first appears
      container.setNeedsTransition(to: .loading, animated: false)
      container.isTransitioning  // false: non-animated transitions finish synchronously
      host.snapshot(of: container.visibleChildren.last)  // the topmost page
    }
    _ = log
  }
}
