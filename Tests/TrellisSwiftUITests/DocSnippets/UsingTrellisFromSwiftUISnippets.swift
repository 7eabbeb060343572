// The Swift snippets of the article "Using Trellis from SwiftUI"
// (Sources/TrellisSwiftUI/TrellisSwiftUI.docc/UsingTrellisFromSwiftUI.md), compiled on the
// stand-ins and run where a check says more than compiling. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Observation
  import SwiftUI
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisSwiftUI
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// The article's types, in a namespace of their own: other snippet files of this target
  /// declare a `ProductRow` too.
  enum ArticleSnippets {
    // MARK: Fixtures

    /// A product of the article's shop.
    struct Product: Identifiable, Equatable, Sendable {
      var id: Int
      var name: String
      var price: Int
    }

    /// What a product row sends when "Add" is pressed.
    struct AddToBasket: Sendable {
      var quantity: Int
    }

    /// The article's basket: quantities by item identity.
    @MainActor
    final class ArticleBasket {
      var quantities: [AnyListID: Int] = [:]

      func add(_ id: AnyListID, _ quantity: Int) {
        quantities[id, default: 0] += quantity
      }

      func add(_ product: Product, _ quantity: Int) {
        add(AnyListID(product.id), quantity)
      }
    }

    /// The article's router: the products opened.
    @MainActor
    final class ArticleRouter {
      var opened: [Product] = []
      func open(_ product: Product) { opened.append(product) }
    }

    /// The article's shop state.
    @Observable
    @MainActor
    final class ShopStore {
      var products: [Product] = (0..<5).map {
        Product(id: $0, name: "Product \($0)", price: 10 + $0)
      }
      var basket: [AnyListID: Int] = [:]
      var hasMore = true
      var reloads = 0
      var pages: [Int] = []

      /// A table model of the products.
      var model: ListModel {
        ListModel(sections: [
          ListSection(id: "products", products) { product in
            ListItem(id: product.id, content: product) { product in ProductRow(product: product) }
          }
        ])
      }

      /// A row of cards.
      var cards: ListModel { model }

      func add(_ id: AnyListID, quantity: Int) {
        basket[id, default: 0] += quantity
      }

      func load(page: Int) async throws {
        pages.append(page)
        hasMore = false
      }

      func reload() async {
        reloads += 1
      }
    }

    // MARK: Snippets

    /// The article's products section, whose items' events fill `basket`.
    @MainActor
    static func productsSection(_ products: [Product], basket: ArticleBasket) -> ListSection {
      ListSection(id: "products", products) { product in
        ListItem(id: product.id, content: product) { product in ProductRow(product: product) }
          .onEvent(AddToBasket.self) { event, item in basket.add(item.id, event.quantity) }
      }
    }

    /// The article's typed item.
    @MainActor
    static func typedProduct(
      _ product: Product, basket: ArticleBasket, router: ArticleRouter
    ) -> TypedListItem<SwiftUIItemView<Product>> {
      TypedListItem(product) { ProductRow(product: $0) }
        .onSelect { product, _ in router.open(product) }
        .onEvent(AddToBasket.self) { event, product in basket.add(product, event.quantity) }
    }

    struct ProductRow: View {
      let product: Product
      @Environment(\.listEvents) private var events

      var body: some View {
        HStack {
          Text(product.name)
          Spacer()
          Text("$\(product.price)")
          Button("Add") { events.send(AddToBasket(quantity: 1)) }
        }
        .padding()
      }
    }

    struct ShopScreen: View {
      let store: ShopStore  // @Observable
      @State private var selection: Product.ID?
      @State private var top: Product.ID?

      var body: some View {
        VStack {
          Text("Basket: \(store.basket.count)")
          ListCollectionView(hasNext: store.hasMore) {
            ListSection(id: "products", store.products) { product in
              ListItem(id: product.id, content: product) { product in ProductRow(product: product) }
                .onEvent(AddToBasket.self) { event, item in
                  store.add(item.id, quantity: event.quantity)
                }
            }
          }
          .selection($selection)
          .scrollPosition(id: $top)
          .onReachEnd { request in try await store.load(page: request.page) }
          .refreshable { await store.reload() }
        }
      }
    }
  }

  @MainActor
  @Suite("TrellisSwiftUI: the article's snippets")
  struct UsingTrellisFromSwiftUISnippets {
    typealias Product = ArticleSnippets.Product
    typealias ArticleBasket = ArticleSnippets.ArticleBasket
    typealias ArticleRouter = ArticleSnippets.ArticleRouter
    typealias ShopStore = ArticleSnippets.ShopStore
    typealias ShopScreen = ArticleSnippets.ShopScreen

    @Test("an item view's event reaches its item's handler")
    func items() async throws {
      let ((), violations) = try await withDouble { clock in
        let products = (0..<3).map { Product(id: $0, name: "P\($0)", price: $0) }
        let basket = ArticleBasket()
        let section = ArticleSnippets.productsSection(products, basket: basket)
        let fixture = SwiftUIListFixture(clock: clock, table: false)
        await fixture.show(ListModel(sections: [section]))
        let hosting = try #require(fixture.hostingView(ofItem: 1))
        #expect(hosting.renderedTexts == ["P1", "$1", "Add"])
        #expect(hosting.tapButton(titled: "Add"))
        #expect(basket.quantities == [AnyListID(1): 1])
      }
      #expect(violations.isEmpty)
    }

    @Test("a typed SwiftUI item's hooks get the content")
    func typedItems() async throws {
      let ((), violations) = try await withDouble { clock in
        let product = Product(id: 7, name: "Lamp", price: 20)
        let basket = ArticleBasket()
        let router = ArticleRouter()
        let item = ArticleSnippets.typedProduct(product, basket: basket, router: router)
        let fixture = SwiftUIListFixture(clock: clock, table: false)
        await fixture.show(
          ListModel(sections: [ListSection(id: "products", items: [ListItem(item)])]))
        let hosting = try #require(fixture.hostingView(ofItem: 7))
        #expect(hosting.tapButton(titled: "Add"))
        #expect(basket.quantities == [AnyListID(7): 1])
        (fixture.scrollView as? UICollectionView)?.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(router.opened == [product])
      }
      #expect(violations.isEmpty)
    }

    @Test("the shop screen: the basket line above the list, events reach the store")
    func shopScreen() async throws {
      let ((), violations) = try await withDouble { clock in
        let store = ShopStore()
        let screen = HostedScreen(ShopScreen(store: store), clock: clock)
        await screen.settle()
        let controller = try #require(screen.collectionController)
        #expect(screen.hostingView.renderedTexts == ["Basket: 0"])
        let cell = try #require(
          controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.hostingViews.first?.tapButton(titled: "Add") == true)
        screen.layout()
        #expect(store.basket == [AnyListID(2): 1])
        #expect(screen.hostingView.renderedTexts == ["Basket: 1"])
      }
      #expect(violations.isEmpty)
    }

    @Test("a table list and a horizontal row build from a model")
    func otherLists() {
      let store = ShopStore()
      let views = docValues {
        ListTableView(store.model, style: .insetGrouped)
        ListCollectionView(store.cards, layout: ListCollectionViewLayout(axis: .horizontal))
      }
      #expect(views.count == 2)
    }

    @Test("a transaction that disables animations")
    func transaction() {
      let store = ShopStore()
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) { store.products.removeAll() }
      #expect(store.products.isEmpty)
    }
  }
#endif
