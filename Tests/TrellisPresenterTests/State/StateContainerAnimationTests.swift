import Clocks
import Synchronization
import Testing
import TrellisPresenter
import TrellisTestSupport

@MainActor
@Suite("StateContainer animated transitions")
struct StateContainerAnimationTests {
  @Test("each child follows its own delay and duration on the clock; leaving children on top")
  func timeline() async {
    let f = StateContainerFixture()
    f.container.childrenByState = [
      .loading: [f.animated("A", duration: .milliseconds(300))],
      .ready: [f.animated("B", delay: .milliseconds(100), duration: .milliseconds(300))],
    ]
    f.appear()

    #expect(
      f.transition(to: .ready, animated: true)
        == animatedSwapBegins(["A"], for: ["B"], to: .ready) + ["A.animations(disappearing)"])
    #expect(f.container.visibleNames == ["B", "A"])
    #expect(f.container.isTransitioning)
    #expect(f.container.currentState == .ready)

    await f.advance(by: .milliseconds(100), expecting: ["B.animations(appearing)"])
    await f.advance(by: .milliseconds(199), expecting: [])
    await f.advance(
      by: .milliseconds(1), expecting: windowCloses("A", appearing: false))
    #expect(f.container.visibleNames == ["B"])
    #expect(f.container.isTransitioning)

    await f.finishAppearing("B", after: .milliseconds(100), from: "loading")
  }

  @Test("windows closing at the same instant close in child order, removed children first")
  func simultaneousEnds() async {
    let f = StateContainerFixture(
      children: [.loading: ["A", "B"], .ready: ["C"]], animated: ["A", "B", "C"])
    f.appear()
    _ = f.transition(to: .ready, animated: true)

    await f.advance(
      by: .seconds(1),
      expecting: windowCloses("A", appearing: false) + windowCloses("B", appearing: false)
        + windowCloses("C", appearing: true) + ["didTransition(from: loading, true)"])
  }

  @Test("children without timing animate over the default 0.35 s, with no hooks")
  func defaultTiming() async {
    let f = StateContainerFixture(children: [.loading: ["P"], .ready: ["Q"]])
    f.appear()

    #expect(
      f.transition(to: .ready, animated: true) == [
        "willTransition(to: ready, true)", "P.willDisappear(true)", "Q.willAppear(true)",
      ])
    await f.advance(by: .milliseconds(349), expecting: [])
    await f.advance(
      by: .milliseconds(1),
      expecting: [
        "P.didDisappear(true)", "Q.didAppear(true)", "didTransition(from: loading, true)",
      ])
  }

  @Test("zero and negative timings complete an animated transition synchronously")
  func zeroDuration() {
    let f = StateContainerFixture()
    f.container.childrenByState = [
      .loading: [f.animated("A", duration: .zero)],
      .ready: [f.animated("B", delay: .seconds(-1), duration: .seconds(-1))],
    ]
    f.appear()

    #expect(
      f.transition(to: .ready, animated: true)
        == animatedSwapBegins(["A"], for: ["B"], to: .ready) + ["A.animations(disappearing)"]
        + windowCloses("A", appearing: false) + ["B.animations(appearing)"]
        + windowCloses("B", appearing: true) + ["didTransition(from: loading, true)"])
    #expect(!f.container.isTransitioning)
  }

  @Test("a non-animated transition calls no transitioning hook and never touches the clock")
  func nonAnimatedSkipsHooks() {
    let f = StateContainerFixture(
      children: [.loading: ["A"], .ready: ["B"]], animated: ["A", "B"])
    f.appear()

    #expect(
      f.transition(to: .ready, animated: false)
        == swapLog(["A"], for: ["B"], to: .ready, from: .loading))
  }

  @Test("the clock times from the request, even when the clock moved before")
  func timelineStartsAtRequest() async {
    let f = StateContainerFixture(children: [.loading: ["A"], .ready: []], animated: ["A"])
    f.appear()
    await f.clock.advance(by: .seconds(5))

    _ = f.transition(to: .ready, animated: true)
    await f.advance(by: .milliseconds(299), expecting: [])
    await f.advance(
      by: .milliseconds(1),
      expecting: windowCloses("A", appearing: false) + ["didTransition(from: loading, true)"])
  }

  @Test("a delayed removal prepares at once and did-disappears after delay + duration (55)")
  func delayedRemoval() async {
    let f = StateContainerFixture()
    f.container.childrenByState = [
      .loading: [f.animated("A", delay: .milliseconds(500), duration: .milliseconds(500))],
      .ready: [],
    ]
    f.appear()

    #expect(
      f.transition(to: .ready, animated: true) == [
        "willTransition(to: ready, true)", "A.willDisappear(true)",
        "A.transitionWillBegin(disappearing)",
      ])
    await f.advance(by: .milliseconds(500), expecting: ["A.animations(disappearing)"])
    await f.advance(by: .milliseconds(499), expecting: [])
    await f.advance(
      by: .milliseconds(1),
      expecting: windowCloses("A", appearing: false) + ["didTransition(from: loading, true)"])
  }

  @Test("settleTransitions() alone fires the steps whose time has come, synchronously")
  func settleIsSynchronous() {
    let log = CallLog()
    let clock = StillClock()
    let container = RecordingContainer(
      log: log, clock: clock, appearanceState: .loading,
      children: [
        .loading: [
          AnimatedChild("A", log: log, delay: .milliseconds(100), duration: .milliseconds(200))
        ],
        .ready: [],
      ])
    container.containerWillAppear(animated: false)
    container.containerDidAppear(animated: false)
    _ = log.take()

    container.setNeedsTransition(to: .ready, animated: true)
    #expect(
      log.take() == [
        "willTransition(to: ready, true)", "A.willDisappear(true)",
        "A.transitionWillBegin(disappearing)",
      ])
    container.settleTransitions()
    #expect(log.take().isEmpty)
    clock.advance(by: .milliseconds(100))
    container.settleTransitions()
    #expect(log.take() == ["A.animations(disappearing)"])
    clock.advance(by: .milliseconds(199))
    container.settleTransitions()
    #expect(log.take().isEmpty)
    #expect(container.isTransitioning)
    clock.advance(by: .milliseconds(1))
    container.settleTransitions()
    #expect(
      log.take() == [
        "A.transitionDidEnd(disappearing)", "A.didDisappear(true)",
        "didTransition(from: loading, true)",
      ])
    #expect(!container.isTransitioning)
    container.settleTransitions()
    #expect(log.take().isEmpty)
  }
}

/// A clock that moves only when a test calls ``advance(by:)``, synchronously, and whose sleeps
/// never end on their own (they throw when their task is cancelled): only `settleTransitions()`
/// can fire a step on it.
private final class StillClock: Clock {
  let start = ContinuousClock.now
  private let elapsed = Mutex<Duration>(.zero)

  var now: ContinuousClock.Instant { start.advanced(by: elapsed.withLock { $0 }) }
  var minimumResolution: Duration { .zero }

  func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    // A stream that never yields and is never finished: its iteration ends only when the task
    // is cancelled.
    let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
    for await _ in stream {}
    withExtendedLifetime(continuation) {}
    throw CancellationError()
  }
}
