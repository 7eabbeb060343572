/// A value the diff can match across two versions of a collection.
///
/// Identity (``diffID``) decides whether an element was deleted, inserted or moved; content
/// (``isContentEqual(to:)``) decides whether a matched element must be reloaded.
///
///     struct Contact: Diffable {
///       var id: UUID
///       var name: String
///       var diffID: UUID { id }                       // ✅ stable across edits
///       func isContentEqual(to other: Contact) -> Bool { name == other.name }
///     }
///
///     // 🚫 `var diffID: String { name }` — renaming becomes delete + insert, not a reload.
///
/// Types that are `Identifiable` get `diffID` from `id`; `Hashable` types use themselves;
/// `Equatable` types compare content with `==`.
public protocol Diffable {
  /// The type of the identity that matches an element across versions.
  associatedtype DiffID: Hashable

  /// The identity that matches this element with its counterpart in another version.
  var diffID: DiffID { get }

  /// Returns whether this element shows the same content as `other`, an element with the same
  /// identity.
  ///
  /// - Parameter other: The element with the same ``diffID`` in the other version.
  /// - Returns: `false` when the element must be reloaded.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Identifiable {
  /// The element's `id`.
  @inlinable
  public var diffID: ID { id }
}

extension Diffable where Self: Hashable {
  /// The element itself.
  @inlinable
  public var diffID: Self { self }
}

extension Diffable where Self: Hashable & Identifiable {
  /// The element's `id` (preferred over the element itself when a type is both).
  @inlinable
  public var diffID: ID { id }
}

extension Diffable where Self: Equatable {
  /// Compares with `==`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

/// A section of a sectioned collection that the diff can match, and whose items it can diff.
///
///     let old = [ArraySection(model: "fruit", elements: ["apple", "pear"])]
///     let new = [ArraySection(model: "fruit", elements: ["pear", "plum"])]
///     let stages = StagedChangeset(source: old, target: new)
public protocol DiffableSection: Diffable {
  /// The type of the section's items.
  associatedtype Item: Diffable

  /// The section's items, in order.
  var items: [Item] { get }

  /// Creates a section with `source`'s identity and content and the given items.
  ///
  /// - Parameters:
  ///   - source: The section whose identity and content to keep.
  ///   - items: The items of the new section.
  init(source: Self, items: some Collection<Item>)
}
