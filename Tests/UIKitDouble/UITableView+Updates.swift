import Foundation
import TrellisDiff

extension UITableView {
  /// Changes collected between the start and the end of a batch.
  struct PendingBatch {
    var update = BatchUpdate()
    var reconfigures: [IndexPath] = []
  }

  /// How long a batch animates on the table's clock before its completion runs.
  package static let batchAnimationDuration: Duration = .milliseconds(300)

  /// Animates multiple insert, delete, reload, and move operations as a group (iOS 11.0).
  ///
  /// As UIKit may, the table first runs any pending layout pass (loading its data if it never has,
  /// or after a reload), then asks the data source for its counts once more: the data must still
  /// be the data before the batch, since it changes inside `updates` (Apple's page for this
  /// method); a data source that changed before the call is a violation, reported with the message
  /// UIKit would raise when its layout pass had read the new counts. It then runs `updates`, asks
  /// the data source for the new counts and checks them against the operations (TrellisDiff's
  /// `BatchUpdate` rules, in UIKit's words). The completion runs after ``batchAnimationDuration``
  /// on the table's clock.
  @available(iOS 11.0, *)
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    performBatch(updates, completion: completion, dataChangesInside: true)
  }

  /// `performBatchUpdates`; `dataChangesInside` is `false` for a single insert, delete, move or
  /// reload called outside a batch, whose data changed before the call, as UIKit expects.
  private func performBatch(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?, dataChangesInside: Bool
  ) {
    guard checkNotInsideDataSource("performBatchUpdates(_:completion:)") else { return }
    if isInLayout, batch == nil {
      // From a display callback, inside the table's layout pass: Apple documents nothing about a
      // batch started there, so the double accepts none, not even one without changes (the
      // beginUpdates/endUpdates idiom); start it after the pass. Heights are asked again before
      // the pass ends, so that what follows stays consistent.
      var pending = PendingBatch()
      batch = pending
      updates?()
      pending = batch ?? pending
      batch = nil
      report(
        "performBatchUpdates(_:completion:) was called while the table lays out (from a display "
          + "callback such as tableView(_:willDisplay:forRowAt:)); UIKit documents no batch inside "
          + "its layout pass: start it after the pass"
          + (pending.update.isEmpty && pending.reconfigures.isEmpty
            ? "" : " (this one has changes)"))
      heightsInvalidatedInLayout = true
      _UIKitAnimation.schedule(clock: clock, duration: Self.batchAnimationDuration) {
        completion?(true)
      }
      return
    }
    let outer = batch
    // UIKit may run a pending layout pass (loading the data after a reload) before `updates`
    // runs; the data source must then still answer the data before the batch.
    var answered: [Int]?
    if outer == nil {
      isLayingOutForBatch = true
      if dataChangesInside { layoutIfNeeded() }
      isLayingOutForBatch = false
      loadIfNeeded()
      if dataChangesInside { answered = queryCounts() }
    }
    batch = PendingBatch()
    updates?()
    let pending = batch ?? PendingBatch()
    batch = outer
    if outer != nil {
      // A nested batch joins the outer one, as UIKit's do.
      batch?.update = Self.merge(outer!.update, pending.update)
      batch?.reconfigures += pending.reconfigures
      _UIKitAnimation.schedule(clock: clock, duration: Self.batchAnimationDuration) {
        completion?(true)
      }
      return
    }
    if let answered, answered != counts {
      report(
        pending.update.dataChangedBeforeBatchMessage(
          view: "table view", held: counts, answered: answered, current: queryCounts(),
          describe: Self.tableMessage))
      invalidateData()
      layoutIfNeeded()
    } else {
      apply(pending)
    }
    let table = self
    _UIKitAnimation.schedule(clock: clock, duration: Self.batchAnimationDuration) {
      _ = table
      completion?(true)
    }
  }

  /// Inserts rows in the table view at the locations that an array of index paths identifies.
  public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.update.itemInserts += indexPaths.map(ItemPath.init) }
  }

  /// Deletes the rows that an array of index paths identifies.
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.update.itemDeletes += indexPaths.map(ItemPath.init) }
  }

  /// Moves the row at a specified location to a destination location (iOS 5.0).
  @available(iOS 5.0, *)
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record {
      $0.update.itemMoves.append(
        Move(source: ItemPath(row: indexPath), target: ItemPath(row: newIndexPath)))
    }
  }

  /// Reloads the specified rows using the provided animation effect (iOS 3.0).
  @available(iOS 3.0, *)
  public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.update.itemReloads += indexPaths.map(ItemPath.init) }
  }

  /// Inserts one or more sections in the table view.
  public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.update.sectionInserts += sections }
  }

  /// Deletes one or more sections in the table view.
  public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.update.sectionDeletes += sections }
  }

  /// Moves a section to a new location in the table view (iOS 5.0).
  @available(iOS 5.0, *)
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.update.sectionMoves.append(Move(source: section, target: newSection)) }
  }

  /// Reloads the specified sections using a given animation effect (iOS 3.0).
  @available(iOS 3.0, *)
  public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.update.sectionReloads += sections }
  }

  /// Updates the data for the rows at the index paths you specify, preserving the existing cells
  /// for the rows (iOS 15.0). The data source is asked again for each visible row, and must
  /// dequeue — and so return — the row's existing cell. Inside a batch, the paths are those
  /// before the batch, and the rows are reconfigured after it.
  @available(iOS 15.0, *)
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    if batch != nil {
      batch?.reconfigures += indexPaths
      return
    }
    guard checkNotInsideDataSource("reconfigureRows(at:)") else { return }
    loadIfNeeded()
    let existing = indexPaths.filter { path in
      guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.row)
      else {
        report(
          "Attempted to reconfigure row at index path \(path.shortDescription) which does not "
            + "exist in the table view")
        return false
      }
      return true
    }
    reconfigure(existing)
  }

  // MARK: Internal

  private func record(_ change: (inout PendingBatch) -> Void) {
    if batch != nil {
      change(&batch!)
    } else {
      var pending = PendingBatch()
      change(&pending)
      performBatch({ [pending] in self.batch = pending }, completion: nil, dataChangesInside: false)
    }
  }

  private static func merge(_ a: BatchUpdate, _ b: BatchUpdate) -> BatchUpdate {
    BatchUpdate(
      sectionDeletes: a.sectionDeletes + b.sectionDeletes,
      sectionInserts: a.sectionInserts + b.sectionInserts,
      sectionReloads: a.sectionReloads + b.sectionReloads,
      sectionMoves: a.sectionMoves + b.sectionMoves, itemDeletes: a.itemDeletes + b.itemDeletes,
      itemInserts: a.itemInserts + b.itemInserts, itemReloads: a.itemReloads + b.itemReloads,
      itemMoves: a.itemMoves + b.itemMoves)
  }

  /// Checks a batch against the data source's new counts and moves what the table shows.
  func apply(_ pending: PendingBatch) {
    let update = pending.update
    let oldCounts = counts
    let newCounts = queryCounts()
    let mapping: BatchUpdate.IndexMapping
    do {
      mapping = try update.indexMapping(from: oldCounts, to: newCounts)
    } catch {
      report(Self.tableMessage(error))
      invalidateData()
      layoutIfNeeded()
      return
    }
    let reloaded = Set(update.itemReloads)
    let reloadedSections = Set(update.sectionReloads)
    func target(_ path: IndexPath) -> IndexPath? {
      let source = ItemPath(row: path)
      guard !reloaded.contains(source), !reloadedSections.contains(source.section),
        let target = mapping.target(of: source)
      else { return nil }
      return IndexPath(row: target.item, section: target.section)
    }
    // Rows that go end their display; the others take their new index paths.
    var moved: [IndexPath: UITableViewCell] = [:]
    for path in visibleRows.keys.sorted() {
      if let new = target(path) { moved[new] = visibleRows[path] } else { endDisplayingRow(path) }
    }
    visibleRows = moved
    // Prepared cells follow their rows too; those of deleted and reloaded rows are discarded.
    var movedPrepared: [IndexPath: UITableViewCell] = [:]
    for path in preparedRows.keys.sorted() {
      if let new = target(path), let cell = preparedRows[path] {
        movedPrepared[new] = cell
        preparedRows[path] = nil
      } else {
        discardPreparedRow(path)
      }
    }
    preparedRows = movedPrepared
    for section in visibleHeaders.keys.sorted() { endDisplayingHeader(section, footer: false) }
    for section in visibleFooters.keys.sorted() { endDisplayingHeader(section, footer: true) }
    selectedRows = Set(selectedRows.compactMap(target))
    prefetched = []
    var measured = newCounts.map { [CGFloat?](repeating: nil, count: $0) }
    for section in oldCounts.indices {
      for row in 0..<oldCounts[section] {
        if let new = target(IndexPath(row: row, section: section)) {
          measured[new.section][new.row] = measuredHeights[section][row]
        }
      }
    }
    counts = newCounts
    measuredHeights = measured
    if let deletion = swipeDeletion {
      if mapping.target(of: ItemPath(row: deletion.path)) == nil {
        // The data source deleted the swiped row: as the action promised (or will promise).
        swipeDeletion = deletion.hidden ? nil : (deletion.path, true, false)
      } else if deletion.hidden {
        reportSwipeDeletionKept(deletion.path)
      } else if let target = target(deletion.path) {
        swipeDeletion = (target, false, false)
      }
    }
    isInLayoutForBatch {
      queryHeights()
    }
    let reconfigures = pending.reconfigures.compactMap(target)
    updateVisibleContent()
    if !reconfigures.isEmpty { reconfigure(reconfigures) }
  }

  private func isInLayoutForBatch(_ body: () -> Void) { body() }

  func reconfigure(_ paths: [IndexPath]) {
    var resized = false
    for path in paths.sorted() {
      let isVisible = visibleRows[path] != nil
      guard let cell = visibleRows[path] ?? preparedRows[path] else { continue }
      reconfiguring = cell
      let answer = requestCell(at: path)
      reconfiguring = nil
      if answer !== cell {
        report(
          "reconfigureRows(at:): the data source returned another cell for "
            + "\(path.shortDescription); it must dequeue the row's existing cell")
      }
      if isVisible, rowIsAutomatic[path.section][path.row] {
        measuredHeights[path.section][path.row] = nil
        if measure(cell, at: path) { resized = true }
      }
    }
    guard resized else { return }
    computeOrigins()
    updateVisibleContent()
  }

  /// A `BatchUpdateViolation`'s message in the words UIKit's table view uses.
  static func tableMessage(_ violation: BatchUpdateViolation) -> String {
    violation.description
      .replacingOccurrences(of: "number of items", with: "number of rows")
      .replacingOccurrences(of: "items in section", with: "rows in section")
      .replacingOccurrences(of: "items inserted", with: "rows inserted")
      .replacingOccurrences(of: "items moved", with: "rows moved")
      .replacingOccurrences(of: "number of items", with: "number of rows")
      .replacingOccurrences(of: "collection view", with: "table view")
      .replacingOccurrences(of: "attempt to delete item", with: "attempt to delete row")
      .replacingOccurrences(of: "attempt to insert item", with: "attempt to insert row")
  }
}

extension ItemPath {
  init(row indexPath: IndexPath) { self.init(item: indexPath.row, section: indexPath.section) }
}
