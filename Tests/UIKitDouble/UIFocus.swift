import Foundation

/// An object that provides information relevant to a specific focus update from one view to
/// another (UIKit: `UIFocusUpdateContext`, iOS 9.0).
///
/// The focus engine creates contexts; the double declares none of the context's own members
/// (the glue reads the list views' subclasses only) and creates them only through its focus
/// drivers (`UICollectionView.moveFocusForTesting(to:)`, `UITableView.moveFocusForTesting(to:)`).
@available(iOS 9.0, *)
@MainActor
open class UIFocusUpdateContext: NSObject {
  /// Creates a context (package: UIKit's contexts come from the focus engine).
  package override init() { super.init() }
}

/// A coordinator of focus-related animations during a focus update (UIKit:
/// `UIFocusAnimationCoordinator`, iOS 9.0).
///
/// "Always created by the system" (Apple's page): the double's initializer is package, and the
/// coordinator declares no members (nothing in the glue adds coordinated animations).
@available(iOS 9.0, *)
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
  /// Creates a coordinator (package: UIKit's come from the focus engine).
  package override init() { super.init() }
}

/// A context object that stores information specific to a focus update in a collection view
/// (UIKit: `UICollectionViewFocusUpdateContext`, iOS 9.0).
@available(iOS 9.0, *)
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The index path of the collection view cell that previously had the focus; `nil` when
  /// focus was outside the collection view and its cells, or the view receives focus for the
  /// first time.
  public let previouslyFocusedIndexPath: IndexPath?

  /// The index path of the collection view cell that's receiving the focus; `nil` when focus
  /// moves to a view outside the collection view and its cells.
  public let nextFocusedIndexPath: IndexPath?

  /// Creates a context (package, for the double's focus driver).
  package init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
    self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
    self.nextFocusedIndexPath = nextFocusedIndexPath
    super.init()
  }
}

/// A context object that provides information relevant to a specific focus update from one
/// view to another in a table view (UIKit: `UITableViewFocusUpdateContext`, iOS 9.0).
@available(iOS 9.0, *)
@MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
  /// The index path of the cell containing the context's previously focused view; `nil` when
  /// focus moves into the table view from outside.
  public let previouslyFocusedIndexPath: IndexPath?

  /// The index path of the cell containing the context's next focused view; `nil` when focus
  /// moves out of the table view.
  public let nextFocusedIndexPath: IndexPath?

  /// Creates a context (package, for the double's focus driver).
  package init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
    self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
    self.nextFocusedIndexPath = nextFocusedIndexPath
    super.init()
  }
}

extension UIAccessibility {
  /// A notification that UIKit posts when an assistive app focuses on an accessibility element
  /// (iOS 9.0). The `userInfo` value for ``focusedElementUserInfoKey`` is the focused element.
  ///
  /// The double posts it only from ``focusElementForTesting(_:)``.
  @available(iOS 9.0, *)
  nonisolated public static let elementFocusedNotification = NSNotification.Name(
    "UIAccessibilityElementFocusedNotification")

  /// The element currently in focus by the assistive app (iOS 9.0): the `userInfo` key of
  /// ``elementFocusedNotification``.
  @available(iOS 9.0, *)
  nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

  // MARK: Double

  /// Simulates VoiceOver (or another assistive app) moving its focus to `element` (package, for
  /// tests): posts ``elementFocusedNotification`` on the default center, object `nil`, with
  /// `element` under ``focusedElementUserInfoKey``. UIKit reports every focus change, so the
  /// double posts even when `element` already had focus.
  ///
  /// - Parameter element: The element that takes VoiceOver's focus: a view, usually a cell or a
  ///   view inside one.
  @MainActor
  package static func focusElementForTesting(_ element: AnyObject) {
    NotificationCenter.default.post(
      name: elementFocusedNotification, object: nil,
      userInfo: [focusedElementUserInfoKey: element])
  }
}
