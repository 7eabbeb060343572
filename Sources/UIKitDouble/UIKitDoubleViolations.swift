import Foundation

/// Where the double's list views report a broken UIKit rule (an invalid batch, a cell that was
/// not dequeued, an unregistered identifier). UIKit raises an exception and the app crashes; the
/// double traps by default, and a test can record instead, to count violations (a fuzz asserts
/// there are none):
///
///     let recorder = UIKitViolationRecorder()
///     UIKitDoubleViolations.$recorder.withValue(recorder) { … }
///     #expect(recorder.messages.isEmpty)
///
/// After a recorded violation the view recovers as if it had reloaded its data, so the test can
/// go on.
package enum UIKitDoubleViolations {
  /// The recorder of this task; `nil` traps on the first violation.
  @TaskLocal package static var recorder: UIKitViolationRecorder?

  /// Reports `message`: records it, or traps naming it.
  package static func report(_ message: String) {
    guard let recorder else { preconditionFailure(message) }
    recorder.record(message)
  }
}

/// Collects the violations a test's list views report.
package final class UIKitViolationRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var _messages: [String] = []

  package init() {}

  /// The messages reported so far, oldest first.
  package var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return _messages
  }

  func record(_ message: String) {
    lock.lock()
    _messages.append(message)
    lock.unlock()
  }
}
