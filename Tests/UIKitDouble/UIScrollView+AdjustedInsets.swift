import Foundation

extension UIScrollView {
  /// Constants indicating how safe area insets are added to the adjusted content inset (UIKit:
  /// `UIScrollView.ContentInsetAdjustmentBehavior`, iOS 11.0).
  @available(iOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Automatically adjust the scroll view insets. UIKit always adjusts vertically a scroll view
    /// that is the content of a view controller shown by a navigation or tab bar controller, and
    /// otherwise the axes that scroll; the double has neither controller, so it adjusts as
    /// ``scrollableAxes`` does.
    case automatic = 0
    /// Adjust the insets only in the scrollable directions: top and bottom when the content is
    /// taller than the view or `alwaysBounceVertical` is set, left and right when it is wider
    /// or `alwaysBounceHorizontal` is set.
    case scrollableAxes = 1
    /// Do not adjust the scroll view insets.
    case never = 2
    /// Always include the safe area insets in the content adjustment.
    case always = 3
  }

  // MARK: Double

  /// Which axes take the safe area: (top and bottom, left and right).
  var _adjustedAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .automatic, .scrollableAxes:
      return (
        contentSize.height > bounds.height || alwaysBounceVertical,
        contentSize.width > bounds.width || alwaysBounceHorizontal
      )
    }
  }

  /// Calls ``adjustedContentInsetDidChange()`` and the delegate when the adjusted inset differs
  /// from the one last reported.
  func _adjustedContentInsetMayHaveChanged() {
    let inset = adjustedContentInset
    guard inset != _reportedAdjustedContentInset else { return }
    _reportedAdjustedContentInset = inset
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }
}
