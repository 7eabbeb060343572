// Swipe actions and editing mode on the table host, under the double's UIKit rules: a destructive
// action's completion(true) takes the row away (F6); editable rows get the delegate's editing
// style (F14). Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("Table host: swipe deletion and editing controls")
  struct TableEditingTests {
    /// A table of three rows whose first one has a destructive "Delete" action running `handler`.
    private func fixtureWithDelete(
      _ handler: @escaping @MainActor @Sendable (ListItem, TableFixture) -> Void
    ) -> TableFixture {
      let fixture = TableFixture(clock: TestClock())
      let rows = (1...3).map { ListItem.text($0, "row \($0)").tableItem }
      let first = rows[0].swipeActions([
        ListSwipeAction("Delete", style: .destructive) { [fixture] item in handler(item, fixture) }
      ])
      fixture.adapter.apply(
        ListModel(sections: [ListSection("s", items: [first] + rows.dropFirst())]),
        animated: false)
      return fixture
    }

    @Test("a destructive action whose handler keeps the item (it asks first) leaves the row")
    func destructiveActionThatKeepsTheItem() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let log = CallLog()
        let fixture = fixtureWithDelete { item, _ in log.add("confirm deleting \(item.id)") }
        let result = fixture.tableView.swipeRow(at: IndexPath(row: 0, section: 0))
        #expect(log.take() == ["confirm deleting 1"])
        #expect(result.completed == false)
        #expect(fixture.display.count == 3)
        #expect(violations.messages.isEmpty)
      }
    }

    @Test("a destructive action whose handler removes the item completes with success")
    func destructiveActionThatRemovesTheItem() async {
      let violations = UIKitViolationRecorder()
      await UITableViewViolations.$reporter.withValue(violations.report) {
        let fixture = fixtureWithDelete { item, fixture in
          let rest = fixture.adapter.displayedModel.sections[0].items.filter { $0.id != item.id }
          fixture.adapter.apply(ListModel(sections: [ListSection("s", items: rest)]))
        }
        let result = fixture.tableView.swipeRow(at: IndexPath(row: 0, section: 0))
        await fixture.settle()
        #expect(result.completed == true)
        #expect(fixture.adapter.displayedModel.outline == ["s: 2 3"])
        #expect(fixture.display.map { $0.split(separator: " ").last ?? "" } == ["2", "3"])
        #expect(violations.messages.isEmpty)
      }
    }

    @Test("rows that can only be reordered show no delete control and are not indented")
    func movableRowsInEditingMode() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let fixture = TableFixture(clock: TestClock())
        let items = (0..<3).map { ListItem.text($0, "row \($0)").tableItem.movable() }
        fixture.adapter.apply(
          ListModel(sections: [ListSection("s", items: items + [.text(9, "fixed").tableItem])]),
          animated: false)
        fixture.tableView.setEditing(true, animated: false)
        let cells = (0..<4).compactMap {
          fixture.tableView.cellForRow(at: IndexPath(row: $0, section: 0))
        }
        #expect(cells.map(\.editingStyle) == [.none, .none, .none, .none])
        #expect(cells.map(\.isIndentedForEditing) == [false, false, false, false])
        fixture.tableView.setEditing(false, animated: false)
        #expect(cells.map(\.editingStyle) == [.none, .none, .none, .none])
        #expect(violations.messages.isEmpty)
      }
    }
  }
#endif
