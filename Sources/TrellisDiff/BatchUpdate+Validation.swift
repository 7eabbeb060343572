extension BatchUpdate {
  // MARK: Public

  /// Checks the batch against every rule of `performBatchUpdates` that the per-section item counts
  /// before and after the batch can decide, and throws the first violation found.
  ///
  ///     let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
  ///     try update.validate(from: [3], to: [2])  // accepted
  ///     try update.validate(from: [3], to: [3])  // throws .invalidItemCount(section: 0, ...)
  ///
  /// The rules, checked in this order:
  /// 1. Every section index is in range of its state; no section is deleted, inserted, reloaded,
  ///    moved from or moved to twice.
  /// 2. No section is both deleted and moved, deleted and reloaded, or moved and reloaded; no
  ///    section index is both inserted and the target of a move.
  /// 3. Section count after = before − deleted + inserted.
  /// 4. Every item path is in range of its state; none is deleted, inserted, reloaded, moved from
  ///    or moved to twice.
  /// 5. No item path is both deleted and moved, deleted and reloaded, or moved and reloaded; none
  ///    is both inserted and the target of a move.
  /// 6. No item operation inside a deleted or reloaded section, no item inserted or moved into an
  ///    inserted section, and no item change inside a moved section.
  /// 7. Item count of every surviving, unreloaded section after = before − deleted + inserted −
  ///    moved out + moved in.
  ///
  /// The checks are at least as strict as UIKit's: where UIKit's behaviour is undocumented (an
  /// insert into a section inserted by the same batch, for example) the batch is rejected.
  ///
  /// - Parameters:
  ///   - oldItemCounts: The number of items of each section before the batch.
  ///   - newItemCounts: The number of items of each section after the batch.
  /// - Throws: The first ``BatchUpdateViolation`` found.
  /// - Complexity: O(*s* + *c*) expected, where *s* is the number of sections and *c* the
  ///   ``changeCount``.
  public func validate(
    from oldItemCounts: [Int], to newItemCounts: [Int]
  ) throws(BatchUpdateViolation) {
    _ = try _SectionCheck(self, oldItemCounts, newItemCounts)
  }
}

/// The section-level facts of a batch, computed while checking its rules.
@usableFromInline
internal struct _SectionCheck {
  /// For each section before the batch, its index after it, or -1 when deleted.
  var oldToNew: [Int]
  /// For each section after the batch, its index before it, or -1 when inserted.
  var newToOld: [Int]
  /// For each section before the batch, whether it is reloaded.
  var reloaded: [Bool]
  /// For each section before the batch, ``_deletedFlag`` and ``_movedFlag`` (the source of a
  /// section move).
  var oldFlags: [UInt8]
  /// For each section after the batch, ``_insertedFlag`` and ``_movedFlag`` (the target of a
  /// section move).
  var newFlags: [UInt8]

  // MARK: Lifecycle

  /// Checks every rule and computes the section and item facts; throws the first violation.
  ///
  /// (One flag array per side instead of one per operation: a batch allocates few arrays.)
  init(
    _ update: BatchUpdate, _ oldCounts: [Int], _ newCounts: [Int]
  ) throws(BatchUpdateViolation) {
    let oldCount = oldCounts.count
    let newCount = newCounts.count
    oldFlags = [UInt8](repeating: 0, count: oldCount)
    newFlags = [UInt8](repeating: 0, count: newCount)
    reloaded = [Bool](repeating: false, count: oldCount)
    (oldToNew, newToOld) = ([], [])

    func mark(
      _ flags: inout [UInt8], _ flag: UInt8, _ section: Int,
      _ operation: BatchUpdateViolation.Operation
    ) throws(BatchUpdateViolation) {
      guard section >= 0, section < flags.count else {
        throw .sectionOutOfRange(section: section, operation: operation, sectionCount: flags.count)
      }
      if flags[section] & flag != 0 {
        throw .duplicateSection(section: section, operation: operation)
      }
      flags[section] |= flag
    }
    for section in update.sectionDeletes {
      try mark(&oldFlags, _SectionCheck._deletedFlag, section, .delete)
    }
    for section in update.sectionInserts {
      try mark(&newFlags, _SectionCheck._insertedFlag, section, .insert)
    }
    for section in update.sectionReloads {
      guard section >= 0, section < oldCount else {
        throw .sectionOutOfRange(section: section, operation: .reload, sectionCount: oldCount)
      }
      if reloaded[section] { throw .duplicateSection(section: section, operation: .reload) }
      reloaded[section] = true
    }
    for move in update.sectionMoves {
      try mark(&oldFlags, _SectionCheck._movedFlag, move.source, .moveSource)
      try mark(&newFlags, _SectionCheck._movedFlag, move.target, .moveTarget)
    }

    for move in update.sectionMoves {
      if isDeleted(move.source) { throw .sectionDeletedAndMoved(section: move.source) }
      if reloaded[move.source] { throw .sectionMovedAndReloaded(section: move.source) }
      if isInserted(move.target) { throw .sectionInsertedAndMovedTo(section: move.target) }
    }
    for section in update.sectionReloads where isDeleted(section) {
      throw .sectionDeletedAndReloaded(section: section)
    }

    guard newCount == oldCount - update.sectionDeletes.count + update.sectionInserts.count else {
      throw .invalidSectionCount(
        before: oldCount, after: newCount, inserted: update.sectionInserts.count,
        deleted: update.sectionDeletes.count)
    }

    // Sections that neither go nor move keep their order and fill the free slots after the batch.
    oldToNew = [Int](repeating: -1, count: oldCount)
    newToOld = [Int](repeating: -1, count: newCount)
    for move in update.sectionMoves {
      oldToNew[move.source] = move.target
      newToOld[move.target] = move.source
    }
    var slot = 0
    for section in 0..<oldCount where oldFlags[section] == 0 {
      while newFlags[slot] != 0 { slot += 1 }
      oldToNew[section] = slot
      newToOld[slot] = section
      slot += 1
    }

    try checkItems(update, oldCounts, newCounts)
  }

