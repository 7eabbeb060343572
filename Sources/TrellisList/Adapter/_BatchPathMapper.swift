import TrellisDiff

/// Maps a few paths across one batch in O(changes), instead of mapping every item.
///
/// Under UIKit's convention, the items of a surviving section keep their relative order and fill
/// the slots of the section after the batch that inserts and move targets leave free. So an old
/// item's new index is its rank among the section's survivors, pushed past every taken slot.
struct _BatchPathMapper {
  private let sectionTargets: [Int]
  private let reloadedSections: Set<Int>
  /// Per old section: the sorted item indices that leave it (deletes and move sources).
  private let gone: [Int: [Int]]
  /// Per new section: the sorted item indices that are taken (inserts and move targets).
  private let taken: [Int: [Int]]
  /// Item moves by source.
  private let moves: [ItemPath: ItemPath]
  private let deletes: Set<ItemPath>

  init(_ update: BatchUpdate, oldSectionCount: Int) {
    let deletedSections = Set(update.sectionDeletes)
    let movedSections = Dictionary(
      update.sectionMoves.map { ($0.source, $0.target) }, uniquingKeysWith: { first, _ in first })
    let fixedTargets = Set(update.sectionInserts).union(movedSections.values)
    var targets = [Int](repeating: -1, count: oldSectionCount)
    var slot = 0
    for old in 0..<oldSectionCount where !deletedSections.contains(old) {
      if let target = movedSections[old] {
        targets[old] = target
        continue
      }
      while fixedTargets.contains(slot) { slot += 1 }
      targets[old] = slot
      slot += 1
    }
    sectionTargets = targets
    reloadedSections = Set(update.sectionReloads)
    var gone: [Int: [Int]] = [:]
    var taken: [Int: [Int]] = [:]
    for path in update.itemDeletes { gone[path.section, default: []].append(path.item) }
    for path in update.itemInserts { taken[path.section, default: []].append(path.item) }
    for move in update.itemMoves {
      gone[move.source.section, default: []].append(move.source.item)
      taken[move.target.section, default: []].append(move.target.item)
    }
    self.gone = gone.mapValues { $0.sorted() }
    self.taken = taken.mapValues { $0.sorted() }
    moves = Dictionary(
      update.itemMoves.map { ($0.source, $0.target) }, uniquingKeysWith: { first, _ in first })
    deletes = Set(update.itemDeletes)
  }

  /// The index after the batch of the section at `old` before it (reloaded or not), or `nil`
  /// when it is deleted.
  func targetSection(of old: Int) -> Int? {
    sectionTargets.indices.contains(old) && sectionTargets[old] >= 0 ? sectionTargets[old] : nil
  }

  /// The path after the batch of the item at `old` before it, or `nil` when it is deleted or its
  /// section is deleted or reloaded.
  func target(of old: ItemPath) -> ItemPath? {
    if let moved = moves[old] { return moved }
    guard !deletes.contains(old), sectionTargets.indices.contains(old.section),
      !reloadedSections.contains(old.section)
    else { return nil }
    let section = sectionTargets[old.section]
    guard section >= 0 else { return nil }
    var index = old.item - (gone[old.section].map { _countBelow(old.item, in: $0) } ?? 0)
    for slot in taken[section] ?? [] where slot <= index { index += 1 }
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
