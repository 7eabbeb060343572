import Foundation

/// Methods for managing selections, configuring section headers and footers, and other aspects
/// of a table view (UIKit: `UITableViewDelegate`, iOS 2.0). Optional methods are requirements with
/// default implementations that answer as UIKit does when a delegate does not implement them.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Asks the delegate for the height to use for a row in a specified location.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Asks the delegate for the estimated height of a row in a specified location (iOS 7.0).
  @available(iOS 7.0, *)
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Asks the delegate for a view to display in the header of the specified section.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// Asks the delegate for a view to display in the footer of the specified section.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Asks the delegate for the height to use for the header of a particular section.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Asks the delegate for the height to use for the footer of a particular section.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// Tells the delegate the table view is about to draw a cell for a particular row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate that the specified cell was removed from the table (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate that the table is about to display the header view for the specified
  /// section (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Tells the delegate that the table is about to display the footer view for the specified
  /// section (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Tells the delegate that the specified header view was removed from the table (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// Tells the delegate that the specified footer view was removed from the table (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// Asks the delegate if the specified row should be highlighted (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Tells the delegate that the specified row was highlighted (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Tells the delegate that the highlight was removed from the row at the specified index path
  /// (iOS 6.0).
  @available(iOS 6.0, *)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Tells the delegate a row is about to be selected.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate a row is selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Tells the delegate that a specified row is about to be deselected (iOS 3.0).
  @available(iOS 3.0, *)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate that the specified row is now deselected (iOS 3.0).
  @available(iOS 3.0, *)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Returns the swipe actions to display on the leading edge of the row (iOS 11.0).
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Returns the swipe actions to display on the trailing edge of the row (iOS 11.0).
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Asks the delegate to return a new index path to retarget a proposed move of a row.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// Asks the delegate for the editing style of a row at a particular location in a table view
  /// (iOS 8.0).
  @available(iOS 8.0, *)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Asks the delegate whether the background of the specified row should be indented while the
  /// table view is in editing mode (iOS 8.0).
  @available(iOS 8.0, *)
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// Tells the delegate that a focus update specified by the context has just occurred
  /// (iOS 9.0).
  @available(iOS 9.0, *)
  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
}

extension UITableViewDelegate {
  /// The table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// No header view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { tableView.sectionHeaderHeight }
  /// The table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { tableView.sectionFooterHeight }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// Every row highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Selects the proposed row.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Deselects the proposed row.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// No leading actions.
  @available(tvOS, unavailable)
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No trailing actions.
  @available(tvOS, unavailable)
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// The proposed destination.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Apple's page: an editable row gets the delete control when the delegate does not implement
  /// this method.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Apple's page: `true` when the delegate does not implement this method.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
}
