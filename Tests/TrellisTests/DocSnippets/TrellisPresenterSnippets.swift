// The snippets of the TrellisPresenter catalog (TrellisPresenter.md, PresenterTree.md,
// StateContainers.md), compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

/// What the state-container article's children and container did, in order.
@MainActor private var stateContainerLog: [String] = []

/// The state-container article's loading, logged.
@MainActor private func startLoading() { stateContainerLog.append("startLoading") }

@MainActor
@Suite("Doc: TrellisPresenter")
struct TrellisPresenterSnippets {
  typealias TitleCell = DocTitleCell
  final class CounterView {
    var text = ""
  }

  struct Counter: Equatable {
    var count = 0
  }

  static func fruitList(_ fruits: [Fruit], isLoading: Bool) -> ListModel {
    ListModel(page: 1, hasNext: isLoading) {
      ListSection(id: "fruit", fruits) { fruit in
        ListItem(id: fruit.id, content: fruit.name, view: TitleCell.self)
      }
    }
  }

  @Test("two state changes in one turn render once")
  func presenterTree() {
    final class CounterView {
      var text = ""
    }

    struct Counter: Equatable {
      var count = 0
    }

    final class CounterPresenter: ViewStatePresenter<CounterView, Counter> {
      override func onUpdate(view: CounterView, context: UpdateContext) {
        view.text = "\(state.count)"
      }
    }

    let scheduler = ManualUpdateScheduler()
    let presenter = CounterPresenter(state: Counter())
    let page = PagePresenter(root: presenter, scheduler: scheduler)
    page.load(view: CounterView())
    presenter.setState { $0.count += 1 }
    presenter.setState { $0.count += 1 }  // same pass: one update
    scheduler.flush()  // presenter.view?.text == "2"
    page.tearDown()
    #expect(presenter.state.count == 2)
  }

  @Test("the module overview: a page renders its root")
  func overview() {
    final class CounterPresenter: ViewStatePresenter<CounterView, Counter> {
      override func onUpdate(view: CounterView, context: UpdateContext) {
        view.text = "\(state.count)"
      }
    }

    let page = PagePresenter(root: CounterPresenter(state: Counter()))
    page.load(view: CounterView())
    page.root.setState { $0.count += 1 }  // rendered in the next update pass
    #expect(page.root.state.count == 1)
    page.tearDown()
  }

  final class FruitListPresenter: Presenter {
    let adapter: ListAdapter
    var fruits: [Fruit] = []
    var isLoading = true

    init(host: any ListHost) {
      adapter = ListAdapter(host: host)
      super.init()
    }

    override func onUpdate(context: UpdateContext) {
      adapter.apply(fruitList(fruits, isLoading: isLoading), animated: context.animates)
    }

    func didLoad(_ loaded: [Fruit]) {
      setState(animated: true) {
        fruits = loaded
        isLoading = false
      }
    }
  }

  @Test("a presenter drives a list adapter from its update")
  func listFromAPresenter() {
    let scheduler = ManualUpdateScheduler()
    let list = FruitListPresenter(host: docHost())
    let page = PagePresenter(root: list, scheduler: scheduler)
    page.load()
    list.didLoad([Fruit(id: 1, name: "Apple")])
    scheduler.flush()
    #expect(list.adapter.displayedModel.section(id: "fruit")?.items.count == 1)
    page.tearDown()
  }

  @MainActor
  protocol CartListening {
    func cartDidChange(count: Int)
  }

  @MainActor
  final class CartService {
    let context: ServiceContext
    private(set) var items: [String] = []
    init(_ context: ServiceContext) { self.context = context }
    func add(_ item: String) {
      items.append(item)
      context.notify((any CartListening).self, scope: .global) {
        $0.cartDidChange(count: items.count)
      }
    }
  }

  final class ShopPage: PagePresenter<Presenter> {
    override func didLoad() {
      services.register(CartService.self) { CartService($0) }
    }
  }

  final class BadgePresenter: ViewPresenter<CounterView>, CartListening {
    var count = 0
    func cartDidChange(count: Int) {
      setState { self.count = count }
    }
    override func onUpdate(view: CounterView, context: UpdateContext) {
      view.text = count == 0 ? "" : "\(count)"
    }
  }

  @Test("a service notifies the page's listeners")
  func services() throws {
    let scheduler = ManualUpdateScheduler()
    let root = Presenter()
    let badge = BadgePresenter()
    root.add(child: badge)
    let page = ShopPage(root: root, scheduler: scheduler)
    page.load()
    let cart = try #require(root.service(CartService.self))
    cart.add("lamp")
    #expect(badge.count == 1)
    page.tearDown()
  }

  class LoggingChild: StateChild {
    var name: String { "" }
    func willAppear(animated: Bool) { stateContainerLog.append("\(name).willAppear") }
    func didAppear(animated: Bool) { stateContainerLog.append("\(name).didAppear") }
    func willDisappear(animated: Bool) { stateContainerLog.append("\(name).willDisappear") }
    func didDisappear(animated: Bool) { stateContainerLog.append("\(name).didDisappear") }
  }

  final class SpinnerPage: LoggingChild {
    override var name: String { "spinner" }
  }

  final class ListPage: LoggingChild {
    override var name: String { "list" }
  }

  final class ErrorPage: LoggingChild {
    override var name: String { "errorBanner" }
  }

  @Test("a state container shows each state's children, in UIKit's appearance order")
  func stateContainer() {
    stateContainerLog = []
    let fruits = [Fruit(id: 1, name: "Apple")]

    enum Screen {
      case loading
      case ready([Fruit])
      case failed(String)
    }

    final class FeedContainer: StateContainer<Screen> {
      let spinner = SpinnerPage()
      let list = ListPage()
      let errorBanner = ErrorPage()

      override func loadAppearanceState() -> Screen { .loading }

      override func children(for state: Screen) -> [any StateChild] {
        switch state {
        case .loading: [spinner]
        case .ready: [list]
        case .failed: [list, errorBanner]  // the banner sits above the list
        }
      }

      override func didTransition(from previous: Screen?, animated: Bool) {
        if case .loading = currentState { startLoading() }
      }
    }

    let container = FeedContainer()
    container.containerWillAppear(animated: false)  // forwarded by whoever shows the container
    container.containerDidAppear(animated: false)
    container.setNeedsTransition(to: .ready(fruits), animated: false)
    container.setNeedsTransition(to: .failed("offline"), animated: false)

    #expect(
      stateContainerLog == [
        "spinner.willAppear", "spinner.didAppear", "startLoading",
        "spinner.willDisappear", "list.willAppear", "spinner.didDisappear", "list.didAppear",
        "errorBanner.willAppear", "errorBanner.didAppear",
      ])
  }
}
