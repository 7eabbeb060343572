import Foundation

/// A corner of an item's frame.
///
///     ItemSupplementaryPlacement.corner(.topTrailing, dx: 6, dy: -6)
///
/// Leading is the left edge and trailing the right edge: the layouts of `TrellisLayout` lay out
/// left to right.
public enum ItemCorner: Hashable, Sendable {
  /// The top-left corner.
  case topLeading
  /// The top-right corner.
  case topTrailing
  /// The bottom-left corner.
  case bottomLeading
  /// The bottom-right corner.
  case bottomTrailing
}

/// Where a supplementary view of an item sits relative to that item's frame: in a corner (a
/// badge) or behind the whole item (a row decoration).
///
///     let placements: [ItemSupplementaryPlacement] = [
///       .corner(.topTrailing, dx: 6, dy: -6),  // a badge sticking out of the top-right corner
///       .behind(outset: 4),                    // a highlight 4 points larger than the row
///     ]
///
/// This is the part of UIKit's `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:
/// containerAnchor:)` that places a view against its item: `corner` aligns the view's corner with
/// the item's corner (`NSCollectionLayoutAnchor(edges:absoluteOffset:)`), then moves it by the
/// offset; `behind` covers the item, like a supplementary item as large as its container with a
/// `zIndex` below the cell's.
public enum ItemSupplementaryPlacement: Hashable, Sendable {
  /// The view, at its own size, with its `corner` on the item's `corner`, then moved by `dx`
  /// (positive: right) and `dy` (positive: down).
  case corner(ItemCorner, dx: CGFloat = 0, dy: CGFloat = 0)
  /// The view covers the item's frame grown by `outset` on every side (shrunk when negative); its
  /// own size is ignored.
  case behind(outset: CGFloat = 0)

  /// The view's frame for an item at `itemFrame`.
  ///
  ///     let badge = ItemSupplementaryPlacement.corner(.topTrailing, dx: 4, dy: -4)
  ///     badge.frame(ofSize: CGSize(width: 16, height: 16),
  ///                 around: CGRect(x: 0, y: 100, width: 320, height: 44))
  ///     // x 308, y 96, 16 x 16
  ///
  /// - Parameters:
  ///   - size: The view's own size; negative or NaN lengths are read as zero.
  ///   - itemFrame: The item's frame.
  /// - Returns: The view's frame, in the item frame's coordinates.
  public func frame(ofSize size: CGSize, around itemFrame: CGRect) -> CGRect {
    switch self {
    case .corner(let corner, let dx, let dy):
      let width = _sizeLength(size.width)
      let height = _sizeLength(size.height)
      let x: CGFloat
      let y: CGFloat
      switch corner {
      case .topLeading: (x, y) = (itemFrame.minX, itemFrame.minY)
      case .topTrailing: (x, y) = (itemFrame.maxX - width, itemFrame.minY)
      case .bottomLeading: (x, y) = (itemFrame.minX, itemFrame.maxY - height)
      case .bottomTrailing: (x, y) = (itemFrame.maxX - width, itemFrame.maxY - height)
      }
      return CGRect(
        x: x + _finiteLength(dx), y: y + _finiteLength(dy), width: width, height: height)
    case .behind(let outset):
      let grown = itemFrame.insetBy(dx: -_finiteLength(outset), dy: -_finiteLength(outset))
      return grown.isNull ? CGRect(origin: itemFrame.origin, size: .zero) : grown.standardized
    }
  }

  /// How far the view can reach outside the item's frame, in any direction: a host that finds
  /// items in a rectangle grown by this much finds every item whose view meets the rectangle.
  ///
  /// - Parameter size: The view's own size.
  /// - Returns: A length of zero or more.
  public func reach(ofSize size: CGSize) -> CGFloat {
    switch self {
    case .corner(_, let dx, let dy):
      _sizeLength(size.width) + _sizeLength(size.height) + abs(_finiteLength(dx))
        + abs(_finiteLength(dy))
    case .behind(let outset):
      max(0, _finiteLength(outset))
    }
  }
}

/// One supplementary view of an item, as a host lays it out: its kind, its own size and its
/// placement against the item.
///
///     ItemSupplementaryLayout(kind: "badge", size: CGSize(width: 16, height: 16),
///                             placement: .corner(.topTrailing))
///
/// UIKit: an `NSCollectionLayoutSupplementaryItem` in `NSCollectionLayoutItem.supplementaryItems`.
public struct ItemSupplementaryLayout: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates the layout of one supplementary view of an item.
  ///
  /// - Parameters:
  ///   - kind: The view's kind; one view per kind per item.
  ///   - size: The view's own size (ignored by ``ItemSupplementaryPlacement/behind(outset:)``).
  ///   - placement: Where the view sits against the item.
  public init(kind: SupplementaryKind, size: CGSize, placement: ItemSupplementaryPlacement) {
    self.kind = kind
    self.size = size
    self.placement = placement
  }

  // MARK: Public

  /// The view's kind.
  public var kind: SupplementaryKind
  /// The view's own size.
  public var size: CGSize
  /// Where the view sits against the item.
  public var placement: ItemSupplementaryPlacement

  /// The view's frame for an item at `itemFrame`.
  ///
  /// - Parameter itemFrame: The item's frame.
  /// - Returns: The view's frame, from ``placement``.
  public func frame(around itemFrame: CGRect) -> CGRect {
    placement.frame(ofSize: size, around: itemFrame)
  }

  /// How far the view can reach outside its item's frame; see
  /// ``ItemSupplementaryPlacement/reach(ofSize:)``.
  public var reach: CGFloat { placement.reach(ofSize: size) }
}

private func _sizeLength(_ length: CGFloat) -> CGFloat {
  length.isFinite && length > 0 ? length : 0
}

private func _finiteLength(_ length: CGFloat) -> CGFloat {
  length.isFinite ? length : 0
}
