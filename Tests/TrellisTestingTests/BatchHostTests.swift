import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: batch updates")
struct BatchHostTests {
  @Test("the classic crash: counts after must equal counts before plus the batch")
  func countMismatch() throws {
    let (host, source) = try makeHost([["a", "b"], ["c"]])
    let error = #expect(throws: ListHostError.self) {
      // One item added, but the batch says nothing.
      try host.performBatchUpdates(
        BatchUpdate(), animated: false,
        updatingData: { source.sections = [["a", "b", "x"], ["c"]] }, completion: nil)
    }
    guard case .invalidBatch(let violation) = error else {
      Issue.record("expected invalidBatch, got \(String(describing: error))")
      return
    }
    #expect(
      violation.description
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (3) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
    // Nothing changed on screen: the host still shows the old counts and views.
    #expect(host.numberOfItems(inSection: 0) == 2)
    #expect(host.operations.last == .display(.item(path(0, 1))))
  }

  @Test("a host never loaded loads its counts when the batch starts — as UIKit's layout pass")
  func neverLoadedHostReadsCountsNow() {
    batchInsertOnNeverLoadedHost(
      HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 200)))
  }

  @Test("deletes, inserts and moves carry visible cells to their new paths")
  func visibleCellsFollowTheirItems() throws {
    let (host, source) = try makeHost([["a", "b", "c"], ["d", "e"]])
    let b = host.cellForItem(at: path(1, 0))
    let e = host.cellForItem(at: path(1, 1))
    let requestsBefore = source.cellRequests.count
    try host.performBatchUpdates(
      BatchUpdate(
        itemDeletes: [path(0, 0)], itemInserts: [path(2, 1)],
        itemMoves: [
          Move(source: path(1, 0), target: path(1, 1)),
          Move(source: path(1, 1), target: path(0, 0)),
        ]),
      animated: false, updatingData: { source.sections = [["e", "c"], ["d", "b", "n"]] },
      completion: nil)
    #expect(host.cellForItem(at: path(1, 1)) === b)
    #expect(host.cellForItem(at: path(0, 0)) === e)
    // Only the inserted item was asked for; "a" went to the pool.
    #expect(source.cellRequests.dropFirst(requestsBefore) == [path(2, 1)])
    #expect(source.displayLog.suffix(2) == ["didEndDisplaying [0, 0]", "willDisplay [1, 2]"])
    #expect(host.pooledViewCount == 0)  // the pooled cell was reused for the insert
  }

  @Test("selection follows moved items, and leaves deleted and reloaded ones")
  func selectionFollowsItems() throws {
    let (host, source) = try makeHost([["a", "b", "c", "d"]])
    host.allowsMultipleSelection = true
    for item in [0, 1, 3] { try host.selectItem(at: path(item, 0), animated: false) }
    try host.performBatchUpdates(
      BatchUpdate(
        itemDeletes: [path(0, 0)], itemReloads: [path(3, 0)],
        itemMoves: [Move(source: path(3, 0), target: path(0, 0))].filter { _ in false }
          + [Move(source: path(1, 0), target: path(2, 0))]),
      animated: false, updatingData: { source.sections = [["d!", "c", "b"]] }, completion: nil)
    // "a" deleted; "d" reloaded in place (now at 0 after the delete and the move of "b").
    #expect(host.indexPathsForSelectedItems == [path(2, 0)])
    #expect((host.cellForItem(at: path(2, 0)) as? LabelCell)?.isSelected == true)
  }

  @Test("a reloaded item gets a new cell from the data source")
  func reloadRequestsCell() throws {
    let (host, source) = try makeHost([["a", "b"]])
    let old = host.cellForItem(at: path(1, 0))
    try host.performBatchUpdates(
      BatchUpdate(itemReloads: [path(1, 0)]), animated: false,
      updatingData: { source.sections = [["a", "B"]] }, completion: nil)
    #expect((host.cellForItem(at: path(1, 0)) as? LabelCell)?.text == "B")
    #expect(source.displayLog.suffix(2) == ["didEndDisplaying [0, 1]", "willDisplay [0, 1]"])
    #expect(host.cellForItem(at: path(1, 0)) === old)  // reused from the pool after ending
  }

  @Test("moves across sections and section moves keep cells and headers")
  func sectionMoves() throws {
    let (host, source) = try makeHost([["a"], ["b", "c"]])
    source.headers = ["A", "B"]
    try host.invalidateLayout()
    let headerB = host.supplementaryView(ofKind: .header, at: path(0, 1))
    let c = host.cellForItem(at: path(1, 1))
    try host.performBatchUpdates(
      BatchUpdate(sectionMoves: [Move(source: 1, target: 0)]), animated: false,
      updatingData: {
        source.sections = [["b", "c"], ["a"]]
        source.headers = ["B", "A"]
      }, completion: nil)
    #expect(host.supplementaryView(ofKind: .header, at: path(0, 0)) === headerB)
    #expect(host.cellForItem(at: path(1, 0)) === c)
    try host.performBatchUpdates(
      BatchUpdate(itemMoves: [Move(source: path(1, 0), target: path(1, 1))]), animated: false,
      updatingData: { source.sections = [["b"], ["a", "c"]] }, completion: nil)
    #expect(host.cellForItem(at: path(1, 1)) === c)
  }

  @Test("an update issued while a batch animates is in flight until the clock advances")
  func animatedBatchesComplete() async throws {
    let clock = TestClock()
    let (host, source) = try makeHost([["a"]], clock: clock)
    var completed: [String] = []
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(1, 0)]), animated: true,
      updatingData: { source.sections = [["a", "b"]] }
    ) {
      completed.append("first \($0)")
    }
    #expect(host.batchesInFlight == 1)
    await clock.advance(by: .milliseconds(100))
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(2, 0)]), animated: true,
      updatingData: { source.sections = [["a", "b", "c"]] }
    ) {
      completed.append("second \($0)")
    }
    host.settleAnimations()
    #expect(host.batchesInFlight == 2)
    #expect(completed.isEmpty)
    await clock.advance(by: .milliseconds(200))
    host.settleAnimations()
    #expect(completed == ["first true"])
    await clock.advance(by: .milliseconds(100))
    host.settleAnimations()
    #expect(completed == ["first true", "second true"])
    #expect(host.batchesInFlight == 0)
    #expect(host.operations.filter { $0 == .batchCompleted }.count == 2)
  }

  @Test("non-animated batches complete before performBatchUpdates returns")
  func nonAnimatedCompletesAtOnce() throws {
    let (host, source) = try makeHost([["a"]])
    var done = false
    try host.performBatchUpdates(
      BatchUpdate(itemDeletes: [path(0, 0)]), animated: false,
      updatingData: { source.sections = [[]] }
    ) {
      done = $0
    }
    #expect(done)
    #expect(host.batchesInFlight == 0)
  }

  @Test("reloadData ends every display, clears selection and shows the new data")
  func reloadData() throws {
    let (host, source) = try makeHost([["a", "b"]])
    try host.selectItem(at: path(0, 0), animated: false)
    source.sections = [["x"]]
    try host.reloadData()
    #expect(host.indexPathsForSelectedItems.isEmpty)
    #expect(
      Array(source.displayLog.suffix(3))
        == ["didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "willDisplay [0, 0]"])
    #expect((host.cellForItem(at: path(0, 0)) as? LabelCell)?.text == "x")
  }

  @Test("negative counts are rejected")
  func negativeCounts() throws {
    final class Negative: ListHostDataSource {
      func numberOfSections(in host: any ListHost) -> Int { 1 }
      func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int { -1 }
      func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
        -> AnyObject
      { throw .itemOutOfRange(path) }
      func listHost(
        _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind,
        at path: ItemPath
      ) throws(ListHostError) -> AnyObject { throw .itemOutOfRange(path) }
      func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize { .zero }
      func listHost(
        _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind,
        inSection section: Int
      ) -> CGSize { .zero }
    }
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 10, height: 10))
    let source = Negative()
    host.dataSource = source
    #expect(
      throws: ListHostError.invalidDataSourceAnswer(
        "-1 items in section 0; a count is never negative")
    ) { try host.reloadData() }
  }
}
