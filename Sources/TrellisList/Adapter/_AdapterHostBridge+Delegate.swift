import Foundation
import TrellisDiff
import TrellisLayout

/// The host's delegate callbacks, forwarded to the adapter (display and touches) or to its
/// plugins in attach order (scrolling, the refresh control).
extension _AdapterHostBridge: ListHostDelegate {
  // MARK: Display

  func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
    adapter?.willDisplay(cell, at: path, in: host)
  }

  func listHost(_ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath) {
    adapter?.didEndDisplaying(cell, at: path, in: host)
  }

  func listHost(
    _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    adapter?.willDisplaySupplementaryView(view, ofKind: kind, at: path, in: host)
  }

  func listHost(
    _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    adapter?.didEndDisplayingSupplementaryView(view, ofKind: kind, at: path, in: host)
  }

  // MARK: Touches

  func listHost(_ host: any ListHost, shouldHighlightItemAt path: ItemPath) -> Bool {
    adapter?.shouldHighlightItem(at: path, in: host) ?? true
  }

  func listHost(_ host: any ListHost, didHighlightItemAt path: ItemPath) {
    adapter?.didHighlightItem(at: path, in: host)
  }

  func listHost(_ host: any ListHost, didUnhighlightItemAt path: ItemPath) {
    adapter?.didUnhighlightItem(at: path, in: host)
  }

  func listHost(_ host: any ListHost, shouldSelectItemAt path: ItemPath) -> Bool {
    adapter?.shouldSelectItem(at: path, in: host) ?? true
  }

  func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath) {
    adapter?.didSelectItem(at: path, in: host)
  }

  func listHost(_ host: any ListHost, shouldDeselectItemAt path: ItemPath) -> Bool {
    adapter?.shouldDeselectItem(at: path, in: host) ?? true
  }

  func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath) {
    adapter?.didDeselectItem(at: path, in: host)
  }

  // MARK: Scrolling

  func listHostDidScroll(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostDidScroll(host) }
  }

  func listHostDidChangeViewportSize(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostDidChangeViewportSize(host) }
  }

  func listHostWillBeginDragging(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostWillBeginDragging(host) }
  }

  /// Each plugin, in attach order, sees the target the previous one left.
  func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    for plugin in plugins {
      plugin.listHostWillEndDragging(
        host, velocity: velocity, targetContentOffset: &targetContentOffset)
    }
  }

  func listHostWillBeginDecelerating(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostWillBeginDecelerating(host) }
  }

  func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
    for plugin in plugins { plugin.listHostDidEndDragging(host, willDecelerate: willDecelerate) }
  }

  func listHostDidEndDecelerating(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostDidEndDecelerating(host) }
  }

  func listHostDidEndScrollingAnimation(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostDidEndScrollingAnimation(host) }
  }

  // MARK: Bands

  func listHost(_ host: any ListHost, bandDidScroll section: Int) {
    for plugin in plugins { plugin.listHost(host, bandDidScroll: section) }
  }

  func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {
    for plugin in plugins { plugin.listHost(host, bandDidEndScrolling: section) }
  }

  // MARK: Refresh control

  /// The user pulled past the refresh control's threshold: every plugin hears it, in attach order
  /// (a ``ListRefresher`` among them).
  func listHostDidRequestRefresh(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostDidRequestRefresh(host) }
  }

  // MARK: Accessibility

  /// A three-finger scroll in `section`: the first plugin that turns a page (a ``ListCarousel``
  /// of that section) answers; the others are not asked.
  func listHost(
    _ host: any ListHost, accessibilityScroll direction: ListAccessibilityScrollDirection,
    inSection section: Int
  ) -> Bool {
    plugins.contains { $0.listHost(host, accessibilityScroll: direction, inSection: section) }
  }

  // MARK: Accessibility (status, motion, keyboard)

  /// The host's accessibility status changed: the adapter reacts first (a new text size measures
  /// its items again), then every plugin hears it, in attach order (a ``ListCarousel`` pauses or
  /// resumes).
  func listHost(
    _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus
  ) {
    adapter?.accessibilityStatusDidChange(in: host, from: previous)
    for plugin in plugins {
      plugin.listHost(host, accessibilityStatusDidChangeFrom: previous)
    }
  }

  // MARK: Private

  private var plugins: [any ListAdapterPlugin] { adapter?.plugins ?? [] }
}
