import Foundation

/// The update engine: owns what a ``ListHost`` displays and turns every new ``ListModel`` into the
/// cheapest correct work for that host.
///
///     let adapter = ListAdapter(host: collectionView)
///     adapter.apply(model)                          // animated, staged, coalesced
///     await adapter.apply(newerModel, animated: true)  // returns when it is on screen
///
/// ## Motivation
/// Every list framework crashes `UICollectionView` in the same ways: a batch whose counts do not
/// add up, a data source that already answers with newer data than the batch describes, an update
/// issued while another animates. The adapter makes those impossible by construction:
/// - the host's data source is the adapter, and it answers from the data of the stage being
///   applied, never from a newer model;
/// - one batch is in flight at a time; models requested meanwhile collapse to the latest one,
///   which is diffed against what is displayed when the batch ends;
/// - a host off-window or without a size, or a change above ``Configuration/reloadThreshold``,
///   gets `reloadData()` instead of an animation.
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
    /// The size of an item whose view type gives none and that no measuring closure measures.
    public var fallbackItemSize: CGSize
    /// Whether updates keep the first visible item where it is on screen when items are inserted
    /// or removed before it (chat-style and "load earlier" lists).
    public var keepsFirstVisibleItemInPlace: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - duplicatePolicy: What to do with repeated identities.
    ///   - reloadThreshold: Above this many changes, reload instead of animating.
    ///   - fallbackItemSize: The size of an item nothing else sizes.
    ///   - keepsFirstVisibleItemInPlace: Whether updates keep the first visible item in place.
    public init(
      duplicatePolicy: DuplicatePolicy = .disambiguateByOccurrence,
      reloadThreshold: Int = 1_000,
      fallbackItemSize: CGSize = CGSize(width: 50, height: 50),
      keepsFirstVisibleItemInPlace: Bool = false
    ) {
      self.duplicatePolicy = duplicatePolicy
      self.reloadThreshold = reloadThreshold
      self.fallbackItemSize = fallbackItemSize
      self.keepsFirstVisibleItemInPlace = keepsFirstVisibleItemInPlace
    }
  }

  /// Counts of the adapter's work, for tests that prove updates do only what they must.
  public struct Statistics: Hashable, Sendable {
    /// Cells and supplementary views configured because the host asked for them.
    public var viewsConfigured = 0
    /// Visible cells configured again in place because their item's content changed.
    public var cellsReconfigured = 0
    /// Batches handed to the host.
    public var batches = 0
    /// `reloadData()` calls.
    public var reloads = 0
  }

  // MARK: Lifecycle

  /// Creates an adapter that drives `host` and becomes its data source and delegate.
  ///
  /// - Parameters:
  ///   - host: The list view to drive; the adapter holds it weakly.
  ///   - configuration: How to choose between animation and reload.
  public init(host: any ListHost, configuration: Configuration = Configuration()) {
    self.host = host
    self.configuration = configuration
    host.dataSource = self
    host.delegate = self
  }

  // MARK: Public

  /// The host this adapter drives.
  public private(set) weak var host: (any ListHost)?

  /// How the adapter chooses between animation and reload.
  public var configuration: Configuration

  /// Where bad runtime data is reported (loud in debug builds); it never causes a crash.
  public var diagnostics = Diagnostics.default

  /// Measures an item whose view type gives no size, in a container of the given size; `nil`
  /// uses ``Configuration/fallbackItemSize``.
  public var measure: (@MainActor (ListItem, CGSize) -> CGSize)?

  /// The cached item sizes.
  public let sizeCache = SizeCache()

  /// Told when the host starts and stops displaying cells (see ``ListCellDisplayObserving``);
  /// held weakly.
  public weak var cellDisplayObserver: (any ListCellDisplayObserving)?

  /// The work done so far.
  public internal(set) var statistics = Statistics()

  /// The model on screen: the last one fully applied.
  public internal(set) var displayedModel = ListModel()

  /// Whether a batch is being applied (models requested now are coalesced).
  public var isApplying: Bool { applying != nil }

  // MARK: Internal

  /// The sections the data source answers from: those of the stage being applied, with
  /// duplicate identities resolved.
  var sections: [ListSection] = []

  /// Whether the host has been loaded once (counts read).
  var hasLoaded = false

  /// The apply in progress, if any.
  var applying: _Application?

  /// The latest model requested while a batch was in flight; `animated == nil` means reload.
  var pending: (model: ListModel, animated: Bool?)?

  /// Completions of every request not yet run, in request order.
  var completions: [@MainActor () -> Void] = []

  /// Identities whose reload was requested while a batch was in flight.
  var pendingReloads: [AnyListID] = []

  /// How many of ``completions``, from the first, are due: their models are on screen.
  var dueCompletionCount = 0

  /// Whether completions are running (one of them may request again).
  var isRunningCompletions = false

  /// Reuse identifiers registered with the host, per kind (`nil` for cells).
  var registered: Set<_Registration> = []

  /// How many times each item identity occurs in ``sections``.
  var identityCounts: [AnyListID: Int] = [:]

  /// The state of hooks, events, plugins and scroll forwarding (see `ListAdapter+Delegate.swift`).
  let features = _AdapterFeatures()
}

/// One apply in progress: its model and the stages left.
struct _Application {
  var model: ListModel
  var stages: [Changeset<[ListSection]>]
  var next: Int
  var animated: Bool
  /// Whether item reloads are explicit requests to honour, never turned into reconfigurations.
  var reloadsItems = false
}

/// A reuse identifier registered for cells (`kind == nil`) or a supplementary kind.
struct _Registration: Hashable {
  var kind: SupplementaryKind?
  var reuseIdentifier: String
}
