import TrellisCore
import TrellisDiff
import TrellisList

/// What a ``DiffValue`` stands for, and how its description starts.
public protocol DiffValueKind: Sendable {
  /// The prefix of a value's description: `""` for items, `"S"` for sections.
  static var prefix: String { get }
}

/// The kind of ``DiffItem``.
public enum DiffItemKind: DiffValueKind {
  /// Items print bare: `1`, `1:2`.
  public static let prefix = ""
}

/// The kind of ``DiffSectionModel``.
public enum DiffSectionKind: DiffValueKind {
  /// Sections print with an `S`: `S1`, `S1:2`.
  public static let prefix = "S"
}

/// An element for diff tests: identity `id`, content `content`; a change of content with the same
/// identity is a reload.
///
///     let a = DiffItem(1, content: 0)
///     a.isContentEqual(to: DiffItem(1, content: 1))  // false: same identity, new content
public struct DiffValue<Kind: DiffValueKind>: Diffable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The identity.
  public var id: Int
  /// The content; a change with the same identity is a reload.
  public var content: Int

  /// Creates a value.
  public init(_ id: Int, content: Int = 0) {
    self.id = id
    self.content = content
  }

  /// The identity.
  public var diffID: Int { id }

  /// Compares `content`.
  public func isContentEqual(to other: Self) -> Bool { content == other.content }

  /// `<prefix><id>` or `<prefix><id>:<content>` when the content is not 0.
  public var description: String {
    content == 0 ? "\(Kind.prefix)\(id)" : "\(Kind.prefix)\(id):\(content)"
  }
}

/// An item for diff tests.
public typealias DiffItem = DiffValue<DiffItemKind>

/// A section model for diff tests: identity `id`, content `content` (a header, say).
public typealias DiffSectionModel = DiffValue<DiffSectionKind>

/// A section for diff tests.
public typealias DiffSection = ArraySection<DiffSectionModel, DiffItem>
