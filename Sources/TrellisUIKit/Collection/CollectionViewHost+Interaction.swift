#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension CollectionViewHost {
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
    ///     if host.beginMovingItem(at: path) { showDropTargets() }
    ///
    /// - Parameter path: A visible item's path.
    /// - Returns: Whether the move started (the data source allows moving that item).
    @discardableResult
    public func beginMovingItem(at path: ItemPath) -> Bool {
      guard collectionView.beginInteractiveMovementForItem(at: IndexPath(path)) else {
        return false
      }
      interactiveMovement = (path, path)
      return true
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
      interactiveMovement = nil
    }

    /// Returns the dragged item to where it started.
    public func cancelMovingItem() {
      interactiveMovement = nil
      collectionView.cancelInteractiveMovement()
    }

    // MARK: Internal

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
  }
#endif
