import Foundation

/// How the double's collection view reports a use UIKit would reject (an invalid batch, a view
/// not dequeued for the element asked, an unregistered identifier). UIKit raises an exception; the
/// double calls ``reporter``, which traps by default. A test that wants to count them (a fuzz
/// asserting zero) replaces it for its task:
///
///     let recorder = UIKitViolationRecorder()
///     await UICollectionViewViolations.$reporter.withValue(recorder.report) { … }
///     #expect(recorder.messages.isEmpty)
///
/// After a recorded violation the collection view recovers as if `reloadData()` had been called.
/// (The same shape as the table view's `UITableViewViolations`; both record into the one
/// `UIKitViolationRecorder`, declared with the table view's.)
package enum UICollectionViewViolations {
  /// The reporter of the current task: traps with the message unless a test replaces it.
  @TaskLocal package static var reporter = UIKitViolationReporter { message in
    preconditionFailure("UICollectionView: \(message)")
  }

  /// Reports `message` through the current reporter.
  package static func report(_ message: String) { reporter.report(message) }
}
