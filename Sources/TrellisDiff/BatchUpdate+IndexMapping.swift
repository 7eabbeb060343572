extension BatchUpdate {
  /// Where every section and item ends up when UIKit applies a batch: the positions a collection
  /// view moves its cells to.
  ///
  ///     let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
  ///     let mapping = try update.indexMapping(from: [3], to: [2])
  ///     mapping.target(of: ItemPath(item: 2, section: 0))  // [0, 1]
  ///     mapping.target(of: ItemPath(item: 0, section: 0))  // nil: deleted
  ///
  /// Use it to carry per-item state across an update (selection, scroll anchors, cached sizes),
  /// and in tests as an oracle independent of the diff that produced the batch. Items of deleted
  /// and reloaded sections have no target: UIKit replaces them. A reloaded item keeps its
  /// position mapping; only its content is fetched again.
  public struct IndexMapping: Equatable, Sendable {
    /// For each section before the batch, its index after it, or -1 when deleted.
    @usableFromInline internal var _sectionTargets: [Int]
    /// For each section after the batch, its index before it, or -1 when inserted.
    @usableFromInline internal var _sectionSources: [Int]
    /// For each section before the batch, its item count (negative counts read as 0).
    @usableFromInline internal var _oldCounts: [Int]
    /// For each section after the batch, its item count (negative counts read as 0).
    @usableFromInline internal var _newCounts: [Int]
    /// For each section before the batch, whether it is reloaded (its items have no target).
    @usableFromInline internal var _reloaded: [Bool]
    /// For each section before the batch, the sorted indices of the items that leave it (deletes
    /// and move sources); empty for most sections.
    @usableFromInline internal var _gone: [[Int]]
    /// For each section after the batch, the sorted indices that are taken (inserts and move
    /// targets); empty for most sections.
    @usableFromInline internal var _taken: [[Int]]
    /// Item moves, source to target.
    @usableFromInline internal var _moveTargets: [ItemPath: ItemPath]
    /// Item moves, target to source.
    @usableFromInline internal var _moveSources: [ItemPath: ItemPath]

    // MARK: Public

    /// The index after the batch of the section at `source` before it.
    ///
    ///     try BatchUpdate(sectionDeletes: [0]).indexMapping(from: [1, 1], to: [1])
    ///       .target(ofSection: 1)  // 0
    ///
    /// - Parameter source: A section index before the batch.
    /// - Returns: Its index after the batch, or `nil` when it is deleted or out of range.
    /// - Complexity: O(1).
    @inlinable
    public func target(ofSection source: Int) -> Int? {
      guard _sectionTargets.indices.contains(source) else { return nil }
      let target = _sectionTargets[source]
      return target >= 0 ? target : nil
    }

    /// The index before the batch of the section at `target` after it.
    ///
    ///     try BatchUpdate(sectionInserts: [0]).indexMapping(from: [1], to: [0, 1])
    ///       .source(ofSection: 0)  // nil: inserted
    ///
    /// - Parameter target: A section index after the batch.
    /// - Returns: Its index before the batch, or `nil` when it is inserted or out of range.
    /// - Complexity: O(1).
    @inlinable
    public func source(ofSection target: Int) -> Int? {
      guard _sectionSources.indices.contains(target) else { return nil }
      let source = _sectionSources[target]
      return source >= 0 ? source : nil
    }

    /// The path after the batch of the item at `source` before it.
    ///
    ///     let update = BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)])
    ///     try update.indexMapping(from: [1], to: [2]).target(of: ItemPath(item: 0, section: 0))
    ///     // [0, 1]
    ///
    /// - Parameter source: An item path before the batch.
    /// - Returns: Its path after the batch, or `nil` when the item is deleted, its section is
    ///   deleted or reloaded, or the path is out of range.
    /// - Complexity: O(log *c*) for *c* item changes in the item's section and the section it
    ///   ends up in.
    @inlinable
    public func target(of source: ItemPath) -> ItemPath? {
      guard _oldCounts.indices.contains(source.section), source.item >= 0,
        source.item < _oldCounts[source.section]
      else { return nil }
      let gone = _gone[source.section]
      let below = Self._countBelow(source.item, in: gone)
      if below < gone.count, gone[below] == source.item { return _moveTargets[source] }
      let section = _sectionTargets[source.section]
      guard section >= 0, !_reloaded[source.section] else { return nil }
      return ItemPath(
        item: Self._slot(ofRank: source.item - below, among: _taken[section]),
        section: section)
    }

    /// The path before the batch of the item at `target` after it.
    ///
    ///     let update = BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)])
    ///     try update.indexMapping(from: [1], to: [2]).source(of: ItemPath(item: 0, section: 0))
    ///     // nil: inserted
    ///
    /// - Parameter target: An item path after the batch.
    /// - Returns: Its path before the batch, or `nil` when the item is inserted, lies in an
    ///   inserted or reloaded section, or the path is out of range.
    /// - Complexity: O(log *c*) for *c* item changes in the item's section and the section it
    ///   comes from.
    @inlinable
    public func source(of target: ItemPath) -> ItemPath? {
      guard _newCounts.indices.contains(target.section), target.item >= 0,
        target.item < _newCounts[target.section]
      else { return nil }
      let taken = _taken[target.section]
      let below = Self._countBelow(target.item, in: taken)
      if below < taken.count, taken[below] == target.item { return _moveSources[target] }
      let section = _sectionSources[target.section]
      guard section >= 0, !_reloaded[section] else { return nil }
      return ItemPath(
        item: Self._slot(ofRank: target.item - below, among: _gone[section]),
        section: section)
    }

    /// Whether both mappings send every section and item to the same place (and agree on the
    /// counts before and after the batch), however their batches spelled the changes.
    ///
    ///     let moved = BatchUpdate(itemMoves: [Move(source: ItemPath(item: 0, section: 0),
    ///                                              target: ItemPath(item: 0, section: 0))])
    ///     try moved.indexMapping(from: [1], to: [1]) == BatchUpdate().indexMapping(from: [1], to: [1])
    ///     // true
    ///
    /// - Parameters:
    ///   - lhs: A mapping.
    ///   - rhs: Another mapping.
    /// - Returns: `true` when every section and item has the same target in both.
    /// - Complexity: O(1) when both come from equal batches; otherwise O(*n* log *c*) for *n*
    ///   items and *c* changes.
    public static func == (lhs: IndexMapping, rhs: IndexMapping) -> Bool {
      guard lhs._sectionTargets == rhs._sectionTargets,
        lhs._sectionSources == rhs._sectionSources, lhs._oldCounts == rhs._oldCounts,
        lhs._newCounts == rhs._newCounts
      else { return false }
      if lhs._reloaded == rhs._reloaded, lhs._gone == rhs._gone, lhs._taken == rhs._taken,
        lhs._moveTargets == rhs._moveTargets
      {
        return true
      }
      for section in lhs._oldCounts.indices {
        for item in 0..<lhs._oldCounts[section] {
          let path = ItemPath(item: item, section: section)
          if lhs.target(of: path) != rhs.target(of: path) { return false }
        }
      }
      return true
    }

    // MARK: Package

    /// The ascending indices of the items that leave the section at `source` before the batch
    /// (deletes and move sources): with `_itemsArriving(inSection:)`, what a host needs to carry
    /// a section's per-item state in runs instead of item by item.
    ///
    /// - Parameter source: A section index before the batch.
    /// - Returns: The indices; empty for a section out of range.
    /// - Complexity: O(1).
    package func _itemsLeaving(inSection source: Int) -> [Int] {
      _gone.indices.contains(source) ? _gone[source] : []
    }

    /// The ascending indices the batch's inserts and move targets take in the section at `target`
    /// after the batch.
    ///
    /// - Parameter target: A section index after the batch.
    /// - Returns: The indices; empty for a section out of range.
    /// - Complexity: O(1).
    package func _itemsArriving(inSection target: Int) -> [Int] {
      _taken.indices.contains(target) ? _taken[target] : []
    }

    // MARK: Internal

    /// The number of elements of the ascending `sorted` that are less than `value`.
    @inlinable
    internal static func _countBelow(_ value: Int, in sorted: [Int]) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = low &+ (high &- low) / 2
        if sorted[middle] < value { low = middle &+ 1 } else { high = middle }
      }
      return low
    }

    /// The index of the `rank`-th (from 0) position that is not in the ascending `skipped`: the
    /// `rank`-th survivor's slot when `skipped` are the taken slots, or the reverse.
    ///
    /// The `i`-th skipped index lies before that position exactly when `skipped[i] - i <= rank`,
    /// a condition that holds for a prefix of `skipped`, found by binary search.
    @inlinable
    internal static func _slot(ofRank rank: Int, among skipped: [Int]) -> Int {
      var low = 0
      var high = skipped.count
      while low < high {
        let middle = low &+ (high &- low) / 2
        if skipped[middle] &- middle <= rank { low = middle &+ 1 } else { high = middle }
      }
      return rank &+ low
    }
  }

  // MARK: Public

  /// Computes where every section and item ends up when UIKit applies this batch.
  ///
  ///     let update = BatchUpdate(itemMoves: [Move(source: ItemPath(item: 0, section: 0),
  ///                                               target: ItemPath(item: 1, section: 0))])
  ///     let mapping = try update.indexMapping(from: [2], to: [2])
  ///     mapping.target(of: ItemPath(item: 1, section: 0))  // [0, 0]
  ///
  /// Sections and items that are neither deleted nor moved keep their relative order and fill,
  /// in order, the positions after the batch that are neither inserted nor move targets.
  ///
  /// The mapping holds the section tables and the batch's item changes, sorted per section; it
  /// answers an item's position from them without a table of every item.
  ///
  /// - Parameters:
  ///   - oldItemCounts: The number of items of each section before the batch.
  ///   - newItemCounts: The number of items of each section after the batch.
  /// - Returns: The mapping in both directions.
  /// - Throws: The first ``BatchUpdateViolation``; only a valid batch has a mapping.
  /// - Complexity: O(*s* + *c* log *c*) expected, for *s* sections and *c* changes.
  public func indexMapping(
    from oldItemCounts: [Int], to newItemCounts: [Int]
  ) throws(BatchUpdateViolation) -> IndexMapping {
    let sections = try _SectionCheck(self, oldItemCounts, newItemCounts)
    var gone = [[Int]](repeating: [], count: oldItemCounts.count)
    var taken = [[Int]](repeating: [], count: newItemCounts.count)
    for path in itemDeletes { gone[path.section].append(path.item) }
    for path in itemInserts { taken[path.section].append(path.item) }
    var moveTargets: [ItemPath: ItemPath] = [:]
    var moveSources: [ItemPath: ItemPath] = [:]
    if !itemMoves.isEmpty {
      moveTargets.reserveCapacity(itemMoves.count)
      moveSources.reserveCapacity(itemMoves.count)
    }
    for move in itemMoves {
      gone[move.source.section].append(move.source.item)
      taken[move.target.section].append(move.target.item)
      moveTargets[move.source] = move.target
      moveSources[move.target] = move.source
    }
    for section in gone.indices where gone[section].count > 1 { gone[section].sort() }
    for section in taken.indices where taken[section].count > 1 { taken[section].sort() }
    return IndexMapping(
      _sectionTargets: sections.oldToNew, _sectionSources: sections.newToOld,
      _oldCounts: _clamped(oldItemCounts), _newCounts: _clamped(newItemCounts),
      _reloaded: sections.reloaded,
      _gone: gone, _taken: taken, _moveTargets: moveTargets, _moveSources: moveSources)
  }

  /// Applies the batch to per-section arrays the way UIKit updates what it shows: surviving
  /// elements move to their new positions, and every inserted or reloaded position is fetched
  /// from `new`.
  ///
  ///     let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
  ///     try update.apply(to: [["a", "b"]], fetching: [["b"]])  // [["b"]]
  ///
  /// When a batch is correct for a data change, the result equals `new`. A surviving element that
  /// ends up at the wrong position, or whose content changed without a reload, shows as a
  /// difference, which makes this the independent replay for tests of a diff.
  ///
  /// - Parameters:
  ///   - old: The elements of each section before the batch.
  ///   - new: The elements of each section after the batch; read only at inserted and reloaded
  ///     positions, and for the section counts.
  /// - Returns: The elements of each section after the batch, as UIKit would display them.
  /// - Throws: The first ``BatchUpdateViolation`` for the two shapes.
  /// - Complexity: O(*n* log *c* + *c*) expected, for *n* elements and *c* changes.
  public func apply<Element>(
    to old: [[Element]], fetching new: [[Element]]
  ) throws(BatchUpdateViolation) -> [[Element]] {
    let mapping = try indexMapping(from: old.map(\.count), to: new.map(\.count))
    let reloaded = Set(itemReloads)
    let reloadedSections = Set(sectionReloads)
    var result = new
    for section in new.indices {
      for item in new[section].indices {
        guard let source = mapping.source(of: ItemPath(item: item, section: section)),
          !reloaded.contains(source), !reloadedSections.contains(source.section)
        else { continue }
        result[section][item] = old[source.section][source.item]
      }
    }
    return result
  }
}

