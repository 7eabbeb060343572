import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// Runs `edit` on a copy of `model`, expects `expected` with `message`, and the copy unchanged.
private func expectRejected(
  _ model: ListModel, _ expected: ListModelError, _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ edit: (inout ListModel) throws -> Void
) {
  var copy = model
  do {
    try edit(&copy)
    Issue.record("expected \(expected), but the edit succeeded", sourceLocation: sourceLocation)
  } catch let error as ListModelError {
    #expect(error == expected, sourceLocation: sourceLocation)
    #expect(error.description == message, sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected a ListModelError, got \(error)", sourceLocation: sourceLocation)
  }
  #expect(
    copy == model, "a rejected edit must leave the model unchanged",
    sourceLocation: sourceLocation)
}

private func path(_ item: Int, _ section: Int) -> ItemPath {
  ItemPath(item: item, section: section)
}

@Suite("ListModel editing")
struct ListModelEditingTests {
  /// a: [1, 2, 3]; b: []; c: [4]
  let model = ListModel {
    ListSection(id: "a") {
      ListItem.text(1)
      ListItem.text(2)
      ListItem.text(3)
    }
    ListSection(id: "b") {}
    ListSection(id: "c") { ListItem.text(4) }
  }

  /// Sections "x", "y", "x": a model built with a duplicate section identity.
  let duplicated = ListModel(sections: [
    ListSection(id: "x", items: [.text(1)]), ListSection(id: "y", items: [.text(2)]),
    ListSection(id: "x", items: [.text(3), .text(4)]),
  ])

  // MARK: Sections

  @Test("appendSection appends and returns the index")
  func appendSection() throws {
    var edited = model
    #expect(try edited.appendSection(ListSection(id: "d") { ListItem.text(5) }) == 3)
    #expect(edited.outline == ["a: 1 2 3", "b: ", "c: 4", "d: 5"])
  }

  @Test("appendSection rejects an identity in use")
  func appendSectionDuplicate() {
    expectRejected(
      model, .duplicateSectionID("b", existingIndex: 1),
      "section identity \"b\" is already used by the section at index 1; "
        + "section identities must be unique"
    ) { try $0.appendSection(ListSection(id: "b")) }
  }

  @Test("insertSection accepts 0...count", arguments: [0, 2, 3])
  func insertSection(index: Int) throws {
    var edited = model
    try edited.insertSection(ListSection(id: "new"), at: index)
    #expect(edited.sections[index].id == AnyListID("new"))
    #expect(edited.sectionCount == 4)
  }

  @Test("insertSection rejects indices outside 0...count and identities in use")
  func insertSectionInvalid() {
    expectRejected(
      model, .sectionIndexOutOfRange(4, valid: 0..<4),
      "section index 4 is out of range (valid: 0...3)"
    ) { try $0.insertSection(ListSection(id: "new"), at: 4) }
    expectRejected(
      model, .sectionIndexOutOfRange(-1, valid: 0..<4),
      "section index -1 is out of range (valid: 0...3)"
    ) { try $0.insertSection(ListSection(id: "new"), at: -1) }
    expectRejected(
      model, .duplicateSectionID("c", existingIndex: 2),
      "section identity \"c\" is already used by the section at index 2; "
        + "section identities must be unique"
    ) { try $0.insertSection(ListSection(id: "c"), at: 0) }
  }

  @Test("replaceSection replaces, and may keep the replaced section's identity")
  func replaceSection() throws {
    var edited = model
    let old = try edited.replaceSection(at: 1, with: ListSection(id: "b") { ListItem.text(9) })
    #expect(old.id == AnyListID("b"))
    #expect(edited.outline == ["a: 1 2 3", "b: 9", "c: 4"])
    try edited.replaceSection(at: 1, with: ListSection(id: "z"))
    #expect(edited.outline == ["a: 1 2 3", "z: ", "c: 4"])
  }

  @Test("replaceSection rejects a bad index and another section's identity")
  func replaceSectionInvalid() {
    expectRejected(
      model, .sectionIndexOutOfRange(3, valid: 0..<3),
      "section index 3 is out of range (valid: 0...2)"
    ) { try $0.replaceSection(at: 3, with: ListSection(id: "q")) }
    expectRejected(
      model, .duplicateSectionID("a", existingIndex: 0),
      "section identity \"a\" is already used by the section at index 0; "
        + "section identities must be unique"
    ) { try $0.replaceSection(at: 1, with: ListSection(id: "a")) }
    expectRejected(
      ListModel(), .sectionIndexOutOfRange(0, valid: 0..<0),
      "section index 0 is out of range (there is no section to refer to)"
    ) { try $0.replaceSection(at: 0, with: ListSection(id: "q")) }
  }

