import TrellisCore

/// A container that shows zero or more children for each value of a state you define, and
/// transitions between states with ordered appearance callbacks and optional animation. It is
/// platform-neutral: TrellisUIKit's `StateViewController` drives one with child view controllers.
///
///     enum Screen { case loading, ready(ListModel), failed(String) }
///
///     final class FeedContainer: StateContainer<Screen> {
///       let spinner = SpinnerPage(), list = ListPage(), error = ErrorPage()
///
///       override func loadAppearanceState() -> Screen {
///         cache.feed.map(Screen.ready) ?? .loading
///       }
///       override func children(for state: Screen) -> [any StateChild] {
///         switch state {
///         case .loading: [spinner]
///         case .ready: [list]
///         case .failed: [list, error]  // the error banner sits above the list
///         }
///       }
///       override func didTransition(from previous: Screen?, animated: Bool) {
///         if case .loading = currentState { Task { await load() } }
///       }
///     }
///
///     let container = FeedContainer()
///     container.containerWillAppear(animated: false)  // forwarded by the host
///     container.containerDidAppear(animated: false)
///     container.setNeedsTransition(to: .ready(model), animated: true)
///
/// ## Motivation
/// A screen that loads, shows content or fails tends to become one class that toggles many views.
/// The container splits it into one child per state and owns the bookkeeping UIKit makes hard:
/// every child's appearance callbacks, in order, exactly once, while transitions overlap with
/// appearance changes and with each other.
///
/// ## Identity & Equality
/// `State` needs no conformances: a request for the state already shown still runs a transition
/// (both hooks fire, ``children(for:)`` is asked again). Children are matched by object identity:
/// one instance returned for both states is *kept* and gets no callbacks; a fresh instance replaces
/// the old one. A child listed twice is shown once, at its first position. ``visibleChildren`` is
/// bottom-first: the state's children in ``children(for:)`` order, then children still animating
/// out, on top.
///
/// ## A transition
/// 1. ``willTransition(to:animated:)``; from here ``currentState`` is the target.
/// 2. Will-callbacks: removed children will-disappear, then added children will-appear (each in
///    its array order).
/// 3. Not animated: at once, removed children did-disappear, then added ones did-appear. Animated:
///    each child's ``StateChildTransitioning`` timeline runs on the injected clock, and its
///    did-callback follows its animation window.
/// 4. ``didTransition(from:animated:)`` with the *previous* state, then any queued request.
///
/// Every child callback is preceded (will) or followed (did) by the matching container hook,
/// ``childWillAppear(_:animated:)`` and so on.
///
/// The timeline's deadlines are taken on the clock as the transition starts. In tests, pass a
/// test clock, advance it, and call ``settleTransitions()``: every step whose time has come fires
/// at once, as the host's `settleAnimations()` completes batches.
///
/// ## Appearance
/// Forward the host's appearance with ``containerWillAppear(animated:)`` and its siblings. Each
/// appearance is a transition to ``loadAppearanceState()``: children that stay get will-appear and
/// did-appear with the container; added ones may animate in when the appearance is animated; a
/// child's did-appear never precedes the container's; ``didTransition(from:animated:)`` follows the
/// container's did-appear and every animation. While the container is off-screen (disappeared or
/// disappearing) a requested transition runs at once without animation and children it adds get
/// no callbacks: they appear with the container.
///
/// ## Queued transitions
/// A request made while a transition runs — including from inside ``willTransition(to:animated:)``,
/// ``didTransition(from:animated:)`` or a child callback — is queued in one slot: the latest request
/// wins, with its `animated` flag, and runs right after the current transition's
/// ``didTransition(from:animated:)``. Intermediate requests get no callbacks.
///
/// **When the container disappears, nothing is dropped**: ``containerWillDisappear(animated:)``
/// first finishes the running transition at once (its remaining animation steps and did-callbacks
/// run, then ``didTransition(from:animated:)``), then forwards will-disappear to the children, then
/// runs the queued request at once without animation. Children it removes did-disappear; children
/// it adds stay hidden until the container reappears. At the next appearance
/// ``loadAppearanceState()`` decides the state shown; its default keeps the current one, so the
/// queued state is what reappears unless you override it.
///
/// ## Guarantees
/// - A non-animated transition completes synchronously and calls ``didTransition(from:animated:)``
///   before the request returns; nothing is left "transitioning".
/// - ``didTransition(from:animated:)`` receives the previous state.
/// - Children get each appearance callback once per change of their visibility.
/// - Requests are queued from the moment a transition begins, so ``willTransition(to:animated:)``
///   is never re-entered, and children get no appear callbacks while the container is off-screen.
/// - A queued request survives disappearance, as described above.
/// - A transition whose clock fails (a sleep throws) finishes at once instead of hanging.
///
/// ## Performance
/// A transition costs O(*n*) for *n* children of the two states plus O(*k* log *k*) to order the
/// *k* animation steps; one task sleeps on the clock per animated transition.
@MainActor
open class StateContainer<State> {
  // MARK: Lifecycle

