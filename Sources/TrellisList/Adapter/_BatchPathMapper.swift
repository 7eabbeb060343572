import TrellisDiff

/// Maps a few paths across one batch in O(changes), instead of mapping every item.
///
/// Under UIKit's convention, the items of a surviving section keep their relative order and fill
/// the slots of the section after the batch that inserts and move targets leave free. So an old
/// item's new index is its rank among the section's survivors, pushed past every taken slot.
///
/// Everything is kept in arrays indexed by section and sorted by item, searched by bisection: a
/// batch of hundreds of changes builds the mapper without hashing a path.
struct _BatchPathMapper {
  private let sectionTargets: [Int]
  /// Per old section: whether it is reloaded.
  private let reloadedSections: [Bool]
  /// Per old section: the sorted item indices that leave it (deletes and move sources).
  private let gone: [[Int]]
  /// Per new section: the sorted item indices that are taken (inserts and move targets).
  private let taken: [[Int]]
  /// Per old section: the item moves out of it, sorted by source item.
  private let moves: [[(item: Int, target: ItemPath)]]

  init(_ update: BatchUpdate, oldSectionCount: Int) {
    var deletedSections = [Bool](repeating: false, count: oldSectionCount)
    for section in update.sectionDeletes where section >= 0 && section < oldSectionCount {
      deletedSections[section] = true
    }
    var movedSections = [Int](repeating: -1, count: oldSectionCount)
    for move in update.sectionMoves.reversed()
    where move.source >= 0 && move.source < oldSectionCount && move.target >= 0 {
      // The first move of a source wins.
      movedSections[move.source] = move.target
    }
    // The sections after the batch: the old ones less the deleted, plus the inserted; a path
    // beyond that count (never in a valid batch) widens the arrays instead of trapping.
    var newSectionCount =
      oldSectionCount - update.sectionDeletes.count
      + update.sectionInserts.count
    for section in update.sectionInserts { newSectionCount = max(newSectionCount, section + 1) }
    for move in update.sectionMoves { newSectionCount = max(newSectionCount, move.target + 1) }
    for path in update.itemInserts { newSectionCount = max(newSectionCount, path.section + 1) }
    for move in update.itemMoves {
      newSectionCount = max(newSectionCount, move.target.section + 1)
    }
    var fixedTargets = [Bool](repeating: false, count: max(newSectionCount, 0))
    for section in update.sectionInserts where section >= 0 { fixedTargets[section] = true }
    for target in movedSections where target >= 0 { fixedTargets[target] = true }
    var targets = [Int](repeating: -1, count: oldSectionCount)
    var slot = 0
    for old in 0..<oldSectionCount where !deletedSections[old] {
      if movedSections[old] >= 0 {
        targets[old] = movedSections[old]
        continue
      }
      while slot < fixedTargets.count, fixedTargets[slot] { slot += 1 }
      targets[old] = slot
      slot += 1
    }
    sectionTargets = targets
    var reloaded = [Bool](repeating: false, count: oldSectionCount)
    for section in update.sectionReloads where section >= 0 && section < oldSectionCount {
      reloaded[section] = true
    }
    reloadedSections = reloaded
    var oldWidth = oldSectionCount
    for path in update.itemDeletes { oldWidth = max(oldWidth, path.section + 1) }
    for move in update.itemMoves { oldWidth = max(oldWidth, move.source.section + 1) }
    var gone = [[Int]](repeating: [], count: oldWidth)
    var taken = [[Int]](repeating: [], count: max(newSectionCount, 0))
    var moves = [[(item: Int, target: ItemPath)]](repeating: [], count: oldWidth)
    for path in update.itemDeletes where path.section >= 0 {
      gone[path.section].append(path.item)
    }
    for path in update.itemInserts where path.section >= 0 {
      taken[path.section].append(path.item)
    }
    for move in update.itemMoves where move.source.section >= 0 && move.target.section >= 0 {
      gone[move.source.section].append(move.source.item)
      taken[move.target.section].append(move.target.item)
      moves[move.source.section].append((move.source.item, move.target))
    }
    for section in gone.indices where gone[section].count > 1 { gone[section].sort() }
    for section in taken.indices where taken[section].count > 1 { taken[section].sort() }
    for section in moves.indices where moves[section].count > 1 {
      // Stable, so that the first move of a source comes first.
      moves[section].sort { $0.item < $1.item }
    }
    self.gone = gone
    self.taken = taken
    self.moves = moves
  }

  /// The index after the batch of the section at `old` before it (reloaded or not), or `nil`
  /// when it is deleted.
  func targetSection(of old: Int) -> Int? {
    sectionTargets.indices.contains(old) && sectionTargets[old] >= 0 ? sectionTargets[old] : nil
  }

  /// The path after the batch of the item at `old` before it, or `nil` when it is deleted or its
  /// section is deleted or reloaded.
  func target(of old: ItemPath) -> ItemPath? {
    if moves.indices.contains(old.section) {
      let sectionMoves = moves[old.section]
      var low = 0
      var high = sectionMoves.count
      while low < high {
        let mid = (low + high) / 2
        if sectionMoves[mid].item < old.item { low = mid + 1 } else { high = mid }
      }
      if low < sectionMoves.count, sectionMoves[low].item == old.item {
        return sectionMoves[low].target
      }
    }
    guard sectionTargets.indices.contains(old.section), !reloadedSections[old.section] else {
      return nil
    }
    let section = sectionTargets[old.section]
    guard section >= 0 else { return nil }
    let leaving = gone[old.section]
    let below = _countBelow(old.item, in: leaving)
    // An item that leaves without a move is deleted.
    if below < leaving.count, leaving[below] == old.item { return nil }
    var index = old.item - below
    if section < taken.count {
      for slot in taken[section] where slot <= index { index += 1 }
    }
    return ItemPath(item: index, section: section)
  }
}

/// The number of elements of the sorted array `sorted` that are less than `value`.
private func _countBelow(_ value: Int, in sorted: [Int]) -> Int {
  var low = 0
  var high = sorted.count
  while low < high {
    let mid = (low + high) / 2
    if sorted[mid] < value { low = mid + 1 } else { high = mid }
  }
  return low
}
