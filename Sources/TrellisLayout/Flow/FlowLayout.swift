import Foundation
import TrellisDiff

/// UIKit's flow layout as pure geometry: items fill lines across the container, lines stack along
/// the scroll axis.
///
///     let flow = FlowLayout(containerSize: CGSize(width: 320, height: 480))
///     let layout = ListLayout(flow, sections: [FlowSection(itemCount: 3, interitemSpacing: 10)]) {
///       _, _ in CGSize(width: 100, height: 50)
///     }
///     layout.frame(ofItem: ItemPath(item: 1, section: 0))  // (110, 0, 100, 50)
///
/// ## Rules (vertical scrolling; horizontal swaps the axes)
///
/// - A section is its header (full width), then `insets.top`, the lines, `insets.bottom`, then its
///   footer (full width). An empty section still takes its insets.
/// - Items join a line while they fit in the available width (container width less the left and
///   right insets) with at least `interitemSpacing` between them. An item wider than the available
///   width is narrowed to it (a documented clamp; UIKit leaves that case undefined).
/// - A line is as tall as its tallest item; each item is centred vertically in its line. Lines are
///   `lineSpacing` apart.
/// - `FlowAlignment` decides the horizontal placement; the default, `.justified`, is UIKit's: the
///   leftover space widens the gaps, a lone item is centred, and the last line of a section keeps
///   the minimum spacing from the left edge.
/// - With `columns`, every item's width is `floor((available - (columns - 1) * spacing) / columns)`
///   (never below zero, even when the spacing alone is wider than the container).
///
/// Item sizes are asked with the space offered: `(available or column width, .infinity)`.
public struct FlowLayout: LayoutEngine, Hashable {
  // MARK: Lifecycle

  /// Creates a flow layout engine.
  ///
  ///     FlowLayout(containerSize: CGSize(width: 375, height: 667), axis: .horizontal)
  ///
  /// - Parameters:
  ///   - containerSize: The size of the view the layout fills; only its cross-axis length shapes
  ///     the layout. Negative or NaN dimensions are read as zero.
  ///   - axis: The axis along which sections stack.
  ///   - defaultSection: The options of sections inserted without options.
  public init(
    containerSize: CGSize, axis: ScrollDirection = .vertical,
    defaultSection: FlowSection = FlowSection()
  ) {
    self.containerSize = containerSize
    self.axis = axis
    self.defaultSection = defaultSection
  }

  // MARK: Public

  /// The size of the view the layout fills.
  public var containerSize: CGSize
  /// The axis along which sections stack and content scrolls.
  public var axis: ScrollDirection
  /// The options of sections inserted without options.
  public var defaultSection: FlowSection

  /// Computes one flow section in section-local coordinates.
  ///
  ///     let geometry = flow.layout(FlowSection(itemCount: 2), at: 0) { _, _ in itemSize }
  ///
  /// - Parameters:
  ///   - section: The section's options and item count.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked once per item, in order.
  /// - Returns: The section's frames; one lane whose runs are the lines.
  /// - Precondition: `section` obeys the rules listed on `FlowSection`.
  /// - Complexity: O(*n*) for *n* items.
  public func layout(_ section: FlowSection, at index: Int, sizes: ItemSizeProvider)
    -> SectionLayout
  {
    _layout(section, at: index, sizes: sizes, resuming: nil)
  }

  /// Computes one flow section again from the line that holds item `prefix - 1`, keeping the
  /// lines before it from `previous`.
  ///
  ///     let grown = flow.layout(
  ///       section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 1_000)
  ///
  /// Lines fill greedily from the first item, so every line before the one holding item
  /// `prefix - 1` is the same as before; that line is placed again, because later items may join
  /// it and its alignment depends on whether it is the last. The kept items of that line take
  /// their sizes from their frames in `previous` (the sizes after the documented clamps), so
  /// `sizes` is asked only for items `prefix...`. The result equals
  /// ``layout(_:at:sizes:)``.
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked once per item from `prefix` on, in order.
  ///   - previous: What this engine computed, with the same container, for `section`'s options
  ///     with possibly another item count.
  ///   - prefix: How many leading items kept their sizes; zero lays out the whole section.
  /// - Returns: The section's frames; one lane whose runs are the lines.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`;
  ///   `section` obeys the rules listed on `FlowSection`.
  /// - Complexity: O(*m*) for *m* items placed again when the caller gives `previous` up (as
  ///   `ListLayout` does: its frames and lines are cut back and extended in place); otherwise
  ///   O(*p* + *m*) for *p* kept items, copied.
  public func layout(
    _ section: FlowSection, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout, keepingItemsBefore prefix: Int
  ) -> SectionLayout {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    guard prefix > 0 else { return _layout(section, at: index, sizes: sizes, resuming: nil) }
    // The frames and lines are taken out of `previous`: when the caller let go of it, they are
    // cut back and extended in place instead of copied.
    var taken = consume previous
    var kept = _Kept(prefix: prefix)
    swap(&kept.frames, &taken.itemFrames)
    if !taken.lanes.isEmpty { swap(&kept.runs, &taken.lanes[0]) }
    return _layout(section, at: index, sizes: sizes, resuming: consume kept)
  }

