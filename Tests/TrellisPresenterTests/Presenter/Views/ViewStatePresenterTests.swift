import Testing
import TrellisPresenter
import TrellisTestSupport

private struct Counter: Equatable {
  var count = 0
  var title = "Count"
}

@MainActor
private final class CounterPresenter: ViewStatePresenter<FakeView, Counter> {
  var updates: [Counter] = []

  override func onUpdate(view: FakeView, context: UpdateContext) {
    updates.append(state)
    view.text = "\(state.title): \(state.count)"
  }
}

@Suite("ViewStatePresenter")
@MainActor
struct ViewStatePresenterTests {
  private func makeCounter() -> (
    page: PagePresenter<CounterPresenter>, scheduler: ManualUpdateScheduler, view: FakeView
  ) {
    let (page, scheduler) = makePage(CounterPresenter(state: Counter()))
    let view = FakeView("counter")
    page.load(view: view)
    page.root.updates.removeAll()
    return (page, scheduler, view)
  }

  @Test("a change renders once, however many calls made it")
  func changeRenders() {
    let (page, scheduler, view) = makeCounter()
    page.root.setState { $0.count += 1 }
    page.root.setState { $0.count += 1 }
    page.root.setState(animated: true) { $0.title = "Total" }
    #expect(page.root.state == Counter(count: 2, title: "Total"))
    scheduler.flush()
    #expect(page.root.updates == [Counter(count: 2, title: "Total")])
    #expect(view.text == "Total: 2")
    withExtendedLifetime(page) {}
  }

  @Test("ref 26 (fixed): an unchanged state skips the update and still runs the completion")
  func unchangedRunsCompletion() {
    let (page, scheduler, _) = makeCounter()
    var done = 0
    page.root.setState {
      $0.count += 0
    } completion: {
      done += 1
    }
    #expect(done == 1 && !page.root.needsUpdate && scheduler.pendingCount == 0)
    scheduler.flush()
    #expect(page.root.updates.isEmpty)
    withExtendedLifetime(page) {}
  }

  @Test("an unchanged state's completion waits for work already waiting, in call order")
  func unchangedKeepsOrder() {
    let (page, scheduler, _) = makeCounter()
    var done: [String] = []
    page.root.setState {
      $0.count = 5
    } completion: {
      done.append("changed")
    }
    page.root.setState {
      $0.count = 5
    } completion: {
      done.append("unchanged")
    }
    #expect(done.isEmpty)
    scheduler.flush()
    #expect(done == ["changed", "unchanged"] && page.root.updates.count == 1)
    withExtendedLifetime(page) {}
  }

  @Test("an unchanged state's completion from inside a pass runs when the pass ends")
  func unchangedInsidePass() {
    let log = CallLog()
    let root = LoggedPresenter("R", log)
    let counter = CounterPresenter(state: Counter())
    root.add(child: counter)
    let (page, scheduler) = makePage(root)
    page.load()
    root.whenUpdated = { _ in
      counter.setState {
        $0.count += 0
      } completion: {
        log.add("counter done")
      }
      log.add("R update ends")
    }
    _ = log.take()
    root.setState()
    scheduler.flush()
    #expect(log.take() == ["R.update", "R update ends", "counter done"])
    withExtendedLifetime(page) {}
  }

  @Test("the change's context reaches the animator, and the view lays out")
  func contextKept() {
    let animations = RecordingAnimations(CallLog())
    let (page, scheduler) = makePage(CounterPresenter(state: Counter()), animations: animations)
    let view = FakeView("counter")
    page.load(view: view)
    page.root.setState(UpdateContext(animated: true, layoutIfNeeded: true)) { $0.count = 9 }
    scheduler.flush()
    #expect(animations.calls.map(\.animates) == [true, true])
    #expect(view.layoutCount == 1 && view.text == "Count: 9")
    withExtendedLifetime(page) {}
  }
}
