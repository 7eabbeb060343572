import Foundation
import TrellisCore
import TrellisDiff
import TrellisList

/// Which way ``HeadlessListView/moveFocus(_:)`` moves focus: the order a hardware keyboard's
/// arrow or Tab keys follow through a list.
public enum HeadlessFocusMove: Hashable, Sendable {
  /// The next item in display order (section by section).
  case next
  /// The previous item in display order.
  case previous
}

extension HeadlessListView {
  // MARK: Accessibility (actions, announcements, focus)

  /// Records `notification` in ``postedAccessibilityNotifications``.
  ///
  /// - Parameter notification: What the list tells the user.
  public func postAccessibilityNotification(_ notification: ListAccessibilityNotification) {
    postedAccessibilityNotifications.append(notification)
  }

  /// The names of the accessibility custom actions the visible item at `path` offers, as
  /// VoiceOver's Actions rotor lists them: its swipe actions' titles in order, then
  /// "Move up" and "Move down" when it can move (`ListHostCustomActionNames`).
  ///
  ///     let names = try host.customActions(ofItemAt: path)  // ["Archive", "Delete", "Move up", "Move down"]
  ///
  /// - Parameter path: The path of a visible item.
  /// - Returns: The names; empty when the data source offers none or cannot edit.
  /// - Throws: `ListHostError/itemNotVisible(_:)` for an item not on screen.
  public func customActions(ofItemAt path: ItemPath) throws(ListHostError) -> [String] {
    guard visible[.item(path)] != nil else { throw .itemNotVisible(path) }
    return _customActions(ofItemAt: path).map(\.name)
  }

  /// Simulates VoiceOver's user choosing the custom action `name` of the visible item at `path`.
  ///
  ///     try host.performCustomAction(named: "Delete", ofItemAt: path)  // as the swipe does
  ///     try host.performCustomAction(named: "Move up", ofItemAt: path)  // false at the start
  ///
  /// A swipe action runs its handler exactly as a tap on its button does
  /// (``swipeItem(at:tapping:)``), and answers what the button's completion is told: `true`,
  /// or for a destructive action whether the item left the list. "Move up" and "Move down" move
  /// the item one place, into the neighbouring section at a section's edge, under the same
  /// rules as a drag (``moveItem(from:to:)``: whether it can move, where it may go); the data
  /// source learns the move inside the host's move, as after a drag, and the adapter reports
  /// it to `itemMoved`.
  ///
  /// - Parameters:
  ///   - name: The name of one of the item's actions (``customActions(ofItemAt:)``).
  ///   - path: The path of a visible item.
  /// - Returns: The action's answer: `false` for a move at the very start or end, or one the
  ///   data source's rules refuse.
  /// - Throws: `ListHostError/itemNotVisible(_:)` for an item not on screen,
  ///   `ListHostError/impossibleGesture(_:)` when the item offers no action named `name`.
  @discardableResult
  public func performCustomAction(named name: String, ofItemAt path: ItemPath)
    throws(ListHostError) -> Bool
  {
    guard visible[.item(path)] != nil else { throw .itemNotVisible(path) }
    let actions = _customActions(ofItemAt: path)
    guard let action = actions.first(where: { $0.name == name }) else {
      throw .impossibleGesture(
        "choose the custom action \"\(name)\" of the item at \(path): it offers "
          + "\(actions.map(\.name))")
    }
    switch action {
    case .swipe(let swipe):
      return swipe.performAsSwipe()
    case .move(let direction):
      guard let counts,
        let target = _accessibilityMoveTarget(from: path, direction, counts: counts),
        let editing = dataSource as? any ListHostEditingDataSource
      else { return false }
      try performMove(from: path, to: target, telling: editing)
      return true
    }
  }

  /// Simulates VoiceOver's three-finger scroll on an element of `section`: the delegate turns a
  /// page (a `ListCarousel` of that section does, and posts where it is).
  ///
  ///     try host.accessibilityScroll(.left, inSection: 0)  // the carousel's next page
  ///
  /// - Parameters:
  ///   - direction: The direction of the swipe.
  ///   - section: A displayed section.
  /// - Returns: Whether a page turned (UIKit: `accessibilityScroll(_:)`'s answer).
  /// - Throws: `ListHostError/itemOutOfRange(_:)` (item 0) for a section not displayed.
  @discardableResult
  public func accessibilityScroll(
    _ direction: ListAccessibilityScrollDirection, inSection section: Int
  ) throws(ListHostError) -> Bool {
    guard let counts, counts.indices.contains(section) else {
      throw .itemOutOfRange(ItemPath(item: 0, section: section))
    }
    return delegate?.listHost(self, accessibilityScroll: direction, inSection: section) ?? false
  }

  /// Simulates a hardware keyboard moving focus to the next or previous item in display order,
  /// as UIKit's focus engine does with ``focusBehavior`` not `.none`; the first move focuses the
  /// first (or last) item. The item scrolls into view (`.nearest`). With
  /// `ListFocusBehavior.selectionFollowsFocus` the focused item is selected as a tap selects it
  /// (`shouldSelect`, the previous selection's `didDeselect`, `didSelect`; no highlight).
  ///
  ///     host.focusBehavior = .selectionFollowsFocus
  ///     try host.moveFocus(.next)  // [0, 0], selected
  ///
  /// - Parameter move: Next or previous.
  /// - Returns: The newly focused item's path, or `nil` when focus is at the end (it stays).
  /// - Throws: `ListHostError/impossibleGesture(_:)` while ``focusBehavior`` is `.none`, or what
  ///   scrolling the item into view throws.
  @discardableResult
  public func moveFocus(_ move: HeadlessFocusMove) throws(ListHostError) -> ItemPath? {
    guard focusBehavior != .none else {
      throw .impossibleGesture("move focus between items while focusBehavior is .none")
    }
    let order = (counts ?? []).enumerated().flatMap { section, count in
      (0..<count).map { ItemPath(item: $0, section: section) }
    }
    let current = focusedItem.flatMap { order.firstIndex(of: $0) }
    let next: Int
    switch (move, current) {
    case (.next, nil): next = 0
    case (.previous, nil): next = order.count - 1
    case (.next, let index?): next = index + 1
    case (.previous, let index?): next = index - 1
    }
    guard order.indices.contains(next) else { return nil }
    let path = order[next]
    try scrollToItem(at: path, at: .nearest, animated: false)
    focusedItem = path
    if focusBehavior == .selectionFollowsFocus, allowsSelection, !selected.contains(path),
      delegate?.listHost(self, shouldSelectItemAt: path) ?? true
    {
      selectAsUser(path)
    }
    return path
  }

  // MARK: Internal

  /// Moves the item at `source` to `target` as UIKit's interactive movement ends: the host moves
  /// the view (a non-animated batch with one move) and tells the data source inside it.
  func performMove(
    from source: ItemPath, to target: ItemPath, telling editing: any ListHostEditingDataSource
  ) throws(ListHostError) {
    try performBatchUpdates(
      BatchUpdate(itemMoves: [Move(source: source, target: target)]), animated: false,
      updatingData: {
        // UIKit finishes the move after its data source's move callback returns: updates from
        // inside it are reentrant calls.
        let outer = dataSourceCall
        dataSourceCall = "moveItemAt"
        defer { dataSourceCall = outer }
        editing.listHost(self, moveItemAt: source, to: target)
      }, completion: nil)
  }
}
