import TrellisDiff

// Subscripts, counts and lookups by index, path and identity.

extension ListModel {
  // MARK: Counts

  /// The number of sections.
  public var sectionCount: Int { sections.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// Whether the model has no items (it may still have empty sections).
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var isEmpty: Bool { sections.allSatisfy(\.items.isEmpty) }

  /// The number of items in the section at `section`.
  ///
  /// - Parameter section: A valid section index.
  /// - Returns: The section's item count.
  /// - Precondition: `section` is a valid section index.
  public func itemCount(inSection section: Int) -> Int {
    self[section].items.count
  }

  // MARK: Subscripts

  /// The section at `index`.
  ///
  ///     model[0].items.count
  ///
  /// - Parameter index: A valid section index.
  /// - Precondition: `index` is in `0..<sectionCount`.
  public subscript(index: Int) -> ListSection {
    get {
      precondition(sections.indices.contains(index), sectionOutOfRangeMessage(index))
      return sections[index]
    }
    set {
      precondition(sections.indices.contains(index), sectionOutOfRangeMessage(index))
      sections[index] = newValue
    }
  }

  /// The item at `path`.
  ///
  ///     model[ItemPath(item: 2, section: 0)].id
  ///
  /// - Parameter path: A path to an existing item.
  /// - Precondition: `path` refers to an existing item.
  public subscript(path: ItemPath) -> ListItem {
    get {
      precondition(item(at: path) != nil, itemOutOfRangeMessage(path))
      return sections[path.section].items[path.item]
    }
    set {
      precondition(item(at: path) != nil, itemOutOfRangeMessage(path))
      sections[path.section].items[path.item] = newValue
    }
  }

  // MARK: Lookups

  /// The section at `index`, or `nil` when there is none.
  ///
  /// - Parameter index: Any integer.
  /// - Returns: The section, or `nil`.
  public func section(at index: Int) -> ListSection? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The item at `path`, or `nil` when there is none.
  ///
  /// - Parameter path: Any path.
  /// - Returns: The item, or `nil`.
  public func item(at path: ItemPath) -> ListItem? {
    guard let section = section(at: path.section), section.items.indices.contains(path.item)
    else { return nil }
    return section.items[path.item]
  }

  /// The index of the first section with identity `id`, or `nil`.
  ///
  ///     model.sectionIndex(id: "feed")
  ///
  /// - Parameter id: A section identity.
  /// - Returns: The index, or `nil`.
  /// - Complexity: O(*s*) for *s* sections.
  public func sectionIndex(id: some Hashable & Sendable) -> Int? {
    let id = AnyListID(id)
    return sections.firstIndex { $0.id == id }
  }

  /// The indices of every section with identity `id`, in order (more than one only in a model
  /// built with duplicate section identities).
  ///
  /// - Parameter id: A section identity.
  /// - Returns: The indices, empty when there is none.
  /// - Complexity: O(*s*) for *s* sections.
  public func sectionIndices(id: some Hashable & Sendable) -> [Int] {
    let id = AnyListID(id)
    return sections.indices.filter { sections[$0].id == id }
  }

  /// The first section with identity `id`, or `nil`.
  ///
  /// - Parameter id: A section identity.
  /// - Returns: The section, or `nil`.
  /// - Complexity: O(*s*) for *s* sections.
  public func section(id: some Hashable & Sendable) -> ListSection? {
    sectionIndex(id: id).map { sections[$0] }
  }

  /// The path of the first item with identity `id`, or `nil`.
  ///
  ///     model.path(ofItem: product.id)
  ///
  /// - Parameter id: An item identity.
  /// - Returns: The path, or `nil`.
  /// - Complexity: O(*n*) for *n* items.
  public func path(ofItem id: some Hashable & Sendable) -> ItemPath? {
    let id = AnyListID(id)
    for (sectionIndex, section) in sections.enumerated() {
      if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
        return ItemPath(item: itemIndex, section: sectionIndex)
      }
    }
    return nil
  }

  /// The first item with identity `id`, or `nil`.
  ///
  /// - Parameter id: An item identity.
  /// - Returns: The item, or `nil`.
  /// - Complexity: O(*n*) for *n* items.
  public func item(id: some Hashable & Sendable) -> ListItem? {
    path(ofItem: id).map { self[$0] }
  }

  /// The paths of all items, section by section.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var itemPaths: [ItemPath] {
    sections.enumerated().flatMap { sectionIndex, section in
      section.items.indices.map { ItemPath(item: $0, section: sectionIndex) }
    }
  }

  // MARK: Private

  private func sectionOutOfRangeMessage(_ index: Int) -> String {
    ListModelError.sectionIndexOutOfRange(index, valid: sections.indices).description
  }

  private func itemOutOfRangeMessage(_ path: ItemPath) -> String {
    guard let section = section(at: path.section) else {
      return sectionOutOfRangeMessage(path.section)
    }
    return ListModelError.itemIndexOutOfRange(path, valid: section.items.indices).description
  }
}
