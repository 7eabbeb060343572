import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisListPresenters
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

/// Collection, section, holder and cell presenters on headless hosts.
@MainActor
@Suite("List presenters")
struct ListPresenterTests {
  @Test(
    "a page of 1,000 holders: one holder's change renders exactly its visible cell",
    arguments: HostKind.allCases)
  func thousandHolders(kind: HostKind) throws {
    let fixture = ListFixture(kind, count: 1_000)
    let visible = fixture.visibleCells
    #expect(!visible.isEmpty && visible.count < 20)
    #expect(fixture.mismatch() == nil)
    #expect(fixture.counter.presenters == visible.count)
    #expect(fixture.list.modelsApplied == 1)
    let statistics = fixture.list.adapter.statistics
    let operations = fixture.host.operations
    let renders = fixture.counter.renders
    let counts = visible.map(\.cell.renderCount)

    let target = fixture.holders[2]
    target.setState { target.title = "changed" }
    #expect(fixture.flush() == 1)

    #expect(fixture.counter.renders == renders + 1, "exactly one cell presenter rendered")
    #expect(visible.map(\.cell.renderCount) == counts.enumerated().map { $0 == 2 ? $1 + 1 : $1 })
    #expect(visible[2].cell.text == "changed")
    #expect(fixture.list.adapter.statistics == statistics, "no diff, no configure by the adapter")
    #expect(fixture.host.operations == operations, "the host did nothing")
    #expect(fixture.list.modelsApplied == 1)
    #expect(fixture.mismatch() == nil)

    // A holder off screen has no cell presenter: its change renders nothing.
    let far = fixture.holders[500]
    #expect(far.cellPresenters.isEmpty)
    far.setState { far.title = "far" }
    fixture.flush()
    #expect(fixture.counter.renders == renders + 1)

    // Scrolled to it, its cell shows the new title.
    try fixture.host.scrollToItem(at: path(500), at: .start, animated: false)
    #expect(fixture.mismatch() == nil)
    #expect(far.boundCellPresenters.first?.view?.text == "far")
  }

  @Test(
    "other layouts: waterfall and horizontal flow",
    arguments: [
      HeadlessLayout.waterfall(WaterfallSection(columns: 3, itemHeight: .given)),
      .flow(axis: .horizontal),
    ])
  func layouts(layout: HeadlessLayout) throws {
    let fixture = ListFixture(count: 300, layout: layout)
    #expect(!fixture.visibleCells.isEmpty && fixture.mismatch() == nil)
    let renders = fixture.counter.renders
    let holder = fixture.holders[1]
    holder.setState { holder.title = "changed" }
    fixture.flush()
    #expect(fixture.counter.renders == renders + 1 && fixture.mismatch() == nil)
    try fixture.host.scrollToItem(at: path(200), at: .start, animated: false)
    #expect(fixture.mismatch() == nil)
    #expect(fixture.holders[1].cellPresenters.isEmpty)
  }

  @Test("cell presenters follow their cells on reuse and never update a cell they left")
  func reuse() throws {
    let fixture = ListFixture(.table, count: 200)
    let first = try #require(fixture.visibleCells.first)
    let holder0 = fixture.holders[0]
    let presenter = try #require(holder0.boundCellPresenters.first)
    #expect(presenter.view === first.cell)

    try fixture.host.setContentOffset(CGPoint(x: 0, y: 44 * 100), animated: false)
    #expect(fixture.mismatch() == nil)
    #expect(holder0.cellPresenters.isEmpty, "the holder scrolled off keeps no cell presenter")
    #expect(fixture.host.pooledViewCount == 0, "every pooled cell was reused")
    #expect(fixture.counter.presenters == fixture.visibleCells.count, "presenters are reused")
    // The same presenter moved with the cell to the item the cell shows now.
    let shown = try #require(fixture.host.indexPath(for: first.cell))
    #expect(presenter.view === first.cell)
    #expect(presenter.holder === fixture.holders[shown.item])

    // The old holder changes: the cell (now showing another item) is not touched.
    let renders = fixture.counter.renders
    let text = first.cell.text
    holder0.setState { holder0.title = "stale" }
    fixture.flush()
    #expect(fixture.counter.renders == renders && first.cell.text == text)

    // Scrolling back shows the change.
    try fixture.host.setContentOffset(.zero, animated: false)
    #expect(fixture.visibleCells.first?.cell.text == "stale")
    #expect(fixture.mismatch() == nil)
  }

