import Foundation

// Accessibility custom actions, notifications, scrolling, containers and traits: the declarations
// issue 24 needs (APPLE-FACTS §3.1). Apple declares the view members on `NSObject` through
// informal protocols; the double declares them on `UIView` (`UIView.swift`), a Linux-forced
// difference (DECLARATIONS.md, *Accessibility: actions, announcements, containers, focus*).

/// A custom action to perform on an accessible object (UIKit: `UIAccessibilityCustomAction`,
/// iOS 8.0).
///
/// Assistive technologies offer an element's ``UIView/accessibilityCustomActions`` (VoiceOver in
/// its Actions rotor) and run the chosen one's ``actionHandler``. The double has no `UIImage` and
/// no selectors, so it declares the initialisers taking a name or an attributed name and a handler.
@available(iOS 8.0, *)
@MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// The type of the handler that performs the action; it returns whether the action succeeded.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// Creates a custom action object with the specified name and action handler (iOS 13.0).
  @available(iOS 13.0, *)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// Creates a custom action object with the specified attributed name and action handler
  /// (iOS 13.0).
  @available(iOS 13.0, *)
  public init(
    attributedName: NSAttributedString,
    actionHandler: @escaping UIAccessibilityCustomAction.Handler
  ) {
    self.name = attributedName.string
    self.actionHandler = actionHandler
    super.init()
  }

  /// A localized name that describes the action (iOS 8.0).
  open var name: String

  /// The handler that performs the action (iOS 13.0); it takes precedence over a target and
  /// selector.
  @available(iOS 13.0, *)
  open var actionHandler: UIAccessibilityCustomAction.Handler?

  /// Performs the action as an assistive technology does: runs ``actionHandler`` and returns its
  /// answer. Not UIKit: tests use it to activate an action the way VoiceOver's Actions rotor does.
  ///
  /// - Returns: The handler's answer; `false` when the action has no handler (UIKit then has
  ///   nothing to run either).
  package func performForTesting() -> Bool {
    actionHandler?(self) ?? false
  }
}

extension UIAccessibility {
  /// A notification an app posts to assistive technologies (UIKit:
  /// `UIAccessibility.Notification`).
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The notification's raw value.
    public let rawValue: UInt32

    /// Creates a notification from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A notification that an app posts when it needs to convey an announcement to the assistive
    /// technology (iOS 4.0); the argument is the `String` to speak.
    @available(iOS 4.0, *)
    nonisolated public static let announcement = Notification(rawValue: 1008)

    /// A notification that an app posts when the layout of a screen changes; the argument is the
    /// element to move focus to, a string, or `nil`.
    nonisolated public static let layoutChanged = Notification(rawValue: 1001)

    /// A notification that an app posts when a new view appears that occupies a major portion of
    /// the screen.
    nonisolated public static let screenChanged = Notification(rawValue: 1000)

    /// A notification that an app posts when a scroll action completes (iOS 4.2); the argument is
    /// a `String` describing the new position, such as "Page 3 of 8". Posting the same string
    /// again tells the user that scrolling hit a boundary.
    @available(iOS 4.2, *)
    nonisolated public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts a notification to assistive apps.
  ///
  /// The double records each post in the task's ``postRecorder`` (none by default: a post nobody
  /// listens to goes nowhere, as on a device without VoiceOver).
  ///
  /// - Parameters:
  ///   - notification: The notification to post.
  ///   - argument: The notification's argument, `nil` unless the notification calls for one.
  @MainActor
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    postRecorder?.posts.append(UIAccessibilityPost(notification: notification, argument: argument))
  }

  /// The recorder of this task's posts (not UIKit): a test creates one, runs its code inside
  /// `UIAccessibility.$postRecorder.withValue(recorder) { … }` and reads ``UIAccessibilityPostRecorder/posts``.
  /// Task-local, so that tests running in parallel see only their own posts.
  @TaskLocal package static var postRecorder: UIAccessibilityPostRecorder?
}

/// One post through `UIAccessibility.post(notification:argument:)`, as a test reads it (not UIKit).
package struct UIAccessibilityPost {
  /// The notification posted.
  package let notification: UIAccessibility.Notification
  /// The argument posted with it.
  package let argument: Any?

  /// The argument as a string (an announcement's or a page position's text), or `nil`.
  package var text: String? { argument as? String }
}

/// Records the posts of one test (not UIKit), in order.
@MainActor
package final class UIAccessibilityPostRecorder: Sendable {
  /// Creates an empty recorder.
  package nonisolated init() {}

  /// The posts so far, oldest first.
  package fileprivate(set) var posts: [UIAccessibilityPost] = []
}

/// The direction of a scroll action (UIKit: `UIAccessibilityScrollDirection`, iOS 4.2), as
/// VoiceOver's three-finger swipes send it to ``UIView/accessibilityScroll(_:)``.
@available(iOS 4.2, *)
public enum UIAccessibilityScrollDirection: Int, Sendable {
  /// Scrolls right.
  case right = 1
  /// Scrolls left.
  case left = 2
  /// Scrolls up.
  case up = 3
  /// Scrolls down.
  case down = 4
  /// Scrolls to the next page.
  case next = 5
  /// Scrolls to the previous page.
  case previous = 6
}

/// The type of an accessibility container (UIKit: `UIAccessibilityContainerType`, iOS 11.0).
@available(iOS 11.0, *)
public enum UIAccessibilityContainerType: Int, Sendable {
  /// A container without a type.
  case none = 0
  /// A table of data; it adopts `UIAccessibilityContainerDataTable`.
  case dataTable = 1
  /// A list of data.
  case list = 2
  /// A landmark container.
  case landmark = 3
  /// A group of semantically related elements (iOS 13.0).
  case semanticGroup = 4
}

/// Constants that describe how an accessibility element behaves (UIKit: `UIAccessibilityTraits`);
/// the double declares the traits Trellis sets.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' raw value.
  public let rawValue: UInt64

  /// Creates traits from a raw value.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The accessibility element has no traits.
  nonisolated public static let none = UIAccessibilityTraits([])

  /// The accessibility element is a button.
  nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)

  /// The accessibility element is a header that divides content into sections, such as the
  /// title of a navigation bar (iOS 6.0).
  @available(iOS 6.0, *)
  nonisolated public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
