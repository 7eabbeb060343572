extension StagedChangeset where Data.Element: Diffable {
  // MARK: Lifecycle

  /// Computes the stages that turn the flat collection `source` into `target`; item paths use
  /// section 0.
  ///
  ///     let stages = StagedChangeset(source: [1, 2, 3], target: [3, 1, 4])
  ///     stages[0].update.itemDeletes  // [[0, 1]]: 2
  ///     stages[0].update.itemInserts  // [[0, 2]]: 4
  ///     stages[0].update.itemMoves    // [[0, 2] -> [0, 0]]: 3
  ///     stages.last?.data             // [3, 1, 4]
  ///
  /// One stage holds every delete, insert, move and reload, unless an element both moves and
  /// changes content: UIKit rejects a move and a reload of the same index path, so those reloads
  /// run first, in their own stage, at their old positions. Equal inputs give no stage.
  ///
  /// - Parameters:
  ///   - source: The collection currently shown.
  ///   - target: The collection to show.
  /// - Complexity: O(*n* + *m*) expected hash operations on the changed middle (after trimming
  ///   the common prefix and suffix), plus O(*k* log *k*) for the *k* reordered elements; one
  ///   `isContentEqual(to:)` call per matched pair.
  @inlinable
  public init(source: Data, target: Data) {
    _stages = _withContiguousElements(of: source) { sourceElements in
      _withContiguousElements(of: target) { targetElements in
        _flatStages(sourceElements, targetElements, target: target)
      }
    }
  }
}

/// The stages of a flat diff; see ``StagedChangeset/init(source:target:)``.
@inlinable
internal func _flatStages<Data: RangeReplaceableCollection>(
  _ source: UnsafeBufferPointer<Data.Element>, _ target: UnsafeBufferPointer<Data.Element>,
  target targetData: Data, interruption: _Interruption? = nil
) -> [Changeset<Data>] where Data.Element: Diffable {
  let matching = _matchIdentities(
    source, target, checksContent: true, middleOnly: true, interruption: interruption)
  if interruption.shouldStop() { return [] }
  let prefix = matching.prefix
  let sourceEnd = source.count &- matching.suffix
  let targetEnd = target.count &- matching.suffix

  var update = BatchUpdate()
  var middleReloads = ContiguousArray<Int32>()
  var movedReloads = ContiguousArray<Int32>()
  var changed = matching.changed[...]
  while let position = changed.first, position < prefix {
    update.itemReloads.append(ItemPath(item: Int(position), section: 0))
    changed.removeFirst()
  }
  matching.sourceToTarget.withUnsafeBufferPointer { sourceRefs in
    matching.targetToSource.withUnsafeBufferPointer { targetRefs in
      if prefix == targetEnd, prefix == sourceEnd { return }
      var kept = ContiguousArray<Int32>()
      kept.reserveCapacity(targetEnd &- prefix)
      for position in prefix..<targetEnd {
        let found = targetRefs[position &- prefix]
        if found >= 0 { kept.append(found) }
      }
      let insertCount = targetEnd &- prefix &- kept.count
      update.itemInserts.reserveCapacity(insertCount)
      update.itemDeletes.reserveCapacity(sourceEnd &- prefix &- kept.count)
      for position in prefix..<sourceEnd where sourceRefs[position &- prefix] < 0 {
        update.itemDeletes.append(ItemPath(item: position, section: 0))
      }
      var subsequence = _LongestIncreasingSubsequence()
      let inOrder = kept.withUnsafeBufferPointer { subsequence.compute($0) }
      update.itemMoves.reserveCapacity(kept.count &- subsequence.keptCount)
      var candidate = 0
      for position in prefix..<targetEnd {
        if interruption.shouldStop(at: position) { return }
        let found = Int(targetRefs[position &- prefix])
        if found < 0 {
          update.itemInserts.append(ItemPath(item: position, section: 0))
          continue
        }
        let stays = inOrder || subsequence.isKept[candidate]
        candidate &+= 1
        if !stays {
          update.itemMoves.append(
            Move(
              source: ItemPath(item: found, section: 0),
              target: ItemPath(item: position, section: 0)))
        }
        if !source[found].isContentEqual(to: target[position]) {
          if stays {
            middleReloads.append(Int32(truncatingIfNeeded: found))
          } else {
            movedReloads.append(Int32(truncatingIfNeeded: found))
          }
        }
      }
    }
  }
  if interruption.shouldStop() { return [] }
  middleReloads.sort()
  for position in middleReloads {
    update.itemReloads.append(ItemPath(item: Int(position), section: 0))
  }
  for position in changed { update.itemReloads.append(ItemPath(item: Int(position), section: 0)) }

  guard !movedReloads.isEmpty else {
    return update.isEmpty ? [] : [Changeset(data: targetData, update: update)]
  }
  // A moved element cannot be reloaded in the same batch (UIKit: "attempt to perform a delete and
  // a move from the same index path"): reload it first, where it is.
  movedReloads.sort()
  var reloaded = Data()
  reloaded.reserveCapacity(source.count)
  var next = 0
  for position in source.indices {
    if next < movedReloads.count, Int(movedReloads[next]) == position {
      reloaded.append(target[Int(matching.sourceToTarget[position &- prefix])])
      next &+= 1
    } else {
      reloaded.append(source[position])
    }
  }
  let first = BatchUpdate(itemReloads: movedReloads.map { ItemPath(item: Int($0), section: 0) })
  return [Changeset(data: reloaded, update: first), Changeset(data: targetData, update: update)]
}
