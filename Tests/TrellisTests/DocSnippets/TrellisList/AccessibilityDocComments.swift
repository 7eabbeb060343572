// swift-format-ignore-file
// The examples of the accessibility status's, the hosts' and the carousel's motion doc comments,
// compiled and run (DocSnippetTests checks that each appears here verbatim).
import Clocks
import Foundation
import Testing
import Trellis
import TrellisTestSupport
@_spi(Testing) import TrellisTesting

/// A plugin like the delegate example's: it stops its timers while VoiceOver runs.
@MainActor
final class TimerPlugin: ListAdapterPlugin {
  var stopped = 0

  func stopTimers() { stopped += 1 }

  func listHost(
    _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus
  ) {
    if host.accessibilityStatus.isVoiceOverRunning { stopTimers() }
  }
}

/// A pause/play button's stand-in.
@MainActor
final class PauseButton { var title = "Pause" }

@Suite("Doc-comment examples: accessibility status and carousel motion")
@MainActor
struct AccessibilityDocCommentTests {
  @Test("the status, its categories and the hosts' test controls")
  func status() {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let plugin = TimerPlugin()
    let adapter = ListAdapter(host: host)
    adapter.attach(plugin)
    let values = docValues {
      host.accessibilityStatus  // ListAccessibilityStatus()
      host.accessibilityStatus.contentSizeCategory  // .large by default
      ListContentSizeCategory.accessibilityLarge.isAccessibilityCategory  // true
      ListContentSizeCategory.small < .large  // true
      ListContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory  // false
    }
    #expect(values[0] as? ListAccessibilityStatus == ListAccessibilityStatus())
    #expect(values[1] as? ListContentSizeCategory == .large)
    #expect(values[2] as? Bool == true && values[3] as? Bool == true && values[4] as? Bool == false)
    host.accessibilityStatus.isVoiceOverRunning = true  // the delegate hears it once
    host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
    #expect(plugin.stopped == 2)
    host.accessibilityStatus = ListAccessibilityStatus(isVoiceOverRunning: true)
    host.accessibilityStatus.isReduceMotionEnabled = true
    var animated = true
    if host.accessibilityStatus.isReduceMotionEnabled { animated = false }
    let status = host.accessibilityStatus
    if status.isReduceMotionEnabled { /* change without animation */ }
    #expect(!animated)
  }

  @Test("a Dynamic Type change costs one layout invalidation")
  func dynamicType() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let adapter = ListAdapter(host: host)
    adapter.apply(.texts(3), animated: false)
    let before = host.layoutInvalidations
    host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
    #expect(host.layoutInvalidations - before == 1)
    try host.invalidateAllSizes()  // after a Dynamic Type change, once
    try host.invalidateAllSizes()  // == try host.invalidateLayout() here
    #expect(host.layoutInvalidations - before == 3)
  }

  @Test("the carousel's pause control")
  func carouselMotion() {
    let clock = TestClock()
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 375, height: 200), clock: clock)
    let adapter = ListAdapter(host: host)
    let carousel = ListCarousel(
      sectionID: "banners", itemLength: 300, spacing: 10, autoRollInterval: .seconds(4),
      clock: clock)
    adapter.attach(carousel)
    let button = PauseButton()
    carousel.isPausedDidChange += { paused in button.title = paused ? "Play" : "Pause" }
    let before = docValues {
      carousel.isPaused  // false until the user taps the pause control
    }
    let after = docValues {
      carousel.pause()
      carousel.isPaused  // true
    }
    carousel.play()
    // The Accessibility article's two lines, together.
    carousel.isPausedDidChange += { paused in button.title = paused ? "Play" : "Pause" }
    carousel.togglePaused()  // the pause/play button's action
    host.accessibilityStatus.isVoiceOverRunning = true
    let suspended = docValues {
      carousel.isAutoRollSuspended  // true while VoiceOver runs
    }
    #expect(before[0] as? Bool == false && after[1] as? Bool == true)
    #expect(suspended[0] as? Bool == true)
    #expect(button.title == "Play")
  }
}

@Suite("Doc-comment examples: keyboard avoidance")
struct KeyboardAvoidanceDocCommentTests {
  @Test("the inset and the offset the keyboard calls for")
  func arithmetic() {
    var host = (keyboardAvoidance: ListKeyboardAvoidance.off, ())
    host.keyboardAvoidance = .keepsFocusedItemVisible
    host.keyboardAvoidance = .insetsOnly  // no scrolling by itself
    let values = docValues {
      ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: CGRect(x: 0, y: 500, width: 390, height: 344),
        listFrame: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaBottom: 34)  // 310
      ListKeyboardAvoidance.offsetKeepingVisible(
        CGRect(x: 0, y: 600, width: 390, height: 44), contentOffset: .zero,
        viewportHeight: 844, keyboardInset: 310)  // y 110
    }
    #expect(values[0] as? CGFloat == 310)
    #expect((values[1] as? CGPoint)?.y == 110)
    #expect(host.keyboardAvoidance == .insetsOnly)
  }
}
