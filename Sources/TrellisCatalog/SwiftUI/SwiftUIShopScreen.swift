// The catalog's `swiftui` screen: a shop whose rows are SwiftUI views, in a Trellis list that is
// itself hosted in SwiftUI. A `UIHostingController` is the window's root; its root view holds a
// SwiftUI status line (the basket) above a `ListCollectionView` (TrellisSwiftUI) built from an
// `@Observable` store.
//
// It runs where UIKit and SwiftUI are the test doubles (Linux): the window, the simulated
// gestures and the painting come from the doubles (see UIKitScreenRunner.swift). On Apple
// platforms the catalog has no terminal window to host SwiftUI in, so the menu leaves the screen
// out (`Catalog.examples`); the same code compiles against the real frameworks in an app.
#if canImport(SwiftUI) && canImport(UIKit) && os(Linux)
  import Foundation
  import Observation
  import SwiftUI
  import Trellis
  import TrellisSwiftUI
  import TrellisUIKit
  import UIKit

  /// A product the shop sells.
  struct ShopProduct: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var price: Int
  }

  /// What a product row sends when its "Add" button is pressed.
  struct AddToBasket: Sendable {}

  /// The shop's state, observed by SwiftUI and by the list's builder: the products loaded so
  /// far, the basket, and a simulated network that answers a page request a second later on the
  /// catalog's clock.
  @Observable
  @MainActor
  final class ShopStore {
    /// The products of the pages loaded so far.
    private(set) var products: [ShopProduct] = ShopStore.products(page: 1)
    /// The last page loaded.
    private(set) var page = 1
    /// Whether the shop has more pages (it has four).
    private(set) var hasMore = true
    /// The identities of the products in the basket, in the order they were added.
    private(set) var basket: [ShopProduct.ID] = []
    /// The page the network is loading, if any.
    private(set) var loadingPage: Int?

    @ObservationIgnored private let clock: CatalogClock
    @ObservationIgnored private var answerAt: CatalogClock.Instant?

    init(clock: CatalogClock) {
      self.clock = clock
    }

    /// Puts `product` in the basket.
    func add(_ product: ShopProduct) {
      basket.append(product.id)
    }

    /// The list's reach-end action: asks the network for `page`, which answers a second later.
    func load(page: Int) async {
      request(page: page)
    }

    /// Asks the network for `page`, unless that page is loaded or already asked for.
    func request(page: Int) {
      guard page == self.page + 1, loadingPage == nil else { return }
      loadingPage = page
      answerAt = clock.now.advanced(by: .seconds(1))
    }

    /// Delivers the page the network loads, if its second has passed.
    func deliverDueAnswer() {
      guard let loadingPage, let answerAt, !(clock.now < answerAt) else { return }
      products += Self.products(page: loadingPage)
      page = loadingPage
      hasMore = loadingPage < 4
      self.loadingPage = nil
      self.answerAt = nil
    }

    /// The eight products of `page`.
    nonisolated static func products(page: Int) -> [ShopProduct] {
      ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock", "Shelf", "Stool"].enumerated().map {
        offset, name in
        ShopProduct(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
      }
    }
  }

  /// A product row: its name, its price, and an "Add" button that sends ``AddToBasket`` to the
  /// item's `onEvent` handlers.
  struct ProductRow: View {
    let product: ShopProduct
    @Environment(\.listEvents) private var events

    var body: some View {
      HStack {
        Text(product.name)
        Spacer()
        Text("$\(product.price)")
        Button("Add") { events.send(AddToBasket()) }
      }
      .padding(.horizontal, 8)
      .frame(height: 36)
    }
  }

  /// The shop in SwiftUI: the basket line above the product list. The selection is SwiftUI
  /// state, bound to the list's.
  struct ShopView: View {
    let store: ShopStore
    @State private var selection: ShopProduct.ID? = nil

    var body: some View {
      VStack(spacing: 0) {
        Text(summary)
        ListCollectionView(
          layout: ListCollectionViewLayout(defaultSection: .table(TableSection())),
          page: store.page, hasNext: store.hasMore
        ) {
          ListSection(id: "products", store.products) { product in
            ListItem(id: product.id, content: product) { product in ProductRow(product: product) }
              .onEvent(AddToBasket.self) { _, _ in store.add(product) }
          }
        }
        .selection($selection)
        .onReachEnd(
          distance: .points(240),
          loadingItem: ListItem(id: "loading", content: "Loading…") { text in
            Text(text).frame(height: 36)
          }
        ) { request in await store.load(page: request.page) }
      }
    }

    /// The basket and the selected product.
    private var summary: String {
      let selected = store.products.first { $0.id == selection }.map { " · selected \($0.name)" }
      return "Basket: \(store.basket.count)" + (selected ?? "")
    }
  }

  /// The `swiftui` screen: ``ShopView`` in a `UIHostingController`, the root of a window of the
  /// double.
  @MainActor
  final class SwiftUIShopScreen: CatalogExample {
    static let name = "swiftui"
    static let summary = "SwiftUI: SwiftUI rows in a Trellis list in SwiftUI"
    static let demo: [CatalogKey] = [.down, .action, .down, .select, .action, .pageDown, .tick]
    static let keyHelp = "j/k focus  d/u page  s select  n add to basket  t tick  q quit"

    private let clock = CatalogClock()
    private let store: ShopStore
    private let runner: UIKitScreenRunner
    private let hosting: UIHostingController<ShopView>

    init(viewport: CGSize) throws {
      let store = ShopStore(clock: clock)
      var hosting: UIHostingController<ShopView>!
      runner = UIKitScreenRunner(viewport: viewport) { _ in
        hosting = UIHostingController(rootView: ShopView(store: store))
        return hosting
      }
      self.store = store
      self.hosting = hosting
      requestWhatTheListAsks()
    }

    var status: String {
      let state =
        if let page = store.loadingPage {
          "loading page \(page)"
        } else {
          store.hasMore ? "more pages" : "all loaded"
        }
      return "\(store.page) pages, \(store.products.count) products · \(state) · "
        + "basket \(store.basket.count)"
    }

    func handle(_ key: CatalogKey) throws {
      guard let list else { return }
      switch key {
      case .tick:
        clock.advance(by: .seconds(1))
        store.deliverDueAnswer()
      case .action:
        // The focused row's own "Add" button, as a finger would press it.
        if let focus = runner.focus,
          let cell = list.collectionView.cellForItem(at: IndexPath(focus))
        {
          runner.hostingViews(in: cell).first?.tapButton(titled: "Add")
        }
      default:
        _ = runner.handleListKey(key, in: list)
      }
      runner.settle()
      requestWhatTheListAsks()
    }

    func draw(into canvas: inout Canvas) {
      runner.draw(into: &canvas, focusedIn: list)
    }

    /// The view hierarchy, as the double's text snapshot.
    var viewTree: String { runner.window.snapshot() }

    /// The list controller `ListCollectionView` made: a child of the hosting controller.
    var list: ListCollectionViewController? {
      hosting.children.lazy.compactMap { $0 as? ListCollectionViewController }.first
    }

    /// The store, for tests.
    var shop: ShopStore { store }

    // MARK: Private

    /// Hands the network the page the list's paginator asked for. In an app the reach-end
    /// action's task does it (`store.load(page:)`); the terminal runs frames without a run loop,
    /// so main-actor tasks would wait until the program ends, and the screen reads the request
    /// from the paginator `onReachEnd` attached.
    private func requestWhatTheListAsks() {
      let paginator = list?.adapter.plugins.lazy.compactMap { $0 as? ListPaginator }.first
      if case .loading(let page) = paginator?.status {
        store.request(page: page)
        runner.settle()
      }
    }
  }
#endif
