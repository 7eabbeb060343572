import Foundation
import TrellisDiff
import TrellisLayout

/// The object a ``ListHost`` reports display, touch and scroll events to.
///
/// Every method has an empty default (the `should` methods answer `true`), so a delegate
/// implements only what it needs. Touch callbacks come only from user interaction, never from
/// ``ListHost/selectItem(at:animated:)``, as in UIKit. A tap runs, in order:
/// `shouldHighlight` → `didHighlight` → `shouldSelect` (or `shouldDeselect` for a selected item
/// with multiple selection) → `didUnhighlight` → `didDeselect` of the item selected before (single
/// selection) → `didSelect` (or `didDeselect`). `shouldHighlight` answering `false` skips the
/// rest.
@MainActor
public protocol ListHostDelegate: AnyObject {
  /// A cell is about to become visible.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - cell: The cell.
  ///   - path: The item's path.
  func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath)

  /// A cell stopped being visible; it goes to the reuse pool.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - cell: The cell.
  ///   - path: The item's path in the data the cell was shown with.
  func listHost(_ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath)

  /// A supplementary view is about to become visible.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - view: The view.
  ///   - kind: Its kind.
  ///   - path: `[section, 0]` for headers and footers.
  func listHost(
    _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind,
    at path: ItemPath)

  /// A supplementary view stopped being visible.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - view: The view.
  ///   - kind: Its kind.
  ///   - path: `[section, 0]` for headers and footers.
  func listHost(
    _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath)

  /// Whether the item at `path` highlights when touched; `false` skips selection too.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: `true` to highlight.
  func listHost(_ host: any ListHost, shouldHighlightItemAt path: ItemPath) -> Bool

  /// The item at `path` was highlighted by a touch.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - path: The item's path.
  func listHost(_ host: any ListHost, didHighlightItemAt path: ItemPath)

  /// The item at `path` lost its highlight.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - path: The item's path.
  func listHost(_ host: any ListHost, didUnhighlightItemAt path: ItemPath)

  /// Whether a tap selects the item at `path`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: `true` to select.
  func listHost(_ host: any ListHost, shouldSelectItemAt path: ItemPath) -> Bool

  /// The user selected the item at `path`.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - path: The item's path.
  func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath)

  /// Whether a tap deselects the selected item at `path` (multiple selection).
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: `true` to deselect.
  func listHost(_ host: any ListHost, shouldDeselectItemAt path: ItemPath) -> Bool

  /// The user's tap deselected the item at `path`.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - path: The item's path.
  func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath)

  /// The content offset changed.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidScroll(_ host: any ListHost)

  /// The user started dragging the content.
  ///
  /// - Parameter host: The reporting host.
  func listHostWillBeginDragging(_ host: any ListHost)

  /// The user lifted the finger: the content will come to rest at `targetContentOffset`, which
  /// the delegate may change (a carousel snaps it to a page).
  ///
  ///     func listHostWillEndDragging(
  ///       _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ///     ) { targetContentOffset.x = (targetContentOffset.x / 310).rounded() * 310 }
  ///
  /// UIKit: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. Sent after the last
  /// ``listHostDidScroll(_:)`` of the drag and before ``listHostDidEndDragging(_:willDecelerate:)``;
  /// the drag decelerates when the final target differs from the current offset.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - velocity: The content's velocity when the finger lifted, in points per millisecond (as
  ///     UIKit gives it), positive when the offset grows.
  ///   - targetContentOffset: Where the content will rest; set it to change that.
  func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint)

  /// The user stopped dragging; `willDecelerate` tells whether the content keeps moving.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - willDecelerate: Whether deceleration follows.
  func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool)

  /// The content starts decelerating towards the target of
  /// ``listHostWillEndDragging(_:velocity:targetContentOffset:)`` after a drag.
  ///
  /// UIKit: `scrollViewWillBeginDecelerating(_:)`. Sent after
  /// ``listHostDidEndDragging(_:willDecelerate:)`` when `willDecelerate` is `true`.
  ///
  /// - Parameter host: The reporting host.
  func listHostWillBeginDecelerating(_ host: any ListHost)

  /// The content stopped moving after a drag.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidEndDecelerating(_ host: any ListHost)

  /// An animated scroll started by the program finished.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidEndScrollingAnimation(_ host: any ListHost)

  /// The band of `section` moved: a step of the user's drag or of its deceleration, a
  /// ``ListHost/scrollToItem(at:at:animated:)`` on one of its items, or a clamp after an update
  /// shrank its content. Read the new offset with ``ListHost/bandOffset(ofSection:)``, and
  /// whether the user's drag or its deceleration goes on with
  /// ``ListHost/isBandScrolling(ofSection:)``.
  ///
  ///     func listHost(_ host: any ListHost, bandDidScroll section: Int) {
  ///       let offset = host.bandOffset(ofSection: section) ?? 0
  ///       pageControl.currentPage = Int((offset / 375).rounded())
  ///     }
  ///
  /// A band is an orthogonal section's sideways scroller (see ``ListHost/bandOffset(ofSection:)``).
  /// The list's own ``listHostDidScroll(_:)`` is not sent: the list did not move. On UIKit, where
  /// a band sends no scroll-view delegate callbacks, this comes from the section's
  /// `visibleItemsInvalidationHandler`, which runs on every layout pass and every frame of the
  /// band's scrolling; the glue sends it when the offset the handler reports changed. Keep it
  /// cheap for the same reason.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - section: The band's section, in the displayed data.
  func listHost(_ host: any ListHost, bandDidScroll section: Int)

  /// The band of `section` came to rest: its deceleration after a drag ended, or an animated
  /// ``ListHost/scrollToItem(at:at:animated:)`` finished (a non-animated one rests at once, right
  /// after its ``listHost(_:bandDidScroll:)``).
  ///
  ///     func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {
  ///       analytics.log(page: host.bandOffset(ofSection: section) ?? 0)
  ///     }
  ///
  /// A drag released without velocity that leaves the band at a resting point rests at once,
  /// too. On UIKit it comes from the section's `visibleItemsInvalidationHandler` as well: the
  /// glue sends it when the handler's offset stops changing.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - section: The band's section, in the displayed data.
  func listHost(_ host: any ListHost, bandDidEndScrolling section: Int)

  /// The user pulled the content past the refresh control's threshold: load fresh data, then
  /// call ``ListHost/endRefreshing()``.
  ///
  ///     func listHostDidRequestRefresh(_ host: any ListHost) { store.reload() }
  ///
  /// UIKit: the `UIRefreshControl`'s `.valueChanged` action, which it sends when a pull crosses
  /// its threshold. ``ListHost/isRefreshing`` is already `true` when it is sent. It is sent only
  /// for the user's pull, never for ``ListHost/beginRefreshing()``, and not while the control is
  /// refreshing.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidRequestRefresh(_ host: any ListHost)

  /// The viewport got another size (UIKit: the view's bounds size), including the first time a
  /// list that started at 0 × 0 gets one; the host has laid out at the new size.
  ///
  ///     func listHostDidChangeViewportSize(_ host: any ListHost) { recomputeWhatIsNear() }
  ///
  /// A list often gets its first model while it has no size yet (a view controller's
  /// `viewDidLoad`): features that decide from what the viewport shows — pagination,
  /// prefetching — decide again here. UIKit has no delegate callback for it: the view
  /// controllers of TrellisUIKit report it from `viewDidLayoutSubviews()`; the headless hosts
  /// from ``ListHost``'s size changes.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidChangeViewportSize(_ host: any ListHost)

  // MARK: Accessibility (actions, announcements, focus)

  /// VoiceOver's three-finger scroll reached the section `section` (UIKit:
  /// `accessibilityScroll(_:)` on a view inside it): turn one page and answer `true`, or answer
  /// `false` when the section does not page or is at its end.
  ///
  ///     func listHost(
  ///       _ host: any ListHost, accessibilityScroll direction: ListAccessibilityScrollDirection,
  ///       inSection section: Int
  ///     ) -> Bool {
  ///       section == bannerSection && turnPage(direction)
  ///     }
  ///
  /// A delegate that turns a page also posts where it is
  /// (``ListHost/postAccessibilityNotification(_:)`` with
  /// ``ListAccessibilityNotification/pageScrolled(_:)``, "Page 3 of 8"), and posts the same text
  /// again when it is at the end, as Apple asks. `ListCarousel` does both for its section. The
  /// default answers `false`.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - direction: The direction of the user's swipe.
  ///   - section: The section of the element that received the scroll, in the displayed data.
  /// - Returns: Whether a page turned.
  func listHost(
    _ host: any ListHost, accessibilityScroll direction: ListAccessibilityScrollDirection,
    inSection section: Int
  ) -> Bool

  // MARK: Accessibility (status, motion, keyboard)

  /// The host's ``ListHost/accessibilityStatus`` changed from `previous`: VoiceOver started or
  /// stopped, Reduce Motion was turned on or off, the text size changed, or focus moved.
  ///
  ///     func listHost(
  ///       _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus
  ///     ) {
  ///       if host.accessibilityStatus.isVoiceOverRunning { stopTimers() }
  ///     }
  ///
  /// Sent once per change. The list adapter measures its items again when the text size changed
  /// (one layout invalidation), before its plugins hear it.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - previous: The status before the change.
  func listHost(
    _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus)
}

