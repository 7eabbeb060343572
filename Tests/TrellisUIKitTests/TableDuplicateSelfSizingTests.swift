// Self-sizing table rows keep their measured heights: one identity shown twice (duplicate policy
// `.disambiguateByOccurrence`) with different content, however often the table asks the heights
// again; and visible rows after a width change.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("Table host: self-sizing rows keep their heights")
  struct TableDuplicateSelfSizingTests {
    /// One section of self-sizing note rows with these identities and texts.
    static func notes(_ rows: [(id: Int, text: String)]) -> ListModel {
      ListModel(sections: [
        ListSection(
          id: "s",
          items: rows.map { ListItem(id: $0.id, content: $0.text, view: NoteTableCell.self) })
      ])
    }

    @Test("each occurrence keeps its own height through repeated height queries")
    func occurrencesKeepTheirHeights() async {
      let (display, violations) = await withTableFixture(size: CGSize(width: 320, height: 400)) {
        fixture in
        let model = Self.notes([(1, "a"), (2, "b|b"), (1, "a|a|a")])
        await fixture.show(model)
        // The begin/end-updates idiom: the table asks every height again.
        for _ in 0..<3 {
          fixture.tableView.performBatchUpdates(nil, completion: nil)
          await fixture.settle()
        }
        return fixture.display
      }
      #expect(violations.isEmpty)
      #expect(
        display == [
          "row 0.0 0 20 note a", "row 0.1 20 40 note b|b", "row 0.2 60 60 note a|a|a",
        ])
    }

    @Test("after a width change, visible self-sizing rows are measured again at the new width")
    func widthChange() async {
      let ((before, after), violations) = await withTableFixture(
        size: CGSize(width: 320, height: 400)
      ) { fixture in
        let model = Self.notes([(1, "a"), (2, "b|b|b")])
        await fixture.show(model)
        let before = fixture.display
        fixture.tableView.frame.size.width = 280
        await fixture.settle()
        return (before, fixture.display)
      }
      #expect(violations.isEmpty)
      #expect(before == ["row 0.0 0 20 note a", "row 0.1 20 60 note b|b|b"])
      #expect(after == before)
    }
  }
#endif
