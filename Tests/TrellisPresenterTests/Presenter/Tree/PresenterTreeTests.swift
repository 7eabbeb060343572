import Testing
import TrellisPresenter
import TrellisTestSupport

@Suite("Presenter tree and lifecycle")
@MainActor
struct PresenterTreeTests {
  @Test("ref 1: adding a child again moves it last and fires nothing")
  func reAddMovesLast() {
    let log = CallLog()
    let parent = LoggedPresenter("P", log)
    let (a, b) = (LoggedPresenter("A", log), LoggedPresenter("B", log))
    parent.add(child: a)
    parent.add(child: b)
    _ = log.take()
    parent.add(child: a)
    #expect(parent.children.map(label(of:)) == ["B", "A"])
    #expect(log.take().isEmpty)
  }

  @Test("insert and move place children without callbacks")
  func insertAndMove() {
    let log = CallLog()
    let parent = LoggedPresenter("P", log)
    let (a, b, c) = (
      LoggedPresenter("A", log), LoggedPresenter("B", log), LoggedPresenter("C", log)
    )
    parent.add(child: a)
    parent.insert(b, at: 0)
    parent.insert(c, at: 1)
    #expect(parent.children.map(label(of:)) == ["B", "C", "A"])
    _ = log.take()
    parent.move(a, to: 0)
    parent.insert(c, at: 0)
    #expect(parent.children.map(label(of:)) == ["C", "A", "B"])
    #expect(log.take().isEmpty)
  }

