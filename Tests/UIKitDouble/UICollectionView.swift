import TrellisDiff

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts (UIKit: `UICollectionView`, iOS 6.0).
///
/// The double pulls counts, cells and supplementary views from its data source and asks its
/// `collectionViewLayout` for all geometry in UIKit's order (`prepare()` after an invalidation,
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible rectangle).
/// Cells come from reuse pools (`prepareForReuse()` before reuse) and are reported to the delegate
/// as they enter and leave the visible rectangle. A newly configured or reconfigured cell is asked
/// for its `preferredLayoutAttributesFitting(_:)`, and the layout decides whether to invalidate.
/// Broken rules (an invalid batch, a cell that was not dequeued for the item asked) are reported
/// through `UICollectionViewViolations` with UIKit's messages.
@available(iOS 6.0, *)
@MainActor
open class UICollectionView: UIScrollView {
  // MARK: Creating a collection view

  /// Creates a collection view object with the specified frame and layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  // MARK: Data source and delegate

  /// The object that provides the data for the collection view.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { if dataSource !== oldValue { _discardDisplayedData() } }
  }

  /// The object that acts as the prefetching data source for the collection view (iOS 10.0).
  @available(iOS 10.0, *)
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// A Boolean value that indicates whether cell and data prefetching are enabled (iOS 10.0).
  @available(iOS 10.0, *)
  open var isPrefetchingEnabled = true

  /// The layout used to organize the collected view's items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      // A new layout object invalidates everything (Apple's `invalidateEverything` page).
      let context = countsContext()
      context._invalidateEverything = true
      collectionViewLayout.invalidateLayout(with: context)
    }
  }

  // MARK: Registration and reuse

  /// Registers a class for use in creating new collection view cells.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations[_Key.cellKind + "|" + identifier] = cellClass.map { .viewClass($0) }
  }

  /// Registers a nib file for use in creating new collection view cells.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registrations[_Key.cellKind + "|" + identifier] = nib.map { .nib($0) }
  }

  /// Registers a class for use in creating supplementary views for the collection view.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registrations[elementKind + "|" + identifier] = viewClass.map { .viewClass($0) }
  }

  /// Registers a nib file for use in creating supplementary views for the collection view.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    registrations[kind + "|" + identifier] = nib.map { .nib($0) }
  }

  /// Dequeues a reusable cell object located by its identifier.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let view = dequeue(_Key(kind: nil, path: indexPath), identifier: identifier)
    guard let cell = view as? UICollectionViewCell else {
      UICollectionViewViolations.report(
        "the cell returned from -dequeueReusableCellWithReuseIdentifier:forIndexPath: for "
          + "identifier \(identifier) is not a UICollectionViewCell (\(type(of: view)))")
      return UICollectionViewCell(frame: .zero)
    }
    return cell
  }

  /// Dequeues a reusable supplementary view located by its identifier and kind.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(_Key(kind: elementKind, path: indexPath), identifier: identifier)
  }

  // MARK: Reloading and updating

  /// Reloads all of the data for the collection view.
  open func reloadData() {
    guard checkNotInsideDataSource("reloadData()") else { return }
    _discardDisplayedData()
  }

  /// Animates multiple insert, delete, reload, and move operations as a group.
  ///
  /// As UIKit may, the double first runs any pending layout pass (loading the counts after a
  /// `reloadData()`, preparing the layout, showing what is visible), before `updates` runs. It then
  /// asks the data source for its counts once more: the data must still be the data before the
  /// batch, since it changes inside `updates` (Apple's page for this method). A data source that
  /// changed before the call is a violation, reported with the message UIKit would raise when its
  /// layout pass had read the new counts.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard checkNotInsideDataSource("performBatchUpdates(_:completion:)") else { return }
    if pendingUpdate != nil {
      updates?()
      if let completion { nestedCompletions.append(completion) }
      return
    }
    layoutIfNeeded()
    _loadCountsIfNeeded()
    let before = counts ?? []
    let answered = dataSourceCounts()
    pendingUpdate = BatchUpdate()
    updates?()
    let update = pendingUpdate ?? BatchUpdate()
    pendingUpdate = nil
    let completions = [completion].compactMap { $0 } + nestedCompletions
    nestedCompletions = []
    if answered != before {
      UICollectionViewViolations.report(
        update.dataChangedBeforeBatchMessage(
          view: "collection view", held: before, answered: answered, current: dataSourceCounts(),
          describe: \.description))
      _discardDisplayedData()
      layoutIfNeeded()
    } else {
      apply(update, before: before)
    }
    batchesInFlight += 1
    _UIKitAnimation.schedule(clock: clock, duration: Self.batchAnimationDuration) {
      [weak self] in
      self?.batchesInFlight -= 1
      for completion in completions { completion(true) }
    }
  }

  /// Inserts new items at the specified index paths.
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.itemInserts += indexPaths.map(Self.itemPath) }
  }

  /// Deletes the items at the specified index paths.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.itemDeletes += indexPaths.map(Self.itemPath) }
  }

  /// Moves an item from one location to another in the collection view.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record {
      $0.itemMoves.append(
        Move(source: Self.itemPath(indexPath), target: Self.itemPath(newIndexPath)))
    }
  }

  /// Reloads just the items at the specified index paths.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.itemReloads += indexPaths.map(Self.itemPath) }
  }

  /// Inserts new sections at the specified indexes.
  open func insertSections(_ sections: IndexSet) {
    record { $0.sectionInserts += Array(sections) }
  }

  /// Deletes the sections at the specified indexes.
  open func deleteSections(_ sections: IndexSet) {
    record { $0.sectionDeletes += Array(sections) }
  }

  /// Moves a section from one location to another in the collection view.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append(Move(source: section, target: newSection)) }
  }

  /// Reloads the data in the specified sections of the collection view.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.sectionReloads += Array(sections) }
  }

  /// Updates the data for the items at the index paths you specify, preserving the existing cells
  /// for the items (iOS 15.0). The data source is asked again for each visible item; dequeuing
  /// for it returns its current cell, without `prepareForReuse()`.
  @available(iOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    guard checkNotInsideDataSource("reconfigureItems(at:)") else { return }
    _loadCountsIfNeeded()
    for indexPath in indexPaths {
      guard exists(indexPath) else {
        UICollectionViewViolations.report(
          "Attempted to reconfigure item at index path \(Self.describe(indexPath)) which does "
            + "not exist in the collection view")
        continue
      }
      guard let cell = cells[indexPath] ?? preparedCells[indexPath] else { continue }
      reconfiguring = cell
      defer { reconfiguring = nil }
      let returned = requestCell(at: indexPath)
      if returned !== cell {
        UICollectionViewViolations.report(
          "the cell returned for the reconfigured item at \(Self.describe(indexPath)) is not its "
            + "existing cell; dequeue the cell for the index path asked")
        continue
      }
      if cells[indexPath] != nil, let attributes = shownAttributes[_Key(kind: nil, path: indexPath)]
      {
        askPreferredAttributes(of: cell, original: attributes)
      }
    }
    if collectionViewLayout._needsPrepare { layoutIfNeeded() }
  }

  // MARK: Getting the state

  /// The number of sections displayed by the collection view.
  open var numberOfSections: Int {
    _loadCountsIfNeeded()
    return counts?.count ?? 0
  }

  /// Returns the number of items in the specified section.
  open func numberOfItems(inSection section: Int) -> Int {
    _loadCountsIfNeeded()
    guard let counts, counts.indices.contains(section) else {
      UICollectionViewViolations.report(
        "request for number of items in section \(section) when there are only "
          + "\(counts?.count ?? 0) sections in the collection view")
      return 0
    }
    return counts[section]
  }

  /// The visible cells currently displayed by the collection view.
  open var visibleCells: [UICollectionViewCell] {
    cells.keys.sorted { Self.itemPath($0) < Self.itemPath($1) }.compactMap { cells[$0] }
  }

  /// An array of the visible items in the collection view.
  open var indexPathsForVisibleItems: [IndexPath] {
    cells.keys.sorted { Self.itemPath($0) < Self.itemPath($1) }
  }

  /// Gets the cell object at the specified index path: a visible cell, or (iOS 15) a prepared
  /// cell the view retains although it is not visible — prefetched and not yet displayed, or
  /// displayed and then scrolled just out of the bounds.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells[indexPath] ?? preparedCells[indexPath]
  }

  /// Gets the index path of the specified cell; `nil` for a cell that is not visible (a prepared
  /// cell too: the double is stricter than Apple's page, which only says "not in the collection
  /// view").
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// Retrieves the supplementary view at the specified index path (iOS 9.0).
  @available(iOS 9.0, *)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaries[_Key(kind: elementKind, path: indexPath)]
  }

  /// Retrieves all of the visible supplementary views of the specified kind (iOS 9.0).
  @available(iOS 9.0, *)
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    supplementaries.keys.filter { $0.kind == elementKind }
      .sorted { Self.itemPath($0.path) < Self.itemPath($1.path) }
      .compactMap { supplementaries[$0] }
  }

  /// Gets the layout information for the item at the specified index path.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Gets the layout information for the specified supplementary view. For a view on screen, the
  /// double checks that the layout's per-element answer agrees with what its rect query placed.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    let answer = collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: indexPath)
    let key = _Key(kind: kind, path: indexPath)
    if let shown = shownAttributes[key], let answer, answer.frame != shown.frame {
      UICollectionViewViolations.report(
        "the layout placed \(key.description) at \(Self.describeFrame(answer.frame)) in its "
          + "per-element query but at \(Self.describeFrame(shown.frame)) in "
          + "layoutAttributesForElements(in:); both must give the same attributes")
    }
    return answer
  }

  // MARK: Selection

  /// A Boolean value that indicates whether users can select items in the collection view.
  open var allowsSelection = true

  /// A Boolean value that determines whether users can select more than one item in the
  /// collection view.
  open var allowsMultipleSelection = false

  /// A Boolean value that determines whether the collection view allows its cells to become focused
  /// (iOS 15.0). The system chooses the default by platform; the double's is `false`, an iPhone's
  /// without a hardware keyboard.
  @available(iOS 15.0, *)
  open var allowsFocus = false

  /// A Boolean value that triggers an automatic selection when focus moves to a cell
  /// (iOS 14.0). The system chooses the default; the double's is `false`.
  @available(iOS 14.0, *)
  open var selectionFollowsFocus = false

  /// The mode that the collection view uses for invalidating the size of self-sizing cells
  /// (iOS 16.0).
  ///
  /// Apple documents no default (it is commonly said to be `.enabledIncludingConstraints`). The
  /// double's default is `.disabled`, the strict reading: nothing is measured again unless code
  /// asks for it, as on iOS 15 and earlier, where the property does not exist; tests set the mode
  /// they need. When enabled, `invalidateIntrinsicContentSize()` on a visible cell or its content
  /// view (see `UIView.invalidateIntrinsicContentSize()`) makes the next layout pass ask that
  /// cell for `preferredLayoutAttributesFitting(_:)` again; the layout decides, as for any
  /// answer.
  @available(iOS 16.0, *)
  open var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation = .disabled

  /// The index paths for the selected items.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selected.sorted { Self.itemPath($0) < Self.itemPath($1) }
  }

  /// Selects the item at the specified index path and optionally scrolls it into view; the
  /// delegate is not called.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard allowsSelection, let indexPath else { return }
    _loadCountsIfNeeded()
    guard exists(indexPath) else {
      UICollectionViewViolations.report(
        "attempt to select item at \(Self.describe(indexPath)) which does not exist")
      return
    }
    if !allowsMultipleSelection {
      for other in selected where other != indexPath { setSelected(false, at: other) }
    }
    setSelected(true, at: indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at the specified index; the delegate is not called.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  // MARK: Scrolling

  /// Constants that indicate how to scroll an item into the visible portion of the collection
  /// view.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The position's bits.
    public let rawValue: UInt
    /// Creates a position.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Don't scroll the item into view.
    public static let none: ScrollPosition = []
    /// Scroll so that the item is positioned at the top of the collection view's bounds.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Scroll so that the item is centered vertically in the collection view.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Scroll so that the item is positioned at the bottom of the collection view's bounds.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Scroll so that the item is positioned at the left edge of the collection view's bounds.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Scroll so that the item is centered horizontally in the collection view.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Scroll so that the item is positioned at the right edge of the collection view's bounds.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Scrolls the collection view contents until the specified item is visible.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    _loadCountsIfNeeded()
    guard exists(indexPath) else {
      UICollectionViewViolations.report(
        "Attempted to scroll the collection view to an out-of-bounds item "
          + "(\(indexPath.item)) when there are only "
          + "\(counts.flatMap { $0.indices.contains(indexPath.section) ? $0[indexPath.section] : nil } ?? 0) "
          + "items in section \(indexPath.section).")
      return
    }
    // An item of an orthogonal section: its band scrolls, not the collection view.
    if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout,
      compositional.scrollBand(toItemAt: indexPath, at: scrollPosition, animated: animated)
    {
      return
    }
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    contentSize = collectionViewLayout.collectionViewContentSize
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    let range = offsetRange
    offset.x = max(range.min.x, min(offset.x, range.max.x))
    offset.y = max(range.min.y, min(offset.y, range.max.y))
    setContentOffset(offset, animated: animated)
  }

  // MARK: Interactive movement

  /// Initiates the interactive movement of the item at the specified index path (iOS 9.0).
  @available(iOS 9.0, *)
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard movement == nil, let dataSource, exists(indexPath), cells[indexPath] != nil,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    movement = (indexPath, indexPath, .zero)
    return true
  }

  /// Updates the position of the item within the collection view's bounds (iOS 9.0).
  ///
  /// The double proposes the item whose frame contains `targetPosition`, asks the delegate for the
  /// target, and moves the item there at once, as UIKit shows it during the drag: the view's
  /// counts and cells follow the move (the data source is told only at the end), and the layout
  /// is invalidated with its `invalidationContext(forInteractivelyMovingItems:…)`, which names no
  /// item and sets no counts flag although the items in between shift.
  @available(iOS 9.0, *)
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard let current = movement else { return }
    prepareLayoutIfNeeded()
    let probe = CGRect(x: targetPosition.x, y: targetPosition.y, width: 1, height: 1)
    let hit = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).first {
      $0.representedElementCategory == .cell && $0.frame.contains(targetPosition)
    }
    guard let proposed = hit?.indexPath else { return }
    let target =
      (delegate as? any UICollectionViewDelegate)?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: current.source,
        atCurrentIndexPath: current.target, toProposedIndexPath: proposed)
      ?? proposed
    let previousPosition = current.position
    movement = (current.source, current.target, targetPosition)
    guard target != current.target else { return }
    moveVisually(from: current.target, to: target)
    movement = (current.source, target, targetPosition)
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.invalidationContext(
        forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
        previousIndexPaths: [current.target], previousPosition: previousPosition))
    layoutIfNeeded()
  }

  /// Ends interactive movement tracking and moves the target item to its new location (iOS 9.0):
  /// the data source is told the move (`collectionView(_:moveItemAt:to:)`) when the position
  /// changed, and the layout gets its
  /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:…)`.
  @available(iOS 9.0, *)
  open func endInteractiveMovement() {
    guard let (source, target, _) = movement else { return }
    movement = nil
    if source != target {
      // Apple's page: "Use this method to update your data structures" — the view finishes the
      // move after it returns, so updates from inside it are violations.
      asking("collectionView(_:moveItemAt:to:)") {
        dataSource?.collectionView(self, moveItemAt: source, to: target)
      }
    }
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: [target], previousIndexPaths: [target], movementCancelled: false))
    layoutIfNeeded()
  }

  /// Ends interactive movement tracking and returns the target item to its original location
  /// (iOS 9.0).
  @available(iOS 9.0, *)
  open func cancelInteractiveMovement() {
    guard let (source, target, _) = movement else { return }
    movement = nil
    if source != target { moveVisually(from: target, to: source) }
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: [source], previousIndexPaths: [target], movementCancelled: true))
    layoutIfNeeded()
  }

  /// Moves the item at `from` to `to` in what the view shows, without asking the data source:
  /// its counts, cells and selection follow, as during an interactive move.
  private func moveVisually(from: IndexPath, to: IndexPath) {
    guard var moved = counts else { return }
    let move = BatchUpdate(itemMoves: [Move(source: Self.itemPath(from), target: Self.itemPath(to))]
    )
    moved[from.section] -= 1
    moved[to.section] += 1
    guard let mapping = try? move.indexMapping(from: counts ?? [], to: moved) else { return }
    remap(with: mapping, update: move)
    counts = moved
  }

  // MARK: Supplementary kinds

  /// A supplementary view that identifies the header for a given section.
  @available(iOS 6.0, *)
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// A supplementary view that identifies the footer for a given section.
  @available(iOS 6.0, *)
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Constants that indicate the type of a collection view element.
  public enum ElementCategory: UInt, Sendable {
    /// A cell element.
    case cell
    /// A supplementary view element.
    case supplementaryView
    /// A decoration view element.
    case decorationView
  }

  // MARK: Layout

  /// Lays out the visible content: loads the counts if needed, prepares the layout if it was
  /// invalidated, and shows what `layoutAttributesForElements(in:)` places in the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
  }

  /// Asks the layout whether the new bounds invalidate it, as UIKit does on every bounds change:
  /// before the change, so that the layout compares `newBounds` with the view's current bounds.
  open override var bounds: CGRect {
    willSet {
      guard newValue != bounds else { return }
      let layout = collectionViewLayout
      if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
      }
    }
  }

  /// Lays out what scrolled into view before reporting the scroll.
  override func _didChangeContentOffset() {
    if counts != nil, !isLayingOut { layoutIfNeeded() }
    super._didChangeContentOffset()
  }

  // MARK: Double

  /// How long a batch update animates on the view's clock before its completion runs.
  package static let batchAnimationDuration: Duration = .milliseconds(300)

  /// The batches whose animation has not completed.
  package private(set) var batchesInFlight = 0

  /// How many times the data source was asked for a cell, for tests.
  package private(set) var cellRequestCount = 0

  /// Simulates a tap on the visible item at `indexPath`, with UIKit's delegate order: should
  /// highlight, did highlight, should select (or should deselect), did unhighlight, did select
  /// (or did deselect).
  package func tapItem(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard let cell = cells[indexPath] else {
      preconditionFailure(
        "UICollectionView: the item at \(Self.describe(indexPath)) is not visible; a user "
          + "can tap visible items only")
    }
    let delegate = self.delegate as? any UICollectionViewDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    cell.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    let deselecting = allowsMultipleSelection && selected.contains(indexPath)
    let proceed =
      allowsSelection
      && (deselecting
        ? delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
        : delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true)
    cell.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    guard proceed else { return }
    if deselecting {
      setSelected(false, at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    if !allowsMultipleSelection {
      for other in selected.sorted(by: { Self.itemPath($0) < Self.itemPath($1) })
      where other != indexPath {
        setSelected(false, at: other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    setSelected(true, at: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// The index paths of the prepared cells the view retains (not visible), for tests.
  package var indexPathsForPreparedItems: [IndexPath] {
    preparedCells.keys.sorted { Self.itemPath($0) < Self.itemPath($1) }
  }

  /// The reuse identifiers' pools: how many views wait for reuse, for tests.
  package var reusePoolCount: Int { pool.values.reduce(0) { $0 + $1.count } }

  /// The counts the view displays (`nil` before it loaded them).
  package private(set) var counts: [Int]?

  package override var _snapshotSubviews: [UIView] {
    let content = Set(cells.values.map(ObjectIdentifier.init))
      .union(supplementaries.values.map(ObjectIdentifier.init))
    let others = subviews.filter { !content.contains(ObjectIdentifier($0)) }
    let elements =
      (cells.map { (_Key(kind: nil, path: $0.key), $0.value as UIView) }
      + supplementaries.map { ($0.key, $0.value as UIView) })
      .sorted { $0.0 < $1.0 }.map(\.1)
    return others + elements
  }

  // MARK: Internal

  /// A cell (or its content view) invalidated its intrinsic size in an enabled mode: ask it again
  /// at the next layout pass, if it is visible then.
  func _selfSizingInvalidated(_ cell: UICollectionViewCell) {
    guard cells.values.contains(where: { $0 === cell }) else { return }
    selfSizingRequests.insert(ObjectIdentifier(cell))
    setNeedsLayout()
  }

  /// The layout invalidated itself: lay out again on the next pass.
  func _layoutInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
    if !isLayingOut { setNeedsLayout() }
  }

  /// The default of the data source's optional supplementary-view requirement.
  func _missingSupplementary(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    UICollectionViewViolations.report(
      "the data source does not implement collectionView:viewForSupplementaryElementOfKind:"
        + "atIndexPath: but the layout asked for a view of kind \(kind) at "
        + Self.describe(indexPath))
    return UICollectionReusableView(frame: .zero)
  }

  // MARK: Private

  struct _Key: Hashable, Comparable {
    static let cellKind = "UICollectionElementKindCell"
    var kind: String?
    var path: IndexPath

    static func < (lhs: _Key, rhs: _Key) -> Bool {
      let left = UICollectionView.itemPath(lhs.path)
      let right = UICollectionView.itemPath(rhs.path)
      if left != right { return left < right }
      return (lhs.kind ?? "") < (rhs.kind ?? "")
    }

    var description: String {
      "\(kind ?? Self.cellKind) at \(UICollectionView.describe(path))"
    }
  }

  private enum Registration {
    case viewClass(AnyClass)
    case nib(UINib)
  }

  private var registrations: [String: Registration] = [:]
  private var pool: [String: [UICollectionReusableView]] = [:]
  private var cells: [IndexPath: UICollectionViewCell] = [:]
  private var supplementaries: [_Key: UICollectionReusableView] = [:]
  private var shownAttributes: [_Key: UICollectionViewLayoutAttributes] = [:]
  private var selected: Set<IndexPath> = []
  /// The cell the double's focus engine focused (`moveFocusForTesting(to:)`), until focus moves
  /// on or the cell goes to the reuse pool.
  weak var focusedCell: UICollectionViewCell?
  private var prefetched: Set<IndexPath> = []
  /// Cells prepared for items that are not visible (iOS 15): prefetched and not yet displayed,
  /// or displayed and then scrolled out but still within `preparedRect`.
  private var preparedCells: [IndexPath: UICollectionViewCell] = [:]
  private var request: (key: _Key, dequeued: [UICollectionReusableView])?
  private var reconfiguring: UICollectionViewCell?
  private var pendingUpdate: BatchUpdate?
  private var nestedCompletions: [(Bool) -> Void] = []
  private var isLayingOut = false
  /// The visible cells a self-sizing invalidation asked to measure at the next layout pass.
  private var selfSizingRequests: Set<ObjectIdentifier> = []
  private var movement: (source: IndexPath, target: IndexPath, position: CGPoint)?
  /// The data source callback running now, if any: updates from inside it are violations.
  private var dataSourceCall: String?

  /// Runs `body`, a data source callback, marking it so that updates from inside it are reported.
  private func asking<T>(_ call: String, _ body: () -> T) -> T {
    let outer = dataSourceCall
    dataSourceCall = call
    defer { dataSourceCall = outer }
    return body()
  }

  /// Reports `operation` when it is called from inside a data source callback; returns whether
  /// it may go on.
  private func checkNotInsideDataSource(_ operation: String) -> Bool {
    guard let call = dataSourceCall else { return true }
    UICollectionViewViolations.report(
      "\(operation) was called from inside \(call); UIKit does not accept updates to the "
        + "collection view while it is asking its data source (or, from inside "
        + "collectionView(_:moveItemAt:to:), while it finishes an interactive move)")
    return false
  }

  nonisolated private static func itemPath(_ indexPath: IndexPath) -> ItemPath {
    ItemPath(item: indexPath.item, section: indexPath.section)
  }

  /// Whether two rectangles share area; edges that only touch do not count (as
  /// `CGRectIntersectsRect`).
  nonisolated private static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  nonisolated private static func describe(_ indexPath: IndexPath) -> String {
    "<NSIndexPath: {length = 2, path = \(indexPath.section) - \(indexPath.item)}>"
  }

  private func exists(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, let counts, counts.indices.contains(indexPath.section) else {
      return false
    }
    return (0..<counts[indexPath.section]).contains(indexPath.item)
  }

  private func record(_ change: (inout BatchUpdate) -> Void) {
    guard checkNotInsideDataSource("an insert, delete, move or reload") else { return }
    if pendingUpdate != nil {
      change(&pendingUpdate!)
      return
    }
    // Outside `performBatchUpdates`, each change is a batch of its own.
    _loadCountsIfNeeded()
    let before = counts ?? []
    var update = BatchUpdate()
    change(&update)
    apply(update, before: before)
  }

  private func countsContext() -> UICollectionViewLayoutInvalidationContext {
    let context = plainContext()
    context._invalidateDataSourceCounts = true
    return context
  }

  /// An empty context of the layout's `invalidationContextClass`.
  private func plainContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass =
      type(of: collectionViewLayout).invalidationContextClass
      as? UICollectionViewLayoutInvalidationContext.Type
      ?? UICollectionViewLayoutInvalidationContext.self
    return contextClass.init()
  }

  /// Forgets the displayed data: every visible view ends displaying and returns to its pool.
  private func _discardDisplayedData() {
    for key in supplementaries.keys.sorted() { removeSupplementary(key) }
    for path in cells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) }) {
      removeCell(at: path)
    }
    for path in selected { setSelected(false, at: path) }
    for path in preparedCells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) }) {
      discardPreparedCell(at: path)
    }
    prefetched = []
    counts = nil
    let context = countsContext()
    context._invalidateEverything = true
    collectionViewLayout.invalidateLayout(with: context)
    setNeedsLayout()
  }

  func _loadCountsIfNeeded() {
    guard counts == nil else { return }
    guard let dataSource else {
      counts = []
      return
    }
    counts = asking("collectionView(_:numberOfItemsInSection:)") {
      let sections = dataSource.numberOfSections(in: self)
      return (0..<max(0, sections)).map {
        max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
      }
    }
  }

  private func prepareLayoutIfNeeded() {
    _loadCountsIfNeeded()
    let layout = collectionViewLayout
    guard layout._needsPrepare else { return }
    layout._needsPrepare = false
    layout._prepareCount += 1
    layout.prepare()
  }

  private func layOutContent() {
    guard !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    for pass in 0..<Self.maximumSizingPasses {
      prepareLayoutIfNeeded()
      contentSize = collectionViewLayout.collectionViewContentSize
      let visibleRect = bounds
      let attributes = (collectionViewLayout.layoutAttributesForElements(in: visibleRect) ?? [])
        .filter { !$0.isHidden && Self.meets($0.frame, visibleRect) }
      reconcile(attributes)
      guard collectionViewLayout._needsPrepare else { break }
      if pass == Self.maximumSizingPasses - 1 {
        UICollectionViewViolations.report(
          "the layout kept invalidating itself for preferred layout attributes after "
            + "\(Self.maximumSizingPasses) passes; self-sizing does not converge")
      }
    }
    updatePrefetching()
  }

  private static let maximumSizingPasses = 8

  private func reconcile(_ attributes: [UICollectionViewLayoutAttributes]) {
    var wanted: [_Key: UICollectionViewLayoutAttributes] = [:]
    var order: [_Key] = []
    for attribute in attributes {
      let key: _Key
      switch attribute.representedElementCategory {
      case .cell:
        guard exists(attribute.indexPath) else {
          UICollectionViewViolations.report(
            "UICollectionView received layout attributes for a cell with an index path that "
              + "does not exist: \(Self.describe(attribute.indexPath))")
          continue
        }
        key = _Key(kind: nil, path: attribute.indexPath)
      case .supplementaryView:
        key = _Key(kind: attribute.representedElementKind ?? "", path: attribute.indexPath)
      case .decorationView:
        continue
      }
      if wanted[key] == nil { order.append(key) }
      wanted[key] = attribute
    }
    for key in supplementaries.keys.sorted() where wanted[key] == nil { removeSupplementary(key) }
    for path in cells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) })
    where wanted[_Key(kind: nil, path: path)] == nil {
      removeCell(at: path, keeping: true)
    }
    for key in order {
      guard let attribute = wanted[key] else { continue }
      if let kind = key.kind {
        showSupplementary(kind: kind, at: key.path, attributes: attribute)
      } else {
        showCell(at: key.path, attributes: attribute)
      }
    }
  }

  private func showCell(at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes) {
    let key = _Key(kind: nil, path: indexPath)
    if let cell = cells[indexPath] {
      let previous = shownAttributes[key]?.frame.size
      place(cell, key: key, attributes: attributes)
      // A visible cell given a new size is asked again, as UIKit's self-sizing pass does, and so
      // is one whose size was invalidated (`selfSizingInvalidation`).
      let invalidated = selfSizingRequests.remove(ObjectIdentifier(cell)) != nil
      if previous != attributes.frame.size || invalidated {
        askPreferredAttributes(of: cell, original: attributes)
      }
      return
    }
    // A prepared cell is shown again without asking the data source (iOS 15).
    let cell = preparedCells.removeValue(forKey: indexPath) ?? requestCell(at: indexPath)
    if let visibleAt = cells.first(where: { $0.value === cell })?.key {
      UICollectionViewViolations.report(
        "the cell returned for \(Self.describe(indexPath)) is already visible at "
          + Self.describe(visibleAt))
      return
    }
    cell.isSelected = selected.contains(indexPath)
    cells[indexPath] = cell
    prefetched.remove(indexPath)
    place(cell, key: key, attributes: attributes)
    if cell.superview !== self { addSubview(cell) }
    askPreferredAttributes(of: cell, original: attributes)
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, willDisplay: cell, forItemAt: indexPath)
  }

  private func showSupplementary(
    kind: String, at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes
  ) {
    let key = _Key(kind: kind, path: indexPath)
    if let view = supplementaries[key] {
      let previous = shownAttributes[key]?.frame.size
      place(view, key: key, attributes: attributes)
      // Supplementary views size themselves as cells do (the layout decides whether it takes it).
      if previous != attributes.frame.size {
        askPreferredAttributes(of: view, original: attributes)
      }
      return
    }
    guard let dataSource else { return }
    request = (key, [])
    let view = asking("collectionView(_:viewForSupplementaryElementOfKind:at:)") {
      dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    let dequeued = request?.dequeued ?? []
    request = nil
    checkReturned(view, dequeued: dequeued, for: key)
    supplementaries[key] = view
    place(view, key: key, attributes: attributes)
    if view.superview !== self { addSubview(view) }
    askPreferredAttributes(of: view, original: attributes)
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
  }

  private func place(
    _ view: UICollectionReusableView, key: _Key, attributes: UICollectionViewLayoutAttributes
  ) {
    let copy = attributes._copy()
    shownAttributes[key] = copy
    view.frame = copy.frame
    view.isHidden = copy.isHidden
    view.alpha = copy.alpha
    view.apply(copy)
  }

  private func askPreferredAttributes(
    of view: UICollectionReusableView, original: UICollectionViewLayoutAttributes
  ) {
    let layout = collectionViewLayout
    let preferred = view.preferredLayoutAttributesFitting(original._copy())
    guard preferred.frame != original.frame,
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return }
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }

  private func requestCell(at indexPath: IndexPath) -> UICollectionViewCell {
    let key = _Key(kind: nil, path: indexPath)
    guard let dataSource else {
      preconditionFailure("UICollectionView: a cell was needed without a data source")
    }
    cellRequestCount += 1
    request = (key, [])
    let cell = asking("collectionView(_:cellForItemAt:)") {
      dataSource.collectionView(self, cellForItemAt: indexPath)
    }
    let dequeued = request?.dequeued ?? []
    request = nil
    checkReturned(cell, dequeued: dequeued, for: key)
    return cell
  }

  private func checkReturned(
    _ view: UICollectionReusableView, dequeued: [UICollectionReusableView], for key: _Key
  ) {
    if !dequeued.contains(where: { $0 === view }) {
      let method =
        key.kind == nil
        ? "-collectionView:cellForItemAtIndexPath:"
        : "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:"
      UICollectionViewViolations.report(
        "the view returned from \(method) (\(type(of: view))) for \(key.description) was not "
          + "retrieved by calling -dequeueReusable… for this element")
    } else if dequeued.count > 1 {
      UICollectionViewViolations.report(
        "\(dequeued.count) views were dequeued for \(key.description); ensure that a single "
          + "view is dequeued and returned from the data source")
    }
  }

  private func dequeue(_ key: _Key, identifier: String) -> UICollectionReusableView {
    guard var current = request else {
      UICollectionViewViolations.report(
        "Attempted to dequeue a view for \(key.description) outside of the data source's "
          + "request for a view; dequeue only inside -collectionView:cellForItemAtIndexPath: "
          + "or -collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
      return key.kind == nil ? UICollectionViewCell(frame: .zero) : UICollectionReusableView()
    }
    if current.key != key {
      UICollectionViewViolations.report(
        "Attempted to dequeue a view for a different element than the one the data source is "
          + "being asked for (asked: \(current.key.description), dequeued: \(key.description))")
    }
    let poolKey = (key.kind ?? _Key.cellKind) + "|" + identifier
    let view: UICollectionReusableView
    if let reconfiguring, key.kind == nil, reconfiguring._reuseIdentifier == identifier {
      view = reconfiguring
    } else if var waiting = pool[poolKey], !waiting.isEmpty {
      view = waiting.removeFirst()
      pool[poolKey] = waiting
      view.prepareForReuse()
    } else {
      view = makeView(poolKey: poolKey, identifier: identifier, key: key)
    }
    view._reuseIdentifier = identifier
    view._dequeuedFor = key.description
    current.dequeued.append(view)
    request = current
    return view
  }

  private func makeView(poolKey: String, identifier: String, key: _Key)
    -> UICollectionReusableView
  {
    let kindName = key.kind ?? _Key.cellKind
    let fallback = key.kind == nil ? UICollectionViewCell(frame: .zero) : UICollectionReusableView()
    let viewClass: AnyClass
    switch registrations[poolKey] {
    case nil:
      UICollectionViewViolations.report(
        "could not dequeue a view of kind: \(kindName) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
      return fallback
    case .viewClass(let registered):
      viewClass = registered
    case .nib(let nib):
      guard let loaded = UINib._contentClasses[nib.name] else {
        UICollectionViewViolations.report(
          "Could not load NIB in bundle: '\(nib.bundle?.bundlePath ?? "main")' with name "
            + "'\(nib.name)' (the double loads the class a test named with "
            + "UINib._contentClasses)")
        return fallback
      }
      viewClass = loaded
    }
    guard let reusableClass = viewClass as? UICollectionReusableView.Type else {
      UICollectionViewViolations.report(
        "the view registered for identifier \(identifier) of kind \(kindName) is a "
          + "\(viewClass), which is not a UICollectionReusableView")
      return fallback
    }
    return reusableClass.init(_RegisteredViewConstruction(), frame: .zero)
  }

  /// Ends the display of the cell at `indexPath`: into the prepared-cell cache when `keeping` (it
  /// scrolled out and may show again without a data source call), else into its reuse pool.
  private func removeCell(at indexPath: IndexPath, keeping: Bool = false) {
    guard let cell = cells.removeValue(forKey: indexPath) else { return }
    shownAttributes[_Key(kind: nil, path: indexPath)] = nil
    cell.removeFromSuperview()
    cell.isHighlighted = false
    if keeping && isPrefetchingEnabled {
      preparedCells[indexPath] = cell
    } else {
      cell.isSelected = false
      enqueue(cell, kind: _Key.cellKind)
    }
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  /// Returns the prepared cell at `indexPath`, if any, to its reuse pool.
  private func discardPreparedCell(at indexPath: IndexPath) {
    guard let cell = preparedCells.removeValue(forKey: indexPath) else { return }
    cell.isSelected = false
    enqueue(cell, kind: _Key.cellKind)
  }

  private func removeSupplementary(_ key: _Key) {
    guard let view = supplementaries.removeValue(forKey: key), let kind = key.kind else { return }
    shownAttributes[key] = nil
    view.removeFromSuperview()
    enqueue(view, kind: kind)
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.path)
  }

  private func enqueue(_ view: UICollectionReusableView, kind: String) {
    // A cell waiting for reuse shows no item: it has no focus (moveFocusForTesting(to:)).
    if view === focusedCell { focusedCell = nil }
    guard let identifier = view._reuseIdentifier else { return }
    pool[kind + "|" + identifier, default: []].append(view)
  }

  private func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
    if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
    cells[indexPath]?.isSelected = isSelected
    preparedCells[indexPath]?.isSelected = isSelected
  }

  /// Applies a validated batch: views of deleted and reloaded elements leave, the others follow
  /// their items, and the layout is invalidated for the new counts and laid out at once.
  private func apply(_ update: BatchUpdate, before: [Int]) {
    let after = dataSourceCounts()
    let mapping: BatchUpdate.IndexMapping
    do throws(BatchUpdateViolation) {
      mapping = try update.indexMapping(from: before, to: after)
    } catch {
      UICollectionViewViolations.report(error.description)
      _discardDisplayedData()
      layoutIfNeeded()
      return
    }
    // The layout says which supplementary views the batch removes; the others keep their index
    // paths, as UIKit's do (they do not follow their items).
    for kind in Set(supplementaries.keys.compactMap(\.kind)).sorted() {
      for indexPath in collectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
        removeSupplementary(_Key(kind: kind, path: indexPath))
      }
    }
    remap(with: mapping, update: update)
    counts = after
    collectionViewLayout.invalidateLayout(with: batchContext(for: update))
    layoutIfNeeded()
    checkElementQueriesAgree()
  }

  /// UIKit animates a batch from the per-element queries (`layoutAttributesForItem(at:)`,
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`) for the views that survive it; they must
  /// place each element where the rect query does, or views jump. Reports every shown element
  /// whose two answers differ.
  private func checkElementQueriesAgree() {
    guard !collectionViewLayout._needsPrepare else { return }
    var disagreements: [(key: _Key, answer: CGRect, shown: CGRect)] = []
    for (key, shown) in shownAttributes
    where key.kind == nil ? cells[key.path] != nil : supplementaries[key] != nil {
      let answer =
        key.kind.map {
          collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: $0, at: key.path)
        } ?? collectionViewLayout.layoutAttributesForItem(at: key.path)
      guard let answer, answer.frame != shown.frame else { continue }
      disagreements.append((key, answer.frame, shown.frame))
    }
    // Reported in element order (sorted only when there is something to report).
    for (key, answer, shown) in disagreements.sorted(by: { $0.key < $1.key }) {
      UICollectionViewViolations.report(
        "the layout placed \(key.description) at \(Self.describeFrame(answer)) in its "
          + "per-element query but at \(Self.describeFrame(shown)) in "
          + "layoutAttributesForElements(in:); both must give the same attributes")
    }
  }

  nonisolated private static func describeFrame(_ frame: CGRect) -> String {
    "(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
  }

  /// The context a batch invalidates the layout with. `invalidateDataSourceCounts` is set only
  /// for a batch that inserts or deletes items or sections (what the flag's AppKit twin documents;
  /// no UIKit page says more); a batch that only moves or reloads gets a context naming the moved
  /// items (at their new index paths) and the reloaded ones, and nothing about the items that
  /// shift between them: the layout must carry the batch itself.
  private func batchContext(for update: BatchUpdate) -> UICollectionViewLayoutInvalidationContext {
    let changesCounts =
      !update.sectionInserts.isEmpty || !update.sectionDeletes.isEmpty
      || !update.itemInserts.isEmpty || !update.itemDeletes.isEmpty
    guard !changesCounts else { return countsContext() }
    let context = plainContext()
    var named = update.itemMoves.map(\.target) + update.itemReloads
    for section in update.sectionReloads where counts?.indices.contains(section) == true {
      named += (0..<(counts?[section] ?? 0)).map { ItemPath(item: $0, section: section) }
    }
    if !named.isEmpty {
      context.invalidateItems(at: named.map { IndexPath(item: $0.item, section: $0.section) })
    }
    return context
  }

  /// The counts the data source answers now.
  private func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    return asking("collectionView(_:numberOfItemsInSection:)") {
      (0..<max(0, dataSource.numberOfSections(in: self))).map {
        max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
      }
    }
  }

  /// Moves visible views and selection to their items' paths after a batch.
  private func remap(with mapping: BatchUpdate.IndexMapping, update: BatchUpdate) {
    let reloadedItems = Set(update.itemReloads)
    let reloadedSections = Set(update.sectionReloads)
    func target(_ path: IndexPath) -> IndexPath? {
      let old = Self.itemPath(path)
      guard !reloadedItems.contains(old), !reloadedSections.contains(old.section),
        let new = mapping.target(of: old)
      else { return nil }
      return IndexPath(item: new.item, section: new.section)
    }
    var movedCells: [IndexPath: UICollectionViewCell] = [:]
    // Collected apart and written after: moved in place, a cell's attributes would overwrite
    // those of the cell whose path it takes before they moved.
    var movedCellAttributes: [_Key: UICollectionViewLayoutAttributes] = [:]
    for path in cells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) }) {
      if let new = target(path), let cell = cells.removeValue(forKey: path) {
        movedCells[new] = cell
        movedCellAttributes[_Key(kind: nil, path: new)] = shownAttributes.removeValue(
          forKey: _Key(kind: nil, path: path))
      } else {
        removeCell(at: path)
      }
    }
    cells = movedCells
    for (key, attributes) in movedCellAttributes { shownAttributes[key] = attributes }
    // Prepared cells follow their items too; those of deleted and reloaded items are discarded.
    var movedPrepared: [IndexPath: UICollectionViewCell] = [:]
    for path in preparedCells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) }) {
      if let new = target(path), let cell = preparedCells.removeValue(forKey: path) {
        movedPrepared[new] = cell
      } else {
        discardPreparedCell(at: path)
      }
    }
    preparedCells = movedPrepared
    var movedViews: [_Key: UICollectionReusableView] = [:]
    var movedAttributes: [_Key: UICollectionViewLayoutAttributes] = [:]
    for key in supplementaries.keys.sorted() {
      if !reloadedSections.contains(key.path.section),
        let section = mapping.target(ofSection: key.path.section),
        let view = supplementaries.removeValue(forKey: key)
      {
        var path = key.path
        path.section = section
        let newKey = _Key(kind: key.kind, path: path)
        movedViews[newKey] = view
        movedAttributes[newKey] = shownAttributes.removeValue(forKey: key)
      } else {
        removeSupplementary(key)
      }
    }
    supplementaries = movedViews
    for (key, attributes) in movedAttributes { shownAttributes[key] = attributes }
    let wasSelected = selected
    selected = []
    for path in wasSelected {
      if let new = target(path) { selected.insert(new) }
    }
    for (path, cell) in cells { cell.isSelected = selected.contains(path) }
    for (path, cell) in preparedCells { cell.isSelected = selected.contains(path) }
    prefetched = []
  }

  /// The rectangle around the bounds in which the view keeps prepared cells: half the bounds'
  /// size beyond each edge.
  private var preparedRect: CGRect {
    bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
  }

  /// Cell prefetching (iOS 10, on while `isPrefetchingEnabled`): asks the data source for the
  /// cells of the items within `preparedRect` that are not visible, and keeps them prepared; lets
  /// prepared cells whose items left that rectangle go to their reuse pools.
  private func updatePreparedCells() {
    guard counts != nil else { return }
    guard isPrefetchingEnabled, dataSource != nil, !bounds.isEmpty else {
      for path in preparedCells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) }) {
        discardPreparedCell(at: path)
      }
      return
    }
    let rect = preparedRect
    let near = (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
      .filter {
        $0.representedElementCategory == .cell && !$0.isHidden && Self.meets($0.frame, rect)
          && exists($0.indexPath)
      }
    let wanted = Set(near.map(\.indexPath))
    for path in preparedCells.keys.sorted(by: { Self.itemPath($0) < Self.itemPath($1) })
    where !wanted.contains(path) {
      discardPreparedCell(at: path)
    }
    for attributes in near.sorted(by: { Self.itemPath($0.indexPath) < Self.itemPath($1.indexPath) })
    where cells[attributes.indexPath] == nil && preparedCells[attributes.indexPath] == nil {
      let cell = requestCell(at: attributes.indexPath)
      if cells.values.contains(where: { $0 === cell })
        || preparedCells.values.contains(where: { $0 === cell })
      {
        UICollectionViewViolations.report(
          "the cell returned for \(Self.describe(attributes.indexPath)) is already in use by the "
            + "collection view")
        continue
      }
      cell.frame = attributes.frame
      cell.isSelected = selected.contains(attributes.indexPath)
      preparedCells[attributes.indexPath] = cell
    }
  }

  private func updatePrefetching() {
    updatePreparedCells()
    guard isPrefetchingEnabled, let prefetchDataSource, counts != nil else { return }
    let visible = bounds
    let ahead = visible.insetBy(dx: -visible.width, dy: -visible.height)
    let near = Set(
      (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
        .filter {
          $0.representedElementCategory == .cell
            && Self.meets($0.frame, ahead) && exists($0.indexPath) && cells[$0.indexPath] == nil
        }
        .map(\.indexPath))
    let cancelled = prefetched.subtracting(near).filter { cells[$0] == nil }
    prefetched.subtract(prefetched.subtracting(near))
    let fresh = near.subtracting(prefetched)
    prefetched.formUnion(fresh)
    if !cancelled.isEmpty {
      prefetchDataSource.collectionView(
        self,
        cancelPrefetchingForItemsAt: cancelled.sorted { Self.itemPath($0) < Self.itemPath($1) })
    }
    if !fresh.isEmpty {
      prefetchDataSource.collectionView(
        self, prefetchItemsAt: fresh.sorted { Self.itemPath($0) < Self.itemPath($1) })
    }
  }
}

extension UINib {
  /// The view class a test stands in for the contents of the nib of each name (the double has
  /// no archive loader), for collection and table views alike.
  @MainActor package static var _contentClasses: [String: AnyClass] = [:]
}
