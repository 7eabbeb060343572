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
    _layout(section, at: index, sizes: sizes, resuming: nil)
  }

  /// Computes one grid section again from the group that holds item `prefix`, keeping the groups
  /// before it from `previous`.
  ///
  ///     let grown = GridLayout(width: 320).layout(
  ///       section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 12)
  ///
  /// Groups hold `columns` consecutive items, so the groups before the one holding item `prefix`
  /// are unchanged, and that group starts where it started before. When items are appended to a
  /// full group (`prefix` is a multiple of `columns` and the old or the new count), the group
  /// before is placed again, since where the next group starts depends on its height. Kept items of a
  /// group placed again take their heights from their frames in `previous`; `sizes` is asked
  /// (for measured heights) for items `prefix...` only. An orthogonally scrolling section is laid
  /// out whole: its band's content length depends on every group. The result equals
  /// ``layout(_:at:sizes:)``.
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked once per item from `prefix` on, for measured
  ///     heights only.
  ///   - previous: What this engine computed, with the same container, for `section`'s options
  ///     with possibly another item count.
  ///   - prefix: How many leading items kept their sizes; zero lays out the whole section.
  /// - Returns: The section's frames, as ``layout(_:at:sizes:)`` returns them.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`;
  ///   `section` obeys the rules listed on `GridSection`.
  /// - Complexity: O(*p* + *m*) for *p* kept items (copied) and *m* items placed again.
  public func layout(
    _ section: GridSection, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout, keepingItemsBefore prefix: Int
  ) -> SectionLayout {
    let first = resumePoint(of: section, reusing: previous, keepingItemsBefore: prefix)
    let resumes = prefix > 0 && section.orthogonalScrolling == .none
    return _layout(
      section, at: index, sizes: sizes, resuming: resumes ? (previous, prefix, first) : nil)
  }

  /// The first item of the group that holds item `prefix`, or of the one before when item
  /// `prefix` starts a group that did not exist before or does not exist now; zero when `prefix`
  /// is zero or the section scrolls orthogonally.
  ///
  ///     GridLayout(width: 320).resumePoint(of: section, reusing: geometry, keepingItemsBefore: 7)
  ///     // 6 with three columns
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - previous: The geometry the resumed layout reuses.
  ///   - prefix: How many leading items kept their sizes.
  /// - Returns: Where ``layout(_:at:sizes:reusing:keepingItemsBefore:)`` starts placing groups.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`.
  /// - Complexity: O(1).
  public func resumePoint(
    of section: GridSection, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  ) -> Int {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    guard prefix > 0, section.orthogonalScrolling == .none, section.columns >= 1 else { return 0 }
    let columns = section.columns
    // Item `prefix` starts a group that existed before and still exists: it starts where it did.
    if prefix.isMultiple(of: columns), prefix < min(previous.itemFrames.count, section.itemCount) {
      return prefix
    }
    return (prefix - 1) / columns * columns
  }

  // MARK: Private

  /// Computes a section, from scratch or resuming `previous` at item `first`, the start of a
  /// group, with items before `prefix` kept.
  private func _layout(
    _ section: GridSection, at index: Int, sizes: ItemSizeProvider,
    resuming: (previous: SectionLayout, prefix: Int, first: Int)?
  ) -> SectionLayout {
    section._validate()
    let width = _clamped(containerSize).width
    var frame = _SectionFrame(
      axes: _Axes(.vertical), crossLength: width, headerLength: section.headerLength,
      pinsHeader: section.pinsHeader, background: section.background)
    let columns = section.columns
    let itemWidth = section.itemWidth(inContainerWidth: width)
    let groupWidth = section.groupWidth(inContainerWidth: width)
    let fitting = CGSize(width: itemWidth, height: .infinity)
    let count = section.itemCount
    var first = 0  // the first item placed
    var heights: [CGFloat] = []
    var top = frame.itemsStart + section.insets.top
    var keptFrames: [CGRect] = []
    var keptRuns: [LayoutRun] = []
    if let (previous, prefix, start) = resuming {
      // The group starting at `start` starts where it did: the groups above it are unchanged.
      first = start
      top = previous.itemFrames[start].origin.y
      heights.reserveCapacity(count - start)
      // Reserved for the whole section, so that placing the rest never grows (copies) them.
      keptFrames.reserveCapacity(count)
      keptFrames.append(contentsOf: previous.itemFrames[..<start])
      let runs = previous.lanes[0]._countStarting(before: start)
      keptRuns.reserveCapacity(runs + count - start)
      keptRuns.append(contentsOf: previous.lanes[0][..<runs])
      for item in start..<prefix { heights.append(previous.itemFrames[item].size.height) }
    }
    if resuming == nil { heights.reserveCapacity(count) }
    for item in (first + heights.count)..<count {
      switch section.itemHeight {
      case .fixed(let height): heights.append(height)
      case .measured:
        heights.append(_clamped(sizes(ItemPath(item: item, section: index), fitting)).height)
      }
    }

    var groups = _GridGroups(
      heights: heights, first: first, columns: columns, groupAxis: section.groupAxis,
      itemWidth: itemWidth, spacing: section.interitemSpacing, keptFrames: consume keptFrames,
      keptRuns: consume keptRuns)
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
