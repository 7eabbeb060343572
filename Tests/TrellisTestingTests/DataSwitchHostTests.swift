import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// UIKit may lay out, and read the counts, at the start of `performBatchUpdates`, before its
/// updates run (UIKIT-BEHAVIOUR.md, F1): the headless hosts read them at the start of every
/// batch, so a data source that changed before the batch is rejected.
@MainActor
@Suite("Headless hosts: the data must change inside the batch")
struct DataSwitchHostTests {
  @Test("a data source that already answers the inserted item is rejected with UIKit's message")
  func changedBeforeInsert() throws {
    let (host, source) = try makeHost([["a", "b"]])
    source.sections = [["a", "b", "c"]]
    let error = #expect(throws: ListHostError.self) {
      try host.performBatchUpdates(
        BatchUpdate(itemInserts: [path(2, 0)]), animated: false, updatingData: {},
        completion: nil)
    }
    #expect(
      error
        == .invalidBatch(
          .invalidItemCount(
            section: 0, before: 3, after: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)))
    #expect(
      error?.description.hasPrefix("Invalid update: invalid number of items in section 0") == true)
    // Nothing changed on screen.
    #expect(host.numberOfItems(inSection: 0) == 2)
    #expect(host.indexPathsForVisibleItems == [path(0, 0), path(1, 0)])
  }

  @Test("a host that never loaded loads the data at the start of a batch, as UIKit's layout pass")
  func neverLoadedLoadsFirst() throws {
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 200),
      layout: .flow(section: FlowSection(itemCount: 0, lineSpacing: 10, interitemSpacing: 10)),
      clock: ContinuousClock())
    let source = batchInsertOnNeverLoadedHost(host)
    defer { withExtendedLifetime(source) {} }
    // The load at the start read the data as it was: three items, shown.
    #expect(host.numberOfItems(inSection: 0) == 3)
    #expect(host.indexPathsForVisibleItems.count == 3)
  }
}
