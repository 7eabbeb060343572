#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI
  import TrellisLayout
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// A Trellis list in SwiftUI, in a table view: a `UIViewControllerRepresentable` over a
  /// `ListTableViewController`, with the API of ``ListCollectionView``.
  ///
  ///     struct FeedScreen: View {
  ///       let store: FeedStore  // @Observable
  ///       @State private var selection: Set<Post.ID> = []
  ///
  ///       var body: some View {
  ///         ListTableView(style: .insetGrouped) {
  ///           ListSection(id: "posts", store.posts) { post in
  ///             ListItem(id: post.id, content: post) { post in PostRow(post: post) }
  ///           }
  ///         }
  ///         .selection($selection)
  ///         .onReachEnd { _ in try await store.loadNextPage() }
  ///         .refreshable { await store.reload() }
  ///       }
  ///     }
  ///
  /// ## Updates
  /// Every SwiftUI update of the view applies its model through the list's `ListAdapter`:
  /// diffed, in batches, animated unless the update's transaction disables animations
  /// (`withTransaction` with `disablesAnimations`); an equal model applies nothing. The builder
  /// form runs its closure inside `withObservationTracking`: when `@Observable` state it read
  /// changes, the list runs it again at its view's next layout pass and applies the result,
  /// animated. Several changes before that pass apply once. You never call `apply`.
  ///
  /// ## Bindings and actions
  /// - `selection(_:)` (a set, or one optional identity): the selected
  ///   items' identities, both ways.
  /// - ``scrollPosition(id:anchor:)``: setting the binding scrolls to the item; the user's
  ///   scrolling writes the first visible item back.
  /// - ``onReachEnd(distance:loadingItem:errorItem:perform:)``: pagination through a
  ///   `ListPaginator`.
  /// - SwiftUI's `.refreshable`: pull to refresh through a `ListRefresher`; the control ends when
  ///   the action returns and the list has shown what it changed.
  ///
  /// ## Sizing
  /// The table takes the space SwiftUI offers. Where the offer leaves its height open (a
  /// vertical `ScrollView`, a `VStack` asking for the ideal size), it answers its content's
  /// height at the offered width (`sizeThatFits(_:uiViewController:context:)`): a short table
  /// inside a scroll view gets the height of its rows (laid out at their estimates until they
  /// are measured on screen).
  ///
  /// ## Lifetime
  /// The controller, its host and adapter are created once, when the view enters the
  /// hierarchy, and released when it leaves (`dismantleUIViewController`).
  @MainActor
  public struct ListTableView: UIViewControllerRepresentable {
    // MARK: Lifecycle

    /// Creates a table that shows `model`.
    ///
    ///     ListTableView(store.model, style: .insetGrouped)
    ///
    /// - Parameters:
    ///   - model: The model to show; each SwiftUI update applies the model it is given.
    ///   - style: The table's style, read once, when the table enters the hierarchy.
    ///   - configuration: The adapter's configuration, read once.
    public init(
      _ model: ListModel, style: UITableView.Style = .plain,
      configuration: ListAdapter.Configuration = ListAdapter.Configuration()
    ) {
      self.source = .model(model)
      self.style = style
      self.configuration = configuration
    }

    /// Creates a table whose model the builder makes, again whenever `@Observable` state it
    /// read changes.
    ///
    ///     ListTableView(hasNext: store.hasMore) {
    ///       ListSection(id: "posts", store.posts) { post in
    ///         ListItem(id: post.id, content: post) { post in PostRow(post: post) }
    ///       }
    ///     }
    ///
    /// - Parameters:
    ///   - style: The table's style, read once.
    ///   - configuration: The adapter's configuration, read once.
    ///   - page: The model's last loaded page.
    ///   - hasNext: Whether more pages can be loaded (``onReachEnd(distance:loadingItem:errorItem:perform:)``
    ///     asks for them).
    ///   - sections: Builds the sections; runs on each SwiftUI update of the view and after each
    ///     change of the `@Observable` state it reads.
    public init(
      style: UITableView.Style = .plain,
      configuration: ListAdapter.Configuration = ListAdapter.Configuration(),
      page: Int = 0,
      hasNext: Bool = false,
      @SectionBuilder sections: @escaping @MainActor () -> [ListSection]
    ) {
      self.source = .builder { ListModel(sections: sections(), page: page, hasNext: hasNext) }
      self.style = style
      self.configuration = configuration
    }

    // MARK: Public

    /// Returns this list with its selection bound to a set of item identities: several items
    /// can be selected.
    ///
    ///     ListTableView(model).selection($selectedIDs)  // Binding<Set<Product.ID>>
    ///
    /// The user's taps write the binding; a new value selects and deselects the items, without
    /// running their select hooks (as UIKit's programmatic selection does). An identity no item
    /// shows is kept in the binding until the user's next change.
    ///
    /// - Parameter selection: The identities of the selected items.
    /// - Returns: A copy of the list with the binding.
    public func selection<ID: Hashable & Sendable>(_ selection: Binding<Set<ID>>) -> Self {
      var copy = self
      copy.options.selection = _SelectionBinding(selection)
      return copy
    }

    /// Returns this list with its selection bound to one optional item identity: one item at a
    /// time can be selected.
    ///
    ///     ListTableView(model).selection($selectedID)  // Binding<Product.ID?>
    ///
    /// - Parameter selection: The identity of the selected item, or `nil`.
    /// - Returns: A copy of the list with the binding.
    public func selection<ID: Hashable & Sendable>(_ selection: Binding<ID?>) -> Self {
      var copy = self
      copy.options.selection = _SelectionBinding(selection)
      return copy
    }

    /// Returns this list with its scroll position bound to an item identity.
    ///
    ///     ListTableView(model).scrollPosition(id: $topPostID)  // Binding<Post.ID?>
    ///
    /// Setting the binding scrolls the item to `anchor` (animated unless the transaction
    /// disables animations; an identity no item shows yet is scrolled to once it does). The
    /// user's scrolling (a drag and its deceleration) writes back the first item that reaches
    /// past the viewport's leading edge. Scrolling the program does (the binding's own scroll,
    /// anchoring during updates) writes nothing, so the two never chase each other.
    ///
    /// - Parameters:
    ///   - id: The identity of the item at the top (the leading edge, scrolling sideways).
    ///   - anchor: Where a new value puts its item.
    /// - Returns: A copy of the list with the binding.
    public func scrollPosition<ID: Hashable & Sendable>(
      id: Binding<ID?>, anchor: ListScrollPosition = .start
    ) -> Self {
      var copy = self
      copy.options.scrollPosition = _ScrollPositionBinding(id, anchor: anchor)
      return copy
    }

    /// Returns this list with an action that loads the next page when the user scrolls near
    /// its end, through a `ListPaginator` attached to the list's adapter.
    ///
    ///     ListTableView(hasNext: store.hasMore) {
    ///       ListSection(id: "posts", store.posts) { post in
    ///         ListItem(id: post.id, content: post) { post in PostRow(post: post) }
    ///       }
    ///     }
    ///     .onReachEnd(loadingItem: ListItem(id: "loading", content: 0) { _ in ProgressRow() }) {
    ///       request in try await store.load(page: request.page)
    ///     }
    ///
    /// The action runs once per page while the model's `hasNext` is `true`: the next request
    /// waits until the model's content changes (the page arrived). A thrown error reports a
    /// failure to the paginator: the error item shows, and selecting it retries.
    ///
    /// - Parameters:
    ///   - distance: How near the end the viewport must come.
    ///   - loadingItem: The item shown at the end while the action runs, if any.
    ///   - errorItem: The item shown at the end after the action threw, if any.
    ///   - action: Loads the requested page and changes the state the model is built from.
    /// - Returns: A copy of the list with the action.
    public func onReachEnd(
      distance: ListTriggerDistance = .viewports(3), loadingItem: ListItem? = nil,
      errorItem: ListItem? = nil,
      perform action: @escaping @MainActor (ListPaginator.Request) async throws -> Void
    ) -> Self {
      var copy = self
      copy.options.reachEnd = _ReachEnd(
        distance: distance, loadingItem: loadingItem, errorItem: errorItem, action: action)
      return copy
    }

    /// Creates the coordinator that keeps the list's state between updates.
    public func makeCoordinator() -> ListViewCoordinator {
      ListViewCoordinator()
    }

    /// Creates the controller, its table, host and adapter.
    public func makeUIViewController(context: Context) -> ListTableViewController {
      let controller = _HostedTableViewController(style: style, configuration: configuration)
      context.coordinator.connect(controller, axis: .vertical)
      return controller
    }

    /// Applies the view's model and bindings.
    public func updateUIViewController(
      _ uiViewController: ListTableViewController, context: Context
    ) {
      context.coordinator.update(
        source: source, options: options, transaction: context.transaction,
        refresh: context.environment.refresh)
    }

    /// Releases the controller, its host and adapter, and stops observing.
    public static func dismantleUIViewController(
      _ uiViewController: ListTableViewController, coordinator: ListViewCoordinator
    ) {
      coordinator.dismantle()
    }

    /// The table's size for `proposal`: the rows' height where the proposal leaves the height
    /// open, else `nil` (the table takes the space offered). See "Sizing".
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: ListTableViewController,
      context: Context
    ) -> CGSize? {
      context.coordinator.sizeThatFits(proposal)
    }

    // MARK: Private

    private let source: ListViewCoordinator.Source
    private let style: UITableView.Style
    private let configuration: ListAdapter.Configuration
    private var options = _ListOptions()
  }
#endif
