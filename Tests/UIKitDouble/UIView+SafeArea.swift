import Foundation

extension UIView {
  /// Converts a rectangle from the coordinate system of another view to that of this view
  /// (iOS 2.0). With `view` `nil`, `rect` is in the window's coordinates. The double has no
  /// transforms: the conversion adds frame origins and subtracts bounds origins (scroll offsets)
  /// along both views' superview chains.
  @available(iOS 2.0, *)
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let source = view?._originInWindow() ?? .zero
    let target = _originInWindow()
    return rect.offsetBy(dx: source.x - target.x, dy: source.y - target.y)
  }

  // MARK: Double

  /// Sets the view's safe-area insets, as bars and the home indicator do (package, for tests),
  /// and calls `safeAreaInsetsDidChange()` when they change (then, on a scroll view whose
  /// adjusted content inset changes with them, `adjustedContentInsetDidChange()`).
  package func setSafeAreaInsetsForTesting(_ insets: UIEdgeInsets) {
    guard insets != _safeAreaInsets else { return }
    _safeAreaInsets = insets
    safeAreaInsetsDidChange()
    (self as? UIScrollView)?._adjustedContentInsetMayHaveChanged()
  }

  /// Where this view's coordinate origin lies in its window's (or topmost superview's)
  /// coordinates.
  private func _originInWindow() -> CGPoint {
    var point = CGPoint(x: -bounds.origin.x, y: -bounds.origin.y)
    var view = self
    while let superview = view.superview {
      point.x += view.frame.origin.x
      point.y += view.frame.origin.y
      point.x -= superview.bounds.origin.x
      point.y -= superview.bounds.origin.y
      view = superview
    }
    return point
  }
}
