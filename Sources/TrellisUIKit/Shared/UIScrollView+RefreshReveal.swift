// UIRefreshControl is not available on tvOS.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import TrellisLayout
  import UIKit

  extension UIScrollView {
    /// Scrolls the content down by the refresh control's height, animated, so that a refresh the
    /// program began shows its spinner. UIKit's `beginRefreshing()` only changes the control's
    /// state: without this, the spinner of a list resting at its top stays above the visible area.
    ///
    ///     control.beginRefreshing()
    ///     scrollView._revealRefreshControl(control)
    ///
    /// It moves nothing unless the content rests at its top with no finger on it: a scrolled-down
    /// list keeps its place, and a pull in progress is the user's.
    /// - Parameter control: The scroll view's refresh control.
    func _revealRefreshControl(_ control: UIRefreshControl) {
      let top = -adjustedContentInset.top
      guard !isTracking, !isDragging, abs(contentOffset.y - top) < 0.5 else { return }
      setContentOffset(
        CGPoint(x: contentOffset.x, y: top - control.frame.height), animated: true)
    }
  }
#endif
