// The snippets of the TrellisList catalog (TrellisList.md, HostPort.md, ListModelAndDSL.md,
// UpdateEngine.md), compiled and run. HooksEventsAndPlugins.md has its own file.
import Clocks
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: TrellisList")
struct TrellisListSnippets: DocArticleNames {
  typealias TitleCell = DocTitleCell
  typealias PickCell = DocProductCell
  typealias NewsRow = DocProductCell
  struct Order: Identifiable, Equatable, Sendable {
    let id: Int
    var isDelayed: Bool
  }

  final class OrderCell: HeadlessCell, ConfigurableView {
    func configure(with content: Order) {}
  }

  final class DelayCell: HeadlessCell, ConfigurableView {
    func configure(with content: Order) {}
  }

  func fruitList(_ fruits: [Fruit], isLoading: Bool) -> ListModel {
    ListModel(page: 1, hasNext: isLoading) {
      ListSection(id: "fruit", fruits) { fruit in
        ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
      }
    }
  }

  @Test("the module overview: a model with a selection hook, applied")
  func overview() {
    let host = docHost()
    let fruits = [Fruit(id: 1, name: "Apple")]

    let model = ListModel {
      ListSection(id: "fruit", fruits) { fruit in
        ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
          .onSelect { item in print("selected", item.id) }
      }
    }
    let adapter = ListAdapter(host: host)
    adapter.apply(model)
    #expect(host.indexPathsForVisibleItems.count == 1)
  }

  @Test("the host port: an adapter installs itself on any host")
  func hostPort() {
    let host: any ListHost = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let adapter = ListAdapter(host: host)  // installs its data source and delegate on the host
    #expect(adapter.isConnected && host.dataSource != nil)
  }

  @Test("the model and its DSL: sections, layouts, entity items, merged pages")
  func modelAndDSL() {
    let fruits = [Fruit(id: 1, name: "Apple")]
    let model = ListModel(page: 1, hasNext: true) {
      ListSection(id: "banner") {
        ListItem(id: "promo", content: "Spring sale", view: TitleCell.self)
      }
      ListSection(id: "fruit", fruits) { fruit in
        ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
      }
      .header(ListItem(id: "fruit-header", content: "Fruit", view: TitleCell.self))
    }
    #expect(model.sections.count == 2)

    let banners = [DocProduct(id: 1, name: "Sale")]
    let picks = [DocProduct(id: 2, name: "Lamp")]
    let news = [DocProduct(id: 3, name: "Opening hours")]
    let twoColumns = GridSection(
      columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10,
      insets: LayoutInsets(all: 16))
    let home = ListModel {
      ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) }
        .layout(.carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging))
      ListSection(id: "picks", picks) { ListItem($0, view: PickCell.self) }
        .layout(.grid(twoColumns))
      ListSection(id: "news", news) { ListItem($0, view: NewsRow.self) }
        .layout(.table(TableSection(rowHeight: 44)))
    }
    #expect(home.sections.allSatisfy { $0.layout != nil })

    let pending = [Order(id: 1, isDelayed: false), Order(id: 2, isDelayed: true)]
    let orders = ListModel {
      ListSection(id: "orders", pending) { order in
        ListItem(order, view: OrderCell.self)
        if order.isDelayed {
          ListItem(id: "delay-\(order.id)", content: order, view: DelayCell.self)
        }
      }
    }
    #expect(orders.itemCount == 3)

    let firstPage = fruits
    var feed = fruitList(firstPage, isLoading: true)
    let next = ListModel(page: 2) {
      ListSection(id: "fruit") { ListItem(id: 3, content: "Plum", view: TitleCell.self) }
    }
    feed.merge(next)  // "fruit" gains Plum; page 2, no next page
    #expect(feed.section(id: "fruit")?.items.count == 2)
    #expect(feed.page == 2 && !feed.hasNext)
  }

  @Test("the update engine: apply, await, reload; the latest model wins")
  func updateEngine() async {
    let clock = TestClock()
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480), clock: clock)
    let fruit = { (names: [String]) in
      ListModel {
        ListSection(id: "fruit") {
          for name in names { ListItem(id: name, content: name, view: TitleCell.self) }
        }
      }
    }
    let model = fruit(["Apple"])
    let next = fruit(["Apple", "Pear"])

    let adapter = ListAdapter(
      host: host,
      configuration: ListAdapter.Configuration(duplicatePolicy: .keepFirst, reloadThreshold: 500))
    adapter.diagnostics = Diagnostics { print("list:", $0) }

    adapter.apply(model) { print("on screen") }  // animated, staged, coalesced
    await adapter.applyAndWait(next, animated: false)  // on screen: `next` or a newer one
    adapter.reload(model)  // reloadData(): no diff, no animation
    #expect(host.indexPathsForVisibleItems.count == 1)

    let first = fruit(["A"])
    let second = fruit(["A", "B"])
    let third = fruit(["C", "A"])
    var log: [String] = []
    adapter.apply(first) { log.append("first") }
    adapter.apply(second) { log.append("second") }  // first's batch is in flight: waits
    adapter.apply(third) { log.append("third") }  // replaces second
    // when first's batch completes: one diff, first's data → third;
    // after it: "first", "second", "third"
    for _ in 0..<3 {
      await clock.advance(by: .milliseconds(300))
      host.settleAnimations()
    }
    #expect(log == ["first", "second", "third"])
    #expect(adapter.displayedModel == third)
  }
}
