// The Swift snippets of TrellisSwiftUI.docc/TrellisSwiftUI.md, compiled (DocSnippetTests compares
// them with this file). Linux only.
#if os(Linux)
  import Foundation
  import Observation
  import SwiftUI
  import TrellisList
  import TrellisSwiftUI
  import TrellisUIKit

  /// A product of the snippets.
  struct SnippetProduct: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
  }

  /// A post of the snippets.
  struct Post: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
  }

  /// A product row.
  struct ProductRow: View {
    let product: SnippetProduct
    var body: some View { Text(product.title) }
  }

  /// A post row.
  struct PostRow: View {
    let post: Post
    var body: some View { Text(post.text) }
  }

  /// The feed the overview's list shows.
  @Observable
  @MainActor
  final class SnippetFeedStore {
    var posts: [Post] = []
    var hasMore = true

    func load(page: Int) async throws {
      posts += [Post(id: page, text: "page \(page)")]
    }

    func reload() async {
      posts = []
    }
  }

  /// The overview's snippets.
  struct TrellisSwiftUIOverviewSnippets: View {
    let products: [SnippetProduct]
    let store: SnippetFeedStore
    @State private var selection: Set<Post.ID> = []
    @State private var topPostID: Post.ID?

    var productsSection: ListSection {
      ListSection(id: "products", products) { product in
        ListItem(id: product.id, content: product) { product in ProductRow(product: product) }
      }
    }

    var body: some View {
      ListCollectionView(hasNext: store.hasMore) {
        ListSection(id: "posts", store.posts) { post in
          ListItem(id: post.id, content: post) { PostRow(post: $0) }
        }
      }
      .selection($selection)
      .scrollPosition(id: $topPostID)
      .onReachEnd { request in try await store.load(page: request.page) }
      .refreshable { await store.reload() }
    }
  }
#endif
