import Foundation
import TrellisDiff

/// One element's place in a layout: what it is, its frame, and how it stacks.
///
///     for attributes in layout.elements(in: viewport) {
///       print(attributes.element, attributes.frame)
///     }
///
/// Frames are in content coordinates, the way `UICollectionViewLayoutAttributes` gives them. The
/// z-index follows UIKit's flow layout: decoration views at -1, items at 0, supplementary views at
/// 1 and pinned supplementary views at 1024, so that a pinned header covers the items scrolling
/// beneath it.
public struct LayoutAttributes: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates attributes for an element.
  ///
  ///     LayoutAttributes(element: .item(ItemPath(item: 0, section: 0)), frame: .zero)
  ///
  /// - Parameters:
  ///   - element: The element's identity.
  ///   - frame: The element's frame in content coordinates.
  ///   - zIndex: The element's stacking order; higher is in front.
  ///   - isPinned: Whether the frame was moved to stay in the visible bounds.
  public init(element: LayoutElement, frame: CGRect, zIndex: Int = 0, isPinned: Bool = false) {
    self.element = element
    self.frame = frame
    self.zIndex = zIndex
    self.isPinned = isPinned
  }

  // MARK: Public

  /// The z-index of decoration views, such as section backgrounds.
  public static let decorationZIndex = -1
  /// The z-index of items.
  public static let itemZIndex = 0
  /// The z-index of supplementary views that scroll with the content.
  public static let supplementaryZIndex = 1
  /// The z-index of pinned supplementary views, the value UIKit's flow layout uses.
  public static let pinnedZIndex = 1024

  /// The element's identity: kind and path.
  public var element: LayoutElement
  /// The element's frame in content coordinates.
  public var frame: CGRect
  /// The element's stacking order; higher is in front.
  public var zIndex: Int
  /// Whether the frame was moved from its natural place to stay in the visible bounds.
  public var isPinned: Bool

  /// The element's kind; shorthand for `element.kind`.
  ///
  ///     attributes.kind == .item
  public var kind: LayoutElementKind { element.kind }

  /// The element's path; shorthand for `element.path`.
  ///
  ///     attributes.path.item
  public var path: ItemPath { element.path }
}

extension LayoutAttributes: CustomStringConvertible {
  /// The element, its frame, and `pinned` when it is pinned.
  ///
  ///     print(attributes)  // item [0, 1] (110.0, 0.0, 100.0, 50.0)
  public var description: String {
    let f = frame
    let rect = "(\(f.minX), \(f.minY), \(f.width), \(f.height))"
    return "\(element) \(rect)\(isPinned ? " pinned" : "")"
  }
}

extension CGRect {
  /// Whether this rectangle and `other` overlap with a positive-length interval on both axes, or
  /// one of them has zero length and lies strictly inside the other: the rule every rectangle
  /// query of `TrellisLayout` uses.
  ///
  ///     CGRect(x: 0, y: 0, width: 10, height: 10)
  ///       .meets(CGRect(x: 10, y: 0, width: 10, height: 10))  // false: edges only touch
  ///
  /// Elements whose edges only touch the query rectangle are not in it, so two adjacent viewports
  /// never both contain the same row.
  ///
  /// - Parameter other: The rectangle to test against.
  /// - Returns: `true` when `minX < other.maxX`, `other.minX < maxX`, and likewise for *y*.
  /// - Complexity: O(1).
  @inlinable
  public func meets(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
