/// A rule of `performBatchUpdates` that a ``BatchUpdate`` breaks, found by
/// ``BatchUpdate/validate(from:to:)``.
///
///     do {
///       try BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)]).validate(from: [1], to: [1])
///     } catch {
///       print(error)  // Invalid update: invalid number of items in section 0. ...
///     }
///
/// Each case names one rule of UIKit's batch updates and carries the offending indices; its
/// ``description`` reads like the `NSInternalInconsistencyException` UIKit would raise. Indices
/// follow the batch's convention: deletes, reloads and move sources are before the update, inserts
/// and move targets after it.
public enum BatchUpdateViolation: Error, Equatable, Sendable {
  /// The kind of operation an offending index comes from.
  ///
  ///     BatchUpdateViolation.Operation.moveSource.description  // "move source"
  public enum Operation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A delete (index before the update).
    case delete
    /// An insert (index after the update).
    case insert
    /// A reload (index before the update).
    case reload
    /// The source of a move (index before the update).
    case moveSource
    /// The target of a move (index after the update).
    case moveTarget

    /// The operation in words, as used in the violation messages.
    ///
    ///     BatchUpdateViolation.Operation.insert.description  // "insert"
    public var description: String {
      switch self {
      case .delete: "delete"
      case .insert: "insert"
      case .reload: "reload"
      case .moveSource: "move source"
      case .moveTarget: "move target"
      }
    }

    /// The operation as a verb in a message: "attempt to *move to* section 3".
    @usableFromInline
    internal var verb: String {
      switch self {
      case .delete: "delete"
      case .insert: "insert"
      case .reload: "reload"
      case .moveSource: "move"
      case .moveTarget: "move to"
      }
    }

    /// Whether the operation's index refers to the state before the update.
    @usableFromInline
    internal var isBefore: Bool {
      switch self {
      case .delete, .reload, .moveSource: true
      case .insert, .moveTarget: false
      }
    }
  }

  /// The section count after the update is not the count before, minus deletes, plus inserts.
  case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
  /// A surviving section's item count after the update is not its count before, minus deletes,
  /// plus inserts, minus items moved out, plus items moved in. `section` is its index after the
  /// update.
  case invalidItemCount(
    section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)
  /// A section operation names a section that does not exist in its state (`sectionCount` is the
  /// number of sections of that state).
  case sectionOutOfRange(section: Int, operation: Operation, sectionCount: Int)
  /// An item operation names a section that does not exist in its state.
  case itemSectionOutOfRange(path: ItemPath, operation: Operation, sectionCount: Int)
  /// An item operation names an item that does not exist in its section (`itemCount` is that
  /// section's count in the operation's state).
  case itemOutOfRange(path: ItemPath, operation: Operation, itemCount: Int)
  /// A section is deleted, inserted, reloaded, moved from or moved to twice.
  case duplicateSection(section: Int, operation: Operation)
  /// An item path is deleted, inserted, reloaded, moved from or moved to twice.
  case duplicateItem(path: ItemPath, operation: Operation)
  /// A section is both deleted and moved.
  case sectionDeletedAndMoved(section: Int)
  /// A section is both deleted and reloaded.
  case sectionDeletedAndReloaded(section: Int)
  /// A section is both moved and reloaded.
  case sectionMovedAndReloaded(section: Int)
  /// A section index after the update is both inserted and the target of a move.
  case sectionInsertedAndMovedTo(section: Int)
  /// An item path is both deleted and moved.
  case itemDeletedAndMoved(path: ItemPath)
  /// An item path is both deleted and reloaded.
  case itemDeletedAndReloaded(path: ItemPath)
  /// An item path is both moved and reloaded.
  case itemMovedAndReloaded(path: ItemPath)
  /// An item path after the update is both inserted and the target of a move.
  case itemInsertedAndMovedTo(path: ItemPath)
  /// An item operation (delete, reload or move source) inside a section that is deleted.
  case itemInDeletedSection(path: ItemPath, operation: Operation)
  /// An item operation inside a section that is reloaded (which UIKit treats as delete + insert).
  case itemInReloadedSection(path: ItemPath, operation: Operation)
  /// An item inserted into, or moved into, a section that is inserted by the same batch.
  case itemInInsertedSection(path: ItemPath, operation: Operation)
  /// An item operation inside a section that is moved by the same batch.
  case itemInMovedSection(path: ItemPath, operation: Operation)
}

