import Foundation

extension ListAdapter {
  /// Whether a change the caller asked to animate animates on `host`: not while the user asked
  /// for reduced motion (``ListAccessibilityStatus/isReduceMotionEnabled``). UIKit's own controls
  /// then change without their sliding animations; the list does too: its batches apply at once,
  /// their completions run at once.
  func animates(_ animated: Bool, on host: any ListHost) -> Bool {
    animated && !host.accessibilityStatus.isReduceMotionEnabled
  }

  /// The host's accessibility status changed from `previous`.
  func accessibilityStatusDidChange(in host: any ListHost, from previous: ListAccessibilityStatus) {
  }
}
