import Clocks
import Testing
import TrellisCore
import TrellisPresenter
import TrellisTestSupport

@MainActor
@Suite("StateContainer queued transitions")
struct StateContainerQueueTests {
  /// Loading shows A, ready B, failed C, empty D; every child animates for 300 ms.
  private func fixture() -> StateContainerFixture {
    let f = StateContainerFixture(
      children: [.loading: ["A"], .ready: ["B"], .failed: ["C"], .empty: ["D"]],
      animated: ["A", "B", "C", "D"])
    f.appear()
    return f
  }

  @Test("requests during a transition are queued; the latest wins with its animated flag (56)")
  func latestWins() async {
    let f = fixture()
    _ = f.transition(to: .ready, animated: true)

    f.container.setNeedsTransition(to: .failed, animated: true)
    #expect(f.transition(to: .empty, animated: false) == [])
    #expect(f.container.currentState == .ready)

    await f.advance(
      by: .milliseconds(300),
      expecting: windowCloses("A", appearing: false) + windowCloses("B", appearing: true)
        + ["didTransition(from: loading, true)"]
        + swapLog(["B"], for: ["D"], to: .empty, from: .ready))
    #expect(f.container.visibleNames == ["D"])
    #expect(!f.container.isTransitioning)
  }

  @Test("a queued animated request animates after the current transition")
  func queuedAnimated() async {
    let f = fixture()
    _ = f.transition(to: .ready, animated: true)
    await f.advance(by: .milliseconds(100), expecting: [])
    f.container.setNeedsTransition(to: .failed, animated: true)

    await f.advance(
      by: .milliseconds(200),
      expecting: windowCloses("A", appearing: false) + windowCloses("B", appearing: true)
        + ["didTransition(from: loading, true)"]
        + animatedSwapBegins(["B"], for: ["C"], to: .failed)
        + ["B.animations(disappearing)", "C.animations(appearing)"])
    await f.advance(
      by: .milliseconds(300),
      expecting: windowCloses("B", appearing: false) + windowCloses("C", appearing: true)
        + ["didTransition(from: ready, true)"])
  }

  @Test("a request made inside didTransition replaces the queued one and runs right after")
  func requestInsideDidTransition() async {
    let f = fixture()
    f.container.whenDidTransition = { previous in
      if previous == .loading { f.container.setNeedsTransition(to: .empty, animated: false) }
    }
    f.container.setNeedsTransition(to: .ready, animated: true)
    _ = f.transition(to: .failed, animated: false)

    await f.advance(
      by: .milliseconds(300),
      expecting: windowCloses("A", appearing: false) + windowCloses("B", appearing: true)
        + ["didTransition(from: loading, true)"]
        + swapLog(["B"], for: ["D"], to: .empty, from: .ready))
  }

  @Test("a request from a child callback is queued until the transition ends")
  func requestFromChildCallback() {
    let f = StateContainerFixture()
    final class Requester: RecordingChild {
      var onDidAppear: (() -> Void)?
      override func didAppear(animated: Bool) {
        super.didAppear(animated: animated)
        onDidAppear?()
      }
    }
    let b = Requester("B", log: f.log)
    b.onDidAppear = { f.container.setNeedsTransition(to: .failed, animated: false) }
    f.container.childrenByState = [.loading: [f.child("A")], .ready: [b], .failed: [f.child("C")]]
    f.appear()

    #expect(
      f.transition(to: .ready, animated: false)
        == swapLog(["A"], for: ["B"], to: .ready, from: .loading)
        + swapLog(["B"], for: ["C"], to: .failed, from: .ready))
  }

  @Test("a request during the appearance transition runs after the container appears")
  func requestWhileAppearing() {
    let f = StateContainerFixture(children: [.loading: ["A"], .ready: ["B"]])
    f.container.containerWillAppear(animated: false)
    #expect(
      f.transition(to: .ready, animated: false) == [
        "loadAppearanceState", "willTransition(to: loading, false)", "A.willAppear(false)",
      ])

    f.container.containerDidAppear(animated: false)
    #expect(
      f.log.take() == [
        "A.didAppear(false)", "didTransition(from: nil, false)",
        "willTransition(to: ready, false)", "A.willDisappear(false)", "B.willAppear(false)",
        "A.didDisappear(false)", "B.didAppear(false)", "didTransition(from: loading, false)",
      ])
  }

  @Test("transitionFinished reports every finished transition after didTransition")
  func observer() {
    let f = fixture()
    let seen = CallLog()
    let log = f.log
    f.container.transitionFinished += { transition in
      seen.add(
        "\(transition.previous?.rawValue ?? "nil") → \(transition.current) \(transition.animated)")
      log.entries.append("observer")
    }
    f.container.setNeedsTransition(to: .ready, animated: false)
    f.container.setNeedsTransition(to: .empty, animated: false)
    #expect(seen.entries == ["loading → ready false", "ready → empty false"])
    #expect(
      f.log.take()
        == swapLog(["A"], for: ["B"], to: .ready, from: .loading) + ["observer"]
        + swapLog(["B"], for: ["D"], to: .empty, from: .ready) + ["observer"])
  }

  @Test("follow(_:animated:) drives the container from an AsyncSequence of states")
  func followStream() async {
    let f = fixture()
    let (states, continuation) = AsyncStream.makeStream(of: Screen.self)
    let following = f.container.follow(states, animated: false)
    continuation.yield(.ready)
    continuation.yield(.failed)
    continuation.finish()
    await following.value

    #expect(
      f.log.take()
        == swapLog(["A"], for: ["B"], to: .ready, from: .loading)
        + swapLog(["B"], for: ["C"], to: .failed, from: .ready))
  }
}
