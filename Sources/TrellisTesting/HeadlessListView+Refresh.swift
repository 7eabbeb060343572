import Foundation
import TrellisCore
import TrellisList

extension HeadlessListView {
  // MARK: Public

  /// The pull distance past which the refresh control starts refreshing unless a test sets
  /// ``refreshThreshold``: 80 points, within the 60 to 130 points after which `UIRefreshControl`
  /// triggers.
  public static let defaultRefreshThreshold: CGFloat = 80

  /// Whether the list has a refresh control above its content (UIKit:
  /// `UIScrollView.refreshControl` set, or `nil`).
  ///
  ///     host.isRefreshControlEnabled = true
  ///     host.snapshot()  // a `refreshControl idle` line follows the viewport line
  ///
  /// Each change is logged as ``HostOperation/refreshControl(_:)`` (`idle` when installed,
  /// `removed` when removed). Removing the control while it refreshes ends the refresh.
  public var isRefreshControlEnabled: Bool {
    get { refreshControlState != .removed }
    set {
      guard newValue != isRefreshControlEnabled else { return }
      setRefreshControlState(newValue ? .idle : .removed)
    }
  }

  /// Whether the refresh control is refreshing (UIKit: `UIRefreshControl.isRefreshing`).
  public var isRefreshing: Bool { refreshControlState == .refreshing }

  /// Shows the refresh control as refreshing without asking the delegate to refresh (UIKit:
  /// `UIRefreshControl.beginRefreshing()`); does nothing without a control or while it refreshes.
  ///
  /// The content does not move to reveal the control, as in UIKit.
  public func beginRefreshing() {
    guard refreshControlState == .idle else { return }
    setRefreshControlState(.refreshing)
  }

  /// Ends the refresh (UIKit: `UIRefreshControl.endRefreshing()`); does nothing when the control
  /// is not refreshing.
  public func endRefreshing() {
    guard refreshControlState == .refreshing else { return }
    setRefreshControlState(.idle)
  }

  /// Simulates the user pulling the content down from its top by `distance` points and letting
  /// go, as a `UIRefreshControl` sees it.
  ///
  ///     host.isRefreshControlEnabled = true
  ///     try host.pullToRefresh()                  // past the threshold: a refresh request
  ///     try host.pullToRefresh(distance: 40)      // too short: the content only bounces back
  ///
  /// The delegate hears, in order: `willBeginDragging`; `didScroll` with the content pulled down
  /// (content offset `-contentInset.top - distance`); when `distance` reaches
  /// ``refreshThreshold`` and the control is installed and not refreshing, the control starts
  /// refreshing (``isRefreshing`` becomes `true`, logged as ``HostOperation/refreshControl(_:)``)
  /// and `listHostDidRequestRefresh`; then `didEndDragging` with deceleration, `didScroll` as the
  /// content springs back to its top, and `didEndDecelerating`. A pull below the threshold, a
  /// pull while the control refreshes and a pull without a control send no request.
  ///
  /// The headless hosts do not inset the content by the control's height while it refreshes:
  /// the content springs back to `-contentInset.top`.
  ///
  /// - Parameter distance: How far the finger pulls the content down; `nil` pulls exactly
  ///   ``refreshThreshold``.
  /// - Throws: `ListHostError.impossibleGesture(_:)` for a distance that is not positive, a list
  ///   that scrolls horizontally, or content that is not at its top (a finger pulling there only
  ///   scrolls); another `ListHostError` when views that become visible break the host's rules.
  public func pullToRefresh(distance: CGFloat? = nil) throws(ListHostError) {
    let distance = distance ?? refreshThreshold
    guard distance.isFinite, distance > 0 else {
      throw .impossibleGesture(
        "pull the content down by \(distance) points; a pull moves it down by a positive distance"
      )
    }
    try layoutIfNeeded()
    guard (currentLayout?.axis ?? .vertical) == .vertical else {
      throw .impossibleGesture(
        "pull to refresh a list that scrolls horizontally; a refresh control sits above vertically "
          + "scrolling content")
    }
    let top = -contentInset.top
    guard contentOffset.y <= top else {
      throw .impossibleGesture(
        "pull to refresh from content offset y \(contentOffset.y); the pull starts with the "
          + "content at its top (y \(top)), scroll there first")
    }
    let x = contentOffset.x
    isDragging = true
    delegate?.listHostWillBeginDragging(self)
    do {
      try setContentOffset(CGPoint(x: x, y: top - distance), animated: false)
    } catch {
      isDragging = false
      throw error
    }
    if distance >= refreshThreshold, refreshControlState == .idle {
      setRefreshControlState(.refreshing)
      delegate?.listHostDidRequestRefresh(self)
    }
    isDragging = false
    delegate?.listHostDidEndDragging(self, willDecelerate: true)
    try setContentOffset(CGPoint(x: x, y: top), animated: false)
    delegate?.listHostDidEndDecelerating(self)
  }

  // MARK: Private

  private func setRefreshControlState(_ state: HostOperation.RefreshControlState) {
    refreshControlState = state
    operations.append(.refreshControl(state))
  }
}
