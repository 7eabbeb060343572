// The snippets of Trellis.docc/MigratingFromIGListKit.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from IGListKit")
struct MigratingFromIGListKitSnippets {
  @Test("a model of fruit, applied to an adapter")
  func adapter() {
    let host = docHost()
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

    final class TitleCell: HeadlessCell, ConfigurableView {  // a UICollectionViewCell in an app
      var text = ""
      func configure(with content: String) { text = content }
      nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
        CGSize(width: container.width, height: 44)
      }
    }

    let adapter = ListAdapter(host: host)
    adapter.apply(
      ListModel {
        ListSection(id: "fruit", fruits) { fruit in
          ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
        }
      })

    #expect(host.indexPathsForVisibleItems.count == 2)
  }
}
