// A table view has no supplementary views per row (only section headers and footers). The UIKit
// table host rejects them as the headless table does, with the same typed error, and shows every
// row; the list adapter leaves them out for a table and names the item in a diagnostic.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A port data source of one section of text rows; `badged` rows answer a badge.
  @MainActor
  final class BadgedRows: PortRows {
    var badged: Set<Int>
    init(_ rows: [String], badged: Set<Int>) {
      self.badged = badged
      super.init(rows)
    }
    override func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
      -> [ItemSupplementaryLayout]
    {
      guard badged.contains(path.item) else { return [] }
      return [
        ItemSupplementaryLayout(
          kind: "badge", size: CGSize(width: 10, height: 10), placement: .corner(.topTrailing))
      ]
    }
  }

  @MainActor
  @Suite("Table host: no supplementary views per row")
  struct TableRowSupplementaryTests {
    static let rule =
      "a table view has no supplementary views per row, only section headers and footers"

    @Test("the host rejects them with the headless table's typed error, and shows every row")
    func hostRejects() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let host = TableViewHost(tableView: table)
        host.registerCell(TextTableCell.self, as: .class, reuseIdentifier: "text")
        let source = BadgedRows(["a", "b"], badged: [1])
        host.dataSource = source
        #expect(
          throws: ListHostError.invalidDataSourceAnswer(
            "supplementary views of kind badge for the row at [0, 1]; " + Self.rule)
        ) { try host.reloadData() }
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1])
        // A batch inserting such a row: inserted, shown, and the same error.
        #expect(
          throws: ListHostError.invalidDataSourceAnswer(
            "supplementary views of kind badge for the row at [0, 2]; " + Self.rule)
        ) {
          try host.performBatchUpdates(
            BatchUpdate(itemInserts: [ItemPath(item: 2, section: 0)]), animated: false,
            updatingData: {
              source.rows.append("c")
              source.badged.insert(2)
            }, completion: nil)
        }
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
      }
      #expect(violations.messages.isEmpty)
    }

    @Test("through an adapter: every row shown, a diagnostic naming the item, no rejection")
    func adapterLeavesThemOut() async {
      let clock = TestClock()
      let violations = UIKitViolationRecorder()
      let (diagnostics, display) = await UITableViewViolations.$reporter.withValue(
        violations.report
      ) {
        let fixture = TableFixture(clock: clock)
        let model = ListModel(sections: [
          ListSection(
            id: "s",
            items: [
              ListItem.text("a").tableItem,
              ListItem.text("b").tableItem.supplementary("badge", .header("2")),
            ])
        ])
        await fixture.show(model)
        return (fixture.diagnostics.all, fixture.display)
      }
      #expect(violations.messages.isEmpty)
      #expect(display == ["row 0.0 0 44 text a", "row 0.1 44 44 text b"])
      #expect(
        diagnostics == [
          "item \"b\" has a supplementary view of kind badge, but a table view has no supplementary "
            + "views per row, only section headers and footers: the row is shown without it"
        ])
    }
  }
#endif
