import Foundation
import Testing
import TrellisCore
import TrellisList
import TrellisListPresenters
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

/// DDPresenter's behavioural test cases about holders and cells (reference §3), on a headless
/// host, with its bugs fixed; each test notes where the behaviour differs.
@MainActor
@Suite("List presenters: DDPresenter cases")
struct ListPresenterReferenceTests {
  @Test("ref 40: binding a dequeued cell — attach, holder bind, holder update (no view), bind")
  func bindOrder() {
    let fixture = ListFixture(
      .table, count: 10, viewport: CGSize(width: 320, height: 40), logging: true)
    // The holders' binding updates come first, then the list's, whose reload dequeues the cell.
    #expect(
      fixture.log.take() == (0..<10).map { "H\($0).update" } + [
        "p1.attachTo(H0)", "H0.bindCell(p1)", "H0.updateCell(p1, binding, view: false)",
        "p1.bind", "p1.update(binding)",
      ])
  }

  /// Differs from DDPresenter: the presenter leaves its holder when the host stops displaying
  /// the cell (DDPresenter keeps pooled cells bound, so they keep receiving updates), and
  /// `prepareForReuse` comes when the cell is handed out again.
  @Test("ref 41: reuse — unbind from H1 at end of display, then prepareForReuse and bind to H2")
  func reuseOrder() throws {
    let fixture = ListFixture(
      .table, count: 10, viewport: CGSize(width: 320, height: 40), logging: true)
    _ = fixture.log.take()
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(
      fixture.log.take() == [
        "H0.unbindCell(p1)", "p1.unbind", "p1.detachFrom(H0)",
        "p1.prepareForReuse", "p1.attachTo(H1)", "H1.bindCell(p1)",
        "H1.updateCell(p1, binding, view: false)", "p1.bind", "p1.update(binding)",
      ])
    #expect(fixture.mismatch() == nil)
  }

  /// A logging table fixture of ten holders whose first item has also configured `extra`, a
  /// second cell, as during an animation.
  static func holderWithTwoCells() throws -> (ListFixture, extra: RowCell) {
    let fixture = ListFixture(.table, count: 10, logging: true)
    let item = try #require(fixture.list.adapter.displayedModel.sections.first?.items.first)
    let extra = RowCell()
    try item.configure(extra)
    return (fixture, extra)
  }

  /// Two cells for one item, as during an animation: the item's view binding configures a
  /// second cell.
  @Test("ref 42, 44: a holder with two cell presenters pushes to each, then each renders once")
  func twoCellsPerHolder() throws {
    let (fixture, extra) = try Self.holderWithTwoCells()
    #expect(fixture.holders[0].boundCellPresenters.count == 2 && extra.text == "row 0")
    _ = fixture.log.take()
    let holder = fixture.holders[0]
    holder.setState { holder.title = "both" }
    fixture.flush()
    let names = holder.boundCellPresenters.map(\.name)
    #expect(
      fixture.log.take() == [
        "H0.updateCell(\(names[0]))", "H0.updateCell(\(names[1]))", "H0.update",
        "\(names[0]).update", "\(names[1]).update",
      ])
    #expect(extra.text == "both" && fixture.visibleCells[0].cell.text == "both")
  }

  @Test("ref 43: removing a holder unbinds all its cell presenters")
  func removingHolderUnbindsCells() async {
    let fixture = ListFixture(.table, count: 10, logging: true)
    let holder = fixture.holders[0]
    let presenter = holder.boundCellPresenters.first
    _ = fixture.log.take()
    fixture.section.removeHolder(holder)
    #expect(presenter?.isBound == false && presenter?.view == nil)
    #expect(fixture.log.take().first == presenter.map { "\($0.name).unbind" })
    fixture.flush()
    await fixture.settle()
    #expect(fixture.mismatch() == nil)
  }

  /// Same as DDPresenter: the sender is excluded; the holder and the item's other cells are
  /// reached, nothing outside the holder is.
  @Test("ref 36: a reusable notification reaches the holder and the item's other cells only")
  func reusableScope() throws {
    let (fixture, extra) = try Self.holderWithTwoCells()
    let presenters = fixture.holders[0].boundCellPresenters
    _ = fixture.log.take()
    presenters[0].notify((any Selecting).self, scope: .reusable) { $0.select() }
    #expect(fixture.log.take() == ["H0.select", "\(presenters[1].name).select"])
    #expect(extra.text == "row 0")
  }

  /// Fixed: DDPresenter runs completions after the batch too, but may drop a stale async diff
  /// silently; here the adapter coalesces and every completion runs, once, in order.
  @Test("ref 50: three item changes in one turn give one model, one batch, three completions")
  func coalescing() async {
    let fixture = ListFixture(.table, count: 10)
    let operations = fixture.host.operations.count
    var order: [Int] = []
    let holders = fixture.holders
    fixture.section.setHolders(Array(holders.dropFirst())) { order.append(1) }
    fixture.section.setHolders(Array(holders.dropFirst(2))) { order.append(2) }
    fixture.section.setHolders(Array(holders.dropFirst(3))) { order.append(3) }
    fixture.flush()
    #expect(fixture.list.modelsApplied == 2)
    #expect(order.isEmpty, "completions wait for the batch's animation")
    await fixture.settle()
    #expect(order == [1, 2, 3])
    let batches = fixture.host.operations.dropFirst(operations).filter {
      if case .batch = $0 { return true }
      return false
    }
    #expect(batches.count == 1)
    #expect(fixture.mismatch() == nil)
  }

  @Test("ref 55: a new holder is not in the displayed model until its update applies")
  func notDisplayedBeforeApply() async {
    let fixture = ListFixture(.table, count: 3)
    let added = fixture.holder(7)
    fixture.section.appendHolder(added)
    let ids = { fixture.list.adapter.displayedModel.sections[0].items.map(\.id) }
    #expect(!ids().contains(added.id))
    fixture.flush()
    await fixture.settle()
    #expect(ids().last == added.id)
    #expect(fixture.mismatch() == nil)
  }

  @Test("ref 56: an unbound list disconnects the host and parks updates until it binds again")
  func unboundListParks() async {
    let fixture = ListFixture(.table, count: 3)
    fixture.list.unbindView()
    #expect(fixture.host.dataSource == nil && fixture.host.delegate == nil)
    #expect(fixture.holders.allSatisfy { $0.cellPresenters.isEmpty })
    let operations = fixture.host.operations
    fixture.section.appendHolder(fixture.holder(3))
    fixture.holders[0].setState { fixture.holders[0].title = "parked" }
    fixture.flush()
    #expect(fixture.host.operations == operations && fixture.list.modelsApplied == 1)
    fixture.list.bindWithoutView()
    fixture.flush()
    await fixture.settle()
    #expect(fixture.list.modelsApplied == 2)
    #expect(fixture.mismatch() == nil)
    #expect(fixture.visibleCells.first?.cell.text == "parked")
  }
}
