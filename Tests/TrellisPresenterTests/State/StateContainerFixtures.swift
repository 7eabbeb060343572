import Clocks
import Testing
import TrellisPresenter
import TrellisTestSupport

/// The states the test containers show.
enum Screen: String, Sendable {
  case loading
  case ready
  case failed
  case empty
}

/// A child that logs every appearance callback as `"<name>.<callback>(<animated>)"`.
@MainActor
class RecordingChild: StateChild {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }

  func willAppear(animated: Bool) { log.entries.append("\(name).willAppear(\(animated))") }
  func didAppear(animated: Bool) { log.entries.append("\(name).didAppear(\(animated))") }
  func willDisappear(animated: Bool) { log.entries.append("\(name).willDisappear(\(animated))") }
  func didDisappear(animated: Bool) { log.entries.append("\(name).didDisappear(\(animated))") }
}

/// A recording child with its own transition timing that also logs the transitioning hooks as
/// `"<name>.<hook>(appearing|disappearing)"`.
@MainActor
final class AnimatedChild: RecordingChild, StateChildTransitioning {
  let delay: Duration
  let duration: Duration

  init(
    _ name: String, log: CallLog, delay: Duration = .zero, duration: Duration = .milliseconds(300)
  ) {
    self.delay = delay
    self.duration = duration
    super.init(name, log: log)
  }

  func stateTransitionDuration(isAppearing: Bool) -> Duration { duration }
  func stateTransitionDelay(isAppearing: Bool) -> Duration { delay }
  func stateTransitionWillBegin(isAppearing: Bool) { record("transitionWillBegin", isAppearing) }
  func animateAlongsideStateTransition(isAppearing: Bool) { record("animations", isAppearing) }
  func stateTransitionDidEnd(isAppearing: Bool) { record("transitionDidEnd", isAppearing) }

  private func record(_ hook: String, _ isAppearing: Bool) {
    log.entries.append("\(name).\(hook)(\(isAppearing ? "appearing" : "disappearing"))")
  }
}

/// A container that logs its override points, with children and appearance state set by tests.
@MainActor
final class RecordingContainer: StateContainer<Screen> {
  let log: CallLog
  /// The children per state; a missing state has none.
  var childrenByState: [Screen: [any StateChild]]
  /// What `loadAppearanceState()` returns; `nil` falls back to the default (the current state).
  var appearanceState: Screen?
  /// Whether the `child…` hooks are logged too.
  var logsChildHooks = false
  /// Runs at the end of `willTransition(to:animated:)`.
  var whenWillTransition: ((Screen) -> Void)?
  /// Runs at the end of `didTransition(from:animated:)`.
  var whenDidTransition: ((Screen?) -> Void)?

  init(
    log: CallLog, clock: any Clock<Duration>, appearanceState: Screen? = .loading,
    children: [Screen: [any StateChild]]
  ) {
    self.log = log
    self.appearanceState = appearanceState
    self.childrenByState = children
    super.init(clock: clock)
  }

  /// The names of the visible children, bottom first.
  var visibleNames: [String] { visibleChildren.map { Self.name(of: $0) } }

  override func loadAppearanceState() -> Screen {
    log.entries.append("loadAppearanceState")
    return appearanceState ?? super.loadAppearanceState()
  }

  override func children(for state: Screen) -> [any StateChild] { childrenByState[state] ?? [] }

  override func willTransition(to nextState: Screen, animated: Bool) {
    log.entries.append("willTransition(to: \(nextState), \(animated))")
    whenWillTransition?(nextState)
  }

  override func didTransition(from previousState: Screen?, animated: Bool) {
    log.entries.append("didTransition(from: \(previousState?.rawValue ?? "nil"), \(animated))")
    whenDidTransition?(previousState)
  }

  override func childWillAppear(_ child: any StateChild, animated: Bool) {
    hook("childWillAppear", child)
  }
  override func childDidAppear(_ child: any StateChild, animated: Bool) {
    hook("childDidAppear", child)
  }
  override func childWillDisappear(_ child: any StateChild, animated: Bool) {
    hook("childWillDisappear", child)
  }
  override func childDidDisappear(_ child: any StateChild, animated: Bool) {
    hook("childDidDisappear", child)
  }

  private func hook(_ name: String, _ child: any StateChild) {
    if logsChildHooks { log.entries.append("\(name)(\(Self.name(of: child)))") }
  }

  private static func name(of child: any StateChild) -> String {
    (child as? RecordingChild)?.name ?? "?"
  }
}

