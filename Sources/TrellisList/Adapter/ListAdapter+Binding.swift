/// Told when the host starts and stops displaying a cell the adapter configured: how list
/// presenters bind cell presenters only to the cells on screen.
///
///     final class Relay: ListCellDisplayObserving {
///       func listAdapter(_ adapter: ListAdapter, willDisplay cell: AnyObject, at path: ItemPath) {}
///       func listAdapter(_ adapter: ListAdapter, didEndDisplaying cell: AnyObject) {}
///     }
///     adapter.cellDisplayObserver = relay   // held weakly
///
/// The host calls `willDisplay` after the data source configured the cell (a newly dequeued or
/// reused cell), and also when it shows again a cell it kept without asking the data source.
/// `didEndDisplaying` follows a cell scrolled off, deleted or replaced: the host may put it in
/// its reuse pool, where it must no longer be updated.
@MainActor
public protocol ListCellDisplayObserving: AnyObject {
  /// The host is about to show `cell` for the item at `path` of the displayed data.
  ///
  /// - Parameters:
  ///   - adapter: The adapter whose host shows the cell.
  ///   - cell: The cell.
  ///   - path: Where its item is, in the data the adapter answers from.
  func listAdapter(_ adapter: ListAdapter, willDisplay cell: AnyObject, at path: ItemPath)

  /// The host stopped showing `cell`.
  ///
  /// - Parameters:
  ///   - adapter: The adapter whose host showed the cell.
  ///   - cell: The cell.
  func listAdapter(_ adapter: ListAdapter, didEndDisplaying cell: AnyObject)
}
