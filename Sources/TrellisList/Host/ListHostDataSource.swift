import Foundation
import TrellisDiff
import TrellisLayout

/// The object a ``ListHost`` pulls its content from, as UIKit pulls from a data source.
///
///     func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
///       -> AnyObject
///     {
///       let cell = try host.dequeueCell(withReuseIdentifier: "title", for: path)
///       (cell as? TitleCell)?.text = titles[path.item]
///       return cell
///     }
///
/// The host asks for counts when it loads or applies a batch, and for views and sizes only for
/// what it lays out or shows. Answers must describe the data the host is displaying: during a
/// batch, the data after it.
@MainActor
public protocol ListHostDataSource: AnyObject {
  /// The number of sections.
  ///
  /// - Parameter host: The asking host.
  /// - Returns: A count of zero or more.
  func numberOfSections(in host: any ListHost) -> Int

  /// The number of items in `section`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - section: A section index.
  /// - Returns: A count of zero or more.
  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int

  /// The cell that shows the item at `path`, dequeued from `host` for that path.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: A configured cell from ``ListHost/dequeueCell(withReuseIdentifier:for:)``.
  /// - Throws: What dequeuing throws.
  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject

  /// The supplementary view of `kind` at `path`, dequeued from `host` for that kind and path.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - kind: The supplementary kind.
  ///   - path: `[section, 0]` for headers and footers; the item's path for a supplementary view
  ///     of an item (see ``listHost(_:supplementariesOfItemAt:)``).
  /// - Returns: A configured view from
  ///   ``ListHost/dequeueSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// - Throws: What dequeuing throws.
  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject

  /// The size of the item at `path`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: The item's size.
  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize

  /// The size of the supplementary view of `kind` in `section`; `.zero` when there is none.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - kind: The supplementary kind.
  ///   - section: A section index.
  /// - Returns: The view's size, or `.zero`.
  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize

  /// The layout description of `section`, or `nil` to place it with the host's own layout.
  ///
  /// UIKit: the section provider of a compositional layout, or the flow layout's delegate asking
  /// per section. Optional: the default implementation returns `nil`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - section: A section index.
  /// - Returns: The description, or `nil`.
  func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection?

  /// The size the configured cell `cell` at `path` needs, or `nil` to keep the size the data
  /// source gave for the item.
  ///
  /// UIKit: `UICollectionViewCell.preferredLayoutAttributesFitting(_:)`, then an invalidation
  /// context naming the items whose size changed. Optional: the default implementation returns
  /// `nil`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - cell: The visible cell the data source configured for `path`.
  ///   - path: The item's path.
  ///   - proposed: The size the layout gives the item now.
  /// - Returns: The size the cell needs, or `nil`.
  func listHost(
    _ host: any ListHost, preferredSizeOf cell: AnyObject, forItemAt path: ItemPath,
    proposed: CGSize
  ) -> CGSize?

  /// The size the configured header or footer `view` of `section` needs, or `nil` to keep the
  /// size the data source gave for it.
  ///
  /// UIKit: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)` on a supplementary
  /// view, then an invalidation context naming it; a table's header and footer heights.
  /// Optional: the default implementation returns `nil`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - view: The visible view the data source configured for the header or footer.
  ///   - kind: `.header` or `.footer`.
  ///   - section: The section's index.
  ///   - proposed: The size the layout gives the view now.
  /// - Returns: The size the view needs, or `nil`.
  func listHost(
    _ host: any ListHost, preferredSizeOfSupplementary view: AnyObject,
    ofKind kind: SupplementaryKind, inSection section: Int, proposed: CGSize
  ) -> CGSize?

  /// Whether the size of the header or footer of `kind` in `section` is an estimate that its
  /// view replaces (``listHost(_:preferredSizeOfSupplementary:ofKind:inSection:proposed:)``).
  ///
  /// UIKit: an `.estimated` boundary supplementary item of a compositional layout. Optional: the
  /// default implementation returns `false`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - kind: `.header` or `.footer`.
  ///   - section: The section's index.
  /// - Returns: Whether the view sizes itself.
  func listHost(
    _ host: any ListHost, estimatesSupplementaryOfKind kind: SupplementaryKind,
    inSection section: Int
  ) -> Bool

