// The Swift snippets about typed callbacks (`TypedListItem`, `SelectableView`) in
// HooksEventsAndPlugins.md and the SSCollectionViewPresenter and ReactiveDataDisplayManager
// migration guides, compiled and run. Each snippet's lines appear here consecutively.
import Foundation
import Testing
import Trellis
import TrellisTesting

/// A namespace, so that the snippets' short type names stay out of the test target's scope.
enum TypedCallbacksSnippets {
  typealias Product = DocProduct

  struct Option: Identifiable, Equatable, Sendable {
    let id: String
    var title: String
  }

  typealias TitleCell = DocTitleCell

  final class FruitCell: HeadlessCell, ConfigurableView {
    var name = ""
    func configure(with content: Fruit) { name = content.name }
  }

  // HooksEventsAndPlugins.md, "Typed events from cells".
  struct AddToBasket: Sendable { let quantity: Int }

  final class ProductCell: HeadlessCell, ConfigurableView, ListEventEmitting {
    var eventSink: ListEventSink?
    var title = ""
    func configure(with content: Product) { title = content.name }
    func plusTapped() { eventSink?.send(AddToBasket(quantity: 1)) }
  }

  // HooksEventsAndPlugins.md and the SSCollectionViewPresenter guide: a cell that handles its
  // own selection.
  final class OptionCell: HeadlessCell, SelectableView {
    var title = ""
    var isChecked = false
    func configure(with content: Option) { title = content.title }
    func didSelect(with content: Option) { isChecked = true }
    func didDeselect(with content: Option) { isChecked = false }
  }

  /// What the overview's handlers do, recorded.
  @MainActor final class Recorder {
    var impressions: [Int] = []
    var opened: [Int] = []
    var basket: [(Product, Int)] = []
    func impression(_ id: Int) { impressions.append(id) }
    func open(_ id: Int) { opened.append(id) }
    func add(_ product: Product, quantity: Int) { basket.append((product, quantity)) }
  }

  @MainActor final class Store {
    var page = 1
    var hasNext = false
    var products = [Product(id: 1, name: "Tea"), Product(id: 2, name: "Milk")]
    func append(_ more: [Product]) { products += more }
  }

  struct API {
    func products(page: Int) async throws -> [Product] { [] }
  }

  /// HooksEventsAndPlugins.md, "Overview".
  @MainActor
  static func overview(
    adapter: ListAdapter, store: Store, api: API, analytics: Recorder, router: Recorder,
    basket: Recorder
  ) -> ListPaginator {
    let paginator = ListPaginator(
      loadingItem: ListItem(id: "loading", content: "Loading…", view: TitleCell.self),
      errorItem: ListItem(id: "retry", content: "Tap to retry", view: TitleCell.self))
    adapter.attach(paginator)
    paginator.pageRequested += { request in
      Task {
        do {
          store.append(try await api.products(page: request.page))
        } catch {
          paginator.reportFailure()
        }
      }
    }

    adapter.apply(
      ListModel(page: store.page, hasNext: store.hasNext) {
        ListSection(id: "products", store.products) { product in
          TypedListItem(product, view: ProductCell.self)
            .onWillDisplay { product, _ in analytics.impression(product.id) }
            .onSelect { product, _ in router.open(product.id) }
            .onEvent(AddToBasket.self) { event, product, _ in
              basket.add(product, quantity: event.quantity)
            }
        }
      })
    return paginator
  }

  /// HooksEventsAndPlugins.md, "Typed hooks": the erased and the typed form side by side.
  @MainActor
  static func erasedAndTyped(product: Product, router: Recorder) -> (ListItem, ListItem) {
    // Erased: the handler gets a ListItem and casts its content.
    let erased = ListItem(product, view: ProductCell.self)
      .onSelect { item in router.open(item.content(as: Product.self)!.id) }
    // Typed: the handler gets a Product and the visible ProductCell, if any.
    let typed = TypedListItem(product, view: ProductCell.self)
      .onSelect { product, cell in router.open(product.id) }
    return (erased, ListItem(typed))
  }

  /// HooksEventsAndPlugins.md and the SSCollectionViewPresenter guide: options whose cells check
  /// themselves.
  @MainActor
  static func options(_ options: [Option], settings: OptionSettings) -> ListModel {
    ListModel {
      ListSection(id: "options", options) { option in
        TypedListItem(option, view: OptionCell.self)
          .onSelect { option, _ in settings.chosen = option.id }
      }
    }
  }

  @MainActor final class OptionSettings {
    var chosen: String?
  }

  /// The ReactiveDataDisplayManager guide, "Typed selection".
  @MainActor
  static func fruitItem(_ fruit: Fruit, router: Recorder) -> ListItem {
    let item = TypedListItem(fruit, view: FruitCell.self)
      .onSelect { fruit, cell in router.open(fruit.id) }
    return ListItem(item)
  }
}

@MainActor
@Suite("Doc snippets: typed callbacks")
struct TypedCallbacksSnippetTests {
  typealias S = TypedCallbacksSnippets

  static func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

  @Test("the overview: typed hooks get the product; the cell's event reaches the basket")
  func overview() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 400))
    let adapter = ListAdapter(host: host)
    let recorder = S.Recorder()
    let paginator = S.overview(
      adapter: adapter, store: S.Store(), api: S.API(), analytics: recorder, router: recorder,
      basket: recorder)
    #expect(paginator.status == .idle)
    #expect(recorder.impressions == [1, 2])
    try host.tapItem(at: Self.path(1))
    #expect(recorder.opened == [2])
    let cell = try #require(host.cellForItem(at: Self.path(0)) as? S.ProductCell)
    cell.plusTapped()
    #expect(recorder.basket.map(\.0.name) == ["Tea"])
    #expect(recorder.basket.map(\.1) == [1])
  }

  @Test("the erased and the typed select hooks do the same")
  func erasedAndTyped() throws {
    let recorder = S.Recorder()
    let (erased, typed) = S.erasedAndTyped(product: S.Product(id: 7, name: "Jam"), router: recorder)
    #expect(erased == typed)
    for item in [erased, typed] {
      let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 400))
      let adapter = ListAdapter(host: host)
      adapter.apply(ListModel { ListSection(id: "s") { item } }, animated: false)
      try host.tapItem(at: Self.path(0))
    }
    #expect(recorder.opened == [7, 7])
  }

  @Test("option cells check themselves on selection and uncheck when another is chosen")
  func options() throws {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 400))
    let adapter = ListAdapter(host: host)
    let settings = S.OptionSettings()
    adapter.apply(
      S.options(
        [S.Option(id: "a", title: "A"), S.Option(id: "b", title: "B")], settings: settings),
      animated: false)
    let cells = try (0..<2).map {
      try #require(host.cellForItem(at: Self.path($0)) as? S.OptionCell)
    }
    try host.tapItem(at: Self.path(0))
    #expect(cells.map(\.isChecked) == [true, false])
    #expect(settings.chosen == "a")
    try host.tapItem(at: Self.path(1))
    #expect(cells.map(\.isChecked) == [false, true])
    #expect(settings.chosen == "b")
  }

  @Test("the RDDM guide's typed select hook gets the fruit")
  func fruit() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 400))
    let adapter = ListAdapter(host: host)
    let recorder = S.Recorder()
    adapter.apply(
      ListModel {
        ListSection(id: "f") { S.fruitItem(Fruit(id: 3, name: "Fig"), router: recorder) }
      },
      animated: false)
    try host.tapItem(at: Self.path(0))
    #expect(recorder.opened == [3])
  }
}
