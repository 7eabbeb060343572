#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import UIKit

  /// A view controller that shows one set of child view controllers per state, driven by
  /// TrellisPresenter's `StateContainer`: the UIKit counterpart of StateViewController.
  ///
  ///     final class FeedScreen: StateViewController<FeedState> {
  ///       let spinner = SpinnerViewController()
  ///       let feed = FeedViewController()
  ///       override func loadAppearanceState() -> FeedState { .loading }
  ///       override func children(for state: FeedState) -> [UIViewController] {
  ///         state == .loading ? [spinner] : [feed]
  ///       }
  ///     }
  ///
  /// Children are contained for real: an added child gets `addChild(_:)` (and so
  /// `willMove(toParent:)`), its view loaded (`loadViewIfNeeded()`, so `viewDidLoad()` comes
  /// before `viewWillAppear(_:)`), `beginAppearanceTransition(true, animated:)`, its view added on top
  /// of the container's view, then `endAppearanceTransition()` and `didMove(toParent:)`. A removed
  /// child gets `willMove(toParent: nil)`, `beginAppearanceTransition(false, animated:)`, its view
  /// removed, `endAppearanceTransition()` and `removeFromParent()`. The container forwards
  /// appearance itself (`shouldAutomaticallyForwardAppearanceMethods` is `false`), so each child
  /// gets each appearance callback once, including when the container appears or disappears in
  /// the middle of a transition. The rules for timing, queuing and appearance are
  /// `StateContainer`'s: a request made during a transition is queued (latest wins), a request
  /// made off-screen runs at once without animation, and a child added off-screen appears with
  /// the container.
  ///
  /// Animated transitions run on the clock given at creation. A child that conforms to
  /// `StateChildTransitioning` times and animates itself; any other child fades in or out over
  /// 0.35 seconds.
  @MainActor
  open class StateViewController<State>: UIViewController {
    // MARK: Lifecycle

    /// Creates a container whose animated transitions wait on `clock`.
    ///
    ///     let screen = FeedScreen()                      // animations on ContinuousClock
    ///     let testable = FeedScreen(clock: TestClock())  // in tests
    ///
    /// - Parameter clock: The clock animated transitions wait on.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
      self.clock = clock
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a state container is created in code. Returns `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: Open

    /// Returns the state to show as the container appears; override it. Called at every
    /// appearance; the default keeps the state already determined.
    ///
    ///     override func loadAppearanceState() -> FeedState { cache.isEmpty ? .loading : .ready }
    ///
    /// - Returns: The state to show.
    /// - Precondition: Overridden, or a state was requested before the first appearance.
    open func loadAppearanceState() -> State {
      guard let state = container.determinedState else {
        preconditionFailure(
          "StateViewController: override loadAppearanceState() or call "
            + "setNeedsTransition(to:animated:) before the container first appears")
      }
      return state
    }

    /// Returns the child view controllers to show for `state`, bottom first; override it.
    ///
    ///     override func children(for state: FeedState) -> [UIViewController] { [feed] }
    ///
    /// Return the same instance for several states to keep it (with no callbacks) across their
    /// transitions.
    /// - Parameter state: The state being transitioned to.
    /// - Returns: The children, bottom first; the default is none.
    /// - Precondition: No returned child has a parent other than this container.
    open func children(for state: State) -> [UIViewController] { [] }

    /// Called as a transition begins, before any child callback; requests made here are queued.
    ///
    ///     override func willTransition(to next: FeedState, animated: Bool) { title = "\(next)" }
    ///
    /// - Parameters:
    ///   - nextState: The state being transitioned to.
    ///   - animated: Whether the transition is animated.
    open func willTransition(to nextState: State, animated: Bool) {}

    /// Called when a transition has finished: every child callback and animation is done.
    ///
    ///     override func didTransition(from previous: FeedState?, animated: Bool) { log(previous) }
    ///
    /// - Parameters:
    ///   - previousState: The state before the transition; `nil` on the first appearance.
    ///   - animated: Whether the transition was animated.
    open func didTransition(from previousState: State?, animated: Bool) {}

    // MARK: Public

    /// The state shown or being transitioned to; ``loadAppearanceState()`` before any is
    /// determined.
    ///
    ///     screen.setNeedsTransition(to: .ready, animated: true)
    ///     screen.currentState  // .ready, even while the animation runs
    public var currentState: State { container.currentState }

    /// Whether a transition is running.
    ///
    ///     screen.isTransitioning  // false once the last animation ended
    public var isTransitioning: Bool { container.isTransitioning }

    /// The children in the container's hierarchy, bottom first: the current state's children,
    /// then children still animating out.
    ///
    ///     screen.visibleViewControllers.last  // the topmost page
    public var visibleViewControllers: [UIViewController] {
      container.visibleChildren.compactMap { ($0 as? _StateChildSlot)?.viewController }
    }

    /// Requests a transition to `state`; see `StateContainer.setNeedsTransition(to:animated:)`.
    ///
    ///     screen.setNeedsTransition(to: .ready, animated: true)
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate; ignored while the container is off-screen.
    public func setNeedsTransition(to state: State, animated: Bool) {
      container.setNeedsTransition(to: state, animated: animated)
    }

    /// Fires at once every animation step whose time has come on the clock; tests call it after
    /// advancing a test clock.
    ///
    ///     await clock.advance(by: .milliseconds(350))
    ///     screen.settleTransitions()
    public func settleTransitions() { container.settleTransitions() }

    /// `false`: the container forwards appearance to its children itself.
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards the container's appearance to the state container.
    override open func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      container.containerWillAppear(animated: animated)
    }

    /// Forwards the container's appearance to the state container.
    override open func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      container.containerDidAppear(animated: animated)
    }

    /// Forwards the container's disappearance to the state container.
    override open func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      container.containerWillDisappear(animated: animated)
    }

    /// Forwards the container's disappearance to the state container.
    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      container.containerDidDisappear(animated: animated)
    }

    /// Sizes the children's views to the container's bounds.
    override open func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      for child in children where child.viewIfLoaded?.superview === viewIfLoaded {
        child.view.frame = view.bounds
      }
    }

    // MARK: Internal

    let clock: any Clock<Duration>

    private(set) lazy var container = _StateViewControllerContainer<State>(
      owner: self, clock: clock)

    /// The slot of each child view controller the container knows, by identity.
    var slots: [ObjectIdentifier: _StateChildSlot] = [:]

    func slot(for child: UIViewController) -> _StateChildSlot {
      precondition(
        child.parent == nil || child.parent === self,
        "StateViewController: children(for:) returned \(type(of: child)), which already has "
          + "another parent view controller")
      if let slot = slots[ObjectIdentifier(child)] { return slot }
      let slot = _StateChildSlot(viewController: child, owner: self)
      slots[ObjectIdentifier(child)] = slot
      return slot
    }

    /// Starts containing `slot`'s child as it is about to appear: `addChild(_:)`.
    func contain(_ slot: _StateChildSlot) {
      guard slot.viewController.parent !== self else { return }
      addChild(slot.viewController)
      slot.needsDidMove = true
    }

    /// Adds the child's view to the container's view, in `visibleChildren` order.
    func showView(of slot: _StateChildSlot) {
      let childView: UIView = slot.viewController.view
      if childView.superview !== view {
        childView.frame = view.bounds
        view.addSubview(childView)
      }
      for child in visibleViewControllers {
        if let placed = child.viewIfLoaded, placed.superview === view {
          view.bringSubviewToFront(placed)
        }
      }
    }

    /// Ends the containment of every contained child the state container no longer holds.
    func releaseDepartedChildren() {
      let visible = Set(container.visibleChildren.map { ObjectIdentifier($0) })
      for (id, slot) in slots where !visible.contains(ObjectIdentifier(slot)) {
        slots[id] = nil
        let child = slot.viewController
        guard child.parent === self else { continue }
        if !slot.isLeaving { child.willMove(toParent: nil) }
        if child.viewIfLoaded?.superview === viewIfLoaded { child.view.removeFromSuperview() }
        child.removeFromParent()
      }
    }
  }

  /// The state container behind a ``StateViewController``: it asks the view controller for its
  /// children and reports transitions back.
  @MainActor
  final class _StateViewControllerContainer<State>: StateContainer<State> {
    weak var owner: StateViewController<State>?
    /// The slots of the state being transitioned to.
    private var requested: Set<ObjectIdentifier> = []

    init(owner: StateViewController<State>, clock: any Clock<Duration>) {
      self.owner = owner
      super.init(clock: clock)
    }

    /// The state determined by a transition, without asking for the appearance state.
    var determinedState: State? { hasDeterminedState ? currentState : nil }

    override func loadAppearanceState() -> State {
      guard let owner else { return super.loadAppearanceState() }
      return owner.loadAppearanceState()
    }

    override func children(for state: State) -> [any StateChild] {
      guard let owner else { return [] }
      let slots = owner.children(for: state).map(owner.slot(for:))
      requested = Set(slots.map { ObjectIdentifier($0) })
      return slots
    }

    override func willTransition(to nextState: State, animated: Bool) {
      owner?.willTransition(to: nextState, animated: animated)
    }

    override func didTransition(from previousState: State?, animated: Bool) {
      owner?.releaseDepartedChildren()
      owner?.didTransition(from: previousState, animated: animated)
    }

    override func childWillAppear(_ child: any StateChild, animated: Bool) {
      guard let slot = child as? _StateChildSlot else { return }
      slot.isLeaving = false
      owner?.contain(slot)
    }

    override func childWillDisappear(_ child: any StateChild, animated: Bool) {
      guard let slot = child as? _StateChildSlot, !requested.contains(ObjectIdentifier(slot))
      else { return }
      slot.isLeaving = true
      slot.viewController.willMove(toParent: nil)
    }

    override func childDidDisappear(_ child: any StateChild, animated: Bool) {
      guard let slot = child as? _StateChildSlot, slot.isLeaving,
        !visibleChildren.contains(where: { $0 === slot }), slot.viewController.parent === owner
      else { return }
      owner?.slots[ObjectIdentifier(slot.viewController)] = nil
      slot.viewController.removeFromParent()
    }
  }

  /// A child view controller as a `StateChild`: appearance callbacks become UIKit appearance
  /// transitions, and animation steps the child's own (when it conforms to
  /// `StateChildTransitioning`) or a fade.
  @MainActor
  final class _StateChildSlot: StateChildTransitioning {
    let viewController: UIViewController
    weak var owner: UIViewController?
    /// Whether the child still needs `didMove(toParent:)` after its first appearance.
    var needsDidMove = false
    /// Whether the child is being removed (it got `willMove(toParent: nil)`).
    var isLeaving = false

    init(viewController: UIViewController, owner: UIViewController) {
      self.viewController = viewController
      self.owner = owner
    }

    private var custom: (any StateChildTransitioning)? {
      viewController as? any StateChildTransitioning
    }

    func willAppear(animated: Bool) {
      // UIKit's beginAppearanceTransition(_:animated:) does not load the view: without this the
      // child would get viewWillAppear(_:) before viewDidLoad().
      viewController.loadViewIfNeeded()
      viewController.beginAppearanceTransition(true, animated: animated)
      (owner as? any _StateViewControllerOwning)?._showView(of: self)
    }

    func didAppear(animated: Bool) {
      viewController.endAppearanceTransition()
      if needsDidMove, let owner {
        needsDidMove = false
        viewController.didMove(toParent: owner)
      }
    }

    func willDisappear(animated: Bool) {
      viewController.beginAppearanceTransition(false, animated: animated)
    }

    func didDisappear(animated: Bool) {
      let owning = owner as? any _StateViewControllerOwning
      if let owning, owning._isDeparting(self) {
        if !isLeaving {
          // Removed by a transition that found it already disappearing (the container was
          // disappearing): the removal starts here.
          isLeaving = true
          viewController.willMove(toParent: nil)
        }
        if let owner, viewController.viewIfLoaded?.superview === owner.viewIfLoaded {
          viewController.view.removeFromSuperview()
        }
      }
      viewController.endAppearanceTransition()
    }

    func stateTransitionDuration(isAppearing: Bool) -> Duration {
      custom?.stateTransitionDuration(isAppearing: isAppearing) ?? Self.fadeDuration
    }

    func stateTransitionDelay(isAppearing: Bool) -> Duration {
      custom?.stateTransitionDelay(isAppearing: isAppearing) ?? .zero
    }

    func stateTransitionWillBegin(isAppearing: Bool) {
      if let custom { return custom.stateTransitionWillBegin(isAppearing: isAppearing) }
      if isAppearing { viewController.view.alpha = 0 }
    }

    func animateAlongsideStateTransition(isAppearing: Bool) {
      if let custom { return custom.animateAlongsideStateTransition(isAppearing: isAppearing) }
      let view: UIView = viewController.view
      let seconds = Self.fadeDuration / .seconds(1)
      UIView.animate(withDuration: seconds) { view.alpha = isAppearing ? 1 : 0 }
    }

    func stateTransitionDidEnd(isAppearing: Bool) {
      if let custom { return custom.stateTransitionDidEnd(isAppearing: isAppearing) }
      viewController.viewIfLoaded?.alpha = 1
    }

    /// StateViewController's fade.
    static let fadeDuration = Duration.milliseconds(350)
  }

  /// Lets a slot reach its generic owner.
  @MainActor
  protocol _StateViewControllerOwning: AnyObject {
    func _showView(of slot: _StateChildSlot)
    func _isDeparting(_ slot: _StateChildSlot) -> Bool
  }

  extension StateViewController: _StateViewControllerOwning {
    func _showView(of slot: _StateChildSlot) { showView(of: slot) }
    func _isDeparting(_ slot: _StateChildSlot) -> Bool {
      !container.visibleChildren.contains { $0 === slot }
    }
  }
#endif
