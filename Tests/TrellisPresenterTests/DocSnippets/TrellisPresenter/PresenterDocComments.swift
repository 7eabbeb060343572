// swift-format-ignore-file

// The examples of TrellisPresenter's doc comments on presenters, pages, updates and views,
// compiled (DocSnippetTests checks that each appears here verbatim).
import Clocks
import Observation
import TrellisCore
import TrellisPresenter
import TrellisTestSupport

// Namespaced: the examples' names (Cart, Session, Refreshing, …) are taken in this target.
@MainActor
enum PresenterDocs {
  // MARK: - Fixtures

  @MainActor final class DocTextView { var text = ""; var onTap: (() -> Void)?; func reset() {}; func fadeIn() {} }
  typealias CounterView = DocTextView
  typealias TitleView = DocTextView
  typealias BadgeView = DocTextView
  typealias CartView = DocTextView
  typealias FeedView = DocTextView
  typealias PageView = DocTextView
  @MainActor protocol Refreshing { func refresh() }
  protocol CartListening { func cartDidChange() }
  @MainActor protocol LoginListening: AnyObject { func didLogIn() }
  @MainActor protocol PageAppearanceListening { func pageDidAppear() }
  @MainActor protocol Analytics { func track(_ event: String) }
  @MainActor final class LiveAnalytics: Analytics { init(_ context: ServiceContext) {}; func track(_ event: String) {} }
  @MainActor final class NoAnalytics: Analytics { func track(_ event: String) {} }
  final class ImageCache {}
  final class Store {}
  final class Session { init(store: Store) {} }
  struct Item {}
  @MainActor final class DocAnalytics { func pageShown() {}; func pageHidden() {} }
  static let analytics = DocAnalytics()
  final class CartService {
    let context: ServiceContext
    init(_ context: ServiceContext) { self.context = context }
  }
  final class CartPresenter: ViewPresenter<CartView> {}
  final class FeedPresenter: Presenter { var title = "" }


  final class ProductHolder: Presenter, ItemHolding {
    var reusablePresenters: [Presenter] { cellPresenters }
  }

  final class BoundProductHolder: Presenter, ItemHolding {
    var boundCellPresenters: [Presenter] = []
    var reusablePresenters: [Presenter] { boundCellPresenters }
  }

  final class LoginRow: Presenter, CartListening {
    nonisolated func cartDidChange() {}
    func refreshChildren() {
      notify((any Refreshing).self, scope: .children) { $0.refresh() }
    }
    override func onAttachToRoot(_ root: Presenter) {
      addListener(self, for: (any CartListening).self)
    }
    override func onDetachFromRoot(_ root: Presenter) {
      removeListener(self, for: (any CartListening).self)
    }
  }

  final class AnalyticsRow: Presenter {
    func track() {
      let analytics = service((any Analytics).self)
      analytics?.track("tap")
    }
  }

  final class SessionServices: Presenter {
    func register(session: Session) {
      services.register(Session.self) { context in
        Session(store: context.service(Store.self)!)
      }
      services.register((any Clock<Duration>).self, instance: ContinuousClock())
      docValues {
        services.isRegistered(Session.self)
        services.service(Session.self)
      }
      services.unregister(Session.self)
    }
  }

  final class Defaults: ServiceProviding {
    func service<Service>(_ type: Service.Type) -> Service? {
      type == (any Clock<Duration>).self ? ContinuousClock() as? Service : nil
    }
  }


  final class StorePage: PagePresenter<FeedPresenter> {
    override func didLoad() { services.register(Store.self) { _ in Store() } }
    override func onAttach() { analytics.pageShown() }
    override func onDetach() { analytics.pageHidden() }
  }


  final class HookedPresenter: Presenter, LoginListening {
    var log: [String] = []
    var rows: [FeedPresenter] = []
    var title = ""
    let container = DocLayoutContainer()
    func didLogIn() {}
    func startObservingClock() {}
    func stopObservingClock() {}
    override func onAttach(to parent: Presenter) { log.append("attached") }
    override func onAttachToRoot(_ root: Presenter) {
      addListener(self, for: (any LoginListening).self)
    }
    override func onBindView() { startObservingClock() }
    override func onUpdate(context: UpdateContext) {
      for child in rows { child.setState { child.title = title } }  // same pass
    }
    override func onLayout(context: UpdateContext) { container.layoutNow() }
    override func onUnbindView() { stopObservingClock() }
    override func onDetach(from parent: Presenter) { log.append("detached") }
    override func onDetachFromRoot(_ root: Presenter) {
      removeListener(self, for: (any LoginListening).self)
    }
  }

