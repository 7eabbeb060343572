import Testing
import TrellisPresenter
import TrellisTestSupport

@Suite("Presenter view binding")
@MainActor
struct PresenterBindingTests {
  @Test("ref 7: a child binds the right view two levels deep, bind before update")
  func bindsNestedView() {
    let log = CallLog()
    let label = LabelView("label")
    let view = FakeView("root", [FakeView("row", [label])])
    let root = LoggedViewPresenter<FakeView>("R", log)
    let (page, _) = makePage(root)
    page.load(view: view)
    _ = log.take()
    let child = LoggedViewPresenter<LabelView>("L", log)
    root.add(child: child)
    #expect(child.view === label)
    #expect(
      log.take() == ["L.attachTo(R)", "L.attachToRoot", "L.bind(label)", "L.update(binding)"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 8 (fixed): same-type siblings bind distinct views; an opted-out child stays unbound")
  func siblingsAndOptOut() {
    let log = CallLog()
    let (first, second) = (LabelView("first"), LabelView("second"))
    let root = LoggedViewPresenter<FakeView>("R", log)
    let a = LoggedViewPresenter<LabelView>("A", log)
    let b = LoggedViewPresenter<LabelView>("B", log)
    let optOut = LoggedViewPresenter<LabelView>("C", log)
    optOut.bindsToParentView = false
    for child in [a, b, optOut] { root.add(child: child) }
    root.bind(FakeView("root", [FakeView("row", [first]), second]))
    #expect(a.view === second && b.view === first)
    #expect(optOut.view == nil && !optOut.isBound)
  }

  @Test("a child shares its ancestor's view when that view has the right type")
  func sharesAncestorView() {
    let root = ViewPresenter<FakeView>()
    let section = Presenter()
    let child = ViewPresenter<FakeView>()
    root.add(child: section)
    section.add(child: child)
    let view = FakeView("root")
    root.bind(view)
    #expect(section.isBound && child.view === view)
  }

  @Test("a view that resolves views decides, and nil leaves the child unbound")
  func resolvingView() {
    let badge = LabelView("badge")
    let card = CardView(badge: badge)
    let root = ViewPresenter<CardView>()
    let wanted = BadgePresenter()
    let other = ViewPresenter<LabelView>()
    root.add(child: wanted)
    root.add(child: other)
    root.bind(card)
    #expect(wanted.view === badge && other.view == nil)
  }

  @Test("ref 9: a view-less child of a bound parent binds and updates")
  func viewlessChild() {
    let log = CallLog()
    let root = LoggedViewPresenter<FakeView>("R", log)
    root.bind(FakeView("root"))
    _ = log.take()
    root.add(child: LoggedPresenter("S", log))
    #expect(log.take() == ["S.attachTo(R)", "S.bind", "S.update(binding)"])
  }

  @Test("a view-less presenter can be bound by hand again after unbinding")
  func bindWithoutView() {
    let log = CallLog()
    let (page, _) = makePage(LoggedPresenter("R", log))
    page.load()
    page.root.unbindView()
    page.root.bindWithoutView()
    page.root.bindWithoutView()
    #expect(
      log.take() == ["R.bind", "R.update(binding)", "R.unbind", "R.bind", "R.update(binding)"])
    withExtendedLifetime(page) {}
  }

  @Test("binding a view presenter without a view traps")
  func bindWithoutViewTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { ViewPresenter<FakeView>().bindWithoutView() }
    }
  }

  @Test("ref 10: binding a parent binds and renders its children before its own update")
  func bindOrder() {
    let log = CallLog()
    let root = LoggedViewPresenter<FakeView>("R", log)
    let child = LoggedPresenter("C", log)
    root.add(child: child)
    child.add(child: LoggedPresenter("G", log))
    _ = log.take()
    root.bind(FakeView("root"))
    #expect(
      log.take() == [
        "R.bind(root)", "C.bind", "G.bind", "G.update(binding)", "C.update(binding)",
        "R.update(binding)",
      ])
  }

  @Test("ref 11: unbinding runs the parent's callback first with its view, then the children's")
  func unbindOrder() {
    let log = CallLog()
    let label = LabelView("label")
    let root = LoggedViewPresenter<FakeView>("R", log)
    let child = LoggedViewPresenter<LabelView>("L", log)
    let manual = LoggedViewPresenter<LabelView>("M", log)
    manual.bindsToParentView = false
    root.add(child: child)
    root.add(child: manual)
    root.bind(FakeView("root", [label]))
    manual.bind(LabelView("manual"))
    _ = log.take()
    root.unbindView()
    #expect(log.take() == ["R.unbind(root)", "L.unbind(label)", "M.unbind(manual)"])
    #expect(root.view == nil && child.view == nil && manual.view == nil && !child.isBound)
    root.unbindView()
    #expect(log.take().isEmpty)
  }

  @Test("ref 12 (fixed): a weak view that deallocates leaves the presenter unbound")
  func weakViewDeallocates() {
    let log = CallLog()
    let presenter = LoggedViewPresenter<FakeView>("P", log)
    let (page, scheduler) = makePage(presenter)
    page.load()
    do {
      let view = FakeView("temporary")
      presenter.bind(view, retention: .weak)
      #expect(presenter.isBound && presenter.view === view)
    }
    #expect(presenter.view == nil && !presenter.isBound)
    _ = log.take()
    presenter.setState()
    #expect(scheduler.pendingCount == 0 && presenter.needsUpdate)
    presenter.bind(FakeView("next"))
    #expect(log.take() == ["P.bind(next)", "P.update(binding)"])
    withExtendedLifetime(page) {}
  }

  @Test("ref 15: waiting changes render merged at bind, and all completions run")
  func pendingRendersAtBind() {
    let log = CallLog()
    let presenter = LoggedViewPresenter<FakeView>("P", log)
    presenter.options.logsContext = true
    var done: [Int] = []
    presenter.setState(animated: true) {
    } completion: {
      done.append(1)
    }
    presenter.setState(UpdateContext(layoutIfNeeded: true)) {
    } completion: {
      done.append(2)
    }
    #expect(done.isEmpty && presenter.needsUpdate)
    let root = ViewPresenter<FakeView>()
    root.add(child: presenter)
    root.bind(FakeView("root"))
    #expect(
      log.take() == [
        "P.attachTo(ViewPresenter<FakeView>)", "P.bind(root)",
        "P.update(binding,animated,noAnimation,layout)", "P.layout",
      ])
    #expect(done == [1, 2] && !presenter.needsUpdate)
  }

  @Test("1.2 (fixed): rebinding a page's root keeps later changes rendering")
  func rebindRoot() {
    let log = CallLog()
    let root = LoggedViewPresenter<FakeView>("R", log)
    let (page, scheduler) = makePage(root)
    page.load(view: FakeView("first"))
    root.bind(FakeView("second"))
    _ = log.take()
    root.setState()
    scheduler.flush()
    #expect(log.take() == ["R.update"])
    withExtendedLifetime(page) {}
  }
}

/// A view that hands its badge to badge presenters only.
@MainActor
final class CardView: ViewResolving {
  let badge: LabelView
  init(badge: LabelView) { self.badge = badge }

  func view<V: AnyObject>(ofType type: V.Type, for presenter: Presenter) -> V? {
    presenter is BadgePresenter ? badge as? V : nil
  }
}

@MainActor
final class BadgePresenter: ViewPresenter<LabelView> {}