/// `counts` with negative counts read as 0: `counts` itself (not copied) when none is negative.
private func _clamped(_ counts: [Int]) -> [Int] {
  for count in counts where count < 0 { return counts.map { Swift.max(0, $0) } }
  return counts
}

extension BatchUpdate.IndexMapping {
  /// The positions of a surviving section after the batch, in order, as a host carries per-item
  /// state across it: runs of kept items (copied from their positions before the batch),
  /// reloaded items (fetched again) and the positions inserts and moves take, without looking any
  /// kept item up.
  package struct _Survivors: IteratorProtocol {
    /// One step of the walk.
    package enum Step: Equatable {
      /// The items at `old` before the batch stay, in order, at `at...` after it.
      case kept(old: Range<Int>, at: Int)
      /// The item at `at` after the batch is reloaded (it was at the same place among the
      /// survivors before).
      case reloaded(at: Int)
      /// An insert or a move takes the position `at`; a move names the item's path before.
      case arriving(at: Int, from: ItemPath?)
    }

    /// The batch's mapping.
    let mapping: BatchUpdate.IndexMapping
    /// The section's index after the batch.
    let target: Int
    /// The section's item count after the batch.
    let count: Int
    /// The ascending positions before the batch of the items that leave.
    let leaving: [Int]
    /// The ascending positions after the batch that inserts and moves take.
    let arriving: [Int]
    /// The ascending positions before the batch of the reloaded items.
    let reloaded: [Int]
    /// The next position before the batch, and after it.
    var old = 0
    var item = 0
    /// The next leaving item, arriving position and reloaded item to meet.
    var nextLeaving = 0
    var nextArriving = 0
    var nextReloaded = 0

    /// The next step, or `nil` once every position after the batch is covered.
    package mutating func next() -> Step? {
      guard item < count else { return nil }
      if nextArriving < arriving.count, arriving[nextArriving] == item {
        nextArriving += 1
        item += 1
        return .arriving(
          at: item - 1, from: mapping.source(of: ItemPath(item: item - 1, section: target)))
      }
      let end = nextArriving < arriving.count ? arriving[nextArriving] : count
      while nextLeaving < leaving.count, leaving[nextLeaving] == old {
        nextLeaving += 1
        old += 1
      }
      while nextReloaded < reloaded.count, reloaded[nextReloaded] < old { nextReloaded += 1 }
      if nextReloaded < reloaded.count, reloaded[nextReloaded] == old {
        old += 1
        item += 1
        return .reloaded(at: item - 1)
      }
      // A run of kept items: up to the next arriving position, leaving item or reloaded one.
      var run = end - item
      if nextLeaving < leaving.count { run = Swift.min(run, leaving[nextLeaving] - old) }
      if nextReloaded < reloaded.count { run = Swift.min(run, reloaded[nextReloaded] - old) }
      defer {
        old += run
        item += run
      }
      return .kept(old: old..<(old + run), at: item)
    }
  }

  /// Walks the surviving section at `target` after the batch (at `source` before, `count` items
  /// after), whose items at the ascending `reloaded` positions (before the batch) are reloaded.
  ///
  /// - Complexity: O(*r* + *c*) steps for *r* runs of kept items and *c* changes.
  package func _survivors(ofSection target: Int, from source: Int, count: Int, reloaded: [Int])
    -> _Survivors
  {
    _Survivors(
      mapping: self, target: target, count: count, leaving: _itemsLeaving(inSection: source),
      arriving: _itemsArriving(inSection: target), reloaded: reloaded)
  }
}
