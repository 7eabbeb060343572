import TrellisCore

/// The container of one page: it owns the root presenter, the page's services, its manual
/// listeners and its update pass, and tears it all down without trapping.
///
///     final class CartPage: PagePresenter<CartPresenter> {
///       override func didLoad() {
///         services.register(CartService.self) { CartService($0) }
///       }
///     }
///     let page = CartPage(root: CartPresenter())
///     page.load(view: CartView())   // didLoad, onAttach, then the tree binds and renders
///     // …
///     page.tearDown()               // unbind, detach, release; safe to call again
///
/// ## Motivation
/// DDPresenter's `PageViewController` owns the root, but its `deinit` only detaches the root, and
/// `unloadPresenterIfNeeded()` always traps (it calls the root's `detachSuperPresenter()`, which
/// is a `fatalError`). Here ``tearDown()`` unbinds the tree, detaches every presenter, releases
/// services and listeners, and is idempotent; a page released without it tears its tree down in
/// its `deinit` — so keep the page alive as long as its screen.
///
/// ## Lifecycle
/// ``load()``: ``didLoad()`` (register services) → ``attach()`` (``onAttach()``) → the root binds
/// (a view-less root at once; a view root through ``load(view:retention:)``).
/// ``tearDown()``: the root unbinds (parents first) → each child of the root is removed (unbind,
/// ``Presenter/onDetach(from:)``, ``Presenter/onDetachFromRoot(_:)`` children first) →
/// ``detach()`` (``onDetach()``) → services and listeners are released → completions of changes
/// that never rendered run.
@MainActor
open class PagePresenter<Root: Presenter> {
  // MARK: Lifecycle

  /// Makes `root` the root of a new page; its current descendants attach to the root at once.
  ///
  ///     let page = PagePresenter(root: FeedPresenter(), scheduler: ManualUpdateScheduler())
  ///
  /// - Parameters:
  ///   - root: The root presenter.
  ///   - scheduler: When update passes run; by default on the next main-actor turn.
  ///   - animations: Performs updates, animated or not; by default without animation.
  ///   - fallbackServices: Consulted after the tree and the page's services.
  ///   - maximumUpdateRounds: How many rounds one pass may run before it stops and reports
  ///     ``PresenterDiagnostic/updateLoop(rounds:presenters:)``.
  ///   - diagnostics: Receives problems the page recovered from; loud in debug builds.
  /// - Precondition: `root` has no parent and is not another page's root;
  ///   `maximumUpdateRounds > 0`.
  public init(
    root: Root,
    scheduler: any UpdateScheduling = MainActorUpdateScheduler(),
    animations: any UpdateAnimating = UnanimatedUpdates(),
    fallbackServices: (any ServiceProviding)? = ServiceContainer.global,
    maximumUpdateRounds: Int = 100,
    diagnostics: Diagnostics = .default
  ) {
    precondition(root.parent == nil, "PagePresenter: the root must not have a parent")
    precondition(root._runtime == nil, "PagePresenter: the root already belongs to a page")
    self.root = root
    self.runtime = _PageRuntime(
      scheduler: scheduler, animations: animations, fallbackServices: fallbackServices,
      maximumRounds: maximumUpdateRounds, diagnostics: diagnostics)
    runtime.root = root
    root._runtime = runtime
    root.root = root
    for child in root.children where child.parent === root {
      child._attachToRoot(root)
    }
    root._requestUpdateIfReady()
  }

  isolated deinit {
    if !isTornDown {
      Self.tearDownTree(root: root, runtime: runtime)
    }
  }

  // MARK: Public

  /// The root presenter.
  ///
  ///     page.root.setState()
  public let root: Root

  /// Whether ``load()`` ran.
  ///
  ///     page.isLoaded
  public private(set) var isLoaded = false

  /// Whether the page is attached (between ``attach()`` and ``detach()``).
  ///
  ///     page.isAttached
  public private(set) var isAttached = false

  /// Whether ``tearDown()`` ran.
  ///
  ///     page.isTornDown
  public private(set) var isTornDown = false

  /// The page's services: above the root's, below the fallback provider.
  ///
  ///     page.services.register(Session.self, instance: session)
  public var services: ServiceContainer { runtime.services }

  /// Called by ``load()`` before the page attaches: register services here.
  ///
  ///     override func didLoad() { services.register(Store.self) { _ in Store() } }
  open func didLoad() {}

  /// Called when the page attaches; ``isAttached`` is already `true`.
  ///
  ///     override func onAttach() { analytics.pageShown() }
  open func onAttach() {}

  /// Called when the page detaches; ``isAttached`` is still `true`.
  ///
  ///     override func onDetach() { analytics.pageHidden() }
  open func onDetach() {}

  /// Loads the page once: ``didLoad()``, ``attach()``, then binds a view-less root.
  ///
  ///     page.load()
  ///
  /// - Precondition: The page is not torn down.
  public func load() {
    precondition(!isTornDown, "PagePresenter: a torn-down page cannot be loaded again")
    guard !isLoaded else { return }
    isLoaded = true
    didLoad()
    attach()
    if root._bindsWithoutView {
      root.bindWithoutView()
    }
  }

  /// Attaches the page: ``onAttach()``. Does nothing when attached.
  ///
  ///     page.attach()
  public func attach() {
    guard !isAttached, !isTornDown else { return }
    isAttached = true
    onAttach()
  }

  /// Detaches the page: ``onDetach()``. Does nothing when detached.
  ///
  ///     page.detach()
  public func detach() {
    guard isAttached else { return }
    onDetach()
    isAttached = false
  }

  /// Runs the update pass now, synchronously, if anything is dirty.
  ///
  ///     page.root.setState { page.root.title = "Now" }
  ///     page.updateIfNeeded()   // rendered
  ///
  /// - Complexity: The pass: proportional to the dirty presenters and what they do.
  public func updateIfNeeded() {
    runtime.flush()
  }

  /// Tears the page down: see the type's Lifecycle. Safe to call more than once.
  ///
  ///     page.tearDown()
  ///
  /// - Complexity: O(*n*) in the size of the tree, plus the callbacks.
  public func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    Self.tearDownTree(root: root, runtime: runtime) { [unowned self] in detach() }
  }

  // MARK: Internal

  let runtime: _PageRuntime

  // MARK: Private

  /// Unbinds and detaches the tree, releases the page's services and listeners, and runs the
  /// completions of changes that never rendered.
  private static func tearDownTree(
    root: Root, runtime: _PageRuntime, detachPage: () -> Void = {}
  ) {
    let presenters = root._preorder()
    _ = runtime.discardQueue()
    root.unbindView()
    root.removeAllChildren()
    detachPage()
    runtime.services.removeAll()
    runtime.listeners.removeAll()
    root._runtime = nil
    root.root = nil
    runtime.root = nil
    var completions: [@MainActor () -> Void] = []
    for presenter in presenters {
      if let transaction = presenter._pending {
        presenter._pending = nil
        completions += transaction.completions
      }
    }
    for completion in completions { completion() }
  }
}

extension PagePresenter where Root: ViewBinding {
  /// Loads the page (see ``load()``) and binds the root to `view`.
  ///
  ///     page.load(view: FeedView())
  ///
  /// - Parameters:
  ///   - view: The page's view.
  ///   - retention: Whether the root keeps the view alive.
  /// - Precondition: The page is not torn down.
  public func load(view: Root.View, retention: ViewRetention = .strong) {
    load()
    root.bind(view, retention: retention)
  }
}
