import TrellisCore

/// Where the container stands in its own appearance cycle, as UIKit reports it to a view
/// controller.
enum _ContainerAppearance {
  case disappeared
  case appearing
  case appeared
  case disappearing

  /// Whether the container is off-screen or on its way off, so transitions skip animation and
  /// added children get no appearance callbacks.
  var isOffScreen: Bool { self == .disappeared || self == .disappearing }
}

/// Where a mounted child stands in its appearance cycle; each change of phase is one callback.
enum _ChildPhase {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

/// A child in the container's hierarchy.
struct _MountedChild {
  /// The child.
  let child: any StateChild
  /// The last appearance callback the child received.
  var phase: _ChildPhase
  /// Whether the child's animation window in the running transition has not closed yet.
  var isAnimating = false

  /// The child's identity.
  var id: ObjectIdentifier { ObjectIdentifier(child) }
}

/// One point on a transition's timeline: a child's animation window opens or closes.
struct _TransitionEvent {
  enum Kind: Comparable {
    case start
    case end
  }

  /// Time since the transition started.
  let offset: Duration
  /// The child's position among the animated children (removed ones first, then added ones).
  let order: Int
  let kind: Kind
  let child: any StateChild
  let isAppearing: Bool

  /// Timeline order: by time, then by child, a child's start before its end.
  static func precedes(_ lhs: Self, _ rhs: Self) -> Bool {
    (lhs.offset, lhs.order, lhs.kind) < (rhs.offset, rhs.order, rhs.kind)
  }
}

/// The transition in flight.
struct _TransitionRun<State> {
  /// Distinguishes this run from later ones, so a stale clock task does nothing.
  let id: Int
  /// The state before the transition; `nil` on the first appearance.
  let previous: State?
  /// Whether the transition is animated (always `false` while the container is off-screen).
  let animated: Bool
  /// Whether the run ends only after `containerDidAppear` (the appearance transition).
  var awaitsContainerAppearance: Bool
  /// The animation timeline, in firing order.
  var events: [_TransitionEvent] = []
  /// How many of `events` have fired.
  var firedCount = 0
  /// The distinct offsets of the events after the start, each with its deadline on the clock,
  /// taken when the run's animations started.
  var timeline: [(offset: Duration, deadline: _ClockDeadline)] = []
  /// The task that sleeps on the clock until each event; `nil` when nothing waits on the clock.
  var task: Task<Void, Never>?

  /// The next event to fire, if any.
  var nextEvent: _TransitionEvent? { firedCount < events.count ? events[firedCount] : nil }
}
