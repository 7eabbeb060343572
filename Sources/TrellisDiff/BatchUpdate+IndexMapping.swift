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
    /// For each item before the batch, its path after it (section -1 when it is replaced).
    @usableFromInline internal var _itemTargets: [[ItemPath]]
    /// For each item after the batch, its path before it (section -1 when it is new).
    @usableFromInline internal var _itemSources: [[ItemPath]]
    /// For each section before the batch, the ascending indices of the items that leave it
    /// (deletes and move sources).
    @usableFromInline internal var _gone: [[Int]]
    /// For each section after the batch, the ascending indices that inserts and move targets
    /// take.
    @usableFromInline internal var _taken: [[Int]]

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
    /// - Complexity: O(1).
    @inlinable
    public func target(of source: ItemPath) -> ItemPath? {
      Self._lookUp(source, in: _itemTargets)
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
    /// - Complexity: O(1).
    @inlinable
    public func source(of target: ItemPath) -> ItemPath? {
      Self._lookUp(target, in: _itemSources)
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
    /// - Complexity: O(*n*) for *n* items.
    public static func == (lhs: IndexMapping, rhs: IndexMapping) -> Bool {
      lhs._sectionTargets == rhs._sectionTargets && lhs._sectionSources == rhs._sectionSources
        && lhs._itemTargets == rhs._itemTargets && lhs._itemSources == rhs._itemSources
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

    @inlinable
    internal static func _lookUp(_ path: ItemPath, in table: [[ItemPath]]) -> ItemPath? {
      guard table.indices.contains(path.section), table[path.section].indices.contains(path.item)
      else { return nil }
      let found = table[path.section][path.item]
      return found.section >= 0 ? found : nil
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
  /// - Parameters:
  ///   - oldItemCounts: The number of items of each section before the batch.
  ///   - newItemCounts: The number of items of each section after the batch.
  /// - Returns: The mapping in both directions.
  /// - Throws: The first ``BatchUpdateViolation``; only a valid batch has a mapping.
  /// - Complexity: O(*n* + *c*) expected, for *n* items before and after and *c* changes.
  public func indexMapping(
    from oldItemCounts: [Int], to newItemCounts: [Int]
  ) throws(BatchUpdateViolation) -> IndexMapping {
    let sections = try _SectionCheck(self, oldItemCounts, newItemCounts)
    let none = ItemPath(item: -1, section: -1)
    // A negative count (nonsense input) counts as empty rather than trapping.
    var targets = oldItemCounts.map { [ItemPath](repeating: none, count: Swift.max(0, $0)) }
    var sources = newItemCounts.map { [ItemPath](repeating: none, count: Swift.max(0, $0)) }
    var gone = oldItemCounts.map { [Bool](repeating: false, count: Swift.max(0, $0)) }
    var taken = newItemCounts.map { [Bool](repeating: false, count: Swift.max(0, $0)) }
    for path in itemDeletes { gone[path.section][path.item] = true }
    for path in itemInserts { taken[path.section][path.item] = true }
    for move in itemMoves {
      gone[move.source.section][move.source.item] = true
      taken[move.target.section][move.target.item] = true
      targets[move.source.section][move.source.item] = move.target
      sources[move.target.section][move.target.item] = move.source
    }
    for old in oldItemCounts.indices {
      let new = sections.oldToNew[old]
      guard new >= 0, !sections.reloaded[old] else { continue }
      var slot = 0
      for item in 0..<Swift.max(0, oldItemCounts[old]) where !gone[old][item] {
        while taken[new][slot] { slot += 1 }
        targets[old][item] = ItemPath(item: slot, section: new)
        sources[new][slot] = ItemPath(item: item, section: old)
        slot += 1
      }
    }
    var goneItems = [[Int]](repeating: [], count: oldItemCounts.count)
    var takenItems = [[Int]](repeating: [], count: newItemCounts.count)
    for path in itemDeletes { goneItems[path.section].append(path.item) }
    for path in itemInserts { takenItems[path.section].append(path.item) }
    for move in itemMoves {
      goneItems[move.source.section].append(move.source.item)
      takenItems[move.target.section].append(move.target.item)
    }
    for section in goneItems.indices where goneItems[section].count > 1 {
      goneItems[section].sort()
    }
    for section in takenItems.indices where takenItems[section].count > 1 {
      takenItems[section].sort()
    }
    return IndexMapping(
      _sectionTargets: sections.oldToNew, _sectionSources: sections.newToOld,
      _itemTargets: targets, _itemSources: sources, _gone: goneItems, _taken: takenItems)
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
  /// - Complexity: O(*n* + *c*) expected, for *n* elements and *c* changes.
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
