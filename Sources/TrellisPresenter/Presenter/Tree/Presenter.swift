/// A node of a page's presenter tree: it owns state, binds a view, and renders the state into the
/// view in the page's update pass.
///
///     final class CounterPresenter: ViewPresenter<CounterView> {
///       var count = 0
///       override func onUpdate(view: CounterView, context: UpdateContext) {
///         view.text = "\(count)"
///       }
///     }
///     let page = PagePresenter(root: CounterPresenter())
///     page.load(view: CounterView())
///     page.root.setState { page.root.count += 1 }   // rendered in the next main-actor turn
///
/// ## Motivation
/// A screen is a tree: a page, its sections, their rows, the controls inside a row. Each node owns
/// the state of its part of the screen and nothing else. Changing state never touches a view
/// directly: ``setState(animated:_:completion:)`` marks the presenter dirty, and one update pass
/// per main-actor turn renders every dirty presenter, parents before children, so N changes made
/// in one turn cost one render.
///
/// ## Lifecycle
/// The callbacks fire in this order. Adding `P` under an attached, bound
/// parent: ``onAttach(to:)``, ``onAttachToRoot(_:)`` (then the same for `P`'s descendants,
/// parents first), ``onBindView()``, the children's binds and updates, then `P`'s
/// ``onUpdate(context:)`` with ``UpdateContext/isBindingView`` set. Removing `P`:
/// ``onUnbindView()`` (then the children's), ``onDetach(from:)``, the descendants'
/// ``onDetachFromRoot(_:)`` (children first), then `P`'s; `P` is still in its parent's
/// ``children`` during these callbacks, and services still resolve in ``onDetachFromRoot(_:)``.
///
/// The root of a tree is the presenter a ``PagePresenter`` owns; it never receives
/// ``onAttachToRoot(_:)`` itself. A subtree that is not under a page has no ``root``: it can bind
/// and render when bound, but its state changes wait until it is inside a page (or until
/// ``updateIfNeeded()`` is called), service lookups never reach a fallback, and global
/// notifications reach nobody.
///
/// ## Identity & Equality
/// Presenters are reference types compared by identity: `==` is `===`.
///
/// ## Performance
/// Marking a presenter dirty is O(1). An update pass sorts the dirty presenters by tree position,
/// O(*k* log *k* + *k*·*d*·*w*) for *k* dirty presenters at depth *d* with *w* siblings, and
/// never visits clean presenters.
@MainActor
open class Presenter {
  // MARK: Lifecycle

  /// Creates a presenter with no parent, no children and no view.
  ///
  ///     let section = Presenter()
  ///     page.root.add(child: section)
  public init() {}

  // MARK: Public

  /// The presenters under this one, in order; the order is the update and notification order.
  ///
  ///     parent.children.map { type(of: $0) }
  public package(set) var children: [Presenter] = []

  /// The presenter this one is a child of; held weakly.
  ///
  ///     child.parent === page.root   // true after page.root.add(child: child)
  public internal(set) weak var parent: Presenter?

  /// The root of the page this presenter is in, or `nil` when it is not in a page; held weakly.
  ///
  /// A page's root is its own root.
  ///
  ///     child.root === page.root
  public internal(set) weak var root: Presenter?

  /// Whether this presenter binds when its parent binds.
  ///
  /// A view-less presenter binds with its parent; a ``ViewPresenter`` looks for its view in the
  /// nearest ancestor's view. Cell presenters turn this off: the list binds them to cells.
  ///
  ///     cellPresenter.bindsToParentView = false
  public var bindsToParentView = true

  /// Whether this presenter's children bind when it binds.
  ///
  /// Item holders turn this off: their children are bound to cells by the list instead.
  ///
  ///     holder.bindsChildViews = false
  public var bindsChildViews = true

  /// Called right after this presenter joins `parent`'s ``children``.
  ///
  ///     override func onAttach(to parent: Presenter) { log.append("attached") }
  ///
  /// - Parameter parent: The new parent.
  open func onAttach(to parent: Presenter) {}

