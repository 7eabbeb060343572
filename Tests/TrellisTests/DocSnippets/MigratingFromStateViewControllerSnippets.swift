// The snippets of Trellis.docc/MigratingFromStateViewController.md, compiled and run.
import Foundation
import Testing
import Trellis

@MainActor
@Suite("Doc: Migrating from StateViewController")
struct MigratingFromStateViewControllerSnippets {
  enum FeedState: Equatable {
    case loading
    case ready
  }

  final class ListPage: StateChild {
    var loads = 0
  }

  final class FeedContainer: StateContainer<FeedState> {
    let spinner = SpinnerPage()
    let list = ListPage()
    override func loadAppearanceState() -> FeedState { .loading }

    override func children(for state: FeedState) -> [any StateChild] {
      switch state {
      case .loading: [spinner]
      case .ready: [list]
      }
    }

    override func didTransition(from previousState: FeedState?, animated: Bool) {
      if currentState == .loading { load() }  // runs before setNeedsTransition returns
    }
  }

  final class SpinnerPage: StateChild {
    var isSpinning = false
    func willAppear(animated: Bool) { isSpinning = true }
    func didDisappear(animated: Bool) { isSpinning = false }
  }

  @Test("appearing loads the first state and shows its child")
  func appearing() {
    let container = FeedContainer()
    let animated = false
    container.containerWillAppear(animated: animated)  // from viewWillAppear
    container.containerDidAppear(animated: animated)  // from viewDidAppear
    #expect(container.list.loads == 1)
    #expect(container.spinner.isSpinning)
    container.setNeedsTransition(to: .ready, animated: false)
    #expect(!container.spinner.isSpinning)
  }
}

extension MigratingFromStateViewControllerSnippets.FeedContainer {
  /// Starts loading the feed; counted by the list page.
  func load() { list.loads += 1 }
}
