#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// The table's data source and delegate: answers UIKit from the host's port. Internal, so that a
  /// user's autocomplete on ``TableViewHost`` shows what a user calls.
  @MainActor
  final class _TableViewBridge: NSObject {
    weak var host: TableViewHost?

    /// Runs a request of the table, so that the host can tell a dequeue for it from a stray one.
    func requesting<T>(_ request: _HostRequest, _ body: (TableViewHost) -> T) -> T? {
      guard let host else { return nil }
      return host.answering(request) { body(host) }
    }
  }

  // MARK: - UITableViewDataSource

  extension _TableViewBridge: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
      guard let host else { return 0 }
      let counts = host.currentCounts()
      host.tableCounts = counts
      return counts.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      guard let host, let dataSource = host.dataSource else { return 0 }
      let count = dataSource.listHost(host, numberOfItemsInSection: section)
      if var counts = host.tableCounts, counts.indices.contains(section) {
        counts[section] = count
        host.tableCounts = counts
      }
      return count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let path = ItemPath(indexPath)
      let answer = requesting(.item(path)) { host -> Result<AnyObject, ListHostError> in
        guard let dataSource = host.dataSource else { return .failure(.itemOutOfRange(path)) }
        do throws(ListHostError) {
          return .success(try dataSource.listHost(host, cellForItemAt: path))
        } catch {
          return .failure(error)
        }
      }
      switch answer {
      case .success(let cell as UITableViewCell)?:
        host?.installCustomActions(on: cell, at: path)
        return cell
      case .success(let view)?:
        _trap(
          "TableViewHost",
          "the data source returned \(type(of: view)) for the row at \(path); a table view's "
            + "cells are UITableViewCells")
      case .failure(let error)?:
        _trap("TableViewHost", "tableView(_:cellForRowAt:) for the row at \(path) threw: \(error)")
      case nil:
        _trap("TableViewHost", "the host is gone, but its table asked for a cell")
      }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
        return false
      }
      let path = ItemPath(indexPath)
      return !editing.listHost(host, swipeActionsForItemAt: path).isEmpty
        || editing.listHost(host, canMoveItemAt: path)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
        return false
      }
      return editing.listHost(host, canMoveItemAt: ItemPath(indexPath))
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
        return
      }
      editing.listHost(
        host, moveItemAt: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
      // Focus stays on the moved cells. The delegate hears of it at the next report, not from
      // inside the table's data source call.
      host.carryFocus(
        acrossMoveFrom: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
    }
  }

  // MARK: - UITableViewDelegate: sizes and views

  extension _TableViewBridge: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      guard let host, let dataSource = host.dataSource else { return 0 }
      host.measureCellsAgainIfWidthChanged()
      return max(0, dataSource.listHost(host, sizeForItemAt: ItemPath(indexPath)).height)
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      self.tableView(tableView, heightForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      supplementaryView(.header, section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      supplementaryView(.footer, section)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      height(ofSupplementary: .header, section, in: tableView)
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      height(ofSupplementary: .footer, section, in: tableView)
    }

    /// The height of a header or footer, as the table must read it: a grouped or inset-grouped
    /// table takes 0 as its default height, so "none" is `.leastNonzeroMagnitude` there.
    private func height(
      ofSupplementary kind: SupplementaryKind, _ section: Int, in tableView: UITableView
    ) -> CGFloat {
      let height = supplementaryHeight(kind, section)
      return height > 0 || tableView.style == .plain ? height : .leastNonzeroMagnitude
    }

    private func supplementaryHeight(_ kind: SupplementaryKind, _ section: Int) -> CGFloat {
      guard let host, let dataSource = host.dataSource else { return 0 }
      // A section without rows asks no row height: a new width is noticed here too.
      host.measureCellsAgainIfWidthChanged()
      return max(
        0, dataSource.listHost(host, sizeForSupplementaryOfKind: kind, inSection: section).height)
    }

    private func supplementaryView(_ kind: SupplementaryKind, _ section: Int) -> UIView? {
      guard supplementaryHeight(kind, section) > 0 else { return nil }
      let answer = requesting(.supplementary(kind, ItemPath(item: 0, section: section))) {
        host -> Result<AnyObject, ListHostError>? in
        guard let dataSource = host.dataSource else { return nil }
        do throws(ListHostError) {
          return .success(
            try dataSource.listHost(
              host, viewForSupplementaryOfKind: kind, at: ItemPath(item: 0, section: section)))
        } catch {
          return .failure(error)
        }
      }
      switch answer {
      case .success(let view as UIView)??:
        if kind == .header { _AccessibilityGlue.markHeader(view) }
        return view
      case .success(let view)??:
        _trap(
          "TableViewHost",
          "the data source returned \(type(of: view)) for the \(kind) of section \(section); a "
            + "table view's headers and footers are UITableViewHeaderFooterViews")
      case .failure(let error)??:
        _trap(
          "TableViewHost",
          "the \(kind) view of section \(section) threw: \(error)")
      default: return nil
      }
    }

    // MARK: Display

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      guard let host else { return }
      let path = ItemPath(indexPath)
      host.delegate?.listHost(host, willDisplay: cell, forItemAt: path)
      // UIKit's self-sizing pass: ask the displayed cell, and have the heights asked again when
      // its answer changes its row.
      guard let dataSource = host.dataSource,
        let size = dataSource.listHost(
          host, preferredSizeOf: cell, forItemAt: path, proposed: cell.bounds.size),
        size.height != cell.bounds.height
      else { return }
      host.refreshHeightsAfterLayout()
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      guard let host else { return }
      host.delegate?.listHost(host, didEndDisplaying: cell, forItemAt: ItemPath(indexPath))
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      guard let host else { return }
      host.delegate?.listHost(
        host, willDisplaySupplementaryView: view, ofKind: .header,
        at: ItemPath(item: 0, section: section))
      // The self-sizing pass for headers and footers, as for cells: ask the displayed view, and
      // have the heights asked again when its answer changes its height.
      if host.preferredHeightChanges(ofSupplementary: view, ofKind: .header, inSection: section) {
        host.refreshHeightsAfterLayout()
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      guard let host else { return }
      host.delegate?.listHost(
        host, willDisplaySupplementaryView: view, ofKind: .footer,
        at: ItemPath(item: 0, section: section))
      // The self-sizing pass for headers and footers, as for cells: ask the displayed view, and
      // have the heights asked again when its answer changes its height.
      if host.preferredHeightChanges(ofSupplementary: view, ofKind: .footer, inSection: section) {
        host.refreshHeightsAfterLayout()
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      guard let host else { return }
      host.delegate?.listHost(
        host, didEndDisplayingSupplementaryView: view, ofKind: .header,
        at: ItemPath(item: 0, section: section))
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      guard let host else { return }
      host.delegate?.listHost(
        host, didEndDisplayingSupplementaryView: view, ofKind: .footer,
        at: ItemPath(item: 0, section: section))
    }

    // MARK: Highlight and selection

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      guard let host else { return false }
      return host.delegate?.listHost(host, shouldHighlightItemAt: ItemPath(indexPath)) ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      guard let host else { return }
      host.delegate?.listHost(host, didHighlightItemAt: ItemPath(indexPath))
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      guard let host else { return }
      host.delegate?.listHost(host, didUnhighlightItemAt: ItemPath(indexPath))
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      guard let host else { return nil }
      let allowed = host.delegate?.listHost(host, shouldSelectItemAt: ItemPath(indexPath)) ?? true
      return allowed ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard let host else { return }
      host.delegate?.listHost(host, didSelectItemAt: ItemPath(indexPath))
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      guard let host else { return nil }
      let allowed = host.delegate?.listHost(host, shouldDeselectItemAt: ItemPath(indexPath)) ?? true
      return allowed ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      guard let host else { return }
      host.delegate?.listHost(host, didDeselectItemAt: ItemPath(indexPath))
    }

    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      host?.keyboardFocusDidMove(to: context.nextFocusedIndexPath.map(ItemPath.init))
    }

    // MARK: Editing

    // Swipe actions: UISwipeActionsConfiguration, UIContextualAction and the swipe delegate
    // methods are not available on tvOS (Apple's pages list iOS, iPadOS, Mac Catalyst and
    // visionOS), where rows have no swipe actions.
    #if !os(tvOS)
      func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
          return nil
        }
        let actions = editing.listHost(host, swipeActionsForItemAt: ItemPath(indexPath))
        guard !actions.isEmpty else { return nil }
        let configuration = UISwipeActionsConfiguration(
          actions: actions.map { action in
            let contextual = UIContextualAction(
              style: action.style == .destructive ? .destructive : .normal, title: action.title
            ) { _, _, completion in
              // UIKit animates a destructive action's row away on `true`, whether or not the
              // data changed: succeed only when the item left the list (a handler that asks
              // first, or deletes later, leaves the row until its batch removes it).
              completion(action.performAsSwipe())
            }
            return contextual
          })
        // A full swipe would run a destructive first action without the user seeing its title.
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
      }
    #endif

    /// No insert or delete control in editing mode: a row is editable for its swipe actions or its
    /// reorder control, and deletion goes through swipe actions (UIKit's default, `.delete`,
    /// would show a control that does nothing without `tableView(_:commit:forRowAt:)`). Outside
    /// editing mode the row keeps `.delete`, which swiping needs (a `.none` row offers no swipe
    /// actions).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    { tableView.isEditing ? .none : .delete }

    /// Rows without an editing control keep their place in editing mode.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    { false }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      guard let host, let editing = host.dataSource as? any ListHostEditingDataSource else {
        return sourceIndexPath
      }
      return IndexPath(
        editing.listHost(
          host, targetPathForMoveFrom: ItemPath(sourceIndexPath),
          toProposed: ItemPath(proposedDestinationIndexPath)))
    }

    // MARK: Scrolling

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
