import Foundation
import TrellisDiff
import TrellisLayout

/// The port a list view offers to Trellis: the operations of `UICollectionView` and `UITableView`
/// that the list adapter needs, and nothing else.
///
///     let host: any ListHost = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
///     host.registerCell(TitleCell.self, as: .class, reuseIdentifier: "title")
///     host.dataSource = source  // a ListHostDataSource; `ListAdapter(host:)` sets itself
///     try host.reloadData()
///
/// A host *pulls* counts, views and sizes from its ``dataSource`` and *pushes* display, touch and
/// scroll events to its ``delegate``, as UIKit does. `TrellisTesting`'s headless hosts and the
/// UIKit binding implement this port; the adapter never knows which one it drives.
///
/// Methods that make the host call its data source can throw ``ListHostError``: the headless hosts
/// reject what UIKit would reject (an invalid batch, a view that was not dequeued, a re-entrant
/// reload) with a typed error instead of an exception. UIKit's own views satisfy the same
/// requirements without throwing.
///
/// Index conventions follow UIKit: in ``performBatchUpdates(_:animated:updatingData:completion:)``
/// deletes, reloads and move sources refer to the data before the batch; inserts and move targets
/// to the data after it. The data itself changes inside the batch, in the closure the host calls.
@MainActor
public protocol ListHost: AnyObject {
  // MARK: Data source and delegate

  /// The object the host pulls counts, views and sizes from; hosts hold it weakly.
  var dataSource: (any ListHostDataSource)? { get set }

  /// The object the host reports display, touch and scroll events to; hosts hold it weakly.
  var delegate: (any ListHostDelegate)? { get set }

  // MARK: Registration and reuse

  /// Registers a view type for cells dequeued with `reuseIdentifier`.
  ///
  /// - Parameters:
  ///   - viewType: The cell's class.
  ///   - registration: Whether the host creates the view from its class or loads a nib.
  ///   - reuseIdentifier: The identifier ``dequeueCell(withReuseIdentifier:for:)`` takes.
  func registerCell(
    _ viewType: AnyObject.Type, as registration: ViewRegistration, reuseIdentifier: String)

  /// Registers a view type for supplementary views of `kind` dequeued with `reuseIdentifier`.
  ///
  /// - Parameters:
  ///   - viewType: The view's class.
  ///   - registration: Whether the host creates the view from its class or loads a nib.
  ///   - kind: The supplementary kind (header, footer or custom).
  ///   - reuseIdentifier: The identifier
  ///     ``dequeueSupplementaryView(ofKind:withReuseIdentifier:for:)`` takes.
  func registerSupplementaryView(
    _ viewType: AnyObject.Type, as registration: ViewRegistration, kind: SupplementaryKind,
    reuseIdentifier: String)

  /// Returns a reusable cell for `path`, from the reuse pool or newly created.
  ///
  /// Call it only from ``ListHostDataSource/listHost(_:cellForItemAt:)``, for the path asked.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: A registered cell identifier.
  ///   - path: The path the data source is asked for.
  /// - Returns: The cell; a reused one has had `prepareForReuse()` called.
  /// - Throws: ``ListHostError`` for an unregistered identifier or a call outside a cell request.
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    throws(ListHostError) -> AnyObject

  /// Returns a reusable supplementary view of `kind` for `path`.
  ///
  /// Call it only from ``ListHostDataSource/listHost(_:viewForSupplementaryOfKind:at:)``.
  ///
  /// - Parameters:
  ///   - kind: The supplementary kind.
  ///   - reuseIdentifier: An identifier registered for `kind`.
  ///   - path: `[section, 0]` for headers and footers; the item's path for an item's view.
  /// - Returns: The view; a reused one has had `prepareForReuse()` called.
  /// - Throws: ``ListHostError`` for an unregistered identifier or a call outside a view request.
  func dequeueSupplementaryView(
    ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String, for path: ItemPath
  ) throws(ListHostError) -> AnyObject

  // MARK: Updates

