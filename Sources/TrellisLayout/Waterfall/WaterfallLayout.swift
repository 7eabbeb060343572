import Foundation
import TrellisDiff

/// A waterfall (masonry) layout: items of varying heights in equal-width columns, each placed in a
/// column chosen by the section's fill order. It scrolls vertically.
///
///     let waterfall = WaterfallLayout(width: 320)
///     let layout = ListLayout(waterfall, sections: [WaterfallSection(itemCount: 3, columns: 2)]) {
///       path, _ in [CGSize(width: 1, height: 1), CGSize(width: 1, height: 2),
///                   CGSize(width: 1, height: 1)][path.item]
///     }
///     // columns are 155 wide: item 0 at (0, 0), item 1 at (165, 0), item 2 under item 0
///
/// ## Rules
///
/// - A section is its header (full width), `insets.top`, the columns, `insets.bottom`, then its
///   footer (full width).
/// - Column width is `floor((width - insets.left - insets.right - (columns - 1) * columnSpacing) /
///   columns)`, never below zero; column *j* starts at `insets.left + j * (columnWidth +
///   columnSpacing)`.
/// - Each item goes to the column given by `fillOrder` and sits `interitemSpacing` below the
///   previous item of that column. The items area ends at the bottom of the longest column.
/// - Heights follow `itemHeight`: the size's aspect ratio scaled to the column width, or the given
///   height.
///
/// Item sizes are asked with the space offered: `(columnWidth, .infinity)`.
public struct WaterfallLayout: LayoutEngine, Hashable {
  // MARK: Lifecycle

  /// Creates a waterfall engine for a container `width` points wide.
  ///
  ///     WaterfallLayout(width: 375)
  ///
  /// - Parameters:
  ///   - width: The container's width; negative or NaN is read as zero.
  ///   - defaultSection: The options of sections inserted without options.
  public init(width: CGFloat, defaultSection: WaterfallSection = WaterfallSection()) {
    self.init(containerSize: CGSize(width: width, height: 0), defaultSection: defaultSection)
  }

  /// Creates a waterfall engine for a container; only its width shapes the layout.
  ///
  ///     WaterfallLayout(containerSize: CGSize(width: 375, height: 667))
  ///
  /// - Parameters:
  ///   - containerSize: The size of the view the layout fills.
  ///   - defaultSection: The options of sections inserted without options.
  public init(containerSize: CGSize, defaultSection: WaterfallSection = WaterfallSection()) {
    self.containerSize = containerSize
    self.defaultSection = defaultSection
  }

  // MARK: Public

  /// The size of the view the layout fills; only the width matters.
  public var containerSize: CGSize
  /// The options of sections inserted without options.
  public var defaultSection: WaterfallSection

  /// Always `.vertical`: columns grow downwards.
  public var axis: ScrollDirection { .vertical }

  /// Computes one waterfall section in section-local coordinates.
  ///
  ///     let geometry = WaterfallLayout(width: 320).layout(section, at: 0) { _, _ in size }
  ///
  /// - Parameters:
  ///   - section: The section's options and item count.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked once per item, in order.
  /// - Returns: The section's frames, with one lane per column.
  /// - Precondition: `section` obeys the rules listed on `WaterfallSection`.
  /// - Complexity: O(*n* × *c*) for *n* items and *c* columns with `.shortestFirst`, O(*n*)
  ///   otherwise.
  public func layout(_ section: WaterfallSection, at index: Int, sizes: ItemSizeProvider)
    -> SectionLayout
  {
    _layout(section, at: index, sizes: sizes, resuming: nil)
  }

  /// Computes one waterfall section again from item `prefix`, keeping the items before it from
  /// `previous`.
  ///
  ///     let grown = WaterfallLayout(width: 320).layout(
  ///       section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 30)
  ///
  /// An item's column and place depend only on the items before it, so the items before
  /// `prefix` keep their frames; each column continues under its last kept item, and `sizes` is
  /// asked for items `prefix...` only. The result equals ``layout(_:at:sizes:)``.
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked once per item from `prefix` on, in order.
  ///   - previous: What this engine computed, with the same container, for `section`'s options
  ///     with possibly another item count.
  ///   - prefix: How many leading items kept their sizes; zero lays out the whole section.
  /// - Returns: The section's frames, with one lane per column.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`;
  ///   `section` obeys the rules listed on `WaterfallSection`.
  /// - Complexity: O(*p* + *m* × *c*) for *p* kept items (copied), *m* items placed again and *c*
  ///   columns.
  public func layout(
    _ section: WaterfallSection, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout, keepingItemsBefore prefix: Int
  ) -> SectionLayout {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    return _layout(
      section, at: index, sizes: sizes, resuming: prefix > 0 ? (previous, prefix) : nil)
  }

