/// A child that takes part in animated state transitions: its timing, a preparation step, the
/// animations to run alongside the transition, and a completion.
///
///     final class ErrorPage: StateChildTransitioning {
///       var offset = 0.0
///       func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(250) }
///       func stateTransitionWillBegin(isAppearing: Bool) { if isAppearing { offset = 40 } }
///       func animateAlongsideStateTransition(isAppearing: Bool) { offset = isAppearing ? 0 : 40 }
///       func stateTransitionDidEnd(isAppearing: Bool) { offset = 0 }
///     }
///
/// In an animated transition each added or removed child gets, in this order:
/// 1. ``stateTransitionWillBegin(isAppearing:)``, synchronously, when the transition starts (after
///    the will-appear / will-disappear callbacks);
/// 2. ``animateAlongsideStateTransition(isAppearing:)`` when the container's clock reaches
///    ``stateTransitionDelay(isAppearing:)`` — at once for a zero delay. It is the start of the
///    child's animation window: a UIKit binding sets its target values here inside an animator;
/// 3. ``stateTransitionDidEnd(isAppearing:)`` when the clock reaches delay + duration, followed by
///    the child's did-appear / did-disappear.
///
/// Children in one transition animate in parallel. A child that does not conform to this protocol
/// is timed as if it used every default (no delay, 0.35 seconds).
/// Kept children never animate, and non-animated transitions call none of these methods.
///
/// Every requirement has a default, so conformers implement only what they need.
@MainActor
public protocol StateChildTransitioning: StateChild {
  /// The length of the child's animation window.
  ///
  ///     func stateTransitionDuration(isAppearing: Bool) -> Duration {
  ///       isAppearing ? .milliseconds(300) : .milliseconds(150)
  ///     }
  ///
  /// - Parameter isAppearing: `true` when the child is being added, `false` when removed.
  /// - Returns: The duration; negative values count as zero. Default: 0.35 seconds.
  func stateTransitionDuration(isAppearing: Bool) -> Duration

  /// How long after the transition starts the child's animation window opens.
  ///
  ///     func stateTransitionDelay(isAppearing: Bool) -> Duration {
  ///       isAppearing ? .milliseconds(100) : .zero  // let the old page leave first
  ///     }
  ///
  /// - Parameter isAppearing: `true` when the child is being added, `false` when removed.
  /// - Returns: The delay; negative values count as zero. Default: zero.
  func stateTransitionDelay(isAppearing: Bool) -> Duration

  /// Prepares the child for its animation; called synchronously as the transition starts.
  ///
  ///     func stateTransitionWillBegin(isAppearing: Bool) { if isAppearing { opacity = 0 } }
  ///
  /// - Parameter isAppearing: `true` when the child is being added, `false` when removed.
  func stateTransitionWillBegin(isAppearing: Bool)

  /// Sets the values to animate to; called when the animation window opens.
  ///
  ///     func animateAlongsideStateTransition(isAppearing: Bool) { opacity = isAppearing ? 1 : 0 }
  ///
  /// - Parameter isAppearing: `true` when the child is being added, `false` when removed.
  func animateAlongsideStateTransition(isAppearing: Bool)

  /// Cleans up after the animation; called when the window closes, before the child's did-appear
  /// or did-disappear.
  ///
  ///     func stateTransitionDidEnd(isAppearing: Bool) { opacity = 1 }
  ///
  /// - Parameter isAppearing: `true` when the child was added, `false` when removed.
  func stateTransitionDidEnd(isAppearing: Bool)
}

extension StateChildTransitioning {
  /// Returns 0.35 seconds.
  ///
  ///     page.stateTransitionDuration(isAppearing: true)  // .milliseconds(350)
  ///
  /// - Parameter isAppearing: Ignored.
  /// - Returns: `.milliseconds(350)`.
  public func stateTransitionDuration(isAppearing: Bool) -> Duration {
    _defaultStateTransitionDuration
  }

  /// Returns zero.
  ///
  ///     page.stateTransitionDelay(isAppearing: true)  // .zero
  ///
  /// - Parameter isAppearing: Ignored.
  /// - Returns: `.zero`.
  public func stateTransitionDelay(isAppearing: Bool) -> Duration { .zero }

  /// Does nothing.
  ///
  ///     page.stateTransitionWillBegin(isAppearing: true)  // no effect
  ///
  /// - Parameter isAppearing: Ignored.
  public func stateTransitionWillBegin(isAppearing: Bool) {}

  /// Does nothing.
  ///
  ///     page.animateAlongsideStateTransition(isAppearing: true)  // no effect
  ///
  /// - Parameter isAppearing: Ignored.
  public func animateAlongsideStateTransition(isAppearing: Bool) {}

  /// Does nothing.
  ///
  ///     page.stateTransitionDidEnd(isAppearing: true)  // no effect
  ///
  /// - Parameter isAppearing: Ignored.
  public func stateTransitionDidEnd(isAppearing: Bool) {}
}

/// The animation window of a child that does not choose its own: a 0.35-second fade.
let _defaultStateTransitionDuration = Duration.milliseconds(350)
