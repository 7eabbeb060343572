#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import TrellisDiff
  import TrellisLayout
  import TrellisList

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
  /// With a ``ListCollectionViewLayout``, sections are laid out as the data source describes them;
  /// with another layout (a `UICollectionViewFlowLayout`), that layout decides.
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
  public final class CollectionViewHost: ListHost, _RequestTracking {
    // MARK: Lifecycle

    /// Creates a host on `collectionView` and installs its data source and delegate.
    ///
    ///     let host = CollectionViewHost(collectionView: collectionView)
    ///
    /// - Parameter collectionView: The view; its layout is used as is. A
    ///   ``ListCollectionViewLayout`` is connected to the host.
    public init(collectionView: UICollectionView) {
      self.collectionView = collectionView
      bridge.host = self
      collectionView.dataSource = bridge
      collectionView.delegate = bridge
      if let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout {
        layout.host = self
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

    // MARK: Internal

    /// The collection view's data source and delegate.
    let bridge = _CollectionViewBridge()

    /// The cell or supplementary view the collection view is asking for now, if any.
    var request: _HostRequest?

    /// The viewport size last reported to the delegate.
    var reportedViewportSize: CGSize?

    /// The data source's supplementary views of the item at `path`, for the layout.
    func _itemSupplementaries(at path: ItemPath) -> [ItemSupplementaryLayout] {
      dataSource?.listHost(self, supplementariesOfItemAt: dataPath(ofShown: path)) ?? []
    }

    /// The item the user drags, from its path in the data source to where the view shows it now;
    /// `nil` when no drag is under way (or the data source already has the new order).
    var interactiveMovement: (source: ItemPath, current: ItemPath)?

    /// The data source's path of the item the view shows at `path`. They differ while the user
    /// drags an item: the view moves it (and the items between) at once, while the data source
    /// learns the move only when the finger lifts, so every request by path in between is
    /// translated.
    func dataPath(ofShown path: ItemPath) -> ItemPath {
      guard let (source, current) = interactiveMovement else { return path }
      return Self.path(path, afterMovingItemAt: current, to: source)
    }

    /// Where the view shows the item the data source has at `path`: the inverse of
    /// ``dataPath(ofShown:)`` (a view is dequeued for the path the view asked with).
    func shownPath(ofData path: ItemPath) -> ItemPath {
      guard let (source, current) = interactiveMovement else { return path }
      return Self.path(path, afterMovingItemAt: source, to: current)
    }

    /// Where the item at `path` is once the item at `from` moves to `to` (the items between
    /// shift by one).
    private static func path(_ path: ItemPath, afterMovingItemAt from: ItemPath, to: ItemPath)
      -> ItemPath
    {
      guard from != to else { return path }
      if path == from { return to }
      var moved = path
      if moved.section == from.section, moved.item > from.item { moved.item -= 1 }
      if moved.section == to.section, moved.item >= to.item { moved.item += 1 }
      return moved
    }

    /// Tells the delegate when the collection view's size differs from the one last reported
    /// (`ListHostDelegate.listHostDidChangeViewportSize(_:)`); ``ListCollectionViewController``
    /// calls it from `viewDidLayoutSubviews()`, after the view laid out at its size.
    func reportViewportSizeIfChanged() {
      let size = collectionView.bounds.size
      guard size != reportedViewportSize else { return }
      reportedViewportSize = size
      delegate?.listHostDidChangeViewportSize(self)
    }

    /// The UIKit element kind of a Trellis supplementary kind.
    static func elementKind(_ kind: SupplementaryKind) -> String {
      switch kind {
      case .header: UICollectionView.elementKindSectionHeader
      case .footer: UICollectionView.elementKindSectionFooter
      default: kind.rawValue
      }
    }

    /// The Trellis supplementary kind of a UIKit element kind.
    static func supplementaryKind(_ elementKind: String) -> SupplementaryKind {
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: .header
      case UICollectionView.elementKindSectionFooter: .footer
      default: SupplementaryKind(rawValue: elementKind)
      }
    }

    /// Item sizes from the data source, for the layout.
    func _itemSizeProvider() -> ItemSizeProvider {
      { [weak self] path, _ in
        MainActor.assumeIsolated {
          guard let self, let dataSource = self.dataSource else { return .zero }
          return dataSource.listHost(self, sizeForItemAt: self.dataPath(ofShown: path))
        }
      }
    }

    /// The data source's description of `section`, for the layout.
    func _layoutDescription(ofSection section: Int) -> MixedSection? {
      dataSource?.listHost(self, layoutOfSection: section)
    }

    /// The data source's size of the supplementary view of `kind` in `section`.
    func _supplementarySize(_ kind: SupplementaryKind, inSection section: Int) -> CGSize {
      dataSource?.listHost(self, sizeForSupplementaryOfKind: kind, inSection: section) ?? .zero
    }

    /// The size the configured `cell` at `indexPath` needs, from the data source.
    func preferredSize(of cell: UICollectionViewCell, at indexPath: IndexPath, proposed: CGSize)
      -> CGSize?
    {
      dataSource?.listHost(
        self, preferredSizeOf: cell, forItemAt: dataPath(ofShown: ItemPath(indexPath)),
        proposed: proposed)
    }

    struct Registered: Hashable {
      var kind: SupplementaryKind?
      var identifier: String
    }

    /// The item counts per section the collection view last read from the host, or `nil` when
    /// it has not read them since it was created or reloaded: what a batch starts from.
    var loadedCounts: [Int]?

    /// The data source's counts now.
    func currentCounts() -> [Int] {
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.listHost(self, numberOfItemsInSection: $0)
      }
    }

    /// Registrations whose type UIKit cannot create, with the type's name.
    var registered: [Registered: String] = [:]
    var valid: Set<Registered> = []

    var scrollDirection: ScrollDirection {
      switch collectionView.collectionViewLayout {
      case let layout as ListCollectionViewLayout: layout.scrollDirection
      case let layout as UICollectionViewFlowLayout:
        layout.scrollDirection == .horizontal ? .horizontal : .vertical
      default: .vertical
      }
    }

    func check(_ key: Registered) throws(ListHostError) {
      if let typeName = registered[key] {
        throw .cannotCreateView(type: typeName, reuseIdentifier: key.identifier)
      }
      guard valid.contains(key) else {
        throw .unregisteredReuseIdentifier(key.identifier, kind: key.kind)
      }
    }

    func exists(_ path: ItemPath) -> Bool {
      guard path.section >= 0, path.section < collectionView.numberOfSections else { return false }
      return path.item >= 0 && path.item < collectionView.numberOfItems(inSection: path.section)
    }

  }
#endif
