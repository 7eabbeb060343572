import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport

@Suite("ListModel merge")
struct ListModelMergeTests {
  let firstPage = ListModel(page: 1, hasNext: true) {
    ListSection(id: "banner", header: .header("Deals")) { ListItem.text("b1") }
    ListSection(id: "posts", header: .header("Posts"), footer: .header("Loading")) {
      ListItem.text(1)
      ListItem.text(2)
    }
  }

  @Test("items join the section with the same identity; new sections are appended")
  func mergesBySectionID() {
    let secondPage = ListModel(page: 2, hasNext: false) {
      ListSection(id: "posts") {
        ListItem.text(3)
        ListItem.text(4)
      }
      ListSection(id: "end") { ListItem.text("fin") }
    }
    let merged = firstPage.merging(secondPage)
    #expect(merged.outline == ["banner: b1", "posts: 1 2 3 4", "end: fin"])
    #expect(merged.page == 2)
    #expect(!merged.hasNext)
  }

  @Test("supplementary views are replaced kind by kind, only where the merged section has one")
  func mergesSupplementaryViews() {
    let next = ListModel(sections: [
      ListSection(id: "posts", footer: .header("The end")).supplementary("badge", .text("badge"))
    ])
    let merged = firstPage.merging(next)
    let posts = merged.section(id: "posts")
    #expect(posts?.header == .header("Posts"))
    #expect(posts?.footer == .header("The end"))
    #expect(posts?[supplementary: "badge"] == .text("badge"))
  }

  @Test("duplicates inside the merged model merge into the first match, in order")
  func mergesDuplicatesInOrder() {
    let next = ListModel(sections: [
      ListSection(id: "new", items: [.text(5)]), ListSection(id: "new", items: [.text(6)]),
    ])
    #expect(firstPage.merging(next).outline == ["banner: b1", "posts: 1 2", "new: 5 6"])
  }

  @Test("merging into an empty model takes the other model, page state included")
  func mergesIntoEmpty() {
    #expect(ListModel().merging(firstPage) == firstPage)
  }

  @Test("merging an empty model keeps the sections and takes its page state")
  func mergesEmpty() {
    let merged = firstPage.merging(ListModel(page: 3, hasNext: false))
    #expect(merged.sections == firstPage.sections)
    #expect(merged.page == 3 && !merged.hasNext)
  }
}

@Suite("Model conformances")
struct ModelConformanceTests {
  @Test("models cross concurrency domains")
  func sendable() async {
    let model = ListModel { ListSection(id: "a") { ListItem.text(1) } }
    let count = await Task.detached { model.itemCount }.value
    #expect(count == 1)
  }

  @Test("sections are DiffableSections: identity is id, content is the supplementary views")
  func diffableSection() {
    let section = ListSection(id: "a", header: .header("h")) { ListItem.text(1) }
    #expect(section.diffID == "a")
    #expect(
      section.isContentEqual(to: ListSection(id: "a", header: .header("h")) { ListItem.text(9) }))
    #expect(!section.isContentEqual(to: ListSection(id: "a", header: .header("x")) {}))
    let rebuilt = ListSection(source: section, items: [ListItem.text(2)])
    #expect(rebuilt.header == section.header)
    #expect(rebuilt.itemIDs == [2])
  }

  @Test("supplementary kinds print their names and order header, footer, then by name")
  func supplementaryKinds() {
    #expect(
      "\(SupplementaryKind.header) \(SupplementaryKind.footer) \(SupplementaryKind("x"))"
        == "header footer x")
    #expect(
      [SupplementaryKind("b"), "a", .footer, .header].sorted() == [.header, .footer, "a", "b"])
  }

  @Test("model generators are deterministic per seed")
  func generatorsAreDeterministic() {
    var a = SeededGenerator(seed: 11)
    var b = SeededGenerator(seed: 11)
    let left = ListModel.random(sections: 0...4, items: 0...6, using: &a).randomlyMutated(using: &a)
    let right = ListModel.random(sections: 0...4, items: 0...6, using: &b).randomlyMutated(
      using: &b)
    #expect(left == right)
  }
}
