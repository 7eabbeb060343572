import Foundation

/// A type that defines the closure for an action handler (UIKit: `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// An object representing a menu, action, or command (UIKit: `UIMenuElement`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  /// The element's title.
  open var title: String

  init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates a menu element from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }
}

/// A menu element that performs its action in a closure (UIKit: `UIAction`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// The closure the action runs.
  let handler: UIActionHandler

  /// Creates an action with the specified title and handler. (UIKit's initializer also takes an
  /// image, identifier, discoverability title, attributes and state, all with defaults; the double
  /// declares the parameters the glue uses.)
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.handler = handler
    super.init(title: title)
  }

  /// Creates an action from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }
}

/// The base class for controls, which are visual elements that convey a specific action or intention
/// in response to user interactions (UIKit: `UIControl`, iOS 2.0). The double keeps closure actions
/// only: Linux has no selectors, and Trellis's glue never uses target–action.
@MainActor
open class UIControl: UIView {
  /// Creates a control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a control from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// A Boolean value indicating whether the control is in the enabled state.
  open var isEnabled = true

  /// A Boolean value indicating whether the control is in the selected state.
  open var isSelected = false

  /// A Boolean value indicating whether the control draws a highlight.
  open var isHighlighted = false

  /// Constants describing the types of events possible for controls.
  public struct Event: OptionSet, Sendable {
    /// The event's bits.
    public let rawValue: UInt
    /// Creates an event set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch-up event in the control where the finger is inside the bounds of the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch dragging or otherwise manipulating a control, causing it to emit a series of
    /// different values.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A semantic action triggered by buttons (iOS 9.0).
    @available(iOS 9.0, *)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Associates the specified action with the control for the given events (iOS 14.0).
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// Removes the specified action from the control for the given events (iOS 14.0).
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Calls the action methods associated with the specified events.
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }

  private var actions: [(action: UIAction, events: UIControl.Event)] = []

  /// The number of closure actions attached, for leak and duplicate checks in tests.
  package var actionCount: Int { actions.count }
}

/// A standard control that can initiate the refreshing of a scroll view's contents (UIKit:
/// `UIRefreshControl`, iOS 6.0).
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIRefreshControl: UIControl {
  /// Initializes a standard refresh control.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Initializes a standard refresh control.
  public convenience init() { self.init(frame: .zero) }

  /// Creates a refresh control from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// A Boolean value indicating whether a refresh operation has been triggered and is in progress.
  open private(set) var isRefreshing = false

  /// Tells the control that a refresh operation was started programmatically. As Apple documents
  /// it, this only updates the control's state: it sends no `.valueChanged` and moves no content,
  /// so the spinner shows only if the content already lies below the control.
  open func beginRefreshing() { isRefreshing = true }

  /// Tells the control that a refresh operation has ended. As Apple documents it, a control that
  /// is at least partly visible is hidden, with an animation: the double scrolls its scroll view
  /// back to the content's top, animated.
  open func endRefreshing() {
    isRefreshing = false
    guard let scrollView = superview as? UIScrollView, isPartlyVisible else { return }
    let top = scrollView.offsetRange.min.y
    guard scrollView.contentOffset.y < top else { return }
    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
  }

  // MARK: Double

  /// The height the double gives a refresh control; UIKit sizes the control itself.
  package static let height: CGFloat = 60

  /// Whether the whole control lies inside its scroll view's visible area (the scroll view's
  /// bounds, vertically): the spinner can be seen entire. `false` outside a scroll view.
  package var isWhollyVisible: Bool {
    guard let visible = (superview as? UIScrollView)?.bounds else { return false }
    return frame.minY >= visible.minY && frame.maxY <= visible.maxY
  }

  /// Whether any part of the control lies inside its scroll view's visible area.
  package var isPartlyVisible: Bool {
    guard let visible = (superview as? UIScrollView)?.bounds else { return false }
    return frame.maxY > visible.minY && frame.minY < visible.maxY
  }

  package override var _snapshotDetail: String? { isRefreshing ? "refreshing" : nil }
}