  /// Discards what is displayed and reads everything again from the data source.
  ///
  /// - Throws: ``ListHostError`` when called from a data source callback, or when the data
  ///   source answers with views that break the host's rules.
  func reloadData() throws(ListHostError)

  /// Applies one batch of section and item changes, animated or not, switching the data source to
  /// the data after the batch inside it.
  ///
  ///     try host.performBatchUpdates(
  ///       BatchUpdate(itemInserts: [ItemPath(item: 2, section: 0)]), animated: true,
  ///       updatingData: { items.append("new") }, completion: nil)
  ///
  /// The data source answers with the data *before* the batch until the host calls
  /// `updateData`, and with the data after it from then on — as UIKit asks: change the model
  /// inside `performBatchUpdates`' updates closure. UIKit may lay out when the call starts, before
  /// its updates closure runs, and read the counts and sizes then (the classic "invalid number of
  /// items" crash comes from a data source that already answered the new counts at that point);
  /// the headless hosts do, and reject a data source whose counts changed before the batch with
  /// ``ListHostError/dataChangedBeforeBatch(displayed:answered:)``.
  ///
  /// A host calls `updateData` exactly once, before this method returns, unless it throws before
  /// the batch starts (a reentrant call); it then reads the counts after the batch from the data
  /// source and checks them against the counts it displayed before.
  ///
  /// - Parameters:
  ///   - update: The changes, in UIKit's index convention.
  ///   - animated: Whether the change animates; a non-animated batch completes at once.
  ///   - updateData: Switches the data source to the data after the batch; the host calls it
  ///     inside the batch, after any layout it does when the batch starts.
  ///   - completion: Called with `true` when the batch's animations have finished.
  /// - Throws: ``ListHostError/invalidBatch(_:)`` when the batch breaks UIKit's rules (the host
  ///   then shows the data after `updateData` as if reloaded, or is left for the caller to
  ///   reload), ``ListHostError/dataChangedBeforeBatch(displayed:answered:)`` when the data source
  ///   changed before the batch, or another ``ListHostError`` for a rule of the host's own.
  func performBatchUpdates(
    _ update: BatchUpdate, animated: Bool, updatingData updateData: () -> Void,
    completion: (@MainActor (Bool) -> Void)?
  ) throws(ListHostError)

  /// Recomputes item and supplementary sizes and positions, asking the data source again.
  ///
  /// - Throws: ``ListHostError`` when views that become visible break the host's rules.
  func invalidateLayout() throws(ListHostError)

  /// Asks the data source again for the sizes of the items at `paths`, whose content changed
  /// in place, and lays out (UIKit: an invalidation context naming the items).
  ///
  /// - Parameter paths: Paths of displayed items.
  /// - Throws: ``ListHostError/itemOutOfRange(_:)`` for a path that is not displayed, or what
  ///   views that become visible break.
  func invalidateLayout(ofItemsAt paths: [ItemPath]) throws(ListHostError)

  /// Asks the data source again for the layout descriptions and the item and supplementary sizes
  /// of `sections`, and lays those sections out again without a batch: their cells stay, later
  /// sections move.
  ///
  ///     // The model changed section 2's layout only (a grid became a carousel):
  ///     try host.invalidateLayout(ofSections: [2])
  ///
  /// UIKit: an invalidation context naming the sections' items and supplementary views
  /// (`invalidateItems(at:)` and `invalidateSupplementaryElements(ofKind:at:)`), after which the
  /// layout asks its section provider again. A host whose layout cannot recompute one section
  /// alone recomputes everything, which is never wrong, only slower; that is what the default
  /// implementation does (``invalidateLayout()``).
  ///
  /// - Parameter sections: Indices of displayed sections, in any order; duplicates count once.
  /// - Throws: ``ListHostError/itemOutOfRange(_:)`` (with item 0) for a section that is not
  ///   displayed, ``ListHostError/invalidDataSourceAnswer(_:)`` for a description the host
  ///   cannot lay out, or what views that become visible break.
  func invalidateLayout(ofSections sections: [Int]) throws(ListHostError)

