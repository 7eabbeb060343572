// Keyboard avoidance on the UIKit hosts, against the double's adjusted content inset (contentInset
// plus the safe area the adjustment behaviour selects) and with the keyboard's animation curve.
// Keyboard notifications are process-wide: these tests run in exit tests (their own process).
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: keyboard curve and safe area")
  struct KeyboardCurveSafeAreaTests {
    @Test("the inset animates with the keyboard's duration and curve")
    func curve() async {
      await #expect(processExitsWith: .success) {
        let clock = TestClock()
        await UIKitDoubleEnvironment.$clock.withValue(clock) { @MainActor in
          let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 390, height: 844))
          await fixture.show(.texts(30).uikit(selfSizing: false))
          let recorder = UIViewAnimationRecorder()
          UIView.$animationRecorder.withValue(recorder) {
            UIResponder.simulateKeyboardForTesting(
              .show, from: CGRect(x: 0, y: 844, width: 390, height: 344),
              to: CGRect(x: 0, y: 500, width: 390, height: 344), duration: 0.4, curve: .easeOut)
          }
          let animations = recorder.animations
          precondition(animations.map(\.duration) == [0.4], "\(animations)")
          precondition(animations.map(\.curve) == [.easeOut], "\(animations)")
        }
      }
    }

    /// The keyboard (344 points from y = 500) covers the bottom of an 844-point list whose safe
    /// area ends 34 points above its bottom: whatever part of the safe area the scroll view adds,
    /// the visible area ends at the keyboard's top.
    @Test(
      "the visible area ends at the keyboard's top, whatever safe area the scroll view adds",
      arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.automatic, 30),
        (.automatic, 3),
        (.always, 3),
        (.never, 30),
      ])
    func visibleArea(behavior: UIScrollView.ContentInsetAdjustmentBehavior, items: Int) async {
      let raw = behavior.rawValue
      await #expect(processExitsWith: .success) { [raw = raw as Int, items = items as Int] in
        let behavior = UIScrollView.ContentInsetAdjustmentBehavior(rawValue: raw) ?? .automatic
        let clock = TestClock()
        await UIKitDoubleEnvironment.$clock.withValue(clock) { @MainActor in
          let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 390, height: 844))
          let view = fixture.collectionView
          view.contentInsetAdjustmentBehavior = behavior
          view.setSafeAreaInsetsForTesting(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
          await fixture.show(.texts(items).uikit(selfSizing: false))
          let hidden = CGRect(x: 0, y: 844, width: 390, height: 344)
          let shown = CGRect(x: 0, y: 500, width: 390, height: 344)
          UIResponder.simulateKeyboardForTesting(.show, from: hidden, to: shown)
          let visibleBottom = view.bounds.height - view.adjustedContentInset.bottom
          precondition(visibleBottom == 500, "visible to \(visibleBottom)")
          precondition(
            fixture.host.contentInset.bottom == 344, "port \(fixture.host.contentInset.bottom)")
          UIResponder.simulateKeyboardForTesting(.hide, from: shown, to: hidden)
          precondition(view.contentInset.bottom == 0, "inset \(view.contentInset.bottom)")
        }
      }
    }
  }
#endif
