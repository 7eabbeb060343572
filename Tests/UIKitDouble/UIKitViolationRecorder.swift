import Synchronization

/// Records violation messages (thread-safe), for the reporters of the double's collection and
/// table views (`UICollectionViewViolations.reporter`, `UITableViewViolations.reporter`).
package final class UIKitViolationRecorder: Sendable {
  private let storage = Mutex<[String]>([])

  /// Creates an empty recorder.
  package init() {}

  /// The messages reported so far, oldest first.
  package var messages: [String] { storage.withLock { $0 } }

  /// A reporter that records each message here.
  package var report: UIKitViolationReporter {
    UIKitViolationReporter { message in self.storage.withLock { $0.append(message) } }
  }
}

/// What a view of the double calls with a violation: a closure in a struct, because a task-local
/// whose value is a bare function type crashed in `swift_task_localValuePush` in release builds
/// (Swift 6.3.1, Linux).
package struct UIKitViolationReporter: Sendable {
  /// Handles one violation message.
  package let report: @Sendable (String) -> Void

  /// Creates a reporter that passes each message to `report`.
  package init(_ report: @escaping @Sendable (String) -> Void) { self.report = report }
}
