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
}
