import Foundation

/// An action to display when the user swipes a table view row (UIKit: `UIContextualAction`,
/// iOS 11.0).
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIContextualAction: NSObject {
  /// Creates a new contextual action with the specified title and handler.
  public convenience init(
    style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
  ) {
    self.init(_style: style, title: title, handler: handler)
  }

  init(_style style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// The style that is applied to the action button.
  open private(set) var style: UIContextualAction.Style

  /// The handler to execute when the user selects the action.
  open private(set) var handler: UIContextualAction.Handler

  /// The title displayed on the action button.
  open var title: String?

  /// The background color of the action button.
  open var backgroundColor: UIColor!

  /// Styles that apply to contextual actions.
  public enum Style: Int, Sendable {
    /// The normal style.
    case normal = 0
    /// A style that indicates the action might change or delete data.
    case destructive = 1
  }

  /// The handler block to call in response to the selection of an action: the action, the view in
  /// which it was displayed, and a completion to call with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
}
