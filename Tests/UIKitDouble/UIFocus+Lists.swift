import Foundation

// The double's focus engine for the list views: a test moves keyboard focus (a hardware
// keyboard's arrow or Tab keys, Full Keyboard Access) to a cell, and the view tells its delegate
// as UIKit's focus engine does. Only what Trellis relies on is modelled: one focused cell per
// view, `allowsFocus`, `selectionFollowsFocus`, and the `didUpdateFocusIn` delegate call.

extension UICollectionView {
  // MARK: Double: focus

  /// The index path of the cell that has keyboard focus, or `nil` (package, for tests). Focus
  /// stays on its cell: it follows the item through batch updates, and it is gone once the cell
  /// leaves the view for the reuse pool (its item deleted or reloaded).
  package var focusedIndexPathForTesting: IndexPath? {
    focusedCell.flatMap { indexPath(for: $0) }
  }

  /// Simulates the focus engine moving keyboard focus to the visible cell at `indexPath`, or out
  /// of the collection view with `nil` (package, for tests).
  ///
  /// When focus changes, the delegate hears
  /// `collectionView(_:didUpdateFocusIn:with:)` with the previously and the next focused index
  /// paths; then, with `selectionFollowsFocus`, the newly focused item is selected as a tap
  /// selects it (`shouldSelectItemAt`, the other items' `didDeselectItemAt` unless
  /// `allowsMultipleSelection`, `didSelectItemAt`; no highlight), unless it is selected already.
  /// Moving focus where it already is does nothing.
  ///
  /// - Precondition: `allowsFocus` is `true` when `indexPath` is not `nil` (UIKit's focus engine
  ///   skips the cells otherwise), and the cell at `indexPath` is visible (the double's focus
  ///   engine does not scroll).
  package func moveFocusForTesting(to indexPath: IndexPath?) {
    layoutIfNeeded()
    let previous = focusedIndexPathForTesting
    let next = _focusTarget(indexPath, in: "UICollectionView", allowsFocus: allowsFocus) {
      indexPathsForVisibleItems.contains($0) ? cellForItem(at: $0) : nil
    }
    guard previous != indexPath else { return }
    focusedCell = next
    let delegate = self.delegate as? any UICollectionViewDelegate
    delegate?.collectionView(
      self,
      didUpdateFocusIn: UICollectionViewFocusUpdateContext(
        previouslyFocusedIndexPath: previous, nextFocusedIndexPath: indexPath),
      with: UIFocusAnimationCoordinator())
    #if !os(tvOS)
      guard let indexPath, selectionFollowsFocus, allowsSelection,
        !(indexPathsForSelectedItems ?? []).contains(indexPath),
        delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
      else { return }
      if !allowsMultipleSelection {
        for other in indexPathsForSelectedItems ?? [] where other != indexPath {
          deselectItem(at: other, animated: false)
          delegate?.collectionView(self, didDeselectItemAt: other)
        }
      }
      selectItem(at: indexPath, animated: false, scrollPosition: [])
      delegate?.collectionView(self, didSelectItemAt: indexPath)
    #endif
  }
}

extension UITableView {
  // MARK: Double: focus

  /// The index path of the row whose cell has keyboard focus, or `nil` (package, for tests).
  /// Focus stays on its cell: it follows the row through batch updates, and it is gone once the
  /// cell leaves the table for the reuse pool (its row deleted or reloaded).
  package var focusedIndexPathForTesting: IndexPath? {
    focusedCell.flatMap { indexPath(for: $0) }
  }

  /// Simulates the focus engine moving keyboard focus to the visible row at `indexPath`, or out
  /// of the table view with `nil` (package, for tests).
  ///
  /// When focus changes, the delegate hears `tableView(_:didUpdateFocusIn:with:)` with the
  /// previously and the next focused index paths; then, with `selectionFollowsFocus`, the newly
  /// focused row is selected as a tap selects it (`willSelectRowAt`, the other rows'
  /// `willDeselectRowAt`/`didDeselectRowAt` unless `allowsMultipleSelection`,
  /// `didSelectRowAt`; no highlight), unless it is selected already. Moving focus where it
  /// already is does nothing.
  ///
  /// - Precondition: `allowsFocus` is `true` when `indexPath` is not `nil`, and the row at
  ///   `indexPath` is visible (the double's focus engine does not scroll).
  package func moveFocusForTesting(to indexPath: IndexPath?) {
    layoutIfNeeded()
    let previous = focusedIndexPathForTesting
    let next = _focusTarget(indexPath, in: "UITableView", allowsFocus: allowsFocus) {
      visibleRows[$0]
    }
    guard previous != indexPath else { return }
    focusedCell = next
    let delegate = tableDelegate
    delegate?.tableView(
      self,
      didUpdateFocusIn: UITableViewFocusUpdateContext(
        previouslyFocusedIndexPath: previous, nextFocusedIndexPath: indexPath),
      with: UIFocusAnimationCoordinator())
    #if !os(tvOS)
      guard let indexPath, selectionFollowsFocus, allowsSelection,
        !selectedRows.contains(indexPath),
        let path = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath
      else { return }
      if !allowsMultipleSelection {
        for old in selectedRows.sorted() where old != path {
          guard let deselect = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old
          else { continue }
          deselectRow(at: deselect, animated: false)
          delegate?.tableView(self, didDeselectRowAt: deselect)
        }
      }
      selectedRows.insert(path)
      visibleRows[path]?.setSelected(true, animated: false)
      delegate?.tableView(self, didSelectRowAt: path)
    #endif
  }
}

/// The visible cell at `indexPath` that takes focus, or `nil` when focus leaves the view
/// (`indexPath` `nil`), after the focus engine's checks that both list views' drivers share.
///
/// - Precondition: `allowsFocus` when `indexPath` is not `nil`, and a visible cell there.
@MainActor
private func _focusTarget<Cell>(
  _ indexPath: IndexPath?, in view: String, allowsFocus: Bool,
  visibleCell: (IndexPath) -> Cell?
) -> Cell? {
  guard let indexPath else { return nil }
  precondition(
    allowsFocus,
    "\(view): cells take focus only while allowsFocus is true (iOS 15); the focus engine "
      + "skips them otherwise")
  guard let cell = visibleCell(indexPath) else {
    preconditionFailure(
      "\(view): the cell at [\(indexPath.section), \(indexPath.item)] is not visible; the "
        + "double's focus engine moves focus to visible cells only")
  }
  return cell
}
