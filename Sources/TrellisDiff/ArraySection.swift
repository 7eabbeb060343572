/// A ready-made ``DiffableSection``: a diffable model (the section's identity and content, such
/// as a header) and an array of diffable elements.
///
///     let old = [ArraySection(model: "fruit", elements: ["apple", "pear"])]
///     let new = [ArraySection(model: "fruit", elements: ["pear", "plum"])]
///     StagedChangeset(source: old, target: new)[0].update.itemDeletes  // [[0, 0]]
///
/// The section's identity and content are those of `model`; its items are `elements`.
public struct ArraySection<Model: Diffable, Item: Diffable>: DiffableSection {
  /// The section's model: its identity and content.
  public var model: Model
  /// The section's elements, in order.
  public var elements: [Item]

  // MARK: Lifecycle

  /// Creates a section with a model and elements.
  ///
  ///     let section = ArraySection(model: 1, elements: ["a", "b"])
  ///
  /// - Parameters:
  ///   - model: The section's identity and content.
  ///   - elements: The section's elements.
  @inlinable
  public init(model: Model, elements: some Sequence<Item>) {
    self.model = model
    self.elements = Array(elements)
  }

  /// Creates a section with `source`'s model and the given items.
  ///
  ///     let emptied = ArraySection(source: section, items: [String]())
  ///
  /// - Parameters:
  ///   - source: The section whose model to keep.
  ///   - items: The new section's elements.
  @inlinable
  public init(source: ArraySection, items: some Collection<Item>) {
    self.init(model: source.model, elements: items)
  }

  // MARK: Public

  /// The section's items: ``elements``.
  @inlinable
  public var items: [Item] { elements }

  /// The model's identity.
  @inlinable
  public var diffID: Model.DiffID { model.diffID }

  /// Compares the models' content; the elements are diffed separately.
  ///
  /// - Parameter other: The section with the same identity in the other version.
  /// - Returns: Whether the models show the same content.
  @inlinable
  public func isContentEqual(to other: ArraySection) -> Bool {
    model.isContentEqual(to: other.model)
  }
}

extension ArraySection: Equatable where Model: Equatable, Item: Equatable {}

extension ArraySection: Hashable where Model: Hashable, Item: Hashable {}

extension ArraySection: Sendable where Model: Sendable, Item: Sendable {}

extension ArraySection: CustomStringConvertible {
  /// The model and its elements.
  ///
  ///     ArraySection(model: 0, elements: [1, 2]).description  // "0: [1, 2]"
  public var description: String { "\(model): \(elements)" }
}
