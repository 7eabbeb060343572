import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Accessibility: swipe actions and reordering as custom actions (headless hosts)")
struct AccessibilityActionTests {
  @Test(
    "swipe actions are the item's custom actions: same titles, same order, same handler",
    arguments: [HostKind.table, .collection])
  func swipeActionsAreCustomActions(kind: HostKind) throws {
    let log = CallLog()
    let fixture = AdapterFixture(kind)
    let mail = ListItem.textCell("mail").swipeActions([
      ListSwipeAction("Archive") { item in log.add("archive \(item.id.base)") },
      ListSwipeAction("Flag") { item in log.add("flag \(item.id.base)") },
    ])
    fixture.apply(oneSection([mail, .textCell("plain")]), animated: false)
    let swipeTitles = try fixture.host.swipeActions(forItemAt: path(0)).map(\.title)
    #expect(try fixture.host.customActions(ofItemAt: path(0)) == swipeTitles)
    #expect(swipeTitles == ["Archive", "Flag"])
    #expect(try fixture.host.customActions(ofItemAt: path(1)).isEmpty)

    #expect(try fixture.host.performCustomAction(named: "Flag", ofItemAt: path(0)))
    try fixture.host.swipeItem(at: path(0), tapping: "Flag")
    #expect(log.take() == ["flag mail", "flag mail"])
    #expect(throws: ListHostError.self) {
      try fixture.host.performCustomAction(named: "Delete", ofItemAt: path(0))
    }
    #expect(log.take().isEmpty)
  }

  @Test("a destructive custom action succeeds exactly when its item left the list")
  func destructiveAnswer() async throws {
    let fixture = AdapterFixture(.table)
    var model = oneSection([])
    let remove = ListSwipeAction("Delete", style: .destructive) { item in
      model.sections[0].items.removeAll { $0.id == item.id }
      fixture.apply(model, animated: false)
    }
    let later = ListSwipeAction("Delete later", style: .destructive) { _ in }
    model = oneSection([
      ListItem.textCell("a").swipeActions([remove, later]), .textCell("b"),
    ])
    fixture.apply(model, animated: false)
    #expect(try !fixture.host.performCustomAction(named: "Delete later", ofItemAt: path(0)))
    #expect(try fixture.host.performCustomAction(named: "Delete", ofItemAt: path(0)))
    #expect(await fixture.settle())
    #expect(fixture.adapter.displayedModel.sections[0].items.map { "\($0.id.base)" } == ["b"])
  }

  @Test("Move up and Move down follow the swipe actions of a movable item")
  func moveActionNames() throws {
    let fixture = AdapterFixture(.table)
    let item = ListItem.textCell("a").movable().swipeActions([ListSwipeAction("Delete") { _ in }])
    fixture.apply(
      oneSection([item, ListItem.textCell("b").movable { _ in false }]), animated: false)
    #expect(
      try fixture.host.customActions(ofItemAt: path(0)) == ["Delete", "Move up", "Move down"])
    #expect(try fixture.host.customActions(ofItemAt: path(1)).isEmpty)
  }

  @Test(
    "Move up/down within a section: the model, the host and itemMoved as after a drag",
    arguments: [HostKind.table, .collection])
  func moveWithinSection(kind: HostKind) throws {
    let fixture = AdapterFixture(kind)
    fixture.apply(oneSection((0..<3).map { ListItem.textCell($0).movable() }), animated: false)
    var moves: [String] = []
    fixture.adapter.itemMoved += {
      moves.append("\($0.item.id.base) \($0.source) → \($0.destination)")
    }
    #expect(try !fixture.host.performCustomAction(named: "Move up", ofItemAt: path(0)))
    #expect(try fixture.host.performCustomAction(named: "Move down", ofItemAt: path(0)))
    #expect(try fixture.host.performCustomAction(named: "Move down", ofItemAt: path(1)))
    #expect(try !fixture.host.performCustomAction(named: "Move down", ofItemAt: path(2)))
    #expect(try fixture.host.performCustomAction(named: "Move up", ofItemAt: path(1)))
    #expect(moves == ["0 [0, 0] → [0, 1]", "0 [0, 1] → [0, 2]", "2 [0, 1] → [0, 0]"])
    let ids = fixture.adapter.displayedModel.sections[0].items.map { "\($0.id.base)" }
    #expect(ids == ["2", "1", "0"])
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
    let moveOps = fixture.host.operations.filter {
      if case .batch(let update, _) = $0 { return !update.itemMoves.isEmpty }
      return false
    }
    #expect(moveOps.count == 3)
  }

  @Test("across sections: into the end of the section before and the start of the one after")
  func moveAcrossSections() throws {
    let fixture = AdapterFixture(.table)
    fixture.apply(
      ListModel(sections: [
        ListSection(id: "a", items: [ListItem.textCell("a0").movable(acrossSections: true)]),
        ListSection(id: "b", items: [.textCell("b0")]),
        ListSection(id: "c", items: []),
      ]), animated: false)
    #expect(try fixture.host.performCustomAction(named: "Move down", ofItemAt: path(0)))
    #expect(ids(fixture) == [[], ["a0", "b0"], []])
    #expect(
      try fixture.host.performCustomAction(
        named: "Move down", ofItemAt: ItemPath(item: 0, section: 1)))
    #expect(
      try fixture.host.performCustomAction(
        named: "Move down", ofItemAt: ItemPath(item: 1, section: 1)))
    #expect(ids(fixture) == [[], ["b0"], ["a0"]])
    #expect(
      try !fixture.host.performCustomAction(
        named: "Move down", ofItemAt: ItemPath(item: 0, section: 2)))
    #expect(
      try fixture.host.performCustomAction(
        named: "Move up", ofItemAt: ItemPath(item: 0, section: 2)))
    #expect(ids(fixture) == [[], ["b0", "a0"], []])
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
  }

  @Test("an item that stays in its section refuses at the section's edges, as its drag does")
  func sectionEdgesRefuse() throws {
    let fixture = AdapterFixture(.collection)
    fixture.apply(
      ListModel(sections: [
        ListSection(id: "a", items: [.textCell("a0"), ListItem.textCell("a1").movable()]),
        ListSection(id: "b", items: [ListItem.textCell("b0").movable()]),
      ]), animated: false)
    var moves = 0
    fixture.adapter.itemMoved += { _ in moves += 1 }
    #expect(try !fixture.host.performCustomAction(named: "Move down", ofItemAt: path(1)))
    #expect(
      try !fixture.host.performCustomAction(
        named: "Move up", ofItemAt: ItemPath(item: 0, section: 1)))
    #expect(try fixture.host.moveItem(from: path(1), to: ItemPath(item: 0, section: 1)) == nil)
    #expect(moves == 0)
    #expect(try fixture.host.performCustomAction(named: "Move up", ofItemAt: path(1)))
    #expect(ids(fixture) == [["a1", "a0"], ["b0"]])
  }

  @Test("every move action in small worlds equals the drag to the neighbouring place")
  func exhaustiveAgainstDrag() throws {
    // Two or three sections of up to three items; every item movable across sections but "x".
    for shape in [[1, 0, 2], [2, 1], [0, 3], [3, 0, 1]] {
      for section in shape.indices {
        for item in 0..<shape[section] {
          for name in [ListHostCustomActionNames.moveUp, ListHostCustomActionNames.moveDown] {
            let model = Self.model(shape)
            let byAction = AdapterFixture.showing(model, on: .table)
            let byDrag = AdapterFixture.showing(model, on: .table)
            let source = ItemPath(item: item, section: section)
            let moved = try byAction.host.performCustomAction(named: name, ofItemAt: source)
            let proposed = Self.neighbour(of: source, up: name == "Move up", shape: shape)
            let dragged = try proposed.flatMap { try byDrag.host.moveItem(from: source, to: $0) }
            #expect(moved == (dragged != nil), "\(shape) \(source) \(name)")
            #expect(ids(byAction) == ids(byDrag), "\(shape) \(source) \(name)")
          }
        }
      }
    }
  }

  // MARK: Helpers

  private static func model(_ shape: [Int]) -> ListModel {
    ListModel(
      sections: shape.enumerated().map { section, count in
        ListSection(
          id: section,
          items: (0..<count).map { item in
            let id = "\(section).\(item)"
            return item == 1 && section == 0
              ? ListItem.textCell(id).movable()
              : ListItem.textCell(id).movable(acrossSections: true)
          })
      })
  }

  private static func neighbour(of path: ItemPath, up: Bool, shape: [Int]) -> ItemPath? {
    if up {
      if path.item > 0 { return ItemPath(item: path.item - 1, section: path.section) }
      return path.section > 0
        ? ItemPath(item: shape[path.section - 1], section: path.section - 1) : nil
    }
    if path.item < shape[path.section] - 1 {
      return ItemPath(item: path.item + 1, section: path.section)
    }
    return path.section < shape.count - 1 ? ItemPath(item: 0, section: path.section + 1) : nil
  }
}

