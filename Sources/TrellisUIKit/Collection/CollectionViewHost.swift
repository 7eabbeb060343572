#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// Trellis's host port on a `UICollectionView`: a `ListAdapter` drives the collection view
  /// through it.
  ///
  ///     let collectionView = UICollectionView(
  ///       frame: view.bounds, collectionViewLayout: ListCollectionViewLayout())
  ///     let host = CollectionViewHost(collectionView: collectionView)
  ///     let adapter = ListAdapter(host: host)
  ///     adapter.apply(model)
  ///
  /// The host installs an internal object as the collection view's data source and delegate,
  /// which answers UIKit from the port's `ListHostDataSource`, `ListHostDelegate` and
  /// `ListHostEditingDataSource` (keep the host alive as long as the view: UIKit holds both
  /// weakly; ``ListCollectionViewController`` does). Batches become
  /// `performBatchUpdates(_:completion:)`, with the data switched inside its updates closure;
  /// in-place content changes become `reconfigureItems(at:)`, which runs UIKit's self-sizing pass.
  /// With a ``ListCollectionViewLayout`` or a ``ListCompositionalLayout``, sections are laid out
  /// as the data source describes them; with another layout (a `UICollectionViewFlowLayout`, your
  /// own compositional layout), that layout decides, and the host keeps the data, updates,
  /// events and plugins.
  ///
  /// UIKit raises an exception where the headless hosts throw; the host throws the port's typed
  /// errors for what it can check itself (a batch that does not add up, an unregistered
  /// identifier, a registered type that is not a collection view cell, a path out of range) and
  /// traps naming the rule when a data source callback throws, since UIKit's callbacks cannot.
  ///
  /// ## Topics
  /// Its public API is the port (`ListHost`), reordering (``beginMovingItem(at:)``,
  /// ``updateMovingItem(to:)``, ``endMovingItem()``, ``cancelMovingItem()``) and the
  /// ``collectionView`` it drives; no `UICollectionViewDataSource` or `UICollectionViewDelegate`
  /// method is part of it.
  @MainActor
  public final class CollectionViewHost: ListHost, _ScrollViewHost {
    // MARK: Lifecycle

    /// Creates a host on `collectionView` and installs its data source and delegate.
    ///
    ///     let host = CollectionViewHost(collectionView: collectionView)
    ///
    /// - Parameter collectionView: The view; its layout is used as is. A
    ///   ``ListCollectionViewLayout`` or ``ListCompositionalLayout`` is connected to the host;
    ///   any other layout (your own `UICollectionViewCompositionalLayout`, a flow layout) places
    ///   the cells itself while the host keeps the data, updates, events and plugins.
    public init(collectionView: UICollectionView) {
      self.collectionView = collectionView
      bridge.host = self
      collectionView.dataSource = bridge
      collectionView.delegate = bridge
      startObservingAccessibilityAndKeyboard()
      if let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout {
        layout.host = self
      }
      if let layout = collectionView.collectionViewLayout as? ListCompositionalLayout {
        layout.host = self
        // A band's handler runs on every frame of its scroll; the tracker announces changes only.
        layout.bands.offsetDidChange = { [weak self] section, _ in
          guard let self else { return }
          self.delegate?.listHost(self, bandDidScroll: section)
        }
        // UIKit sends no end of a band's scroll: the tracker infers it (ListCompositionalLayout).
        layout.bands.didRest = { [weak self] section in
          guard let self else { return }
          self.delegate?.listHost(self, bandDidEndScrolling: section)
        }
      }
    }

    // MARK: Public

    /// The collection view the host drives.
    public let collectionView: UICollectionView

    /// The object the host pulls counts, views and sizes from; held weakly.
    public weak var dataSource: (any ListHostDataSource)? {
      didSet {
        guard dataSource !== oldValue else { return }
        // The view reads the new data source on its next layout; until then a batch reloads.
        loadedCounts = nil
        collectionView.reloadData()
      }
    }

    /// The object the host reports display, touch and scroll events to; held weakly.
    public weak var delegate: (any ListHostDelegate)?

    /// The sideways offset of `section`'s band, as its `visibleItemsInvalidationHandler` last
    /// reported it, or `nil` when the section has no band (or the layout is not a
    /// ``ListCompositionalLayout``, the only layout here whose sections scroll on their own).
    public func bandOffset(ofSection section: Int) -> CGFloat? {
      bandTracker?.offset(ofSection: section)
    }

    /// Whether `section`'s band moved and has not yet been seen at rest (see
    /// ``ListCompositionalLayout``: its offset unchanged for a moment on the layout's clock, at
    /// a resting point of its behaviour); `false` without a band.
    ///
    ///     host.isBandScrolling(ofSection: 0)  // true from a drag until the band rests
    ///
    /// UIKit tells nobody whether an orthogonal scroller is dragged or decelerating: the answer
    /// comes from the section's `visibleItemsInvalidationHandler`, so a finger holding the band
    /// still between two resting points counts as scrolling (for up to a second), and an
    /// animated scroll to an item counts until it ends.
    ///
    /// - Parameter section: A section index in the displayed data.
    /// - Returns: Whether the band moves and has not rested yet.
    public func isBandScrolling(ofSection section: Int) -> Bool {
      bandTracker?.isMoving(section: section) ?? false
    }

    /// How the collection view makes room for the software keyboard: by default its bottom inset
    /// follows the keyboard (less the safe area the view adds itself, animated with the
    /// keyboard's duration and curve) and the item whose cell holds the first responder (a text
    /// field) scrolls above it.
    ///
    ///     host.keyboardAvoidance = .insetsOnly  // no scrolling by itself
    ///
    /// Changing it does not undo an inset already applied; it applies from the keyboard's next
    /// change. `.off` leaves `contentInset` to the app.
    public var keyboardAvoidance = ListKeyboardAvoidance.keepsFocusedItemVisible

    // MARK: Internal

    /// The status last reported, the focused items, the keyboard inset and the observers.
    var accessibilityState = _HostAccessibilityState()

    /// The collection view's data source and delegate.
    let bridge = _CollectionViewBridge()

    /// The cell or supplementary view the collection view is asking for now, if any.
    var request: _HostRequest?

    /// The viewport size last reported to the delegate.
    var reportedViewportSize: CGSize?

    /// The item the user drags, from its path in the data source to where the view shows it now;
    /// `nil` when no drag is under way (or the data source already has the new order).
    var interactiveMovement: (source: ItemPath, current: ItemPath)?

    /// The item counts per section the collection view last read from the host, or `nil` when
    /// it has not read them since it was created or reloaded: what a batch starts from.
    var loadedCounts: [Int]?

    /// A registration: the supplementary kind (`nil` for cells) and the reuse identifier.
    struct Registered: Hashable {
      var kind: SupplementaryKind?
      var identifier: String
    }

    /// Registrations whose type UIKit cannot create, with the type's name.
    var registered: [Registered: String] = [:]

    /// Registrations of types UIKit can create.
    var valid: Set<Registered> = []

    /// The refresh control's `.valueChanged` action, while the host has a refresh control.
    var refreshAction: UIAction?

    /// The bands of a ``ListCompositionalLayout``'s orthogonal sections (their offsets and
    /// visible items), or `nil` with another layout.
    var bandTracker: _BandTracker? {
      (collectionView.collectionViewLayout as? ListCompositionalLayout)?.bands
    }

    /// The collection view, as the scroll view the shared host members drive.
    var scrollView: UIScrollView { collectionView }
  }
#endif
