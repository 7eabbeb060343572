import Foundation
import TrellisDiff

/// What a ``ListHost`` asks about swipe actions and interactive reordering (UIKit: the table
/// delegate's `trailingSwipeActionsConfigurationForRowAt`, the data source's `canMoveItemAt` and
/// `moveItemAt:to:`, the delegate's `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`).
///
///     if let editing = host.dataSource as? any ListHostEditingDataSource,
///       editing.listHost(host, canMoveItemAt: source) { beginMoving(source) }
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
///     ListHostSwipeAction(title: "Delete", style: .destructive) {
///       store.delete(id)
///       return true  // the item left the list
///     }
///
/// `perform` answers whether the item left the displayed list while it ran. A host tells its view
/// so: UIKit animates a destructive action's row away when its completion says it succeeded, so
/// `TableViewHost` completes with `true` only when the item is gone, and a handler that asks for
/// confirmation, or deletes later, leaves the row in place until its batch removes it.
public struct ListHostSwipeAction: Sendable {
  /// The button's title.
  public var title: String
  /// How the button looks.
  public var style: ListSwipeAction.Style
  /// Runs when the user taps the button; returns whether the item left the displayed list.
  public var perform: @MainActor @Sendable () -> Bool

  /// Creates a host swipe action.
  ///
  ///     ListHostSwipeAction(title: "Archive", style: .normal) { archive(); return false }
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - perform: Runs when the user taps the button; returns whether the item left the
  ///     displayed list.
  public init(
    title: String, style: ListSwipeAction.Style, perform: @escaping @MainActor @Sendable () -> Bool
  ) {
    self.title = title
    self.style = style
    self.perform = perform
  }
}
