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
  @TaskLocal package static var reporter = UIKitViolationReporter { message in
    preconditionFailure("UITableView: \(message)")
  }

  /// Reports `message` through the current reporter.
  package static func report(_ message: String) { reporter.report(message) }
}
