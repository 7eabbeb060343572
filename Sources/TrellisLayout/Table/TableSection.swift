import Foundation

/// One table section's options: its rows, header and footer.
///
///     TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)
///
/// - Precondition: When laid out: `itemCount` is not negative; heights are finite and not
///   negative.
public struct TableSection: LayoutSection {
  // MARK: Lifecycle

  /// Creates a table section.
  ///
  ///     TableSection(itemCount: 3, footerLength: 20)
  ///
  /// - Parameters:
  ///   - itemCount: The number of rows.
  ///   - headerLength: The header's height; zero means no header.
  ///   - footerLength: The footer's height; zero means no footer.
  ///   - rowHeight: Every row's height, or `nil` to ask the size provider for each row's height.
  public init(
    itemCount: Int = 0, headerLength: CGFloat = 0, footerLength: CGFloat = 0,
    rowHeight: CGFloat? = nil
  ) {
    self.itemCount = itemCount
    self.headerLength = headerLength
    self.footerLength = footerLength
    self.rowHeight = rowHeight
  }

  // MARK: Public

  /// The number of rows.
  public var itemCount: Int
  /// The header's height; zero means no header.
  public var headerLength: CGFloat
  /// The footer's height; zero means no footer.
  public var footerLength: CGFloat
  /// Every row's height, or `nil` to ask the size provider for each row's height.
  public var rowHeight: CGFloat?

  // MARK: Internal

  func _validate() {
    _precondition(itemCount: itemCount, "TableSection.itemCount")
    _precondition(nonNegative: headerLength, "TableSection.headerLength")
    _precondition(nonNegative: footerLength, "TableSection.footerLength")
    if let rowHeight { _precondition(nonNegative: rowHeight, "TableSection.rowHeight") }
  }
}

/// A table's style, as `UITableView.Style`.
///
///     TableLayout(width: 375, style: .grouped(sectionSpacing: 35))
public enum TableStyle: Hashable, Sendable {
  /// Headers stick to the top and footers to the bottom of the visible bounds while their section
  /// is in view; sections touch.
  case plain
  /// Headers and footers scroll with their rows; each section starts with `sectionSpacing` of
  /// empty space, the first included (UIKit's grouped top padding).
  case grouped(sectionSpacing: CGFloat)
}
