// The snippets of Trellis.docc/MigratingFromDifferenceKit.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from DifferenceKit")
struct MigratingFromDifferenceKitSnippets {
  typealias TitleCell = DocTitleCell
  @Test("one stage deletes, inserts, reloads and moves")
  func stagedChangeset() {
    struct Contact: Identifiable, Equatable, Diffable {
      let id: Int
      var name: String
    }

    let old = [
      Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob"), Contact(id: 3, name: "Cy"),
    ]
    let new = [
      Contact(id: 3, name: "Cy"), Contact(id: 1, name: "Anne"), Contact(id: 4, name: "Di"),
    ]
    for stage in StagedChangeset(source: old, target: new) {
      print(stage.update)
      // BatchUpdate(itemDeletes: [[0, 1]], itemInserts: [[0, 2]], itemReloads: [[0, 0]],
      //             itemMoves: [[0, 2] -> [0, 0]])
    }
    let stages = StagedChangeset(source: old, target: new)
    #expect(stages.count == 1)
    #expect(
      "\(stages[0].update)" == """
        BatchUpdate(itemDeletes: [[0, 1]], itemInserts: [[0, 2]], itemReloads: [[0, 0]], \
        itemMoves: [[0, 2] -> [0, 0]])
        """)
  }

  @Test("the adapter diffs contacts by id and content")
  func adapter() {
    let adapter = ListAdapter(host: docHost())
    let newContacts = [Fruit(id: 3, name: "Cy")]
    adapter.apply(
      ListModel {
        ListSection(id: "contacts", newContacts) { contact in
          ListItem(id: contact.id, content: contact.name, view: TitleCell.self)
        }
      })
    #expect(adapter.displayedModel.section(id: "contacts")?.items.count == 1)
  }
}
