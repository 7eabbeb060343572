// Keyboard avoidance on the UIKit hosts. Keyboard notifications are process-wide: these tests
// run in exit tests (their own process), so that no other test's list sees their keyboard.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A view that can hold the first responder, as a text field does.
  final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
  }

  @MainActor
  @Suite("TrellisUIKit: keyboard avoidance")
  struct KeyboardAvoidanceUIKitTests {
    @Test("the inset follows the keyboard, less the safe area; the focused cell stays visible")
    func followsKeyboard() async {
      await #expect(processExitsWith: .success) {
        let clock = TestClock()
        await UIKitDoubleEnvironment.$clock.withValue(clock) { @MainActor in
          let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 390, height: 844))
          fixture.collectionView.setSafeAreaInsetsForTesting(
            UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
          await fixture.show(.texts(30).uikit(selfSizing: false))
          // Item 12 (44 points tall, 10 between rows) is at 648…692: on screen, under the keyboard.
          let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 12, section: 0))!
          let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
          cell.contentView.addSubview(field)
          precondition(field.becomeFirstResponder())
          let hidden = CGRect(x: 0, y: 844, width: 390, height: 344)
          let shown = CGRect(x: 0, y: 500, width: 390, height: 344)
          UIResponder.simulateKeyboardForTesting(.show, from: hidden, to: shown, duration: 0.25)
          let view = fixture.collectionView
          precondition(view.contentInset.bottom == 310, "inset \(view.contentInset.bottom)")
          precondition(view.contentOffset.y == 192, "offset \(view.contentOffset.y)")
          // A taller keyboard (a suggestions bar): the inset grows, the cell stays above it.
          UIResponder.simulateKeyboardForTesting(
            .move, from: shown, to: CGRect(x: 0, y: 450, width: 390, height: 394))
          precondition(view.contentInset.bottom == 360, "inset \(view.contentInset.bottom)")
          precondition(view.contentOffset.y == 242, "offset \(view.contentOffset.y)")
          UIResponder.simulateKeyboardForTesting(.hide, from: shown, to: hidden)
          precondition(view.contentInset.bottom == 0, "inset \(view.contentInset.bottom)")
        }
      }
    }

    @Test("insetsOnly scrolls nothing by itself; off leaves the inset alone")
    func modes() async {
      await #expect(processExitsWith: .success) {
        let clock = TestClock()
        await UIKitDoubleEnvironment.$clock.withValue(clock) { @MainActor in
          let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 390, height: 844))
          await fixture.show(.texts(30).uikit(selfSizing: false))
          let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 12, section: 0))!
          let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
          cell.contentView.addSubview(field)
          precondition(field.becomeFirstResponder())
          let hidden = CGRect(x: 0, y: 844, width: 390, height: 344)
          let shown = CGRect(x: 0, y: 500, width: 390, height: 344)
          fixture.host.keyboardAvoidance = .insetsOnly
          UIResponder.simulateKeyboardForTesting(.show, from: hidden, to: shown)
          let view = fixture.collectionView
          precondition(view.contentInset.bottom == 344, "inset \(view.contentInset.bottom)")
          precondition(view.contentOffset.y == 0, "offset \(view.contentOffset.y)")
          UIResponder.simulateKeyboardForTesting(.hide, from: shown, to: hidden)
          fixture.host.keyboardAvoidance = .off
          UIResponder.simulateKeyboardForTesting(.show, from: hidden, to: shown)
          precondition(view.contentInset.bottom == 0, "inset \(view.contentInset.bottom)")
        }
      }
    }

    @Test("a table host follows the keyboard too")
    func table() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 390, height: 844))
          fixture.window.makeKeyAndVisible()
          UIResponder.simulateKeyboardForTesting(
            .show, from: CGRect(x: 0, y: 844, width: 390, height: 344),
            to: CGRect(x: 0, y: 500, width: 390, height: 344))
          precondition(
            fixture.tableView.contentInset.bottom == 344,
            "inset \(fixture.tableView.contentInset.bottom)")
        }
      }
    }
  }
#endif
