// One identity shown twice (duplicate policy `.disambiguateByOccurrence`), as self-sizing rows of
// different content: each row keeps its own measured height, however often the table asks the
// heights again.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import Trellis
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("Table host: one identity in two self-sizing rows")
  struct TableDuplicateSelfSizingTests {
    @Test("each occurrence keeps its own height through repeated height queries")
    func occurrencesKeepTheirHeights() async {
      let clock = TestClock()
      let violations = UIKitViolationRecorder()
      let display = await UITableViewViolations.$reporter.withValue(violations.report) {
        let fixture = TableFixture(clock: clock, size: CGSize(width: 320, height: 400))
        let model = ListModel(sections: [
          ListSection(
            "s",
            items: [
              ListItem(id: 1, content: "a", view: NoteTableCell.self),
              ListItem(id: 2, content: "b|b", view: NoteTableCell.self),
              ListItem(id: 1, content: "a|a|a", view: NoteTableCell.self),
            ])
        ])
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        // The begin/end-updates idiom: the table asks every height again.
        for _ in 0..<3 {
          fixture.tableView.performBatchUpdates(nil, completion: nil)
          await fixture.settle()
        }
        return fixture.display
      }
      #expect(violations.messages.isEmpty)
      #expect(
        display == [
          "row 0.0 0 20 note a", "row 0.1 20 40 note b|b", "row 0.2 60 60 note a|a|a",
        ])
    }
  }
#endif
