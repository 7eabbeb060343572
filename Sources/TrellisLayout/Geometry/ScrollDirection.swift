import Foundation

/// The axis along which a layout's content grows and scrolls.
///
///     let flow = FlowLayout(
///       containerSize: CGSize(width: 320, height: 480), axis: .horizontal)
///
/// Layouts call the scrolling axis the *main* axis and the other one the *cross* axis: in a
/// vertical
/// layout, sections stack downwards and lines of items run left to right; in a horizontal layout,
/// sections stack rightwards and lines run top to bottom.
public enum ScrollDirection: Hashable, Sendable, CaseIterable {
  /// Content grows downwards; the main axis is *y*.
  case vertical
  /// Content grows rightwards; the main axis is *x*.
  case horizontal
}
