import Foundation
import TrellisDiff

/// A layout engine whose sections each choose their own layout: a flow, a grid, an orthogonally
/// scrolling carousel, a waterfall or table rows, each with its own insets, spacings, columns,
/// header, footer and pinning.
///
///     let mixed = MixedLayout(containerSize: CGSize(width: 320, height: 480))
///     let layout = ListLayout(mixed, sections: [
///       .carousel(GridSection(itemCount: 3, itemHeight: .fixed(120)), scrolling: .paging),
///       .grid(GridSection(itemCount: 4, columns: 2, itemHeight: .fixed(100),
///                         interitemSpacing: 10, groupSpacing: 10,
///                         insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16))),
///       .table(TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)),
///     ]) { path, fitting in sizes[path] }
///     layout.frame(ofItem: ItemPath(item: 1, section: 0))  // (320, 0, 320, 120): the next banner
///
/// This is what UIKit's compositional layout with a section provider does.
///
/// ## Rules
///
/// - Each section is computed by the engine its ``MixedSection`` case names (``FlowLayout``,
///   ``GridLayout``, ``WaterfallLayout``, ``TableLayout``), built with this engine's container
///   size, and, for flow sections, its scroll direction; the result is exactly what that engine
///   alone gives for the section. Every rule of that engine applies.
/// - Engines compute sections in section-local coordinates, so `ListLayout` stacks sections of
///   different kinds, answers rectangle queries and pins headers exactly as for one engine.
/// - The scroll direction is engine-level, because sections stack along one axis: grid,
///   waterfall and table sections scroll vertically only, so a horizontal mixed layout holds flow
///   sections only.
/// - The table style is per section (``MixedSection/table(_:style:)``): a plain table section
///   pins its header and footer, a grouped one starts with its section spacing.
///
/// Replacing one section's description with ``ListLayout/replaceSection(at:with:sizes:)``
/// recomputes that section only; later sections move.
public struct MixedLayout: LayoutEngine, Hashable {
  // MARK: Lifecycle

  /// Creates an engine whose sections choose their own layout.
  ///
  ///     MixedLayout(containerSize: CGSize(width: 375, height: 667))
  ///     MixedLayout(containerSize: size, defaultSection: .table(TableSection()))
  ///
  /// - Parameters:
  ///   - containerSize: The size of the view the layout fills; only its cross-axis length shapes
  ///     the layout. Negative or NaN dimensions are read as zero.
  ///   - axis: The axis along which sections stack; `.horizontal` allows flow
  ///     sections only.
  ///   - defaultSection: The options of sections inserted without options; by default a flow
  ///     section with `FlowSection`'s defaults, so that a mixed layout of default sections is
  ///     today's flow layout.
  public init(
    containerSize: CGSize, axis: ScrollDirection = .vertical,
    defaultSection: MixedSection = .flow(FlowSection())
  ) {
    self.containerSize = containerSize
    self.axis = axis
    self.defaultSection = defaultSection
  }

  // MARK: Public

  /// The size of the view the layout fills.
  public var containerSize: CGSize
  /// The axis along which sections stack and content scrolls; `.horizontal` allows flow sections
  /// only.
  public var axis: ScrollDirection
  /// The options of sections inserted without options.
  public var defaultSection: MixedSection

  /// Computes one section with the engine its case names, in section-local coordinates.
  ///
  ///     let geometry = MixedLayout(containerSize: size)
  ///       .layout(.grid(GridSection(itemCount: 4, columns: 2)), at: 0) { _, _ in itemSize }
  ///     // == GridLayout(containerSize: size)
  ///     //      .layout(GridSection(itemCount: 4, columns: 2), at: 0) { _, _ in itemSize }
  ///
  /// - Parameters:
  ///   - section: The section's layout description and item count.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked as the chosen engine documents (once per item, at
  ///     most).
  /// - Returns: The section's geometry, as the chosen engine computes it.
  /// - Precondition: The carried options obey their type's rules; a section other than `.flow`
  ///   needs `axis == .vertical`.
  /// - Complexity: The chosen engine's: O(*n*) for *n* items (O(*n* × *c*) for a *c*-column
  ///   shortest-first waterfall).
  public func layout(_ section: MixedSection, at index: Int, sizes: ItemSizeProvider)
    -> SectionLayout
  {
    switch section {
    case .flow(let options):
      return FlowLayout(containerSize: containerSize, axis: axis)
        .layout(options, at: index, sizes: sizes)
    case .grid(let options):
      _requireVertical("grid")
      return GridLayout(containerSize: containerSize).layout(options, at: index, sizes: sizes)
    case .waterfall(let options):
      _requireVertical("waterfall")
      return WaterfallLayout(containerSize: containerSize)
        .layout(options, at: index, sizes: sizes)
    case .table(let options, let style):
      _requireVertical("table")
      return TableLayout(containerSize: containerSize, style: style)
        .layout(options, at: index, sizes: sizes)
    }
  }

