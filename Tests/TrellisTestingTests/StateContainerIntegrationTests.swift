import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

private enum Screen: String, Equatable, Sendable { case loading, ready }

/// A page whose root records attach and detach.
private final class FeedRoot: Presenter {
  var log: [String] = []
}

private final class FeedPage: PagePresenter<FeedRoot> {
  override func didLoad() { root.log.append("load") }
  override func onAttach() { root.log.append("attach") }
  override func onDetach() { root.log.append("detach") }
}

/// A list screen: a headless host showing fruit.
private final class FruitScreen: StateChild, HeadlessSnapshotProviding {
  let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100))
  let adapter: ListAdapter

  init() {
    adapter = ListAdapter(host: host)
    adapter.apply(
      ListModel {
        ListSection(id: "fruit") { ListItem(id: 1, content: "Apple", view: TitleRow.self) }
      },
      animated: false)
  }

  func snapshot() -> String { host.snapshot() }
}

private final class Spinner: StateChild {}

private final class ScreenContainer: StateContainer<Screen> {
  let spinner = Spinner()
  let page = FeedPage(root: FeedRoot(), scheduler: ManualUpdateScheduler())
  let fruit = FruitScreen()

  override func children(for state: Screen) -> [any StateChild] {
    state == .loading ? [spinner] : [page, fruit]
  }

  /// A container shown without animation in `state`.
  static func shown(in state: Screen) -> ScreenContainer {
    let container = ScreenContainer()
    container.setNeedsTransition(to: state, animated: false)
    container.appear()
    return container
  }

  /// Shows the container without animation: will-appear, then did-appear.
  func appear() {
    containerWillAppear(animated: false)
    containerDidAppear(animated: false)
  }
}

@MainActor
@Suite("State container integration")
struct StateContainerIntegrationTests {
  @Test("a presenter page is a child: loaded on first appearance, attached and detached")
  func pageChild() {
    let container = ScreenContainer.shown(in: .loading)
    #expect(container.page.root.log.isEmpty)
    container.setNeedsTransition(to: .ready, animated: false)
    #expect(container.page.root.log == ["load", "attach"])
    container.setNeedsTransition(to: .loading, animated: false)
    #expect(container.page.root.log == ["load", "attach", "detach"])
    container.setNeedsTransition(to: .ready, animated: false)
    #expect(container.page.root.log == ["load", "attach", "detach", "attach"])
  }

  @Test("a presenter's state drives the container in the update pass, coalesced")
  func presenterState() {
    let container = ScreenContainer()
    let scheduler = ManualUpdateScheduler()
    let page = PagePresenter(root: StatePresenter(state: Screen.loading), scheduler: scheduler)
    page.load(view: container)  // the binding update gives the container its first state
    #expect(container.currentState == .loading)
    container.appear()
    page.root.setState { $0 = .ready }
    page.root.setState { $0 = .loading }
    page.root.setState { $0 = .ready }
    #expect(container.currentState == .loading)  // nothing renders before the pass
    scheduler.flush()
    #expect(container.currentState == .ready)
    #expect(container.visibleChildren.count == 2)
  }

  @Test("the snapshot shows the state and the visible child's own snapshot")
  func snapshot() {
    let container = ScreenContainer.shown(in: .ready)
    #expect(
      container.snapshot() == """
        state ready
        child FeedPage
        child FruitScreen
          viewport 0,0 320x100 content 320x44
          item [0, 0] 0,0 320x44 "Apple"
        """)
    container.setNeedsTransition(to: .loading, animated: false)
    #expect(container.snapshot() == "state loading\nchild Spinner")
  }
}