  @Test("ref 2: adding to another parent first fully detaches; removing a non-child is a no-op")
  func reparent() {
    let (log, root, page) = loggedTree(loaded: true)
    let (p1, p2, c) = (
      LoggedPresenter("P1", log), LoggedPresenter("P2", log), LoggedPresenter("C", log)
    )
    root.add(child: p1)
    root.add(child: p2)
    p1.add(child: c)
    _ = log.take()
    p2.add(child: c)
    #expect(
      log.take() == [
        "C.unbind", "C.detachFrom(P1)", "C.detachFromRoot",
        "C.attachTo(P2)", "C.attachToRoot", "C.bind", "C.update(binding)",
      ])
    #expect(c.parent === p2 && p1.children.isEmpty && p2.children.count == 1)
    p1.remove(child: c)
    #expect(log.take().isEmpty && c.parent === p2)
    withExtendedLifetime(page) {}
  }

  @Test("ref 3: adding a subtree under a root attaches parents first")
  func attachOrder() {
    let (log, root, page) = loggedTree(loaded: false)
    let (a, b) = (LoggedPresenter("A", log), LoggedPresenter("B", log))
    a.add(child: b)
    #expect(log.take() == ["B.attachTo(A)"])
    root.add(child: a)
    #expect(log.take() == ["A.attachTo(R)", "A.attachToRoot", "B.attachToRoot"])
    #expect(a.root === root && b.root === root && root.root === root)
    withExtendedLifetime(page) {}
  }

  @Test("1.4: adding P under an attached, bound parent")
  func addUnderBoundParent() {
    let (log, root, page) = loggedTree(loaded: true)
    let (p, q) = (LoggedPresenter("P", log), LoggedPresenter("Q", log))
    p.add(child: q)
    _ = log.take()
    root.add(child: p)
    #expect(
      log.take() == [
        "P.attachTo(R)", "P.attachToRoot", "Q.attachToRoot",
        "P.bind", "Q.bind", "Q.update(binding)", "P.update(binding)",
      ])
    withExtendedLifetime(page) {}
  }

  @Test("ref 4: removing a bound subtree unbinds, then detaches children first, listed throughout")
  func removeOrder() {
    let (log, root, page) = loggedTree(loaded: true)
    let (a, b) = (LoggedPresenter("A", log), LoggedPresenter("B", log))
    a.add(child: b)
    root.add(child: a)
    page.services.register(String.self, instance: "service")
    var found: [String?] = []
    a.whenDetachedFromRoot = { found.append(a.service(String.self)) }
    b.whenDetachedFromRoot = { found.append(b.service(String.self)) }
    _ = log.take()
    root.remove(child: a)
    #expect(
      log.take() == [
        "A.unbind", "B.unbind", "A.detachFrom(R)", "B.detachFromRoot", "A.detachFromRoot",
      ])
    #expect(found == ["service", "service"])
    #expect(root.children.isEmpty && a.parent == nil && a.root == nil && b.root == nil)
    #expect(b.parent === a && !a.isBound && !b.isBound)
    withExtendedLifetime(page) {}
  }

  @Test("ref 5: children attach to the root before the page attaches")
  func attachBeforePageAttach() {
    let (log, root, page) = loggedTree(loaded: false)
    root.add(child: LoggedPresenter("C", log))
    #expect(log.take() == ["C.attachTo(R)", "C.attachToRoot"])
    #expect(!page.isAttached)
    withExtendedLifetime(page) {}
  }

  @Test("a page's existing subtree attaches to the root when the page is made")
  func existingSubtreeAttaches() {
    let log = CallLog()
    let root = LoggedPresenter("R", log)
    let a = LoggedPresenter("A", log)
    root.add(child: a)
    a.add(child: LoggedPresenter("B", log))
    _ = log.take()
    let (page, _) = makePage(root)
    #expect(log.take() == ["A.attachToRoot", "B.attachToRoot"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 6: onDetach sees the page attached; it is detached afterwards")
  func pageDetach() {
    let page = RecordingPage(root: Presenter())
    page.load()
    #expect(page.isAttached && page.events == ["didLoad", "onAttach(attached: true)"])
    page.detach()
    #expect(page.events.last == "onDetach(attached: true)" && !page.isAttached)
    page.detach()
    #expect(page.events.count == 3)
  }

  @Test("1.4: loading a page: didLoad, attach, then the tree binds and renders")
  func pageLoadOrder() {
    let log = CallLog()
    let root = LoggedViewPresenter<FakeView>("R", log)
    root.add(child: LoggedPresenter("C", log))
    let page = RecordingPage(root: root, log: log)
    _ = log.take()
    page.load(view: FakeView("page"))
    #expect(
      log.take() == [
        "page.didLoad", "page.onAttach", "R.bind(page)", "C.bind", "C.update(binding)",
        "R.update(binding)",
      ])
  }

  @Test("a presenter is a descendant of its ancestors only; equality is identity")
  func descendants() {
    let (a, b, c) = (Presenter(), Presenter(), Presenter())
    a.add(child: b)
    b.add(child: c)
    #expect(c.isDescendant(of: a) && c.isDescendant(of: b) && !c.isDescendant(of: c))
    #expect(!a.isDescendant(of: c))
    #expect(a == a && a != b && Set([a, b, a]).count == 2)
    b.removeAllChildren()
    #expect(b.children.isEmpty && c.parent == nil)
    b.removeFromParent()
    #expect(a.children.isEmpty)
  }

  @Test("adding itself, an ancestor or a page's root traps, naming the rule")
  func cyclesTrap() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = Presenter()
        a.add(child: a)
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let (a, b) = (Presenter(), Presenter())
        a.add(child: b)
        b.add(child: a)
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let root = Presenter()
        let page = PagePresenter(root: root)
        Presenter().add(child: page.root)
      }
    }
  }
}

/// A page that records its own hooks.
@MainActor
final class RecordingPage<Root: Presenter>: PagePresenter<Root> {
  private(set) var events: [String] = []
  private let log: CallLog?

  init(root: Root, log: CallLog? = nil) {
    self.log = log
    super.init(root: root, scheduler: ManualUpdateScheduler(), fallbackServices: nil)
  }

  override func didLoad() { record("didLoad") }
  override func onAttach() { record("onAttach(attached: \(isAttached))") }
  override func onDetach() { record("onDetach(attached: \(isAttached))") }

  private func record(_ event: String) {
    events.append(event)
    log?.add("page.\(event.prefix { $0 != "(" })")
  }
}
