import Foundation
import TrellisDiff

/// A table: full-width rows of given heights, with section headers and footers, plain or grouped.
///
///     let table = TableLayout(width: 375)  // plain: sticky headers
///     let layout = ListLayout(table, sections: [TableSection(itemCount: 3, headerLength: 28)]) {
///       _, _ in CGSize(width: 0, height: 44)
///     }
///     layout.frame(ofItem: ItemPath(item: 0, section: 0))  // (0, 28, 375, 44)
///
/// ## Rules
///
/// - A section is (grouped style only) its spacing, its header, its rows one under another, then
///   its footer; everything spans the full width.
/// - A row's height is the section's `rowHeight`, or else the height of the size provider's answer
///   (its width is ignored).
/// - In the plain style the header is pinned to the top of the visible bounds until the end of its
///   section's rows, and the footer to the bottom until their start, as `UITableView` does.
///
/// Row sizes are asked with the space offered: `(width, .infinity)`.
public struct TableLayout: LayoutEngine, Hashable {
  // MARK: Lifecycle

  /// Creates a table engine for a container `width` points wide.
  ///
  ///     TableLayout(width: 375, style: .grouped(sectionSpacing: 35))
  ///
  /// - Parameters:
  ///   - width: The table's width; negative or NaN is read as zero.
  ///   - style: Plain (sticky headers and footers) or grouped.
  ///   - defaultSection: The options of sections inserted without options.
  public init(
    width: CGFloat, style: TableStyle = .plain, defaultSection: TableSection = TableSection()
  ) {
    self.init(
      containerSize: CGSize(width: width, height: 0), style: style,
      defaultSection: defaultSection)
  }

  /// Creates a table engine for a container; only its width shapes the layout.
  ///
  ///     TableLayout(containerSize: CGSize(width: 375, height: 667))
  ///
  /// - Parameters:
  ///   - containerSize: The size of the view the layout fills.
  ///   - style: Plain (sticky headers and footers) or grouped.
  ///   - defaultSection: The options of sections inserted without options.
  public init(
    containerSize: CGSize, style: TableStyle = .plain,
    defaultSection: TableSection = TableSection()
  ) {
    self.containerSize = containerSize
    self.style = style
    self.defaultSection = defaultSection
  }

  // MARK: Public

  /// The size of the view the layout fills; only the width matters.
  public var containerSize: CGSize
  /// Plain (sticky headers and footers) or grouped.
  public var style: TableStyle
  /// The options of sections inserted without options.
  public var defaultSection: TableSection

  /// Always `.vertical`.
  public var axis: ScrollDirection { .vertical }

  /// Computes one table section in section-local coordinates.
  ///
  ///     let geometry = TableLayout(width: 375).layout(TableSection(itemCount: 2), at: 0) {
  ///       _, _ in CGSize(width: 0, height: 44)
  ///     }
  ///
  /// - Parameters:
  ///   - section: The section's options and row count.
  ///   - index: The section's index, passed to `sizes` in each row's path.
  ///   - sizes: Returns each row's size when the section has no `rowHeight`; asked once per row.
  /// - Returns: The section's frames; one lane with a run per row.
  /// - Precondition: `section` obeys the rules listed on `TableSection`; a grouped style's
  ///   `sectionSpacing` is finite and not negative.
  /// - Complexity: O(*n*) for *n* rows.
  public func layout(_ section: TableSection, at index: Int, sizes: ItemSizeProvider)
    -> SectionLayout
  {
    _layout(section, at: index, sizes: sizes, resuming: nil)
  }

  /// Computes one table section again from row `prefix`, keeping the rows before it from
  /// `previous`.
  ///
  ///     let grown = TableLayout(width: 375).layout(
  ///       section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 20)
  ///
  /// Rows do not depend on one another, so the rows before `prefix` keep their frames and runs,
  /// the next row starts where row `prefix - 1` ends, and `sizes` is asked (without a `rowHeight`)
  /// for rows `prefix...` only. The header, footer and their pinning are computed again. The
  /// result equals ``layout(_:at:sizes:)``.
  ///
  /// - Parameters:
  ///   - section: The section's options and row count now.
  ///   - index: The section's index, passed to `sizes` in each row's path.
  ///   - sizes: Returns each row's size when the section has no `rowHeight`; asked once per row
  ///     from `prefix` on.
  ///   - previous: What this engine computed, with the same container and style, for `section`'s
  ///     options with possibly another row count.
  ///   - prefix: How many leading rows kept their sizes; zero lays out the whole section.
  /// - Returns: The section's frames; one lane with a run per row.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`;
  ///   `section` obeys the rules listed on `TableSection`.
  /// - Complexity: O(*p* + *m*) for *p* kept rows (copied) and *m* rows placed again.
  public func layout(
    _ section: TableSection, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout, keepingItemsBefore prefix: Int
  ) -> SectionLayout {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    return _layout(
      section, at: index, sizes: sizes, resuming: prefix > 0 ? (previous, prefix) : nil)
  }

  /// `prefix`: rows are independent, so a resumed table section places rows from `prefix` on.
  ///
  ///     TableLayout(width: 375).resumePoint(of: section, reusing: geometry, keepingItemsBefore: 20)
  ///     // 20
  ///
  /// - Parameters:
  ///   - section: The section's options and row count now.
  ///   - previous: The geometry the resumed layout reuses.
  ///   - prefix: How many leading rows kept their sizes.
  /// - Returns: `prefix`.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`.
  /// - Complexity: O(1).
  public func resumePoint(
    of section: TableSection, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  ) -> Int {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    return prefix
  }

  // MARK: Private

  /// Computes a section, from scratch or resuming `previous` at row `prefix`.
  private func _layout(
    _ section: TableSection, at index: Int, sizes: ItemSizeProvider,
    resuming: (previous: SectionLayout, prefix: Int)?
  ) -> SectionLayout {
    section._validate()
    let width = _clamped(containerSize).width
    let isPlain = style == .plain
    var spacing: CGFloat = 0
    if case .grouped(let sectionSpacing) = style {
      _precondition(nonNegative: sectionSpacing, "TableStyle.grouped(sectionSpacing:)")
      spacing = sectionSpacing
    }
    var frame = _SectionFrame(
      axes: _Axes(.vertical), crossLength: width, headerLength: section.headerLength,
      pinsHeader: isPlain, background: .none, leadingSpace: spacing)
    let fitting = CGSize(width: width, height: .infinity)
    var frames: [CGRect] = []
    var runs: [LayoutRun] = []
    frames.reserveCapacity(section.itemCount)
    runs.reserveCapacity(section.itemCount)
    var cursor = frame.itemsStart
    var first = 0
    if let (previous, prefix) = resuming {
      frames.append(contentsOf: previous.itemFrames[..<prefix])
      runs.append(contentsOf: previous.lanes[0][..<prefix])
      cursor = previous.itemFrames[prefix - 1].maxY
      first = prefix
    }
    for row in first..<section.itemCount {
      let height =
        section.rowHeight ?? _clamped(sizes(ItemPath(item: row, section: index), fitting)).height
      let rowFrame = CGRect(x: 0, y: cursor, width: width, height: height)
      frames.append(rowFrame)
      runs.append(LayoutRun(start: cursor, end: rowFrame.maxY, items: row..<row + 1))
      cursor = rowFrame.maxY
    }
    let (length, views) = frame.finish(
      itemsEnd: cursor, footerLength: section.footerLength, pinsFooter: isPlain)
    return SectionLayout(length: length, itemFrames: frames, supplementaries: views, lanes: [runs])
  }
}
