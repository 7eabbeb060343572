import Foundation

/// How the double's view controllers report a use UIKit does not promise to handle: a controller
/// that receives `viewWillAppear(_:)` before its view is loaded. UIKit's
/// `beginAppearanceTransition(_:animated:)` does not load the view, so on a device the controller
/// would run its appearance code before `viewDidLoad()`; the double calls ``reporter``, which traps
/// by default. A test that wants to see the message replaces it for its task:
///
///     let recorder = UIKitViolationRecorder()
///     UIViewControllerViolations.$reporter.withValue(recorder.report) { … }
///     #expect(recorder.messages.isEmpty)
///
/// After a recorded violation the transition goes on as UIKit's would.
package enum UIViewControllerViolations {
  /// The reporter of the current task: traps with the message unless a test replaces it.
  @TaskLocal package static var reporter = UIKitViolationReporter { message in
    preconditionFailure("UIViewController: \(message)")
  }

  /// Reports `message` through the current reporter.
  package static func report(_ message: String) { reporter.report(message) }
}
