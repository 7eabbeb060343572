#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension CollectionViewHost {
    // MARK: Accessibility (actions, announcements, focus)

    /// Posts `notification` to assistive technologies with
    /// `UIAccessibility.post(notification:argument:)` (`.announcement` or `.pageScrolled`, with
    /// the text as the argument).
    ///
    /// - Parameter notification: What to tell the user.
    public func postAccessibilityNotification(_ notification: ListAccessibilityNotification) {
      _AccessibilityGlue.post(notification)
    }

    /// How focus navigation treats the items: `collectionView.allowsFocus` and (not on tvOS, which has
    /// no such property) `collectionView.selectionFollowsFocus`.
    ///
    ///     host.focusBehavior = .selectionFollowsFocus
    public var focusBehavior: ListFocusBehavior {
      get { ListFocusBehavior(of: collectionView) }
      set { newValue.apply(to: collectionView) }
    }

    // MARK: Internal

    /// Moves the item at `source` one place, as its "Move up" or "Move down" custom action does:
    /// the data source's rules decide where (`canMoveItemAt`, `targetPathForMoveFrom:`), the
    /// data source is told first (`listHost(_:moveItemAt:to:)`, as after a drag), and the view
    /// moves the item after
    /// (`moveItem(at:to:)`), as Listable does without the interactive-movement API.
    ///
    /// - Returns: Whether the item moved; `false` at the very start or end, when the rules keep
    ///   it in place, while the view is asking the data source, or while the user drags an item.
    func performAccessibilityMove(from source: ItemPath, _ direction: _AccessibilityMoveDirection)
      -> Bool
    {
      guard interactiveMovement == nil, request == nil,
        let editing = dataSource as? any ListHostEditingDataSource
      else { return false }
      let counts = (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
      guard let target = _accessibilityMoveTarget(from: source, direction, counts: counts) else {
        return false
      }
      editing.listHost(self, moveItemAt: source, to: target)
      // A ListCollectionViewLayout carries its geometry across a batch it is told of; a move-only
      // update's context names no shifted item, so without the batch it keeps the old places.
      let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout
      layout?.batchInFlight = BatchUpdate(itemMoves: [Move(source: source, target: target)])
      defer { layout?.batchInFlight = nil }
      collectionView.moveItem(at: IndexPath(source), to: IndexPath(target))
      carryFocus(acrossMoveFrom: source, to: target)
      accessibilityStatusMayHaveChanged()
      return true
    }

    /// Gives `cell`, returned by the data source for `path`, the item's custom actions.
    func installCustomActions(on cell: UIView, at path: ItemPath) {
      _AccessibilityGlue.installCustomActions(on: cell, at: path, of: self) {
        [weak self] source, direction in
        self?.performAccessibilityMove(from: source, direction) ?? false
      }
    }
  }
#endif
