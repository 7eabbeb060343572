import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport

@Suite("ListModel lookups")
struct ListModelLookupTests {
  let model = ListModel {
    ListSection(id: "a") {
      ListItem.text(1)
      ListItem.text(2)
    }
    ListSection(id: "b") {}
    ListSection(id: "c") { ListItem.text(3) }
  }

  @Test("counts")
  func counts() {
    #expect(model.sectionCount == 3)
    #expect(model.itemCount == 3)
    #expect(model.itemCount(inSection: 0) == 2)
    #expect(model.itemCount(inSection: 1) == 0)
    #expect(!model.isEmpty)
    #expect(ListModel { ListSection(id: "e") {} }.isEmpty)
  }

  @Test("subscripts by section index and by path")
  func subscripts() {
    #expect(model[2].id == AnyListID("c"))
    #expect(model[ItemPath(item: 1, section: 0)].id == AnyListID(2))
    var copy = model
    copy[ItemPath(item: 0, section: 2)] = .text(9)
    copy[1] = ListSection(id: "renamed") {}
    #expect(copy.outline == ["a: 1 2", "renamed: ", "c: 9"])
  }

  @Test("safe lookups return nil out of range")
  func safeLookups() {
    #expect(model.section(at: 3) == nil)
    #expect(model.section(at: -1) == nil)
    #expect(model.item(at: ItemPath(item: 0, section: 1)) == nil)
    #expect(model.item(at: ItemPath(item: 5, section: 9)) == nil)
    #expect(model.item(at: ItemPath(item: 0, section: 2))?.id == AnyListID(3))
  }

  @Test("lookups by identity")
  func identityLookups() {
    #expect(model.sectionIndex(id: "c") == 2)
    #expect(model.sectionIndex(id: "zz") == nil)
    #expect(model.section(id: "b")?.items.isEmpty == true)
    #expect(model.path(ofItem: 3) == ItemPath(item: 0, section: 2))
    #expect(model.path(ofItem: "3") == nil)
    #expect(model.item(id: 2)?.content(as: String.self) == "2")
    #expect(
      model.itemPaths == [
        ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0), ItemPath(item: 0, section: 2),
      ])
  }

  @Test("sectionIndices finds every section with an identity")
  func duplicateSections() {
    let duplicated = ListModel(sections: [
      ListSection(id: "x"), ListSection(id: "y"), ListSection(id: "x"),
    ])
    #expect(duplicated.sectionIndices(id: "x") == [0, 2])
    #expect(duplicated.sectionIndices(id: "q") == [])
  }

  @Test("the section subscript traps with a message naming the range")
  func sectionSubscriptTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = ListModel(sections: [ListSection(id: "a")])[3]
    }
  }

  @Test("the path subscript traps with a message naming the range")
  func pathSubscriptTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = ListModel(sections: [ListSection(id: "a")])[ItemPath(item: 0, section: 0)]
    }
  }
}
