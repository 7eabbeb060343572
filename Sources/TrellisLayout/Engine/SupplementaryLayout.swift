import Foundation

/// How a supplementary view stays in view while its section scrolls.
///
///     SupplementaryPinning.toLeadingEdge(limit: 400)  // a sticky header that leaves at 400
///
/// Values are section-local positions along the scroll axis. A pinned view never leaves its
/// section: a header rides the top (leading) edge of the visible bounds until the end of the
/// section's items pushes it out; a footer rides the bottom (trailing) edge until the start of the
/// section's items.
public enum SupplementaryPinning: Hashable, Sendable {
  /// The view scrolls with the content.
  case none
  /// The view sticks to the leading edge of the visible bounds; its origin never passes `limit`.
  case toLeadingEdge(limit: CGFloat)
  /// The view sticks to the trailing edge of the visible bounds; its origin never goes below
  /// `limit`.
  case toTrailingEdge(limit: CGFloat)
}

/// A supplementary or decoration view of a section, as an engine computed it.
///
///     SupplementaryLayout(kind: .header, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
///
/// Frames are section-local along the scroll axis, like item frames in `SectionLayout`.
public struct SupplementaryLayout: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates a supplementary or decoration view's layout.
  ///
  ///     SupplementaryLayout(kind: .background, isDecoration: true, frame: sectionRect)
  ///
  /// - Parameters:
  ///   - kind: The view's kind.
  ///   - isDecoration: Whether the layout owns the view (a decoration) rather than the data source.
  ///   - frame: The view's natural frame, section-local along the scroll axis.
  ///   - pinning: How the view stays in view while scrolling.
  public init(
    kind: SupplementaryKind, isDecoration: Bool = false, frame: CGRect,
    pinning: SupplementaryPinning = .none
  ) {
    self.kind = kind
    self.isDecoration = isDecoration
    self.frame = frame
    self.pinning = pinning
  }

  // MARK: Public

  /// The view's kind.
  public var kind: SupplementaryKind
  /// Whether the layout owns the view (a decoration) rather than the data source.
  public var isDecoration: Bool
  /// The view's natural frame, section-local along the scroll axis.
  public var frame: CGRect
  /// How the view stays in view while scrolling.
  public var pinning: SupplementaryPinning

  /// The element kind this view has in `LayoutAttributes`.
  ///
  ///     SupplementaryLayout(kind: .header, frame: .zero).elementKind  // .supplementary(.header)
  public var elementKind: LayoutElementKind {
    isDecoration ? .decoration(kind) : .supplementary(kind)
  }
}