  /// Whether the host shows supplementary views of items
  /// (``ListHostDataSource/listHost(_:supplementariesOfItemAt:)``): a collection view does; a table
  /// view has none per row, only section headers and footers.
  ///
  ///     if !host.supportsItemSupplementaries { /* leave the badges out */ }
  ///
  /// A host that does not show them rejects a data source that answers some, with
  /// ``ListHostError/supplementaryViewsPerRow(_:at:)``, and shows the rows without them; the list
  /// adapter answers none to such a host and reports
  /// ``ListDiagnostic/itemSupplementaryUnsupported(_:itemID:)`` instead. The default is `true`.
  var supportsItemSupplementaries: Bool { get }

  // MARK: Visible content

  /// The paths of the visible items, in order.
  var indexPathsForVisibleItems: [ItemPath] { get }

  /// The cell the host holds for the item at `path`, or `nil` when it holds none.
  ///
  ///     (host.cellForItem(at: path) as? ProductCell)?.configure(with: product)
  ///
  /// The visible cell, or — on UIKit from iOS 15, with prefetching on — a *prepared* cell the
  /// view keeps although it is not visible: prefetched and not yet displayed, or displayed and
  /// scrolled just out. A prepared cell shows again without another data source request, so
  /// whoever changes what a cell shows must configure the prepared ones too (the adapter does).
  /// The headless hosts keep no prepared cells.
  ///
  /// - Parameter path: An item's path in the displayed data.
  /// - Returns: The cell, or `nil`.
  func cellForItem(at path: ItemPath) -> AnyObject?

  /// The path of the item that the visible cell `cell` shows, or `nil` when it shows none.
  ///
  /// - Parameter cell: A cell this host handed out.
  /// - Returns: The path in the displayed data, or `nil`.
  func indexPath(for cell: AnyObject) -> ItemPath?

  /// The visible supplementary view of `kind` at `path`, or `nil`.
  ///
  /// - Parameters:
  ///   - kind: The supplementary kind.
  ///   - path: `[section, 0]` for headers and footers; the item's path for an item's view.
  /// - Returns: The view, or `nil`.
  func supplementaryView(ofKind kind: SupplementaryKind, at path: ItemPath) -> AnyObject?

  /// The frame of the item at `path` in content coordinates, or `nil` when there is no such item.
  ///
  /// - Parameter path: An item's path in the displayed data.
  /// - Returns: The frame, or `nil`.
  func frameForItem(at path: ItemPath) -> CGRect?

  /// The paths of the items whose frames meet `rect`, in display order (by section, then item).
  ///
  ///     let soon = host.indexPathsForItems(in: viewport.insetBy(dx: 0, dy: -600))
  ///
  /// This is what lets a feature ask about a region of the content — what is visible, what is
  /// about to be — at the cost of that region, never of the list's length. UIKit answers it with
  /// `UICollectionViewLayout.layoutAttributesForElements(in:)` (the attributes whose
  /// `representedElementCategory` is `.cell`) and with `UITableView.indexPathsForRows(in:)`; the
  /// headless hosts with `TrellisLayout`'s rect query. Frames are the items' natural frames in
  /// content coordinates, as ``frameForItem(at:)`` returns them; edges that only touch `rect` do
  /// not count.
  ///
  /// - Parameter rect: A rectangle in content coordinates.
  /// - Returns: The paths, in display order; empty before the first load.
  /// - Complexity: O(log *n* + *k*) for *n* items and *k* results in the headless hosts and
  ///   UIKit's own layouts.
  func indexPathsForItems(in rect: CGRect) -> [ItemPath]

  // MARK: Viewport and scrolling

  /// Whether the host is in a window (UIKit's `window != nil`); off-window hosts get
  /// `reloadData()` instead of animated batches.
  var isInWindow: Bool { get }

  /// The size of the visible area (UIKit's `bounds.size`).
  var viewportSize: CGSize { get }

  /// The size of all content.
  var contentSize: CGSize { get }

  /// The insets around the content.
  var contentInset: LayoutInsets { get }

  /// The point of the content at the viewport's origin.
  var contentOffset: CGPoint { get }

