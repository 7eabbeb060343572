/// How an update animates: duration, delay and timing curve.
///
///     presenter.setState(UpdateContext(animated: true, animator: .spring(bounce: 0.3))) {
///       presenter.isOpen = true
///     }
///
/// The value only describes the animation; the page's ``UpdateAnimating`` performs it (the UIKit
/// binding maps it to `UIView.animate`).
public struct UpdateAnimator: Sendable, Hashable {
  // MARK: Lifecycle

  /// Creates an animator.
  ///
  ///     UpdateAnimator(duration: .milliseconds(250), curve: .easeOut)
  ///
  /// - Parameters:
  ///   - duration: How long the animation lasts.
  ///   - delay: How long it waits before starting.
  ///   - curve: Its timing curve.
  public init(
    duration: Duration = .milliseconds(300), delay: Duration = .zero, curve: Curve = .easeInOut
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }

  // MARK: Public

  /// A timing curve.
  ///
  ///     UpdateAnimator.Curve.spring(dampingRatio: 0.8, initialVelocity: 0)
  public enum Curve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Slow start and end.
    case easeInOut
    /// A spring: `dampingRatio` 1 settles without overshoot, below 1 bounces, 0 never settles.
    case spring(dampingRatio: Double, initialVelocity: Double)
  }

  /// The default animation: 0.3 s, ease in and out.
  ///
  ///     UpdateContext(animated: true, animator: .default)
  public static let `default` = UpdateAnimator()

  /// How long the animation lasts.
  ///
  ///     animator.duration == .milliseconds(300)
  public var duration: Duration

  /// How long the animation waits before starting.
  ///
  ///     animator.delay == .zero
  public var delay: Duration

  /// The timing curve.
  ///
  ///     if case .spring(let damping, _) = animator.curve { print(damping) }
  public var curve: Curve

  /// A spring described by how much it bounces, as in SwiftUI and iOS 17.
  ///
  ///     UpdateAnimator.spring()              // no bounce: damping ratio 1
  ///     UpdateAnimator.spring(bounce: 0.3)   // damping ratio 0.7
  ///
  /// `bounce` converts to a damping ratio of `1 - bounce` (and `1 / (1 + bounce)` when negative),
  /// on every OS version, so the default of 0 settles without overshoot.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration.
  ///   - bounce: From above -1 (sluggish) through 0 (no bounce) to 1 (undamped).
  ///   - initialVelocity: The starting velocity, relative to the total distance.
  /// - Returns: A spring animator.
  /// - Precondition: `bounce` is in `-1 < bounce ≤ 1`.
  public static func spring(
    duration: Duration = .milliseconds(500), bounce: Double = 0, initialVelocity: Double = 0
  ) -> UpdateAnimator {
    precondition(bounce > -1 && bounce <= 1, "UpdateAnimator: bounce must be in -1 < bounce ≤ 1")
    let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return UpdateAnimator(
      duration: duration,
      curve: .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
  }
}
