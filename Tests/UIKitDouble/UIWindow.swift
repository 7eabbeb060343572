import Foundation

/// The backdrop for your app's user interface and the object that dispatches events to your views
/// (UIKit: `UIWindow`, iOS 2.0). A window starts hidden; `makeKeyAndVisible()` shows it and its root
/// view controller's view, with the root's appearance callbacks.
@MainActor
open class UIWindow: UIView {
  /// Creates a window with a frame, hidden.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// A window is its own window.
  open override var window: UIWindow? { self }

  /// The traits the window's views see: a large content size category (UIKit's default
  /// setting) until a test changes it (`setPreferredContentSizeCategory(_:)`).
  package internal(set) var _windowTraitCollection = UITraitCollection(
    preferredContentSizeCategory: .large)

  /// The root view controller for the window.
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let oldValue {
        let appeared = isKeyWindow && !isHidden
        if appeared { oldValue.beginAppearanceTransition(false, animated: false) }
        oldValue.viewIfLoaded?.removeFromSuperview()
        if appeared { oldValue.endAppearanceTransition() }
      }
      if !isHidden { installRoot() }
    }
  }

  /// A Boolean value that indicates whether the window is the key window for the app.
  open private(set) var isKeyWindow = false

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    guard isHidden else { return }
    isHidden = false
    installRoot()
  }

  private func installRoot() {
    guard let root = rootViewController else { return }
    // A window loads its root's view before the root appears.
    root.loadViewIfNeeded()
    root.beginAppearanceTransition(true, animated: false)
    root.view.frame = bounds
    addSubview(root.view)
    layoutIfNeeded()
    root.endAppearanceTransition()
  }
}
