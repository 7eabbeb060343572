// The README's "Testing a list" snippet (also the overview of TrellisTesting.md), compiled and run.
// `ReadmeTests` (in TrellisTests) checks that the README's lines appear here in order.
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The README's row: a cell that shows its string bare, 44 points tall.
typealias TitleRow = PlainTextCell

@MainActor @Test("a tapped fruit shows selected")
func tappedFruitShowsSelected() async throws {
  let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
  let adapter = ListAdapter(host: host)
  await adapter.applyAndWait(
    ListModel {
      ListSection(id: "fruit") { ListItem(id: 1, content: "Apple", view: TitleRow.self) }
    })
  try host.tapItem(at: ItemPath(item: 0, section: 0))
  #expect(
    host.snapshot() == """
      viewport 0,0 320x480 content 320x44
      item [0, 0] 0,0 320x44 selected "Apple"
      """)
}