extension ListHostDelegate {
  /// Does nothing.
  public func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath)
  {}
  /// Does nothing.
  public func listHost(
    _ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath
  ) {}
  /// Does nothing.
  public func listHost(
    _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind,
    at path: ItemPath
  ) {}
  /// Does nothing.
  public func listHost(
    _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {}
  /// `true`.
  public func listHost(_ host: any ListHost, shouldHighlightItemAt path: ItemPath) -> Bool { true }
  /// Does nothing.
  public func listHost(_ host: any ListHost, didHighlightItemAt path: ItemPath) {}
  /// Does nothing.
  public func listHost(_ host: any ListHost, didUnhighlightItemAt path: ItemPath) {}
  /// `true`.
  public func listHost(_ host: any ListHost, shouldSelectItemAt path: ItemPath) -> Bool { true }
  /// Does nothing.
  public func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath) {}
  /// `true`.
  public func listHost(_ host: any ListHost, shouldDeselectItemAt path: ItemPath) -> Bool { true }
  /// Does nothing.
  public func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath) {}
  /// Does nothing.
  public func listHostDidScroll(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostWillBeginDragging(_ host: any ListHost) {}
  /// Does nothing: the content rests where the host proposed.
  public func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {}
  /// Does nothing.
  public func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {}
  /// Does nothing.
  public func listHostWillBeginDecelerating(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostDidEndDecelerating(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostDidEndScrollingAnimation(_ host: any ListHost) {}
  /// Does nothing.
  public func listHost(_ host: any ListHost, bandDidScroll section: Int) {}
  /// Does nothing.
  public func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {}
  /// Does nothing.
  public func listHostDidRequestRefresh(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostDidChangeViewportSize(_ host: any ListHost) {}

  /// Answers `false`: nothing pages by accessibility scroll.
  public func listHost(
    _ host: any ListHost, accessibilityScroll direction: ListAccessibilityScrollDirection,
    inSection section: Int
  ) -> Bool { false }

  /// Does nothing.
  public func listHost(
    _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus
  ) {}
}
