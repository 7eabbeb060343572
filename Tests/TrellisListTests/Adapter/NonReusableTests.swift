import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Features: non-reusable items")
struct NonReusableTests {
  @Test("a non-reusable item keeps its own view across scrolling and is never shared")
  func ownView() throws {
    let fixture = AdapterFixture(.table)  // 200 points, 44-point rows
    let player = ListItem.textCell("player", "video").nonReusable()
    #expect(!player.isReusable && player == ListItem.textCell("player", "video"))
    fixture.apply(oneSection([player] + (0..<30).map { ListItem.textCell($0) }), animated: false)
    let view = try #require(fixture.host.cellForItem(at: path(0)) as? TextCell)
    #expect(fixture.adapter.view(forNonReusableItem: "player") === view)

    try fixture.host.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    // No other item was given the player's view.
    for visible in fixture.host.indexPathsForVisibleItems {
      #expect(fixture.host.cellForItem(at: visible) !== view)
    }
    try fixture.host.setContentOffset(.zero, animated: false)
    #expect(fixture.host.cellForItem(at: path(0)) === view)
    #expect(view.text == "video")

    fixture.apply(oneSection((0..<30).map { ListItem.textCell($0) }), animated: false)
    #expect(fixture.adapter.view(forNonReusableItem: AnyListID("player")) == nil)
  }
}
