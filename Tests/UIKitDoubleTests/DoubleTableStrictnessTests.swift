// The table double's rules where UIKit is stricter than the double used to be (issue 19, item
// 10): floating headers and footers in plain tables, a zero-width table, the visible rows'
// optionality, reconfiguring a row that does not exist. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  /// Sections of 50-point rows with 30-point headers and 20-point footers.
  @MainActor
  final class HeaderTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      30
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      20
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      UITableViewHeaderFooterView(reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      UITableViewHeaderFooterView(reuseIdentifier: nil)
    }
  }

  @Suite("UIKit double: table rules as strict as UIKit")
  @MainActor
  struct DoubleTableStrictnessTests {
    /// Two sections of ten 50-point rows: section 0 spans 0..<550 (header 0..<30, rows 30..<530,
    /// footer 530..<550), section 1 spans 550..<1100. Laid out, then scrolled to `offset` and
    /// laid out again.
    func headerTable(style: UITableView.Style, scrolledTo offset: CGFloat) -> (
      UITableView, HeaderTableSource
    ) {
      let source = HeaderTableSource([10, 10])
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
      table.register(RecordingTableCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
      return (table, source)
    }

    @Test("a plain table floats the header and footer of a section while it scrolls")
    func plainTableFloats() {
      let (table, source) = headerTable(style: .plain, scrolledTo: 200)
      defer { withExtendedLifetime(source) {} }
      // Section 0 fills the viewport (200..<400): its header sticks to the top, its footer to
      // the bottom.
      #expect(table.headerView(forSection: 0)?.frame.minY == 200)
      #expect(table.footerView(forSection: 0)?.frame.minY == 380)
      // Where section 0 ends inside the viewport, the next section's header comes in below it,
      // and the ending section's header is pushed up by its end.
      table.contentOffset = CGPoint(x: 0, y: 530)
      table.layoutIfNeeded()
      #expect(table.headerView(forSection: 0)?.frame.minY == 520)
      #expect(table.footerView(forSection: 0)?.frame.minY == 530)
      #expect(table.headerView(forSection: 1)?.frame.minY == 550)
      // Their natural rectangles do not move.
      #expect(table.rectForHeader(inSection: 0).minY == 0)
    }

    @Test("a grouped table scrolls its headers and footers with their sections")
    func groupedTableDoesNotFloat() {
      let (table, source) = headerTable(style: .grouped, scrolledTo: 200)
      defer { withExtendedLifetime(source) {} }
      #expect(table.headerView(forSection: 0) == nil)
      #expect(table.footerView(forSection: 0) == nil)
    }

    @Test("a table with zero width shows no rows, and then reports no visible rows")
    func zeroWidth() {
      let recorder = TableRecorder([["a", "b", "c"]])
      recorder.logsDisplay = false
      let table = makeTable(recorder)
      table.frame.size.width = 0
      table.layoutIfNeeded()
      #expect(table.visibleCells.isEmpty)
      #expect(table.indexPathsForVisibleRows == nil)
      table.frame.size.width = 320
      table.layoutIfNeeded()
      #expect(table.indexPathsForVisibleRows?.count == 3)
    }

    @Test("reconfiguring a row that does not exist is reported, as the collection view does")
    func reconfigureMissingRow() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let recorder = TableRecorder([["a", "b"]])
        recorder.logsDisplay = false
        let table = makeTable(recorder)
        table.layoutIfNeeded()
        table.reconfigureRows(at: [IndexPath(row: 5, section: 0)])
        #expect(
          violations.messages == [
            "Attempted to reconfigure row at index path [0, 5] which does not exist in the table "
              + "view"
          ])
      }
    }
  }
#endif
