import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport

@Suite("ListSection layout")
struct ListSectionLayoutTests {
  private let grid = MixedSection.grid(
    GridSection(columns: 2, itemHeight: .fixed(100), insets: LayoutInsets(all: 16)))

  @Test("a section has no layout by default")
  func defaultIsNil() {
    #expect(ListSection(id: "a").layout == nil)
    #expect(ListSection(id: "a") { ListItem.text(1) }.layout == nil)
    #expect(ListSection(id: "a", [1, 2]) { ListItem.text($0) }.layout == nil)
  }

  @Test("the init parameter and the modifier store the same description, its count zero")
  func initAndModifier() {
    var counted = grid
    counted.itemCount = 7
    let viaInit = ListSection(id: "a", items: [.text(1)], layout: counted)
    let viaBuilder = ListSection(id: "a", layout: counted) { ListItem.text(1) }
    let viaEntities = ListSection(id: "a", [1], layout: counted) { ListItem.text($0) }
    let viaModifier = ListSection(id: "a") { ListItem.text(1) }.layout(counted)
    #expect(viaInit.layout == grid)
    #expect(viaInit.layout?.itemCount == 0)
    #expect(viaBuilder == viaInit)
    #expect(viaEntities == viaInit)
    #expect(viaModifier == viaInit)
  }

  @Test("setting a layout with a count stores zero, so counts never affect equality")
  func countNormalised() {
    var section = ListSection(id: "a")
    section.layout = .table(TableSection(itemCount: 12, rowHeight: 44))
    #expect(section.layout == .table(TableSection(rowHeight: 44)))
    section.layout = nil
    #expect(section.layout == nil)
  }

  @Test("the layout takes part in == but not in the diff's content comparison")
  func equalityAndContent() {
    let plain = ListSection(id: "a") { ListItem.text(1) }
    let laidOut = plain.layout(grid)
    #expect(plain != laidOut)
    #expect(plain.isContentEqual(to: laidOut))
    #expect(laidOut.isContentEqual(to: laidOut.layout(.waterfall(WaterfallSection(columns: 3)))))
    #expect(ListModel(sections: [plain]) != ListModel(sections: [laidOut]))
  }

  @Test("a layout-only change is no batch: no section or item reload")
  func layoutOnlyChangeIsNoBatch() {
    let old = [
      ListSection(id: "a") {
        ListItem.text(1)
        ListItem.text(2)
      },
      ListSection(id: "b") { ListItem.text(3) },
    ]
    var new = old
    new[0].layout = grid
    new[1].layout = .carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging)
    #expect(StagedChangeset(source: old, target: new).isEmpty)
  }

  @Test("a diff keeps the target's layout in its stages")
  func stagesCarryLayout() {
    let old = [ListSection(id: "a") { ListItem.text(1) }]
    let new = [ListSection(id: "a", layout: grid) { ListItem.text(2) }]
    let stages = StagedChangeset(source: old, target: new)
    #expect(stages.last?.data.first?.layout == grid)
  }
}
