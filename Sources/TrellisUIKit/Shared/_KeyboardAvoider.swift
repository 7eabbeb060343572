#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisList
  import UIKit

  /// Listens, for one host, to `UIResponder.keyboardWillChangeFrameNotification` (posted when the
  /// keyboard appears, moves or goes away) and hands the keyboard's end frame, animation
  /// duration and animation curve to `onChange` on the main actor.
  final class _KeyboardObserver {
    /// The keyboard's animation: its duration in seconds and the raw value of its
    /// `UIView.AnimationCurve` (kept raw: the keyboard's own curve is not one of the four
    /// declared cases, and shifted into `UIView.AnimationOptions` it is still the keyboard's).
    typealias Animation = (duration: TimeInterval, curve: Int)

    /// Starts listening.
    @MainActor
    init(onChange: @escaping @MainActor (_ endFrame: CGRect, _ animation: Animation) -> Void) {
      token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { note in
        let info = note.userInfo ?? [:]
        guard let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        // The "will" notifications carry the duration and the curve; tolerate their absence
        // (no animation, UIKit's default curve).
        let duration =
          (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve =
          (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
          ?? UIView.AnimationCurve.easeInOut.rawValue
        MainActor.assumeIsolated { onChange(end, (duration, curve)) }
      }
    }

    deinit { NotificationCenter.default.removeObserver(token) }

    private let token: any NSObjectProtocol
  }

  extension _ScrollViewHost {
    /// The keyboard will be at `endFrame` (screen coordinates; the double's, and a full-screen
    /// window's, are the window's): sets the bottom inset it calls for, less the part of the
    /// safe area the scroll view adds itself (`adjustedContentInset`), and
    /// with `ListKeyboardAvoidance.keepsFocusedItemVisible` scrolls the item holding the first
    /// responder above it, animated with the keyboard's duration and curve (the curve shifted
    /// into `UIView.AnimationOptions`, `curve << 16`), so that the list moves with the keyboard.
    func keyboardWillChangeFrame(to endFrame: CGRect, animation: _KeyboardObserver.Animation) {
      guard keyboardAvoidance != .off, scrollView.window != nil else { return }
      let keyboard = scrollView.convert(endFrame, from: nil)
      // The part of the safe area's bottom the scroll view adds to the inset already (per its
      // contentInsetAdjustmentBehavior): all of it, or none when the behaviour leaves the
      // bottom alone (`.never`, or `.automatic` on content that does not scroll vertically).
      let safeBottom = max(
        0, scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom)
      let inset = ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: keyboard, listFrame: scrollView.bounds, safeAreaBottom: safeBottom)
      let delta = inset - accessibilityState.appliedKeyboardInset
      let focused = keyboardAvoidance == .keepsFocusedItemVisible ? focusedItemFrame() : nil
      guard delta != 0 || focused != nil else { return }
      accessibilityState.appliedKeyboardInset = inset
      let scrollView = scrollView
      let options = UIView.AnimationOptions(rawValue: UInt(max(0, animation.curve)) << 16)
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: [options, .beginFromCurrentState]
      ) {
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
