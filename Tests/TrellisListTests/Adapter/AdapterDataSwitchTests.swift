import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport

/// UIKit may lay out, and read its data source's counts, when `performBatchUpdates` starts and
/// before its updates closure runs (UIKIT-BEHAVIOUR.md, F1). The headless hosts read the counts
/// at the start of every batch and reject a data source that already answers the data after it;
/// the adapter must therefore switch its data inside the batch, never before it.
@MainActor
@Suite("List adapter: the data switches inside the batch")
struct AdapterDataSwitchTests {
  @Test(
    "inserts, deletes, moves and content changes are batches the host accepts",
    arguments: HostKind.allCases)
  func batchesAreAccepted(kind: HostKind) async {
    let fixture = AdapterFixture.showing(.texts(6), on: kind)
    let reloads = fixture.adapter.statistics.reloads
    var model = ListModel.texts(6)
    model.sections[0].items.insert(.textCell(100, "new"), at: 2)
    model.sections[0].items.remove(at: 5)
    model.sections[0].items.swapAt(0, 3)
    model.sections[0].items[1] = .textCell(model.sections[0].items[1].id, "changed")
    fixture.apply(model)
    #expect(await fixture.settle())
    #expect(fixture.diagnostics.rejections.isEmpty)
    #expect(fixture.adapter.statistics.reloads == reloads)
    #expect(fixture.adapter.statistics.batches >= 1)
    #expect(fixture.mismatch(showing: model) == nil)
  }

  @Test(
    "a new section with a header arrives as a batch, staged or not", arguments: HostKind.allCases)
  func sectionInsert(kind: HostKind) async {
    let fixture = AdapterFixture.showing(.texts(2), on: kind)
    let model = ListModel(sections: [
      ListSection(id: "first", header: .title("hello"), items: [.textCell("x")]),
      ListModel.texts(3).sections[0],
    ])
    fixture.apply(model, animated: false)
    #expect(await fixture.settle())
    #expect(fixture.diagnostics.rejections.isEmpty)
    #expect(fixture.adapter.statistics.reloads == 1)
    #expect(fixture.mismatch(showing: model) == nil)
  }
}
