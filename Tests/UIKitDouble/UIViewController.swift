import Foundation

/// An object that manages a view hierarchy for your UIKit app (UIKit: `UIViewController`, iOS 2.0).
///
/// The double keeps UIKit's lazy view loading, containment (`addChild(_:)` sends
/// `willMove(toParent:)`, `removeFromParent()` sends `didMove(toParent: nil)`; the container sends the
/// other two), appearance transitions (`beginAppearanceTransition(_:animated:)` /
/// `endAppearanceTransition()`, forwarded to children when `shouldAutomaticallyForwardAppearanceMethods`
/// is true; a child's view entering or leaving an appeared parent's window gets its callbacks), and
/// the layout callbacks around its view's `layoutSubviews()`. Unbalanced appearance calls, which UIKit
/// only logs, stop the test. An appearance transition does not load the view (UIKit's does not);
/// appearing before the view is loaded is reported through `UIViewControllerViolations`.
@MainActor
open class UIViewController: UIResponder {
  /// Returns a newly initialized view controller with the nib file in the specified bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller with no nib.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a view controller from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The name of the view controller's nib file, if one was specified.
  open private(set) var nibName: String?

  /// The view controller's nib bundle if it exists.
  open private(set) var nibBundle: Bundle?

  /// A localized string that represents the view this controller manages.
  open var title: String?

  // MARK: The view

  /// The view that the controller manages. Reading it loads it (`loadView()`, then `viewDidLoad()`).
  open var view: UIView! {
    get {
      if _view == nil { loadViewIfNeeded() }
      return _view
    }
    set {
      _view?._viewController = nil
      _view = newValue
      newValue?._viewController = self
    }
  }

  /// The view controller's view, or `nil` if the view is not yet loaded (iOS 9.0).
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { _view }

  /// A Boolean value indicating whether the view is currently loaded into memory.
  open var isViewLoaded: Bool { _view != nil }

  /// Creates the view that the controller manages. The default creates a plain view.
  open func loadView() {
    view = UIView(frame: Self.defaultViewFrame)
  }

  /// Loads the view controller's view if it has not yet been loaded (iOS 9.0).
  @available(iOS 9.0, *)
  open func loadViewIfNeeded() {
    guard _view == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    precondition(
      _view != nil, "UIViewController: loadView() of \(type(of: self)) must set the view")
    viewDidLoad()
  }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}

  /// Notifies the view controller that its view is about to be added to a view hierarchy.
  open func viewWillAppear(_ animated: Bool) {}

  /// Notifies the view controller that its view was added to a view hierarchy.
  open func viewDidAppear(_ animated: Bool) {}

  /// Notifies the view controller that its view is about to be removed from a view hierarchy.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Notifies the view controller that its view was removed from a view hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called to notify the view controller that its view is about to layout its subviews.
  @available(iOS 5.0, *)
  open func viewWillLayoutSubviews() {}

  /// Called to notify the view controller that its view has just laid out its subviews.
  @available(iOS 5.0, *)
  open func viewDidLayoutSubviews() {}

  // MARK: Containment

  /// The parent view controller of the recipient.
  @available(iOS 5.0, *)
  open private(set) weak var parent: UIViewController?

  /// An array of the view controllers that are children of the current view controller (iOS 5.0).
  @available(iOS 5.0, *)
  open private(set) var children: [UIViewController] = []

  /// Adds the specified view controller as a child of the current view controller (iOS 5.0). Sends
  /// the child `willMove(toParent:)`; the container sends `didMove(toParent:)` when it has added
  /// the child's view.
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {
    precondition(
      childController !== self, "UIViewController: a view controller cannot be its own child")
    if childController.parent === self { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the view controller from its parent (iOS 5.0). Sends `didMove(toParent: nil)`; the
  /// container sends `willMove(toParent: nil)` before.
  @available(iOS 5.0, *)
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called just before the view controller is added or removed from a container view controller
  /// (iOS 5.0).
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the view controller is added or removed from a container view controller
  /// (iOS 5.0).
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Appearance

  /// Returns a Boolean value indicating whether appearance methods are forwarded to child view
  /// controllers (iOS 6.0).
  @available(iOS 6.0, *)
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Tells a child controller its appearance is about to change (iOS 5.0). As in UIKit, it does
  /// not load the view: appearing with an unloaded view is reported through
  /// `UIViewControllerViolations` (a container loads the child's view first), and the transition
  /// then goes on.
  @available(iOS 5.0, *)
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (appearance, isAppearing) {
    case (.disappeared, true), (.disappearing, true):
      if !isViewLoaded {
        UIViewControllerViolations.report(
          "beginAppearanceTransition(true, animated:) would send viewWillAppear(_:) to "
            + "\(type(of: self)) before its view is loaded (before viewDidLoad()); call "
            + "loadViewIfNeeded() first")
      }
      appearance = .appearing
      viewWillAppear(animated)
    case (.appeared, false), (.appearing, false):
      appearance = .disappearing
      viewWillDisappear(animated)
    default:
      preconditionFailure(
        "UIViewController: unbalanced calls to begin/end appearance transitions for "
          + "\(type(of: self)): begin \(isAppearing ? "appearing" : "disappearing") while "
          + "\(appearance)")
    }
    lastTransitionAnimated = animated
    forEachForwardedChild { $0.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Tells a child controller its appearance has changed (iOS 5.0).
  @available(iOS 5.0, *)
  open func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(lastTransitionAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(lastTransitionAnimated)
    case .appeared, .disappeared:
      preconditionFailure(
        "UIViewController: unbalanced calls to begin/end appearance transitions for "
          + "\(type(of: self)): end without a begin while \(appearance)")
    }
    forEachForwardedChild { $0.endAppearanceTransition() }
  }

  /// A Boolean value indicating whether the view controller is being presented or appearing.
  @available(iOS 5.0, *)
  open var isBeingPresented: Bool { false }

  // MARK: Double

  /// Where a view controller is in its appearance cycle.
  package enum Appearance: Sendable, CustomStringConvertible {
    case disappeared, appearing, appeared, disappearing
    package var description: String {
      switch self {
      case .disappeared: "disappeared"
      case .appearing: "appearing"
      case .appeared: "appeared"
      case .disappearing: "disappearing"
      }
    }
  }

  /// The view controller's appearance state.
  package private(set) var appearance = Appearance.disappeared

  /// The frame a view made by the default `loadView()` gets (an iPhone's screen, in points).
  package static let defaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

  private var _view: UIView?
  private var isLoadingView = false
  private var lastTransitionAnimated = false

  /// Children whose views are loaded and inside this controller's view, when appearance is
  /// forwarded automatically.
  private func forEachForwardedChild(_ body: (UIViewController) -> Void) {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = _view else { return }
    for child in children {
      guard let childView = child._view, childView.isDescendant(of: root) else { continue }
      body(child)
    }
  }

  /// A child's view entered or is about to leave the window while its parent is on screen: UIKit
  /// sends the child its appearance callbacks when the parent forwards them.
  package func _viewWillMove(toWindow window: UIWindow?) {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      parent.appearance == .appeared
    else { return }
    if window != nil, appearance == .disappeared {
      beginAppearanceTransition(true, animated: false)
    } else if window == nil, appearance == .appeared {
      beginAppearanceTransition(false, animated: false)
    }
  }

  package func _viewDidMoveToWindow() {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
    if appearance == .appearing || appearance == .disappearing,
      parent.appearance == .appeared
    {
      endAppearanceTransition()
    }
  }
}
