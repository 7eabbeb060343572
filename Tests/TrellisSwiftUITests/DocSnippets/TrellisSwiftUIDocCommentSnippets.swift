// The code examples of TrellisSwiftUI's doc comments, compiled (DocSnippetTests compares them with
// this file). Linux only: the stand-ins' SwiftUI and UIKit. Each example sits where it compiles
// as written: declarations in a namespace, expressions in a view or item builder.
#if os(Linux)
  import Foundation
  import Observation
  import SwiftUI
  import TrellisList
  import TrellisSwiftUI
  import TrellisUIKit
  import UIKit

  /// The doc comments' examples and the values they name.
  enum DocCommentSnippets {
    struct Product: Identifiable, Equatable, Sendable {
      var id: Int
      var title: String
    }

    struct Post: Identifiable, Equatable, Sendable {
      var id: Int
      var text: String
    }

    struct Video: Identifiable, Equatable, Sendable {
      var id: Int
    }

    struct Tap: Sendable {}

    struct PostRow: View {
      let post: Post
      var body: some View { Text(post.text) }
    }

    struct VideoRow: View {
      let video: Video
      var body: some View { Text("video \(video.id)") }
    }

    struct ProgressRow: View {
      var body: some View { Text("Loading") }
    }

    @MainActor
    final class Basket {
      private(set) var quantities: [AnyListID: Int] = [:]
      func add(_ id: AnyListID, _ quantity: Int) { quantities[id, default: 0] += quantity }
      func add(_ product: Product, _ quantity: Int) { add(AnyListID(product.id), quantity) }
    }

    @MainActor
    final class Router {
      private(set) var opened: [Product] = []
      func open(_ product: Product) { opened.append(product) }
    }

    @MainActor
    final class Player {
      private(set) var prepared: [Video] = []
      func prepare(_ video: Video) { prepared.append(video) }
      func stop(_ video: Video) { prepared.removeAll { $0 == video } }
    }

    @Observable
    @MainActor
    final class FeedStore {
      var posts: [Post] = []
      var hasMore = true
      var model = ListModel(sections: [])

      func loadNextPage() async throws { try await load(page: posts.count / 20 + 1) }
      func load(page: Int) async throws { posts.append(Post(id: page, text: "page \(page)")) }
      func reload() async { posts = [] }
    }

    // ListItemEvents
    struct AddToBasket: Sendable { let quantity: Int }

    struct ProductRow: View {
      let product: Product
      @Environment(\.listEvents) private var events

      var body: some View {
        HStack {
          Text(product.title)
          Button("Add") { events.send(AddToBasket(quantity: 1)) }
        }
      }
    }

    // EnvironmentValues.listEvents
    struct RetryRow: View {
      @Environment(\.listEvents) private var events
      var body: some View { Button("Retry") { events.send(ListPaginator.Retry()) } }
    }

    // ListTableView's overview.
    enum Table {
      struct FeedScreen: View {
        let store: FeedStore  // @Observable
        @State private var selection: Set<Post.ID> = []

        var body: some View {
          ListTableView(style: .insetGrouped) {
            ListSection(id: "posts", store.posts) { post in
              ListItem(id: post.id, content: post) { post in PostRow(post: post) }
            }
          }
          .selection($selection)
          .onReachEnd { _ in try await store.loadNextPage() }
          .refreshable { await store.reload() }
        }
      }
    }

    // ListCollectionView's overview.
    enum Collection {
      struct FeedScreen: View {
        let store: FeedStore  // @Observable
        @State private var selection: Set<Post.ID> = []

        var body: some View {
          ListCollectionView {
            ListSection(id: "posts", store.posts) { post in
              ListItem(id: post.id, content: post) { post in PostRow(post: post) }
            }
          }
          .selection($selection)
          .onReachEnd { _ in try await store.loadNextPage() }
          .refreshable { await store.reload() }
        }
      }
    }

    /// The lists' initialisers and modifiers.
    struct Lists: View {
      let store: FeedStore
      let model: ListModel
      @State private var selectedIDs: Set<Product.ID> = []
      @State private var selectedID: Product.ID?
      @State private var topPostID: Post.ID?

      var body: some View {
        VStack {
          ListTableView(store.model, style: .insetGrouped)
          ListTableView(model).selection($selectedIDs)  // Binding<Set<Product.ID>>
          ListTableView(model).selection($selectedID)  // Binding<Product.ID?>
          ListTableView(model).scrollPosition(id: $topPostID)  // Binding<Post.ID?>
          ListTableView(hasNext: store.hasMore) {
            ListSection(id: "posts", store.posts) { post in
              ListItem(id: post.id, content: post) { post in PostRow(post: post) }
            }
          }
          .onReachEnd(loadingItem: ListItem(id: "loading", content: 0) { _ in ProgressRow() }) {
            request in try await store.load(page: request.page)
          }
          ListCollectionView(store.model, layout: ListCollectionViewLayout(axis: .horizontal))
          ListCollectionView(store.model)  // SwiftUI makes a `ListViewCoordinator` for it
          ListCollectionView(model).selection($selectedIDs)  // Binding<Set<Product.ID>>
          ListCollectionView(model).selection($selectedID)  // Binding<Product.ID?>
          ListCollectionView(model).scrollPosition(id: $topPostID)  // Binding<Post.ID?>
          ListCollectionView(hasNext: store.hasMore) {
            ListSection(id: "posts", store.posts) { post in
              ListItem(id: post.id, content: post) { post in PostRow(post: post) }
            }
          }
          .onReachEnd(loadingItem: ListItem(id: "loading", content: 0) { _ in ProgressRow() }) {
            request in try await store.load(page: request.page)
          }
        }
      }
    }

    /// The items' initialisers and hooks.
    @MainActor
    static func items(
      product: Product, video: Video, basket: Basket, router: Router, player: Player
    ) -> ListSection {
      ListSection(id: "items") {
        ListItem(id: product.id, content: product) { product in
          ProductRow(product: product)
        }
        ListItem(product) { product in ProductRow(product: product) }
        ListItem(id: product.id, content: product) { ProductRow(product: $0) }
          .onEvent(AddToBasket.self) { event, item in basket.add(item.id, event.quantity) }
        TypedListItem(id: product.id, content: product) { ProductRow(product: $0) }
          .onSelect { product, _ in router.open(product) }
        TypedListItem(product) { ProductRow(product: $0) }
        TypedListItem(product) { ProductRow(product: $0) }
          .onEvent(AddToBasket.self) { event, product in basket.add(product, event.quantity) }
        TypedListItem(video) { VideoRow(video: $0) }
          .onWillDisplay { video in player.prepare(video) }
        TypedListItem(video) { VideoRow(video: $0) }
          .onDidEndDisplaying { video in player.stop(video) }
      }
    }

    /// The typed item's overview, with its type written out.
    @MainActor
    static func typedItem(product: Product, basket: Basket, router: Router) -> ListItem {
      let item: TypedListItem<SwiftUIItemView<Product>> =
        TypedListItem(product) { ProductRow(product: $0) }
        .onSelect { product, _ in router.open(product) }  // the view is always nil
        .onEvent(AddToBasket.self) { event, product in basket.add(product, event.quantity) }
      return ListItem(item)
    }

    /// Sending events.
    @MainActor
    static func sending(events: ListItemEvents) {
      ListItemEvents.none.send(Tap())  // dropped
      events.send(AddToBasket(quantity: 1))
    }
  }
#endif
