import Foundation
import Testing
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Features: swipe actions and interactive reordering")
struct EditingTests {
  @Test("an item's swipe actions are offered by the host and run with the item")
  func swipe() throws {
    let log = FeatureLog()
    let fixture = AdapterFixture(.table)
    let mail = ListItem.textCell("mail").swipeActions([
      ListSwipeAction("Delete", style: .destructive) { item in log.record("delete \(item.id.base)")
      },
      ListSwipeAction("Archive") { item in log.record("archive \(item.id.base)") },
    ])
    fixture.apply(oneSection([mail, .textCell("plain")]), animated: false)
    let actions = try fixture.host.swipeActions(forItemAt: path(0))
    #expect(actions.map(\.title) == ["Delete", "Archive"])
    #expect(actions.map(\.style) == [.destructive, .normal])
    #expect(try fixture.host.swipeItem(at: path(0), tapping: "Archive"))
    #expect(try !fixture.host.swipeItem(at: path(1), tapping: "Archive"))
    #expect(log.take() == ["archive mail"])
  }

  @Test("a movable item moves; the model is updated and the move reported; others stay")
  func reorder() async throws {
    let fixture = AdapterFixture(.table)
    let items = (0..<4).map { ListItem.textCell($0) }
    fixture.apply(
      oneSection([items[0].movable(), items[1], items[2].movable { _ in false }, items[3]]),
      animated: false)
    var moves: [String] = []
    fixture.adapter.itemMoved += { move in
      moves.append("\(move.item.id.base) \(move.source) → \(move.destination)")
    }
    #expect(try fixture.host.moveItem(from: path(0), to: path(3)) == path(3))
    #expect(moves == ["0 [0, 0] → [0, 3]"])
    let ids = fixture.adapter.displayedModel.sections[0].items.map { "\($0.id.base)" }
    #expect(ids == ["1", "2", "3", "0"])
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
    #expect(try fixture.host.moveItem(from: path(0), to: path(2)) == nil)  // item 1: not movable
    #expect(try fixture.host.moveItem(from: path(1), to: path(0)) == nil)  // item 2: refuses

    // Applying the moved model afterwards is a no-op for the host.
    let batches = fixture.adapter.statistics.batches
    fixture.apply(fixture.adapter.displayedModel)
    #expect(await fixture.settle())
    #expect(fixture.adapter.statistics.batches == batches)
  }

  @Test("a move into another section stays in its own section unless allowed")
  func crossSection() throws {
    let fixture = AdapterFixture(.table)
    fixture.apply(
      ListModel(sections: [
        ListSection("a", items: [ListItem.textCell("a0").movable(), .textCell("a1")]),
        ListSection(
          "b", items: [ListItem.textCell("b0").movable(acrossSections: true), .textCell("b1")]),
      ]), animated: false)
    #expect(
      try fixture.host.moveItem(from: path(0), to: ItemPath(item: 0, section: 1)) == path(1))
    #expect(
      try fixture.host.moveItem(from: ItemPath(item: 0, section: 1), to: path(0)) == path(0))
    let ids = fixture.adapter.displayedModel.sections.map { $0.items.map { "\($0.id.base)" } }
    #expect(ids == [["b0", "a1", "a0"], ["b1"]])
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
  }

  @Test("a model applied from itemMoved runs after the host finished the move")
  func applyFromItemMoved() async throws {
    let fixture = AdapterFixture(.collection)
    fixture.apply(
      ListModel(sections: [
        ListSection("a", items: [ListItem.textCell("a0").movable(acrossSections: true)]),
        ListSection("b", items: [.textCell("b0")]),
      ]), animated: false)
    fixture.adapter.itemMoved += { move in
      var next = move.model
      next.sections[1].items.append(.textCell("new"))
      fixture.apply(next)
    }
    #expect(try fixture.host.moveItem(from: path(0), to: ItemPath(item: 0, section: 1)) != nil)
    await Task.yield()
    #expect(await fixture.settle())
    #expect(fixture.diagnostics.rejections.isEmpty)
    let ids = fixture.adapter.displayedModel.sections.map { $0.items.map { "\($0.id.base)" } }
    #expect(ids == [[], ["a0", "b0", "new"]])
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
  }
}
