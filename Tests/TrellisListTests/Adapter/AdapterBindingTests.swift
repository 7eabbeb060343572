import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A cell that records every item it is told it shows.
final class BoundCell: HeadlessCell, ConfigurableView, ListItemBindable, RowSizedView {
  private(set) var text = ""
  private(set) var bindings: [String] = []

  func configure(with content: String) { text = content }
  func didBind(to item: ListItem, at path: ItemPath) { bindings.append("\(item.id.base) \(path)") }
}

@MainActor
@Suite("List adapter: binding cells to items and explicit reloads")
struct AdapterBindingTests {
  static func model(_ ids: Range<Int>, text: String = "") -> ListModel {
    ListModel(sections: [
      ListSection(
        id: "s", items: ids.map { ListItem(id: $0, content: "\($0)\(text)", view: BoundCell.self) })
    ])
  }

  @Test("a cell is told its item on dequeue, on reuse and when its content changes in place")
  func bindings() async throws {
    let fixture = AdapterFixture()  // 200 points: items 0...4 visible (44-point rows)
    fixture.apply(Self.model(0..<20), animated: false)
    let first = try #require(fixture.host.cellForItem(at: path(0)) as? BoundCell)
    #expect(first.bindings == ["0 [0, 0]"])

    fixture.apply(Self.model(0..<20, text: "!"))
    #expect(await fixture.settle())
    #expect(first.bindings == ["0 [0, 0]", "0 [0, 0]"])
    #expect(first.text == "0!")

    try fixture.host.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    // Row 0 left the screen; its cell was reused for an item that entered.
    let reusedAt = try #require(fixture.host.indexPath(for: first))
    #expect(first.bindings.last == "\(reusedAt.item) \(reusedAt)")
    #expect(fixture.adapter.item(for: first)?.id == AnyListID(reusedAt.item))
  }

  @Test("item(for:) answers the item a cell shows now, and nil for a cell not on screen")
  func itemForView() throws {
    let fixture = AdapterFixture.showing(Self.model(0..<3))
    let cell = try #require(fixture.host.cellForItem(at: path(2)))
    #expect(fixture.adapter.item(for: cell)?.content(as: String.self) == "2")
    fixture.apply(Self.model(1..<3), animated: false)  // item 0 deleted: the cell moved up
    #expect(fixture.adapter.item(for: cell)?.content(as: String.self) == "2")
    #expect(fixture.adapter.item(for: BoundCell()) == nil)
  }

  @Test("an explicit reload replaces the cell even though its content is unchanged")
  func explicitReload() throws {
    let fixture = AdapterFixture.showing(Self.model(0..<3))
    let before = fixture.host.operations.count
    fixture.adapter.reloadItems([1], animated: false)
    let operations = Array(fixture.host.operations.dropFirst(before))
    #expect(
      operations.first
        == .batch(BatchUpdate(itemReloads: [ItemPath(item: 1, section: 0)]), animated: false))
    #expect(operations.contains(.endDisplay(.item(path(1)))))
    #expect(operations.contains(.display(.item(path(1)))))
    #expect(fixture.adapter.statistics.cellsReconfigured == 0)
  }

  @Test("a reload requested during a batch runs after it, and its completion runs in order")
  func reloadDuringBatch() async {
    let fixture = AdapterFixture.showing(Self.model(0..<3))
    var order: [String] = []
    fixture.adapter.apply(Self.model(0..<4)) { order.append("apply") }
    fixture.adapter.reloadItems([0]) { order.append("reload") }
    #expect(fixture.host.batchesInFlight == 1)
    #expect(await fixture.settle())
    #expect(order == ["apply", "reload"])
    #expect(
      fixture.host.operations.contains(
        .batch(BatchUpdate(itemReloads: [ItemPath(item: 0, section: 0)]), animated: true)))
  }

  @Test("reloading identities that are not displayed does nothing but complete")
  func reloadUnknown() {
    let fixture = AdapterFixture.showing(Self.model(0..<3))
    var completed = false
    let before = fixture.host.operations.count
    fixture.adapter.reloadItems(["nope"]) { completed = true }
    #expect(completed)
    #expect(fixture.host.operations.count == before)
  }
}
