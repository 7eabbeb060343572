import Foundation
import TrellisDiff

/// Returns an item's size, asked lazily by a layout while it computes a section.
///
///     let sizes: [[CGSize]] = [[CGSize(width: 100, height: 40), CGSize(width: 80, height: 60)]]
///     let layout = ListLayout(FlowLayout(containerSize: CGSize(width: 320, height: 480)),
///                             sections: [FlowSection(itemCount: 2)]) { path, _ in
///       sizes[path.section][path.item]
///     }
///
/// The second argument is the space the layout offers the item: the cross-axis length it will get
/// (a column's width, a table's width, or the section's available width) and `.infinity` along the
/// scroll axis. A self-sizing host measures its cell against it; a fixed-size source ignores it.
/// Sizes that are negative, NaN or infinite are read as zero (a documented clamp: sizes are runtime
/// data, not programmer errors).
///
/// - Parameters:
///   - path: The item whose size the layout needs, with its current section index.
///   - fitting: The space offered to the item.
/// - Returns: The item's size; how each layout uses it is documented on the layout.
public typealias ItemSizeProvider = (_ path: ItemPath, _ fitting: CGSize) -> CGSize

/// Per-section options of a layout engine, including the section's item count.
///
///     var section = FlowSection(itemCount: 3)
///     section.itemCount += 1  // what a host does after inserting an item
///
/// Every engine's section type conforms, so `ListLayout` and hosts can change counts without
/// knowing
/// the engine.
public protocol LayoutSection: Hashable, Sendable {
  /// The number of items in the section; not negative.
  var itemCount: Int { get set }
}

/// An algorithm that places one section's elements: flow, waterfall, grid, table, or your own.
///
///     struct StackSection: LayoutSection {
///       var itemCount: Int
///     }
///
///     struct Stack: LayoutEngine {
///       var containerSize: CGSize
///       var axis: ScrollDirection { .vertical }
///       var defaultSection: StackSection { StackSection(itemCount: 0) }
///       func layout(_ section: StackSection, at index: Int, sizes: ItemSizeProvider)
///         -> SectionLayout
///       {
///         var frames: [CGRect] = []
///         for item in 0..<section.itemCount {
///           let size = sizes(ItemPath(item: item, section: index), containerSize)
///           let y = frames.last?.maxY ?? 0
///           frames.append(CGRect(x: 0, y: y, width: containerSize.width, height: size.height))
///         }
///         let length = frames.last?.maxY ?? 0
///         return SectionLayout(length: length, itemFrames: frames,
///                              lanes: [[LayoutRun(start: 0, end: length, items: 0..<frames.count)]])
///       }
///     }
///
/// `ListLayout` drives an engine: it asks for one section at a time and stacks the sections along
/// the scroll axis. An engine computes a section in *section-local* coordinates (the section starts
/// at zero along the scroll axis; the cross axis is absolute), which is what lets `ListLayout` move
/// later sections by changing one offset each instead of recomputing them.
///
/// ✅ A conforming engine computes a section from the section's options, the container and the item
/// sizes only. 🚫 It must not depend on the section's index or on other sections: `ListLayout`
/// reuses a section's result when sections move, insert or delete around it.
public protocol LayoutEngine: Sendable {
  /// The engine's per-section options.
  associatedtype Section: LayoutSection

  /// The size of the view the layout fills; negative or NaN dimensions are read as zero.
  var containerSize: CGSize { get set }

  /// The axis along which sections stack and content scrolls.
  var axis: ScrollDirection { get }

  /// The options a section gets when a host inserts it without giving options.
  var defaultSection: Section { get }

  /// Computes one section's frames in section-local coordinates.
  ///
  ///     let geometry = FlowLayout(containerSize: size).layout(section, at: 0) { _, _ in itemSize }
  ///
  /// - Parameters:
  ///   - section: The section's options and item count.
  ///   - index: The section's current index, used only to build the paths passed to `sizes`.
  ///   - sizes: Returns each item's size; called at most once per item.
  /// - Returns: The section's geometry, starting at zero along the scroll axis.
  /// - Precondition: The section's options obey the rules documented on its type.
  /// - Complexity: O(*n*) for *n* items in the section, unless an engine documents otherwise.
  func layout(_ section: Section, at index: Int, sizes: ItemSizeProvider) -> SectionLayout