  // MARK: Internal

  /// The flag of a deleted section (before the batch) or an inserted one (after it).
  static var _deletedFlag: UInt8 { 1 }
  /// The flag of an inserted section, after the batch.
  static var _insertedFlag: UInt8 { 1 }
  /// The flag of a section move's source (before the batch) or target (after it).
  static var _movedFlag: UInt8 { 2 }

  /// Whether the section at `section` before the batch is deleted.
  func isDeleted(_ section: Int) -> Bool { oldFlags[section] & _SectionCheck._deletedFlag != 0 }
  /// Whether the section at `section` after the batch is inserted.
  func isInserted(_ section: Int) -> Bool { newFlags[section] & _SectionCheck._insertedFlag != 0 }
  /// Whether the section at `section` before the batch is the source of a section move.
  func isMovedFrom(_ section: Int) -> Bool { oldFlags[section] & _SectionCheck._movedFlag != 0 }
  /// Whether the section at `section` after the batch is the target of a section move.
  func isMovedTo(_ section: Int) -> Bool { newFlags[section] & _SectionCheck._movedFlag != 0 }

  // MARK: Private

  /// Checks the item rules (4 to 7 of ``BatchUpdate/validate(from:to:)``).
  private func checkItems(
    _ update: BatchUpdate, _ oldCounts: [Int], _ newCounts: [Int]
  ) throws(BatchUpdateViolation) {
    func add(
      _ set: inout Set<ItemPath>, _ path: ItemPath, _ operation: BatchUpdateViolation.Operation
    ) throws(BatchUpdateViolation) {
      let counts = operation.isBefore ? oldCounts : newCounts
      guard path.section >= 0, path.section < counts.count else {
        throw .itemSectionOutOfRange(path: path, operation: operation, sectionCount: counts.count)
      }
      guard path.item >= 0, path.item < counts[path.section] else {
        throw .itemOutOfRange(path: path, operation: operation, itemCount: counts[path.section])
      }
      guard set.insert(path).inserted else {
        throw .duplicateItem(path: path, operation: operation)
      }
    }
    if !_itemsMayBreakPathRules(update, oldCounts, newCounts) {
      try checkSections(of: update)
      try checkCounts(update, oldCounts, newCounts)
      return
    }
    var deletes = Set<ItemPath>(minimumCapacity: update.itemDeletes.count)
    var inserts = Set<ItemPath>(minimumCapacity: update.itemInserts.count)
    var reloads = Set<ItemPath>(minimumCapacity: update.itemReloads.count)
    var sources = Set<ItemPath>(minimumCapacity: update.itemMoves.count)
    var targets = Set<ItemPath>(minimumCapacity: update.itemMoves.count)
    for path in update.itemDeletes { try add(&deletes, path, .delete) }
    for path in update.itemInserts { try add(&inserts, path, .insert) }
    for path in update.itemReloads { try add(&reloads, path, .reload) }
    for move in update.itemMoves {
      try add(&sources, move.source, .moveSource)
      try add(&targets, move.target, .moveTarget)
    }

    for move in update.itemMoves {
      if deletes.contains(move.source) { throw .itemDeletedAndMoved(path: move.source) }
      if reloads.contains(move.source) { throw .itemMovedAndReloaded(path: move.source) }
      if inserts.contains(move.target) { throw .itemInsertedAndMovedTo(path: move.target) }
    }
    for path in update.itemReloads where deletes.contains(path) {
      throw .itemDeletedAndReloaded(path: path)
    }

    try checkSections(of: update)
    try checkCounts(update, oldCounts, newCounts)
  }

