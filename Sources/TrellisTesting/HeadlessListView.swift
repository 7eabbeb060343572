import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

/// The engine of ``HeadlessCollectionView`` and ``HeadlessTableView``: a list view without pixels
/// that enforces UIKit's contract strictly.
///
///     let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
///     host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
///     host.dataSource = source
///     try host.reloadData()
///     try host.performBatchUpdates(
///       update, animated: false, updatingData: { source.items.removeFirst() }, completion: nil)
///     print(host.snapshot())
///
/// It does what a `UICollectionView` does with its data source — counts read on load and around
/// each batch, views requested only for what the layout makes visible, reuse pools,
/// `willDisplay` / `didEndDisplaying`, selection following its items, the self-sizing pass
/// (every visible cell asked for its preferred size, and laid out again at it) — and where UIKit
/// would raise an exception it throws a `ListHostError` naming the rule. It is at least as strict as UIKit:
/// when in doubt, it rejects.
///
/// Animated batches complete when ``clock`` passes ``animationDuration``; tests use a test clock
/// and call ``settleAnimations()`` after advancing it, so updates can be issued while a batch is in
/// flight, deterministically.
@MainActor
public class HeadlessListView: ListHost {
  // MARK: Lifecycle

  /// Creates a host with a viewport and a layout, in a window.
  ///
  /// - Parameters:
  ///   - viewportSize: The size of the visible area.
  ///   - layout: How content is placed.
  ///   - clock: The clock that times batch animations; tests pass a test clock.
  init(viewportSize: CGSize, layout: HeadlessLayout, clock: any Clock<Duration>) {
    self.viewportSize = viewportSize
    self.layout = layout
    self.clock = clock
  }

  // MARK: Public

  /// The object the host pulls counts, views and sizes from (held weakly).
  public weak var dataSource: (any ListHostDataSource)?

  /// The object the host reports events to (held weakly).
  public weak var delegate: (any ListHostDelegate)?

  /// How content is placed. Change it with ``setLayout(_:)``.
  public internal(set) var layout: HeadlessLayout

  /// The clock that times batch animations.
  public let clock: any Clock<Duration>

  /// How long an animated batch takes (UIKit's default is about 0.3 s).
  public var animationDuration: Duration = .milliseconds(300)

  /// Whether the host shows supplementary views of items: a collection does, a table does not.
  public var supportsItemSupplementaries: Bool { !(self is HeadlessTableView) }

  /// Whether the host is in a window; hosts start in one.
  public var isInWindow = true

  /// The size of the visible area. Change it with ``setViewportSize(_:)``.
  public internal(set) var viewportSize: CGSize

  /// The insets around the content; they extend the scrollable range.
  public var contentInset = LayoutInsets()

  /// The point of the content at the viewport's origin.
  public internal(set) var contentOffset = CGPoint.zero

  /// The size of all content, from the layout.
  public var contentSize: CGSize { currentLayout?.contentSize ?? .zero }

  /// Whether a simulated drag is in progress.
  public internal(set) var isDragging = false

  /// Whether released content is decelerating towards its target (see
  /// ``drag(by:releasingWith:)``).
  public internal(set) var isDecelerating = false

  /// How long a released drag decelerates on ``clock`` before it rests at its target.
  public var decelerationDuration: Duration = .milliseconds(500)

  /// Whether taps select items.
  public var allowsSelection = true

  /// Whether taps can select more than one item.
  public var allowsMultipleSelection = false

  /// Everything the host did, in order.
  public internal(set) var operations: [HostOperation] = []

  /// What the host posted to assistive technologies, oldest first
  /// (``postAccessibilityNotification(_:)``): count announcements and page positions here.
  ///
  ///     #expect(host.postedAccessibilityNotifications == [.announcement("20 more items loaded")])
  public internal(set) var postedAccessibilityNotifications: [ListAccessibilityNotification] = []

  /// How focus navigation treats the items; ``moveFocus(_:)`` moves focus only when it is not
  /// `.none` (the default).
  public var focusBehavior: ListFocusBehavior = .none

  /// The path of the item that has focus, or `nil`: ``accessibilityStatus``'s
  /// `focusedItem`, which ``moveFocus(_:)`` and tests set. It follows its item through batches,
  /// and is `nil` once the item is deleted or reloaded, or after ``reloadData()``; each change
  /// tells the delegate, as a change of the status does.
  public internal(set) var focusedItem: ItemPath? {
    get { accessibilityStatus.focusedItem }
    set { accessibilityStatus.focusedItem = newValue }
  }

  /// How far the user must pull the content down past its top for the refresh control to start
  /// refreshing, in points; see ``pullToRefresh(distance:)``.
  ///
  /// UIKit does not publish `UIRefreshControl`'s threshold; it triggers after a pull of roughly
  /// 60 to 130 points depending on the device and the iOS version. The headless hosts use
  /// ``defaultRefreshThreshold`` (80 points) unless a test sets another.
  public var refreshThreshold: CGFloat = HeadlessListView.defaultRefreshThreshold

