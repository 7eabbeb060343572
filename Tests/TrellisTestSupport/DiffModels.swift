import TrellisDiff
import TrellisList

/// An element for diff tests: identity `id`, content `content`.
///
///     let a = DiffItem(1, content: 0)
///     a.isContentEqual(to: DiffItem(1, content: 1))  // false: same identity, new content
public struct DiffItem: Diffable, Hashable, Sendable, CustomStringConvertible {
  /// The identity.
  public var id: Int
  /// The content; a change with the same identity is a reload.
  public var content: Int

  /// Creates an item.
  public init(_ id: Int, content: Int = 0) {
    self.id = id
    self.content = content
  }

  /// The identity.
  public var diffID: Int { id }

  /// Compares `content`.
  public func isContentEqual(to other: DiffItem) -> Bool { content == other.content }

  /// `id` or `id:content` when the content is not 0.
  public var description: String { content == 0 ? "\(id)" : "\(id):\(content)" }
}

/// A section model for diff tests: identity `id`, content `content` (a header, say).
public struct DiffSectionModel: Diffable, Hashable, Sendable, CustomStringConvertible {
  /// The identity.
  public var id: Int
  /// The content; a change with the same identity is a section reload.
  public var content: Int

  /// Creates a model.
  public init(_ id: Int, content: Int = 0) {
    self.id = id
    self.content = content
  }

  /// The identity.
  public var diffID: Int { id }

  /// Compares `content`.
  public func isContentEqual(to other: DiffSectionModel) -> Bool { content == other.content }

  /// `S<id>` or `S<id>:<content>`.
  public var description: String { content == 0 ? "S\(id)" : "S\(id):\(content)" }
}

/// A section for diff tests.
public typealias DiffSection = ArraySection<DiffSectionModel, DiffItem>
