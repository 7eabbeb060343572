// The snippets of Trellis.docc/GettingStarted.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Trellis Getting Started")
struct TrellisGettingStartedSnippets {
  final class TitleCell: HeadlessCell, ConfigurableView {
    var text = ""
    func configure(with content: String) { text = content }
    override var snapshotText: String { text }
    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: container.width, height: 44)
    }
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

  @Test("the list shows, animates to the next model, then takes an edit")
  func showAndUpdate() async throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let adapter = ListAdapter(host: host)

    let apple = Fruit(id: 1, name: "Apple")
    let pear = Fruit(id: 2, name: "Pear")
    await adapter.applyAndWait(fruitList([apple, pear], isLoading: true))
    print(host.snapshot())
    // viewport 0,0 320x480 content 320x142
    // item [0, 0] 0,0 320x44 "Apple"
    // item [0, 1] 0,54 320x44 "Pear"
    // item [1, 0] 0,98 320x44 "Loading…"
    #expect(
      host.snapshot() == """
        viewport 0,0 320x480 content 320x142
        item [0, 0] 0,0 320x44 "Apple"
        item [0, 1] 0,54 320x44 "Pear"
        item [1, 0] 0,98 320x44 "Loading…"
        """)

    var renamed = apple
    renamed.name = "Green apple"
    await adapter.applyAndWait(fruitList([pear, renamed], isLoading: false), animated: false)
    print(host.snapshot())
    // viewport 0,0 320x480 content 320x98
    // item [0, 0] 0,0 320x44 "Pear"
    // item [0, 1] 0,54 320x44 "Green apple"
    #expect(
      host.snapshot() == """
        viewport 0,0 320x480 content 320x98
        item [0, 0] 0,0 320x44 "Pear"
        item [0, 1] 0,54 320x44 "Green apple"
        """)

    var model = adapter.displayedModel
    let plum = ListItem(id: 3, content: "Plum", view: TitleCell.self)
    try model.append(plum, toSectionWithID: "fruit")
    adapter.apply(model, animated: false) { print("on screen") }
    #expect(host.snapshot().hasSuffix("item [0, 2] 0,108 320x44 \"Plum\""))
  }
}
