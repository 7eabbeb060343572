import Testing
import TrellisPresenter
import TrellisTestSupport

@MainActor
private protocol Greeting: AnyObject {
  var text: String { get }
}

@MainActor
private final class Greeter: Greeting {
  let text: String
  init(_ text: String) { self.text = text }
}

@MainActor
private protocol Refreshing {
  func refresh()
}

@MainActor
private final class RefreshingPresenter: LoggedPresenter, Refreshing {
  func refresh() { log.add("\(name).refresh") }
}

/// A service that reaches its tree through its context.
@MainActor
private final class Session {
  let context: ServiceContext
  init(_ context: ServiceContext) { self.context = context }

  func greeting() -> String? { context.service((any Greeting).self)?.text }

  func signOut() {
    context.notify((any Refreshing).self, scope: .global) { $0.refresh() }
  }
}

@Suite("Services")
@MainActor
struct ServiceTests {
  /// R → A → B → C: R's page, A a provider.
  private func makeTree(_ log: CallLog, fallback: ServiceContainer = ServiceContainer()) -> (
    page: PagePresenter<RefreshingPresenter>, a: RefreshingPresenter, b: RefreshingPresenter,
    c: RefreshingPresenter
  ) {
    let root = RefreshingPresenter("R", log)
    let (a, b, c) = (
      RefreshingPresenter("A", log), RefreshingPresenter("B", log), RefreshingPresenter("C", log)
    )
    root.add(child: a)
    a.add(child: b)
    b.add(child: c)
    let (page, _) = makePage(root, fallback: fallback)
    page.load()
    _ = log.take()
    return (page, a, b, c)
  }

  @Test("ref 27: a lazy builder runs once, at the first lookup; an eager one at registration")
  func lazyAndEager() {
    let (page, _, _, c) = makeTree(CallLog())
    var builds: [String] = []
    page.services.register((any Greeting).self) { _ in
      builds.append("lazy")
      return Greeter("hi")
    }
    #expect(builds.isEmpty)
    #expect(c.service((any Greeting).self)?.text == "hi")
    #expect(c.service((any Greeting).self)?.text == "hi")
    #expect(builds == ["lazy"])
    page.root.services.register(Greeter.self, lazy: false) { _ in
      builds.append("eager")
      return Greeter("now")
    }
    #expect(builds == ["lazy", "eager"])
    #expect(c.service(Greeter.self)?.text == "now" && builds.count == 2)
    withExtendedLifetime(page) {}
  }

  @Test("ref 28 (fixed): a lookup before a lazy registration does not hide it")
  func missNotCached() {
    let (page, _, _, c) = makeTree(CallLog())
    #expect(c.service((any Greeting).self) == nil)
    page.services.register((any Greeting).self) { _ in Greeter("late") }
    #expect(c.service((any Greeting).self)?.text == "late")
    withExtendedLifetime(page) {}
  }

  @Test("ref 29: a provider's services shadow the root's for its descendants only")
  func providerShadowsRoot() {
    let (page, a, b, c) = makeTree(CallLog())
    page.root.services.register(String.self, instance: "root")
    b.services.register(String.self, instance: "B")
    #expect(c.service(String.self) == "B" && b.service(String.self) == "B")
    #expect(a.service(String.self) == "root" && page.root.service(String.self) == "root")
    b.services.unregister(String.self)
    #expect(c.service(String.self) == "root")
    #expect(!b.services.isRegistered(String.self) && page.root.services.isRegistered(String.self))
    withExtendedLifetime(page) {}
  }

  @Test("ref 30 (fixed): the fallback comes after the whole tree and only inside a page")
  func fallbackOrder() {
    let fallback = ServiceContainer()
    fallback.register(String.self, instance: "fallback")
    fallback.register(Int.self, instance: 1)
    let (page, a, b, c) = makeTree(CallLog(), fallback: fallback)
    a.services.register(Double.self, instance: 0.5)
    page.root.services.register(Int.self, instance: 2)
    #expect(c.service(String.self) == "fallback" && c.service(Int.self) == 2)
    page.services.register(String.self, instance: "page")
    #expect(c.service(String.self) == "page" && c.service(Double.self) == 0.5)
    a.removeFromParent()
    #expect(c.service(String.self) == nil && c.service(Double.self) == 0.5)
    #expect(b.service(Int.self) == nil)
    withExtendedLifetime(page) {}
  }

  @Test("the default fallback is the global container")
  func globalFallback() {
    enum Marker {}
    let (page, _) = PagePresenterFactory.make()
    ServiceContainer.global.register(Marker.Type.self, instance: Marker.self)
    defer { ServiceContainer.global.unregister(Marker.Type.self) }
    #expect(page.root.service(Marker.Type.self) != nil)
    withExtendedLifetime(page) {}
  }

  @Test("ref 31: a service reaches other services and notifies the tree through its context")
  func serviceContext() {
    let log = CallLog()
    let (page, a, b, c) = makeTree(log)
    page.services.register(Session.self) { Session($0) }
    page.root.services.register((any Greeting).self, instance: Greeter("hello"))
    b.services.register(Session.self) { Session($0) }
    let bSession = c.service(Session.self)
    #expect(bSession?.context.presenter === b && bSession?.greeting() == "hello")
    let pageSession = a.service(Session.self)
    #expect(pageSession?.context.presenter === page.root && pageSession?.greeting() == nil)
    page.services.register((any Greeting).self, instance: Greeter("page"))
    #expect(pageSession?.greeting() == "page" && bSession?.greeting() == "hello")
    pageSession?.signOut()
    #expect(log.take() == ["R.refresh", "A.refresh", "B.refresh", "C.refresh"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 32: a service is found only as the exact type it was registered as")
  func exactType() {
    let (page, _, _, c) = makeTree(CallLog())
    page.services.register((any Greeting).self, instance: Greeter("x"))
    #expect(c.service(Greeter.self) == nil && c.service((any Greeting).self) != nil)
    withExtendedLifetime(page) {}
  }

  @Test("a standalone container's builders reach that container")
  func standaloneContainer() {
    let container = ServiceContainer()
    container.register(Int.self, instance: 2)
    container.register(String.self) { context in "\(context.service(Int.self) ?? 0)" }
    #expect(container.service(String.self) == "2" && container.context.presenter == nil)
    #expect(container.unregister(Int.self) && !container.unregister(Int.self))
  }

  @Test("a builder that needs itself traps, naming the service")
  func circularBuilderTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let presenter = Presenter()
        presenter.services.register(String.self) { context in context.service(String.self)! }
        _ = presenter.service(String.self)
      }
    }
  }
}

/// Makes a page with the default fallback.
@MainActor
enum PagePresenterFactory {
  static func make() -> (PagePresenter<Presenter>, ManualUpdateScheduler) {
    let scheduler = ManualUpdateScheduler()
    return (PagePresenter(root: Presenter(), scheduler: scheduler), scheduler)
  }
}