  /// The supplementary views of the item at `path`: their kinds, sizes and placements.
  ///
  /// UIKit: the `supplementaryItems` of the compositional layout's `NSCollectionLayoutItem`
  /// (each an `NSCollectionLayoutSupplementaryItem` with a container anchor). Optional: the
  /// default implementation returns none.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: An item's path.
  /// - Returns: At most one layout per kind, never `.header` or `.footer`.
  func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
    -> [ItemSupplementaryLayout]

  /// The visible `cell` at `path` tells that what it shows changed size by itself, without a
  /// change to its item (UIKit: its content view called `invalidateIntrinsicContentSize()`).
  ///
  /// The data source forgets the size it measured for the item. With `remeasure`, it asks `cell`
  /// again at once and has `host` lay the item out again if the size changed; without it, the
  /// host is about to ask (``listHost(_:preferredSizeOf:forItemAt:proposed:)``), which then
  /// measures. Optional: the default implementation does nothing.
  ///
  /// - Parameters:
  ///   - host: The host showing `cell`.
  ///   - cell: The visible cell.
  ///   - path: The item's path.
  ///   - remeasure: Whether to measure `cell` now and lay out again.
  func listHost(
    _ host: any ListHost, cell: AnyObject, invalidatedSizeOfItemAt path: ItemPath, remeasure: Bool)
}

extension ListHostDataSource {
  /// Does nothing: a data source that does not cache sizes has nothing to forget.
  ///
  /// - Parameters:
  ///   - host: The host showing `cell`.
  ///   - cell: The visible cell.
  ///   - path: The item's path.
  ///   - remeasure: Whether to measure `cell` now and lay out again.
  public func listHost(
    _ host: any ListHost, cell: AnyObject, invalidatedSizeOfItemAt path: ItemPath, remeasure: Bool
  ) {}

  /// The layout description of `section`, or `nil` to place it with the host's own layout.
  ///
  ///     func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
  ///       section == 0
  ///         ? .carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging)
  ///         : .grid(GridSection(columns: 2, itemHeight: .fixed(100), insets: LayoutInsets(all: 16)))
  ///     }
  ///
  /// A host that lays sections out one by one asks it for each section when it lays out, and
  /// again for the sections named in ``ListHost/invalidateLayout(ofSections:)``; it takes the item
  /// count and the header and footer lengths from the other answers, so the description's own
  /// item count and supplementary lengths are ignored. This is what UIKit's
  /// `UICollectionViewCompositionalLayout(sectionProvider:)` asks its section provider for, and
  /// what a flow layout asks its `UICollectionViewDelegateFlowLayout` per section (insets,
  /// spacings). A host that cannot lay a description out (a table view asked for a grid) throws
  /// ``ListHostError/invalidDataSourceAnswer(_:)`` naming the rule.
  ///
  /// The default implementation returns `nil` for every section, which keeps the host's layout.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - section: A section index in the data the host is displaying.
  /// - Returns: The description, or `nil`.
  public func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? { nil }

  /// The size the configured cell `cell` at `path` needs, or `nil` to keep the size the data
  /// source gave for the item.
  ///
  ///     func listHost(
  ///       _ host: any ListHost, preferredSizeOf cell: AnyObject, forItemAt path: ItemPath,
  ///       proposed: CGSize
  ///     ) -> CGSize? {
  ///       (cell as? any SelfSizingView)?.preferredSize(fitting: proposed, in: host.viewportSize)
  ///     }
  ///
  /// A host asks it for every visible cell each time it lays out (UIKit's self-sizing pass). When
  /// the answer differs from the item's size, the host takes it as the item's size, lays out
  /// again and asks again, until every visible cell's answer matches its size; an item whose
  /// answer changes a second time in one pass makes a headless host throw
  /// ``ListHostError/invalidDataSourceAnswer(_:)``, where UIKit would loop. Later answers to
  /// ``listHost(_:sizeForItemAt:)`` should return the answer (``ListAdapter`` caches it in its
  /// ``SizeCache``), or the next full layout goes back to the estimate.
  ///
  /// The default implementation returns `nil`: every item keeps the size the data source gave.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - cell: The visible cell the data source configured for `path`.
  ///   - path: The item's path, in the data the host is displaying.
  ///   - proposed: The size the layout gives the item now (its frame's size).
  /// - Returns: The size the cell needs, or `nil`.
  public func listHost(
    _ host: any ListHost, preferredSizeOf cell: AnyObject, forItemAt path: ItemPath,
    proposed: CGSize
  ) -> CGSize? { nil }

