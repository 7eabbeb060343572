#if os(Linux)
  import Foundation
  import SwiftUI
  import Testing
  import TrellisList
  import TrellisSwiftUI
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  extension SwiftUIItemTests {
    @Test(
      "a Dynamic Type change re-measures each visible SwiftUI item once", arguments: [false, true])
    func dynamicTypeChange(table: Bool) async {
      let (result, violations) = await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        let notes = (0..<5).map { Note(id: $0, text: "note \($0)") }
        await fixture.show(
          ListModel(sections: [
            ListSection(id: "notes", items: notes.map { ListItem($0) { NoteRow(note: $0) } })
          ]))
        let measured = fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        fixture.window.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        await fixture.settle()
        fixture.scrollView.layoutIfNeeded()
        return fixture.adapter.sizeCache.statistics.selfSizingMeasurements - measured
      }
      #expect(violations.isEmpty)
      #expect(result == 5, "each of the five rows once")
    }
  }
#endif
