// Every Swift snippet of README.md, compiled. `DocSnippetTests` checks that each snippet's lines
// appear here in order, so the README cannot drift from code that builds.
import Testing
import Trellis

final class TitleCell: ConfigurableView {
  var text = ""
  func configure(with content: String) { text = content }
}

struct Fruit: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

func fruitList(_ fruits: [Fruit], isLoading: Bool) -> ListModel {
  ListModel(page: 1, hasNext: isLoading) {
    ListSection(id: "fruit", fruits) { fruit in
      ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
    }
    if isLoading {
      ListSection(id: "status") {
        ListItem(id: "loading", content: "Loading…", view: TitleCell.self)
      }
    }
  }
}

func readmeSupplementaries() -> ListSection {
  let header = ListItem(id: "h", content: "Vegetables", view: TitleCell.self)
  let section = ListSection(id: "veg", header: header) {
    for name in ["Leek", "Kale"] {
      ListItem(id: name, content: name, view: TitleCell.self)
    }
  }
  .supplementary("badge", ListItem(id: "new", content: "New", view: TitleCell.self))
  return section
}

func readmeEditing() throws -> ListModel {
  var model = fruitList([Fruit(id: 1, name: "Apple")], isLoading: true)
  try model.append(ListItem(id: 2, content: "Pear", view: TitleCell.self), toSectionWithID: "fruit")
  try model.moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))
  do {
    try model.removeItem(at: ItemPath(item: 5, section: 0))
  } catch {
    print(error)  // item index 5 is out of range in section 0 (valid: 0...1)
  }
  let nextPage = ListModel(page: 2) {
    ListSection(id: "fruit") { ListItem(id: 3, content: "Plum", view: TitleCell.self) }
  }
  model.merge(nextPage)  // items join the section with the same identity
  return model
}
