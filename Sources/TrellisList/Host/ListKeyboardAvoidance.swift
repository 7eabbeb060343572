import Foundation

/// How a list makes room for the software keyboard.
///
///     host.keyboardAvoidance = .keepsFocusedItemVisible
///
/// - ``off``: the list ignores the keyboard (the app insets it, or the keyboard never covers it).
/// - ``insetsOnly``: the list's bottom content inset grows by the part of the list the keyboard
///   covers, less the part of the safe area's bottom that the scroll view already adds (UIKit:
///   `adjustedContentInset` per `contentInsetAdjustmentBehavior`; counting it twice would leave
///   a gap of the home indicator's height, and subtracting what it does not add would leave that
///   strip under the keyboard), animated with the keyboard's duration and curve. The user can
///   scroll every item above the keyboard; nothing scrolls by itself.
/// - ``keepsFocusedItemVisible``: the same inset, and when the keyboard appears or moves, the
///   list scrolls the least that shows the item holding the first responder (a text field in a
///   cell) entirely above the keyboard.
///
/// The arithmetic is platform-neutral (``keyboardInset(keyboardFrame:listFrame:safeAreaBottom:)``,
/// ``offsetKeepingVisible(_:contentOffset:viewportHeight:keyboardInset:)``); TrellisUIKit's hosts
/// apply it to the keyboard notifications.
public enum ListKeyboardAvoidance: Hashable, Sendable {
  /// The list ignores the keyboard.
  case off
  /// The bottom inset follows the keyboard.
  case insetsOnly
  /// The bottom inset follows the keyboard, and the focused item scrolls above it.
  case keepsFocusedItemVisible

  /// The bottom inset a keyboard at `keyboardFrame` calls for: how far it covers `listFrame`
  /// from below, less `safeAreaBottom`, never negative. Both frames are in the same coordinate
  /// space (UIKit: the keyboard's screen frame converted to the list's superview's, or the
  /// list's window's).
  ///
  ///     ListKeyboardAvoidance.keyboardInset(
  ///       keyboardFrame: CGRect(x: 0, y: 500, width: 390, height: 344),
  ///       listFrame: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaBottom: 34)  // 310
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame; off the list (hidden) gives 0.
  ///   - listFrame: The list's frame.
  ///   - safeAreaBottom: The part of the list's bottom safe-area inset that the list's scroll
  ///     view adds to its content inset itself (UIKit: `adjustedContentInset.bottom` less
  ///     `contentInset.bottom`).
  /// - Returns: The inset, in points.
  public static func keyboardInset(
    keyboardFrame: CGRect, listFrame: CGRect, safeAreaBottom: CGFloat
  ) -> CGFloat {
    let overlap = listFrame.intersection(keyboardFrame)
    guard !overlap.isNull, overlap.height > 0, overlap.width > 0 else { return 0 }
    return max(0, listFrame.maxY - overlap.minY - safeAreaBottom)
  }

  /// The content offset that shows `itemFrame` entirely in the part of the viewport the keyboard
  /// leaves, scrolling the least from `contentOffset`; `contentOffset` itself when it already
  /// shows it.
  ///
  ///     ListKeyboardAvoidance.offsetKeepingVisible(
  ///       CGRect(x: 0, y: 600, width: 390, height: 44), contentOffset: .zero,
  ///       viewportHeight: 844, keyboardInset: 310)  // y 110
  ///
  /// - Parameters:
  ///   - itemFrame: The focused item's frame, in content coordinates.
  ///   - contentOffset: The list's content offset now.
  ///   - viewportHeight: The list's height.
  ///   - keyboardInset: The keyboard's inset (``keyboardInset(keyboardFrame:listFrame:safeAreaBottom:)``).
  /// - Returns: The content offset to scroll to.
  public static func offsetKeepingVisible(
    _ itemFrame: CGRect, contentOffset: CGPoint, viewportHeight: CGFloat, keyboardInset: CGFloat
  ) -> CGPoint {
    let visibleHeight = viewportHeight - keyboardInset
    if itemFrame.maxY > contentOffset.y + visibleHeight {
      return CGPoint(x: contentOffset.x, y: itemFrame.maxY - visibleHeight)
    }
    if itemFrame.minY < contentOffset.y {
      return CGPoint(x: contentOffset.x, y: itemFrame.minY)
    }
    return contentOffset
  }
}
