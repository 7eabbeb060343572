import Foundation
import TrellisCore
import TrellisDiff
import TrellisList

extension HeadlessListView {
  /// Simulates the user swiping the visible item at `path`: the actions its data source offers.
  ///
  ///     let actions = try host.swipeActions(forItemAt: path)
  ///     actions.map(\.title)  // ["Delete"]
  ///
  /// - Parameter path: The path of a visible item.
  /// - Returns: The actions, empty when the data source offers none or cannot edit.
  /// - Throws: `ListHostError/itemNotVisible(_:)` for an item not on screen.
  public func swipeActions(forItemAt path: ItemPath) throws(ListHostError) -> [ListHostSwipeAction]
  {
    guard visible[.item(path)] != nil else { throw .itemNotVisible(path) }
    return (dataSource as? any ListHostEditingDataSource)?.listHost(
      self, swipeActionsForItemAt: path) ?? []
  }

  /// Simulates the user swiping the visible item at `path` and tapping the action titled
  /// `title`.
  ///
  ///     try host.swipeItem(at: path, tapping: "Delete")
  ///
  /// - Parameters:
  ///   - path: The path of a visible item.
  ///   - title: The title of the action to tap.
  /// - Returns: `false` when the item offers no such action.
  /// - Throws: `ListHostError/itemNotVisible(_:)` for an item not on screen.
  @discardableResult
  public func swipeItem(at path: ItemPath, tapping title: String) throws(ListHostError) -> Bool {
    guard let action = try swipeActions(forItemAt: path).first(where: { $0.title == title }) else {
      return false
    }
    _ = action.perform()
    return true
  }

  /// Simulates the user dragging the visible item at `source` to `proposed`, as UIKit's
  /// interactive movement does: the data source is asked whether the item can move and where it
  /// may go, the host moves the view (recorded as a non-animated batch with one move), and the
  /// data source is told the completed move.
  ///
  ///     let destination = try host.moveItem(from: path(0), to: path(3))
  ///
  /// - Parameters:
  ///   - source: The path of a visible item.
  ///   - proposed: Where the user drops it, in the data after the move.
  /// - Returns: Where the item went, or `nil` when it could not move or stayed in place.
  /// - Throws: `ListHostError/itemNotVisible(_:)` for an item not on screen,
  ///   `ListHostError/itemOutOfRange(_:)` for a target outside the data.
  @discardableResult
  public func moveItem(from source: ItemPath, to proposed: ItemPath) throws(ListHostError)
    -> ItemPath?
  {
    guard visible[.item(source)] != nil else { throw .itemNotVisible(source) }
    guard let editing = dataSource as? any ListHostEditingDataSource,
      editing.listHost(self, canMoveItemAt: source)
    else { return nil }
    let target = editing.listHost(self, targetPathForMoveFrom: source, toProposed: proposed)
    guard target != source else { return nil }
    guard let counts, counts.indices.contains(target.section),
      target.item >= 0,
      target.item < counts[target.section] + (target.section == source.section ? 0 : 1)
    else { throw .itemOutOfRange(target) }
    try performMove(from: source, to: target, telling: editing)
    return target
  }
}
