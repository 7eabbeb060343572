import Foundation
import TrellisCore
import TrellisLayout

/// The update engine: owns what a ``ListHost`` displays and turns every new ``ListModel`` into the
/// cheapest correct work for that host.
///
///     let adapter = ListAdapter(host: collectionView)
///     adapter.apply(model)                          // animated, staged, coalesced
///     await adapter.applyAndWait(newerModel, animated: true)  // returns when it is on screen
///
/// ## Motivation
/// Every list framework crashes `UICollectionView` in the same ways: a batch whose counts do not
/// add up, a data source that already answers with newer data than the batch describes, an update
/// issued while another animates. The adapter makes those impossible by construction:
/// - the host's data source is the adapter's (an internal object it installs on the host), and it
///   answers from the data of the stage being applied, never from a newer model;
/// - one batch is in flight at a time; models requested meanwhile collapse to the latest one,
///   which is diffed against what is displayed when the batch ends;
/// - a host off-window or without a size, or a change above ``Configuration/reloadThreshold``,
///   gets `reloadData()` instead of an animation.
///
/// ## One queue, latest wins
/// Every request — ``apply(_:animated:completion:)``, ``reload(_:completion:)``,
/// ``reloadItems(_:animated:completion:)``, ``setNeedsTransform(animated:)`` — goes through one
/// state machine: idle, reloading, or applying the stages of one update. A request made while it
/// is busy waits in a single slot; a newer model replaces the waiting one, and item reloads and
/// completions accumulate, so completions run once each, in request order.
///
/// ## Plugins
/// Features attach as plugins (``attach(_:)``) and compose: each receives the host's display,
/// touch and scroll callbacks in attach order, and opts into capabilities —
/// ``ListModelTransformProviding`` (a paginator's loading row, an infinite carousel's copies are
/// added to the caller's model in a transform stage before the diff),
/// ``ListItemSizeProviding`` and ``ListScrollAnchorProviding``. Callers always hand their own model
/// to ``apply(_:animated:completion:)``.
///
///     adapter.attach(ListCarousel(sectionID: "banners", itemLength: 300))
///     adapter.attach(ListPaginator(sectionID: "products", loadingItem: spinner))
///     adapter.apply(ListModel { banners; products })
///
/// ## Identity & Equality
/// Items are matched by `id`. An item whose content changed but whose view type did not is
/// *reconfigured*: its visible cell, if any, is configured again in place — no reload, no new cell.
/// An item whose view type changed is reloaded (UIKit replaces its cell). Duplicate identities are
/// handled by ``Configuration/duplicatePolicy`` and reported to ``diagnostics``.
///
/// ## Performance
/// An update costs the diff (linear in the model) plus work proportional to what changed and what
/// is visible: cells are configured only when shown or reconfigured, and sizes are measured only
/// on a ``SizeCache`` miss. ``statistics`` counts the work for tests.
@MainActor
public final class ListAdapter {
  /// How the adapter chooses between animation and reload, and handles bad data.
  public struct Configuration: Sendable {
    /// What to do with repeated identities.
    public var duplicatePolicy: DuplicatePolicy
    /// Above this many changes in one update, the adapter reloads instead of animating.
    public var reloadThreshold: Int
    /// The size of an item whose view type gives none and that no sizing plugin
    /// (``ListItemSizeProviding``) sizes.
    public var fallbackItemSize: CGSize
    /// Whether updates keep the first visible item where it is on screen when items are inserted
    /// or removed before it (chat-style and "load earlier" lists). A plugin can ask for it too
    /// (``ListScrollAnchorProviding``, e.g. a paginator loading earlier pages) while attached.
    public var keepsFirstVisibleItemInPlace: Bool
    /// When an update's diff leaves the main actor: above a list size by default
    /// (``OffMainDiffing/automatic``).
    public var offMainDiffing: OffMainDiffing
    /// Where diffs that leave the main actor run: a detached task by default.
    public var diffScheduler: any ListDiffScheduler

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - duplicatePolicy: What to do with repeated identities.
    ///   - reloadThreshold: Above this many changes, reload instead of animating.
    ///   - fallbackItemSize: The size of an item nothing else sizes.
    ///   - keepsFirstVisibleItemInPlace: Whether updates keep the first visible item in place.
    ///   - offMainDiffing: When an update's diff leaves the main actor.
    ///   - diffScheduler: Where diffs that leave the main actor run.
    public init(
      duplicatePolicy: DuplicatePolicy = .disambiguateByOccurrence,
      reloadThreshold: Int = 1_000,
      fallbackItemSize: CGSize = CGSize(width: 50, height: 50),
      keepsFirstVisibleItemInPlace: Bool = false,
      offMainDiffing: OffMainDiffing = .automatic,
      diffScheduler: any ListDiffScheduler = .background()
    ) {
      self.duplicatePolicy = duplicatePolicy
      self.reloadThreshold = reloadThreshold
      self.fallbackItemSize = fallbackItemSize
      self.keepsFirstVisibleItemInPlace = keepsFirstVisibleItemInPlace
      self.offMainDiffing = offMainDiffing
      self.diffScheduler = diffScheduler
    }
  }