  /// Whether the user is dragging the content.
  var isDragging: Bool { get }

  /// Scrolls so that `offset` is at the viewport's origin.
  ///
  /// - Parameters:
  ///   - offset: The new content offset.
  ///   - animated: Whether the scroll animates.
  /// - Throws: ``ListHostError`` when views that become visible break the host's rules.
  func setContentOffset(_ offset: CGPoint, animated: Bool) throws(ListHostError)

  /// Scrolls so that the item at `path` is at `position` of the viewport.
  ///
  ///     try host.scrollToItem(at: ItemPath(item: 40, section: 2), at: .start, animated: true)
  ///
  /// For an item of a section with a band (an orthogonal section, see
  /// ``bandOffset(ofSection:)``) it scrolls that band sideways, not the list, and `position`
  /// means the band's axis (UIKit: `.left`, `.centeredHorizontally`, `.right`): this is the only
  /// way to move a band, since UIKit's compositional layout has no public setter for a band's
  /// offset. The band's delegate callbacks follow
  /// (``ListHostDelegate/listHost(_:bandDidScroll:)``, then
  /// ``ListHostDelegate/listHost(_:bandDidEndScrolling:)`` when the scroll ends: at once when not
  /// animated).
  ///
  /// - Parameters:
  ///   - path: An item's path in the displayed data.
  ///   - position: Where the item ends up.
  ///   - animated: Whether the scroll animates.
  /// - Throws: ``ListHostError/itemOutOfRange(_:)`` for a path that is not displayed.
  func scrollToItem(at path: ItemPath, at position: ListScrollPosition, animated: Bool)
    throws(ListHostError)

  // MARK: Bands

  /// How far the band of `section` is scrolled along its own axis, or `nil` when the section has
  /// no band.
  ///
  ///     // A vertical feed whose section 0 is a paging carousel row:
  ///     host.bandOffset(ofSection: 0)  // 0, then 375 after the user pages once
  ///     host.bandOffset(ofSection: 1)  // nil: a grid that scrolls with the list
  ///
  /// A *band* is the sideways scroller of an orthogonal section (a `MixedSection.carousel(_:
  /// scrolling:)`, UIKit's `NSCollectionLayoutSection` with an `orthogonalScrollingBehavior`
  /// other than `.none`): the section's items scroll across the list's axis on their own, and
  /// their frames (``frameForItem(at:)``, ``indexPathsForItems(in:)``) are moved by the band's
  /// offset. The offset is in points from the band's leading edge, between 0 and the band's
  /// content length less the viewport's width.
  ///
  /// The port has no setter: UIKit's compositional layout has none either. Move a band with
  /// ``scrollToItem(at:at:animated:)`` on one of its items, and follow it with
  /// ``ListHostDelegate/listHost(_:bandDidScroll:)``. On UIKit the value is the offset the
  /// section's `visibleItemsInvalidationHandler` last reported. The default implementation
  /// answers `nil`: a host without bands.
  ///
  /// - Parameter section: A section index in the displayed data.
  /// - Returns: The band's offset, or `nil`.
  func bandOffset(ofSection section: Int) -> CGFloat?

  /// Whether the band of `section` is moving on its own account, and will come to rest with
  /// ``ListHostDelegate/listHost(_:bandDidEndScrolling:)``: the user drags it or it decelerates
  /// after a release; `false` for a band at rest and for a section without a band.
  ///
  ///     try host.dragBand(ofSection: 0, by: 40, releasingWith: 0.5)  // a headless flick
  ///     host.isBandScrolling(ofSection: 0)  // true until the band rests
  ///
  /// It tells a band the user moves from one an update moved: both arrive as
  /// ``ListHostDelegate/listHost(_:bandDidScroll:)``, and the port has no drag callback for
  /// bands (UIKit's orthogonal scrollers send none). `ListCarousel` asks it when its band moves
  /// during an update: a flick it waits on until the band rests, a clamp it follows at once.
  ///
  /// On UIKit the collection host answers from the band's `visibleItemsInvalidationHandler`:
  /// the band moved and has not yet been seen at rest (its offset unchanged for a moment, at a
  /// resting point of its behaviour), so a programmatic animated scroll counts until it ends,
  /// and a finger holding the band still between two resting points counts too (no public API
  /// tells a held drag from a rest). A host has no default: one with bands knows their motion,
  /// and one without answers `false`.
  ///
  /// - Parameter section: A section index in the displayed data.
  /// - Returns: Whether the band moves and has not rested yet.
  func isBandScrolling(ofSection section: Int) -> Bool