  /// Computes one section again with the engine its case names, resuming where that engine
  /// resumes.
  ///
  ///     let grown = MixedLayout(containerSize: size).layout(
  ///       .table(TableSection(itemCount: 21, rowHeight: 44)), at: 0, sizes: sizes,
  ///       reusing: geometry, keepingItemsBefore: 20)
  ///
  /// `previous` was computed by this engine for a description of the same case with the same
  /// options (`itemCount` aside), so it is that engine's geometry; the call goes to its
  /// `layout(_:at:sizes:reusing:keepingItemsBefore:)`: flow lines, table rows and grid groups
  /// resume, waterfalls and orthogonally scrolling grids are laid out whole. The result equals
  /// ``layout(_:at:sizes:)``.
  ///
  /// - Parameters:
  ///   - section: The section's layout description and item count now.
  ///   - index: The section's index, passed to `sizes` in each item's path.
  ///   - sizes: Returns each item's size; asked as the chosen engine documents.
  ///   - previous: What this engine computed, with the same container, for `section` with
  ///     possibly another item count.
  ///   - prefix: How many leading items kept their sizes; zero lays out the whole section.
  /// - Returns: The section's geometry, as the chosen engine computes it.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`; the
  ///   carried options obey their type's rules; a section other than `.flow` needs
  ///   `axis == .vertical`.
  /// - Complexity: The chosen engine's.
  public func layout(
    _ section: MixedSection, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout, keepingItemsBefore prefix: Int
  ) -> SectionLayout {
    switch section {
    case .flow(let options):
      return FlowLayout(containerSize: containerSize, axis: axis)
        .layout(
          options, at: index, sizes: sizes, reusing: consume previous, keepingItemsBefore: prefix)
    case .grid(let options):
      _requireVertical("grid")
      return GridLayout(containerSize: containerSize)
        .layout(
          options, at: index, sizes: sizes, reusing: consume previous, keepingItemsBefore: prefix)
    case .waterfall(let options):
      _requireVertical("waterfall")
      return WaterfallLayout(containerSize: containerSize)
        .layout(
          options, at: index, sizes: sizes, reusing: consume previous, keepingItemsBefore: prefix)
    case .table(let options, let style):
      _requireVertical("table")
      return TableLayout(containerSize: containerSize, style: style)
        .layout(
          options, at: index, sizes: sizes, reusing: consume previous, keepingItemsBefore: prefix)
    }
  }

  /// Where the engine `section`'s case names resumes.
  ///
  ///     MixedLayout(containerSize: size).resumePoint(
  ///       of: .table(TableSection(itemCount: 21)), reusing: geometry, keepingItemsBefore: 20)
  ///     // 20
  ///
  /// - Parameters:
  ///   - section: The section's layout description and item count now.
  ///   - previous: The geometry the resumed layout reuses.
  ///   - prefix: How many leading items kept their sizes.
  /// - Returns: That engine's `resumePoint(of:reusing:keepingItemsBefore:)`.
  /// - Precondition: As for ``layout(_:at:sizes:reusing:keepingItemsBefore:)``.
  /// - Complexity: The chosen engine's.
  public func resumePoint(
    of section: MixedSection, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  ) -> Int {
    switch section {
    case .flow(let options):
      FlowLayout(containerSize: containerSize, axis: axis)
        .resumePoint(of: options, reusing: previous, keepingItemsBefore: prefix)
    case .grid(let options):
      GridLayout(containerSize: containerSize)
        .resumePoint(of: options, reusing: previous, keepingItemsBefore: prefix)
    case .waterfall(let options):
      WaterfallLayout(containerSize: containerSize)
        .resumePoint(of: options, reusing: previous, keepingItemsBefore: prefix)
    case .table(let options, let style):
      TableLayout(containerSize: containerSize, style: style)
        .resumePoint(of: options, reusing: previous, keepingItemsBefore: prefix)
    }
  }

  // MARK: Private

  private func _requireVertical(_ kind: String, file: StaticString = #fileID, line: UInt = #line) {
    precondition(
      axis == .vertical,
      "MixedSection.\(kind) needs a vertically scrolling MixedLayout; only flow sections scroll "
        + "horizontally", file: file, line: line)
  }
}
