// The snippets of Trellis.docc/MigratingFromDDPresenter.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from DDPresenter")
struct MigratingFromDDPresenterSnippets {
  typealias TitleCell = DocTitleCell
  final class CounterView {
    var text = ""
  }

  @MainActor protocol Analytics {}
  final class LiveAnalytics: Analytics {}

  final class FruitCell: HeadlessCell {
    var name = ""
  }

  final class FruitCellPresenter: ReusablePresenter<FruitCell> {
    var name = ""
    override func onUpdate(view: FruitCell, context: UpdateContext) { view.name = name }
  }

  final class FruitHolder: ItemHolder<FruitCellPresenter> {
    let fruit: Fruit
    init(fruit: Fruit) {
      self.fruit = fruit
      super.init(id: fruit.id)
    }
    override func onUpdate(cellPresenter: FruitCellPresenter, context: UpdateContext) {
      cellPresenter.name = fruit.name
    }
  }

  let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

  @Test("the counter page loads, increments and tears down")
  func counterPage() {
    final class CounterPresenter: ViewPresenter<CounterView> {
      var count = 0
      override func onUpdate(view: CounterView, context: UpdateContext) {
        view.text = "\(count)"
      }
      func increment() {
        setState { self.count += 1 }
      }
    }

    final class CounterPage: PagePresenter<CounterPresenter> {
      override func didLoad() {
        services.register((any Analytics).self) { _ in LiveAnalytics() }
      }
    }

    let page = CounterPage(root: CounterPresenter())
    page.load(view: CounterView())
    page.root.increment()  // rendered in the next update pass
    // when the screen goes away:
    page.tearDown()
    #expect(page.root.count == 1)
  }

  @Test("a list of holders, or a list model, shows the fruit")
  func lists() {
    let collectionViewHost = docHost()
    let list = ListPresenter(host: collectionViewHost)
    let section = SectionPresenter(id: "fruit")
    section.setHolders(fruits.map { FruitHolder(fruit: $0) })
    list.appendSection(section)
    #expect(section.holders.count == 2)

    let adapter = ListAdapter(host: docHost())
    adapter.apply(
      ListModel {
        ListSection(id: "fruit", fruits) { fruit in
          ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
        }
      })
    #expect(adapter.displayedModel.section(id: "fruit")?.items.count == 2)
  }
}
