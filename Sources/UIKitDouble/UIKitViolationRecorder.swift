import Synchronization

/// Records violation messages (thread-safe), for the reporters of the double's collection and
/// table views (`UICollectionViewViolations.reporter`, `UITableViewViolations.reporter`).
package final class UIKitViolationRecorder: Sendable {
  private let storage = Mutex<[String]>([])

  /// Creates an empty recorder.
  package init() {}

  /// The messages reported so far, oldest first.
  package var messages: [String] { storage.withLock { $0 } }

  /// Records `message`.
  package var report: @Sendable (String) -> Void {
    { message in self.storage.withLock { $0.append(message) } }
  }
}
