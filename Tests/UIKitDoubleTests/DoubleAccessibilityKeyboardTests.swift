// The double's accessibility status, keyboard notifications, safe area and coordinate
// conversion. Linux only. The status and the keyboard are process-wide, as in UIKit: the tests that
// change them run in exit tests (their own process), so no test running beside them sees it.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  @MainActor
  @Suite("UIKit double: accessibility status, keyboard, safe area")
  struct DoubleAccessibilityKeyboardTests {
    @Test("VoiceOver and Reduce Motion start off; a change posts its notification once, object nil")
    func statusNotifications() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          var received: [String] = []
          let center = NotificationCenter.default
          let names = [
            UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
          ]
          let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
              let heard = "\(note.name.rawValue) object \(note.object == nil ? "nil" : "set") "
              MainActor.assumeIsolated {
                received.append(
                  heard
                    + "voiceOver \(UIAccessibility.isVoiceOverRunning) "
                    + "reduceMotion \(UIAccessibility.isReduceMotionEnabled)")
              }
            }
          }
          precondition(
            !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
          UIAccessibility.setVoiceOverRunningForTesting(true)
          UIAccessibility.setVoiceOverRunningForTesting(true)  // no change: nothing posted
          UIAccessibility.setReduceMotionEnabledForTesting(true)
          UIAccessibility.setVoiceOverRunningForTesting(false)
          for token in tokens { center.removeObserver(token) }
          let expected = [
            "UIAccessibilityVoiceOverStatusDidChangeNotification object nil voiceOver true "
              + "reduceMotion false",
            "UIAccessibilityReduceMotionStatusDidChangeNotification object nil voiceOver true "
              + "reduceMotion true",
            "UIAccessibilityVoiceOverStatusDidChangeNotification object nil voiceOver false "
              + "reduceMotion true",
          ]
          precondition(received == expected, "received \(received)")
        }
      }
    }

    @Test("a simulated keyboard posts will, then did, with screen frames, duration and curve")
    func keyboardNotifications() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          var received: [String] = []
          let center = NotificationCenter.default
          let names = [
            UIResponder.keyboardWillChangeFrameNotification,
            UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidChangeFrameNotification,
            UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidHideNotification,
          ]
          let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
              let info = note.userInfo ?? [:]
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
              let duration =
                (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
              let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?
                .intValue
              let heard =
                "\(note.name.rawValue) \(Int(end?.minY ?? -1)) \(duration ?? -1) \(curve ?? -1)"
              MainActor.assumeIsolated { received.append(heard) }
            }
          }
          let hidden = CGRect(x: 0, y: 800, width: 390, height: 300)
          let shown = CGRect(x: 0, y: 500, width: 390, height: 300)
          UIResponder.simulateKeyboardForTesting(.show, from: hidden, to: shown, duration: 0.25)
          UIResponder.simulateKeyboardForTesting(
            .hide, from: shown, to: hidden, duration: 0.5, curve: .linear)
          for token in tokens { center.removeObserver(token) }
          let expected = [
            "UIKeyboardWillChangeFrameNotification 500 0.25 0",
            "UIKeyboardWillShowNotification 500 0.25 0",
            "UIKeyboardDidChangeFrameNotification 500 0.25 0",
            "UIKeyboardDidShowNotification 500 0.25 0",
            "UIKeyboardWillChangeFrameNotification 800 0.5 3",
            "UIKeyboardWillHideNotification 800 0.5 3",
            "UIKeyboardDidChangeFrameNotification 800 0.5 3",
            "UIKeyboardDidHideNotification 800 0.5 3",
          ]
          precondition(received == expected, "received \(received)")
        }
      }
    }

    @Test("safe-area insets are zero until set; a change calls safeAreaInsetsDidChange once")
    func safeArea() {
      final class Probe: UIView {
        var changes = 0
        override func safeAreaInsetsDidChange() { changes += 1 }
      }
      let view = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(view.safeAreaInsets == .zero)
      view.setSafeAreaInsetsForTesting(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      view.setSafeAreaInsetsForTesting(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      #expect(view.safeAreaInsets.bottom == 34)
      #expect(view.changes == 1)
    }

    @Test("convert(_:from: nil) maps window coordinates through frames and scroll offsets")
    func convertFromWindow() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
      let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 370, height: 600))
      window.addSubview(container)
      container.addSubview(scroll)
      scroll.contentSize = CGSize(width: 370, height: 2_000)
      scroll.contentOffset = CGPoint(x: 0, y: 50)
      let keyboard = CGRect(x: 0, y: 500, width: 390, height: 344)
      // In the scroll view's bounds: y = 500 - 100 - 20 + 50.
      #expect(
        scroll.convert(keyboard, from: nil) == CGRect(x: -10, y: 430, width: 390, height: 344))
      #expect(
        container.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: scroll)
          == CGRect(x: 11, y: -28, width: 3, height: 4))
    }
  }
#endif