  // MARK: Refresh control

  /// Whether the list shows a pull-to-refresh control above its content.
  ///
  ///     host.isRefreshControlEnabled = true   // the user can now pull to refresh
  ///
  /// UIKit: setting `UIScrollView.refreshControl` to a `UIRefreshControl` (`true`) or to `nil`
  /// (`false`). Turning the control off while it refreshes removes it, so ``isRefreshing``
  /// becomes `false` without ``endRefreshing()``.
  var isRefreshControlEnabled: Bool { get set }

  /// Whether the refresh control shows that a refresh is in progress.
  ///
  ///     if !host.isRefreshing { host.beginRefreshing() }
  ///
  /// UIKit: `UIRefreshControl.isRefreshing`. It becomes `true` when the user pulls past the
  /// control's threshold (before ``ListHostDelegate/listHostDidRequestRefresh(_:)`` is sent) or
  /// on ``beginRefreshing()``, and `false` on ``endRefreshing()``; always `false` while
  /// ``isRefreshControlEnabled`` is `false`.
  var isRefreshing: Bool { get }

  /// Shows the refresh control as refreshing, started by the program rather than by a pull.
  ///
  ///     host.beginRefreshing()
  ///
  /// UIKit: `UIRefreshControl.beginRefreshing()`. As in UIKit, it does not send
  /// ``ListHostDelegate/listHostDidRequestRefresh(_:)``: the caller starts the load itself. It
  /// does nothing while the control is disabled or already refreshing.
  func beginRefreshing()

  /// Tells the refresh control that the refresh finished; it hides its spinner.
  ///
  ///     host.endRefreshing()
  ///
  /// UIKit: `UIRefreshControl.endRefreshing()`. It does nothing when the control is not
  /// refreshing.
  func endRefreshing()

  // MARK: Selection

  /// Whether the user can select more than one item.
  var allowsMultipleSelection: Bool { get set }

  /// The paths of the selected items, in order.
  var indexPathsForSelectedItems: [ItemPath] { get }

  /// Selects the item at `path` without calling the delegate, as UIKit does.
  ///
  /// - Parameters:
  ///   - path: An item's path in the displayed data.
  ///   - animated: Whether the change animates.
  /// - Throws: ``ListHostError/itemOutOfRange(_:)`` for a path that is not displayed.
  func selectItem(at path: ItemPath, animated: Bool) throws(ListHostError)

  /// Deselects the item at `path` without calling the delegate, as UIKit does.
  ///
  /// - Parameters:
  ///   - path: An item's path in the displayed data.
  ///   - animated: Whether the change animates.
  func deselectItem(at path: ItemPath, animated: Bool)

  // MARK: Accessibility (actions, announcements, focus)

  /// Posts `notification` to assistive technologies (UIKit:
  /// `UIAccessibility.post(notification:argument:)` with `.announcement` or `.pageScrolled` and
  /// the text).
  ///
  ///     host.postAccessibilityNotification(.announcement("20 more products loaded"))
  ///
  /// The headless hosts record every post in order
  /// (`HeadlessListView.postedAccessibilityNotifications`), so tests count them.
  ///
  /// - Parameter notification: What to tell the user.
  func postAccessibilityNotification(_ notification: ListAccessibilityNotification)

  /// How hardware-keyboard and focus navigation treats the items (UIKit: the view's `allowsFocus`
  /// and `selectionFollowsFocus`).
  ///
  ///     host.focusBehavior = .selectionFollowsFocus  // a sidebar: arrow keys select
  ///
  /// ``ListFocusBehavior/none`` by default. On UIKit the focus engine moves focus through the
  /// items in order; the headless hosts move it with their `moveFocus(_:)` test control.
  var focusBehavior: ListFocusBehavior { get set }