/// The log of a transition to `state` from `previous` that swaps `old` children for `new` ones
/// in one step (unanimated, or animated children without timing): the will-callback, every old
/// child's will-disappear, every new child's will-appear, the did-disappears, the did-appears,
/// the did-callback.
func swapLog(
  _ old: [String], for new: [String], to state: Screen, from previous: Screen?,
  animated: Bool = false
) -> [String] {
  ["willTransition(to: \(state), \(animated))"]
    + old.map { "\($0).willDisappear(\(animated))" } + new.map { "\($0).willAppear(\(animated))" }
    + old.map { "\($0).didDisappear(\(animated))" } + new.map { "\($0).didAppear(\(animated))" }
    + ["didTransition(from: \(previous?.rawValue ?? "nil"), \(animated))"]
}

/// The start of an animated transition to `state` swapping `old` children for `new` ones: the
/// will-callback, the will-disappears, the will-appears, then every window's begin.
func animatedSwapBegins(_ old: [String], for new: [String], to state: Screen) -> [String] {
  ["willTransition(to: \(state), true)"]
    + old.map { "\($0).willDisappear(true)" } + new.map { "\($0).willAppear(true)" }
    + old.map { "\($0).transitionWillBegin(disappearing)" }
    + new.map { "\($0).transitionWillBegin(appearing)" }
}

/// The log of an animated child's transition window closing: its transition ends, then its
/// did-appear or did-disappear.
func windowCloses(_ name: String, appearing: Bool) -> [String] {
  [
    "\(name).transitionDidEnd(\(appearing ? "appearing" : "disappearing"))",
    "\(name).\(appearing ? "didAppear" : "didDisappear")(true)",
  ]
}

/// A log, a test clock, and a container over them; tests set the container's children.
@MainActor
struct StateContainerFixture {
  let log = CallLog()
  let clock = TestClock()
  let container: RecordingContainer

  init(appearanceState: Screen? = .loading) {
    container = RecordingContainer(
      log: log, clock: clock, appearanceState: appearanceState, children: [:])
  }

  /// A fixture whose container shows, per state, the children `children` names: one child per
  /// name, so a name in several states is one child kept across them. Names in `animated` are
  /// children with transition timing (the defaults of `animated(_:delay:duration:)`).
  init(
    appearanceState: Screen? = .loading, children: [Screen: [String]], animated: Set<String> = []
  ) {
    self.init(appearanceState: appearanceState)
    var made: [String: any StateChild] = [:]
    for (state, names) in children {
      container.childrenByState[state] = names.map { name in
        if let child = made[name] { return child }
        let child: any StateChild = animated.contains(name) ? self.animated(name) : self.child(name)
        made[name] = child
        return child
      }
    }
  }

  /// Hides the container (will- and did-disappear, both `animated`) and returns what it logged.
  func disappear(animated: Bool) -> [String] {
    container.containerWillDisappear(animated: animated)
    container.containerDidDisappear(animated: animated)
    return log.take()
  }

  /// Asks the container for a transition to `state` and returns what it logged at once.
  func transition(to state: Screen, animated: Bool) -> [String] {
    container.setNeedsTransition(to: state, animated: animated)
    return log.take()
  }

  /// A child without transition timing, logging to the shared log.
  func child(_ name: String) -> RecordingChild { RecordingChild(name, log: log) }

  /// A child with transition timing, logging to the shared log.
  func animated(
    _ name: String, delay: Duration = .zero, duration: Duration = .milliseconds(300)
  ) -> AnimatedChild {
    AnimatedChild(name, log: log, delay: delay, duration: duration)
  }

  /// Advances the test clock by `duration`, settles the container's transitions, and expects
  /// exactly `expected` to be logged since the last `take()`.
  ///
  /// Deterministic: the timeline's deadlines were taken when the transition started, and
  /// `settleTransitions()` fires at once every step whose deadline the clock has now passed, so
  /// nothing depends on when the container's clock task runs; no test sleeps or polls.
  func advance(
    by duration: Duration, expecting expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await clock.advance(by: duration)
    container.settleTransitions()
    #expect(log.take() == expected, sourceLocation: sourceLocation)
  }

  /// Advances by `duration`, expecting `name`'s appearing window to close and the animated
  /// transition from `previous` to end then, and no transition to be left.
  func finishAppearing(
    _ name: String, after duration: Duration, from previous: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await advance(
      by: duration,
      expecting: windowCloses(name, appearing: true) + ["didTransition(from: \(previous), true)"],
      sourceLocation: sourceLocation)
    #expect(!container.isTransitioning, sourceLocation: sourceLocation)
  }

  /// Shows the container again without animation and expects it to load its appearance state
  /// (`.loading`, as before) and show `children` afresh.
  func reappear(showing children: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    container.containerWillAppear(animated: false)
    container.containerDidAppear(animated: false)
    #expect(
      log.take() == ["loadAppearanceState"]
        + swapLog([], for: children, to: .loading, from: .loading),
      sourceLocation: sourceLocation)
  }

  /// Shows the container without animation and forgets the log of doing so.
  func appear() {
    container.containerWillAppear(animated: false)
    container.containerDidAppear(animated: false)
    _ = log.take()
  }
}
