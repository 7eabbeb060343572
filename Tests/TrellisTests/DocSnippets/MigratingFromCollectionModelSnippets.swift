// The snippets of Trellis.docc/MigratingFromCollectionModel.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from CollectionModel")
struct MigratingFromCollectionModelSnippets {
  typealias TitleCell = DocTitleCell
  func show(showsPears: Bool, on adapter: ListAdapter) {
    let model = ListModel {
      ListSection(
        id: "fruit", header: ListItem(id: "header", content: "Fruit", view: TitleCell.self)
      ) {
        ListItem(id: "apple", content: "Apple", view: TitleCell.self)
        if showsPears { ListItem(id: "pear", content: "Pear", view: TitleCell.self) }
      }
    }
    adapter.apply(model)
  }

  @Test("the builder's `if` and `for` decide the items")
  func conditionsAndLoops() {
    let adapter = ListAdapter(host: docHost())
    show(showsPears: false, on: adapter)
    #expect(adapter.displayedModel.section(id: "fruit")?.items.map(\.id) == ["apple"])

    let tags = ListSection(id: "tags") {
      for tag in ["new", "sale"] { ListItem(id: tag, content: tag, view: TitleCell.self) }
    }
    #expect(tags.items.map(\.id) == ["new", "sale"])
  }
}