  // MARK: Accessibility (status, motion, keyboard)

  /// The user's accessibility settings and focus as the list sees them now: VoiceOver, Reduce
  /// Motion, the text size, the focused item.
  ///
  ///     if host.accessibilityStatus.isReduceMotionEnabled { animated = false }
  ///
  /// A host tells its delegate when the value changes
  /// (``ListHostDelegate/listHost(_:accessibilityStatusDidChangeFrom:)``), once per change,
  /// however many views the change reaches. UIKit's hosts read `UIAccessibility.isVoiceOverRunning`,
  /// `UIAccessibility.isReduceMotionEnabled` and the view's
  /// `traitCollection.preferredContentSizeCategory`, and report a change on the matching
  /// notifications; the headless hosts take the value from tests (a settable property). The
  /// default implementation answers ``ListAccessibilityStatus/init(isVoiceOverRunning:isReduceMotionEnabled:contentSizeCategory:focusedItem:)``'s
  /// defaults and never changes.
  var accessibilityStatus: ListAccessibilityStatus { get }

  /// Forgets every size the host keeps, because they were measured at another text size
  /// (``ListAccessibilityStatus/contentSizeCategory`` changed), and lays out once: the data
  /// source is asked again for every size, and every visible self-sizing view is measured again.
  ///
  ///     try host.invalidateAllSizes()  // after a Dynamic Type change, once
  ///
  /// The list adapter calls it once per category change, after emptying its size cache. UIKit's
  /// collection host drops the self-sizing answers its layout kept, invalidates the layout and
  /// reconfigures the visible cells, which measures them again; the default implementation is
  /// ``invalidateLayout()``, enough for a host that asks its visible self-sizing views again on
  /// every layout (the headless hosts, the table host).
  ///
  /// - Throws: What ``invalidateLayout()`` throws.
  func invalidateAllSizes() throws(ListHostError)
}

extension ListHost {
  /// The defaults: no VoiceOver, motion on, the large text size, nothing focused.
  ///
  ///     host.accessibilityStatus  // ListAccessibilityStatus()
  public var accessibilityStatus: ListAccessibilityStatus { ListAccessibilityStatus() }

  /// Lays out again: ``invalidateLayout()``.
  ///
  ///     try host.invalidateAllSizes()  // == try host.invalidateLayout() here
  ///
  /// - Throws: What ``invalidateLayout()`` throws.
  public func invalidateAllSizes() throws(ListHostError) { try invalidateLayout() }

  /// `true`: hosts show supplementary views of items unless they say otherwise.
  public var supportsItemSupplementaries: Bool { true }

  /// `nil`: a host without bands, whose sections all scroll with the list.
  ///
  ///     host.bandOffset(ofSection: 0)  // nil
  ///
  /// - Parameter section: A section index.
  /// - Returns: `nil`.
  public func bandOffset(ofSection section: Int) -> CGFloat? { nil }

  /// Recomputes the whole layout: the fallback for hosts whose layout cannot recompute one
  /// section alone.
  ///
  ///     try host.invalidateLayout(ofSections: [1])  // == try host.invalidateLayout() here
  ///
  /// - Parameter sections: Indices of displayed sections; ignored beyond being non-empty.
  /// - Throws: What ``invalidateLayout()`` throws.
  public func invalidateLayout(ofSections sections: [Int]) throws(ListHostError) {
    guard !sections.isEmpty else { return }
    try invalidateLayout()
  }
}

/// Where ``ListHost/scrollToItem(at:at:animated:)`` places an item in the viewport.
public enum ListScrollPosition: Hashable, Sendable {
  /// The item's leading edge at the viewport's leading edge (top, or left when scrolling
  /// horizontally).
  case start
  /// The item centred in the viewport.
  case center
  /// The item's trailing edge at the viewport's trailing edge.
  case end
  /// The least scrolling that makes the item fully visible; none if it already is.
  case nearest
}
