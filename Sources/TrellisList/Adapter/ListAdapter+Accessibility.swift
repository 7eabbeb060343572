import Foundation

extension ListAdapter {
  /// Whether a change the caller asked to animate animates on `host`: not while the user asked
  /// for reduced motion (``ListAccessibilityStatus/isReduceMotionEnabled``). UIKit's own controls
  /// then change without their sliding animations; the list does too: its batches apply at once,
  /// their completions run at once.
  func animates(_ animated: Bool, on host: any ListHost) -> Bool {
    animated && !host.accessibilityStatus.isReduceMotionEnabled
  }

  /// The host's accessibility status changed from `previous`. A new text size (Dynamic Type)
  /// makes every cached size stale: the cache drops them (its entries are keyed by the category)
  /// and the host lays out again, once, so each visible item is measured once at the new size;
  /// items off screen are measured when they appear. UIKit sends a trait change to every view,
  /// and may send several before the next layout: the adapter acts on the host's one report.
  func accessibilityStatusDidChange(in host: any ListHost, from previous: ListAccessibilityStatus) {
    guard host.accessibilityStatus.contentSizeCategory != previous.contentSizeCategory else {
      return
    }
    sizeCache.invalidateAll()
    guard !sections.isEmpty else { return }
    do {
      try host.invalidateAllSizes()
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
    }
  }
}
