import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// What keeps an auto-rolling carousel still: the user's pause, VoiceOver, Reduce Motion, focus.
enum RollStopper: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case userPause, voiceOver, reduceMotion, focus

  var testDescription: String { rawValue }

  /// Turns the stopper on or off for `fixture`'s carousel.
  @MainActor
  func set(_ isOn: Bool, in fixture: CarouselTests.Fixture) {
    switch self {
    case .userPause: if isOn { fixture.carousel.pause() } else { fixture.carousel.play() }
    case .voiceOver: fixture.host.accessibilityStatus.isVoiceOverRunning = isOn
    case .reduceMotion: fixture.host.accessibilityStatus.isReduceMotionEnabled = isOn
    case .focus: fixture.host.accessibilityStatus.focusedItem = isOn ? path(6) : nil
    }
  }
}

@MainActor
@Suite("ListCarousel: motion people can stop")
struct CarouselMotionTests {
  @Test(
    "auto-roll does not move while stopped, and moves one full interval after it resumes",
    arguments: RollStopper.allCases)
  func stopsAndResumes(stopper: RollStopper) async {
    let fixture = CarouselTests.Fixture.autoRolling()
    await fixture.clock.advance(by: .seconds(3))
    stopper.set(true, in: fixture)
    #expect(fixture.carousel.isAutoRollSuspended)
    // Three intervals pass: no move.
    #expect(await fixture.roll(after: .seconds(1)) == 0)
    #expect(await fixture.roll(after: .seconds(11)) == 0)
    stopper.set(false, in: fixture)
    #expect(!fixture.carousel.isAutoRollSuspended)
    // The next move comes one full interval after resuming, not at the old schedule.
    #expect(await fixture.roll(after: .milliseconds(3_900)) == 0)
    #expect(await fixture.roll(after: .milliseconds(100)) == 1)
    #expect(await fixture.roll(after: .seconds(4)) == 2)
    #expect(
      fixture.log.take() == [
        "willDisappear 0", "didDisappear 0", "willAppear 1", "didAppear 1",
        "willDisappear 1", "didDisappear 1", "willAppear 2", "didAppear 2",
      ])
  }

  @Test("stoppers add up: it resumes when the last one ends, an interval after that")
  func overlappingStoppers() async {
    let fixture = CarouselTests.Fixture.autoRolling()
    fixture.host.accessibilityStatus.isVoiceOverRunning = true
    fixture.carousel.pause()
    fixture.host.accessibilityStatus.focusedItem = path(2)
    fixture.host.accessibilityStatus.isVoiceOverRunning = false
    #expect(await fixture.roll(after: .seconds(8)) == 0)
    fixture.carousel.play()
    #expect(await fixture.roll(after: .seconds(8)) == 0)
    fixture.host.accessibilityStatus.focusedItem = nil
    #expect(await fixture.roll(after: .milliseconds(3_999)) == 0)
    #expect(await fixture.roll(after: .milliseconds(1)) == 1)
  }

  @Test("focus on an item of another section does not stop the carousel")
  func focusElsewhere() async {
    let fixture = CarouselTests.Fixture.autoRolling()
    fixture.host.accessibilityStatus.focusedItem = ItemPath(item: 0, section: 1)
    #expect(!fixture.carousel.isAutoRollSuspended)
    #expect(await fixture.roll(after: .seconds(4)) == 1)
  }

  @Test("pause() and play() report once per change; the user's moves still happen while paused")
  func pauseControl() async {
    let fixture = CarouselTests.Fixture.autoRolling()
    let heard = CallLog()
    fixture.carousel.isPausedDidChange += { paused in heard.add("paused \(paused)") }
    fixture.carousel.pause()
    fixture.carousel.pause()
    #expect(fixture.carousel.isPaused)
    fixture.carousel.moveToNextPage(animated: false)
    #expect(fixture.carousel.currentPage == 1)
    #expect(await fixture.roll(after: .seconds(20)) == 1)
    fixture.carousel.togglePaused()
    fixture.carousel.play()
    #expect(!fixture.carousel.isPaused)
    #expect(heard.take() == ["paused true", "paused false"])
    #expect(await fixture.roll(after: .seconds(4)) == 2)
  }

  @Test("with Reduce Motion, a programmatic move jumps to its page without animating")
  func reduceMotionMoves() {
    let fixture = CarouselTests.Fixture(
      CarouselTests.Fixture.Parameters(itemLength: 300, spacing: 10))
    let scrolls = ScrollAnimationCounter()
    fixture.adapter.attach(scrolls)
    fixture.show(5)
    fixture.host.accessibilityStatus.isReduceMotionEnabled = true
    fixture.carousel.moveToNextPage(animated: true)
    #expect(scrolls.animatedScrollsEnded == 0)
    #expect(fixture.carousel.currentPage == 1)
    #expect(fixture.offset == 310)
    fixture.host.accessibilityStatus.isReduceMotionEnabled = false
    fixture.carousel.moveToNextPage(animated: true)
    #expect(scrolls.animatedScrollsEnded == 1)
    #expect(fixture.offset == 620)
  }
}

/// Counts the ends of animated scrolls (the hosts send them for animated scrolls only).
@MainActor
final class ScrollAnimationCounter: ListAdapterPlugin {
  var animatedScrollsEnded = 0

  func listHostDidEndScrollingAnimation(_ host: any ListHost) { animatedScrollsEnded += 1 }
}
