import Foundation

/// One grid section's options: a compositional-lite description by group axis, columns, item
/// width, item height and orthogonal scrolling.
///
///     GridSection(itemCount: 12, columns: 3, itemHeight: .fixed(120), interitemSpacing: 8)
///     GridSection(itemCount: 10, columns: 1, itemWidth: .fixed(280), itemHeight: .fixed(180),
///                 orthogonalScrolling: .groupPaging)  // a carousel row
///
/// Items form *groups* of `columns` items: a row when `groupAxis` is `.horizontal`, a column
/// stack when `.vertical`. Groups stack downwards, or, with orthogonal scrolling, sit side by side
/// in a band the section scrolls on its own.
///
/// - Precondition: When laid out: `itemCount` is not negative; `columns` is at least 1; insets,
///   spacings, fixed widths, fixed heights and header and footer heights are finite and not
///   negative.
public struct GridSection: LayoutSection {
  // MARK: Lifecycle

  /// Creates a grid section.
  ///
  ///     GridSection(itemCount: 8, groupAxis: .horizontal, columns: 2, itemHeight: .measured)
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - groupAxis: The axis along which a group's items sit.
  ///   - columns: The number of items per group.
  ///   - itemWidth: An item's width: fixed, or derived from the available width.
  ///   - itemHeight: An item's height: fixed, or measured from the size provider.
  ///   - interitemSpacing: The space between items of a group.
  ///   - groupSpacing: The space between groups.
  ///   - insets: Space around the groups, inside the header and footer.
  ///   - headerLength: The header's height; zero means no header.
  ///   - footerLength: The footer's height; zero means no footer.
  ///   - pinsHeader: Whether the header sticks to the top of the visible bounds.
  ///   - pinsFooter: Whether the footer sticks to the bottom of the visible bounds.
  ///   - orthogonalScrolling: Whether and how the section scrolls sideways on its own.
  ///   - background: Whether a background decoration covers the section.
  public init(
    itemCount: Int = 0, groupAxis: GridGroupAxis = .horizontal, columns: Int = 1,
    itemWidth: GridItemWidth = .derived, itemHeight: GridItemHeight = .measured,
    interitemSpacing: CGFloat = 0, groupSpacing: CGFloat = 0, insets: LayoutInsets = .zero,
    headerLength: CGFloat = 0, footerLength: CGFloat = 0, pinsHeader: Bool = false,
    pinsFooter: Bool = false, orthogonalScrolling: OrthogonalScrolling = .none,
    background: SectionBackground = .none
  ) {
    self.itemCount = itemCount
    self.groupAxis = groupAxis
    self.columns = columns
    self.itemWidth = itemWidth
    self.itemHeight = itemHeight
    self.interitemSpacing = interitemSpacing
    self.groupSpacing = groupSpacing
    self.insets = insets
    self.headerLength = headerLength
    self.footerLength = footerLength
    self.pinsHeader = pinsHeader
    self.pinsFooter = pinsFooter
    self.orthogonalScrolling = orthogonalScrolling
    self.background = background
  }

  // MARK: Public

  /// The number of items.
  public var itemCount: Int
  /// The axis along which a group's items sit.
  public var groupAxis: GridGroupAxis
  /// The number of items per group; at least 1.
  public var columns: Int
  /// An item's width.
  public var itemWidth: GridItemWidth
  /// An item's height.
  public var itemHeight: GridItemHeight
  /// The space between items of a group.
  public var interitemSpacing: CGFloat
  /// The space between groups: vertical when groups stack, horizontal when they scroll sideways.
  public var groupSpacing: CGFloat
  /// Space around the groups, inside the header and footer.
  public var insets: LayoutInsets
  /// The header's height; zero means no header.
  public var headerLength: CGFloat
  /// The footer's height; zero means no footer.
  public var footerLength: CGFloat
  /// Whether the header sticks to the top of the visible bounds.
  public var pinsHeader: Bool
  /// Whether the footer sticks to the bottom of the visible bounds.
  public var pinsFooter: Bool
  /// Whether and how the section scrolls sideways on its own.
  public var orthogonalScrolling: OrthogonalScrolling
  /// Whether a background decoration covers the section.
  public var background: SectionBackground

  // MARK: Internal

  func _validate() {
    _precondition(itemCount: itemCount, "GridSection.itemCount")
    _precondition(columns: columns, "GridSection.columns")
    _precondition(nonNegative: interitemSpacing, "GridSection.interitemSpacing")
    _precondition(nonNegative: groupSpacing, "GridSection.groupSpacing")
    _precondition(validInsets: insets, "GridSection.insets")
    _precondition(nonNegative: headerLength, "GridSection.headerLength")
    _precondition(nonNegative: footerLength, "GridSection.footerLength")
    switch itemWidth {
    case .derived: break
    case .fixed(let width): _precondition(nonNegative: width, "GridSection.itemWidth")
    case .fractional(let fraction):
      _precondition(nonNegative: fraction, "GridSection.itemWidth's fraction")
    }
    if case .fixed(let height) = itemHeight {
      _precondition(nonNegative: height, "GridSection.itemHeight")
    }
  }
}

/// The axis along which a grid group's items sit.
///
///     GridSection(itemCount: 6, groupAxis: .vertical, columns: 2)  // groups of two, stacked
public enum GridGroupAxis: Hashable, Sendable, CaseIterable {
  /// A group is a row of `columns` items.
  case horizontal
  /// A group is a stack of `columns` items.
  case vertical
}

/// A grid item's width.
///
///     GridSection(itemCount: 4, columns: 2, itemWidth: .fixed(150))
///     GridSection(itemCount: 8, itemWidth: .fractional(0.85), orthogonalScrolling: .groupPaging)
public enum GridItemWidth: Hashable, Sendable {
  /// Derived from the available width (container less the left and right insets): in a horizontal
  /// group `floor((available - (columns - 1) * interitemSpacing) / columns)`, in a vertical group
  /// the whole available width. Never below zero.
  case derived
  /// A fixed width.
  case fixed(CGFloat)
  /// A fraction of the available width (the container less the section's left and right insets),
  /// as a compositional layout's `.fractionalWidth` sizes an item of a top-level group: the model
  /// states a proportion and never reads the container's width. `.fractional(0.85)` gives carousel
  /// pages that show the edge of the next; `.fractional(0.5)` with no `interitemSpacing` puts two
  /// to a row. The width is not rounded, and spacing is added to it, not taken from it, so
  /// fractions that add up to more than one with spacing overflow the row, as they do in UIKit.
  /// A negative or NaN fraction is a precondition failure.
  case fractional(CGFloat)
}

/// A grid item's height.
///
///     GridSection(itemCount: 4, itemHeight: .fixed(50))
public enum GridItemHeight: Hashable, Sendable {
  /// The height of the size provider's answer, asked with the item's width offered.
  case measured
  /// A fixed height; the size provider is not asked.
  case fixed(CGFloat)
}
