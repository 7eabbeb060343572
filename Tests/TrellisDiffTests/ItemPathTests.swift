import Testing
import TrellisDiff

@Suite("ItemPath") struct ItemPathTests {
  @Test("orders by section, then by item")
  func ordersBySectionThenItem() {
    let paths = [
      ItemPath(item: 2, section: 1), ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1),
    ]
    #expect(
      paths.sorted()
        == [
          ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1),
          ItemPath(item: 2, section: 1),
        ]
    )
  }

  @Test("prints like IndexPath") func printsLikeIndexPath() {
    #expect(ItemPath(item: 4, section: 2).description == "[2, 4]")
  }
}