  /// Computes one section again after its item count or its later items changed, keeping what
  /// `previous` already holds for the items before `prefix`.
  ///
  ///     let grown = flow.layout(
  ///       section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 1_000)
  ///     // == flow.layout(section, at: 0, sizes: sizes), with one size asked: item 1,000's
  ///
  /// The result is exactly (`==`) what ``layout(_:at:sizes:)`` returns for `section`; only the
  /// work differs. The engine lays out again from ``resumePoint(of:reusing:keepingItemsBefore:)``
  /// on (at most `prefix`), and asks `sizes` only for the items it lays out again that `previous`
  /// cannot tell it about. Header, footer, background, `length` and `lanes` are computed again.
  ///
  /// The default implementation lays out the whole section with ``layout(_:at:sizes:)``. Every
  /// built-in engine resumes: ``FlowLayout`` at the start of the line that holds item
  /// `prefix - 1`, ``TableLayout`` and ``WaterfallLayout`` at item `prefix`, ``GridLayout`` at the
  /// group that holds item `prefix` (or the group before, when item `prefix` starts a new one; an
  /// orthogonally scrolling grid section is laid out whole), ``MixedLayout`` where the engine its
  /// section names resumes.
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - index: The section's current index, used only to build the paths passed to `sizes`.
  ///   - sizes: Returns the size of any item of the section, in its current state.
  ///   - previous: What this engine computed, with the same container, for a section whose
  ///     options equal `section`'s except, possibly, `itemCount`.
  ///   - prefix: How many leading items kept their sizes since `previous` was computed; at most
  ///     the smaller of the old and the new item count. Zero lays out the whole section.
  /// - Returns: The section's geometry, equal to a fresh ``layout(_:at:sizes:)``.
  /// - Precondition: `prefix` is in `0...min(previous.itemFrames.count, section.itemCount)`, and
  ///   `section` obeys the rules documented on its type.
  /// - Complexity: O(*p* + *m*) for *p* kept and *m* laid-out items in the built-in engines; the
  ///   kept frames are copied, never computed. `previous` is consumed: ``FlowLayout`` cuts its
  ///   frames and lines back and extends them in place when the caller gave it up (as
  ///   `ListLayout` does), O(*m*).
  func layout(
    _ section: Section, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout,
    keepingItemsBefore prefix: Int
  ) -> SectionLayout

  /// The first item that ``layout(_:at:sizes:reusing:keepingItemsBefore:)`` lays out again for
  /// the same arguments: the frames of the items before it come from `previous` unchanged.
  ///
  ///     flow.resumePoint(of: section, reusing: geometry, keepingItemsBefore: 1_000)
  ///     // 999 for 1,000 items three to a line: the last line holds item 999 alone
  ///
  /// `ListLayout` reads it to count its work (`framesComputed` counts the items from this point
  /// on, and every supplementary and decoration view); it never changes a result. The default
  /// implementation returns zero, matching the default whole-section layout.
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - previous: The geometry the resumed layout reuses.
  ///   - prefix: How many leading items kept their sizes.
  /// - Returns: An item index in `0...prefix`.
  /// - Complexity: O(log *n*) in the built-in engines.
  func resumePoint(
    of section: Section, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  )
    -> Int
}

extension LayoutEngine {
  /// Lays out the whole section with ``layout(_:at:sizes:)``: the default for engines that do not
  /// resume.
  ///
  ///     Stack(containerSize: size).layout(
  ///       section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 3)
  ///
  /// - Parameters:
  ///   - section: The section's options and item count now.
  ///   - index: The section's current index.
  ///   - sizes: Returns the size of any item of the section.
  ///   - previous: Ignored.
  ///   - prefix: Ignored.
  /// - Returns: `layout(section, at: index, sizes: sizes)`.
  /// - Complexity: That of ``layout(_:at:sizes:)``.
  public func layout(
    _ section: Section, at index: Int, sizes: ItemSizeProvider,
    reusing previous: consuming SectionLayout,
    keepingItemsBefore prefix: Int
  ) -> SectionLayout {
    layout(section, at: index, sizes: sizes)
  }

  /// Zero: the default resumed layout lays out every item again.
  ///
  ///     Stack(containerSize: size).resumePoint(of: section, reusing: geometry, keepingItemsBefore: 3)
  ///     // 0
  ///
  /// - Parameters:
  ///   - section: Ignored.
  ///   - previous: Ignored.
  ///   - prefix: Ignored.
  /// - Returns: Zero.
  /// - Complexity: O(1).
  public func resumePoint(
    of section: Section, reusing previous: SectionLayout, keepingItemsBefore prefix: Int
  ) -> Int {
    0
  }

  /// The default section options with `itemCount` items.
  ///
  ///     FlowLayout(containerSize: size).makeSection(itemCount: 5).itemCount  // 5
  ///
  /// - Parameter itemCount: The number of items.
  /// - Returns: `defaultSection` with its count replaced.
  /// - Precondition: `itemCount` is not negative.
  public func makeSection(itemCount: Int) -> Section {
    _precondition(itemCount: itemCount, "A section's itemCount")
    var section = defaultSection
    section.itemCount = itemCount
    return section
  }
}