  /// Creates a container that has not appeared and has no state yet.
  ///
  ///     let container = FeedContainer()                        // animations on ContinuousClock
  ///     let testable = FeedContainer(clock: TestClock())       // in tests
  ///
  /// - Parameter clock: The clock animated transitions wait on.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  // MARK: Public

  /// A finished transition: the state before it, the state after it, and whether it animated.
  ///
  ///     container.transitionFinished += { transition in log.append("\(transition.current)") }
  public struct Transition {
    /// The state shown before the transition, or `nil` for the first.
    public var previous: State?
    /// The state shown after it.
    public var current: State
    /// Whether it animated.
    public var animated: Bool
  }

  /// Sent after every ``didTransition(from:animated:)``, for observers that do not subclass (a
  /// host snapshotting ``visibleChildren``, a presenter mirroring the state); any number may
  /// listen, in the order they were added.
  ///
  ///     container.transitionFinished += { transition in log.append("\(transition.current)") }
  public let transitionFinished = Event<Transition>()

  /// The state shown, or being transitioned to; ``loadAppearanceState()`` before any is determined.
  ///
  ///     container.setNeedsTransition(to: .ready(model), animated: true)
  ///     container.currentState  // .ready(model), even while the animation runs
  ///
  /// Reading it does not determine the state: until the first transition each read asks
  /// ``loadAppearanceState()`` again.
  public var currentState: State { state ?? loadAppearanceState() }

  /// Whether a transition has determined the state (the first appearance, or a request).
  ///
  ///     container.hasDeterminedState  // false until the container first appears
  public var hasDeterminedState: Bool { state != nil }

  /// Whether a transition is running: from its ``willTransition(to:animated:)`` until just before
  /// its ``didTransition(from:animated:)``.
  ///
  ///     container.setNeedsTransition(to: .loading, animated: false)
  ///     container.isTransitioning  // false: non-animated transitions finish synchronously
  public var isTransitioning: Bool { run != nil }

  /// The children in the container's hierarchy, bottom first: the current state's children in
  /// ``children(for:)`` order, then children still animating out.
  ///
  ///     host.snapshot(of: container.visibleChildren.last)  // the topmost page
  ///
  /// While the container is off-screen these are the children it will show when it appears.
  /// - Complexity: O(*n*) for *n* children.
  public var visibleChildren: [any StateChild] { mounted.map(\.child) }

  /// Requests a transition to `state`.
  ///
  ///     container.setNeedsTransition(to: .ready(model), animated: true)
  ///
  /// On screen with no transition running, the transition starts at once and, when not animated,
  /// also finishes before this returns. During a transition or a callback the request is queued
  /// (latest wins) and runs after the current transition. Off-screen it runs at once, without
  /// animation or child appearance callbacks.
  ///
  /// A non-animated transition ends (with `didTransition`) before this returns; a request from
  /// inside `willTransition` is queued instead of re-entering it; and children added off-screen
  /// get no appear callbacks.
  /// - Parameters:
  ///   - state: The state to show.
  ///   - animated: Whether to animate; ignored while the container is off-screen.
  public func setNeedsTransition(to state: State, animated: Bool) {
    guard run == nil, deferral == 0 else {
      pending = (state, animated)
      return
    }
    beginTransition(to: state, animated: animated)
  }

