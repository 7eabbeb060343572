/// One stage of a ``StagedChangeset``: a batch update and the data to show while it runs.
///
///     for stage in StagedChangeset(source: old, target: new) {
///       collectionView.performBatchUpdates {
///         dataSource.items = stage.data  // the data source exposes exactly this stage's data
///         apply(stage.update)            // deletes, inserts, moves, reloads
///       }
///     }
///
/// Applying ``update`` to the previous stage's data (the diff's source for the first stage) under
/// UIKit's index convention yields exactly ``data``.
public struct Changeset<Data: Collection> {
  /// The collection after this stage.
  public var data: Data
  /// The changes of this stage; reloads mean same identity, changed content.
  public var update: BatchUpdate

  // MARK: Lifecycle

  /// Creates a stage showing `data` after applying `update`.
  ///
  ///     let insert = BatchUpdate(itemInserts: [ItemPath(item: 1, section: 0)])
  ///     let stage = Changeset(data: [1, 2], update: insert)
  ///
  /// - Parameters:
  ///   - data: The collection after this stage.
  ///   - update: The changes that lead to `data` from the previous stage.
  @inlinable
  public init(data: Data, update: BatchUpdate) {
    self.data = data
    self.update = update
  }
}

extension Changeset: Equatable where Data: Equatable {}

extension Changeset: Sendable where Data: Sendable {}

extension Changeset: CustomStringConvertible {
  /// The stage's update and element count.
  ///
  ///     Changeset(data: [1], update: BatchUpdate()).description
  ///     // "Changeset(1 elements, BatchUpdate())"
  public var description: String { "Changeset(\(data.count) elements, \(update))" }
}
