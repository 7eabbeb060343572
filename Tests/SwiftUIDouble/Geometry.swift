import Foundation

/// A proposal for the size of a view (SwiftUI: `ProposedViewSize`, iOS 16.0).
///
/// `nil` in a dimension means "unspecified": the view answers with its ideal size in it.
@available(iOS 16.0, *)
@frozen
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed horizontal size measured in points.
  public var width: CGFloat?

  /// The proposed vertical size measured in points.
  public var height: CGFloat?

  /// Creates a new proposed size using the specified width and height.
  @inlinable
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a new proposed size from a specified size.
  @inlinable
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A size proposal that contains zero in both dimensions.
  public static let zero = ProposedViewSize(width: 0, height: 0)

  /// The proposed size with both dimensions left unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// A size proposal that contains infinity in both dimensions.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
  /// corresponding dimension of the specified size.
  @inlinable
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The inset distances for the sides of a rectangle (SwiftUI: `EdgeInsets`, iOS 13.0).
@frozen
public struct EdgeInsets: Equatable, Sendable {
  /// The inset distance for the top edge.
  public var top: CGFloat
  /// The inset distance for the leading edge.
  public var leading: CGFloat
  /// The inset distance for the bottom edge.
  public var bottom: CGFloat
  /// The inset distance for the trailing edge.
  public var trailing: CGFloat

  /// Creates edge insets with the specified distances.
  @inlinable
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates edge insets of zero on every side.
  @inlinable
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// `length` on `edges`, zero elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// These insets on `edges`, `fallback`'s elsewhere.
  func replacing(_ edges: Edge.Set, in fallback: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : fallback.top,
      leading: edges.contains(.leading) ? leading : fallback.leading,
      bottom: edges.contains(.bottom) ? bottom : fallback.bottom,
      trailing: edges.contains(.trailing) ? trailing : fallback.trailing)
  }

  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}

/// An enumeration to indicate one edge of a rectangle (SwiftUI: `Edge`, iOS 13.0).
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// An efficient set of edges.
  @frozen
  public struct Set: OptionSet, Sendable {
    /// The raw value of the set.
    public let rawValue: Int8

    /// Creates a set of edges from a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Creates an instance containing just `e`.
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// An alignment position along the horizontal axis (SwiftUI: `HorizontalAlignment`, iOS 13.0).
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  /// Where a child sits in the spare width: 0 leading, 0.5 centre, 1 trailing.
  let fraction: CGFloat

  /// A guide that marks the leading edge of the view.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// A guide that marks the horizontal center of the view.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// A guide that marks the trailing edge of the view.
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment position along the vertical axis (SwiftUI: `VerticalAlignment`, iOS 13.0).
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  /// Where a child sits in the spare height: 0 top, 0.5 centre, 1 bottom.
  let fraction: CGFloat

  /// A guide that marks the top edge of the view.
  public static let top = VerticalAlignment(fraction: 0)
  /// A guide that marks the vertical center of the view.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// A guide that marks the bottom edge of the view.
  public static let bottom = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes (SwiftUI: `Alignment`, iOS 13.0).
@frozen
public struct Alignment: Equatable, Sendable {
  /// The alignment on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment on the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an instance with the given horizontal and vertical alignments.
  @inlinable
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A guide that marks the center of the view.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// A guide that marks the leading edge of the view.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// A guide that marks the trailing edge of the view.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// A guide that marks the top edge of the view.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// A guide that marks the bottom edge of the view.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// A guide that marks the top and leading edges of the view.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// A guide that marks the top and trailing edges of the view.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// A guide that marks the bottom and leading edges of the view.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// A guide that marks the bottom and trailing edges of the view.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The horizontal or vertical dimension in a 2D coordinate system (SwiftUI: `Axis`, iOS 13.0).
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical
}
