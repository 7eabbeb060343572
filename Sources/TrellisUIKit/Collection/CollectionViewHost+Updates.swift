#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension CollectionViewHost {
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
      // Every cell was replaced: no item keeps focus (as on the headless hosts).
      if accessibilityState.focus.item != nil {
        accessibilityState.focus = _ListFocus()
        accessibilityStatusMayHaveChanged()
      }
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
      let focusedBefore = accessibilityState.focus.item
      let rejection = try performBatch(
        { collectionView.performBatchUpdates($0, completion: $1) }, animated: animated,
        updates: {
          let before = self.loadedCounts ?? []
          updateData()
          let after = self.currentCounts()
          let (issued, violation) = update._issuable(from: before, to: after)
          layout?.batchInFlight = issued
          self.carryFocus(across: issued, from: before, to: after)
          Self.issue(issued, to: collectionView)
          return violation
        }, completion: completion)
      // Only a focus change is reported here: the rest of the status changes on notifications.
      if accessibilityState.focus.item != focusedBefore { accessibilityStatusMayHaveChanged() }
      if let rejection { throw .invalidBatch(rejection) }
      if !animated { completion?(true) }
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

    /// Forgets every size the layout keeps (a new text size): the self-sizing answers a
    /// ``ListCollectionViewLayout`` kept are dropped, the layout is invalidated once and laid
    /// out, and the plain self-sizing cells (`SelfSizingView`) the view holds near the viewport
    /// (visible and prepared) are reconfigured (`reconfigureItems(at:)`), which measures them
    /// again. Content-configuration cells measure themselves again on the trait change.
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   view.
    public func invalidateAllSizes() throws(ListHostError) {
      try checkNotInsideRequest("invalidateAllSizes()")
      // The trait change reached every cell first: content-configuration cells update their
      // configuration in this pass and measure themselves (the size cache is empty), so the
      // full invalidation below finds their new answers and does not measure them again.
      collectionView.layoutIfNeeded()
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?
        .forgetAllPreferredSizes()
      collectionView.collectionViewLayout.invalidateLayout()
      collectionView.layoutIfNeeded()
      // The visible cells, and the prepared ones UIKit keeps near them (iOS 15): a viewport
      // beyond each edge covers the double's window and UIKit's.
      let bounds = collectionView.bounds
      let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
      // Content-configuration cells (and SwiftUI's) update their configuration on the trait
      // change and measure themselves again; the list's plain self-sizing cells do not.
      let reconfigured = indexPathsForItems(in: near).map(IndexPath.init).filter {
        let cell = collectionView.cellForItem(at: $0)
        return cell is any SelfSizingView && !(cell is ListContentConfigurationCell)
      }
      guard !reconfigured.isEmpty else { return }
      collectionView.reconfigureItems(at: reconfigured)
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
    /// On another layout (a ``ListCompositionalLayout``, or one of the app's), the visible
    /// self-sizing headers and footers of `sections` (``ListCollectionReusableView``s) then go
    /// through the self-sizing round again: such a layout keeps a view's last answer over the
    /// estimate the data source gives now, and UIKit asks a supplementary view again only when
    /// its frame changes.
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
      if !(collectionView.collectionViewLayout is ListCollectionViewLayout) {
        measureSupplementariesAgain(at: paths)
      }
    }

    // MARK: Internal

    /// Runs UIKit's self-sizing round for the visible ``ListCollectionReusableView`` headers and
    /// footers at `paths`: each view's preferred attributes go to the layout, which invalidates
    /// where the answer differs from its frame; then lays out.
    func measureSupplementariesAgain(at paths: [IndexPath]) {
      let layout = collectionView.collectionViewLayout
      var invalidated = false
      for indexPath in paths {
        for kind in [
          UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
        ] {
          guard
            let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
              as? ListCollectionReusableView,
            let original = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
          else { continue }
          let proposed = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: indexPath)
          proposed.frame = original.frame
          proposed.zIndex = original.zIndex
          let preferred = view.preferredLayoutAttributesFitting(proposed)
          guard preferred.frame != original.frame,
            layout.shouldInvalidateLayout(
              forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
          else { continue }
          layout.invalidateLayout(
            with: layout.invalidationContext(
              forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
          invalidated = true
        }
      }
      if invalidated { collectionView.layoutIfNeeded() }
    }

    // MARK: Private

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
  }
#endif
