import Foundation

extension UIAccessibility {
  /// A Boolean value that indicates whether VoiceOver is in an enabled state (iOS 4.0).
  ///
  /// The double starts with `false`; tests change it with `setVoiceOverRunningForTesting(_:)`.
  /// The value is process-wide, as UIKit's is: a test that changes it runs in an exit test (its own
  /// process), so that tests running beside it in parallel never see it.
  @available(iOS 4.0, *)
  @MainActor public static var isVoiceOverRunning: Bool { _status.isVoiceOverRunning }

  /// Posted by UIKit when VoiceOver starts or stops (iOS 11.0); the object is `nil` and there is no
  /// `userInfo`.
  @available(iOS 11.0, *)
  nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state
  /// (iOS 8.0).
  ///
  /// The double starts with `false`; tests change it with
  /// `setReduceMotionEnabledForTesting(_:)` (process-wide, like ``isVoiceOverRunning``).
  @available(iOS 8.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { _status.isReduceMotionEnabled }

  /// Posted by UIKit when the Reduce Motion setting changes (iOS 8.0); the object is `nil`.
  @available(iOS 8.0, *)
  nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  // MARK: Double

  /// Starts or stops VoiceOver, as the user does in Settings (package, for tests): when the value
  /// changes, ``voiceOverStatusDidChangeNotification`` is posted on the default center with a
  /// `nil` object. Setting the current value posts nothing.
  @MainActor
  package static func setVoiceOverRunningForTesting(_ isRunning: Bool) {
    guard _status.isVoiceOverRunning != isRunning else { return }
    _status.isVoiceOverRunning = isRunning
    NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
  }

  /// Turns Reduce Motion on or off, as the user does in Settings (package, for tests): when the
  /// value changes, ``reduceMotionStatusDidChangeNotification`` is posted on the default center
  /// with a `nil` object. Setting the current value posts nothing.
  @MainActor
  package static func setReduceMotionEnabledForTesting(_ isEnabled: Bool) {
    guard _status.isReduceMotionEnabled != isEnabled else { return }
    _status.isReduceMotionEnabled = isEnabled
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
  }

  /// The process's accessibility settings.
  @MainActor private static var _status = _UIAccessibilityStatus()
}

/// The accessibility settings the double keeps for the process.
private struct _UIAccessibilityStatus {
  var isVoiceOverRunning = false
  var isReduceMotionEnabled = false
}
