import Foundation

/// What a ``ListHost`` asks about swipe actions and interactive reordering (UIKit: the table
/// delegate's `trailingSwipeActionsConfigurationForRowAt`, the data source's `canMoveItemAt` and
/// `moveItemAt:to:`, the delegate's `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`).
///
///     if let editing = host.dataSource as? any ListHostEditingDataSource,
///       editing.listHost(host, canMoveItemAt: source) { … }
///
/// A host asks its ``ListHost/dataSource`` for this optional capability with a cast. During an
/// interactive move the host moves the view itself and then tells the data source with
/// ``listHost(_:moveItemAt:to:)``, which must update its data *without* issuing a batch.
@MainActor
public protocol ListHostEditingDataSource: AnyObject {
  /// The swipe actions of the item at `path`, first nearest the edge.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: A displayed item's path.
  /// - Returns: The actions; empty for none.
  func listHost(_ host: any ListHost, swipeActionsForItemAt path: ItemPath) -> [ListHostSwipeAction]

  /// Whether the user can start moving the item at `path`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: A displayed item's path.
  /// - Returns: `true` when the item can move.
  func listHost(_ host: any ListHost, canMoveItemAt path: ItemPath) -> Bool

  /// Where a move of the item at `source` to `proposed` may go.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - source: The moving item's path.
  ///   - proposed: Where the user is dragging it, in the data after the move.
  /// - Returns: The allowed target; `source` refuses the move.
  func listHost(
    _ host: any ListHost, targetPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath
  ) -> ItemPath

  /// The user moved the item at `source` to `destination`; update the data, issue no batch.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - source: The path before the move.
  ///   - destination: The path after the move.
  func listHost(_ host: any ListHost, moveItemAt source: ItemPath, to destination: ItemPath)
}

/// A swipe action as a host shows it: a title, a style and what a tap does.
///
///     ListHostSwipeAction(title: "Delete", style: .destructive) { store.delete(id) }
public struct ListHostSwipeAction: Sendable {
  /// The button's title.
  public var title: String
  /// How the button looks.
  public var style: ListSwipeAction.Style
  /// Runs when the user taps the button.
  public var perform: @MainActor @Sendable () -> Void

  /// Creates a host swipe action.
  ///
  ///     ListHostSwipeAction(title: "Archive", style: .normal) { archive() }
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - perform: Runs when the user taps the button.
  public init(
    title: String, style: ListSwipeAction.Style, perform: @escaping @MainActor @Sendable () -> Void
  ) {
    self.title = title
    self.style = style
    self.perform = perform
  }
}