  @MainActor final class DocLayoutContainer { func layoutNow() {} }

  final class ExpandingPresenter: Presenter {
    var isExpanded = false
    func toggle() {
      setState(animated: true) {
        isExpanded.toggle()
      } completion: {
        print("rendered")
      }
      setState(UpdateContext(animated: true, animator: .spring(bounce: 0.2))) {
        isExpanded = true
      }
      setState(UpdateContext(layoutIfNeeded: true))
    }
  }

  final class OpeningPresenter: Presenter {
    var isOpen = false
    override func onUpdate(context: UpdateContext) {
      if context.isBindingView { /* first render for this view */ }
    }
  }

  enum ScrollsToTop: UpdateContextKey { static let defaultValue = false }


  final class TappableTitlePresenter: ViewPresenter<TitleView> {
    var title = ""
    func tap() {}
    override func onBindView(_ view: TitleView) { view.onTap = { [weak self] in self?.tap() } }
    override func onUpdate(view: TitleView, context: UpdateContext) { view.text = title }
    override func onUnbindView(_ view: TitleView) { view.onTap = nil }
  }

  final class ViewContextPresenter: ViewPresenter<TitleView> {
    override func onUpdate(view: TitleView, context: UpdateContext) {
      if context.isBindingView { view.reset() }
      if context.animates { view.fadeIn() }
    }
  }

  final class NextTurn: UpdateScheduling {
    func schedule(_ pass: @escaping @MainActor () -> Void) {
      Task { @MainActor in pass() }
    }
  }

  @Observable final class Cart { var items: [Item] = []; var coupon = "" }

  final class CartBadgePresenter: ObservingPresenter<BadgeView> {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
    override func onUpdate(view: BadgeView, context: UpdateContext) {
      view.text = "\(cart.items.count)"   // reads `items`, not `coupon`
    }
  }

  final class EmptyHolder: Presenter, ItemHolding {}

  struct Disclosure: Equatable { var isOpen = false; var lines = 1 }

  // MARK: - Examples

  @MainActor
  enum Examples {
    static func itemHolding() {
      let holder = EmptyHolder()
      docValues {
        holder.reusablePresenters   // []
      }
    }

    static func notifications(page: PagePresenter<Presenter>, row: Presenter, viewController: LoginRow) {
      row.notify((any Refreshing).self, scope: .children) { $0.refresh() }
      row.notify((any CartListening).self, scope: .global) { $0.cartDidChange() }
      page.addListener(viewController, for: (any CartListening).self)
      page.removeListener(viewController, for: (any CartListening).self)
      page.notify((any PageAppearanceListening).self, scope: .global) { $0.pageDidAppear() }
    }

    static func services(
      page: PagePresenter<Presenter>, section: Presenter, feedSection: Presenter, row: Presenter,
      root: Presenter, session: Session
    ) {
      docValues {
        feedSection.services.register(ImageCache.self) { _ in ImageCache() }
        row.service(ImageCache.self)   // found on the way up
      }
      page.services.register((any Analytics).self) { context in LiveAnalytics(context) }
      section.services.register(ImageCache.self, instance: ImageCache())
      row.service((any Analytics).self)?.track("tap")   // walks up to the page
      docValues {
        let fallback = ServiceContainer()
        fallback.register((any Clock<Duration>).self, instance: TestClock())
        PagePresenter(root: root, fallbackServices: fallback)
      }
      ServiceContainer.global.register((any Analytics).self) { _ in NoAnalytics() }
      let context = root.services.context
      context.notify((any Refreshing).self, scope: .global) { $0.refresh() }
      context.presenter?.setState()
      let store = context.service(Store.self)
      context.notify((any CartListening).self, scope: .children) { $0.cartDidChange() }
      _ = store
      page.services.register(Session.self, instance: session)
      do {
        @MainActor
        final class CartService {
          let context: ServiceContext
          init(_ context: ServiceContext) { self.context = context }
          func add(_ item: Item) {
            context.notify((any CartListening).self, scope: .global) { $0.cartDidChange() }
          }
        }
        page.services.register(CartService.self) { CartService($0) }
      }
    }

