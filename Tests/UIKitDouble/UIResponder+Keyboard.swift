import Foundation

// The keyboard notifications and their `userInfo` keys (UIKit declares them on `UIResponder` as
// `class let`; Swift source cannot declare class stored properties, so the double's are
// `static let`, read alike as `UIResponder.keyboardWillShowNotification`).
extension UIResponder {
  /// Posted immediately before the keyboard is displayed (iOS 2.0); object `nil`.
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted immediately after the keyboard is displayed (iOS 2.0); object `nil`.
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted immediately before the keyboard is dismissed (iOS 2.0); object `nil`.
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted immediately after the keyboard is dismissed (iOS 2.0); object `nil`.
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted immediately before a change in the keyboard's frame (iOS 5.0); object `nil`.
  @available(iOS 5.0, *)
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted immediately after a change in the keyboard's frame (iOS 5.0); object `nil`.
  @available(iOS 5.0, *)
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The key for an `NSValue` holding the keyboard's frame, in screen coordinates, before the
  /// change (iOS 3.2).
  @available(iOS 3.2, *)
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key for an `NSValue` holding the keyboard's frame, in screen coordinates, after the
  /// change (iOS 3.2).
  @available(iOS 3.2, *)
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key for an `NSNumber` holding the animation's duration in seconds (iOS 3.0).
  @available(iOS 3.0, *)
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key for an `NSNumber` holding the animation's `UIView.AnimationCurve` (iOS 3.0).
  @available(iOS 3.0, *)
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The key for an `NSNumber` holding a Boolean: whether the keyboard belongs to this app
  /// (iOS 9.0).
  @available(iOS 9.0, *)
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  // MARK: Double

  /// What a simulated keyboard does (package, for tests).
  package enum _KeyboardChange: Sendable {
    /// The keyboard appears.
    case show
    /// The keyboard moves or changes size while shown.
    case move
    /// The keyboard goes away.
    case hide
  }

  /// Simulates the software keyboard (package, for tests): posts on the default center, object
  /// `nil`, in this order: `keyboardWillChangeFrameNotification`, then
  /// `keyboardWillShowNotification` or `keyboardWillHideNotification` (none for a move), then —
  /// as soon as those return, since the double has no run loop to wait on —
  /// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification` or
  /// `keyboardDidHideNotification`. Each carries both frames (screen coordinates), the
  /// duration, the curve and `isLocal` = `true`.
  ///
  /// - Parameters:
  ///   - change: Show, move or hide.
  ///   - begin: The keyboard's frame before, in screen coordinates.
  ///   - end: The keyboard's frame after, in screen coordinates (off screen when hiding).
  ///   - duration: The animation's duration in seconds.
  ///   - curve: The animation's curve.
  @MainActor
  package static func simulateKeyboardForTesting(
    _ change: _KeyboardChange, from begin: CGRect, to end: CGRect,
    duration: TimeInterval = 0.25, curve: UIView.AnimationCurve = .easeInOut
  ) {
    let info: [AnyHashable: Any] = [
      keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      keyboardAnimationCurveUserInfoKey: NSNumber(value: curve.rawValue),
      keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    center.post(name: keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    switch change {
    case .show: center.post(name: keyboardWillShowNotification, object: nil, userInfo: info)
    case .hide: center.post(name: keyboardWillHideNotification, object: nil, userInfo: info)
    case .move: break
    }
    center.post(name: keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    switch change {
    case .show: center.post(name: keyboardDidShowNotification, object: nil, userInfo: info)
    case .hide: center.post(name: keyboardDidHideNotification, object: nil, userInfo: info)
    case .move: break
    }
  }
}

extension UIView {
  /// Constants that specify the curve of an animation (UIKit: `UIView.AnimationCurve`, iOS 2.0).
  @available(iOS 2.0, *)
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the beginning and end.
    case easeInOut = 0
    /// Slow at the beginning.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even pace.
    case linear = 3
  }
}

// UIKit's additions to `NSValue` for geometry (UIKit: `NSValue` extension, iOS 2.0).
extension NSValue {
  /// Creates a value that contains the specified rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
}
