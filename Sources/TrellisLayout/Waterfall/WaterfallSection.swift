import Foundation

/// One waterfall section's options: CHTCollectionViewWaterfallLayout's per-section answers.
///
///     WaterfallSection(itemCount: 40, columns: 2, columnSpacing: 8, interitemSpacing: 8,
///                      insets: LayoutInsets(all: 8), fillOrder: .shortestFirst)
///
/// - Precondition: When laid out: `itemCount` is not negative; `columns` is at least 1; insets,
///   spacings and heights are finite and not negative.
public struct WaterfallSection: LayoutSection {
  // MARK: Lifecycle

  /// Creates a waterfall section.
  ///
  ///     WaterfallSection(itemCount: 10, columns: 3, itemHeight: .given)
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - columns: The number of columns.
  ///   - columnSpacing: The horizontal space between columns.
  ///   - interitemSpacing: The vertical space between items of a column.
  ///   - insets: Space around the columns, inside the header and footer.
  ///   - headerLength: The header's height; zero means no header.
  ///   - footerLength: The footer's height; zero means no footer.
  ///   - fillOrder: Which column each item goes to.
  ///   - itemHeight: How an item's size becomes its height.
  ///   - pinsHeader: Whether the header sticks to the top of the visible bounds.
  ///   - pinsFooter: Whether the footer sticks to the bottom of the visible bounds.
  ///   - background: Whether a background decoration covers the section.
  public init(
    itemCount: Int = 0, columns: Int = 2, columnSpacing: CGFloat = 10,
    interitemSpacing: CGFloat = 10, insets: LayoutInsets = .zero, headerLength: CGFloat = 0,
    footerLength: CGFloat = 0, fillOrder: WaterfallFillOrder = .shortestFirst,
    itemHeight: WaterfallItemHeight = .aspectRatio, pinsHeader: Bool = false,
    pinsFooter: Bool = false, background: SectionBackground = .none
  ) {
    self.itemCount = itemCount
    self.columns = columns
    self.columnSpacing = columnSpacing
    self.interitemSpacing = interitemSpacing
    self.insets = insets
    self.headerLength = headerLength
    self.footerLength = footerLength
    self.fillOrder = fillOrder
    self.itemHeight = itemHeight
    self.pinsHeader = pinsHeader
    self.pinsFooter = pinsFooter
    self.background = background
  }

  // MARK: Public

  /// The number of items.
  public var itemCount: Int
  /// The number of columns; at least 1.
  public var columns: Int
  /// The horizontal space between columns.
  public var columnSpacing: CGFloat
  /// The vertical space between items of a column.
  public var interitemSpacing: CGFloat
  /// Space around the columns, inside the header and footer.
  public var insets: LayoutInsets
  /// The header's height; zero means no header.
  public var headerLength: CGFloat
  /// The footer's height; zero means no footer.
  public var footerLength: CGFloat
  /// Which column each item goes to.
  public var fillOrder: WaterfallFillOrder
  /// How an item's size becomes its height.
  public var itemHeight: WaterfallItemHeight
  /// Whether the header sticks to the top of the visible bounds.
  public var pinsHeader: Bool
  /// Whether the footer sticks to the bottom of the visible bounds.
  public var pinsFooter: Bool
  /// Whether a background decoration covers the section.
  public var background: SectionBackground

  // MARK: Internal

  func _validate() {
    _precondition(itemCount: itemCount, "WaterfallSection.itemCount")
    _precondition(columns: columns, "WaterfallSection.columns")
    _precondition(nonNegative: columnSpacing, "WaterfallSection.columnSpacing")
    _precondition(nonNegative: interitemSpacing, "WaterfallSection.interitemSpacing")
    _precondition(validInsets: insets, "WaterfallSection.insets")
    _precondition(nonNegative: headerLength, "WaterfallSection.headerLength")
    _precondition(nonNegative: footerLength, "WaterfallSection.footerLength")
  }
}

/// Which column a waterfall item goes to (CHTCollectionViewWaterfallLayout's render direction).
///
///     WaterfallSection(itemCount: 9, columns: 3, fillOrder: .rightToLeft)
public enum WaterfallFillOrder: Hashable, Sendable, CaseIterable {
  /// The column that currently ends highest; ties go to the leftmost column.
  case shortestFirst
  /// Round robin from the left: item *i* goes to column `i % columns`.
  case leftToRight
  /// Round robin from the right: item *i* goes to column `columns - 1 - i % columns`.
  case rightToLeft
}

/// How a waterfall item's size becomes its height; its width is always the column's.
///
///     WaterfallSection(itemCount: 4, itemHeight: .aspectRatio)  // photos: keep the aspect ratio
public enum WaterfallItemHeight: Hashable, Sendable, CaseIterable {
  /// The size is an aspect ratio: height = `size.height * columnWidth / size.width` (zero when the
  /// width is zero).
  case aspectRatio
  /// The size's height is the height, as given.
  case given
}
