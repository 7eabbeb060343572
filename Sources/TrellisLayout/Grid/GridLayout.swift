import Foundation
import TrellisDiff

/// A compositional-lite grid: per section, groups of items of a fixed or derived width and a fixed
/// or measured height, stacked downwards or scrolling sideways on their own. It scrolls vertically.
///
///     let grid = GridLayout(width: 320)
///     let layout = ListLayout(grid, sections: [
///       GridSection(itemCount: 6, columns: 3, itemHeight: .fixed(100), interitemSpacing: 10),
///     ]) { _, _ in .zero }
///     // items are 100 × 100; rows at y = 0 and y = 100
///
/// ## Rules
///
/// - A section is its header (full width), `insets.top`, the groups, `insets.bottom`, then its
///   footer (full width).
/// - Groups hold `columns` consecutive items (the last may hold fewer). In a horizontal group the
///   items sit side by side, `interitemSpacing` apart, top-aligned; the group is as tall as its
///   tallest item. In a vertical group they stack, `interitemSpacing` apart.
/// - Without orthogonal scrolling, groups stack downwards `groupSpacing` apart from `insets.left`.
///   With it, they sit side by side `groupSpacing` apart in one band as tall as the tallest group,
///   and the section records its own content width and page length in
///   `SectionLayout.orthogonalScrolling`. Frames are at orthogonal offset zero.
///
/// Item sizes are asked (only for `.measured` heights) with the space offered: `(itemWidth,
/// .infinity)`.
public struct GridLayout: LayoutEngine, Hashable {
  // MARK: Lifecycle

  /// Creates a grid engine for a container `width` points wide.
  ///
  ///     GridLayout(width: 375)
  ///
  /// - Parameters:
  ///   - width: The container's width; negative or NaN is read as zero.
  ///   - defaultSection: The options of sections inserted without options.
  public init(width: CGFloat, defaultSection: GridSection = GridSection()) {
    self.init(containerSize: CGSize(width: width, height: 0), defaultSection: defaultSection)
  }

  /// Creates a grid engine for a container; only its width shapes the layout.
  ///
  ///     GridLayout(containerSize: CGSize(width: 375, height: 667))
  ///
  /// - Parameters:
  ///   - containerSize: The size of the view the layout fills.
  ///   - defaultSection: The options of sections inserted without options.
  public init(containerSize: CGSize, defaultSection: GridSection = GridSection()) {
    self.containerSize = containerSize
    self.defaultSection = defaultSection
  }

  // MARK: Public

  /// The size of the view the layout fills; only the width matters.
  public var containerSize: CGSize
  /// The options of sections inserted without options.
  public var defaultSection: GridSection

  /// Always `.vertical`; orthogonal sections scroll horizontally on their own.
  public var axis: ScrollDirection { .vertical }

  /// Computes one grid section in section-local coordinates.
  ///
  ///     let geometry = GridLayout(width: 320).layout(section, at: 0) { _, _ in size }
  ///
  /// - Parameters:
  ///   - section: The section's options and item count.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked once per item, in order, for measured heights only.
  /// - Returns: The section's frames in one lane: a run per row, per stacked item, or one run for
  ///   an orthogonal band.
  /// - Precondition: `section` obeys the rules listed on `GridSection`.
  /// - Complexity: O(*n*) for *n* items.
  public func layout(_ section: GridSection, at index: Int, sizes: ItemSizeProvider)
    -> SectionLayout
  {
    section._validate()
    let width = _clamped(containerSize).width
    var frame = _SectionFrame(
      axes: _Axes(.vertical), crossLength: width, headerLength: section.headerLength,
      pinsHeader: section.pinsHeader, background: section.background)
    let columns = section.columns
    let itemWidth = section.itemWidth(inContainerWidth: width)
    let groupWidth = section.groupWidth(inContainerWidth: width)
    let fitting = CGSize(width: itemWidth, height: .infinity)
    let heights: [CGFloat] = (0..<section.itemCount).map { item in
      switch section.itemHeight {
      case .fixed(let height): height
      case .measured: _clamped(sizes(ItemPath(item: item, section: index), fitting)).height
      }
    }

    let top = frame.itemsStart + section.insets.top
    var groups = _GridGroups(
      heights: heights, columns: columns, groupAxis: section.groupAxis, itemWidth: itemWidth,
      spacing: section.interitemSpacing)
    let bottom: CGFloat
    var orthogonal: OrthogonalScrollingInfo?
    if section.orthogonalScrolling == .none {
      bottom = groups.stack(left: section.insets.left, top: top, spacing: section.groupSpacing)
    } else {
      bottom = groups.band(
        left: section.insets.left, top: top, groupWidth: groupWidth,
        spacing: section.groupSpacing)
      let count = CGFloat(groups.groupCount)
      let content =
        section.insets.horizontal + count * groupWidth + max(0, count - 1) * section.groupSpacing
      let page: CGFloat? =
        switch section.orthogonalScrolling {
        case .none, .continuous: nil
        case .paging: width
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
          groupWidth + section.groupSpacing
        }
      orthogonal = OrthogonalScrollingInfo(
        behavior: section.orthogonalScrolling, contentLength: content, pageLength: page)
    }
    let (length, views) = frame.finish(
      itemsEnd: bottom + section.insets.bottom, footerLength: section.footerLength,
      pinsFooter: section.pinsFooter)
    return SectionLayout(
      length: length, itemFrames: groups.frames, supplementaries: views, lanes: [groups.runs],
      orthogonalScrolling: orthogonal)
  }
}
