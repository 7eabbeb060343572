import Foundation
import TrellisDiff

/// What a ``ListHost`` tells assistive technologies (UIKit:
/// `UIAccessibility.post(notification:argument:)`).
///
///     host.postAccessibilityNotification(.pageScrolled("Page 2 of 5"))
public enum ListAccessibilityNotification: Hashable, Sendable {
  /// Text to speak about an event that changes the screen only briefly or not at all: more
  /// content loaded, loading failed (UIKit: `.announcement`).
  case announcement(String)
  /// Where a scroll by page ended, such as "Page 3 of 8"; the same text again means the scroll
  /// hit a boundary (UIKit: `.pageScrolled`).
  case pageScrolled(String)
}

/// The direction of VoiceOver's three-finger scroll, as ``ListHostDelegate`` receives it (UIKit:
/// `UIAccessibilityScrollDirection`).
///
///     let turned = carousel.listHost(host, accessibilityScroll: .left, inSection: 0)  // next page
public enum ListAccessibilityScrollDirection: Hashable, Sendable, CaseIterable {
  /// Scrolls right.
  case right
  /// Scrolls left.
  case left
  /// Scrolls up.
  case up
  /// Scrolls down.
  case down
  /// Scrolls to the next page.
  case next
  /// Scrolls to the previous page.
  case previous
}

/// How hardware-keyboard and focus navigation treats a list's items (``ListHost/focusBehavior``).
///
///     host.focusBehavior = .allowsFocus
public enum ListFocusBehavior: Hashable, Sendable {
  /// Items do not take focus (UIKit: `allowsFocus = false`).
  case none
  /// Items take focus in order; selection stays the user's (UIKit: `allowsFocus = true`).
  case allowsFocus
  /// Items take focus in order, and focusing an item selects it, as in a sidebar (UIKit:
  /// `allowsFocus` and `selectionFollowsFocus`).
  case selectionFollowsFocus
}

/// Which way a "Move up" or "Move down" custom action moves an item.
package enum _AccessibilityMoveDirection: Sendable {
  /// "Move up": towards the start of the list.
  case up
  /// "Move down": towards the end of the list.
  case down

  /// The action's name, as VoiceOver reads it in the Actions rotor.
  package var actionName: String {
    switch self {
    case .up: ListHostCustomActionNames.moveUp
    case .down: ListHostCustomActionNames.moveDown
    }
  }
}

/// The names of the custom actions that move a reorderable item one place without a drag.
///
///     let names = try host.customActions(ofItemAt: path)  // ["Delete", "Move up", "Move down"]
public enum ListHostCustomActionNames {
  /// "Move up": one place towards the start, into the end of the section before at the
  /// section's start.
  public static let moveUp = "Move up"
  /// "Move down": one place towards the end, into the start of the section after at the
  /// section's end.
  public static let moveDown = "Move down"
}

/// One accessibility custom action of an item, as a host offers it: a swipe action under its own
/// title, or a move without a drag.
package enum _ListHostCustomAction {
  /// A swipe action, offered under its title.
  case swipe(ListHostSwipeAction)
  /// "Move up" or "Move down".
  case move(_AccessibilityMoveDirection)

  /// The action's name.
  package var name: String {
    switch self {
    case .swipe(let action): action.title
    case .move(let direction): direction.actionName
    }
  }
}

extension ListHostSwipeAction {
  /// Runs the action as the swipe button does and answers what the button's completion is told:
  /// for a destructive action, whether the item left the list; otherwise `true`.
  ///
  /// A custom action answers the same, so VoiceOver hears of success exactly when the swipe
  /// would animate the row away (or, for a normal action, always).
  @MainActor
  package func performAsSwipe() -> Bool {
    let removed = perform()
    return style == .destructive ? removed : true
  }
}

extension ListHost {
  /// The item's accessibility custom actions: its swipe actions, in their order and under their
  /// titles, then "Move up" and "Move down" when the item can move.
  package func _customActions(ofItemAt path: ItemPath) -> [_ListHostCustomAction] {
    guard let editing = dataSource as? any ListHostEditingDataSource else { return [] }
    var actions = editing.listHost(self, swipeActionsForItemAt: path).map {
      _ListHostCustomAction.swipe($0)
    }
    if editing.listHost(self, canMoveItemAt: path) {
      actions += [.move(.up), .move(.down)]
    }
    return actions
  }

  /// Where "Move up" or "Move down" takes the item at `source`, after the data source's rules
  /// (`canMoveItemAt`, `targetPathForMoveFrom:toProposed:`), or `nil` when it cannot move there:
  /// at the very start or end, or when the rules keep it in place.
  ///
  /// One place within the section; at a section's edge, the end of the section before or the
  /// start of the section after (as a drag across the boundary proposes).
  ///
  /// - Parameters:
  ///   - source: The item's path in the displayed data.
  ///   - direction: Up or down.
  ///   - counts: The displayed item counts per section.
  package func _accessibilityMoveTarget(
    from source: ItemPath, _ direction: _AccessibilityMoveDirection, counts: [Int]
  ) -> ItemPath? {
    guard let editing = dataSource as? any ListHostEditingDataSource,
      counts.indices.contains(source.section),
      (0..<counts[source.section]).contains(source.item),
      editing.listHost(self, canMoveItemAt: source)
    else { return nil }
    let proposed: ItemPath
    switch direction {
    case .up:
      if source.item > 0 {
        proposed = ItemPath(item: source.item - 1, section: source.section)
      } else if source.section > 0 {
        proposed = ItemPath(item: counts[source.section - 1], section: source.section - 1)
      } else {
        return nil
      }
    case .down:
      if source.item < counts[source.section] - 1 {
        proposed = ItemPath(item: source.item + 1, section: source.section)
      } else if source.section < counts.count - 1 {
        proposed = ItemPath(item: 0, section: source.section + 1)
      } else {
        return nil
      }
    }
    let target = editing.listHost(self, targetPathForMoveFrom: source, toProposed: proposed)
    guard target != source, counts.indices.contains(target.section), target.item >= 0,
      target.item < counts[target.section] + (target.section == source.section ? 0 : 1)
    else { return nil }
    return target
  }
}