    static func pages(root: Presenter) {
      final class CartPage: PagePresenter<CartPresenter> {
        override func didLoad() {
          services.register(CartService.self) { CartService($0) }
        }
      }
      let page = CartPage(root: CartPresenter())
      page.load(view: CartView())   // didLoad, onAttach, then the tree binds and renders
      // …
      page.tearDown()               // unbind, detach, release; safe to call again
      docValues {
        let page = PagePresenter(root: FeedPresenter(), scheduler: ManualUpdateScheduler())
        page.root.setState()
        page.isLoaded
        page.isAttached
        page.isTornDown
        page.attach()
        page.root.setState { page.root.title = "Now" }
        page.updateIfNeeded()   // rendered
      }
      do {
        let page = PagePresenter(root: ViewPresenter<FeedView>())
        page.load(view: FeedView())
      }
    }

    static func tree(page: PagePresenter<Presenter>, section: Presenter, row: Presenter) {
      let header = Presenter(), banner = Presenter()
      page.root.add(child: header)
      section.insert(banner, at: 0)
      section.move(row, to: 0)
      section.remove(child: row)
      row.removeFromParent()
      section.removeAllChildren()
      docValues {
        row.isDescendant(of: page.root)   // true
        row.isDescendant(of: row)         // false
      }
    }

    static func presenter(
      parent: Presenter, child: Presenter, cellPresenter: Presenter, holder: Presenter, a: Presenter,
      b: Presenter
    ) {
      final class CounterPresenter: ViewPresenter<CounterView> {
        var count = 0
        override func onUpdate(view: CounterView, context: UpdateContext) {
          view.text = "\(count)"
        }
      }
      let page = PagePresenter(root: CounterPresenter())
      page.load(view: CounterView())
      page.root.setState { page.root.count += 1 }   // rendered in the next main-actor turn
      docValues {
        let section = Presenter()
        page.root.add(child: section)
        parent.children.map { type(of: $0) }
        child.parent === page.root   // true after page.root.add(child: child)
        child.root === page.root
      }
      cellPresenter.bindsToParentView = false
      holder.bindsChildViews = false
      docValues {
        a == a   // true; two distinct presenters are never equal
      }
      var seen: Set<Presenter> = [a, b]
      seen.insert(a)
    }

    static func diagnostics(root: Presenter, logger: DocErrorLogger) {
      let page = PagePresenter(root: root, diagnostics: Diagnostics { logger.error("\($0)") })
      _ = page
      print(PresenterDiagnostic.updateLoop(rounds: 100, presenters: ["Row"]))
    }

    static func state(presenter: Presenter, row: FeedPresenter) {
      docValues {
        presenter.setState()
        presenter.needsUpdate   // true until the pass
      }
      row.setState { row.title = "Now" }
      row.updateIfNeeded()   // row.onUpdate ran; the rest of the page waits for its pass
    }

    static func animations(root: Presenter, presenter: OpeningPresenter, animator: UpdateAnimator, context: UpdateContext) {
      docValues {
        PagePresenter(root: root, animations: UnanimatedUpdates())
      }
      let animations = UnanimatedUpdates()
      _ = animations
      presenter.setState(UpdateContext(animated: true, animator: .spring(bounce: 0.3))) {
        presenter.isOpen = true
      }
      docValues {
        UpdateAnimator(duration: .milliseconds(250), curve: .easeOut)
        UpdateAnimator.Curve.spring(dampingRatio: 0.8, initialVelocity: 0)
        UpdateContext(animated: true, animator: .default)
        animator.duration == .milliseconds(300)
        animator.delay == .zero
      }
      if case .spring(let damping, _) = animator.curve { print(damping) }
      docValues {
        UpdateAnimator.spring()              // no bounce: damping ratio 1
        UpdateAnimator.spring(bounce: 0.3)   // damping ratio 0.7
      }
      presenter.setState(UpdateContext(animated: true, animator: .spring(bounce: 0.2))) {
        presenter.isOpen = true
      }
      docValues {
        UpdateContext(animated: true, layoutIfNeeded: true)
        UpdateContext(animated: true).isAnimated   // true
        context.animator?.duration
        UpdateContext(layoutIfNeeded: true)
        UpdateContext(animated: true, disablesAnimation: true).animates   // false
      }
    }

