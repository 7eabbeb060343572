/// The changes between two versions of a flat or sectioned collection, as the fewest batch
/// updates that UIKit accepts, each with the data to show while it runs.
///
///     let stages = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "d"])
///     stages.count                  // 1
///     stages[0].update.itemDeletes  // [[0, 1]]          ("b", before the batch)
///     stages[0].update.itemInserts  // [[0, 2]]          ("d", after the batch)
///     stages[0].update.itemMoves    // [[0, 2] -> [0, 0]] ("c")
///     stages[0].data                // ["c", "a", "d"]
///
/// ## Motivation
///
/// `performBatchUpdates` raises an exception when a batch breaks one of its rules: an item both
/// moved and reloaded, a moved section that also has item changes, a reloaded section with item
/// changes. Issuing such changes in one batch is the classic "Invalid update" crash. A staged
/// changeset splits them into consecutive batches, each valid on its own (see
/// ``BatchUpdate/validate(from:to:)``), and uses a single batch whenever the rules allow one:
/// every extra stage is a layout pass the user sees.
///
/// ## Identity & Equality
///
/// Identity (``Diffable/diffID``) decides what is deleted, inserted or moved; content
/// (``Diffable/isContentEqual(to:)``) decides what is reloaded. Duplicate identities are data,
/// not an error: the *k*-th occurrence of an identity in the source matches its *k*-th occurrence
/// in the target, and extra occurrences are deleted or inserted. Items that change section are
/// moves. Items of a deleted section go with it and items of an inserted section come with it:
/// UIKit cannot move an item out of a deleted or into an inserted section in the same batch.
///
/// Moves are minimal: the items that keep their section and stay in a longest increasing
/// subsequence of positions are not moved, so moving one element to the end is one move.
///
/// ## Stages
///
/// When everything fits one batch there is one stage. Otherwise: if a moved section also has item
/// changes, the item changes run first (sections in source order), then the section inserts and
/// moves; reloads join a structural batch where they touch no move, and the rest run in one
/// batch before it (at old positions) or after it (at new positions), or both when a reloaded
/// section holds a reloaded, moved item. Equal inputs give no stage, and no stage is ever empty.
///
/// ## Performance
///
/// Linear expected time: one hash per identity in the changed middle, after trimming the common
/// prefix and suffix, with an open-addressing table of 64-bit slots and `Int32` bookkeeping.
/// Unchanged and append-only inputs cost one identity and one content comparison per element.
/// The last stage's data is the target itself, not a copy.
public struct StagedChangeset<Data: RangeReplaceableCollection> {
  /// The stages in the order they must be applied.
  @usableFromInline internal var _stages: [Changeset<Data>]

  // MARK: Lifecycle

  /// Creates a staged changeset from stages computed elsewhere.
  ///
  ///     let stages = StagedChangeset<[Int]>([Changeset(data: [1], update: BatchUpdate(
  ///       itemInserts: [ItemPath(item: 0, section: 0)]))])
  ///
  /// - Parameter stages: The stages, in order.
  @inlinable
  public init(_ stages: some Sequence<Changeset<Data>>) {
    _stages = Array(stages)
  }
}

extension StagedChangeset: RandomAccessCollection {
  /// The position of the first stage: 0.
  @inlinable
  public var startIndex: Int { _stages.startIndex }

  /// One past the last stage: the number of stages.
  @inlinable
  public var endIndex: Int { _stages.endIndex }

  /// The stage at `position`.
  ///
  ///     let first = stages[0]
  ///
  /// - Parameter position: A valid index, `0..<count`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Changeset<Data> { _stages[position] }
}

extension StagedChangeset: Equatable where Data: Equatable {}

extension StagedChangeset: Sendable where Data: Sendable {}

extension StagedChangeset: CustomStringConvertible {
  /// The stages, one per line.
  ///
  ///     print(StagedChangeset(source: [1], target: [2]))
  public var description: String {
    "StagedChangeset(\(_stages.count) stages)"
      + _stages.map { "\n  \($0)" }.joined()
  }
}
