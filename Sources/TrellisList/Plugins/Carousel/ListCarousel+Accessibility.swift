import Foundation
import TrellisCore
import TrellisLayout

extension ListCarousel {
  // MARK: ListHostDelegate (accessibility)

  /// Turns one page for VoiceOver's three-finger scroll on the carousel's section, and posts where
  /// it lands (``accessibilityPageDescription``, "Page 3 of 8") as
  /// ``ListAccessibilityNotification/pageScrolled(_:)``.
  ///
  ///     try host.accessibilityScroll(.left, inSection: 0)  // true; posts "Page 2 of 5"
  ///
  /// A swipe to the left (`.left`) or `.next` shows the next page, one to the right (`.right`) or
  /// `.previous` the previous page: the content follows the fingers, as a drag does. At the first
  /// or last page of a carousel that neither loops nor is infinite, the page stays, the same
  /// position is posted again (Apple's signal for a boundary) and the answer is `false`. Vertical
  /// directions are not the carousel's: it answers `false` without posting, and UIKit passes the
  /// scroll on to the list. A turn during an animated move counts from the page that move heads for.
  ///
  /// - Parameters:
  ///   - host: The host that received the scroll.
  ///   - direction: The direction of the user's swipe.
  ///   - section: The section of the element the scroll reached.
  /// - Returns: Whether the page turned.
  public func listHost(
    _ host: any ListHost, accessibilityScroll direction: ListAccessibilityScrollDirection,
    inSection section: Int
  ) -> Bool {
    guard section == sectionIndex, let current = currentPage, itemCount > 0 else { return false }
    let step: Int
    switch direction {
    case .left, .next: step = 1
    case .right, .previous: step = -1
    case .up, .down: return false
    }
    let count = itemCount
    let wraps = isLooping || isInfinite
    let ahead = (isAnimating ? headingPage ?? current : current) + pendingSteps
    let shown = wraps ? (ahead % count + count) % count : min(max(ahead, 0), count - 1)
    let target = shown + step
    guard wraps || (0..<count).contains(target) else {
      host.postAccessibilityNotification(.pageScrolled(accessibilityPageDescription(shown, count)))
      return false
    }
    move(by: step, animated: true)
    let landed = (target % count + count) % count
    host.postAccessibilityNotification(.pageScrolled(accessibilityPageDescription(landed, count)))
    return true
  }
}
