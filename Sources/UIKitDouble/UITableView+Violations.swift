import Foundation
import Synchronization

/// How the double's table view reports a use UIKit would reject (an invalid batch, a cell not
/// dequeued for its row, an unregistered identifier). UIKit raises an exception; the double calls
/// ``reporter``, which traps by default. A test that wants to count them (a fuzz asserting zero)
/// replaces it for its task:
///
///     let recorder = UIKitViolationRecorder()
///     await UITableViewViolations.$reporter.withValue(recorder.report) { … }
///     #expect(recorder.messages.isEmpty)
///
/// After a recorded violation the table recovers as if `reloadData()` had been called.
package enum UITableViewViolations {
  /// The reporter of the current task: traps with the message unless a test replaces it.
  @TaskLocal package static var reporter: @Sendable (String) -> Void = { message in
    preconditionFailure("UITableView: \(message)")
  }

  /// Reports `message` through the current reporter.
  package static func report(_ message: String) { reporter(message) }
}

/// Records violation messages (thread-safe), for ``UITableViewViolations/reporter`` and
/// ``UICollectionViewViolations/reporter``.
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

extension UINib {
  /// What each nib name instantiates in the double (Linux cannot load nib files): a test or the
  /// catalog says which view class a nib holds before a table registers it.
  @MainActor package static var _contents: [String: UIView.Type] = [:]
}