  /// The size the configured header or footer `view` of `section` needs, or `nil` to keep the
  /// size the data source gave for it.
  ///
  ///     func listHost(
  ///       _ host: any ListHost, preferredSizeOfSupplementary view: AnyObject,
  ///       ofKind kind: SupplementaryKind, inSection section: Int, proposed: CGSize
  ///     ) -> CGSize? {
  ///       (view as? any SelfSizingView)?.preferredSize(fitting: proposed, in: host.viewportSize)
  ///     }
  ///
  /// Headers and footers size themselves as cells do
  /// (``listHost(_:preferredSizeOf:forItemAt:proposed:)``): a host asks every visible header and
  /// footer each time it lays out; when the answer differs from the view's size, the host takes
  /// it as the header's or footer's size, lays the section out again (later sections move) and
  /// asks again, until every answer matches. An answer that changes a second time in one pass
  /// makes a headless host throw ``ListHostError/invalidDataSourceAnswer(_:)``. Later answers to
  /// ``listHost(_:sizeForSupplementaryOfKind:inSection:)`` should return the answer
  /// (``ListAdapter`` caches it in its ``SizeCache``, keyed by the section's identity and the
  /// kind), or the next full layout goes back to the estimate.
  ///
  /// The default implementation returns `nil`: headers and footers keep the sizes the data
  /// source gave.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - view: The visible view the data source configured for the header or footer.
  ///   - kind: `.header` or `.footer`.
  ///   - section: The section's index, in the data the host is displaying.
  ///   - proposed: The size the layout gives the view now (its frame's size).
  /// - Returns: The size the view needs, or `nil`.
  public func listHost(
    _ host: any ListHost, preferredSizeOfSupplementary view: AnyObject,
    ofKind kind: SupplementaryKind, inSection section: Int, proposed: CGSize
  ) -> CGSize? { nil }

  /// Whether the size of the header or footer of `kind` in `section` is an estimate: `false`.
  ///
  ///     func listHost(
  ///       _ host: any ListHost, estimatesSupplementaryOfKind kind: SupplementaryKind,
  ///       inSection section: Int
  ///     ) -> Bool {
  ///       kind == .header  // every header measures itself
  ///     }
  ///
  /// A host whose layout must decide before it shows a view whether the view's size is final
  /// asks it: a compositional layout gives a header that sizes itself an `.estimated` height
  /// (else an `.absolute` one), so that its view's answer replaces the estimate. Hosts that
  /// ask every visible view anyway (the headless hosts, a table) need not ask it.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - kind: `.header` or `.footer`.
  ///   - section: A section index, in the data the host is displaying.
  /// - Returns: `false`.
  public func listHost(
    _ host: any ListHost, estimatesSupplementaryOfKind kind: SupplementaryKind,
    inSection section: Int
  ) -> Bool { false }

  /// The supplementary views of the item at `path`: none.
  ///
  ///     func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
  ///       -> [ItemSupplementaryLayout]
  ///     {
  ///       unread[path.item] > 0
  ///         ? [ItemSupplementaryLayout(kind: "badge", size: CGSize(width: 16, height: 16),
  ///                                    placement: .corner(.topTrailing))]
  ///         : []
  ///     }
  ///
  /// A host asks it whenever it asks the item's size (a load, an inserted or reloaded item, a
  /// layout invalidation naming the item), and places each view against the item's frame; it
  /// then asks ``listHost(_:viewForSupplementaryOfKind:at:)`` with the item's path for the views
  /// it shows. A host that cannot show supplementary views on items (a table view, which has
  /// none per row; ``ListHost/supportsItemSupplementaries`` is `false`) shows the row without them
  /// and then throws ``ListHostError/supplementaryViewsPerRow(_:at:)`` when the answer is not
  /// empty; one that gets two layouts of one kind, or a header or footer kind, throws
  /// ``ListHostError/invalidDataSourceAnswer(_:)`` naming the rule.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: An item's path in the data the host is displaying.
  /// - Returns: An empty array.
  public func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
    -> [ItemSupplementaryLayout]
  { [] }
}