  /// When an update's diff leaves the main actor (``Configuration/offMainDiffing``).
  ///
  ///     adapter.configuration.offMainDiffing = .above(items: 20_000)
  ///
  /// Off the main actor, the diff runs on the ``Configuration/diffScheduler`` from immutable
  /// values, and the batch applies on the main actor when it is done: the main thread stays free
  /// while a large list diffs, and the update lands a little later (at least one turn of the main
  /// actor). Small lists diff on the main actor and apply at once, with no added latency.
  public enum OffMainDiffing: Hashable, Sendable {
    /// Every diff runs on the main actor.
    case never
    /// Every diff leaves the main actor.
    case always
    /// Diffs leave the main actor when the items shown or the items to show are more than
    /// `items`.
    case above(items: Int)

    /// Diffs of more than 10,000 items leave the main actor: about 2 ms of diff on the
    /// benchmark machine (a quarter of a 120 Hz frame), where a diff starts to cost frames.
    public static let automatic = OffMainDiffing.above(items: 10_000)

    /// Whether a diff whose larger side has `itemCount` items leaves the main actor.
    ///
    /// - Parameter itemCount: The items shown or to show, whichever are more.
    /// - Returns: Whether the diff runs on the scheduler.
    public func movesOffMain(itemCount: Int) -> Bool {
      switch self {
      case .never: false
      case .always: true
      case .above(let items): itemCount > items
      }
    }
  }

  /// Counts of the adapter's work, for tests that prove updates do only what they must.
  ///
  ///     let before = adapter.statistics
  ///     adapter.apply(model)
  ///     adapter.statistics.batches - before.batches  // 1
  public struct Statistics: Hashable, Sendable {
    /// Cells and supplementary views configured because the host asked for them.
    public var viewsConfigured = 0
    /// Visible cells and supplementary views configured again in place because their item's
    /// content changed.
    public var cellsReconfigured = 0
    /// Batches handed to the host.
    public var batches = 0
    /// `reloadData()` calls.
    public var reloads = 0
    /// Diffs handed to the ``Configuration/diffScheduler`` (see ``OffMainDiffing``).
    public var diffsOffMain = 0
    /// Off-main diffs cancelled because a newer model arrived before they were applied.
    public var diffsCancelled = 0
  }

  // MARK: Lifecycle

  /// Creates an adapter that drives `host`: it connects the host to the adapter's data source and
  /// delegate, which are internal objects the adapter owns.
  ///
  ///     let adapter = ListAdapter(host: HeadlessCollectionView(viewportSize: size))
  ///
  /// - Parameters:
  ///   - host: The list view to drive; the adapter holds it weakly.
  ///   - configuration: How to choose between animation and reload.
  public init(host: any ListHost, configuration: Configuration = Configuration()) {
    self.host = host
    self.configuration = configuration
    bridge.adapter = self
    isConnected = true
  }

  // MARK: Public

  /// The host this adapter drives.
  ///
  ///     adapter.host?.contentOffset
  public private(set) weak var host: (any ListHost)?

  /// How the adapter chooses between animation and reload.
  ///
  ///     adapter.configuration.reloadThreshold = 200
  public var configuration: Configuration

  /// Where bad runtime data is reported (loud in debug builds); it never causes a crash.
  ///
  ///     adapter.diagnostics = Diagnostics { issue in logger.warning("\(issue)") }
  public var diagnostics = Diagnostics.default