  /// The number of animated batches whose animations have not finished.
  public var batchesInFlight: Int { inFlight.count }

  /// The user's accessibility settings and focus as the list sees them: a test control.
  ///
  ///     host.accessibilityStatus.isVoiceOverRunning = true  // the delegate hears it once
  ///     host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
  ///
  /// Setting a different value tells the delegate
  /// (`ListHostDelegate.listHost(_:accessibilityStatusDidChangeFrom:)`) once, as UIKit's hosts
  /// do on VoiceOver's, Reduce Motion's and Dynamic Type's notifications; the host itself lays
  /// nothing out again (UIKit lays out on the next pass, after the list adapter invalidated its
  /// layout). `ListAccessibilityStatus.focusedItem` is ``focusedItem``: ``moveFocus(_:)`` moves
  /// it, a test may set it (VoiceOver's focus), and it follows its item through batches. Setting
  /// the same value does nothing.
  public var accessibilityStatus = ListAccessibilityStatus() {
    didSet {
      guard accessibilityStatus != oldValue else { return }
      if accessibilityStatus.contentSizeCategory != oldValue.contentSizeCategory {
        // As UIKit's trait change reaches every view first: the visible ones and the pooled.
        for view in visible.values { applyTraits(to: view) }
        for pool in pools.values { for view in pool { applyTraits(to: view) } }
      }
      delegate?.listHost(self, accessibilityStatusDidChangeFrom: oldValue)
    }
  }

  /// The laid-out content, or `nil` before the first load.
  public internal(set) var currentLayout: (any CollectionLayout)? {
    didSet { bandsNeedSync = true }
  }

  // MARK: Registration and reuse

  /// Registers a view type for cells dequeued with `reuseIdentifier`.
  public func registerCell(
    _ viewType: AnyObject.Type, as registration: ViewRegistration, reuseIdentifier: String
  ) {
    registrations[_ReuseKey(kind: nil, identifier: reuseIdentifier)] = _Registered(
      type: viewType, registration: registration)
  }

  /// Registers a view type for supplementary views of `kind` dequeued with `reuseIdentifier`.
  public func registerSupplementaryView(
    _ viewType: AnyObject.Type, as registration: ViewRegistration, kind: SupplementaryKind,
    reuseIdentifier: String
  ) {
    registrations[_ReuseKey(kind: kind, identifier: reuseIdentifier)] = _Registered(
      type: viewType, registration: registration)
  }

  /// How the view type registered under `reuseIdentifier` for `kind` (`nil`: cells) is created:
  /// by class or from a named nib; `nil` when nothing is registered.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: A reuse identifier.
  ///   - kind: A supplementary kind, or `nil` for cells.
  /// - Returns: The registration, or `nil`.
  public func registration(forReuseIdentifier reuseIdentifier: String, kind: SupplementaryKind?)
    -> ViewRegistration?
  {
    registrations[_ReuseKey(kind: kind, identifier: reuseIdentifier)]?.registration
  }

  /// Returns a cell for `path` from the reuse pool, or a new one.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    throws(ListHostError) -> AnyObject
  {
    try dequeue(.item(path), key: _ReuseKey(kind: nil, identifier: reuseIdentifier))
  }

  /// Returns a supplementary view of `kind` for `path` from the reuse pool, or a new one.
  public func dequeueSupplementaryView(
    ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String, for path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    try dequeue(
      LayoutElement(kind: .supplementary(kind), path: _supplementaryPath(kind, path)),
      key: _ReuseKey(kind: kind, identifier: reuseIdentifier))
  }

  /// The number of views waiting in reuse pools.
  public var pooledViewCount: Int { pools.values.reduce(0) { $0 + $1.count } }

  // MARK: Internal

