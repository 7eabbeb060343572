// The snippets of Trellis.docc/MigratingFromReactiveDataDisplayManager.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from ReactiveDataDisplayManager")
struct MigratingFromReactiveDataDisplayManagerSnippets {
  typealias TitleCell = DocTitleCell
  struct API {
    func fruits() async throws -> [Fruit] { [] }
  }

  @Test("a changed fruit is configured again in place; plugins attach to the adapter")
  func adapterAndPlugins() {
    let host = docHost()
    var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    let renamed = Fruit(id: 2, name: "Nashi")
    let page = 1
    let hasNext = true
    let api = API()
    func loadPage(_ page: Int) {}
    func open(_ id: AnyListID) {}
    func delete(_ id: AnyListID) {}

    final class FruitCell: HeadlessCell, ConfigurableView {  // a UITableViewCell in an app
      var name = ""
      func configure(with content: Fruit) { name = content.name }
    }

    func fruitModel(_ fruits: [Fruit]) -> ListModel {
      let header = ListItem(id: "header", content: "Fruit", view: TitleCell.self)
      return ListModel {
        ListSection(id: "fruit", header: header) {
          for fruit in fruits { ListItem(fruit, view: FruitCell.self) }
        }
      }
    }

    let adapter = ListAdapter(host: host)
    adapter.apply(fruitModel(fruits))

    // later: one fruit changed; same id, new content → its cell is configured again in place
    fruits[1] = renamed
    adapter.apply(fruitModel(fruits))

    let cell = host.cellForItem(at: ItemPath(item: 1, section: 0)) as? FruitCell
    #expect(cell?.name == "Nashi")

    let paginator = ListPaginator(
      loadingItem: ListItem(id: "loading", content: "Loading…", view: TitleCell.self),
      errorItem: ListItem(id: "retry", content: "Retry", view: TitleCell.self))
    adapter.attach(paginator)
    paginator.pageRequested += { request in loadPage(request.page) }

    adapter.apply(
      ListModel(page: page, hasNext: hasNext) {
        ListSection(id: "fruit") {
          for fruit in fruits {
            ListItem(fruit, view: FruitCell.self)
              .onSelect { item in open(item.id) }
              .swipeActions([ListSwipeAction("Delete", style: .destructive) { delete($0.id) }])
          }
        }
      })

    let refresher = ListRefresher()
    adapter.attach(refresher)
    refresher.refreshRequested += { _ in
      Task {
        do {
          let fruits = try await api.fruits()
          await adapter.applyAndWait(fruitModel(fruits))
        } catch {
          refresher.reportFailure()
        }
      }
    }
  }
}