  /// Checks that no item operation touches a deleted, inserted, reloaded or moved section
  /// (rule 6 of ``BatchUpdate/validate(from:to:)``).
  private func checkSections(of update: BatchUpdate) throws(BatchUpdateViolation) {
    func checkBefore(
      _ path: ItemPath, _ operation: BatchUpdateViolation.Operation
    ) throws(BatchUpdateViolation) {
      if isDeleted(path.section) { throw .itemInDeletedSection(path: path, operation: operation) }
      if reloaded[path.section] { throw .itemInReloadedSection(path: path, operation: operation) }
      if isMovedFrom(path.section) {
        throw .itemInMovedSection(path: path, operation: operation)
      }
    }
    func checkAfter(
      _ path: ItemPath, _ operation: BatchUpdateViolation.Operation
    ) throws(BatchUpdateViolation) {
      if isInserted(path.section) {
        throw .itemInInsertedSection(path: path, operation: operation)
      }
      let old = newToOld[path.section]
      if old >= 0, reloaded[old] { throw .itemInReloadedSection(path: path, operation: operation) }
      if isMovedTo(path.section) { throw .itemInMovedSection(path: path, operation: operation) }
    }
    for path in update.itemDeletes { try checkBefore(path, .delete) }
    for path in update.itemInserts { try checkAfter(path, .insert) }
    for path in update.itemReloads { try checkBefore(path, .reload) }
    for move in update.itemMoves {
      try checkBefore(move.source, .moveSource)
      try checkAfter(move.target, .moveTarget)
    }
  }

  /// Checks every surviving section's item count after the batch (rule 7 of
  /// ``BatchUpdate/validate(from:to:)``).
  private func checkCounts(
    _ update: BatchUpdate, _ oldCounts: [Int], _ newCounts: [Int]
  ) throws(BatchUpdateViolation) {
    // The net change of each surviving section, by its index after the batch: every item
    // operation names a section that survives unmoved (the checks before), so one array holds
    // both sides. The parts are counted again only to describe a violation.
    var net = [Int](repeating: 0, count: newCounts.count)
    for path in update.itemDeletes { net[oldToNew[path.section]] -= 1 }
    for path in update.itemInserts { net[path.section] += 1 }
    for move in update.itemMoves where oldToNew[move.source.section] != move.target.section {
      net[oldToNew[move.source.section]] -= 1
      net[move.target.section] += 1
    }
    for new in newCounts.indices {
      let old = newToOld[new]
      guard old >= 0, !reloaded[old] else { continue }
      guard newCounts[new] != oldCounts[old] + net[new] else { continue }
      var (deleted, inserted, movedIn, movedOut) = (0, 0, 0, 0)
      for path in update.itemDeletes where path.section == old { deleted += 1 }
      for path in update.itemInserts where path.section == new { inserted += 1 }
      for move in update.itemMoves where oldToNew[move.source.section] != move.target.section {
        if move.source.section == old { movedOut += 1 }
        if move.target.section == new { movedIn += 1 }
      }
      throw .invalidItemCount(
        section: new, before: oldCounts[old], after: newCounts[new], inserted: inserted,
        deleted: deleted, movedIn: movedIn, movedOut: movedOut)
    }
  }
}

/// Whether the item paths of `update` may break a path rule (a path out of range, one named twice
/// by the same kind of operation, or a move combined with a delete, reload or insert of the same
/// path, or a delete and a reload of the same path), checked without hashing by sorting each
/// kind's paths. `false` proves that the set-based checks, which name the first violation, find
/// none; `true` sends the batch to them.
///
/// - Complexity: O(*c* log *c*) for *c* item changes.
private func _itemsMayBreakPathRules(
  _ update: BatchUpdate, _ oldCounts: [Int], _ newCounts: [Int]
) -> Bool {
  func inRange(_ path: ItemPath, _ counts: [Int]) -> Bool {
    path.section >= 0 && path.section < counts.count && path.item >= 0
      && path.item < counts[path.section]
  }
  /// The paths sorted, or `nil` when one is out of range or named twice.
  func sorted(_ paths: [ItemPath], in counts: [Int]) -> [ItemPath]? {
    for path in paths where !inRange(path, counts) { return nil }
    let result = paths.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    for index in result.indices.dropFirst() where result[index] == result[index - 1] {
      return nil
    }
    return result
  }
  func contains(_ sorted: [ItemPath], _ path: ItemPath) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if (sorted[mid].section, sorted[mid].item) < (path.section, path.item) {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low < sorted.count && sorted[low] == path
  }
  guard let deletes = sorted(update.itemDeletes, in: oldCounts),
    sorted(update.itemInserts, in: newCounts) != nil,
    let reloads = sorted(update.itemReloads, in: oldCounts),
    sorted(update.itemMoves.map(\.source), in: oldCounts) != nil,
    sorted(update.itemMoves.map(\.target), in: newCounts) != nil
  else { return true }
  if !update.itemMoves.isEmpty {
    let inserts = update.itemInserts.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    for move in update.itemMoves
    where contains(deletes, move.source) || contains(reloads, move.source)
      || contains(inserts, move.target)
    {
      return true
    }
  }
  for path in update.itemReloads where contains(deletes, path) { return true }
  return false
}
