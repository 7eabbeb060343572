#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import TrellisDiff
  import TrellisList

  extension CollectionViewHost {
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
  }
#endif