  /// The first item of the line that holds item `prefix - 1` in `previous`; zero when `prefix`
  /// is zero.
  ///
  ///     flow.resumePoint(of: section, reusing: geometry, keepingItemsBefore: 1_000)
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - previous: The geometry the resumed layout reuses.
  ///   - prefix: How many leading items kept their sizes.
  /// - Returns: Where ``layout(_:at:sizes:reusing:keepingItemsBefore:)`` starts placing lines.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`.
  /// - Complexity: O(log *l*) for *l* lines.
  public func resumePoint(
    of section: FlowSection, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  ) -> Int {
    _precondition(keptItems: prefix, previous: previous, itemCount: section.itemCount)
    guard prefix > 0 else { return 0 }
    let lines = previous.lanes[0]
    return lines[lines._countStarting(before: prefix) - 1].items.lowerBound
  }

  // MARK: Private

  /// Computes a section, from scratch or resuming `previous` at the line holding item
  /// `prefix - 1`.
  private func _layout(
    _ section: FlowSection, at index: Int, sizes: ItemSizeProvider, resuming: consuming _Kept?
  ) -> SectionLayout {
    section._validate()
    let axes = _Axes(axis)
    let crossLength = axes.cross(_clamped(containerSize))
    var frame = _SectionFrame(
      axes: axes, crossLength: crossLength, headerLength: section.headerLength,
      pinsHeader: section.pinsHeader, background: section.background)
    let leading = axes.crossLeading(section.insets)
    let available = max(0, crossLength - leading - axes.crossTrailing(section.insets))
    let columnLength = section.columns.map {
      _columnLength(available: available, count: $0, spacing: section.interitemSpacing)
    }
    let fitting = axes.size(main: .infinity, cross: columnLength ?? available)

    let count = section.itemCount
    var origin = frame.itemsStart + axes.mainLeading(section.insets)
    var first = 0  // the first item placed
    var keptFrames: [CGRect] = []
    var keptLines: [LayoutRun] = []
    var crosses: [CGFloat] = []
    var mains: [CGFloat] = []
    if var kept = resuming.take() {
      // The line holding item prefix - 1 starts where it started before: every line above it
      // holds the same items with the same sizes.
      let prefix = kept.prefix
      let line = kept.runs._countStarting(before: prefix) - 1
      first = kept.runs[line].items.lowerBound
      origin = kept.runs[line].start
      crosses.reserveCapacity(count - first)
      mains.reserveCapacity(count - first)
      for item in first..<prefix {
        // A frame holds the item's clamped lengths exactly.
        let size = kept.frames[item].size
        crosses.append(axes.cross(size))
        mains.append(axes.main(size))
      }
      // Cut back where the lines start again; placing the rest appends to the same storage.
      kept.frames.removeSubrange(first...)
      kept.runs.removeSubrange(line...)
      swap(&keptFrames, &kept.frames)
      swap(&keptLines, &kept.runs)
    } else {
      crosses.reserveCapacity(count)
      mains.reserveCapacity(count)
    }
    for item in (first + crosses.count)..<count {
      let size = _clamped(sizes(ItemPath(item: item, section: index), fitting))
      crosses.append(columnLength ?? min(axes.cross(size), available))
      mains.append(axes.main(size))
    }

    var lines = _FlowLines(
      axes: axes, first: first, crosses: crosses, mains: mains, available: available,
      leading: leading, spacing: section.interitemSpacing, alignment: section.alignment,
      keptFrames: consume keptFrames, keptRuns: consume keptLines)
    let itemsEnd =
      lines.place(from: origin, lineSpacing: section.lineSpacing)
      + axes.mainTrailing(section.insets)
    let (length, views) = frame.finish(
      itemsEnd: itemsEnd, footerLength: section.footerLength, pinsFooter: section.pinsFooter)
    return SectionLayout(
      length: length, itemFrames: lines.frames, supplementaries: views, lanes: [lines.runs])
  }
}

/// What a resumed flow section keeps of its previous geometry: every item frame and line, cut back
/// to the line the layout starts again at.
private struct _Kept {
  /// How many leading items kept their sizes.
  var prefix: Int
  /// The previous item frames.
  var frames: [CGRect] = []
  /// The previous lines.
  var runs: [LayoutRun] = []
}
