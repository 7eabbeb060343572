#if canImport(UIKit)
  import UIKit
  import Trellis

  /// Trellis's host port on a `UICollectionView`: a `ListAdapter` drives the collection view
  /// through it.
  ///
  ///     let collectionView = UICollectionView(
  ///       frame: view.bounds, collectionViewLayout: ListCollectionViewLayout())
  ///     let host = CollectionViewHost(collectionView: collectionView)
  ///     let adapter = ListAdapter(host: host)
  ///     adapter.apply(model)
  ///
  /// The host installs itself as the collection view's data source and delegate (keep it alive
  /// as long as the view: UIKit holds both weakly) and answers UIKit from the port's
  /// `ListHostDataSource`, `ListHostDelegate` and `ListHostEditingDataSource`. Batches become
  /// `performBatchUpdates(_:completion:)`; in-place content changes become
  /// `reconfigureItems(at:)`, which runs UIKit's self-sizing pass. With a
  /// ``ListCollectionViewLayout``, sections are laid out as the data source describes them; with
  /// another layout (a `UICollectionViewFlowLayout`), that layout decides.
  ///
  /// UIKit raises an exception where the headless hosts throw; the host throws the port's typed
  /// errors for what it can check itself (an unregistered identifier, a registered type that is
  /// not a collection view cell, a path out of range) and traps naming the rule when a data
  /// source callback throws, since UIKit's callbacks cannot.
  @MainActor
  public final class CollectionViewHost: NSObject, ListHost {
    /// Creates a host on `collectionView` and installs it as its data source and delegate.
    ///
    ///     let host = CollectionViewHost(collectionView: collectionView)
    ///
    /// - Parameter collectionView: The view; its layout is used as is. A
    ///   ``ListCollectionViewLayout`` is connected to the host.
    public init(collectionView: UICollectionView) {
      self.collectionView = collectionView
      super.init()
      collectionView.dataSource = self
      collectionView.delegate = self
      if let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout {
        layout.host = self
      }
    }

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

    // MARK: Registration and reuse

    /// Registers a cell type by class or by nib under `reuseIdentifier`.
    ///
    /// A type that is not a `UICollectionViewCell` is remembered, and dequeuing it throws
    /// `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    ///
    /// - Parameters:
    ///   - viewType: A `UICollectionViewCell` subclass.
    ///   - registration: Its class, or the nib to load it from (in the type's bundle).
    ///   - reuseIdentifier: The identifier to dequeue it with.
    public func registerCell(
      _ viewType: AnyObject.Type, as registration: ViewRegistration, reuseIdentifier: String
    ) {
      let key = Registered(kind: nil, identifier: reuseIdentifier)
      guard let cellType = viewType as? UICollectionViewCell.Type else {
        registered[key] = "\(viewType)"
        return
      }
      registered[key] = nil
      valid.insert(key)
      switch registration {
      case .class:
        collectionView.register(cellType, forCellWithReuseIdentifier: reuseIdentifier)
      case .nib(let name):
        collectionView.register(
          UINib(nibName: name, bundle: Bundle(for: cellType)),
          forCellWithReuseIdentifier: reuseIdentifier)
      }
    }

    /// Registers a supplementary view type of `kind` by class or by nib under `reuseIdentifier`.
    ///
    /// - Parameters:
    ///   - viewType: A `UICollectionReusableView` subclass.
    ///   - registration: Its class, or the nib to load it from (in the type's bundle).
    ///   - kind: The supplementary kind; `.header` and `.footer` are UIKit's section header and
    ///     footer kinds.
    ///   - reuseIdentifier: The identifier to dequeue it with.
    public func registerSupplementaryView(
      _ viewType: AnyObject.Type, as registration: ViewRegistration, kind: SupplementaryKind,
      reuseIdentifier: String
    ) {
      let key = Registered(kind: kind, identifier: reuseIdentifier)
      guard let viewClass = viewType as? UICollectionReusableView.Type else {
        registered[key] = "\(viewType)"
        return
      }
      registered[key] = nil
      valid.insert(key)
      let elementKind = Self.elementKind(kind)
      switch registration {
      case .class:
        collectionView.register(
          viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
      case .nib(let name):
        collectionView.register(
          UINib(nibName: name, bundle: Bundle(for: viewClass)),
          forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
      }
    }

    /// Dequeues a cell for `path` from the collection view.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: An identifier registered with
    ///     ``registerCell(_:as:reuseIdentifier:)``.
    ///   - path: The path the data source is asked for.
    /// - Returns: The cell.
    /// - Throws: `ListHostError/unregisteredReuseIdentifier(_:kind:)` or
    ///   `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
      throws(ListHostError) -> AnyObject
    {
      try check(Registered(kind: nil, identifier: reuseIdentifier))
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
      (cell as? ListCollectionViewCell)?.sizingHost = self
      return cell
    }

    /// Dequeues a supplementary view of `kind` for `path` from the collection view.
    ///
    /// - Parameters:
    ///   - kind: The supplementary kind.
    ///   - reuseIdentifier: An identifier registered for `kind`.
    ///   - path: `[section, 0]` for headers and footers.
    /// - Returns: The view.
    /// - Throws: `ListHostError/unregisteredReuseIdentifier(_:kind:)` or
    ///   `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    public func dequeueSupplementaryView(
      ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String,
      for path: ItemPath
    ) throws(ListHostError) -> AnyObject {
      try check(Registered(kind: kind, identifier: reuseIdentifier))
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: Self.elementKind(kind), withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
    }

    // MARK: Updates

    /// Reloads everything and lays out at once, so that a batch can follow.
    public func reloadData() {
      loadedCounts = nil
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
    }

    /// Applies `update` with `performBatchUpdates(_:completion:)`, switching the data source with
    /// `updateData` inside its updates closure: section deletes, inserts, moves and reloads, then
    /// item deletes, inserts, moves and reloads. A non-animated batch runs without animation and
    /// completes at once.
    ///
    /// UIKit may lay out when the call starts and read the counts then; inside the updates
    /// closure the host takes the counts the view read as those before the batch, switches the
    /// data, and checks the batch against the counts after it. A batch that does not fit is not
    /// issued (UIKit would raise "Invalid update: invalid number of items…"): the host replaces
    /// every section instead, which shows the new data as a reload does, and throws the broken
    /// rule. A collection view that has not read its counts since it was created or reloaded
    /// reloads instead of a batch (UIKit would read the counts after the switch and apply the
    /// batch on top of them).
    ///
    /// - Parameters:
    ///   - update: The changes, in UIKit's index convention.
    ///   - animated: Whether the change animates.
    ///   - updateData: Switches the data source to the data after the batch.
    ///   - completion: Called with `true` when the batch has finished; not called when the host
    ///     throws.
    /// - Throws: `ListHostError/invalidBatch(_:)` when the batch does not fit the counts.
    public func performBatchUpdates(
      _ update: BatchUpdate, animated: Bool, updatingData updateData: () -> Void,
      completion: (@MainActor (Bool) -> Void)?
    ) throws(ListHostError) {
      guard loadedCounts != nil else {
        updateData()
        reloadData()
        completion?(true)
        return
      }
      let collectionView = self.collectionView
      // The layout carries its geometry across this batch instead of recomputing everything.
      let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout
      defer { layout?.batchInFlight = nil }
      var rejection: BatchUpdateViolation?
      withoutActuallyEscaping(updateData) { updateData in
        let updates = {
          let before = self.loadedCounts ?? []
          updateData()
          let (issued, violation) = update._issuable(from: before, to: self.currentCounts())
          rejection = violation
          layout?.batchInFlight = issued
          Self.issue(issued, to: collectionView)
        }
        guard animated else {
          UIView.performWithoutAnimation {
            collectionView.performBatchUpdates(updates, completion: nil)
          }
          return
        }
        collectionView.performBatchUpdates(updates) { finished in
          MainActor.assumeIsolated { if rejection == nil { completion?(finished) } }
        }
      }
      if let rejection { throw .invalidBatch(rejection) }
      if !animated { completion?(true) }
    }

    /// Issues `update`'s operations to `collectionView`, inside its updates closure.
    private static func issue(_ update: BatchUpdate, to collectionView: UICollectionView) {
      if !update.sectionDeletes.isEmpty {
        collectionView.deleteSections(IndexSet(update.sectionDeletes))
      }
      if !update.sectionInserts.isEmpty {
        collectionView.insertSections(IndexSet(update.sectionInserts))
      }
      for move in update.sectionMoves {
        collectionView.moveSection(move.source, toSection: move.target)
      }
      if !update.sectionReloads.isEmpty {
        collectionView.reloadSections(IndexSet(update.sectionReloads))
      }
      if !update.itemDeletes.isEmpty {
        collectionView.deleteItems(at: update.itemDeletes.map(IndexPath.init))
      }
      if !update.itemInserts.isEmpty {
        collectionView.insertItems(at: update.itemInserts.map(IndexPath.init))
      }
      for move in update.itemMoves {
        collectionView.moveItem(at: IndexPath(move.source), to: IndexPath(move.target))
      }
      if !update.itemReloads.isEmpty {
        collectionView.reloadItems(at: update.itemReloads.map(IndexPath.init))
      }
    }

    /// Recomputes the whole layout, asking the data source again, and lays out.
    public func invalidateLayout() {
      collectionView.collectionViewLayout.invalidateLayout()
      collectionView.layoutIfNeeded()
    }

    /// Asks the data source again for the sizes of the items at `paths` (an invalidation
    /// context naming them), then reconfigures their visible cells (`reconfigureItems(at:)`),
    /// which measures self-sizing cells again.
    ///
    /// - Parameter paths: Paths of displayed items.
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a path that is not displayed.
    public func invalidateLayout(ofItemsAt paths: [ItemPath]) throws(ListHostError) {
      guard !paths.isEmpty else { return }
      for path in paths where !exists(path) { throw .itemOutOfRange(path) }
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.forgetPreferredSizes(
        of: paths)
      let context = UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: paths.map(IndexPath.init))
      collectionView.collectionViewLayout.invalidateLayout(with: context)
      collectionView.layoutIfNeeded()
      let visible = Set(collectionView.indexPathsForVisibleItems)
      let reconfigured = paths.map(IndexPath.init).filter(visible.contains)
      if !reconfigured.isEmpty {
        collectionView.reconfigureItems(at: reconfigured)
        collectionView.layoutIfNeeded()
      }
    }

    /// Asks the data source again for the descriptions and sizes of `sections` (an invalidation
    /// context naming their headers and footers, which ``ListCollectionViewLayout`` reads as
    /// "recompute these sections") and lays out.
    ///
    /// - Parameter sections: Indices of displayed sections.
    /// - Throws: `ListHostError/itemOutOfRange(_:)` (item 0) for a section not displayed.
    public func invalidateLayout(ofSections sections: [Int]) throws(ListHostError) {
      guard !sections.isEmpty else { return }
      let count = collectionView.numberOfSections
      for section in sections where !(0..<count).contains(section) {
        throw .itemOutOfRange(ItemPath(item: 0, section: section))
      }
      let context = UICollectionViewLayoutInvalidationContext()
      let paths = Set(sections).sorted().map { IndexPath(item: 0, section: $0) }
      context.invalidateSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader, at: paths)
      context.invalidateSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionFooter, at: paths)
      collectionView.collectionViewLayout.invalidateLayout(with: context)
      collectionView.layoutIfNeeded()
    }

    // MARK: Visible content

    /// The paths of the visible items, in order.
    public var indexPathsForVisibleItems: [ItemPath] {
      collectionView.indexPathsForVisibleItems.map(ItemPath.init).sorted()
    }

    /// The visible cell at `path`, or `nil`.
    public func cellForItem(at path: ItemPath) -> AnyObject? {
      collectionView.cellForItem(at: IndexPath(path))
    }

    /// The path of the item the visible cell `cell` shows, or `nil`.
    public func indexPath(for cell: AnyObject) -> ItemPath? {
      guard let cell = cell as? UICollectionViewCell else { return nil }
      return collectionView.indexPath(for: cell).map(ItemPath.init)
    }

    /// The visible supplementary view of `kind` at `path`, or `nil`.
    public func supplementaryView(ofKind kind: SupplementaryKind, at path: ItemPath) -> AnyObject? {
      collectionView.supplementaryView(forElementKind: Self.elementKind(kind), at: IndexPath(path))
    }

    /// The frame of the item at `path` in content coordinates, or `nil`.
    public func frameForItem(at path: ItemPath) -> CGRect? {
      guard exists(path) else { return nil }
      return collectionView.layoutAttributesForItem(at: IndexPath(path))?.frame
    }

    /// The paths of the items whose frames meet `rect`, in display order: the layout's
    /// `layoutAttributesForElements(in:)` (with ``ListCollectionViewLayout``, TrellisLayout's rect
    /// query on natural frames).
    public func indexPathsForItems(in rect: CGRect) -> [ItemPath] {
      guard collectionView.dataSource != nil, dataSource != nil else { return [] }
      collectionView.layoutIfNeeded()
      func meets(_ frame: CGRect) -> Bool {
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
          && rect.minY < frame.maxY
      }
      if let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout,
        let computed = layout.computed
      {
        return computed.elements(in: rect).filter { $0.kind == .item && meets($0.frame) }
          .map(\.path)
      }
      return (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
        .filter { $0.representedElementCategory == .cell && meets($0.frame) }
        .map { ItemPath($0.indexPath) }.sorted()
    }

    // MARK: Viewport and scrolling

    /// Whether the collection view is in a window.
    public var isInWindow: Bool { collectionView.window != nil }

    /// The collection view's bounds size.
    public var viewportSize: CGSize { collectionView.bounds.size }

    /// The collection view's content size.
    public var contentSize: CGSize { collectionView.contentSize }

    /// The collection view's adjusted content inset.
    public var contentInset: LayoutInsets {
      let inset = collectionView.adjustedContentInset
      return LayoutInsets(
        top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    /// The collection view's content offset.
    public var contentOffset: CGPoint { collectionView.contentOffset }

    /// Whether the user is dragging the content.
    public var isDragging: Bool { collectionView.isDragging }

    /// Scrolls so that `offset` is at the viewport's origin.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
      collectionView.setContentOffset(offset, animated: animated)
    }

    /// Scrolls so that the item at `path` is at `position` of the viewport (`.nearest`: the
    /// least scroll that shows it whole), clamped to the content.
    ///
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a path that is not displayed.
    public func scrollToItem(at path: ItemPath, at position: ListScrollPosition, animated: Bool)
      throws(ListHostError)
    {
      guard exists(path), let frame = frameForItem(at: path) else {
        throw .itemOutOfRange(path)
      }
      let vertical = scrollDirection == .vertical
      let viewport = vertical ? collectionView.bounds.height : collectionView.bounds.width
      let current = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
      let start = vertical ? frame.minY : frame.minX
      let length = vertical ? frame.height : frame.width
      var target: CGFloat
      switch position {
      case .start: target = start
      case .center: target = start + length / 2 - viewport / 2
      case .end: target = start + length - viewport
      case .nearest:
        target =
          start < current
          ? start : (start + length > current + viewport ? start + length - viewport : current)
      }
      let inset = collectionView.adjustedContentInset
      let content = collectionView.contentSize
      let low = vertical ? -inset.top : -inset.left
      let high = max(
        low,
        vertical
          ? content.height + inset.bottom - viewport : content.width + inset.right - viewport)
      target = max(low, min(target, high))
      var offset = collectionView.contentOffset
      if vertical { offset.y = target } else { offset.x = target }
      collectionView.setContentOffset(offset, animated: animated)
    }

    // MARK: Refresh control

    /// Whether the collection view has a `UIRefreshControl`; its `.valueChanged` action asks the
    /// delegate to refresh.
    public var isRefreshControlEnabled: Bool {
      get { collectionView.refreshControl != nil }
      set {
        guard newValue != isRefreshControlEnabled else { return }
        guard newValue else {
          collectionView.refreshControl = nil
          return
        }
        let control = UIRefreshControl()
        control.addAction(
          UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.listHostDidRequestRefresh(self)
          }, for: .valueChanged)
        collectionView.refreshControl = control
      }
    }

    /// Whether the refresh control is refreshing.
    public var isRefreshing: Bool { collectionView.refreshControl?.isRefreshing ?? false }

    /// Shows the refresh control as refreshing, without asking the delegate to refresh.
    public func beginRefreshing() {
      guard let control = collectionView.refreshControl, !control.isRefreshing else { return }
      control.beginRefreshing()
    }

    /// Hides the refresh control's spinner.
    public func endRefreshing() {
      guard let control = collectionView.refreshControl, control.isRefreshing else { return }
      control.endRefreshing()
    }

    // MARK: Selection

    /// Whether the user can select more than one item.
    public var allowsMultipleSelection: Bool {
      get { collectionView.allowsMultipleSelection }
      set { collectionView.allowsMultipleSelection = newValue }
    }

    /// The paths of the selected items, in order.
    public var indexPathsForSelectedItems: [ItemPath] {
      (collectionView.indexPathsForSelectedItems ?? []).map(ItemPath.init).sorted()
    }

    /// Selects the item at `path` without calling the delegate.
    ///
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a path that is not displayed.
    public func selectItem(at path: ItemPath, animated: Bool) throws(ListHostError) {
      guard exists(path) else { throw .itemOutOfRange(path) }
      collectionView.selectItem(at: IndexPath(path), animated: animated, scrollPosition: [])
    }

    /// Deselects the item at `path` without calling the delegate.
    public func deselectItem(at path: ItemPath, animated: Bool) {
      collectionView.deselectItem(at: IndexPath(path), animated: animated)
    }

    // MARK: Interactive reordering

    /// Starts moving the item at `path` as the user's drag does (UIKit:
    /// `beginInteractiveMovementForItem(at:)`); call it from your gesture recognizer.
    ///
    ///     if host.beginMovingItem(at: path) { … }
    ///
    /// - Parameter path: A visible item's path.
    /// - Returns: Whether the move started (the data source allows moving that item).
    @discardableResult
    public func beginMovingItem(at path: ItemPath) -> Bool {
      collectionView.beginInteractiveMovementForItem(at: IndexPath(path))
    }

    /// Moves the dragged item towards `point`, in the collection view's coordinates.
    ///
    /// - Parameter point: The finger's position.
    public func updateMovingItem(to point: CGPoint) {
      collectionView.updateInteractiveMovementTargetPosition(point)
    }

    /// Drops the dragged item where it is; the data source is told with
    /// `ListHostEditingDataSource.listHost(_:moveItemAt:to:)`.
    public func endMovingItem() {
      collectionView.endInteractiveMovement()
    }

    /// Returns the dragged item to where it started.
    public func cancelMovingItem() {
      collectionView.cancelInteractiveMovement()
    }

    // MARK: Internal

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
          return dataSource.listHost(self, sizeForItemAt: path)
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
        self, preferredSizeOf: cell, forItemAt: ItemPath(indexPath), proposed: proposed)
    }

    // MARK: Private

    private struct Registered: Hashable {
      var kind: SupplementaryKind?
      var identifier: String
    }

    /// The item counts per section the collection view last read from the host, or `nil` when
    /// it has not read them since it was created or reloaded: what a batch starts from.
    private var loadedCounts: [Int]?

    /// The data source's counts now.
    private func currentCounts() -> [Int] {
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.listHost(self, numberOfItemsInSection: $0)
      }
    }

    /// Registrations whose type UIKit cannot create, with the type's name.
    private var registered: [Registered: String] = [:]
    private var valid: Set<Registered> = []

    private var scrollDirection: ScrollDirection {
      switch collectionView.collectionViewLayout {
      case let layout as ListCollectionViewLayout: layout.scrollDirection
      case let layout as UICollectionViewFlowLayout:
        layout.scrollDirection == .horizontal ? .horizontal : .vertical
      default: .vertical
      }
    }

    private func check(_ key: Registered) throws(ListHostError) {
      if let typeName = registered[key] {
        throw .cannotCreateView(type: typeName, reuseIdentifier: key.identifier)
      }
      guard valid.contains(key) else {
        throw .unregisteredReuseIdentifier(key.identifier, kind: key.kind)
      }
    }

    private func exists(_ path: ItemPath) -> Bool {
      guard path.section >= 0, path.section < collectionView.numberOfSections else { return false }
      return path.item >= 0 && path.item < collectionView.numberOfItems(inSection: path.section)
    }

    fileprivate func trap(_ error: ListHostError, in callback: String) -> Never {
      preconditionFailure("CollectionViewHost: \(callback) threw: \(error)")
    }
  }

  // MARK: - UICollectionViewDataSource

  extension CollectionViewHost: UICollectionViewDataSource {
    /// The data source's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      let counts = currentCounts()
      loadedCounts = counts
      return counts.count
    }

    /// The data source's item count for `section`.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      let count = dataSource?.listHost(self, numberOfItemsInSection: section) ?? 0
      if loadedCounts?.indices.contains(section) == true { loadedCounts?[section] = count }
      return count
    }

    /// The cell the data source dequeued and configured for the item.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let dataSource else {
        preconditionFailure(
          "CollectionViewHost: the collection view asked for a cell without a data source")
      }
      let cell: AnyObject
      do {
        cell = try dataSource.listHost(self, cellForItemAt: ItemPath(indexPath))
      } catch {
        trap(error, in: "cellForItemAt \(ItemPath(indexPath))")
      }
      guard let cell = cell as? UICollectionViewCell else {
        preconditionFailure(
          "CollectionViewHost: the data source returned a \(type(of: cell)) for "
            + "\(ItemPath(indexPath)); a collection view shows UICollectionViewCell subclasses")
      }
      return cell
    }

    /// The supplementary view the data source dequeued and configured.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard let dataSource else {
        preconditionFailure(
          "CollectionViewHost: the collection view asked for a view without a data source")
      }
      let view: AnyObject
      do {
        view = try dataSource.listHost(
          self, viewForSupplementaryOfKind: Self.supplementaryKind(kind), at: ItemPath(indexPath))
      } catch {
        trap(error, in: "viewForSupplementaryOfKind \(kind) at \(ItemPath(indexPath))")
      }
      guard let view = view as? UICollectionReusableView else {
        preconditionFailure(
          "CollectionViewHost: the data source returned a \(type(of: view)) for the \(kind) at "
            + "\(ItemPath(indexPath)); a collection view shows UICollectionReusableView subclasses")
      }
      return view
    }

    /// Whether the editing data source lets the item move.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      (dataSource as? any ListHostEditingDataSource)?.listHost(
        self, canMoveItemAt: ItemPath(indexPath)) ?? false
    }

    /// Tells the editing data source that the user moved an item.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      (dataSource as? any ListHostEditingDataSource)?.listHost(
        self, moveItemAt: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
    }
  }

  // MARK: - UICollectionViewDelegate

  extension CollectionViewHost: UICollectionViewDelegate {
    /// Reports the cell to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      delegate?.listHost(self, willDisplay: cell, forItemAt: ItemPath(indexPath))
    }

    /// Reports the cell to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      delegate?.listHost(self, didEndDisplaying: cell, forItemAt: ItemPath(indexPath))
    }

    /// Reports the view to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      delegate?.listHost(
        self, willDisplaySupplementaryView: view, ofKind: Self.supplementaryKind(elementKind),
        at: ItemPath(indexPath))
    }

    /// Reports the view to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      delegate?.listHost(
        self, didEndDisplayingSupplementaryView: view,
        ofKind: Self.supplementaryKind(elementKind), at: ItemPath(indexPath))
    }

    /// The delegate's answer.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      delegate?.listHost(self, shouldHighlightItemAt: ItemPath(indexPath)) ?? true
    }

    /// Reports the highlight to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      delegate?.listHost(self, didHighlightItemAt: ItemPath(indexPath))
    }

    /// Reports the end of the highlight to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      delegate?.listHost(self, didUnhighlightItemAt: ItemPath(indexPath))
    }

    /// The delegate's answer.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      delegate?.listHost(self, shouldSelectItemAt: ItemPath(indexPath)) ?? true
    }

    /// The delegate's answer.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      delegate?.listHost(self, shouldDeselectItemAt: ItemPath(indexPath)) ?? true
    }

    /// Reports the selection to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      delegate?.listHost(self, didSelectItemAt: ItemPath(indexPath))
    }

    /// Reports the deselection to the delegate.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      delegate?.listHost(self, didDeselectItemAt: ItemPath(indexPath))
    }

    /// The editing data source's target for an interactive move.
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      guard let editing = dataSource as? any ListHostEditingDataSource else {
        return proposedIndexPath
      }
      return IndexPath(
        editing.listHost(
          self, targetPathForMoveFrom: ItemPath(originalIndexPath),
          toProposed: ItemPath(proposedIndexPath)))
    }

    // MARK: UIScrollViewDelegate

    /// Reports the scroll.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      delegate?.listHostDidScroll(self)
    }

    /// Reports the start of a drag.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      delegate?.listHostWillBeginDragging(self)
    }

    /// Lets the delegate move the resting offset (a carousel snaps it to a page).
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      var target = targetContentOffset.pointee
      delegate?.listHostWillEndDragging(self, velocity: velocity, targetContentOffset: &target)
      targetContentOffset.pointee = target
    }

    /// Reports the end of a drag.
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      delegate?.listHostDidEndDragging(self, willDecelerate: decelerate)
    }

    /// Reports the start of the deceleration.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      delegate?.listHostWillBeginDecelerating(self)
    }

    /// Reports the end of the deceleration.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      delegate?.listHostDidEndDecelerating(self)
    }

    /// Reports the end of an animated scroll.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      delegate?.listHostDidEndScrollingAnimation(self)
    }
  }
#endif
