import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Accessibility: focus movement on the headless hosts")
struct AccessibilityFocusTests {
  private func model() -> ListModel {
    ListModel(sections: [
      ListSection(id: "a", items: [.textCell("a0"), .textCell("a1")]),
      ListSection(id: "empty", items: []),
      ListSection(id: "b", items: (0..<8).map { ListItem.textCell("b\($0)") }),
    ])
  }

  @Test(
    "focus moves in display order, skips empty sections, scrolls into view, stops at the ends",
    arguments: [HostKind.table, .collection])
  func order(kind: HostKind) throws {
    let fixture = AdapterFixture.showing(model(), on: kind)
    let host = fixture.host
    #expect(throws: ListHostError.self) { try host.moveFocus(.next) }  // focusBehavior .none
    host.focusBehavior = .allowsFocus
    var visited: [ItemPath] = []
    while let path = try host.moveFocus(.next) {
      visited.append(path)
      #expect(host.indexPathsForVisibleItems.contains(path))
    }
    #expect(
      visited
        == [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]
        + (0..<8).map { ItemPath(item: $0, section: 2) })
    #expect(host.focusedItem == ItemPath(item: 7, section: 2))
    #expect(try host.moveFocus(.previous) == ItemPath(item: 6, section: 2))
    #expect(host.indexPathsForSelectedItems.isEmpty)  // selection stays the user's
  }

  @Test("with selection following focus, focusing selects as a tap does (no highlight)")
  func selectionFollows() throws {
    let log = CallLog()
    let fixture = AdapterFixture(.table)
    fixture.apply(
      oneSection(
        (0..<3).map { index in
          ListItem.textCell(index).onSelect { _ in log.add("select \(index)") }
        }), animated: false)
    let host = fixture.host
    host.focusBehavior = .selectionFollowsFocus
    try host.moveFocus(.previous)  // from nothing: the last item
    try host.moveFocus(.previous)
    #expect(host.indexPathsForSelectedItems == [path(1)])
    #expect(log.take() == ["select 2", "select 1"])
  }

  @Test("focus follows its item through batches; it is lost when the item goes or on a reload")
  func focusFollowsItsItem() async throws {
    let fixture = AdapterFixture(.table)
    let items = (0..<4).map { ListItem.textCell($0) }
    fixture.apply(oneSection(items), animated: false)
    let host = fixture.host
    host.focusBehavior = .allowsFocus
    try host.moveFocus(.next)
    try host.moveFocus(.next)
    #expect(host.focusedItem == path(1))
    fixture.apply(oneSection([.textCell("new")] + items), animated: true)
    #expect(await fixture.settle())
    #expect(host.focusedItem == path(2))
    #expect(try host.moveFocus(.next) == path(3))  // from the same item on
    fixture.apply(oneSection(items.filter { $0.id != AnyListID(2) }), animated: false)
    #expect(host.focusedItem == nil)
    try host.moveFocus(.next)
    fixture.reload(oneSection(items))
    #expect(await fixture.settle())
    #expect(host.focusedItem == nil)
  }
}
