import Synchronization
import Testing
import TrellisCore
import TrellisPresenter
import TrellisTestSupport

@Suite("setState and the update pass")
@MainActor
struct UpdatePassTests {
  /// R → [A → [A1, A2], B] logging to `log`, loaded, and the log, cleared.
  private func makeTree(
    log: CallLog = CallLog(), animations: any UpdateAnimating = UnanimatedUpdates()
  ) -> (
    log: CallLog, page: PagePresenter<LoggedPresenter>, scheduler: ManualUpdateScheduler,
    nodes: Nodes
  ) {
    let root = LoggedPresenter("R", log)
    let (a, b) = (LoggedPresenter("A", log), LoggedPresenter("B", log))
    let (a1, a2) = (LoggedPresenter("A1", log), LoggedPresenter("A2", log))
    root.add(child: a)
    root.add(child: b)
    a.add(child: a1)
    a.add(child: a2)
    let (page, scheduler) = makePage(root, animations: animations)
    page.load()
    _ = log.take()
    for presenter in [root, a, a1, a2, b] { presenter.updateCount = 0 }
    return (log, page, scheduler, Nodes(root: root, a: a, a1: a1, a2: a2, b: b))
  }

  struct Nodes {
    let root, a, a1, a2, b: LoggedPresenter
  }

