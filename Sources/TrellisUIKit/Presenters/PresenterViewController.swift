#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import UIKit

  /// A view controller that hosts a presenter page: the page's root presenter renders into the
  /// controller's view, and the page's lifecycle follows the controller's.
  ///
  ///     final class ProfileController: PresenterViewController<ProfilePresenter> {
  ///       init() {
  ///         super.init(page: PagePresenter(root: ProfilePresenter())) { ProfileView() }
  ///       }
  ///       required init?(coder: NSCoder) { nil }
  ///     }
  ///
  /// ## Lifecycle
  /// - `loadView()` makes the view with the closure given at creation; it is the controller's
  ///   view and the root presenter's.
  /// - `viewDidLoad()` loads the page before the subclass's code after `super`: the page's
  ///   `didLoad()` (register services), its `attach()`, then the root binds the view (weakly: the
  ///   controller keeps it) and renders; child `ViewPresenter`s bind the subviews they find in the
  ///   view tree (see `SubviewProviding`).
  /// - `viewDidAppear(_:)` attaches the page again after a disappearance; `viewDidDisappear(_:)`
  ///   detaches it — the page is attached while its screen is loaded and not hidden.
  /// - Releasing the controller tears the page down while the view is still alive: the tree
  ///   unbinds, then the page detaches. Call `page.tearDown()` to do it earlier.
  @MainActor
  open class PresenterViewController<Root: ViewBinding>: UIViewController where Root.View: UIView {
    // MARK: Lifecycle

    /// Creates a controller for `page`, whose view `makeView` creates when the view loads.
    ///
    ///     PresenterViewController(page: PagePresenter(root: FeedPresenter())) { FeedView() }
    ///
    /// - Parameters:
    ///   - page: The page; it must not be loaded yet.
    ///   - makeView: Creates the root presenter's view, once, from `loadView()`.
    /// - Precondition: `page` is neither loaded nor torn down.
    public init(page: PagePresenter<Root>, makeView: @escaping @MainActor () -> Root.View) {
      precondition(
        !page.isLoaded && !page.isTornDown,
        "PresenterViewController: the page must not be loaded or torn down; the controller loads "
          + "it in viewDidLoad()")
      self.page = page
      self.makeView = makeView
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a presenter controller is created in code. Returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Tears the page down while the view is still alive, so the tree unbinds from it
    /// (`onUnbindView`), then detaches.
    isolated deinit {
      page.tearDown()
    }

    // MARK: Public

    /// The hosted page.
    ///
    ///     controller.page.root.setState { $0.title = "Profile" }
    public let page: PagePresenter<Root>

    /// The root presenter's view, once loaded.
    ///
    ///     controller.rootView?.backgroundColor = .systemBackground
    public var rootView: Root.View? { viewIfLoaded as? Root.View }

    /// Makes the root presenter's view and makes it the controller's view.
    override open func loadView() {
      view = makeView()
    }

    /// Loads the page: `didLoad()`, `attach()`, then the root binds the view and renders.
    override open func viewDidLoad() {
      super.viewDidLoad()
      guard !page.isTornDown, let rootView else { return }
      page.load(view: rootView, retention: .weak)
    }

    /// Attaches the page if a disappearance detached it.
    override open func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if page.isLoaded { page.attach() }
    }

    /// Detaches the page.
    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      page.detach()
    }

    // MARK: Private

    private let makeView: @MainActor () -> Root.View
  }

  // No `@retroactive` on the two conformances below: SE-0364 warns only when both the type and the
  // protocol come from outside the package, and these protocols are TrellisPresenter's, in this
  // package. Swift 6 rejects the attribute where it does not apply (on Linux, where UIView is the
  // double's: "'retroactive' attribute does not apply; 'UIView' is declared in the same package").

  /// A view's subviews are where child `ViewPresenter`s look for the views they bind: level by
  /// level, the first of the right type that no sibling presenter has.
  ///
  ///     let card = CardView()                 // a UIView with a UILabel somewhere inside
  ///     page.load(view: card)                 // a ViewPresenter<UILabel> child binds that label
  extension UIView: SubviewProviding {
    /// The view's direct subviews, in order.
    ///
    ///     view.subviewsForBinding.count == view.subviews.count  // true
    public var subviewsForBinding: [AnyObject] { subviews }
  }

  /// A presenter update that asks for layout lays out its bound view at once.
  ///
  ///     presenter.setState(UpdateContext(layoutIfNeeded: true)) { $0.expanded = true }
  extension UIView: LayoutIfNeededProviding {}
#endif
