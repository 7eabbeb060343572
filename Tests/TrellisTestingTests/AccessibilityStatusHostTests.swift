import Foundation
import Testing
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: accessibility status")
struct AccessibilityStatusHostTests {
  @Test(
    "a status change reaches the delegate once, with the previous status",
    arguments: HostKind.allCases)
  func statusChanges(kind: HostKind) {
    let fixture = AdapterFixture.showing(.texts(3), on: kind)
    let recorder = StatusRecorder()
    fixture.adapter.attach(recorder)
    #expect(fixture.host.accessibilityStatus == ListAccessibilityStatus())
    fixture.host.accessibilityStatus.isVoiceOverRunning = true
    fixture.host.accessibilityStatus.isVoiceOverRunning = true  // the same: nothing
    fixture.host.accessibilityStatus.isReduceMotionEnabled = true
    fixture.host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
    fixture.host.accessibilityStatus.focusedItem = ItemPath(item: 1, section: 0)
    fixture.host.accessibilityStatus = ListAccessibilityStatus()
    #expect(
      recorder.changes == [
        "voiceOver false→true reduceMotion false→false category large→large focus -→-",
        "voiceOver true→true reduceMotion false→true category large→large focus -→-",
        "voiceOver true→true reduceMotion true→true category large→accessibilityLarge focus -→-",
        "voiceOver true→true reduceMotion true→true category accessibilityLarge→accessibilityLarge "
          + "focus -→0.1",
        "voiceOver true→false reduceMotion true→false category accessibilityLarge→large "
          + "focus 0.1→-",
      ])
  }

  @Test("while Reduce Motion is on, batches asked to animate do not", arguments: HostKind.allCases)
  func reduceMotionBatches(kind: HostKind) async {
    let fixture = AdapterFixture.showing(.texts(3), on: kind)
    fixture.host.accessibilityStatus.isReduceMotionEnabled = true
    let first = fixture.apply(.texts(4), animated: true)
    // Applied at once: no batch in flight, the completion already ran.
    #expect(fixture.host.batchesInFlight == 0)
    #expect(fixture.completions.order == [0, first])
    #expect(fixture.mismatch(showing: .texts(4)) == nil)
    fixture.host.accessibilityStatus.isReduceMotionEnabled = false
    let second = fixture.apply(.texts(5), animated: true)
    #expect(fixture.host.batchesInFlight == 1)
    await fixture.settle()
    #expect(fixture.completions.order == [0, first, second])
  }

  @Test("ListContentSizeCategory orders the sizes and knows the accessibility ones")
  func categories() {
    #expect(ListContentSizeCategory.allCases.sorted() == ListContentSizeCategory.allCases)
    #expect(ListContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!ListContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ListContentSizeCategory.small < .large)
  }
}
