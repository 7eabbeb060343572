#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisList
  import UIKit

  /// Listens, for one host, to `UIResponder.keyboardWillChangeFrameNotification` (posted when the
  /// keyboard appears, moves or goes away) and hands the keyboard's end frame and animation
  /// duration to `onChange` on the main actor.
  final class _KeyboardObserver {
    /// Starts listening.
    @MainActor
    init(onChange: @escaping @MainActor (_ endFrame: CGRect, _ duration: TimeInterval) -> Void) {
      token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { note in
        let info = note.userInfo ?? [:]
        guard let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        // The "will" notifications carry the duration; tolerate its absence.
        let duration =
          (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        MainActor.assumeIsolated { onChange(end, duration) }
      }
    }

    deinit { NotificationCenter.default.removeObserver(token) }

    private let token: any NSObjectProtocol
  }

  extension _ScrollViewHost {
    /// The keyboard will be at `endFrame` (screen coordinates; the double's, and a full-screen
    /// window's, are the window's): sets the bottom inset it calls for, less the safe area, and
    /// with `ListKeyboardAvoidance.keepsFocusedItemVisible` scrolls the item holding the first
    /// responder above it, animated with the keyboard's duration.
    func keyboardWillChangeFrame(to endFrame: CGRect, duration: TimeInterval) {
      guard keyboardAvoidance != .off, scrollView.window != nil else { return }
      let keyboard = scrollView.convert(endFrame, from: nil)
      let safeBottom = scrollView.safeAreaInsets.bottom
      let inset = ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: keyboard, listFrame: scrollView.bounds, safeAreaBottom: safeBottom)
      let delta = inset - appliedKeyboardInset
      let focused = keyboardAvoidance == .keepsFocusedItemVisible ? focusedItemFrame() : nil
      guard delta != 0 || focused != nil else { return }
      appliedKeyboardInset = inset
      let scrollView = scrollView
      UIView.animate(withDuration: duration) {
        if delta != 0 { scrollView.contentInset.bottom += delta }
        guard let focused, inset > 0 else { return }
        let offset = ListKeyboardAvoidance.offsetKeepingVisible(
          focused, contentOffset: scrollView.contentOffset,
          viewportHeight: scrollView.bounds.height, keyboardInset: inset + safeBottom)
        if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
      }
    }

    /// The frame, in content coordinates, of the visible item whose cell holds the first
    /// responder, or `nil`.
    func focusedItemFrame() -> CGRect? {
      for path in indexPathsForVisibleItems {
        guard let cell = cellForItem(at: path) as? UIView, cell._holdsFirstResponder else {
          continue
        }
        return frameForItem(at: path)
      }
      return nil
    }
  }

  extension UIView {
    /// Whether this view or one of its subviews is the first responder.
    fileprivate var _holdsFirstResponder: Bool {
      isFirstResponder || subviews.contains { $0._holdsFirstResponder }
    }
  }
#endif