  /// `prefix`: a resumed waterfall section places items from `prefix` on.
  ///
  ///     WaterfallLayout(width: 320).resumePoint(
  ///       of: section, reusing: geometry, keepingItemsBefore: 30)  // 30
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - previous: The geometry the resumed layout reuses.
  ///   - prefix: How many leading items kept their sizes.
  /// - Returns: `prefix`.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`.
  /// - Complexity: O(1).
  public func resumePoint(
    of section: WaterfallSection, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  ) -> Int {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    return prefix
  }

  // MARK: Private

  /// Computes a section, from scratch or resuming `previous` at item `prefix`.
  private func _layout(
    _ section: WaterfallSection, at index: Int, sizes: ItemSizeProvider,
    resuming: (previous: SectionLayout, prefix: Int)?
  ) -> SectionLayout {
    section._validate()
    let axes = _Axes(.vertical)
    let width = _clamped(containerSize).width
    var frame = _SectionFrame(
      axes: axes, crossLength: width, headerLength: section.headerLength,
      pinsHeader: section.pinsHeader, background: section.background)
    let columns = section.columns
    let available = max(0, width - section.insets.horizontal)
    let columnWidth = _columnLength(
      available: available, count: columns, spacing: section.columnSpacing)
    let fitting = CGSize(width: columnWidth, height: .infinity)
    let top = frame.itemsStart + section.insets.top

    var nextTop = [CGFloat](repeating: top, count: columns)  // where a column's next item goes
    var bottoms = [CGFloat](repeating: top, count: columns)  // where a column's items end
    var lanes = [[LayoutRun]](repeating: [], count: columns)
    var frames: [CGRect] = []
    frames.reserveCapacity(section.itemCount)
    var first = 0
    if let (previous, prefix) = resuming {
      // Each column continues under its last item before `prefix`.
      first = prefix
      frames.append(contentsOf: previous.itemFrames[..<prefix])
      for column in 0..<columns {
        let kept = previous.lanes[column]._countStarting(before: prefix)
        lanes[column].append(contentsOf: previous.lanes[column][..<kept])
        guard let last = lanes[column].last else { continue }
        let lastFrame = previous.itemFrames[last.items.lowerBound]
        bottoms[column] = lastFrame.maxY
        nextTop[column] = lastFrame.maxY + section.interitemSpacing
      }
    }
    for item in first..<section.itemCount {
      let size = _clamped(sizes(ItemPath(item: item, section: index), fitting))
      let height: CGFloat =
        switch section.itemHeight {
        case .given: size.height
        case .aspectRatio: size.width > 0 ? _clamped(size.height * columnWidth / size.width) : 0
        }
      let column: Int =
        switch section.fillOrder {
        case .shortestFirst: Self.shortest(nextTop)
        case .leftToRight: item % columns
        case .rightToLeft: columns - 1 - item % columns
        }
      let x = section.insets.left + CGFloat(column) * (columnWidth + section.columnSpacing)
      let y = nextTop[column]
      let itemFrame = CGRect(x: x, y: y, width: columnWidth, height: height)
      frames.append(itemFrame)
      lanes[column].append(LayoutRun(start: y, end: itemFrame.maxY, items: item..<item + 1))
      bottoms[column] = itemFrame.maxY
      nextTop[column] = itemFrame.maxY + section.interitemSpacing
    }
    let itemsEnd = (bottoms.max() ?? top) + section.insets.bottom
    let (length, views) = frame.finish(
      itemsEnd: itemsEnd, footerLength: section.footerLength, pinsFooter: section.pinsFooter)
    return SectionLayout(
      length: length, itemFrames: frames, supplementaries: views, lanes: lanes)
  }

  /// The index of the smallest value; the first one on ties (the leftmost column).
  private static func shortest(_ tops: [CGFloat]) -> Int {
    var best = 0
    for column in tops.indices.dropFirst() where tops[column] < tops[best] { best = column }
    return best
  }
}
