import Foundation

/// The handlers an item carries: lifecycle hooks, `should…` answers, event handlers, swipe actions
/// and reordering rules.
///
/// Immutable: every modifier of ``ListItem`` makes a new table, so copies of an item never share
/// a change. Its closures are `@MainActor @Sendable`, which makes it `Sendable`.
final class _ItemHooks: Sendable {
  let table: _ItemHookTable

  init(_ table: _ItemHookTable) { self.table = table }
}

/// The contents of ``_ItemHooks``.
struct _ItemHookTable: Sendable {
  /// A display hook: the item and the view showing it.
  typealias ViewHandler = @MainActor @Sendable (ListItem, AnyObject) -> Void
  /// A touch hook: the item and its visible cell, `nil` when it is not on screen.
  typealias Handler = @MainActor @Sendable (ListItem, AnyObject?) -> Void
  /// A touch answer: the item and its visible cell, `nil` when it is not on screen.
  typealias TouchAnswer = @MainActor @Sendable (ListItem, AnyObject?) -> Bool
  typealias Answer = @MainActor @Sendable (ListItem) -> Bool
  /// An event handler: the event, the item and the view that sent it (`nil` when none did);
  /// returns whether it took the event.
  typealias EventHandler = @MainActor @Sendable (any Sendable, ListItem, AnyObject?) -> Bool

  var willDisplay: [ViewHandler] = []
  var didEndDisplaying: [ViewHandler] = []
  var didHighlight: [Handler] = []
  var didUnhighlight: [Handler] = []
  var didSelect: [Handler] = []
  var didDeselect: [Handler] = []
  var shouldHighlight: [TouchAnswer] = []
  var shouldSelect: [TouchAnswer] = []
  var events: [EventHandler] = []
  var swipeActions: [ListSwipeAction] = []
  var canMove: Answer?
  var movesAcrossSections = false
  var isReusable = true
}

extension ListItem {
  /// This item with its hook table changed by `change`.
  func withHooks(_ change: (inout _ItemHookTable) -> Void) -> ListItem {
    var table = hooks?.table ?? _ItemHookTable()
    change(&table)
    var copy = self
    copy.hooks = _ItemHooks(table)
    return copy
  }

  /// This item's hook table, empty when it has none.
  var hookTable: _ItemHookTable { hooks?.table ?? _ItemHookTable() }

  /// Whether the item has any handler for `event`: runs them in order and returns `true` when
  /// one handled it. `view` is the view that sent the event, `nil` when none did.
  @MainActor
  func handle(_ event: any Sendable, from view: AnyObject?) -> Bool {
    var handled = false
    for handler in hookTable.events where handler(event, self, view) { handled = true }
    return handled
  }

  /// The same item (content, view, handlers) under another identity.
  init(_copying item: ListItem, id: AnyListID) {
    self.id = id
    self.storage = item.storage
    self.hooks = item.hooks
    self._supplementaries = item._supplementaries
  }
}

// MARK: - Lifecycle hooks

extension ListItem {
  /// Returns this item with a hook called when its view is about to become visible.
  ///
  ///     ListItem(product, view: ProductCell.self)
  ///       .onWillDisplay { item, cell in analytics.impression(item.id) }
  ///
  /// Handlers take no part in equality or content comparison: an item whose handlers changed but
  /// whose content did not is not reconfigured. Hooks added by repeated calls run in the order
  /// they were added.
  ///
  /// - Parameter handler: Called with the item and its view.
  /// - Returns: A copy of the item with the hook added.
  public func onWillDisplay(_ handler: @escaping @MainActor @Sendable (ListItem, AnyObject) -> Void)
    -> ListItem
  {
    withHooks { $0.willDisplay.append(handler) }
  }

  /// Returns this item with a hook called when its view stopped being visible.
  ///
  ///     item.onDidEndDisplaying { item, cell in player.pause(item.id) }
  ///
  /// The hook receives the item the view showed, even when an update removed it meanwhile.
  ///
  /// - Parameter handler: Called with the item and its view.
  /// - Returns: A copy of the item with the hook added.
  public func onDidEndDisplaying(
    _ handler: @escaping @MainActor @Sendable (ListItem, AnyObject) -> Void
  ) -> ListItem {
    withHooks { $0.didEndDisplaying.append(handler) }
  }

  /// Returns this item with a hook called when a touch highlights it.
  ///
  ///     item.onHighlight { item in log.append("highlight \(item.id)") }
  ///
  /// - Parameter handler: Called with the item.
  /// - Returns: A copy of the item with the hook added.
  public func onHighlight(_ handler: @escaping @MainActor @Sendable (ListItem) -> Void) -> ListItem
  {
    withHooks { $0.didHighlight.append { item, _ in handler(item) } }
  }

  /// Returns this item with a hook called when it loses its highlight.
  ///
  ///     item.onUnhighlight { item in log.append("unhighlight \(item.id)") }
  ///
  /// - Parameter handler: Called with the item.
  /// - Returns: A copy of the item with the hook added.
  public func onUnhighlight(_ handler: @escaping @MainActor @Sendable (ListItem) -> Void)
    -> ListItem
  {
    withHooks { $0.didUnhighlight.append { item, _ in handler(item) } }
  }

  /// Returns this item with a hook called when the user selects it.
  ///
  ///     ListItem(product, view: ProductCell.self)
  ///       .onSelect { item in router.open(item.id) }
  ///
  /// To receive the content and the cell typed instead of the item, build a ``TypedListItem``:
  /// `TypedListItem(product, view: ProductCell.self).onSelect { product, cell in … }`.
  ///
  /// - Parameter handler: Called with the item.
  /// - Returns: A copy of the item with the hook added.
  public func onSelect(_ handler: @escaping @MainActor @Sendable (ListItem) -> Void) -> ListItem {
    withHooks { $0.didSelect.append { item, _ in handler(item) } }
  }

  /// Returns this item with a hook called when the user's tap, or the selection of another item,
  /// deselects it.
  ///
  ///     item.onDeselect { item in basket.remove(item.id) }
  ///
  /// - Parameter handler: Called with the item.
  /// - Returns: A copy of the item with the hook added.
  public func onDeselect(_ handler: @escaping @MainActor @Sendable (ListItem) -> Void) -> ListItem {
    withHooks { $0.didDeselect.append { item, _ in handler(item) } }
  }

  /// Returns this item with an answer to whether a touch highlights it; `false` also prevents
  /// its selection. With several answers, all must be `true`.
  ///
  ///     item.shouldHighlight { _ in isEditing == false }
  ///
  /// - Parameter answer: Called with the item when it is touched.
  /// - Returns: A copy of the item with the answer added.
  public func shouldHighlight(_ answer: @escaping @MainActor @Sendable (ListItem) -> Bool)
    -> ListItem
  {
    withHooks { $0.shouldHighlight.append { item, _ in answer(item) } }
  }

  /// Returns this item with an answer to whether a tap selects it. With several answers, all
  /// must be `true`.
  ///
  ///     ListItem(id: "title", content: "Fruit", view: TitleCell.self).shouldSelect { _ in false }
  ///
  /// - Parameter answer: Called with the item when it is tapped.
  /// - Returns: A copy of the item with the answer added.
  public func shouldSelect(_ answer: @escaping @MainActor @Sendable (ListItem) -> Bool)
    -> ListItem
  {
    withHooks { $0.shouldSelect.append { item, _ in answer(item) } }
  }
}
