/// The shape of a sectioned state: where each section's items start in the flattened item
/// sequence, and each item's section.
@usableFromInline
internal struct _Shape {
  /// The flattened position of each section's first item, plus the total item count at the end.
  @usableFromInline internal var offsets: ContiguousArray<Int>
  /// For each flattened item, its section.
  @usableFromInline internal var sectionOf: ContiguousArray<Int32>

  @inlinable
  internal init(offsets: ContiguousArray<Int>, sectionOf: ContiguousArray<Int32>) {
    self.offsets = offsets
    self.sectionOf = sectionOf
  }

  /// The number of sections.
  @inlinable
  internal var sectionCount: Int { offsets.count &- 1 }

  /// The path of a flattened position.
  @inlinable
  internal func path(_ position: Int) -> ItemPath {
    let section = Int(sectionOf[position])
    return ItemPath(item: position &- offsets[section], section: section)
  }
}

/// One structural batch between two shapes, with the facts the stage planner needs.
@usableFromInline
internal struct _Transition {
  /// Section deletes, inserts and moves; item deletes, inserts and moves (no reloads).
  @usableFromInline internal var update = BatchUpdate()
  /// For each item after the transition, whether it moves.
  @usableFromInline internal var isMovedTarget: ContiguousArray<Bool> = []
  /// For each section before the transition, whether it moves.
  @usableFromInline internal var isMovedSection: ContiguousArray<Bool> = []
  /// For each section before, whether an item is deleted from it or moved out of it.
  @usableFromInline internal var changesSource: ContiguousArray<Bool> = []
  /// For each section after, whether an item is inserted into it or moved into it.
  @usableFromInline internal var changesTarget: ContiguousArray<Bool> = []

  @inlinable
  internal init() {}

  /// Whether a moved section also has item changes (UIKit rejects both in one batch).
  @inlinable
  internal func movesChangedSection(_ sectionTargets: UnsafeBufferPointer<Int32>) -> Bool {
    for section in isMovedSection.indices where isMovedSection[section] {
      if changesSource[section] || changesTarget[Int(sectionTargets[section])] { return true }
    }
    return false
  }
}

/// Computes the structural batch from shape `a` to shape `b`, given which items and sections
/// correspond (-1: none). Corresponding items must lie in corresponding sections.
///
/// Items and sections outside a longest increasing subsequence of positions move; an item that
/// changes section always moves. Items of deleted and inserted sections get no item operation.
///
/// - Complexity: O(*n* + *m*) plus O(*k* log *k*) per reordered section.
@usableFromInline
internal func _transition(
  from a: _Shape, to b: _Shape,
  itemTargets: UnsafeBufferPointer<Int32>, itemSources: UnsafeBufferPointer<Int32>,
  sectionTargets: UnsafeBufferPointer<Int32>, sectionSources: UnsafeBufferPointer<Int32>
) -> _Transition {
  var result = _Transition()
  let aSections = a.sectionCount
  let bSections = b.sectionCount
  result.isMovedSection = ContiguousArray(repeating: false, count: aSections)
  result.changesSource = ContiguousArray(repeating: false, count: aSections)
  result.changesTarget = ContiguousArray(repeating: false, count: bSections)
  result.isMovedTarget = ContiguousArray(repeating: false, count: itemSources.count)
  var subsequence = _LongestIncreasingSubsequence()

  // Sections.
  var keptSections = ContiguousArray<Int32>()
  keptSections.reserveCapacity(bSections)
  for section in 0..<aSections where sectionTargets[section] < 0 {
    result.update.sectionDeletes.append(section)
  }
  for section in 0..<bSections {
    let source = sectionSources[section]
    if source < 0 {
      result.update.sectionInserts.append(section)
    } else {
      keptSections.append(source)
    }
  }
  if !keptSections.withUnsafeBufferPointer({ subsequence.compute($0) }) {
    var candidate = 0
    for section in 0..<bSections where sectionSources[section] >= 0 {
      if !subsequence.isKept[candidate] {
        let source = Int(sectionSources[section])
        result.update.sectionMoves.append(Move(source: source, target: section))
        result.isMovedSection[source] = true
      }
      candidate &+= 1
    }
  }

  // Item deletes, in surviving sections.
  a.offsets.withUnsafeBufferPointer { aOffsets in
    for section in 0..<aSections where sectionTargets[section] >= 0 {
      let start = aOffsets[section]
      for position in start..<aOffsets[section &+ 1] where itemTargets[position] < 0 {
        result.update.itemDeletes.append(ItemPath(item: position &- start, section: section))
        result.changesSource[section] = true
      }
    }
  }

  // Item inserts and moves, section by section of `b`.
  var kept = ContiguousArray<Int32>()
  a.sectionOf.withUnsafeBufferPointer { aSectionOf in
    b.offsets.withUnsafeBufferPointer { bOffsets in
      for section in 0..<bSections {
        let partner = sectionSources[section]
        guard partner >= 0 else { continue }
        let start = bOffsets[section]
        let end = bOffsets[section &+ 1]
        kept.removeAll(keepingCapacity: true)
        var hasMoves = false
        var movesWithin = false
        for position in start..<end {
          let source = itemSources[position]
          if source < 0 {
            result.update.itemInserts.append(ItemPath(item: position &- start, section: section))
            result.changesTarget[section] = true
          } else if aSectionOf[Int(source)] == partner {
            kept.append(source)
          } else {
            result.isMovedTarget[position] = true
            result.changesSource[Int(aSectionOf[Int(source)])] = true
            hasMoves = true
          }
        }
        if !kept.withUnsafeBufferPointer({ subsequence.compute($0) }) {
          var candidate = 0
          for position in start..<end {
            let source = itemSources[position]
            guard source >= 0, aSectionOf[Int(source)] == partner else { continue }
            if !subsequence.isKept[candidate] {
              result.isMovedTarget[position] = true
              hasMoves = true
              movesWithin = true
            }
            candidate &+= 1
          }
        }
        guard hasMoves else { continue }
        result.changesTarget[section] = true
        if movesWithin { result.changesSource[Int(partner)] = true }
        for position in start..<end where result.isMovedTarget[position] {
          result.update.itemMoves.append(
            Move(
              source: a.path(Int(itemSources[position])),
              target: ItemPath(item: position &- start, section: section)))
        }
      }
    }
  }
  return result
}