extension BatchUpdateViolation: CustomStringConvertible {
  /// A message in the words of UIKit's `NSInternalInconsistencyException`.
  ///
  ///     BatchUpdateViolation.duplicateSection(section: 2, operation: .delete).description
  ///     // "Invalid update: attempt to delete section 2 more than once."
  public var description: String {
    switch self {
    case .invalidSectionCount(let before, let after, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in the"
        + " collection view after the update (\(after)) must be equal to the number of sections"
        + " contained in the collection view before the update (\(before)), plus or minus the"
        + " number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .invalidItemCount(
      let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of items in section \(section). The number of items"
        + " contained in an existing section after the update (\(after)) must be equal to the"
        + " number of items contained in that section before the update (\(before)), plus or"
        + " minus the number of items inserted or deleted from that section (\(inserted) inserted,"
        + " \(deleted) deleted) and plus or minus the number of items moved into or out of that"
        + " section (\(movedIn) moved in, \(movedOut) moved out)."
    case .sectionOutOfRange(let section, let operation, let sectionCount):
      return "Invalid update: attempt to \(operation.verb) section \(section), but there are only"
        + " \(sectionCount) sections \(Self.state(operation))."
    case .itemSectionOutOfRange(let path, let operation, let sectionCount):
      return "Invalid update: attempt to \(operation.verb) item \(path.item) in section"
        + " \(path.section), but there are only \(sectionCount) sections"
        + " \(Self.state(operation))."
    case .itemOutOfRange(let path, let operation, let itemCount):
      return "Invalid update: attempt to \(operation.verb) item \(path.item) in section"
        + " \(path.section), but there are only \(itemCount) items in section \(path.section)"
        + " \(Self.state(operation))."
    case .duplicateSection(let section, let operation):
      return "Invalid update: attempt to \(operation.verb) section \(section) more than once."
    case .duplicateItem(let path, let operation):
      return "Invalid update: attempt to \(operation.verb) index path \(path) more than once."
    case .sectionDeletedAndMoved(let section):
      return "Invalid update: attempt to delete and move section \(section)."
    case .sectionDeletedAndReloaded(let section):
      return "Invalid update: attempt to delete and reload section \(section)."
    case .sectionMovedAndReloaded(let section):
      return "Invalid update: attempt to move and reload section \(section)."
    case .sectionInsertedAndMovedTo(let section):
      return "Invalid update: attempt to insert section \(section) and move a section to it."
    case .itemDeletedAndMoved(let path):
      return "Invalid update: attempt to delete and move index path \(path)."
    case .itemDeletedAndReloaded(let path):
      return "Invalid update: attempt to delete and reload index path \(path)."
    case .itemMovedAndReloaded(let path):
      return "Invalid update: attempt to move and reload index path \(path)."
    case .itemInsertedAndMovedTo(let path):
      return "Invalid update: attempt to insert index path \(path) and move an item to it."
    case .itemInDeletedSection(let path, let operation):
      return "Invalid update: attempt to \(operation.verb) index path \(path) in section"
        + " \(path.section), which is deleted by the same update."
    case .itemInReloadedSection(let path, let operation):
      return "Invalid update: attempt to \(operation.verb) index path \(path) in section"
        + " \(path.section), which is reloaded by the same update."
    case .itemInInsertedSection(let path, let operation):
      return "Invalid update: attempt to \(operation.verb) index path \(path) in section"
        + " \(path.section), which is inserted by the same update."
    case .itemInMovedSection(let path, let operation):
      return "Invalid update: attempt to \(operation.verb) index path \(path) in section"
        + " \(path.section), which is moved by the same update."
    }
  }

  private static func state(_ operation: Operation) -> String {
    operation.isBefore ? "before the update" : "after the update"
  }
}
