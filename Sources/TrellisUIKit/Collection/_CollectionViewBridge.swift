#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// The collection view's data source and delegate: answers UIKit from the host's port.
  /// Internal, so that a user's autocomplete on ``CollectionViewHost`` shows what a user calls
  /// (as ``TableViewHost``'s bridge does for the table).
  @MainActor
  final class _CollectionViewBridge: NSObject {
    weak var host: CollectionViewHost?

    /// The data source's path of the item the view shows at `indexPath` (they differ while the
    /// user drags an item: see `CollectionViewHost.dataPath(ofShown:)`).
    func dataPath(_ indexPath: IndexPath) -> ItemPath {
      host?.dataPath(ofShown: ItemPath(indexPath)) ?? ItemPath(indexPath)
    }

    /// The data source's path of a supplementary view the view shows at `indexPath`: an item's
    /// own views follow their item; headers and footers name their section only.
    func dataPath(_ indexPath: IndexPath, of kind: SupplementaryKind) -> ItemPath {
      kind == .header || kind == .footer ? ItemPath(indexPath) : dataPath(indexPath)
    }
  }

  // MARK: - UICollectionViewDataSource

  extension _CollectionViewBridge: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
      guard let host else { return 0 }
      let counts = host.currentCounts()
      host.loadedCounts = counts
      return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      guard let host, let dataSource = host.dataSource else { return 0 }
      let count = dataSource.listHost(host, numberOfItemsInSection: section)
      if host.loadedCounts?.indices.contains(section) == true {
        host.loadedCounts?[section] = count
      }
      return count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let path = dataPath(indexPath)
      let cell = answer(.item(path), "collectionView(_:cellForItemAt:) for the item at \(path)") {
        host, dataSource throws(ListHostError) in
        try dataSource.listHost(host, cellForItemAt: path)
      }
      guard let cell = cell as? UICollectionViewCell else {
        _trap(
          "CollectionViewHost",
          "the data source returned a \(type(of: cell)) for the item at "
            + "\(path); a collection view shows UICollectionViewCell subclasses")
      }
      host?.installCustomActions(on: cell, at: path)
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let supplementaryKind = CollectionViewHost.supplementaryKind(kind)
      let path = dataPath(indexPath, of: supplementaryKind)
      let view = answer(
        .supplementary(supplementaryKind, path),
        "collectionView(_:viewForSupplementaryElementOfKind:at:) for \(kind) at \(path)"
      ) {
        host, dataSource throws(ListHostError) in
        try dataSource.listHost(host, viewForSupplementaryOfKind: supplementaryKind, at: path)
      }
      guard let view = view as? UICollectionReusableView else {
        _trap(
          "CollectionViewHost",
          "the data source returned a \(type(of: view)) for the \(kind) at "
            + "\(path); a collection view shows UICollectionReusableView subclasses")
      }
      if supplementaryKind == .header { _AccessibilityGlue.markHeader(view) }
      return view
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
        return false
      }
      return editing.listHost(host, canMoveItemAt: dataPath(indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let host else { return }
      // From here on the data source has the order the view shows.
      host.interactiveMovement = nil
      guard let editing = host.dataSource as? any ListHostEditingDataSource else { return }
      editing.listHost(
        host, moveItemAt: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
      // Focus stays on the moved cells. The delegate hears of it at the next report, not from
      // inside the view's data source call.
      host.carryFocus(
        acrossMoveFrom: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
    }

    /// The data source's view for a request of the collection view, which cannot throw: a thrown
    /// error traps, naming the request and the rule.
    private func answer(
      _ element: _HostRequest, _ request: @autoclosure () -> String,
      _ body: (CollectionViewHost, any ListHostDataSource) throws(ListHostError) -> AnyObject
    ) -> AnyObject {
      guard let host, let dataSource = host.dataSource else {
        _trap("CollectionViewHost", "the collection view asked \(request()) without a data source")
      }
      let answer = host.answering(element) { () -> Result<AnyObject, ListHostError> in
        do throws(ListHostError) {
          return .success(try body(host, dataSource))
        } catch {
          return .failure(error)
        }
      }
      switch answer {
      case .success(let view): return view
      case .failure(let error): _trap("CollectionViewHost", "\(request()) threw: \(error)")
      }
    }
  }

  // MARK: - UICollectionViewDelegate

  extension _CollectionViewBridge: UICollectionViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let host else { return }
      host.delegate?.listHost(host, willDisplay: cell, forItemAt: dataPath(indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let host else { return }
      host.delegate?.listHost(host, didEndDisplaying: cell, forItemAt: dataPath(indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      guard let host else { return }
      host.delegate?.listHost(
        host, willDisplaySupplementaryView: view,
        ofKind: CollectionViewHost.supplementaryKind(elementKind),
        at: dataPath(indexPath, of: CollectionViewHost.supplementaryKind(elementKind)))
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      guard let host else { return }
      host.delegate?.listHost(
        host, didEndDisplayingSupplementaryView: view,
        ofKind: CollectionViewHost.supplementaryKind(elementKind),
        at: dataPath(indexPath, of: CollectionViewHost.supplementaryKind(elementKind)))
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      guard let host else { return false }
      return host.delegate?.listHost(host, shouldHighlightItemAt: dataPath(indexPath)) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      guard let host else { return }
      host.delegate?.listHost(host, didHighlightItemAt: dataPath(indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      guard let host else { return }
      host.delegate?.listHost(host, didUnhighlightItemAt: dataPath(indexPath))
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      guard let host else { return false }
      return host.delegate?.listHost(host, shouldSelectItemAt: dataPath(indexPath)) ?? true
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      guard let host else { return false }
      return host.delegate?.listHost(host, shouldDeselectItemAt: dataPath(indexPath)) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      guard let host else { return }
      host.delegate?.listHost(host, didSelectItemAt: dataPath(indexPath))
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
      guard let host else { return }
      host.delegate?.listHost(host, didDeselectItemAt: dataPath(indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      host?.keyboardFocusDidMove(to: context.nextFocusedIndexPath.map(dataPath))
    }

    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
        return proposedIndexPath
      }
      let target = editing.listHost(
        host, targetPathForMoveFrom: ItemPath(originalIndexPath),
        toProposed: ItemPath(proposedIndexPath))
      // The view shows the item there from now on, while the data source keeps it at its
      // original path until the move ends.
      host.interactiveMovement = (ItemPath(originalIndexPath), target)
      return IndexPath(target)
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let host else { return }
      host.delegate?.listHostDidScroll(host)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      guard let host else { return }
      host.delegate?.listHostWillBeginDragging(host)
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      guard let host else { return }
      var target = targetContentOffset.pointee
      host.delegate?.listHostWillEndDragging(host, velocity: velocity, targetContentOffset: &target)
      targetContentOffset.pointee = target
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      guard let host else { return }
      host.delegate?.listHostDidEndDragging(host, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      guard let host else { return }
      host.delegate?.listHostWillBeginDecelerating(host)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      guard let host else { return }
      host.delegate?.listHostDidEndDecelerating(host)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      guard let host else { return }
      host.delegate?.listHostDidEndScrollingAnimation(host)
    }
  }
#endif