  @Test(
    "adding, removing and reordering holders gives one model and the right host content",
    arguments: HostKind.allCases)
  func structuralChanges(kind: HostKind) async {
    let fixture = ListFixture(kind, count: 10)
    let holders = fixture.holders
    let added = fixture.holder(100, title: "new")
    var completed = 0
    fixture.section.removeHolder(holders[3]) { completed += 1 }
    fixture.section.insertHolder(added, at: 0) { completed += 1 }
    fixture.section.moveHolder(holders[9], to: 1) { completed += 1 }
    #expect(fixture.flush() == 1)
    #expect(fixture.list.modelsApplied == 2, "three changes, one model")
    let expected = [added, holders[9]] + holders.filter { $0 !== holders[3] && $0 !== holders[9] }
    #expect(fixture.holders.map(\.id) == expected.map(\.id))
    #expect(
      fixture.list.adapter.displayedModel.sections[0].items.map(\.id) == expected.map(\.id)
        || fixture.list.adapter.isApplying)
    await fixture.settle()
    #expect(completed == 3)
    #expect(fixture.list.adapter.displayedModel.sections[0].items.map(\.id) == expected.map(\.id))
    #expect(fixture.mismatch() == nil)
    #expect(holders[3].cellPresenters.isEmpty && !holders[3].isBound)

    // Removing every holder, then adding them back in reverse.
    fixture.section.setHolders([])
    fixture.flush()
    await fixture.settle()
    #expect(fixture.host.numberOfItems(inSection: 0) == 0 && fixture.mismatch() == nil)
    fixture.section.setHolders(expected.reversed())
    fixture.flush()
    await fixture.settle()
    #expect(fixture.mismatch() == nil)
  }

  @Test("sections: reordering, adding and removing them; headers come from the section")
  func sections() async {
    let fixture = ListFixture(.collection, count: 3)
    let other = SectionPresenter(id: "other")
    other.setHolders([fixture.holder(10), fixture.holder(11)])
    fixture.list.setSections([other, fixture.section])
    fixture.flush()
    await fixture.settle()
    #expect(fixture.host.numberOfSections == 2)
    #expect(fixture.host.numberOfItems(inSection: 0) == 2)
    let cell = fixture.host.cellForItem(at: ItemPath(item: 1, section: 0)) as? RowCell
    #expect(cell?.text == "row 11")
    fixture.list.setSections([fixture.section])
    fixture.flush()
    await fixture.settle()
    #expect(fixture.host.numberOfSections == 1 && fixture.mismatch() == nil)
    #expect(other.holders.allSatisfy { $0.cellPresenters.isEmpty })
  }

  @Test("a size invalidation relays out the item and keeps its cell presenter")
  func sizeInvalidation() async {
    let fixture = ListFixture(.table, count: 20)
    let holder = fixture.holders[1]
    let presenter = holder.boundCellPresenters.first
    holder.height = 88
    holder.invalidateSize(animated: false)
    fixture.flush()
    await fixture.settle()
    #expect(fixture.host.frameForItem(at: path(1))?.height == 88)
    #expect(fixture.host.frameForItem(at: path(2))?.minY == 132)
    #expect(holder.boundCellPresenters.first === presenter)
    #expect(fixture.mismatch() == nil)
  }

  @Test(
    "unbinding the list unbinds its cell presenters in the order their cells were bound",
    arguments: [HostKind.table, .collection])
  func unbindOrder(kind: HostKind) {
    // Enough cells that an order taken from a hash table would differ from run to run.
    let fixture = ListFixture(
      kind, count: 80, viewport: CGSize(width: 320, height: 2_000), logging: true)
    let bindOrder = fixture.log.take().filter { $0.hasSuffix(".bind") }
    #expect(bindOrder.count > 30)
    fixture.list.unbindView()
    let unbindOrder = fixture.log.take().filter { $0.hasSuffix(".unbind") }
    #expect(unbindOrder == bindOrder.map { $0.replacingOccurrences(of: ".bind", with: ".unbind") })
  }

  @Test("tearing the page down leaves no presenter, holder, cell presenter or adapter alive")
  func teardownLeavesNothing() async {
    weak var list: ListPresenter?
    weak var section: SectionPresenter?
    weak var holder: RowHolder?
    weak var presenter: RowPresenter?
    weak var adapter: ListAdapter?
    weak var host: HeadlessListView?
    do {
      let fixture = ListFixture(.collection, count: 50)
      list = fixture.list
      section = fixture.section
      holder = fixture.holders[0]
      presenter = fixture.holders[0].boundCellPresenters.first
      adapter = fixture.list.adapter
      host = fixture.host
      fixture.holders[1].setState { fixture.holders[1].title = "pending" }
      fixture.page.tearDown()
      #expect(fixture.list.host.dataSource == nil && fixture.list.host.delegate == nil)
    }
    #expect(presenter == nil && holder == nil && section == nil && list == nil)
    #expect(adapter == nil && host == nil)
  }

  @Test("a page released without tearDown releases its list too")
  func releaseWithoutTeardown() {
    weak var list: ListPresenter?
    weak var presenter: RowPresenter?
    do {
      let fixture = ListFixture(.table, count: 50)
      list = fixture.list
      presenter = fixture.holders[0].boundCellPresenters.first
    }
    #expect(list == nil && presenter == nil)
  }
}
