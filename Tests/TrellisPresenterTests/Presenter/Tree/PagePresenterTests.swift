import Observation
import Testing
import TrellisPresenter
import TrellisTestSupport

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
private final class Model {
  var title = "title"
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
private final class ModelPresenter: ObservingPresenter<FakeView> {
  let model: Model
  init(model: Model) { self.model = model }
  override func onUpdate(view: FakeView, context: UpdateContext) { view.text = model.title }
}

/// A service that keeps its context and a closure capturing it.
@MainActor
private final class Tracker {
  let context: ServiceContext
  var onEvent: (() -> Void)?
  init(_ context: ServiceContext) {
    self.context = context
    onEvent = { [context] in _ = context.presenter }
  }
}

@Suite("PagePresenter")
@MainActor
struct PagePresenterTests {
  @Test(
    "2.1 (fixed): tearing down unbinds, detaches children first, detaches the page; twice is safe")
  func tearDownOrder() {
    let log = CallLog()
    let root = LoggedViewPresenter<FakeView>("R", log)
    let (a, b) = (LoggedPresenter("A", log), LoggedPresenter("B", log))
    root.add(child: a)
    a.add(child: b)
    let page = RecordingPage(root: root, log: log)
    page.load(view: FakeView("page"))
    page.services.register(String.self, instance: "service")
    var seen: String?
    b.whenDetachedFromRoot = { seen = b.service(String.self) }
    _ = log.take()
    page.tearDown()
    #expect(
      log.take() == [
        "R.unbind(page)", "A.unbind", "B.unbind", "A.detachFrom(R)", "B.detachFromRoot",
        "A.detachFromRoot", "page.onDetach",
      ])
    #expect(seen == "service" && page.isTornDown && !page.isAttached)
    #expect(root.children.isEmpty && root.root == nil && a.parent == nil && b.root == nil)
    #expect(page.services.service(String.self) == nil)
    page.tearDown()
    page.detach()
    #expect(log.take().isEmpty)
  }

  @Test("after teardown, old presenters take changes without rendering or trapping")
  func afterTearDown() {
    let log = CallLog()
    let root = LoggedPresenter("R", log)
    let child = LoggedPresenter("C", log)
    root.add(child: child)
    let (page, scheduler) = makePage(root)
    page.load()
    var done = 0
    root.setState {
    } completion: {
      done += 1
    }
    page.tearDown()
    #expect(done == 1 && scheduler.flush() == 1)
    _ = log.take()
    root.setState()
    child.setState()
    page.updateIfNeeded()
    page.notify((any Named).self, scope: .global) { log.add($0.name) }
    #expect(scheduler.pendingCount == 0 && log.take().isEmpty)
    let next = PagePresenter(root: root, scheduler: scheduler, fallbackServices: nil)
    next.load()
    #expect(log.take() == ["R.bind", "R.update(binding)"])
    withExtendedLifetime(page) {}
  }

  @Test("loading again does nothing; loading a torn-down page traps")
  func loadRules() async {
    let log = CallLog()
    let (page, _) = makePage(LoggedPresenter("R", log))
    page.load()
    page.load()
    #expect(log.take() == ["R.bind", "R.update(binding)"])
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let page = PagePresenter(root: Presenter())
        page.tearDown()
        page.load()
      }
    }
  }

  @Test("a torn-down page frees every presenter, view, service and listener")
  func noLeaksAfterTearDown() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let refs = buildPage(tearDown: true)
    #expect(refs.allSatisfy { $0.object == nil }, "leaked: \(refs.filter { $0.object != nil })")
  }

  @Test("a page released without teardown tears its tree down and frees it")
  func noLeaksWithoutTearDown() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let log = CallLog()
    let refs = buildPage(tearDown: false, log: log)
    #expect(refs.allSatisfy { $0.object == nil }, "leaked: \(refs.filter { $0.object != nil })")
    #expect(log.entries.contains("B.detachFromRoot") && log.entries.contains("R.unbind(page)"))
  }

  /// Builds a loaded page with services, listeners, observation and pending work; returns weak
  /// references to all of it once the page is gone.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  private func buildPage(tearDown: Bool, log: CallLog = CallLog()) -> [WeakRef] {
    var refs: [WeakRef] = []
    do {
      let model = Model()
      let root = LoggedViewPresenter<FakeView>("R", log)
      let a = LoggedPresenter("A", log)
      let b = LoggedPresenter("B", log)
      let observing = ModelPresenter(model: model)
      root.add(child: a)
      a.add(child: b)
      a.add(child: observing)
      let view = FakeView("page", [FakeView("model")])
      let page = PagePresenter(root: root, scheduler: MainActorUpdateScheduler())
      page.load(view: view)
      page.services.register(Tracker.self) { Tracker($0) }
      a.services.register(Tracker.self, lazy: false) { Tracker($0) }
      let trackers = [page.root.service(Tracker.self), b.service(Tracker.self)]
      page.addListener(b, for: (any Named).self)
      b.setState {
      } completion: {
        _ = b.name
      }
      model.title = "changed"
      if tearDown { page.tearDown() }
      let objects: [AnyObject] = [page, root, a, b, observing, view, model]
      refs = objects.map { WeakRef(object: $0) }
      refs += trackers.map { WeakRef(object: $0) }
      refs.append(WeakRef(object: observing.view))
    }
    return refs
  }
}

struct WeakRef: CustomStringConvertible {
  weak var object: AnyObject?
  var description: String { object.map { "\(type(of: $0))" } ?? "nil" }
}
