import Foundation

/// Converts between main/cross coordinates and x/y for one scroll direction.
///
/// Engines compute along the main (scrolling) and cross axes so that one algorithm serves both
/// directions; this helper turns the results into `CGRect`s.
@usableFromInline
struct _Axes: Sendable {
  // MARK: Lifecycle

  @usableFromInline
  init(_ direction: ScrollDirection) {
    isVertical = direction == .vertical
  }

  // MARK: Internal

  @usableFromInline let isVertical: Bool

  @inlinable
  func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

  @inlinable
  func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  @inlinable
  func mainMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }

  @inlinable
  func mainMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }

  @inlinable
  func mainLength(_ rect: CGRect) -> CGFloat { isVertical ? rect.height : rect.width }

  @inlinable
  func mainOrigin(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  @inlinable
  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  /// Moves `rect` by `delta` along the main axis.
  @inlinable
  func shifted(_ rect: CGRect, by delta: CGFloat) -> CGRect {
    var rect = rect
    if isVertical { rect.origin.y += delta } else { rect.origin.x += delta }
    return rect
  }

  /// Places `rect` at `origin` along the main axis.
  @inlinable
  func moved(_ rect: CGRect, toMain origin: CGFloat) -> CGRect {
    var rect = rect
    if isVertical { rect.origin.y = origin } else { rect.origin.x = origin }
    return rect
  }

  func mainLeading(_ insets: LayoutInsets) -> CGFloat { isVertical ? insets.top : insets.left }
  func mainTrailing(_ insets: LayoutInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
  func crossLeading(_ insets: LayoutInsets) -> CGFloat { isVertical ? insets.left : insets.top }
  func crossTrailing(_ insets: LayoutInsets) -> CGFloat {
    isVertical ? insets.right : insets.bottom
  }
}