    static func contexts(first: UpdateContext, second: UpdateContext, presenter: Presenter) {
      var scrolling = UpdateContext()
      do {
        var context = scrolling
        context[ScrollsToTop.self] = true
        scrolling = context
      }
      do {
        var context = UpdateContext(animated: true)
        context.merge(UpdateContext(layoutIfNeeded: true))
        // animated and layoutIfNeeded
        _ = context
      }
      let both = first.merging(second)
      _ = both
      do {
        enum InvalidatesSize: UpdateContextKey {
          static let defaultValue = false
          static func merge(_ earlier: Bool, _ later: Bool) -> Bool { earlier || later }
        }
        var context = UpdateContext()
        context[InvalidatesSize.self] = true
        presenter.setState(context)
      }
    }

    static func keyMerge() {
      enum Key: UpdateContextKey { static let defaultValue = 0 }
      docValues {
        Key.merge(1, 2)   // 2
      }
    }

    static func schedulers(root: Presenter) {
      docValues {
        PagePresenter(root: root, scheduler: MainActorUpdateScheduler())
      }
      do {
        let scheduler = MainActorUpdateScheduler()
        _ = scheduler
      }
      let scheduler = ManualUpdateScheduler()
      let page = PagePresenter(root: root, scheduler: scheduler)
      root.setState()
      scheduler.flush()   // the pass runs here
      docValues {
        scheduler.pendingCount   // 1 after the first setState of a turn
      }
      _ = page
    }

    static func observing(cart: Cart, item: Item) {
      cart.items.append(item)   // the presenter is marked dirty; next pass re-renders it
      cart.coupon = "SALE"      // not read by the update: nothing happens
      let presenter = CartBadgePresenter(cart: cart)
      _ = presenter
    }

    static func binding(cell: TitleView) {
      let page = PagePresenter(root: ViewPresenter<PageView>())
      docValues {
        page.load(view: PageView())
        page.root.isBound   // true
      }
      final class TitlePresenter: ViewPresenter<TitleView> {
        var title = ""
        override func onUpdate(view: TitleView, context: UpdateContext) {
          view.text = title
        }
      }
      let presenter = TitlePresenter()
      presenter.bind(TitleView())   // onBindView, then an update with isBindingView
      do {
        let presenter = TitlePresenter()
        docValues {
          presenter.view?.text
        }
        presenter.bind(cell, retention: .weak)   // the list owns its cells
        presenter.bind(cell, retention: .weak)
      }
    }

    static func layout(view: FakeView) {
      view.layoutIfNeeded()
    }

    static func viewState(disclosure: ViewStatePresenter<CounterView, Disclosure>) {
      do {
        let presenter = disclosure
        presenter.setState(animated: true) { $0.isOpen = true }
        presenter.setState(UpdateContext(layoutIfNeeded: true)) { $0.lines = 3 }
      }
      struct Counter: Equatable { var count = 0 }
      final class CounterPresenter: ViewStatePresenter<CounterView, Counter> {
        override func onUpdate(view: CounterView, context: UpdateContext) {
          view.text = "\(state.count)"
        }
      }
      let presenter = CounterPresenter(state: Counter())
      presenter.setState { $0.count += 1 }   // one update
      presenter.setState { $0.count += 0 }   // no update; the completion still runs
      docValues {
        CounterPresenter(state: Counter(count: 3))
        presenter.state.count
      }
    }
  }

  final class DocErrorLogger: Sendable { func error(_ message: String) {} }
}

extension PresenterDocs.ProductHolder { var cellPresenters: [Presenter] { [] } }
