/// The position of an item in a sectioned collection: the engine's `IndexPath`.
///
///     let path = ItemPath(item: 3, section: 1)
///     path < ItemPath(item: 0, section: 2)  // true: sections order first
///
/// Foundation's `IndexPath` gains `item` and `section` only with UIKit, so Trellis computes with
/// this small value and converts at the UIKit boundary. Paths order by section, then by item.
public struct ItemPath: Hashable, Comparable, Sendable {
  /// The item's index within its section.
  public var item: Int
  /// The section's index.
  public var section: Int

  /// Creates a path to `item` in `section`.
  ///
  /// - Parameters:
  ///   - item: The item's index within its section.
  ///   - section: The section's index.
  @inlinable
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders paths by section, then by item.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension ItemPath: CustomStringConvertible {
  /// The path as `[section, item]`, the way `IndexPath` prints.
  public var description: String { "[\(section), \(item)]" }
}