  /// The cached item sizes.
  ///
  ///     adapter.sizeCache.invalidate(AnyListID(product.id))
  public let sizeCache = SizeCache()

  /// The work done so far: public so that users' tests can prove an update did only what it
  /// must, as Trellis's own tests do.
  ///
  ///     #expect(adapter.statistics.batches == 1)
  public internal(set) var statistics = Statistics()

  /// The model on screen: the last one fully applied, as the host shows it — after the plugins'
  /// transforms (a paginator's loading item, an infinite carousel's copies).
  ///
  ///     adapter.displayedModel.sections.map(\.id)
  public internal(set) var displayedModel = ListModel()

  /// Whether a batch is being applied (models requested now wait, latest wins).
  ///
  ///     adapter.isApplying  // true until the batch's animation ends
  public var isApplying: Bool {
    if case .applying = state { return true }
    return false
  }

  /// Whether an update's diff is running off the main actor (see
  /// ``Configuration/offMainDiffing``): the host still shows the previous model, and a newer
  /// model requested now cancels the diff and is diffed instead.
  ///
  ///     adapter.isDiffing  // true until the scheduler delivers the diff
  public var isDiffing: Bool {
    if case .diffing = state { return true }
    return false
  }

  /// Whether the host's data source and delegate are this adapter's. Setting `false` disconnects
  /// them (a view controller unloading its view); setting `true` connects them again.
  ///
  ///     adapter.isConnected = false   // the host no longer asks or tells this adapter anything
  ///     adapter.isConnected = true
  ///
  /// The host holds its data source and delegate weakly; the adapter keeps them alive.
  public var isConnected: Bool {
    get { host.map { $0.dataSource === bridge && $0.delegate === bridge } ?? false }
    set {
      guard let host else { return }
      if newValue {
        host.dataSource = bridge
        host.delegate = bridge
      } else {
        if host.dataSource === bridge { host.dataSource = nil }
        if host.delegate === bridge { host.delegate = nil }
      }
    }
  }

  // MARK: Internal

  /// The host's data source, delegate and editing data source: forwards to this adapter.
  let bridge = _AdapterHostBridge()

  /// What the update engine is doing.
  var state = _UpdateState.unloaded

  /// The one request waiting while the engine is busy: the latest model (latest wins), with the
  /// item reloads and completions of every request it absorbed, in request order.
  package var queued: _UpdateRequest?

  /// Completions due to run, in request order (one may request again while they run).
  var completions = _CompletionQueue()

  /// The latest model a caller asked to show, before the plugins' transforms; `nil` before the
  /// first request.
  var requestedModel: ListModel?

  /// The sections the data source answers from: those of the stage being applied, with
  /// duplicate identities resolved.
  var sections: [ListSection] = []

  /// Reuse identifiers registered with the host, per kind (`nil` for cells).
  var registered: Set<_Registration> = []

  /// The section identities of the last sections ``resolveSectionDuplicates(_:)`` found without
  /// a repeat, in order: sections with the same identities need no hashing.
  var uniqueSectionIDs: [AnyListID] = []

  /// How many times each item identity occurs in ``sections``.
  package var identityCounts: [AnyListID: Int] = [:]

  /// How many identities occur more than once in ``identityCounts``: while none does, an item's
  /// size-cache key is its identity, found without a hash.
  var repeatedIdentities = 0

  /// The cell classes known not to size themselves (not ``SelfSizingView``): see
  /// ``selfSizingView(_:)``. (A class's conformances never change while the program runs.)
  var cellClassesNotSizingThemselves: Set<ObjectIdentifier> = []

  /// The state of hooks, events and plugins (see `ListAdapter+Plugins.swift`).
  let features = _AdapterFeatures()

  /// Whether the host is running its move callback (`ListHostEditingDataSource`'s
  /// `listHost(_:moveItemAt:to:)`): requests made meanwhile wait until it returned.
  var isInsideHostMove = false

  /// Whether a start of the queued request is scheduled for after a host's move callback.
  var isStartDeferred = false

  /// How many times ``sections`` changed outside an update (interactive moves): an off-main diff
  /// made before a change is stale when it is delivered.
  var sectionsGeneration = 0
}

/// A reuse identifier registered for cells (`kind == nil`) or a supplementary kind.
struct _Registration: Hashable {
  var kind: SupplementaryKind?
  var reuseIdentifier: String
}
