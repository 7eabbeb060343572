/// A move of one element from a position in the state before an update to a position in the
/// state after it.
///
///     let from = ItemPath(item: 0, section: 0)
///     let move = Move(source: from, target: ItemPath(item: 2, section: 1))
///     move.source  // [0, 0], an index path before the update
///     move.target  // [1, 2], an index path after the update
///
/// `Index` is `Int` for section moves and ``ItemPath`` for item moves, matching UIKit's
/// `moveSection(_:toSection:)` and `moveItem(at:to:)`.
public struct Move<Index: Hashable>: Hashable {
  /// The position before the update.
  public var source: Index
  /// The position after the update.
  public var target: Index

  /// Creates a move from `source` (before the update) to `target` (after it).
  ///
  ///     let move = Move(source: 3, target: 0)  // section 3 becomes section 0
  ///
  /// - Parameters:
  ///   - source: The position before the update.
  ///   - target: The position after the update.
  @inlinable
  public init(source: Index, target: Index) {
    self.source = source
    self.target = target
  }
}

extension Move: Sendable where Index: Sendable {}

extension Move: CustomStringConvertible {
  /// The move as `source -> target`.
  ///
  ///     Move(source: 1, target: 4).description  // "1 -> 4"
  public var description: String { "\(source) -> \(target)" }
}
