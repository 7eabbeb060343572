import Clocks
import Testing
import TrellisCore
import TrellisPresenter
import TrellisTestSupport

/// StateViewController's defects (reference part D, cases 57-59 and 65 of part E): each test pins
/// the fixed behaviour.
@MainActor
@Suite("StateContainer fixes StateViewController's defects")
struct StateContainerSeedDefectTests {
  @Test("defect 1: a non-animated transition ends synchronously, so the README pattern loads")
  func nonAnimatedTransitionEnds() {
    let f = StateContainerFixture(
      appearanceState: .ready, children: [.ready: ["B"], .loading: ["A"]])
    var loads = 0
    f.container.whenDidTransition = { _ in
      if f.container.currentState == .loading { loads += 1 }
    }
    f.appear()

    #expect(
      f.transition(to: .loading, animated: false)
        == swapLog(["B"], for: ["A"], to: .loading, from: .ready))
    #expect(!f.container.isTransitioning)
    #expect(loads == 1)

    // The next request starts a new transition; it does not first finish a stale one (case 58).
    #expect(f.transition(to: .ready, animated: false).first == "willTransition(to: ready, false)")
  }

  @Test("defect 2: didTransition(from:) receives the previous state, nil on first appearance")
  func didTransitionReceivesPreviousState() async {
    let f = StateContainerFixture(
      children: [.loading: ["A"], .ready: ["B"]], animated: ["A", "B"])
    var previousStates: [Screen?] = []
    f.container.whenDidTransition = { previousStates.append($0) }

    f.appear()
    _ = f.transition(to: .ready, animated: true)
    await f.advance(
      by: .milliseconds(300),
      expecting: windowCloses("A", appearing: false) + windowCloses("B", appearing: true)
        + ["didTransition(from: loading, true)"])
    f.container.setNeedsTransition(to: .failed, animated: false)
    #expect(previousStates == [nil, .loading, .ready])
    #expect(f.container.currentState == .failed)
  }

  @Test("defect 3: a non-animated appearance gives each child each callback exactly once")
  func appearanceCallbacksOnce() {
    let f = StateContainerFixture()
    f.container.logsChildHooks = true
    f.container.childrenByState = [.loading: [f.child("A")]]

    f.container.containerWillAppear(animated: false)
    f.container.containerDidAppear(animated: false)
    #expect(
      f.log.take() == [
        "loadAppearanceState", "willTransition(to: loading, false)",
        "childWillAppear(A)", "A.willAppear(false)", "A.didAppear(false)", "childDidAppear(A)",
        "didTransition(from: nil, false)",
      ])
  }

  @Test("defect 6a: willTransition is never re-entered; a request made there is queued")
  func willTransitionNotReentered() {
    let f = StateContainerFixture(children: [.loading: ["A"], .ready: ["B"]])
    f.container.whenWillTransition = { next in
      if next == .ready { f.container.setNeedsTransition(to: .empty, animated: false) }
    }
    f.appear()

    #expect(
      f.transition(to: .ready, animated: false)
        == swapLog(["A"], for: ["B"], to: .ready, from: .loading)
        + swapLog(["B"], for: [], to: .empty, from: .ready))
  }

  @Test("defect 6b: children get no appear callbacks while the container is off-screen")
  func noAppearCallbacksOffScreen() {
    let f = StateContainerFixture(children: [.loading: ["A"], .ready: ["B"]])
    f.appear()
    f.container.containerWillDisappear(animated: false)
    f.container.containerDidDisappear(animated: false)
    _ = f.log.take()

    #expect(
      f.transition(to: .ready, animated: true) == [
        "willTransition(to: ready, false)", "didTransition(from: loading, false)",
      ])
    #expect(
      f.transition(to: .loading, animated: true) == [
        "willTransition(to: loading, false)", "didTransition(from: ready, false)",
      ])
  }

  @Test("defect 7: a queued request survives disappearance instead of being dropped (case 63)")
  func queuedRequestSurvivesDisappearance() {
    let f = StateContainerFixture(
      appearanceState: nil, children: [.loading: ["A"], .ready: ["B"]], animated: ["A"])
    f.container.setNeedsTransition(to: .ready, animated: false)
    f.appear()
    f.container.setNeedsTransition(to: .loading, animated: true)
    _ = f.transition(to: .ready, animated: true)

    #expect(
      f.disappear(animated: false) == [
        "A.transitionDidEnd(appearing)", "A.didAppear(true)", "B.didDisappear(true)",
        "didTransition(from: ready, true)", "A.willDisappear(false)",
        "willTransition(to: ready, false)", "A.didDisappear(false)",
        "didTransition(from: loading, false)",
      ])
    #expect(f.container.currentState == .ready)
    #expect(f.container.visibleNames == ["B"])
  }

  @Test("defect 4: a child removed with animation and re-added without it appears normally")
  func readdedChildAppears() async {
    let f = StateContainerFixture()
    let b = f.child("B")
    f.container.childrenByState = [.loading: [f.child("A"), b], .ready: [f.child("A2")]]
    f.appear()
    _ = f.transition(to: .ready, animated: true)
    await f.advance(
      by: .milliseconds(350),
      expecting: [
        "A.didDisappear(true)", "B.didDisappear(true)", "A2.didAppear(true)",
        "didTransition(from: loading, true)",
      ])

    f.container.childrenByState[.failed] = [b]
    #expect(
      f.transition(to: .failed, animated: false) == [
        "willTransition(to: failed, false)", "A2.willDisappear(false)", "B.willAppear(false)",
        "A2.didDisappear(false)", "B.didAppear(false)", "didTransition(from: ready, false)",
      ])
    #expect(f.container.visibleNames == ["B"])
  }

  @Test("defect 5: a transition whose clock fails finishes at once instead of hanging")
  func failingClockFinishes() async {
    let log = CallLog()
    let container = RecordingContainer(
      log: log, clock: FailingClock(), appearanceState: .loading,
      children: [.loading: [AnimatedChild("A", log: log)], .ready: []])
    container.containerWillAppear(animated: false)
    container.containerDidAppear(animated: false)
    _ = log.take()

    await withCheckedContinuation { continuation in
      container.transitionFinished += { _ in continuation.resume() }  // one transition
      container.setNeedsTransition(to: .ready, animated: true)
    }
    #expect(
      log.take() == [
        "willTransition(to: ready, true)", "A.willDisappear(true)",
        "A.transitionWillBegin(disappearing)", "A.animations(disappearing)",
        "A.transitionDidEnd(disappearing)", "A.didDisappear(true)",
        "didTransition(from: loading, true)",
      ])
    #expect(!container.isTransitioning)
  }
}

/// A clock whose every sleep fails, as an interrupted animation would.
private struct FailingClock: Clock {
  struct Failure: Error {}

  var now: ContinuousClock.Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    throw Failure()
  }
}
