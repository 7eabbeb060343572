#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension TableViewHost {
    // MARK: Updates

    /// Reloads everything and lays out at once, so that a batch can follow.
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   table (UIKit raises when a data source reloads its view while it asks);
    ///   `ListHostError/supplementaryViewsPerRow(_:at:)` after showing every row, when the data
    ///   source answers supplementary views for one.
    public func reloadData() throws(ListHostError) {
      try checkNotInsideRequest("reloadData()")
      tableCounts = nil
      tableView.reloadData()
      tableView.layoutIfNeeded()
      // Every cell was replaced: no row keeps focus (as on the headless hosts).
      if accessibilityState.focus.item != nil {
        accessibilityState.focus = _ListFocus()
        accessibilityStatusMayHaveChanged()
      }
      let counts = currentCounts()
      let rows = counts.indices.lazy.flatMap { section in
        (0..<counts[section]).lazy.map { ItemPath(item: $0, section: section) }
      }
      if let rejection = rejectionOfRowSupplementaries(at: rows) { throw rejection }
    }

    /// Performs `update` as one `performBatchUpdates(_:completion:)` of the table, switching the
    /// data source with `updateData` inside its updates closure.
    ///
    /// UIKit may lay out when the call starts and read the counts then; inside the updates
    /// closure the host takes the counts the table read as those before the batch, switches the
    /// data, and checks the batch against the counts after it. A batch that does not fit is not
    /// issued (UIKit would raise "Invalid update: invalid number of rows…"): the host replaces
    /// every section instead, which shows the new data as a reload does, and throws the broken
    /// rule. A table that has not read its counts since it was created or reloaded reloads
    /// instead of a batch (UIKit would load the counts after the switch and apply the batch on
    /// top of them).
    ///
    /// - Parameters:
    ///   - update: The changes, in UIKit's index convention.
    ///   - animated: Whether the change animates.
    ///   - updateData: Switches the data source to the data after the batch.
    ///   - completion: Called with `true` when the batch has finished (at once when it does not
    ///     animate); not called when the host throws.
    /// - Throws: `ListHostError/invalidBatch(_:)` for a batch UIKit would reject.
    public func performBatchUpdates(
      _ update: BatchUpdate, animated: Bool, updatingData updateData: () -> Void,
      completion: (@MainActor (Bool) -> Void)?
    ) throws(ListHostError) {
      try checkNotInsideRequest("performBatchUpdates(_:animated:updatingData:completion:)")
      guard tableCounts != nil else {
        updateData()
        try reloadData()
        completion?(true)
        return
      }
      let tableView = tableView
      var rowRejection: ListHostError?
      let focusedBefore = accessibilityState.focus.item
      let rejection = try performBatch(
        { tableView.performBatchUpdates($0, completion: $1) }, animated: animated,
        updates: {
          let before = self.tableCounts ?? []
          updateData()
          let after = self.currentCounts()
          let (issued, violation) = update._issuable(from: before, to: after)
          rowRejection = self.rejectionOfRowSupplementaries(
            at: issued.rowsAsked(from: before, to: after))
          self.carryFocus(across: issued, from: before, to: after)
          Self.issue(issued, to: tableView)
          return violation
        }, completion: completion)
      // Only a focus change is reported here: the rest of the status changes on notifications.
      if accessibilityState.focus.item != focusedBefore { accessibilityStatusMayHaveChanged() }
      if let rejection { throw .invalidBatch(rejection) }
      askVisiblePreferredSizes()
      // The rows are on screen, without the views a table cannot show.
      if let rowRejection { throw rowRejection }
      if !animated { completion?(true) }
    }

    /// Whether the host shows supplementary views of items: a table view has none per row.
    public var supportsItemSupplementaries: Bool { false }

    /// Asks the table for every row's height again.
    public func invalidateLayout() throws(ListHostError) {
      try checkNotInsideRequest("invalidateLayout()")
      guard tableCounts != nil else { return }
      tableView.performBatchUpdates(nil, completion: nil)
      askVisiblePreferredSizes()
    }

    /// Asks the table for the heights again; a table lays out all rows at once.
    public func invalidateLayout(ofItemsAt paths: [ItemPath]) throws(ListHostError) {
      guard !paths.isEmpty else { return }
      try invalidateLayout()
    }

    // MARK: Internal

    /// The error for the first of `rows` whose supplementary views the data source answers (a
    /// table view shows none per row), or `nil`.
    func rejectionOfRowSupplementaries(at rows: some Sequence<ItemPath>) -> ListHostError? {
      guard let dataSource else { return nil }
      for path in rows {
        if let first = dataSource.listHost(self, supplementariesOfItemAt: path).first {
          return .supplementaryViewsPerRow(first.kind, at: path)
        }
      }
      return nil
    }

    // MARK: Private

    /// Issues `update`'s operations to `tableView`, inside its updates closure.
    private static func issue(_ update: BatchUpdate, to tableView: UITableView) {
      tableView.deleteSections(IndexSet(update.sectionDeletes), with: .automatic)
      tableView.insertSections(IndexSet(update.sectionInserts), with: .automatic)
      tableView.reloadSections(IndexSet(update.sectionReloads), with: .automatic)
      for move in update.sectionMoves {
        tableView.moveSection(move.source, toSection: move.target)
      }
      tableView.deleteRows(at: update.itemDeletes.map { IndexPath($0) }, with: .automatic)
      tableView.insertRows(at: update.itemInserts.map { IndexPath($0) }, with: .automatic)
      tableView.reloadRows(at: update.itemReloads.map { IndexPath($0) }, with: .automatic)
      for move in update.itemMoves {
        tableView.moveRow(at: IndexPath(move.source), to: IndexPath(move.target))
      }
    }
  }

  extension BatchUpdate {
    /// The rows after this batch whose views the table asks for again: inserted and reloaded
    /// rows, and every row of inserted and reloaded sections, as paths after the batch.
    ///
    /// - Parameters:
    ///   - before: The item counts before the batch.
    ///   - after: The item counts after it; the batch must fit both.
    func rowsAsked(from before: [Int], to after: [Int]) -> [ItemPath] {
      guard let mapping = try? indexMapping(from: before, to: after) else { return [] }
      var rows = itemInserts + itemReloads.compactMap { mapping.target(of: $0) }
      let sections = sectionInserts + sectionReloads.compactMap { mapping.target(ofSection: $0) }
      for section in sections where after.indices.contains(section) {
        rows += (0..<after[section]).map { ItemPath(item: $0, section: section) }
      }
      return rows
    }
  }
#endif