  @Test("updateSections changes the first or every section with an identity")
  func updateSections() throws {
    var first = duplicated
    try first.updateSections(id: "x") { $0.items.removeAll() }
    #expect(first.outline == ["x: ", "y: 2", "x: 3 4"])
    var all = duplicated
    try all.updateSections(id: "x", matching: .all) { $0.footer = .header("f") }
    #expect(all.sections.map { $0.footer != nil } == [true, false, true])
  }

  @Test("updateSections rejects an unknown identity and a change to an identity in use")
  func updateSectionsInvalid() {
    expectRejected(model, .sectionNotFound("q"), "no section has the identity \"q\"") {
      try $0.updateSections(id: "q") { $0.items = [] }
    }
    expectRejected(
      model, .duplicateSectionID("a", existingIndex: 0),
      "section identity \"a\" is already used by the section at index 0; "
        + "section identities must be unique"
    ) { try $0.updateSections(id: "c") { $0.id = "a" } }
  }

  @Test("removeSection removes by index and returns the section")
  func removeSection() throws {
    var edited = model
    #expect(try edited.removeSection(at: 0).items.count == 3)
    #expect(edited.outline == ["b: ", "c: 4"])
    expectRejected(
      model, .sectionIndexOutOfRange(-2, valid: 0..<3),
      "section index -2 is out of range (valid: 0...2)"
    ) { try $0.removeSection(at: -2) }
  }

  @Test("removeSections removes the first or every section with an identity")
  func removeSectionsByID() throws {
    var first = duplicated
    #expect(try first.removeSections(id: "x").count == 1)
    #expect(first.outline == ["y: 2", "x: 3 4"])
    var all = duplicated
    #expect(try all.removeSections(id: "x", matching: .all).map(\.items.count) == [1, 2])
    #expect(all.outline == ["y: 2"])
    expectRejected(model, .sectionNotFound(7), "no section has the identity 7") {
      try $0.removeSections(id: 7)
    }
  }

  @Test("moveSection moves so the section ends at the target index")
  func moveSection() throws {
    var edited = model
    try edited.moveSection(from: 0, to: 2)
    #expect(edited.outline == ["b: ", "c: 4", "a: 1 2 3"])
    try edited.moveSection(from: 2, to: 0)
    #expect(edited == model)
    try edited.moveSection(from: 1, to: 1)
    #expect(edited == model)
  }

  @Test("moveSection rejects a bad source or target")
  func moveSectionInvalid() {
    expectRejected(
      model, .sectionIndexOutOfRange(3, valid: 0..<3),
      "section index 3 is out of range (valid: 0...2)"
    ) { try $0.moveSection(from: 3, to: 0) }
    expectRejected(
      model, .sectionIndexOutOfRange(3, valid: 0..<3),
      "section index 3 is out of range (valid: 0...2)"
    ) { try $0.moveSection(from: 0, to: 3) }
  }

  // MARK: Items by path

