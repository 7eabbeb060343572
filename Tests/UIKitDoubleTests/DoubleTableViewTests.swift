// The UIKit test double's table view, where TrellisUIKit relies on it. Linux only: the simulated
// touches and the violation recorder do not exist in UIKit.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  @Suite("UIKit double: table view")
  @MainActor
  struct DoubleTableViewTests {
    /// A 320 × 200 table over `sections`, laid out, its recorder not logging display events.
    func loadedTable(_ sections: [[String]]) -> (UITableView, TableRecorder) {
      let recorder = TableRecorder(sections)
      recorder.logsDisplay = false
      let table = makeTable(recorder)
      table.layoutIfNeeded()
      return (table, recorder)
    }

    @Test("rows laid out top to bottom; display events follow the viewport; cells are reused")
    func displayAndReuse() {
      let recorder = TableRecorder([(0..<10).map { "r\($0)" }])
      let table = makeTable(recorder)
      // Without prefetching, a row that scrolls out goes straight to its reuse pool.
      table.isPrefetchingEnabled = false
      table.layoutIfNeeded()
      #expect(
        recorder.log.take() == [
          "willDisplay r0", "willDisplay r1", "willDisplay r2", "willDisplay r3",
        ])
      #expect(table.contentSize.height == 500)
      #expect(
        table.rectForRow(at: IndexPath(row: 2, section: 0))
          == CGRect(x: 0, y: 100, width: 320, height: 50))
      table.contentOffset = CGPoint(x: 0, y: 100)
      #expect(
        recorder.log.take() == [
          "didEndDisplaying r0", "didEndDisplaying r1", "willDisplay r4", "willDisplay r5",
        ])
      #expect(table.createdCellCount == 4)
      let reused = table.visibleCells.compactMap { $0 as? RecordingTableCell }.filter {
        $0.reuseCount > 0
      }
      #expect(reused.count == 2)
      #expect(table.indexPathsForVisibleRows?.map(\.row) == [2, 3, 4, 5])
      #expect(
        table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 1, height: 60))?.map(\.row) == [0, 1])
    }

    @Test("an invalid batch is reported in UIKit's words, and the table reloads")
    func invalidBatch() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let recorder = TableRecorder([["a", "b"]])
        let table = makeTable(recorder)
        table.layoutIfNeeded()
        table.performBatchUpdates { recorder.sections = [["a", "b", "c"]] }
        #expect(
          violations.messages.first?.hasPrefix(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
              + "existing section after the update (3) must be equal to the number of rows contained "
              + "in that section before the update (2)") == true)
        #expect(table.numberOfRows(inSection: 0) == 3)
      }
    }

    @Test("a valid batch moves visible cells, and its completion runs on the clock")
    func validBatch() async {
      let clock = TestClock()
      let violations = UIKitViolationRecorder()
      await UITableViewViolations.$reporter.withValue(violations.report) {
        await UIKitDoubleEnvironment.$clock.withValue(clock) {
          let recorder = TableRecorder([["a", "b", "c"]])
          let table = makeTable(recorder)
          table.layoutIfNeeded()
          let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
          _ = recorder.log.take()
          var completed = false
          recorder.sections = [["x", "b", "c"]]
          table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          }) { completed = $0 }
          #expect(recorder.log.take() == ["didEndDisplaying a", "willDisplay x"])
          #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
          #expect(!completed)
          await clock.advance(by: .milliseconds(300))
          UIKitDoubleEnvironment.settleAnimationsForTesting()
          #expect(completed)
          #expect(violations.messages.isEmpty)
        }
      }
    }

    @Test("a cell not dequeued for its row is a violation")
    func foreignCell() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let recorder = TableRecorder([["a"]])
        recorder.returnsForeignCell = true
        let table = makeTable(recorder)
        table.layoutIfNeeded()
        #expect(violations.messages.count == 1)
        #expect(violations.messages.first?.contains("was not dequeued") == true)
      }
    }

    @Test("reconfigureRows keeps the cell and re-measures a self-sizing row")
    func reconfigureAndSelfSizing() {
      let recorder = TableRecorder([["a", "b|b"]])
      recorder.height = UITableView.automaticDimension
      let table = makeTable(recorder)
      table.layoutIfNeeded()
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 40)
      #expect(table.measureCount == 2)
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
      recorder.sections = [["a|a|a", "b|b"]]
      table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
      #expect(table.measureCount == 3)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    }

    @Test("a tap highlights, then selects in UIKit's order; a single selection deselects the last")
    func tapOrder() {
      let (table, recorder) = loadedTable([["a", "b", "c"]])
      table.tapRow(at: IndexPath(row: 0, section: 0))
      #expect(
        recorder.log.take() == [
          "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0",
        ])
      table.tapRow(at: IndexPath(row: 1, section: 0))
      #expect(
        recorder.log.take() == [
          "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1",
          "willDeselect 0", "didDeselect 0", "didSelect 1",
        ])
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
      recorder.refuseSelection = [IndexPath(row: 2, section: 0)]
      table.tapRow(at: IndexPath(row: 2, section: 0))
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("a swipe asks for the trailing configuration and runs the tapped action's handler")
    func swipe() {
      let recorder = TableRecorder([["a", "b"]])
      let table = makeTable(recorder)
      table.layoutIfNeeded()
      let result = table.swipeRow(at: IndexPath(row: 1, section: 0), tappingActionAt: 1)
      #expect(result.configuration?.actions.map(\.title) == ["Delete", "Flag"])
      #expect(result.completed == false)
      #expect(recorder.swipeLog == ["Flag 1"])
      #expect(
        table.swipeRow(at: IndexPath(row: 0, section: 0), edge: .leading).configuration == nil)
    }

    @Test("an interactive move asks the delegate for the target and tells the data source")
    func interactiveMove() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let (table, recorder) = loadedTable([["a", "b", "c"]])
        table.setEditing(true, animated: false)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let destination = table.moveRow(
          interactivelyFrom: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(destination == IndexPath(row: 2, section: 0))
        #expect(recorder.log.take() == ["targetIndexPath 2", "moveRowAt 0 to 2"])
        #expect(recorder.sections == [["b", "c", "a"]])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(violations.messages.isEmpty)
      }
    }

    @Test("scrollToRow places the row at the position asked, clamped to the content")
    func scrollToRow() {
      let (table, recorder) = loadedTable([(0..<20).map { "r\($0)" }])
      defer { withExtendedLifetime(recorder) {} }
      table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == 500)
      table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
      #expect(table.contentOffset.y == 350)
      table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
      #expect(table.contentOffset.y == 425)
      table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == 800)
      table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
      #expect(table.contentOffset.y == 0)
      #expect(table.indexPathsForVisibleRows?.first?.row == 0)
    }

    @Test("selectRow and deselectRow call no delegate method, as in UIKit")
    func programmaticSelection() {
      let (table, recorder) = loadedTable([["a", "b", "c"]])
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
      table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
      #expect(table.indexPathsForSelectedRows == nil)
      #expect(recorder.log.take().isEmpty)
    }

    @Test("reloadData from inside a data-source call is a violation")
    func reentrantReload() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let recorder = ReentrantSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.register(RecordingTableCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = recorder
        table.layoutIfNeeded()
        #expect(violations.messages.count == 1)
        #expect(violations.messages.first?.hasPrefix("reloadData() was called from inside") == true)
      }
    }

    @Test("rows within a viewport of the visible ones are prefetched, and cancelled when left")
    func prefetching() {
      let recorder = TableRecorder([(0..<20).map { "r\($0)" }])
      recorder.logsDisplay = false
      let table = makeTable(recorder, height: 100)
      table.prefetchDataSource = recorder
      table.layoutIfNeeded()
      #expect(recorder.log.take() == ["prefetch [2, 3]"])
      table.contentOffset = CGPoint(x: 0, y: 500)
      #expect(recorder.log.take() == ["cancel [2, 3]", "prefetch [8, 9, 12, 13]"])
    }
  }
#endif
