#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension TableViewHost {
    // MARK: Selection

    /// Whether more than one row can be selected.
    public var allowsMultipleSelection: Bool {
      get { tableView.allowsMultipleSelection }
      set { tableView.allowsMultipleSelection = newValue }
    }

    /// The selected rows.
    public var indexPathsForSelectedItems: [ItemPath] {
      (tableView.indexPathsForSelectedRows ?? []).map(ItemPath.init).sorted()
    }

    /// Selects a row without calling the delegate, as UIKit does.
    ///
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a row the table does not hold.
    public func selectItem(at path: ItemPath, animated: Bool) throws(ListHostError) {
      guard frameForItem(at: path) != nil else { throw .itemOutOfRange(path) }
      tableView.selectRow(at: IndexPath(path), animated: animated, scrollPosition: .none)
    }

    /// Deselects a row without calling the delegate, as UIKit does.
    public func deselectItem(at path: ItemPath, animated: Bool) {
      tableView.deselectRow(at: IndexPath(path), animated: animated)
    }
  }
#endif
