/// One `performBatchUpdates` call: the section and item changes UIKit applies together.
///
///     var update = BatchUpdate()
///     update.itemDeletes = [ItemPath(item: 0, section: 0)]
///     update.itemInserts = [ItemPath(item: 2, section: 0)]
///     try update.validate(from: [3], to: [3])  // UIKit would accept this batch
///
/// Indices follow UIKit's convention: deletes, reloads and move sources refer to the state
/// *before* the batch; inserts and move targets refer to the state *after* it. A reload replaces
/// the element's cell in place (same identity, new content).
///
/// ``StagedChangeset`` produces batches that ``validate(from:to:)`` accepts; a batch built by hand
/// can be checked with the same oracle before it reaches a collection view, where a violation is
/// an `NSInternalInconsistencyException`.
public struct BatchUpdate: Equatable, Sendable {
  /// Sections deleted, as indices before the batch.
  public var sectionDeletes: [Int]
  /// Sections inserted, as indices after the batch.
  public var sectionInserts: [Int]
  /// Sections reloaded (same identity, new content), as indices before the batch.
  public var sectionReloads: [Int]
  /// Sections moved, from an index before the batch to an index after it.
  public var sectionMoves: [Move<Int>]
  /// Items deleted, as paths before the batch.
  public var itemDeletes: [ItemPath]
  /// Items inserted, as paths after the batch.
  public var itemInserts: [ItemPath]
  /// Items reloaded (same identity, new content), as paths before the batch.
  public var itemReloads: [ItemPath]
  /// Items moved, from a path before the batch to a path after it.
  public var itemMoves: [Move<ItemPath>]

  // MARK: Lifecycle

  /// Creates a batch with the given changes; every omitted field is empty.
  ///
  ///     let reload = ItemPath(item: 1, section: 0)
  ///     let update = BatchUpdate(sectionInserts: [0], itemReloads: [reload])
  ///
  /// - Parameters:
  ///   - sectionDeletes: Sections deleted, as indices before the batch.
  ///   - sectionInserts: Sections inserted, as indices after the batch.
  ///   - sectionReloads: Sections reloaded, as indices before the batch.
  ///   - sectionMoves: Sections moved, from before to after.
  ///   - itemDeletes: Items deleted, as paths before the batch.
  ///   - itemInserts: Items inserted, as paths after the batch.
  ///   - itemReloads: Items reloaded, as paths before the batch.
  ///   - itemMoves: Items moved, from before to after.
  @inlinable
  public init(
    sectionDeletes: [Int] = [],
    sectionInserts: [Int] = [],
    sectionReloads: [Int] = [],
    sectionMoves: [Move<Int>] = [],
    itemDeletes: [ItemPath] = [],
    itemInserts: [ItemPath] = [],
    itemReloads: [ItemPath] = [],
    itemMoves: [Move<ItemPath>] = []
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionReloads = sectionReloads
    self.sectionMoves = sectionMoves
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemReloads = itemReloads
    self.itemMoves = itemMoves
  }

  // MARK: Public

  /// Whether the batch changes nothing.
  ///
  ///     BatchUpdate().isEmpty                       // true
  ///     BatchUpdate(sectionInserts: [0]).isEmpty    // false
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of operations in the batch: every delete, insert, reload and move, of sections
  /// and items.
  ///
  ///     BatchUpdate(sectionInserts: [0, 1], itemDeletes: [ItemPath(item: 0, section: 0)])
  ///       .changeCount  // 3
  ///
  /// A cheap cost estimate, for example to fall back to `reloadData()` above a threshold.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionReloads.count + sectionMoves.count
      + itemDeletes.count + itemInserts.count + itemReloads.count + itemMoves.count
  }
}

extension BatchUpdate: CustomStringConvertible {
  /// The non-empty fields, for logs and test failures.
  ///
  ///     BatchUpdate(sectionInserts: [1]).description  // "BatchUpdate(sectionInserts: [1])"
  public var description: String {
    var parts: [String] = []
    func add<T>(_ name: String, _ values: [T]) {
      if !values.isEmpty { parts.append("\(name): \(values)") }
    }
    add("sectionDeletes", sectionDeletes)
    add("sectionInserts", sectionInserts)
    add("sectionReloads", sectionReloads)
    add("sectionMoves", sectionMoves)
    add("itemDeletes", itemDeletes)
    add("itemInserts", itemInserts)
    add("itemReloads", itemReloads)
    add("itemMoves", itemMoves)
    return "BatchUpdate(\(parts.joined(separator: ", ")))"
  }
}
