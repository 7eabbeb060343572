import Testing
import TrellisDiff

private struct OnlyIdentifiable: Identifiable, Diffable {
  var id: String
  var title: String
  func isContentEqual(to other: OnlyIdentifiable) -> Bool { title == other.title }
}

private struct OnlyHashable: Hashable, Diffable {
  var value: Int
}

private struct HashableAndIdentifiable: Hashable, Identifiable, Diffable {
  var id: Int
  var title: String
}

private struct EquatableAndIdentifiable: Equatable, Identifiable, Diffable {
  var id: Int
  var title: String
}

/// ✅ Neither Hashable nor Equatable: both requirements written by hand.
private struct Custom: Diffable {
  var key: String
  var version: Int
  var diffID: String { key }
  func isContentEqual(to other: Custom) -> Bool { version == other.version }
}

@Suite("Diffable defaults")
struct DiffableTests {
  @Test("Identifiable types use id")
  func identifiable() {
    let value = OnlyIdentifiable(id: "x", title: "a")
    #expect(value.diffID == "x")
    #expect(!value.isContentEqual(to: OnlyIdentifiable(id: "x", title: "b")))
  }

  @Test("Hashable types are their own identity and compare content with ==")
  func hashable() {
    #expect(OnlyHashable(value: 3).diffID == OnlyHashable(value: 3))
    #expect(OnlyHashable(value: 3).isContentEqual(to: OnlyHashable(value: 3)))
    #expect(!OnlyHashable(value: 3).isContentEqual(to: OnlyHashable(value: 4)))
  }

  @Test("Hashable and Identifiable types use id, unambiguously")
  func hashableAndIdentifiable() {
    let value = HashableAndIdentifiable(id: 1, title: "a")
    let id: Int = value.diffID
    #expect(id == 1)
    #expect(!value.isContentEqual(to: HashableAndIdentifiable(id: 1, title: "b")))
    let stages = StagedChangeset(
      source: [value], target: [HashableAndIdentifiable(id: 1, title: "b")])
    #expect(stages.map(\.update) == [BatchUpdate(itemReloads: [ItemPath(item: 0, section: 0)])])
  }

  @Test("Equatable types compare content with ==")
  func equatable() {
    let value = EquatableAndIdentifiable(id: 1, title: "a")
    #expect(value.diffID == 1)
    #expect(value.isContentEqual(to: value))
    #expect(!value.isContentEqual(to: EquatableAndIdentifiable(id: 1, title: "b")))
  }

  @Test("hand-written requirements need no Hashable or Equatable")
  func custom() {
    let stages = StagedChangeset(
      source: [Custom(key: "a", version: 1)], target: [Custom(key: "a", version: 2)])
    #expect(stages.map(\.update) == [BatchUpdate(itemReloads: [ItemPath(item: 0, section: 0)])])
  }

  @Test("standard types conform")
  func standardTypes() {
    #expect(5.diffID == 5)
    #expect("a".diffID == "a")
    #expect(Character("a").isContentEqual(to: "a"))
    #expect(true.diffID)
    #expect(UInt8(2).diffID == 2)
  }

  @Test("ArraySection: the model's identity and content; elements are the items")
  func arraySection() {
    let section = ArraySection(model: OnlyHashable(value: 1), elements: [1, 2])
    #expect(section.diffID == OnlyHashable(value: 1))
    #expect(section.items == [1, 2])
    #expect(section.isContentEqual(to: ArraySection(model: OnlyHashable(value: 1), elements: [3])))
    #expect(
      !section.isContentEqual(to: ArraySection(model: OnlyHashable(value: 2), elements: [1, 2])))
    let emptied = ArraySection(source: section, items: [Int]())
    #expect(emptied.model == section.model && emptied.elements.isEmpty)
    #expect(ArraySection(model: 0, elements: [1, 2]).description == "0: [1, 2]")
  }
}
