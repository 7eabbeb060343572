// The snippets of Trellis.docc/Trellis.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Trellis")
struct TrellisSnippets {
  typealias TitleCell = DocTitleCell
  @Test("a model applied to an adapter shows on its host")
  func overview() {
    let host = docHost()
    let fruits = [Fruit(id: 1, name: "Apple")]
    let model = ListModel {
      ListSection(id: "fruit", fruits) { fruit in
        ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
      }
    }
    let adapter = ListAdapter(host: host)
    adapter.apply(model)
    #expect(host.snapshot().hasSuffix("item [0, 0] 0,0 320x44 \"Apple\""))
  }
}
