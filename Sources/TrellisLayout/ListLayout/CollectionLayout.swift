import Foundation
import TrellisDiff

/// The interface a host drives a layout through without knowing its engine.
///
///     final class Host {
///       var layout: any CollectionLayout = ListLayout(
///         FlowLayout(containerSize: viewport.size), itemSizes: [[]])
///
///       func scrolled(to bounds: CGRect) {
///         for element in layout.visibleElements(in: bounds) { show(element) }
///       }
///     }
///
/// `ListLayout` conforms for every engine, so a host can hold a flow, waterfall, grid or table
/// layout chosen by configuration. Sections the host inserts get the engine's default options;
/// per-section options need the concrete `ListLayout<Engine>`.
public protocol CollectionLayout: Sendable {
  /// The axis along which content scrolls.
  var axis: ScrollDirection { get }
  /// The size of the view the layout fills.
  var containerSize: CGSize { get }
  /// The size of the whole content.
  var contentSize: CGSize { get }
  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of items in `section`.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's item count.
  func numberOfItems(inSection section: Int) -> Int

  /// How `section` scrolls on its own across the scroll axis, or `nil` when it scrolls with the
  /// content (see ``OrthogonalScrollingInfo``).
  ///
  ///     layout.orthogonalScrolling(ofSection: 0)?.contentLength  // the band's own width
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's record, or `nil` for a section without a band or no such section.
  func orthogonalScrolling(ofSection section: Int) -> OrthogonalScrollingInfo?

  /// The frame of the item at `path`, or `nil` when no item has that path.
  ///
  /// - Parameter path: An item's path.
  /// - Returns: The frame in content coordinates.
  func frame(ofItem path: ItemPath) -> CGRect?

  /// The natural frame of a section's supplementary or decoration view of `kind`.
  ///
  /// - Parameters:
  ///   - kind: The view's kind.
  ///   - section: A section index.
  /// - Returns: The frame in content coordinates, or `nil` when there is no such view.
  func frame(of kind: SupplementaryKind, inSection section: Int) -> CGRect?

  /// The attributes of one element at its natural place.
  ///
  /// - Parameter element: An element identity.
  /// - Returns: Its attributes, or `nil` when the layout has no such element.
  func attributes(for element: LayoutElement) -> LayoutAttributes?

  /// The elements whose natural frames meet `rect`, in O(log *n* + *k*).
  ///
  /// - Parameter rect: A rectangle in content coordinates.
  /// - Returns: The elements, in section order, views before items.
  func elements(in rect: CGRect) -> [LayoutAttributes]

  /// The elements a viewport shows, with pinned views moved to where they stick.
  ///
  /// - Parameter bounds: The visible rectangle in content coordinates.
  /// - Returns: The elements meeting `bounds`.
  func visibleElements(in bounds: CGRect) -> [LayoutAttributes]

  /// Where a section's supplementary view of `kind` sits for the visible bounds `bounds`.
  ///
  /// - Parameters:
  ///   - kind: The view's kind.
  ///   - section: A section index.
  ///   - bounds: The visible rectangle in content coordinates.
  /// - Returns: The pinned or natural frame, or `nil` when there is no such view.
  func pinnedFrame(of kind: SupplementaryKind, inSection section: Int, in bounds: CGRect)
    -> CGRect?

  /// Recomputes the sections holding `paths` after their sizes changed.
  ///
  /// - Parameters:
  ///   - paths: The items whose sizes changed.
  ///   - sizes: Returns the current size of any item of the affected sections.
  mutating func invalidateItems(at paths: some Sequence<ItemPath>, sizes: ItemSizeProvider)

  /// Recomputes the given sections.
  ///
  /// - Parameters:
  ///   - indices: Section indices.
  ///   - sizes: Returns the size of any item of those sections.
  mutating func invalidateSections(_ indices: some Sequence<Int>, sizes: ItemSizeProvider)

  /// Recomputes every section.
  ///
  /// - Parameter sizes: Returns every item's size.
  mutating func invalidateAll(sizes: ItemSizeProvider)

  /// Gives the layout a new container size.
  ///
  /// - Parameters:
  ///   - size: The new container size.
  ///   - sizes: Returns every item's size.
  mutating func setContainerSize(_ size: CGSize, sizes: ItemSizeProvider)

  /// Sets a section's item count and recomputes it.
  ///
  /// - Parameters:
  ///   - count: The new item count.
  ///   - section: The section's index.
  ///   - sizes: Returns the size of any item of the section.
  mutating func setItemCount(_ count: Int, inSection section: Int, sizes: ItemSizeProvider)

  /// Inserts a section with the engine's default options.
  ///
  /// - Parameters:
  ///   - index: Where to insert it.
  ///   - itemCount: Its item count.
  ///   - sizes: Returns sizes in the state after the insertion.
  mutating func insertSection(at index: Int, itemCount: Int, sizes: ItemSizeProvider)

  /// Removes a section.
  ///
  /// - Parameter index: The section's index.
  mutating func removeSection(at index: Int)

  /// Moves a section.
  ///
  /// - Parameters:
  ///   - source: Its index before the move.
  ///   - destination: Its index after the move.
  mutating func moveSection(from source: Int, to destination: Int)
}

extension ListLayout: CollectionLayout {}
