import Foundation
import TrellisCore
import TrellisDiff

/// A completed interactive move, as ``ListAdapter/itemMoved`` reports it.
///
///     adapter.itemMoved += { move in store.move(move.item.id, to: move.destination) }
public struct ListItemMove: Sendable {
  /// The moved item.
  public var item: ListItem
  /// Its path before the move.
  public var source: ItemPath
  /// Its path after the move.
  public var destination: ItemPath
  /// The displayed model after the move.
  public var model: ListModel
}

extension ListAdapter {
  // MARK: Public

  /// Completed interactive moves; the displayed model already reflects each.
  ///
  ///     adapter.itemMoved += { move in playlist.move(from: move.source, to: move.destination) }
  ///
  /// A handler may change state and apply the next model: the adapter runs it after the host's
  /// move callback returned (UIKit finishes the move after it and accepts no update from inside
  /// it), on the main actor's next turn.
  public var itemMoved: Event<ListItemMove> { features.itemMoved }

  // MARK: Internal

  /// The item's swipe actions, bound to the (real) item. Each reports whether the item left the
  /// displayed list while its handler ran.
  func swipeActions(at path: ItemPath) -> [ListHostSwipeAction] {
    guard let item = item(at: path) else { return [] }
    return item.swipeActions.map { action in
      ListHostSwipeAction(title: action.title, style: action.style) { [weak self] in
        let before = self?.displayedOccurrences(of: item.id) ?? 0
        action.handler(item)
        return (self?.displayedOccurrences(of: item.id) ?? 0) < before
      }
    }
  }

  /// How many displayed items are `id` or a plugin's copy of it.
  private func displayedOccurrences(of id: AnyListID) -> Int {
    var count = 0
    for section in sections {
      for item in section.items where item.id == id || (item.isCopy && item.original.id == id) {
        count += 1
      }
    }
    return count
  }

  /// Whether the item was declared ``ListItem/movable(acrossSections:_:)`` and answers `true`.
  func canMoveItem(at path: ItemPath) -> Bool {
    item(at: path)?.canMove ?? false
  }

  /// `proposed`, kept within the source section unless the item moves across sections; `source`
  /// (no move) while a batch is in flight.
  ///
  /// A move made while a batch animates would be lost when the batch completes: the adapter
  /// then shows the batch's data, which does not have the move, while the host keeps the moved
  /// order. So a drag, or a "Move up"/"Move down" custom action, waits for the batch to end.
  func targetPathForMove(from source: ItemPath, toProposed proposed: ItemPath) -> ItemPath {
    guard !isApplying, let item = item(at: source), item.canMove else { return source }
    guard proposed.section != source.section, !item.hookTable.movesAcrossSections else {
      return proposed
    }
    let last = max(0, sections[source.section].items.count - 1)
    return ItemPath(item: proposed.section < source.section ? 0 : last, section: source.section)
  }

  /// Moves the item in the displayed data and models, then reports it to ``itemMoved``.
  ///
  /// The model requested last moves the item too (found by section and item identity), so that
  /// running the transform stage again, or applying it again, keeps the move.
  func moveItem(at source: ItemPath, to destination: ItemPath) {
    guard let shown = displayedItem(at: source), source != destination,
      sections.indices.contains(destination.section)
    else { return }
    isInsideHostMove = true
    defer { isInsideHostMove = false }
    let sourceSectionID = sections[source.section].id
    let destinationSectionID = sections[destination.section].id
    let modelMatches = displayedModel.sections.map(\.items.count) == sections.map(\.items.count)
    sections[source.section].items.remove(at: source.item)
    sections[destination.section].items.insert(shown, at: destination.item)
    sectionsGeneration += 1
    if modelMatches {
      let moved = displayedModel.sections[source.section].items.remove(at: source.item)
      displayedModel.sections[destination.section].items.insert(moved, at: destination.item)
    }
    if var model = requestedModel,
      let from = model.sections.firstIndex(where: { $0.id == sourceSectionID }),
      let to = model.sections.firstIndex(where: { $0.id == destinationSectionID }),
      let index = model.sections[from].items.firstIndex(where: { $0.id == shown.id })
    {
      let moved = model.sections[from].items.remove(at: index)
      model.sections[to].items.insert(
        moved, at: min(destination.item, model.sections[to].items.count))
      requestedModel = model
    }
    // A diff running off the main actor started from the sections before the move: the latest
    // model (moved too) is diffed again once the host finished the move.
    if case .diffing(let pending) = state, let requestedModel, queued?.model == nil {
      request(_UpdateRequest(model: requestedModel, animated: pending.animated))
    }
    features.itemMoved.send(
      ListItemMove(
        item: shown.original, source: source, destination: destination, model: displayedModel))
  }
}
