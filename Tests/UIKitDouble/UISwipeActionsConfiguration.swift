import Foundation

/// The set of actions to perform when swiping on rows of a table (UIKit:
/// `UISwipeActionsConfiguration`, iOS 11.0).
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// Creates a swipe action configuration object with the specified set of actions.
  public convenience init(actions: [UIContextualAction]) {
    self.init(_actions: actions)
  }

  init(_actions actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }

  /// The swipe actions, in the order they appear from the edge of the row inward.
  open private(set) var actions: [UIContextualAction]

  /// A Boolean value indicating whether a full swipe automatically performs the first action.
  open var performsFirstActionWithFullSwipe = true
}
