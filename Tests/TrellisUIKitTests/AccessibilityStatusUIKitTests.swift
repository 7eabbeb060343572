// TrellisUIKit's hosts report the accessibility status from UIAccessibility and the trait
// collection. VoiceOver and Reduce Motion are process-wide: the tests that change them run in exit
// tests (their own process), so that tests running beside them never see them.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisDiff
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: accessibility status")
  struct AccessibilityStatusUIKitTests {
    @Test("VoiceOver and Reduce Motion notifications reach the delegate once per change")
    func statusNotifications() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let fixture = CollectionFixture(clock: TestClock())
          let recorder = StatusRecorder()
          fixture.adapter.attach(recorder)
          UIAccessibility.setVoiceOverRunningForTesting(true)
          UIAccessibility.setReduceMotionEnabledForTesting(true)
          UIAccessibility.setVoiceOverRunningForTesting(false)
          let expected = [
            "voiceOver false→true reduceMotion false→false category large→large focus -→-",
            "voiceOver true→true reduceMotion false→true category large→large focus -→-",
            "voiceOver true→false reduceMotion true→true category large→large focus -→-",
          ]
          precondition(recorder.changes == expected, "heard \(recorder.changes)")
          precondition(fixture.host.accessibilityStatus.isReduceMotionEnabled)
        }
      }
    }

    @Test("while Reduce Motion is on, the collection view's batches do not animate")
    func reduceMotionBatches() async throws {
      let result = await #expect(
        processExitsWith: .success, observing: [\.standardErrorContent]
      ) {
        let clock = TestClock()
        await UIKitDoubleEnvironment.$clock.withValue(clock) { @MainActor in
          let fixture = CollectionFixture(clock: clock)
          await fixture.show(.texts(3).uikit(selfSizing: false))
          UIAccessibility.setReduceMotionEnabledForTesting(true)
          // Not animated: the adapter's completion runs inside the call.
          var done = false
          fixture.adapter.apply(.texts(4).uikit(selfSizing: false), animated: true) { done = true }
          precondition(done, "the batch animated under Reduce Motion")
          UIAccessibility.setReduceMotionEnabledForTesting(false)
          var animatedDone = false
          fixture.adapter.apply(.texts(5).uikit(selfSizing: false), animated: true) {
            animatedDone = true
          }
          precondition(!animatedDone, "the batch did not animate without Reduce Motion")
        }
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(output.isEmpty, "\(output)")
    }

    @Test("a Dynamic Type change reaches the delegate once, with the window's new category")
    func categoryChange() async {
      let (changes, violations) = await withCollectionFixture { fixture in
        let recorder = StatusRecorder()
        fixture.adapter.attach(recorder)
        await fixture.show(.texts(3).uikit(selfSizing: false))
        fixture.window.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        fixture.window.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        return recorder.changes
      }
      #expect(violations.isEmpty)
      #expect(
        changes == [
          "voiceOver false→false reduceMotion false→false category large→accessibilityExtraLarge "
            + "focus -→-"
        ])
    }

    @Test("a table host reports the category of its window")
    func tableCategory() {
      let fixture = TableFixture(clock: TestClock())
      let recorder = StatusRecorder()
      fixture.adapter.attach(recorder)
      fixture.window.setPreferredContentSizeCategory(.extraSmall)
      #expect(fixture.host.accessibilityStatus.contentSizeCategory == .extraSmall)
      #expect(recorder.changes.count == 1)
    }
  }
#endif