@MainActor
private func ids(_ fixture: AdapterFixture) -> [[String]] {
  fixture.adapter.displayedModel.sections.map { $0.items.map { "\($0.id.base)" } }
}

@MainActor
@Suite("Accessibility: moves while a batch animates")
struct AccessibilityMoveDuringBatchTests {
  /// The adapter's displayed model and the host must agree: a move made while a batch animates
  /// was lost by the adapter when the batch completed (the host kept the moved order), so such a
  /// move is refused, by a drag and by a custom action alike, until the batch ends.
  @Test(
    "while a batch animates, a drag and a Move custom action are refused; after it, they move",
    arguments: [HostKind.table, .collection], [false, true])
  func refusedDuringBatch(kind: HostKind, byCustomAction: Bool) async throws {
    let fixture = AdapterFixture(kind)
    let items = (0..<4).map { ListItem.textCell($0).movable() }
    fixture.apply(oneSection(items), animated: false)
    fixture.apply(oneSection(items + [ListItem.textCell(9).movable()]), animated: true)
    #expect(fixture.host.batchesInFlight == 1)
    func move() throws -> Bool {
      byCustomAction
        ? try fixture.host.performCustomAction(named: "Move down", ofItemAt: path(0))
        : try fixture.host.moveItem(from: path(0), to: path(1)) != nil
    }
    #expect(try !move())
    #expect(await fixture.settle())
    #expect(fixture.diagnostics.rejections.isEmpty)
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
    #expect(fixture.adapter.displayedModel.outline == ["s: 0 1 2 3 9"])
    #expect(try move())
    #expect(fixture.adapter.displayedModel.outline == ["s: 1 0 2 3 9"])
    #expect(fixture.mismatch(showing: fixture.adapter.displayedModel) == nil)
  }
}
