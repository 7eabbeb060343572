import Foundation

// The value-like classes of the compositional layout (APPLE-FACTS §1.4, §1.5): dimensions, sizes,
// spacings and anchors, immutable as Apple declares them. They are `public` classes that cannot be
// subclassed outside the double (UIKit's are open Objective-C classes): their factories return
// `Self`, which needs a `required` initialiser, and an `open` class's required initialiser would
// have to be public, an `init` UIKit does not have. Stricter, never looser.

/// An object that represents the width or height dimension of an item in a compositional layout
/// (UIKit: `NSCollectionLayoutDimension`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutDimension: NSObject {
  enum _Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let _kind: _Kind
  let _value: CGFloat

  required init(_kind: _Kind, value: CGFloat) {
    self._kind = _kind
    self._value = value
    super.init()
  }

  /// Creates a dimension that's computed as a fraction of the width of the containing group.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(_kind: .fractionalWidth, value: fractionalWidth)
  }

  /// Creates a dimension that's computed as a fraction of the height of the containing group.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(_kind: .fractionalHeight, value: fractionalHeight)
  }

  /// Creates a dimension with an absolute point value.
  public class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(_kind: .absolute, value: absoluteDimension)
  }

  /// Creates a dimension with an estimated point value: the rendered content's size replaces it.
  public class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(_kind: .estimated, value: estimatedDimension)
  }

  /// The floating-point value of the dimension.
  public var dimension: CGFloat { _value }

  /// A Boolean value that indicates whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { _kind == .fractionalWidth }

  /// A Boolean value that indicates whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { _kind == .fractionalHeight }

  /// A Boolean value that indicates whether the dimension is an absolute point value.
  public var isAbsolute: Bool { _kind == .absolute }

  /// A Boolean value that indicates whether the dimension is an estimated point value.
  public var isEstimated: Bool { _kind == .estimated }

  /// The length in points inside a container of `container`'s size; an estimate gives `measured`
  /// when the content was measured, else the estimate.
  func _resolved(in container: CGSize, measured: CGFloat?) -> CGFloat {
    switch _kind {
    case .fractionalWidth: return _value * container.width
    case .fractionalHeight: return _value * container.height
    case .absolute: return _value
    case .estimated: return measured ?? _value
    }
  }
}

/// An object that represents the width and height of an item in a compositional layout (UIKit:
/// `NSCollectionLayoutSize`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutSize: NSObject {
  init(_width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
    self.widthDimension = _width
    self.heightDimension = height
    super.init()
  }

  /// Creates a size with the specified width and height dimensions.
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    self.init(_width: width, height: height)
  }

  /// The width of the item.
  public let widthDimension: NSCollectionLayoutDimension

  /// The height of the item.
  public let heightDimension: NSCollectionLayoutDimension
}

/// An object that represents the space between items in a compositional layout (UIKit:
/// `NSCollectionLayoutSpacing`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutSpacing: NSObject {
  required init(_flexible: Bool, spacing: CGFloat) {
    self.isFlexible = _flexible
    self.spacing = spacing
    super.init()
  }

  /// Creates a spacing of an exact amount.
  public class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(_flexible: false, spacing: fixedSpacing)
  }

  /// Creates a spacing that is at least the given amount and grows to spread the items evenly.
  public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(_flexible: true, spacing: flexibleSpacing)
  }

  /// A Boolean value that indicates whether the spacing is a fixed amount.
  public var isFixed: Bool { !isFlexible }

  /// A Boolean value that indicates whether the spacing is flexible.
  public let isFlexible: Bool

  /// The amount of space, the minimum for a flexible spacing.
  public let spacing: CGFloat
}

/// An object that defines the space around an item in a compositional layout (UIKit:
/// `NSCollectionLayoutEdgeSpacing`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutEdgeSpacing: NSObject {
  init(
    _leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = _leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  /// Creates an edge spacing with the specified spacing on each edge.
  public convenience init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.init(_leading: leading, top: top, trailing: trailing, bottom: bottom)
  }

  /// The amount of space added to the leading edge of the item.
  public let leading: NSCollectionLayoutSpacing?

  /// The amount of space added to the top edge of the item.
  public let top: NSCollectionLayoutSpacing?

  /// The amount of space added to the trailing edge of the item.
  public let trailing: NSCollectionLayoutSpacing?

  /// The amount of space added to the bottom edge of the item.
  public let bottom: NSCollectionLayoutSpacing?
}

/// An object that defines how to attach a supplementary item to an item in a compositional layout
/// (UIKit: `NSCollectionLayoutAnchor`, iOS 13.0). By default the supplementary item sits inside the
/// anchored edges.
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutAnchor: NSObject {
  init(_edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
    self.edges = _edges
    self.offset = offset
    self.isFractionalOffset = fractional
    super.init()
  }

  /// Creates an anchor on the specified edges.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(_edges: edges, offset: .zero, fractional: false)
  }

  /// Creates an anchor on the specified edges, offset by an absolute amount.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(_edges: edges, offset: absoluteOffset, fractional: false)
  }

  /// Creates an anchor on the specified edges, offset by a fraction of the supplementary item's
  /// own size.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(_edges: edges, offset: fractionalOffset, fractional: true)
  }

  /// The edges that the anchor is attached to.
  public let edges: NSDirectionalRectEdge

  /// The offset of the anchor from the edges.
  public let offset: CGPoint

  /// A Boolean value that indicates whether the offset is an absolute amount.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// A Boolean value that indicates whether the offset is a fraction of the item's size.
  public let isFractionalOffset: Bool
}

/// Constants that specify the edges of a rectangle, taking language direction into account
/// (UIKit: `NSDirectionalRectEdge`, iOS 13.0).
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The edge's bits.
  public let rawValue: UInt
  /// Creates edges from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge.
  public static let none: NSDirectionalRectEdge = []
  /// The top edge of the rectangle.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge of the rectangle.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge of the rectangle.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge of the rectangle.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All edges of the rectangle.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Constants that specify the alignment of a rectangle relative to another, taking language
/// direction into account (UIKit: `NSRectAlignment`, iOS 13.0).
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none = 0
  /// Aligned to the top.
  case top
  /// Aligned to the top and leading edges.
  case topLeading
  /// Aligned to the leading edge.
  case leading
  /// Aligned to the bottom and leading edges.
  case bottomLeading
  /// Aligned to the bottom.
  case bottom
  /// Aligned to the bottom and trailing edges.
  case bottomTrailing
  /// Aligned to the trailing edge.
  case trailing
  /// Aligned to the top and trailing edges.
  case topTrailing

  /// The edges an item with this alignment is anchored to.
  var _edges: NSDirectionalRectEdge {
    switch self {
    case .none: return []
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }
}
