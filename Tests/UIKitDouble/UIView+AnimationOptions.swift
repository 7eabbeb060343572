import Foundation

extension UIView {
  /// Options for animating views using block objects (UIKit: `UIView.AnimationOptions`,
  /// iOS 4.0). The double declares the four curves (the bits `UIView.AnimationCurve`'s raw value
  /// shifted left by 16 gives) and `beginFromCurrentState`.
  @available(iOS 4.0, *)
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start the animation from the current setting associated with an already in-flight
    /// animation.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Specify an ease-in ease-out curve (the default: its bits are zero).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve: slow at the beginning.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve: slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve: an even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// The recorder of this task's `UIView` block animations (not UIKit): a test runs its code
  /// inside `UIView.$animationRecorder.withValue(recorder) { … }` and reads
  /// ``UIViewAnimationRecorder/animations``. Task-local, so that tests running in parallel see
  /// only their own.
  @TaskLocal package static var animationRecorder: UIViewAnimationRecorder?
}

/// One `UIView` block animation, as a test reads it (not UIKit).
package struct UIViewAnimation: Equatable, Sendable {
  /// The duration in seconds.
  package let duration: TimeInterval
  /// The delay in seconds.
  package let delay: TimeInterval
  /// The options; `[]` (an ease-in ease-out curve) for the calls that take none.
  package let options: UIView.AnimationOptions

  /// The curve the options select, as the keyboard notification's `UIView.AnimationCurve`.
  package var curve: UIView.AnimationCurve? {
    UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF))
  }
}

/// Records the block animations of one test (not UIKit), in order.
@MainActor
package final class UIViewAnimationRecorder: Sendable {
  /// Creates an empty recorder.
  package nonisolated init() {}

  /// The animations so far, oldest first.
  package internal(set) var animations: [UIViewAnimation] = []
}