  @Test(
    "ref 13: N setState calls in a turn make one update with merged flags and ordered completions")
  func coalescing() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.a.options.logsContext = true
    for index in 1...3 {
      let context = UpdateContext(animated: index == 2, layoutIfNeeded: index == 3)
      nodes.a.setState(context) {
      } completion: {
        log.add("done \(index)")
      }
    }
    #expect(scheduler.pendingCount == 1 && log.entries.isEmpty && nodes.a.needsUpdate)
    #expect(scheduler.flush() == 1)
    #expect(
      log.take() == ["A.update(animated,layout)", "A.layout", "done 1", "done 2", "done 3"])
    #expect(nodes.a.updateCount == 1 && !nodes.a.needsUpdate)
    withExtendedLifetime(page) {}
  }

  @Test("a pass renders parents before children, siblings in order, whatever the call order")
  func treeOrder() {
    let (log, page, scheduler, nodes) = makeTree()
    for presenter in [nodes.b, nodes.a2, nodes.a, nodes.root, nodes.a1] { presenter.setState() }
    scheduler.flush()
    #expect(log.take() == ["R.update", "A.update", "A1.update", "A2.update", "B.update"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 16: a setState from another presenter's update renders in the same pass")
  func crossPresenterSameFlush() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.a.whenUpdated = { _ in
      nodes.root.setState(UpdateContext(layoutIfNeeded: true)) {
      } completion: {
        log.add("R done")
      }
      nodes.a2.setState {
      } completion: {
        log.add("A2 done")
      }
    }
    nodes.a.setState {
    } completion: {
      log.add("A done")
    }
    nodes.a2.setState(UpdateContext(layoutIfNeeded: true))
    #expect(scheduler.flush() == 1)
    #expect(
      log.take() == [
        "A.update", "A2.update", "R.update", "A2.layout", "R.layout", "A done", "A2 done",
        "R done",
      ])
    #expect(nodes.a2.updateCount == 1 && scheduler.pendingCount == 0)
    withExtendedLifetime(page) {}
  }

  @Test("ref 17 (fixed): a setState from a presenter's own update re-renders it in the same pass")
  func selfSetStateSameFlush() {
    let (log, page, scheduler, nodes) = makeTree()
    var again = true
    nodes.a.whenUpdated = { _ in
      guard again else { return }
      again = false
      nodes.a.setState {
      } completion: {
        log.add("inner done")
      }
    }
    nodes.a.setState {
    } completion: {
      log.add("outer done")
    }
    #expect(scheduler.flush() == 1)
    #expect(log.take() == ["A.update", "A.update", "outer done", "inner done"])
    #expect(!nodes.a.needsUpdate && scheduler.pendingCount == 0)
    withExtendedLifetime(page) {}
  }

  @Test("a child dirtied by its parent's update joins the pass; one update if already dirty")
  func parentDirtiesChildren() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.a1.options.logsContext = true
    nodes.a.whenUpdated = { _ in
      nodes.a1.setState(animated: true)
      nodes.b.setState()
    }
    nodes.a1.setState(UpdateContext(layoutIfNeeded: true))
    nodes.a.setState()
    scheduler.flush()
    #expect(log.take() == ["A.update", "A1.update(animated,layout)", "B.update", "A1.layout"])
    withExtendedLifetime(page) {}
  }

  @Test("a pass that never settles stops at the cap, reports it, and runs the completions")
  func updateLoopIsCapped() {
    let log = CallLog()
    let diagnostics = Mutex<[PresenterDiagnostic]>([])
    let root = LoggedPresenter("R", log)
    let looping = LoggedPresenter("L", log)
    root.add(child: looping)
    let (page, scheduler) = makePage(
      root, maximumUpdateRounds: 5,
      diagnostics: Diagnostics { diagnostic in
        diagnostics.withLock { $0.append(diagnostic as! PresenterDiagnostic) }
      })
    page.load()
    looping.whenUpdated = { _ in looping.setState() }
    looping.setState {
    } completion: {
      log.add("done")
    }
    _ = log.take()
    scheduler.flush()
    #expect(looping.updateCount == 6)
    let reported = diagnostics.withLock { $0 }
    #expect(reported == [.updateLoop(rounds: 5, presenters: ["LoggedPresenter"])])
    #expect("\(reported[0])".contains("still had work after 5 rounds"))
    #expect(log.entries.last == "done" && !looping.needsUpdate)
    looping.whenUpdated = nil
    looping.setState()
    #expect(scheduler.flush() == 1 && looping.updateCount == 7)
    withExtendedLifetime(page) {}
  }

  @Test("ref 19/20: the animator wraps each update, then the layout step with the merged context")
  func animationCalls() {
    let log = CallLog()
    let animations = RecordingAnimations(log)
    let (_, page, scheduler, nodes) = makeTree(log: log, animations: animations)
    let spring = UpdateAnimator.spring(bounce: 0.2)
    nodes.a.setState(UpdateContext(animated: true, layoutIfNeeded: true))
    nodes.b.setState(UpdateContext(animator: spring))
    scheduler.flush()
    #expect(
      log.take() == [
        "animate(true)", "A.update", "animate(false)", "B.update", "animate(true)", "A.layout",
      ])
    let layout = animations.calls[2]
    #expect(layout.isAnimated && layout.layoutIfNeeded && layout.animator == spring)
    nodes.a.setState(UpdateContext(animated: true, disablesAnimation: true))
    scheduler.flush()
    #expect(log.take() == ["animate(false)", "A.update"])
    #expect(animations.calls.last?.isAnimated == true)
    withExtendedLifetime(page) {}
  }

  @Test("ref 21: completions run synchronously at the end of the pass, after every update")
  func completionsAfterPass() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.a.setState(animated: true) {
    } completion: {
      log.add("A done")
      nodes.b.setState()
    }
    nodes.b.setState()
    scheduler.flush()
    #expect(log.take() == ["A.update", "B.update", "A done", "B.update"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 22: updateIfNeeded renders one presenter now, unanimated")
  func presenterUpdateIfNeeded() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.a1.options.logsContext = true
    nodes.a.setState()
    nodes.a1.setState(animated: true) {
    } completion: {
      log.add("A1 done")
    }
    nodes.a1.updateIfNeeded()
    #expect(log.take() == ["A1.update(animated,noAnimation)", "A1 done"])
    nodes.a1.updateIfNeeded()
    #expect(log.take().isEmpty && nodes.a.needsUpdate)
    scheduler.flush()
    #expect(log.take() == ["A.update"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 23/24: the page renders everything now; the scheduled pass then finds nothing")
  func pageUpdateIfNeeded() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.b.setState()
    nodes.a.setState()
    page.updateIfNeeded()
    #expect(log.take() == ["A.update", "B.update"])
    nodes.a.setState()
    #expect(scheduler.pendingCount == 1)
    scheduler.flush()
    #expect(log.take() == ["A.update"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 24: pages sharing a scheduler all render in one flush, however they dirty each other")
  func pagesShareScheduler() {
    let log = CallLog()
    let scheduler = ManualUpdateScheduler()
    let (first, second) = (LoggedPresenter("P1", log), LoggedPresenter("P2", log))
    let pages = [first, second].map {
      PagePresenter(root: $0, scheduler: scheduler, fallbackServices: nil)
    }
    pages.forEach { $0.load() }
    first.whenUpdated = { _ in second.setState() }
    _ = log.take()
    first.setState()
    #expect(scheduler.flush() == 2)
    #expect(log.take() == ["P1.update", "P2.update"])
    withExtendedLifetime(pages) {}
  }

  @Test("outside a page a bound presenter waits, and updateIfNeeded renders it")
  func outsideAPage() {
    let log = CallLog()
    let presenter = LoggedViewPresenter<FakeView>("P", log)
    presenter.bind(FakeView("v"))
    _ = log.take()
    presenter.setState()
    #expect(presenter.needsUpdate)
    presenter.updateIfNeeded()
    #expect(log.take() == ["P.update"])
  }

  @Test("a dirty presenter removed before the pass is skipped and renders when it binds again")
  func removedWhileDirty() {
    let (log, page, scheduler, nodes) = makeTree()
    nodes.b.setState {
    } completion: {
      log.add("B done")
    }
    nodes.root.remove(child: nodes.b)
    _ = log.take()
    scheduler.flush()
    #expect(log.take().isEmpty && nodes.b.needsUpdate)
    nodes.a.add(child: nodes.b)
    #expect(
      log.take() == ["B.attachTo(A)", "B.attachToRoot", "B.bind", "B.update(binding)", "B done"])
    withExtendedLifetime(page) {}
  }

  @Test("the production scheduler renders on a later main-actor turn")
  func mainActorScheduler() async {
    let log = CallLog()
    let root = LoggedPresenter("R", log)
    let page = PagePresenter(root: root, fallbackServices: nil)
    page.load()
    _ = log.take()
    await withCheckedContinuation { continuation in
      root.setState()
      root.setState {
      } completion: {
        continuation.resume()
      }
      #expect(log.entries.isEmpty)
    }
    #expect(log.take() == ["R.update"])
    page.tearDown()
  }
}

/// Records each call and the context it got, then runs the changes.
@MainActor
final class RecordingAnimations: UpdateAnimating {
  private(set) var calls: [UpdateContext] = []
  private let log: CallLog

  init(_ log: CallLog) { self.log = log }

  func animate(_ context: UpdateContext, _ changes: () -> Void) {
    calls.append(context)
    log.add("animate(\(context.animates))")
    changes()
  }
}
