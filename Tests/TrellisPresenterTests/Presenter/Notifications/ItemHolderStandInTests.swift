import Testing
import TrellisPresenter
import TrellisTestSupport

@MainActor
private protocol Selecting: AnyObject {
  func select()
}

/// A stand-in item holder: owns the item's title, pushes it to the cell presenters it has.
@MainActor
private final class Holder: LoggedPresenter, ItemHolding, Selecting {
  var title: String

  init(_ name: String, title: String, _ log: CallLog) {
    self.title = title
    super.init(name, log)
    bindsChildViews = false
  }

  override func onUpdate(context: UpdateContext) {
    super.onUpdate(context: context)
    for case let cell as CellPresenter in children {
      cell.setState { cell.title = title }
    }
  }

  func select() { log.add("\(name).select") }
}

/// A stand-in reusable cell presenter: bound by the "list" to whatever cell it hands out.
@MainActor
private final class CellPresenter: LoggedViewPresenter<FakeView>, Selecting {
  var title = ""

  override init(_ name: String, _ log: CallLog) {
    super.init(name, log)
    bindsToParentView = false
  }

  override func onUpdate(view: FakeView, context: UpdateContext) {
    super.onUpdate(view: view, context: context)
    view.text = title
  }

  func select() { log.add("\(name).select") }
}

@Suite("Item holders and cell presenters (stand-in)")
@MainActor
struct ItemHolderStandInTests {
  /// root → section → [h1, h2]; `p1` shows h1 in `cell`.
  @MainActor
  private struct List {
    let log = CallLog()
    let page: PagePresenter<LoggedPresenter>
    let scheduler: ManualUpdateScheduler
    let section: LoggedPresenter
    let h1, h2: Holder
    let p1: CellPresenter
    let cell = FakeView("cell")

    init() {
      let root = LoggedPresenter("R", log)
      section = LoggedPresenter("S", log)
      (h1, h2) = (Holder("H1", title: "one", log), Holder("H2", title: "two", log))
      root.add(child: section)
      section.add(child: h1)
      section.add(child: h2)
      (page, scheduler) = makePage(root)
      page.load()
      p1 = CellPresenter("p1", log)
      h1.add(child: p1)
      p1.bind(cell, retention: .weak)
      scheduler.flush()
      _ = log.take()
    }
  }

  @Test("a cell presenter added to a holder waits for the list to bind it, then shows the item")
  func bindsToHandedOutCell() {
    let list = List()
    let p2 = CellPresenter("p2", list.log)
    list.h1.add(child: p2)
    #expect(list.log.take() == ["p2.attachTo(H1)", "p2.attachToRoot"] && !p2.isBound)
    let cell = FakeView("cell2")
    p2.bind(cell, retention: .weak)
    list.h1.setState()
    list.scheduler.flush()
    #expect(cell.text == "one" && list.cell.text == "one")
  }

  @Test("a holder's state change reconfigures exactly its bound cells, in one pass")
  func holderChangeReconfiguresItsCells() {
    let list = List()
    let p2 = CellPresenter("p2", list.log)
    list.h1.add(child: p2)
    let cell2 = FakeView("cell2")
    p2.bind(cell2, retention: .weak)
    _ = list.log.take()
    list.h1.setState { list.h1.title = "uno" }
    #expect(list.scheduler.flush() == 1)
    #expect(list.log.take() == ["H1.update", "p1.update", "p2.update"])
    #expect(list.cell.text == "uno" && cell2.text == "uno" && list.h2.updateCount == 1)
  }

  @Test("reuse moves the cell presenter to another holder with full callbacks")
  func reuse() {
    let list = List()
    list.h1.remove(child: list.p1)
    list.h2.add(child: list.p1)
    list.p1.bind(list.cell, retention: .weak)
    list.h2.setState()
    list.scheduler.flush()
    #expect(
      list.log.take() == [
        "p1.unbind(cell)", "p1.detachFrom(H1)", "p1.detachFromRoot", "p1.attachTo(H2)",
        "p1.attachToRoot", "p1.bind(cell)", "p1.update(binding)", "H2.update", "p1.update",
      ])
    #expect(list.cell.text == "two")
  }

  @Test("ref 43: removing a holder unbinds all its cell presenters")
  func removingHolderUnbindsCells() {
    let list = List()
    list.section.remove(child: list.h1)
    #expect(!list.p1.isBound && list.p1.view == nil)
    #expect(list.log.take().prefix(2) == ["H1.unbind", "p1.unbind(cell)"])
  }

  @Test("reusable notifications reach the item's holder and cells only")
  func reusableScope() {
    let list = List()
    let p2 = CellPresenter("p2", list.log)
    list.h1.add(child: p2)
    _ = list.log.take()
    list.p1.notify((any Selecting).self, scope: .reusable) { $0.select() }
    #expect(list.log.take() == ["H1.select", "p2.select"])
  }
}
