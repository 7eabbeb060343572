import Foundation

/// One flow section's options: UIKit's per-section flow-layout delegate answers, plus the
/// alignment, column, pinning and background options of NECollectionViewLayout.
///
///     FlowSection(
///       itemCount: 12, insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16),
///       lineSpacing: 8, interitemSpacing: 8, columns: 3, headerLength: 44, pinsHeader: true)
///
/// Lengths named `…Length` are measured along the scroll axis: a header's height in a vertical
/// layout, its width in a horizontal one. Headers and footers span the container's whole cross
/// axis, ignoring the section insets, as in UIKit.
///
/// - Precondition: When laid out: `itemCount` is not negative; insets, spacings and lengths are
///   finite and not negative; `columns`, when set, is at least 1.
public struct FlowSection: LayoutSection {
  // MARK: Lifecycle

  /// Creates a flow section.
  ///
  ///     FlowSection(itemCount: 5, alignment: .center)
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - insets: Space around the items, inside the header and footer.
  ///   - lineSpacing: The space between lines (UIKit's `minimumLineSpacing`).
  ///   - interitemSpacing: The minimum space between items of a line.
  ///   - alignment: How a line's items spread along the cross axis.
  ///   - columns: When set, every item's cross-axis length is
  ///     `floor((available - (columns - 1) * interitemSpacing) / columns)`, ignoring the size's own
  ///     cross-axis length; `nil` uses the sizes as given.
  ///   - headerLength: The header's length along the scroll axis; zero means no header.
  ///   - footerLength: The footer's length along the scroll axis; zero means no footer.
  ///   - pinsHeader: Whether the header sticks to the leading edge of the visible bounds.
  ///   - pinsFooter: Whether the footer sticks to the trailing edge of the visible bounds.
  ///   - background: Whether a background decoration covers the section.
  public init(
    itemCount: Int = 0, insets: LayoutInsets = .zero, lineSpacing: CGFloat = 10,
    interitemSpacing: CGFloat = 10, alignment: FlowAlignment = .justified, columns: Int? = nil,
    headerLength: CGFloat = 0, footerLength: CGFloat = 0, pinsHeader: Bool = false,
    pinsFooter: Bool = false, background: SectionBackground = .none
  ) {
    self.itemCount = itemCount
    self.insets = insets
    self.lineSpacing = lineSpacing
    self.interitemSpacing = interitemSpacing
    self.alignment = alignment
    self.columns = columns
    self.headerLength = headerLength
    self.footerLength = footerLength
    self.pinsHeader = pinsHeader
    self.pinsFooter = pinsFooter
    self.background = background
  }

  // MARK: Public

  /// The number of items.
  public var itemCount: Int
  /// Space around the items, inside the header and footer.
  public var insets: LayoutInsets
  /// The space between lines along the scroll axis (UIKit's `minimumLineSpacing`).
  public var lineSpacing: CGFloat
  /// The minimum space between items of a line (UIKit's `minimumInteritemSpacing`).
  public var interitemSpacing: CGFloat
  /// How a line's items spread along the cross axis.
  public var alignment: FlowAlignment
  /// When set, the number of equal columns that fix every item's cross-axis length.
  public var columns: Int?
  /// The header's length along the scroll axis; zero means no header.
  public var headerLength: CGFloat
  /// The footer's length along the scroll axis; zero means no footer.
  public var footerLength: CGFloat
  /// Whether the header sticks to the leading edge of the visible bounds.
  public var pinsHeader: Bool
  /// Whether the footer sticks to the trailing edge of the visible bounds.
  public var pinsFooter: Bool
  /// Whether a background decoration covers the section, and how much of it.
  public var background: SectionBackground

  // MARK: Internal

  func _validate() {
    _precondition(itemCount: itemCount, "FlowSection.itemCount")
    _precondition(validInsets: insets, "FlowSection.insets")
    _precondition(nonNegative: lineSpacing, "FlowSection.lineSpacing")
    _precondition(nonNegative: interitemSpacing, "FlowSection.interitemSpacing")
    _precondition(nonNegative: headerLength, "FlowSection.headerLength")
    _precondition(nonNegative: footerLength, "FlowSection.footerLength")
    if let columns { _precondition(columns: columns, "FlowSection.columns") }
  }
}