  @Test("append adds to the end of a section and returns the paths")
  func appendItems() throws {
    var edited = model
    #expect(try edited.append(.text(5), toSection: 1) == path(0, 1))
    #expect(
      try edited.append(contentsOf: [.text(6), .text(7)], toSection: 0) == [path(3, 0), path(4, 0)])
    #expect(edited.outline == ["a: 1 2 3 6 7", "b: 5", "c: 4"])
    expectRejected(
      model, .sectionIndexOutOfRange(5, valid: 0..<3),
      "section index 5 is out of range (valid: 0...2)"
    ) { try $0.append(.text(5), toSection: 5) }
  }

  @Test("insert accepts item indices 0...count")
  func insertItems() throws {
    var edited = model
    try edited.insert(.text(8), at: path(3, 0))
    try edited.insert(.text(9), at: path(0, 1))
    try edited.insert(contentsOf: [.text(10), .text(11)], at: path(1, 2))
    #expect(edited.outline == ["a: 1 2 3 8", "b: 9", "c: 4 10 11"])
  }

  @Test("insert rejects a missing section and an item index past the end")
  func insertItemsInvalid() {
    expectRejected(
      model, .itemIndexOutOfRange(path(4, 0), valid: 0..<4),
      "item index 4 is out of range in section 0 (valid: 0...3)"
    ) { try $0.insert(.text(9), at: path(4, 0)) }
    expectRejected(
      model, .itemIndexOutOfRange(path(-1, 1), valid: 0..<1),
      "item index -1 is out of range in section 1 (valid: 0...0)"
    ) { try $0.insert(.text(9), at: path(-1, 1)) }
    expectRejected(
      model, .sectionIndexOutOfRange(3, valid: 0..<3),
      "section index 3 is out of range (valid: 0...2)"
    ) { try $0.insert(contentsOf: [.text(9)], at: path(0, 3)) }
  }

  @Test("replaceItem replaces by path and returns the old item")
  func replaceItemAtPath() throws {
    var edited = model
    let old = try edited.replaceItem(at: path(1, 0), with: .text(2, "two"))
    #expect(old == .text(2))
    #expect(edited[path(1, 0)].content(as: String.self) == "two")
  }

  @Test("replaceItem rejects a path to no item, including in an empty section")
  func replaceItemAtPathInvalid() {
    expectRejected(
      model, .itemIndexOutOfRange(path(0, 1), valid: 0..<0),
      "item index 0 is out of range in section 1 (there is no item to refer to)"
    ) { try $0.replaceItem(at: path(0, 1), with: .text(9)) }
    expectRejected(
      model, .itemIndexOutOfRange(path(3, 0), valid: 0..<3),
      "item index 3 is out of range in section 0 (valid: 0...2)"
    ) { try $0.replaceItem(at: path(3, 0), with: .text(9)) }
  }

  @Test("removeItem removes by path")
  func removeItemAtPath() throws {
    var edited = model
    #expect(try edited.removeItem(at: path(0, 2)) == .text(4))
    #expect(edited.outline == ["a: 1 2 3", "b: ", "c: "])
    expectRejected(
      model, .itemIndexOutOfRange(path(1, 2), valid: 0..<1),
      "item index 1 is out of range in section 2 (valid: 0...0)"
    ) { try $0.removeItem(at: path(1, 2)) }
  }

  @Test("removeItems removes paths of the model before the call, in any order")
  func removeItemsAtPaths() throws {
    var edited = model
    let removed = try edited.removeItems(at: [path(0, 2), path(2, 0), path(0, 0)])
    #expect(removed.map(\.id) == [1, 3, 4].map { AnyListID($0) })
    #expect(edited.outline == ["a: 2", "b: ", "c: "])
  }

  @Test("removeItems rejects any bad or repeated path and removes nothing")
  func removeItemsAtPathsInvalid() {
    expectRejected(
      model, .itemIndexOutOfRange(path(7, 0), valid: 0..<3),
      "item index 7 is out of range in section 0 (valid: 0...2)"
    ) { try $0.removeItems(at: [path(0, 0), path(7, 0)]) }
    expectRejected(
      model, .duplicateItemPath(path(1, 0)), "item path [0, 1] is given more than once"
    ) { try $0.removeItems(at: [path(1, 0), path(0, 0), path(1, 0)]) }
  }

  @Test("removeAllItems empties a section and keeps it")
  func removeAllItemsAtIndex() throws {
    var edited = model
    #expect(try edited.removeAllItems(inSection: 0).count == 3)
    #expect(edited.outline == ["a: ", "b: ", "c: 4"])
    expectRejected(
      model, .sectionIndexOutOfRange(3, valid: 0..<3),
      "section index 3 is out of range (valid: 0...2)"
    ) { try $0.removeAllItems(inSection: 3) }
  }

  @Test("moveItem moves within a section; the target is the index after the move")
  func moveItemWithinSection() throws {
    var edited = model
    try edited.moveItem(from: path(0, 0), to: path(2, 0))
    #expect(edited.outline == ["a: 2 3 1", "b: ", "c: 4"])
    try edited.moveItem(from: path(2, 0), to: path(0, 0))
    #expect(edited == model)
  }

  @Test("moveItem moves across sections, into empty ones and to the end")
  func moveItemAcrossSections() throws {
    var edited = model
    try edited.moveItem(from: path(1, 0), to: path(0, 1))
    try edited.moveItem(from: path(0, 0), to: path(1, 2))
    #expect(edited.outline == ["a: 3", "b: 2", "c: 4 1"])
  }

  @Test("moveItem rejects a missing source and a target past the end")
  func moveItemInvalid() {
    expectRejected(
      model, .itemIndexOutOfRange(path(0, 1), valid: 0..<0),
      "item index 0 is out of range in section 1 (there is no item to refer to)"
    ) { try $0.moveItem(from: path(0, 1), to: path(0, 0)) }
    // Within section 0, after removal 2 items remain: targets 0...2.
    expectRejected(
      model, .itemIndexOutOfRange(path(3, 0), valid: 0..<3),
      "item index 3 is out of range in section 0 (valid: 0...2)"
    ) { try $0.moveItem(from: path(0, 0), to: path(3, 0)) }
    // Into section 2 (1 item): targets 0...1.
    expectRejected(
      model, .itemIndexOutOfRange(path(2, 2), valid: 0..<2),
      "item index 2 is out of range in section 2 (valid: 0...1)"
    ) { try $0.moveItem(from: path(0, 0), to: path(2, 2)) }
    expectRejected(
      model, .sectionIndexOutOfRange(4, valid: 0..<3),
      "section index 4 is out of range (valid: 0...2)"
    ) { try $0.moveItem(from: path(0, 0), to: path(0, 4)) }
  }

  // MARK: Items by section identity

  @Test("append by section identity, first or all")
  func appendByID() throws {
    var edited = duplicated
    #expect(try edited.append(.text(5), toSectionWithID: "x") == [path(1, 0)])
    #expect(
      try edited.append(contentsOf: [.text(6)], toSectionWithID: "x", matching: .all)
        == [path(2, 0), path(2, 2)])
    #expect(edited.outline == ["x: 1 5 6", "y: 2", "x: 3 4 6"])
    expectRejected(model, .sectionNotFound("nope"), "no section has the identity \"nope\"") {
      try $0.append(.text(5), toSectionWithID: "nope")
    }
  }

  @Test("insert by section identity validates every matching section first")
  func insertByID() throws {
    var edited = duplicated
    try edited.insert(.text(7), at: 1, inSectionWithID: "x", matching: .all)
    #expect(edited.outline == ["x: 1 7", "y: 2", "x: 3 7 4"])
    // Index 2 fits the second "x" (2 items) but not the first (1 item): nothing changes.
    expectRejected(
      duplicated, .itemIndexOutOfRange(path(2, 0), valid: 0..<2),
      "item index 2 is out of range in section 0 (valid: 0...1)"
    ) { try $0.insert(.text(7), at: 2, inSectionWithID: "x", matching: .all) }
    expectRejected(model, .sectionNotFound("q"), "no section has the identity \"q\"") {
      try $0.insert(.text(7), at: 0, inSectionWithID: "q")
    }
  }

  @Test("replace and remove by section identity")
  func replaceAndRemoveByID() throws {
    var edited = duplicated
    #expect(
      try edited.replaceItem(at: 0, inSectionWithID: "x", with: .text(9), matching: .all)
        .map(\.id) == [1, 3].map { AnyListID($0) })
    #expect(edited.outline == ["x: 9", "y: 2", "x: 9 4"])
    #expect(try edited.removeItem(at: 0, inSectionWithID: "y").map(\.id) == [AnyListID(2)])
    #expect(edited.outline == ["x: 9", "y: ", "x: 9 4"])
    expectRejected(
      duplicated, .itemIndexOutOfRange(path(1, 0), valid: 0..<1),
      "item index 1 is out of range in section 0 (valid: 0...0)"
    ) { try $0.removeItem(at: 1, inSectionWithID: "x", matching: .all) }
    expectRejected(
      duplicated, .sectionNotFound("q"), "no section has the identity \"q\""
    ) { try $0.replaceItem(at: 0, inSectionWithID: "q", with: .text(1)) }
  }

  @Test("removeAllItems by section identity, first or all")
  func removeAllByID() throws {
    var first = duplicated
    #expect(try first.removeAllItems(inSectionWithID: "x").count == 1)
    #expect(first.outline == ["x: ", "y: 2", "x: 3 4"])
    var all = duplicated
    #expect(try all.removeAllItems(inSectionWithID: "x", matching: .all).count == 3)
    #expect(all.outline == ["x: ", "y: 2", "x: "])
    expectRejected(model, .sectionNotFound("q"), "no section has the identity \"q\"") {
      try $0.removeAllItems(inSectionWithID: "q")
    }
  }

  // MARK: Items by item identity

  @Test("replaceItem and removeItem by item identity")
  func itemIdentity() throws {
    var edited = model
    #expect(try edited.replaceItem(.text(4, "four")) == path(0, 2))
    #expect(edited.item(id: 4)?.content(as: String.self) == "four")
    #expect(try edited.removeItem(id: 2) == .text(2))
    #expect(edited.outline == ["a: 1 3", "b: ", "c: 4"])
    expectRejected(model, .itemNotFound(99), "no item has the identity 99") {
      try $0.replaceItem(.text(99))
    }
    expectRejected(model, .itemNotFound("1"), "no item has the identity \"1\"") {
      try $0.removeItem(id: "1")
    }
  }

  // MARK: Equality and page state

  @Test("equality covers sections, items, supplementary views and page state")
  func equality() {
    var other = model
    #expect(other == model)
    other.page = 1
    #expect(other != model)
    other = model
    other.hasNext = true
    #expect(other != model)
    other = model
    other.sections[1].header = .header("h")
    #expect(other != model)
    other = model
    other.sections[0].items[0] = .text(1, "changed")
    #expect(other != model)
    other = model
    other.sections[2].id = "d"
    #expect(other != model)
  }
}