  var registrations: [_ReuseKey: _Registered] = [:]
  var pools: [_ReuseKey: [AnyObject]] = [:]
  /// The reuse key each view was dequeued with.
  var reuseKeys: [ObjectIdentifier: _ReuseKey] = [:]
  /// The item counts on screen, per section; `nil` before the first load.
  var counts: [Int]?
  /// Each item's size, as last asked of the data source.
  var itemSizes: [[CGSize]] = []
  /// Each item's supplementary views, as last asked of the data source with its size.
  var itemSupplementaries: [[[ItemSupplementaryLayout]]] = []
  /// How far any item's supplementary view reaches outside its item (0 when there are none):
  /// the rect queries for items are grown by this much.
  var itemSupplementaryReach: CGFloat = 0
  /// A data source answer that broke a rule and was left out of the layout, thrown once the host
  /// shows the rest (see `deferRejection(_:)`).
  var deferredRejection: ListHostError?
  /// Whether any item has supplementary views.
  var hasItemSupplementaries = false
  /// Each section's header and footer sizes, as last asked of the data source.
  var supplementarySizes: [(header: CGSize, footer: CGSize)] = []
  /// The visible views by element.
  var visible: [LayoutElement: AnyObject] = [:] {
    didSet {
      sortedVisibleCache = nil
      placedAttributes = nil
    }
  }
  /// The attributes the visible views were last placed at, while no view entered or left since:
  /// a layout pass that finds the same ones has nothing to do.
  var placedAttributes: [LayoutAttributes]?
  /// ``visible``'s elements in display order, until ``visible`` changes.
  var sortedVisibleCache: [LayoutElement]?
  /// The element each visible view shows.
  var visibleElements: [ObjectIdentifier: LayoutElement] = [:]
  var selected: Set<ItemPath> = []
  /// The data source request in progress: the element asked for and the views dequeued for it.
  var request: (element: LayoutElement, dequeued: [AnyObject])?
  /// The data source call in progress, by name, for re-entrancy checks.
  var dataSourceCall: String?
  /// Animated batches in flight, oldest first.
  var inFlight: [_BatchInFlight] = []
  /// The deceleration in progress: where it rests and whether its duration has passed.
  var deceleration: (target: CGPoint, hasElapsed: @Sendable () -> Bool)?
  /// The per-section layout kept between passes, so that one section can be recomputed alone;
  /// `nil` with a template layout.
  var sectionLayout: ListLayout<MixedLayout>?
  /// How many items' geometry the host reported through its `ListHost` queries; see
  /// `itemGeometryLookups`.
  var itemGeometryLookupCount = 0
  /// How many times the self-sizing pass laid out again; see `selfSizingRelayouts`.
  var selfSizingRelayoutCount = 0
  /// The bands of the sections that scroll on their own (orthogonal sections), by section index;
  /// empty for a list without them, which then pays for none of their bookkeeping.
  var bands: [Int: _Band] = [:]
  /// How many times the layout was invalidated through the port (the three `invalidateLayout`
  /// methods).
  var layoutInvalidationCount = 0
  /// Whether the layout changed since ``bands`` last took each section's band record from it.
  var bandsNeedSync = false
  /// The refresh control's state; `.removed` while there is no control.
  var refreshControlState = HostOperation.RefreshControlState.removed

  // MARK: Private

  private func dequeue(_ element: LayoutElement, key: _ReuseKey) throws(ListHostError)
    -> AnyObject
  {
    guard let request else {
      throw .dequeueOutsideRequest(reuseIdentifier: key.identifier, path: element.path)
    }
    guard request.element == element else {
      throw .dequeuedForAnotherElement(
        asked: _describe(request.element), dequeued: _describe(element))
    }
    guard let registered = registrations[key] else {
      throw .unregisteredReuseIdentifier(key.identifier, kind: key.kind)
    }
    let view: AnyObject
    if var pool = pools[key], let reused = pool.popLast() {
      pools[key] = pool
      (reused as? any HeadlessReusableView)?.prepareForReuse()
      view = reused
      operations.append(.dequeue(element, reuseIdentifier: key.identifier, reused: true))
    } else {
      guard let type = registered.type as? any HeadlessReusableView.Type else {
        throw .cannotCreateView(
          type: String(reflecting: registered.type), reuseIdentifier: key.identifier)
      }
      view = type.init()
      operations.append(.dequeue(element, reuseIdentifier: key.identifier, reused: false))
    }
    reuseKeys[ObjectIdentifier(view)] = key
    applyTraits(to: view)
    self.request?.dequeued.append(view)
    return view
  }

  /// Gives `view` the host's text size (``HeadlessCell/contentSizeCategory``).
  private func applyTraits(to view: AnyObject) {
    let category = accessibilityStatus.contentSizeCategory
    if let cell = view as? HeadlessCell {
      cell.contentSizeCategory = category
    } else if let supplementary = view as? HeadlessSupplementaryView {
      supplementary.contentSizeCategory = category
    }
  }
}

/// The path a supplementary view of `kind` is shown at: `[section, 0]` for a section's header
/// and footer, the item's own path for any other kind (an item's supplementary view; the headless
/// layouts place no other kind for a section).
func _supplementaryPath(_ kind: SupplementaryKind, _ path: ItemPath) -> ItemPath {
  _isSectionKind(kind) ? ItemPath(item: 0, section: path.section) : path
}

/// Whether the headless hosts show views of `kind` once per section (headers and footers)
/// rather than once per item.
func _isSectionKind(_ kind: SupplementaryKind) -> Bool {
  kind == .header || kind == .footer
}

/// A reuse identifier for cells (`kind == nil`) or for a supplementary kind.
struct _ReuseKey: Hashable {
  var kind: SupplementaryKind?
  var identifier: String
}

/// A registered view type.
struct _Registered {
  var type: AnyObject.Type
  var registration: ViewRegistration
}

/// An animated batch waiting for its animations to end.
struct _BatchInFlight {
  var hasElapsed: @Sendable () -> Bool
  var completion: (@MainActor (Bool) -> Void)?
}
