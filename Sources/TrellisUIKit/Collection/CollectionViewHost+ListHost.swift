#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter

  extension CollectionViewHost {
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
      try checkDequeue(.item(path), reuseIdentifier: reuseIdentifier)
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: reuseIdentifier, for: IndexPath(shownPath(ofData: path)))
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
      try checkDequeue(.supplementary(kind, path), reuseIdentifier: reuseIdentifier)
      let shown = kind == .header || kind == .footer ? path : shownPath(ofData: path)
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: Self.elementKind(kind), withReuseIdentifier: reuseIdentifier, for: IndexPath(shown))
    }

    // MARK: Updates

    /// Reloads everything and lays out at once, so that a batch can follow.
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   collection view (UIKit raises when a data source reloads its view while it asks).
    public func reloadData() throws(ListHostError) {
      try checkNotInsideRequest("reloadData()")
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
    ///   - completion: Called with `true` when the batch has finished (at once when it does not
    ///     animate); not called when the host throws.
    /// - Throws: `ListHostError/invalidBatch(_:)` when the batch does not fit the counts;
    ///   `ListHostError/reentrantCall(operation:during:)` from inside a request of the view.
    public func performBatchUpdates(
      _ update: BatchUpdate, animated: Bool, updatingData updateData: () -> Void,
      completion: (@MainActor (Bool) -> Void)?
    ) throws(ListHostError) {
      try checkNotInsideRequest("performBatchUpdates(_:animated:updatingData:completion:)")
      guard loadedCounts != nil else {
        updateData()
        try reloadData()
        completion?(true)
        return
      }
      let collectionView = self.collectionView
      // The layout carries its geometry across this batch instead of recomputing everything.
      let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout
      defer { layout?.batchInFlight = nil }
      var rejection: BatchUpdateViolation?
      var didRun = false
      withoutActuallyEscaping(updateData) { updateData in
        let updates = {
          didRun = true
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
      guard didRun else { throw Self.batchRefused }
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
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   collection view.
    public func invalidateLayout() throws(ListHostError) {
      try checkNotInsideRequest("invalidateLayout()")
      collectionView.collectionViewLayout.invalidateLayout()
      collectionView.layoutIfNeeded()
    }

    /// Asks the data source again for the sizes of the items at `paths` (an invalidation
    /// context naming them), then reconfigures the cells the view holds for them
    /// (`reconfigureItems(at:)`: visible cells, and prepared ones, iOS 15), which measures
    /// self-sizing cells again.
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
      let reconfigured = paths.map(IndexPath.init).filter {
        collectionView.cellForItem(at: $0) != nil
      }
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
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   collection view.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) throws(ListHostError) {
      try checkNotInsideRequest("setContentOffset(_:animated:)")
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

    // UIRefreshControl and UIScrollView.refreshControl are not available on tvOS (Apple's pages
    // list iOS, iPadOS, Mac Catalyst and visionOS).
    #if !os(tvOS)
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

      /// Shows the refresh control as refreshing, without asking the delegate to refresh. When the
      /// content rests at its top, it scrolls down by the control's height, animated, so that the
      /// spinner shows (UIKit's `beginRefreshing()` moves nothing); a scrolled-down list keeps its
      /// place. It does nothing while the control is disabled or already refreshing.
      public func beginRefreshing() {
        guard let control = collectionView.refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        collectionView._revealRefreshControl(control)
      }

      /// Hides the refresh control's spinner.
      public func endRefreshing() {
        guard let control = collectionView.refreshControl, control.isRefreshing else { return }
        control.endRefreshing()
      }
    #else
      /// Always `false` on tvOS, which has no refresh control (`UIRefreshControl` and
      /// `UIScrollView.refreshControl` are not available there).
      ///
      ///     host.isRefreshControlEnabled  // false
      ///
      /// - Precondition: Never set to `true` on tvOS.
      public var isRefreshControlEnabled: Bool {
        get { false }
        set {
          guard newValue else { return }
          _trap(
            "CollectionViewHost",
            "isRefreshControlEnabled = true on tvOS, which has no refresh control "
              + "(UIRefreshControl is not available on tvOS); leave it false there")
        }
      }

      /// Always `false` on tvOS: there is no refresh control.
      public var isRefreshing: Bool { false }

      /// Does nothing on tvOS: there is no refresh control.
      public func beginRefreshing() {}

      /// Does nothing on tvOS: there is no refresh control.
      public func endRefreshing() {}
    #endif

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
  }
#endif