  /// Returns the state to show as the container appears; override it. Called at every appearance.
  ///
  ///     override func loadAppearanceState() -> Screen { cache.feed.map(Screen.ready) ?? .loading }
  ///
  /// The default returns the state already determined, so a container that was given a state with
  /// ``setNeedsTransition(to:animated:)`` needs no override.
  /// - Returns: The state to show.
  /// - Precondition: Overridden, or a state was determined before the first appearance.
  open func loadAppearanceState() -> State {
    guard let state else {
      preconditionFailure(
        "StateContainer: override loadAppearanceState() or call setNeedsTransition(to:animated:) "
          + "before the container first appears")
    }
    return state
  }

  /// Returns the children to show for `state`, bottom first; override it.
  ///
  ///     override func children(for state: Screen) -> [any StateChild] {
  ///       if case .failed = state { [list, errorBanner] } else { [list] }
  ///     }
  ///
  /// Return the same instance for several states to keep it across their transitions.
  /// - Parameter state: The state being transitioned to.
  /// - Returns: The children, bottom first; the default is none.
  open func children(for state: State) -> [any StateChild] { [] }

  /// Called as a transition begins, before any child callback; ``currentState`` is still the old
  /// state. Requests made here are queued.
  ///
  ///     override func willTransition(to next: Screen, animated: Bool) {
  ///       if case .ready(let model) = next { list.apply(model, animated: animated) }
  ///     }
  ///
  /// - Parameters:
  ///   - nextState: The state being transitioned to.
  ///   - animated: Whether the transition is animated.
  open func willTransition(to nextState: State, animated: Bool) {}

  /// Called when a transition has finished: every child callback and animation is done.
  ///
  ///     override func didTransition(from previous: Screen?, animated: Bool) {
  ///       if case .loading = currentState { Task { await load() } }
  ///     }
  ///
  /// It receives the state shown *before* the transition; ``currentState`` is the new one.
  /// Requests made here are queued and run right after this returns.
  /// - Parameters:
  ///   - previousState: The state before the transition; `nil` on the first appearance.
  ///   - animated: Whether the transition was animated.
  open func didTransition(from previousState: State?, animated: Bool) {}

  /// Called just before `child` gets ``StateChild/willAppear(animated:)``.
  ///
  ///     override func childWillAppear(_ child: any StateChild, animated: Bool) { attach(child) }
  ///
  /// - Parameters:
  ///   - child: The child about to appear.
  ///   - animated: Whether its appearance is animated.
  open func childWillAppear(_ child: any StateChild, animated: Bool) {}

  /// Called just after `child` gets ``StateChild/didAppear(animated:)``.
  ///
  ///     override func childDidAppear(_ child: any StateChild, animated: Bool) { log(child) }
  ///
  /// - Parameters:
  ///   - child: The child that appeared.
  ///   - animated: Whether its appearance was animated.
  open func childDidAppear(_ child: any StateChild, animated: Bool) {}

  /// Called just before `child` gets ``StateChild/willDisappear(animated:)``.
  ///
  ///     override func childWillDisappear(_ child: any StateChild, animated: Bool) { save(child) }
  ///
  /// - Parameters:
  ///   - child: The child about to disappear.
  ///   - animated: Whether its disappearance is animated.
  open func childWillDisappear(_ child: any StateChild, animated: Bool) {}

  /// Called just after `child` gets ``StateChild/didDisappear(animated:)``.
  ///
  ///     override func childDidDisappear(_ child: any StateChild, animated: Bool) { detach(child) }
  ///
  /// - Parameters:
  ///   - child: The child that disappeared.
  ///   - animated: Whether its disappearance was animated.
  open func childDidDisappear(_ child: any StateChild, animated: Bool) {}

  // MARK: Internal

  /// The clock animated transitions wait on.
  let clock: any Clock<Duration>
  /// The determined state: the one shown, or the target of the running transition.
  var state: State?
  /// The children in the hierarchy, bottom first.
  var mounted: [_MountedChild] = []
  /// The container's own appearance.
  var appearance = _ContainerAppearance.disappeared
  /// The transition in flight.
  var run: _TransitionRun<State>?
  /// The queued request (one slot, latest wins).
  var pending: (state: State, animated: Bool)?
  /// While positive, requests are queued even with no transition running (inside callbacks).
  var deferral = 0
  /// The id of the last run started.
  var lastRunID = 0
}
