import Foundation

/// The most basic component of a collection view's compositional layout (UIKit:
/// `NSCollectionLayoutItem`, iOS 13.0).
///
/// `contentInsets` shrink the item inside the frame its group computed, after `edgeSpacing` has
/// moved it, and are ignored on an axis whose dimension is estimated (APPLE-FACTS §1.4).
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutItem: NSObject {
  required init(
    _layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = _layoutSize
    self._supplementaryItems = supplementaryItems
    super.init()
  }

  /// Creates an item of the specified size.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(_layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of the specified size with an array of supplementary items to attach to the
  /// item.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.init(_layoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }

  /// The amount of space between the content of the item and its boundaries.
  public var contentInsets: NSDirectionalEdgeInsets = .zero

  /// The amount of space added around the boundaries of the item, between the item and its
  /// container.
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize

  /// An array of the supplementary items attached to the item.
  public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { _supplementaryItems }

  var _supplementaryItems: [NSCollectionLayoutSupplementaryItem]
}

/// A closure that provides the items of a custom group (UIKit:
/// `NSCollectionLayoutGroupCustomItemProvider`, iOS 13.0).
@available(iOS 13.0, *)
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container for a set of items that lays out the items along a path (UIKit:
/// `NSCollectionLayoutGroup`, iOS 13.0).
///
/// A horizontal or vertical group built from `subitems` repeats them along its axis as long as the
/// next one fits its size (a group whose size along its axis is estimated takes its subitems once
/// and grows to fit them). A `repeatingSubitem:count:` group holds exactly `count` items, which
/// must fit. A custom group places one item at each frame its provider returns.
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum _Arrangement {
    case horizontal([NSCollectionLayoutItem])
    case vertical([NSCollectionLayoutItem])
    case repeating(horizontal: Bool, NSCollectionLayoutItem, count: Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  var _arrangement: _Arrangement = .horizontal([])

  private static func make(_ size: NSCollectionLayoutSize, _ arrangement: _Arrangement) -> Self {
    let group = Self(_layoutSize: size, supplementaryItems: [])
    group._arrangement = arrangement
    return group
  }

  /// Creates a group of the specified size, containing an array of items arranged in a horizontal
  /// line.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    make(layoutSize, .horizontal(subitems))
  }

  /// Creates a group of the specified size, containing an array of items arranged in a vertical
  /// line.
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  {
    make(layoutSize, .vertical(subitems))
  }

  /// Creates a group of the specified size with an item repeated a specified number of times in a
  /// horizontal line (iOS 16.0). The caller must make sure that `count` items fit the group's size.
  @available(iOS 16.0, *)
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    make(layoutSize, .repeating(horizontal: true, subitem, count: count))
  }

  /// Creates a group of the specified size with an item repeated a specified number of times in a
  /// vertical line (iOS 16.0). The caller must make sure that `count` items fit the group's size.
  @available(iOS 16.0, *)
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    make(layoutSize, .repeating(horizontal: false, subitem, count: count))
  }

  /// Creates a group of the specified size, with an item provider that creates a custom shape for
  /// the group.
  public class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    make(layoutSize, .custom(itemProvider))
  }

  /// An array of the items contained in the group.
  public var subitems: [NSCollectionLayoutItem] {
    switch _arrangement {
    case .horizontal(let items), .vertical(let items): return items
    case .repeating(_, let item, _): return [item]
    case .custom: return []
    }
  }

  /// An array of the supplementary items attached to the group.
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { _supplementaryItems }
    set { _supplementaryItems = newValue }
  }

  /// The amount of space between the items in the group.
  public var interItemSpacing: NSCollectionLayoutSpacing?
}

/// An object used to specify the frame of an item in a custom group (UIKit:
/// `NSCollectionLayoutGroupCustomItem`, iOS 13.0). The frame is in the group's coordinates.
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutGroupCustomItem: NSObject {
  init(_frame: CGRect, zIndex: Int) {
    self.frame = _frame
    self.zIndex = zIndex
    super.init()
  }

  /// Creates a custom item with the specified frame.
  public convenience init(frame: CGRect) {
    self.init(_frame: frame, zIndex: 0)
  }

  /// Creates a custom item with the specified frame and vertical stacking order.
  public convenience init(frame: CGRect, zIndex: Int) {
    self.init(_frame: frame, zIndex: zIndex)
  }

  /// The frame of the item, in the group's coordinates.
  public let frame: CGRect

  /// The vertical stacking order of the item.
  public let zIndex: Int
}

/// An object used to add an extra visual decoration to an item in a collection view (UIKit:
/// `NSCollectionLayoutSupplementaryItem`, iOS 13.0). It follows the index path of the item it is
/// attached to.
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  var _elementKind = ""
  var _containerAnchor = NSCollectionLayoutAnchor(edges: [])
  var _itemAnchor: NSCollectionLayoutAnchor?

  /// Creates a supplementary item of the specified size and element kind, anchored to its
  /// container.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(_layoutSize: layoutSize, supplementaryItems: [])
    _elementKind = elementKind
    _containerAnchor = containerAnchor
  }

  /// Creates a supplementary item of the specified size and element kind, with an anchor on its
  /// container and one on itself.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(_layoutSize: layoutSize, supplementaryItems: [])
    _elementKind = elementKind
    _containerAnchor = containerAnchor
    _itemAnchor = itemAnchor
  }

  /// The anchor between the supplementary item and the item it's attached to.
  public var containerAnchor: NSCollectionLayoutAnchor { _containerAnchor }

  /// The anchor on the supplementary item itself.
  public var itemAnchor: NSCollectionLayoutAnchor? { _itemAnchor }

  /// A string that identifies the type of supplementary item.
  public var elementKind: String { _elementKind }

  /// The vertical stacking order of the supplementary item.
  public var zIndex = 0
}

/// An object used to add headers or footers to a collection view (UIKit:
/// `NSCollectionLayoutBoundarySupplementaryItem`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  var _alignment = NSRectAlignment.none
  var _offset = CGPoint.zero

  /// Creates a boundary supplementary item of the specified size and element kind, with an
  /// alignment relative to a section or layout.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(_layoutSize: layoutSize, supplementaryItems: [])
    _elementKind = elementKind
    _alignment = alignment
    _containerAnchor = NSCollectionLayoutAnchor(edges: alignment._edges)
  }

  /// Creates a boundary supplementary item of the specified size and element kind, with an
  /// alignment and an absolute offset.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment)
    _offset = absoluteOffset
  }

  /// The alignment of the boundary supplementary item relative to the section or layout.
  public var alignment: NSRectAlignment { _alignment }

  /// The offset of the boundary supplementary item from its alignment.
  public var offset: CGPoint { _offset }

  /// A Boolean value that indicates whether the item extends the content area of its section or
  /// layout (default `true`).
  public var extendsBoundary = true

  /// A Boolean value that indicates whether the item stays within the visible bounds while any
  /// part of its section is visible (default `false`).
  public var pinToVisibleBounds = false
}
