import Foundation
import TrellisDiff

// Simulated touches for tests: UIKit has none of this, so all of it is `package`.
extension UITableView {
  /// Simulates a tap on a visible row, with UIKit's delegate order: should-highlight,
  /// did-highlight, did-unhighlight (the finger lifts), will-select (which may redirect or cancel
  /// the selection), then — for a single-selection table — will-deselect and did-deselect of the
  /// row selected before, and did-select. In a multiple-selection table a tap on a selected row
  /// deselects it instead (will-deselect, did-deselect).
  package func tapRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard let cell = visibleRows[indexPath] else {
      report("a user cannot tap the row at \(indexPath.shortDescription): it is not visible")
      return
    }
    guard allowsSelection || editing == false && allowsSelection else { return }
    let delegate = tableDelegate
    if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
      cell.setHighlighted(true, animated: false)
      delegate?.tableView(self, didHighlightRowAt: indexPath)
      cell.setHighlighted(false, animated: false)
      delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    } else {
      return
    }
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      guard let path = willDeselect(indexPath, delegate) else { return }
      deselectRow(at: path, animated: false)
      delegate?.tableView(self, didDeselectRowAt: path)
      return
    }
    guard let path = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath
    else { return }
    if !allowsMultipleSelection {
      for old in selectedRows.sorted() where old != path {
        guard let deselect = willDeselect(old, delegate) else { continue }
        deselectRow(at: deselect, animated: false)
        delegate?.tableView(self, didDeselectRowAt: deselect)
      }
    }
    selectedRows.insert(path)
    visibleRows[path]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: path)
  }

  private func willDeselect(_ path: IndexPath, _ delegate: (any UITableViewDelegate)?)
    -> IndexPath?
  {
    guard let delegate else { return path }
    return delegate.tableView(self, willDeselectRowAt: path)
  }

  /// The edge of a row a swipe reveals.
  package enum SwipeEdge: Sendable {
    /// A swipe to the right reveals the leading actions.
    case leading
    /// A swipe to the left reveals the trailing actions.
    case trailing
  }

  /// Simulates a swipe on a visible row that reveals the actions of `edge`, then a tap on the
  /// action at `actionIndex` (0 is the one nearest the edge; `nil` taps none). UIKit asks
  /// `canEditRowAt` first and offers no actions when it answers false, nor for a row whose
  /// editing style (`tableView(_:editingStyleForRowAt:)`) is `.none`. A destructive action's
  /// `completion(true)` takes the row away (UIKit animates it out whether or not the data
  /// changed); a data source that still has it at the next layout pass or batch is a violation. Returns the configuration
  /// the delegate gave and, when an action ran and called its completion, what it passed.
  @discardableResult
  package func swipeRow(
    at indexPath: IndexPath, edge: SwipeEdge = .trailing, tappingActionAt actionIndex: Int? = 0
  ) -> (configuration: UISwipeActionsConfiguration?, completed: Bool?) {
    layoutIfNeeded()
    guard let cell = visibleRows[indexPath] else {
      report("a user cannot swipe the row at \(indexPath.shortDescription): it is not visible")
      return (nil, nil)
    }
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return (nil, nil) }
    let delegate = tableDelegate
    // Reports agree that a row whose editing style is `.none` cannot be swiped (Apple documents
    // no rule); the double follows them.
    guard delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete != .none else {
      return (nil, nil)
    }
    let configuration =
      switch edge {
      case .leading: delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      case .trailing:
        delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      }
    guard let configuration, let actionIndex, configuration.actions.indices.contains(actionIndex)
    else { return (configuration, nil) }
    let action = configuration.actions[actionIndex]
    var completed: Bool?
    let destructive = action.style == .destructive
    if destructive { swipeDeletion = (indexPath, false, false) }
    action.handler(action, cell) { [weak self] success in
      completed = success
      if destructive { self?.finishSwipeDeletion(succeeded: success) }
    }
    return (configuration, completed)
  }

  /// The completion of a destructive action: with `true`, UIKit takes the row as deleted and
  /// animates it away, whether or not the data changed; a batch that deletes it must follow
  /// before the next layout pass, or the data source still has a row the table no longer shows.
  private func finishSwipeDeletion(succeeded: Bool) {
    guard let deletion = swipeDeletion else { return }
    guard succeeded, !deletion.removed else {
      swipeDeletion = nil
      return
    }
    swipeDeletion = (deletion.path, false, true)
    endDisplayingRow(deletion.path)
  }

  /// Reports a row that a destructive action's `completion(true)` took away while the data source
  /// kept it (at a layout pass or batch after the completion), and shows it again.
  func checkSwipeDeletion() {
    guard let deletion = swipeDeletion, deletion.hidden else { return }
    reportSwipeDeletionKept(deletion.path)
  }

  func reportSwipeDeletionKept(_ path: IndexPath) {
    swipeDeletion = nil
    report(
      "a destructive swipe action called its completion with true, so the table animated the row "
        + "at \(path.shortDescription) away, but the data source still has it: call completion(true) "
        + "only when the row was deleted, completion(false) otherwise")
  }

  /// Simulates the user dragging a row's reorder control in editing mode from `source` towards
  /// `proposed`: the table asks `canMoveRowAt`, lets the delegate retarget the move
  /// (`targetIndexPathForMoveFromRowAt`), moves the row itself and tells the data source
  /// (`moveRowAt`). Returns the destination, or `nil` when nothing moved.
  @discardableResult
  package func moveRow(interactivelyFrom source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    layoutIfNeeded()
    guard editing else {
      report("a user cannot reorder rows outside editing mode")
      return nil
    }
    guard visibleRows[source] != nil else {
      report("a user cannot drag the row at \(source.shortDescription): it is not visible")
      return nil
    }
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return nil }
    let destination =
      tableDelegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
    guard destination != source else { return nil }
    var expected = counts
    expected[source.section] -= 1
    guard expected.indices.contains(destination.section),
      (0...expected[destination.section]).contains(destination.row)
    else {
      report("the move target \(destination.shortDescription) is outside the table")
      return nil
    }
    // Apple's page: the data source updates its model; the table finishes the move after it
    // returns, so updates from inside it are violations.
    asking("tableView(_:moveRowAt:to:)") {
      dataSource.tableView(self, moveRowAt: source, to: destination)
    }
    var pending = PendingBatch()
    pending.update.itemMoves = [
      .init(source: ItemPath(row: source), target: ItemPath(row: destination))
    ]
    apply(pending)
    return destination
  }
}
