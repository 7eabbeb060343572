// StateViewController loads each child's view before the child appears. UIKit's
// beginAppearanceTransition(_:animated:) does not load the view, so a container that begins the
// transition first sends viewWillAppear(_:) before viewDidLoad() on a device; the double reports it.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  private enum Step: Equatable, Sendable { case first, second, both }

  /// A child that logs when its view loads and when it appears.
  @MainActor
  private func loggingChild(_ name: String, log: CallLog) -> LoggingViewController {
    LoggingViewController(name, log: log, detailed: false, only: ["viewDidLoad", "viewWillAppear"])
  }

  @MainActor
  private final class TwoStepScreen: StateViewController<Step> {
    let first: LoggingViewController
    let second: LoggingViewController
    let third: LoggingViewController
    init(log: CallLog, clock: any Clock<Duration>) {
      first = loggingChild("first", log: log)
      second = loggingChild("second", log: log)
      third = loggingChild("third", log: log)
      super.init(clock: clock)
    }
    required init?(coder: NSCoder) { nil }
    override func loadAppearanceState() -> Step { .first }
    override func children(for state: Step) -> [UIViewController] {
      switch state {
      case .first: [first]
      case .second: [second]
      case .both: [first, third]
      }
    }
  }

  @Suite("StateViewController: a child's view is loaded before it appears")
  @MainActor
  struct StateViewControllerViewLoadingTests {
    @Test(
      "every child gets viewDidLoad before viewWillAppear: first appearance, plain and animated"
    )
    func viewLoadsBeforeAppearance() async {
      let clock = TestClock()
      let recorder = UIKitViolationRecorder()
      let log = CallLog()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        await UIViewControllerViolations.$reporter.withValue(recorder.report) {
          let screen = TwoStepScreen(log: log, clock: clock)
          let window = shown(screen)
          screen.setNeedsTransition(to: .second, animated: false)
          screen.setNeedsTransition(to: .both, animated: true)
          await clock.advance(by: .milliseconds(350))
          screen.settleTransitions()
          #expect(!screen.isTransitioning)
          _ = window
        }
      }
      #expect(
        log.entries == [
          "first viewDidLoad", "first viewWillAppear",
          "second viewDidLoad", "second viewWillAppear",
          "first viewWillAppear",
          "third viewDidLoad", "third viewWillAppear",
        ])
      #expect(recorder.messages == [])
    }

    @Test("the double reports a view controller that would appear before its view is loaded")
    func doubleReportsUnloadedAppearance() {
      let recorder = UIKitViolationRecorder()
      let log = CallLog()
      let child = loggingChild("child", log: log)
      UIViewControllerViolations.$reporter.withValue(recorder.report) {
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
      }
      #expect(log.entries == ["child viewWillAppear"])
      #expect(!child.isViewLoaded)
      #expect(child.appearance == .appeared)
      #expect(
        recorder.messages == [
          "beginAppearanceTransition(true, animated:) would send viewWillAppear(_:) to "
            + "LoggingViewController before its view is loaded (before viewDidLoad()); call "
            + "loadViewIfNeeded() first"
        ])
    }
  }
#endif
