import TrellisDiff
import TrellisLayout

// Editing by index, path and section identity. Every method validates all of its input before it
// changes anything, so a thrown error leaves the model exactly as it was.

/// Which sections an edit by section identity applies to.
///
///     try model.append(contentsOf: items, toSectionWithID: "feed", matching: .all)
public enum SectionMatch: Hashable, Sendable {
  /// The first section with the identity.
  case first
  /// Every section with the identity (more than one only in models built with duplicates).
  case all
}

extension ListModel {
  // MARK: Sections

  /// Appends a section.
  ///
  ///     try model.appendSection(
  ///       ListSection(id: "more", moreProducts) { ListItem($0, view: ProductCell.self) })
  ///
  /// - Parameter section: The section; its identity must not be in use.
  /// - Returns: The new section's index.
  /// - Throws: ``ListModelError/duplicateSectionID(_:existingIndex:)``.
  @discardableResult
  public mutating func appendSection(_ section: ListSection) throws(ListModelError) -> Int {
    try checkUnused(section.id)
    sections.append(section)
    return sections.count - 1
  }

  /// Inserts a section at `index`.
  ///
  /// - Parameters:
  ///   - section: The section; its identity must not be in use.
  ///   - index: The new section's index, in `0...sectionCount`.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/duplicateSectionID(_:existingIndex:)``.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func insertSection(_ section: ListSection, at index: Int) throws(ListModelError) {
    try checkSectionIndex(index, valid: 0..<sections.count + 1)
    try checkUnused(section.id)
    sections.insert(section, at: index)
  }

  /// Replaces the section at `index`.
  ///
  /// - Parameters:
  ///   - index: A valid section index.
  ///   - section: The new section; its identity must not be used by another section.
  /// - Returns: The section that was replaced.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/duplicateSectionID(_:existingIndex:)``.
  @discardableResult
  public mutating func replaceSection(at index: Int, with section: ListSection)
    throws(ListModelError) -> ListSection
  {
    try checkSectionIndex(index, valid: sections.indices)
    try checkUnused(section.id, ignoring: index)
    defer { sections[index] = section }
    return sections[index]
  }

  /// Changes the sections with identity `id` in place.
  ///
  ///     try model.updateSections(id: "feed") { $0.footer = nil }
  ///
  /// - Parameters:
  ///   - id: A section identity.
  ///   - match: Whether to change the first or every section with that identity.
  ///   - change: Changes one section; it may change the identity to one not in use.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``; if a change gives a section an identity
  ///   already in use, ``ListModelError/duplicateSectionID(_:existingIndex:)`` and no section
  ///   changes.
  public mutating func updateSections(
    id: some Hashable & Sendable, matching match: SectionMatch = .first,
    _ change: (inout ListSection) -> Void
  ) throws(ListModelError) {
    var copy = self
    for index in try indices(ofSection: AnyListID(id), matching: match) {
      change(&copy.sections[index])
      if copy.sections[index].id != sections[index].id {
        try copy.checkUnused(copy.sections[index].id, ignoring: index)
      }
    }
    self = copy
  }

  /// Removes the section at `index`.
  ///
  /// - Parameter index: A valid section index.
  /// - Returns: The removed section.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``.
  /// - Complexity: O(*s*) for *s* sections.
  @discardableResult
  public mutating func removeSection(at index: Int) throws(ListModelError) -> ListSection {
    try checkSectionIndex(index, valid: sections.indices)
    return sections.remove(at: index)
  }

  /// Removes the sections with identity `id`.
  ///
  /// - Parameters:
  ///   - id: A section identity.
  ///   - match: Whether to remove the first or every section with that identity.
  /// - Returns: The removed sections, in their former order.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``.
  /// - Complexity: O(*s*) for *s* sections.
  @discardableResult
  public mutating func removeSections(
    id: some Hashable & Sendable, matching match: SectionMatch = .first
  ) throws(ListModelError) -> [ListSection] {
    let indices = try indices(ofSection: AnyListID(id), matching: match)
    let removed = indices.map { sections[$0] }
    for index in indices.reversed() { sections.remove(at: index) }
    return removed
  }

  /// Moves the section at `source` so that it ends up at index `target`.
  ///
  ///     // [a, b, c]
  ///     try model.moveSection(from: 0, to: 2)  // [b, c, a]
  ///
  /// - Parameters:
  ///   - source: A valid section index.
  ///   - target: The section's index after the move, in `0..<sectionCount`.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func moveSection(from source: Int, to target: Int) throws(ListModelError) {
    try checkSectionIndex(source, valid: sections.indices)
    try checkSectionIndex(target, valid: sections.indices)
    sections.insert(sections.remove(at: source), at: target)
  }

  // MARK: Items by path

  /// Appends an item to the section at `section`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: A valid section index.
  /// - Returns: The new item's path.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``.
  @discardableResult
  public mutating func append(_ item: ListItem, toSection section: Int) throws(ListModelError)
    -> ItemPath
  {
    try append(contentsOf: [item], toSection: section)[0]
  }

  /// Appends items to the section at `section`.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - section: A valid section index.
  /// - Returns: The new items' paths.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``.
  @discardableResult
  public mutating func append(contentsOf items: [ListItem], toSection section: Int)
    throws(ListModelError) -> [ItemPath]
  {
    try checkSectionIndex(section, valid: sections.indices)
    return appendUnchecked(items, toSection: section)
  }

  /// Inserts an item at `path`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - path: The new item's path: an existing section, an item index in `0...count`.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  /// - Complexity: O(*m*) for *m* items in the section.
  public mutating func insert(_ item: ListItem, at path: ItemPath) throws(ListModelError) {
    try insert(contentsOf: [item], at: path)
  }

  /// Inserts items starting at `path`.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - path: The first new item's path: an existing section, an item index in `0...count`.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  /// - Complexity: O(*m* + *k*) for *m* items in the section and *k* new items.
  public mutating func insert(contentsOf items: [ListItem], at path: ItemPath)
    throws(ListModelError)
  {
    try checkInsertion(at: path)
    sections[path.section].items.insert(contentsOf: items, at: path.item)
  }

  /// Replaces the item at `path`.
  ///
  /// - Parameters:
  ///   - path: The path of an existing item.
  ///   - item: The new item.
  /// - Returns: The replaced item.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  @discardableResult
  public mutating func replaceItem(at path: ItemPath, with item: ListItem) throws(ListModelError)
    -> ListItem
  {
    try checkItem(at: path)
    defer { sections[path.section].items[path.item] = item }
    return sections[path.section].items[path.item]
  }

  /// Removes the item at `path`.
  ///
  /// - Parameter path: The path of an existing item.
  /// - Returns: The removed item.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  /// - Complexity: O(*m*) for *m* items in the section.
  @discardableResult
  public mutating func removeItem(at path: ItemPath) throws(ListModelError) -> ListItem {
    try checkItem(at: path)
    return sections[path.section].items.remove(at: path.item)
  }

  /// Removes the items at `paths`, all at once: every path refers to the model before the call.
  ///
  ///     try model.removeItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
  ///
  /// - Parameter paths: Paths of existing items, each at most once, in any order.
  /// - Returns: The removed items, ordered by path.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``, ``ListModelError/duplicateItemPath(_:)``.
  /// - Complexity: O(*n* + *k* log *k*) for *n* items in the affected sections and *k* paths.
  @discardableResult
  public mutating func removeItems(at paths: some Sequence<ItemPath>) throws(ListModelError)
    -> [ListItem]
  {
    let sorted = paths.sorted()
    for (offset, path) in sorted.enumerated() {
      try checkItem(at: path)
      if offset > 0, sorted[offset - 1] == path { throw .duplicateItemPath(path) }
    }
    let removed = sorted.map { sections[$0.section].items[$0.item] }
    for path in sorted.reversed() { sections[path.section].items.remove(at: path.item) }
    return removed
  }

  /// Removes every item of the section at `section`; the section itself stays.
  ///
  /// - Parameter section: A valid section index.
  /// - Returns: The removed items.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``.
  @discardableResult
  public mutating func removeAllItems(inSection section: Int) throws(ListModelError)
    -> [ListItem]
  {
    try checkSectionIndex(section, valid: sections.indices)
    defer { sections[section].items.removeAll() }
    return sections[section].items
  }

  /// Moves the item at `source` so that it ends up at `target`.
  ///
  ///     // section 0: [a, b, c]
  ///     try model.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
  ///     // section 0: [b, c, a]
  ///
  /// - Parameters:
  ///   - source: The path of an existing item.
  ///   - target: The item's path after the move: an existing section, and an item index no
  ///     greater than that section's count once the item has left its source.
  /// - Throws: ``ListModelError/sectionIndexOutOfRange(_:valid:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  /// - Complexity: O(*m*) for *m* items in the two sections.
  public mutating func moveItem(from source: ItemPath, to target: ItemPath) throws(ListModelError) {
    try checkItem(at: source)
    try checkSectionIndex(target.section, valid: sections.indices)
    let countAfterRemoval =
      sections[target.section].items.count - (source.section == target.section ? 1 : 0)
    guard (0...countAfterRemoval).contains(target.item) else {
      throw .itemIndexOutOfRange(target, valid: 0..<countAfterRemoval + 1)
    }
    let item = sections[source.section].items.remove(at: source.item)
    sections[target.section].items.insert(item, at: target.item)
  }

  // MARK: Items by identity

  /// Appends items to the sections with identity `id`.
  ///
  ///     try model.append(contentsOf: nextPage, toSectionWithID: "feed")
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - id: A section identity.
  ///   - match: Whether to append to the first or every section with that identity.
  /// - Returns: The new items' paths.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``.
  @discardableResult
  public mutating func append(
    contentsOf items: [ListItem], toSectionWithID id: some Hashable & Sendable,
    matching match: SectionMatch = .first
  ) throws(ListModelError) -> [ItemPath] {
    try indices(ofSection: AnyListID(id), matching: match).flatMap {
      appendUnchecked(items, toSection: $0)
    }
  }

  /// Appends an item to the sections with identity `id`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - id: A section identity.
  ///   - match: Whether to append to the first or every section with that identity.
  /// - Returns: The new items' paths.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``.
  @discardableResult
  public mutating func append(
    _ item: ListItem, toSectionWithID id: some Hashable & Sendable,
    matching match: SectionMatch = .first
  ) throws(ListModelError) -> [ItemPath] {
    try append(contentsOf: [item], toSectionWithID: id, matching: match)
  }

  /// Inserts an item at `index` in the sections with identity `id`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - index: The new item's index, in `0...count` of every matching section.
  ///   - id: A section identity.
  ///   - match: Whether to insert into the first or every section with that identity.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  public mutating func insert(
    _ item: ListItem, at index: Int, inSectionWithID id: some Hashable & Sendable,
    matching match: SectionMatch = .first
  ) throws(ListModelError) {
    let paths = try indices(ofSection: AnyListID(id), matching: match).map {
      ItemPath(item: index, section: $0)
    }
    for path in paths { try checkInsertion(at: path) }
    for path in paths { sections[path.section].items.insert(item, at: path.item) }
  }

  /// Replaces the item at `index` in the sections with identity `id`.
  ///
  /// - Parameters:
  ///   - index: An existing item's index in every matching section.
  ///   - id: A section identity.
  ///   - item: The new item.
  ///   - match: Whether to replace in the first or every section with that identity.
  /// - Returns: The replaced items.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  @discardableResult
  public mutating func replaceItem(
    at index: Int, inSectionWithID id: some Hashable & Sendable, with item: ListItem,
    matching match: SectionMatch = .first
  ) throws(ListModelError) -> [ListItem] {
    let paths = try itemPaths(index, inSectionWithID: AnyListID(id), matching: match)
    defer { for path in paths { sections[path.section].items[path.item] = item } }
    return paths.map { sections[$0.section].items[$0.item] }
  }

  /// Removes the item at `index` from the sections with identity `id`.
  ///
  /// - Parameters:
  ///   - index: An existing item's index in every matching section.
  ///   - id: A section identity.
  ///   - match: Whether to remove from the first or every section with that identity.
  /// - Returns: The removed items.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``,
  ///   ``ListModelError/itemIndexOutOfRange(_:valid:)``.
  @discardableResult
  public mutating func removeItem(
    at index: Int, inSectionWithID id: some Hashable & Sendable,
    matching match: SectionMatch = .first
  ) throws(ListModelError) -> [ListItem] {
    let paths = try itemPaths(index, inSectionWithID: AnyListID(id), matching: match)
    return paths.map { sections[$0.section].items.remove(at: $0.item) }
  }

  /// Removes every item of the sections with identity `id`; the sections stay.
  ///
  /// - Parameters:
  ///   - id: A section identity.
  ///   - match: Whether to empty the first or every section with that identity.
  /// - Returns: The removed items, section by section.
  /// - Throws: ``ListModelError/sectionNotFound(_:)``.
  @discardableResult
  public mutating func removeAllItems(
    inSectionWithID id: some Hashable & Sendable, matching match: SectionMatch = .first
  ) throws(ListModelError) -> [ListItem] {
    try indices(ofSection: AnyListID(id), matching: match).flatMap { index in
      defer { sections[index].items.removeAll() }
      return sections[index].items
    }
  }

  /// Replaces the first item with identity `item.id` by `item`.
  ///
  ///     try model.replaceItem(ListItem(id: 7, content: "Renamed", view: TitleCell.self))
  ///
  /// - Parameter item: The new item; its identity picks the item to replace.
  /// - Returns: The replaced item's path.
  /// - Throws: ``ListModelError/itemNotFound(_:)``.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func replaceItem(_ item: ListItem) throws(ListModelError) -> ItemPath {
    guard let path = path(ofItem: item.id) else { throw .itemNotFound(item.id) }
    sections[path.section].items[path.item] = item
    return path
  }

  /// Removes the first item with identity `id`.
  ///
  /// - Parameter id: An item identity.
  /// - Returns: The removed item.
  /// - Throws: ``ListModelError/itemNotFound(_:)``.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func removeItem(id: some Hashable & Sendable) throws(ListModelError) -> ListItem {
    guard let path = path(ofItem: id) else { throw .itemNotFound(AnyListID(id)) }
    return sections[path.section].items.remove(at: path.item)
  }

  // MARK: Internal

  /// The indices of the sections with identity `id`, or a thrown `sectionNotFound`.
  func indices(ofSection id: AnyListID, matching match: SectionMatch) throws(ListModelError)
    -> [Int]
  {
    let indices: [Int]
    switch match {
    case .first: indices = sections.firstIndex { $0.id == id }.map { [$0] } ?? []
    case .all: indices = sections.indices.filter { sections[$0].id == id }
    }
    guard !indices.isEmpty else { throw .sectionNotFound(id) }
    return indices
  }

  // MARK: Private

  private func checkSectionIndex(_ index: Int, valid: Range<Int>) throws(ListModelError) {
    guard valid.contains(index) else { throw .sectionIndexOutOfRange(index, valid: valid) }
  }

  private func checkItem(at path: ItemPath) throws(ListModelError) {
    try checkSectionIndex(path.section, valid: sections.indices)
    let valid = sections[path.section].items.indices
    guard valid.contains(path.item) else { throw .itemIndexOutOfRange(path, valid: valid) }
  }

  private func checkInsertion(at path: ItemPath) throws(ListModelError) {
    try checkSectionIndex(path.section, valid: sections.indices)
    let valid = 0..<sections[path.section].items.count + 1
    guard valid.contains(path.item) else { throw .itemIndexOutOfRange(path, valid: valid) }
  }

  private func checkUnused(_ id: AnyListID, ignoring ignored: Int? = nil) throws(ListModelError) {
    if let existing = sections.indices.first(where: { $0 != ignored && sections[$0].id == id }) {
      throw .duplicateSectionID(id, existingIndex: existing)
    }
  }

  private func itemPaths(_ index: Int, inSectionWithID id: AnyListID, matching match: SectionMatch)
    throws(ListModelError) -> [ItemPath]
  {
    let paths = try indices(ofSection: id, matching: match).map {
      ItemPath(item: index, section: $0)
    }
    for path in paths { try checkItem(at: path) }
    return paths
  }

  private mutating func appendUnchecked(_ items: [ListItem], toSection section: Int) -> [ItemPath] {
    let start = sections[section].items.count
    sections[section].items.append(contentsOf: items)
    return (start..<start + items.count).map { ItemPath(item: $0, section: section) }
  }
}