  /// Called when this presenter joins a page's tree, after ``onAttach(to:)`` and before its
  /// descendants' calls. Services resolve from here on: register listeners here.
  ///
  ///     override func onAttachToRoot(_ root: Presenter) {
  ///       addListener(self, for: (any LoginListening).self)
  ///     }
  ///
  /// - Parameter root: The page's root.
  open func onAttachToRoot(_ root: Presenter) {}

  /// Called when this presenter becomes bound, before its children bind and before its binding
  /// update.
  ///
  ///     override func onBindView() { startObservingClock() }
  open func onBindView() {}

  /// Renders this presenter's state; called once per update pass in which it is dirty, and once
  /// when it binds (with ``UpdateContext/isBindingView`` set).
  ///
  ///     override func onUpdate(context: UpdateContext) {
  ///       for child in rows { child.setState { child.title = title } }  // same pass
  ///     }
  ///
  /// - Parameter context: What the merged state changes asked for: animation and layout.
  open func onUpdate(context: UpdateContext) {}

  /// Called after every update of the pass, for presenters whose context asked for
  /// ``UpdateContext/layoutIfNeeded``, inside the page's animation with the pass's merged context.
  ///
  ///     override func onLayout(context: UpdateContext) { container.layoutNow() }
  ///
  /// - Parameter context: This presenter's merged context for the pass.
  open func onLayout(context: UpdateContext) {}

  /// Called when this presenter unbinds, while its view is still readable and before its children
  /// unbind.
  ///
  ///     override func onUnbindView() { stopObservingClock() }
  open func onUnbindView() {}

  /// Called when this presenter leaves `parent`, after it unbound and before the detach-from-root
  /// calls; it is still in `parent.children`.
  ///
  ///     override func onDetach(from parent: Presenter) { log.append("detached") }
  ///
  /// - Parameter parent: The parent it is leaving.
  open func onDetach(from parent: Presenter) {}

  /// Called when this presenter leaves a page's tree, after its descendants' calls. Services still
  /// resolve here: remove listeners here.
  ///
  ///     override func onDetachFromRoot(_ root: Presenter) {
  ///       removeListener(self, for: (any LoginListening).self)
  ///     }
  ///
  /// - Parameter root: The root of the page it is leaving.
  open func onDetachFromRoot(_ root: Presenter) {}

  // MARK: Internal

  /// The page machinery; set only on a page's root.
  var _runtime: _PageRuntime?
  /// Whether the presenter is in the bound state (its view may since have deallocated).
  var _isBound = false
  /// State changes not yet rendered, merged.
  var _pending: _Transaction?
  /// Whether the presenter is in its page's update queue.
  var _isQueued = false
  /// This presenter's own services, created on first use.
  var _services: ServiceContainer?

  /// The bound view object, if any.
  package var _viewObject: AnyObject? { nil }

  /// Whether the bound view (if weakly held) is still alive.
  var _isViewAlive: Bool { true }

  /// Whether this presenter binds without a view (so a page binds it on load).
  var _bindsWithoutView: Bool { true }

  /// Binds as a child of a bound parent: view-less presenters just bind.
  func _autoBindResolvingView() { _didStoreView() }

  /// Forgets the bound view after unbinding.
  func _clearView() {}

  /// Runs ``onUpdate(context:)``; the observing variant tracks what it reads.
  open func _runUpdate(_ context: UpdateContext) { onUpdate(context: context) }
}

extension Presenter: Hashable {
  /// Whether two presenters are the same object.
  ///
  ///     a == a   // true; two distinct presenters are never equal
  ///
  /// - Parameters:
  ///   - lhs: A presenter.
  ///   - rhs: Another presenter.
  /// - Returns: `lhs === rhs`.
  public nonisolated static func == (lhs: Presenter, rhs: Presenter) -> Bool { lhs === rhs }

  /// Hashes the presenter's identity.
  ///
  ///     var seen: Set<Presenter> = [a, b]
  ///
  /// - Parameter hasher: The hasher to feed.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
