import Foundation

/// Insets from the four edges of a rectangle: the platform-neutral `UIEdgeInsets`.
///
///     let insets = LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)
///     insets.horizontal  // 32
///
/// Foundation on Linux has no `UIEdgeInsets`, so layouts take this value; the UIKit binding
/// converts it field by field. Section insets must be finite and non-negative; layouts check that with a
/// precondition when they use them.
public struct LayoutInsets: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates insets from the four edges.
  ///
  ///     let insets = LayoutInsets(top: 10, left: 20, bottom: 10, right: 20)
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets that are equal on all four edges.
  ///
  ///     LayoutInsets(all: 8) == LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)  // true
  ///
  /// - Parameter value: The inset from every edge.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  // MARK: Public

  /// Insets of zero on every edge.
  ///
  ///     FlowSection(itemCount: 3, insets: .zero)
  public static let zero = LayoutInsets()

  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// The sum of the left and right insets.
  ///
  ///     LayoutInsets(left: 10, right: 5).horizontal  // 15
  public var horizontal: CGFloat { left + right }

  /// The sum of the top and bottom insets.
  ///
  ///     LayoutInsets(top: 10, bottom: 5).vertical  // 15
  public var vertical: CGFloat { top + bottom }
}

extension LayoutInsets: CustomStringConvertible {
  /// The insets as `(top, left, bottom, right)`.
  ///
  ///     print(LayoutInsets(all: 1))  // (1.0, 1.0, 1.0, 1.0)
  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
