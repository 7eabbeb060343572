import Foundation

/// A swipe action of an item: a button revealed by swiping the item's row.
///
///     ListItem(mail, view: MailCell.self).swipeActions([
///       ListSwipeAction("Delete", style: .destructive) { item in store.delete(item.id) }
///     ])
public struct ListSwipeAction: Sendable {
  /// How a swipe action looks.
  public enum Style: Hashable, Sendable {
    /// A neutral action.
    case normal
    /// An action that destroys data (shown in red by UIKit). On a table, the row animates away
    /// only when the handler removed the item from the list by the time it returns (applied a
    /// model without it); a handler that asks first, or deletes later, leaves the row in place
    /// until the model without the item is applied.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// How the button looks.
  public var style: Style
  /// Runs when the user taps the button, with the item swiped.
  public var handler: @MainActor @Sendable (ListItem) -> Void

  /// Creates a swipe action.
  ///
  ///     ListSwipeAction("Archive") { item in archive(item.id) }
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - handler: Runs with the swiped item when the user taps the button.
  public init(
    _ title: String, style: Style = .normal,
    handler: @escaping @MainActor @Sendable (ListItem) -> Void
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

extension ListItem {
  /// Returns this item with the swipe actions its row reveals when swiped (trailing edge), in
  /// order; they replace earlier ones.
  ///
  ///     item.swipeActions([ListSwipeAction("Delete", style: .destructive) { remove($0.id) }])
  ///
  /// - Parameter actions: The actions, first nearest the edge.
  /// - Returns: A copy of the item with the actions.
  public func swipeActions(_ actions: [ListSwipeAction]) -> ListItem {
    withHooks { $0.swipeActions = actions }
  }

  /// The item's swipe actions, in order.
  ///
  ///     item.swipeActions.map(\.title)  // ["Delete"]
  public var swipeActions: [ListSwipeAction] { hookTable.swipeActions }

  /// Returns this item, which the user can drag to another place (interactive reordering) when
  /// `canMove` answers `true`.
  ///
  ///     ListItem(track, view: TrackCell.self).movable()
  ///     ListItem(track, view: TrackCell.self).movable { $0.content(as: Track.self)!.isEditable }
  ///     TypedListItem(track, view: TrackCell.self).movable { track in track.isEditable }  // typed
  ///
  /// A completed move updates the adapter's displayed model and is reported to
  /// ``ListAdapter/itemMoved``. Without `acrossSections`, a move proposed into another section
  /// ends at the nearest end of the item's own section, in the view and in the model alike.
  /// While an animated batch is in flight a move stays where it started (the batch's data would
  /// not have it): the user drags, or chooses "Move up"/"Move down", again once it ended.
  ///
  /// - Parameters:
  ///   - acrossSections: Whether the item can move to another section.
  ///   - canMove: Whether the item can move now; `true` by default.
  /// - Returns: A copy of the item that can move.
  public func movable(
    acrossSections: Bool = false,
    _ canMove: @escaping @MainActor @Sendable (ListItem) -> Bool = { _ in true }
  ) -> ListItem {
    withHooks {
      $0.canMove = canMove
      $0.movesAcrossSections = acrossSections
    }
  }

  /// Whether the user can drag this item to another place.
  ///
  ///     item.movable().canMove  // true
  @MainActor
  public var canMove: Bool { hookTable.canMove?(self) ?? false }
}

extension ListItem {
  /// Returns this item shown by a view of its own: created once, never used for another item,
  /// kept while the item exists, so that it can be updated directly through
  /// ``ListAdapter/view(forNonReusableItem:)``.
  ///
  ///     ListItem(id: "player", content: video, view: PlayerCell.self).nonReusable()
  ///
  /// The item is registered under a reuse identifier of its own (its view type's, suffixed with
  /// its identity), so the host's pool for it holds only its view. An item with a given identity
  /// is shown once per model, so two rows never share the view.
  ///
  /// - Returns: A copy of the item with a view of its own.
  public func nonReusable() -> ListItem {
    withHooks { $0.isReusable = false }
  }

  /// Whether the item has a view of its own (see ``nonReusable()``).
  ///
  ///     item.nonReusable().isReusable  // false
  public var isReusable: Bool { hookTable.isReusable }
}

extension ListAdapter {
  /// The view of the non-reusable item with identity `id`, once the host created it; it stays
  /// the item's while the item is displayed in the model.
  ///
  ///     (adapter.view(forNonReusableItem: "player") as? PlayerCell)?.pause()
  ///
  /// - Parameter id: The identity of an item made with ``ListItem/nonReusable()``, as given to
  ///   the item or wrapped in an `AnyListID`.
  /// - Returns: The view, or `nil` before the host created it or after the item was removed.
  /// - Complexity: O(*n*) to find the item, for *n* displayed items.
  public func view(forNonReusableItem id: some Hashable & Sendable) -> AnyObject? {
    let id = AnyListID(id)
    guard path(ofItem: id) != nil else { return nil }
    return features.nonReusableViews[id]
  }
}
