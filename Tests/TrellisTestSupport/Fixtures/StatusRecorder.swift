import TrellisDiff
import TrellisList

/// A plugin that writes down every accessibility status change it hears: the previous status and
/// the host's status now.
@MainActor
package final class StatusRecorder: ListAdapterPlugin {
  /// One line per change: `"voiceOver a→b reduceMotion c→d category x→y focus p→q"`.
  package private(set) var changes: [String] = []

  /// Creates an empty recorder.
  package init() {}

  package func listHost(
    _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus
  ) {
    let now = host.accessibilityStatus
    func focus(_ path: ItemPath?) -> String { path.map { "\($0.section).\($0.item)" } ?? "-" }
    changes.append(
      "voiceOver \(previous.isVoiceOverRunning)→\(now.isVoiceOverRunning) "
        + "reduceMotion \(previous.isReduceMotionEnabled)→\(now.isReduceMotionEnabled) "
        + "category \(previous.contentSizeCategory)→\(now.contentSizeCategory) "
        + "focus \(focus(previous.focusedItem))→\(focus(now.focusedItem))")
  }
}
