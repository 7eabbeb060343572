// UIKit may lay out, and read its data source's counts, when `performBatchUpdates` starts and
// before its updates closure runs (UIKIT-BEHAVIOUR.md, F1). The double does, and asks the counts
// once more at that point: a data source that changed before the call is a violation.
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
  @Suite("UIKit double: the data changes inside performBatchUpdates")
  struct DataSwitchInsideBatchTests {
    // MARK: The double, through UIKit's API

    /// Runs `body` with a laid-out table of the rows "a" and "b", its data source, and the
    /// recorder of the violations the table reports.
    func withTable(_ body: (UITableView, TableRecorder, UIKitViolationRecorder) -> Void) {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let recorder = TableRecorder([["a", "b"]])
        let table = makeTable(recorder)
        table.layoutIfNeeded()
        body(table, recorder, violations)
      }
    }

    /// Runs `body` on the double with a laid-out collection view of the items "a" and "b" and its
    /// data source: what `body` returns, and the violations the collection view reports.
    func withCollection<T>(
      _ body: @MainActor (UICollectionView, DoubleSource) -> T
    ) async -> (T, violations: [String]) {
      await withDouble { _ in
        let source = DoubleSource([["a", "b"]])
        let collectionView = makeDoubleCollection(source)
        collectionView.layoutIfNeeded()
        return body(collectionView, source)
      }
    }

    @Test("collection view: data changed before the call is reported in UIKit's words")
    func collectionChangedBefore() async {
      let (shown, violations) = await withCollection { collectionView, source in
        source.sections = [["a", "b", "c"]]
        collectionView.performBatchUpdates {
          collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        return collectionView.numberOfItems(inSection: 0)
      }
      #expect(violations.count == 1)
      #expect(
        violations.first?.hasPrefix(
          "Invalid update: invalid number of items in section 0. The number of items contained in "
            + "an existing section after the update (3) must be equal to the number of items "
            + "contained in that section before the update (3)") == true)
      #expect(violations.first?.contains("inside the updates closure") == true)
      // The view recovers as after a reload.
      #expect(shown == 3)
    }

    @Test("collection view: data changed inside the call is accepted, even with a reload pending")
    func collectionChangedInside() async {
      let (shown, violations) = await withCollection { collectionView, source in
        // A reload left pending: the batch's layout pass at the start loads the counts.
        collectionView.reloadData()
        collectionView.performBatchUpdates {
          source.sections = [["a", "b", "c"]]
          collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        return collectionView.indexPathsForVisibleItems.map(\.item)
      }
      #expect(violations.isEmpty)
      #expect(shown == [0, 1, 2])
    }

    @Test("table view: data changed before the call is reported in UIKit's words")
    func tableChangedBefore() {
      withTable { table, recorder, violations in
        recorder.sections = [["a", "b", "c"]]
        table.performBatchUpdates {
          table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        #expect(violations.messages.count == 1)
        #expect(
          violations.messages.first?.hasPrefix(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in "
              + "an existing section after the update (3) must be equal to the number of rows "
              + "contained in that section before the update (3)") == true)
        #expect(table.numberOfRows(inSection: 0) == 3)
      }
    }

    @Test("table view: data changed inside the call after a pending reload is accepted")
    func tableChangedInside() {
      withTable { table, recorder, violations in
        table.reloadData()
        table.performBatchUpdates {
          recorder.sections = [["a", "b", "c"]]
          table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        table.layoutIfNeeded()
        #expect(violations.messages.isEmpty)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
      }
    }

    @Test("a single insert outside a batch expects the data changed before it, as UIKit does")
    func tableSingleInsert() {
      withTable { table, recorder, violations in
        recorder.sections = [["a", "b", "c"]]
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(violations.messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 3)
      }
    }

    // MARK: The glue, through a list adapter

    @Test("collection host: inserts, deletes, moves and changes through an adapter, no violation")
    func collectionAdapter() async {
      let ((rejections, batches, shown), violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
        let diagnostics = UIKitDiagnosticsLog()
        fixture.adapter.diagnostics = diagnostics.hook
        fixture.adapter.apply(Self.texts(6).uikit, animated: false, completion: nil)
        // A reload left pending, as a data source change does.
        fixture.collectionView.reloadData()
        fixture.adapter.apply(Self.edited.uikit, animated: true, completion: nil)
        await fixture.settle()
        return (
          diagnostics.all, fixture.adapter.statistics.batches,
          fixture.display().filter { $0.hasPrefix("0.") }.map { $0.split(separator: " ").last! }
        )
      }
      #expect(violations.isEmpty)
      #expect(rejections.isEmpty)
      #expect(batches >= 1)
      #expect(shown == ["3", "changed", "new", "0", "4"])
    }

    @Test("collection host: cells the batch's layout pass creates show the changed content")
    func collectionPendingReloadThenChange() async {
      let (shown, violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
        fixture.adapter.apply(Self.texts(4).uikit, animated: false, completion: nil)
        // The view forgets its cells; the batch's layout pass creates them again, from the data
        // before the batch.
        fixture.collectionView.reloadData()
        var model = Self.texts(4)
        model.sections[0].items[1] = .text(1, "changed")
        model.sections[0].items.append(.text(4, "4"))
        await fixture.show(model.uikit)
        return fixture.display().filter { $0.hasPrefix("0.") }.map {
          $0.split(separator: " ").last!
        }
      }
      #expect(violations.isEmpty)
      #expect(shown == ["0", "changed", "2", "3", "4"])
    }

    @Test("table host: inserts, deletes, moves and changes through an adapter, no violation")
    func tableAdapter() async {
      let ((rejections, shown), violations) = await withTableFixture { fixture in
        fixture.adapter.apply(Self.texts(6).tableModel, animated: false, completion: nil)
        fixture.tableView.reloadData()
        fixture.adapter.apply(Self.edited.tableModel, animated: true, completion: nil)
        await fixture.settle()
        return (fixture.diagnostics.all, fixture.display)
      }
      #expect(violations.isEmpty)
      #expect(rejections.isEmpty)
      #expect(
        shown == [
          "row 0.0 0 44 text 3", "row 0.1 44 44 text changed", "row 0.2 88 44 text new",
          "row 0.3 132 44 text 0", "row 0.4 176 44 text 4",
        ])
    }

    // MARK: The glue, driven through the port

    @Test("collection host: a batch that does not fit is replaced, never reaches UIKit, and throws")
    func collectionHostInvalidBatch() async {
      let ((error, items, completed), violations) = await withDouble { _ in
        let recorder = CollectionPortRecorder(["a", "b"])
        let (collectionView, host) = CollectionHostPortTests.make(recorder)
        var completed = false
        let error = #expect(throws: ListHostError.self) {
          try host.performBatchUpdates(
            BatchUpdate(), animated: false, updatingData: { recorder.rows.append("c") },
            completion: { _ in completed = true })
        }
        let items = collectionView.indexPathsForVisibleItems.map {
          (collectionView.cellForItem(at: $0) as? UIKitTextCell)?.text ?? "?"
        }
        return (error, items, completed)
      }
      #expect(
        error
          == .invalidBatch(
            .invalidItemCount(
              section: 0, before: 2, after: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)))
      #expect(violations.isEmpty)
      #expect(items == ["a", "b", "c"])
      #expect(!completed)
    }

    @Test("collection host: a view that has not read its data source reloads instead of a batch")
    func collectionHostNotLoaded() async {
      let ((items, completed), violations) = await withDouble { _ in
        let recorder = CollectionPortRecorder(["a", "b"])
        let (collectionView, host) = CollectionHostPortTests.make(recorder)
        // A new data source: the view reads it on its next layout, not before.
        let other = CollectionPortRecorder(["x"])
        host.dataSource = other
        var completed = false
        try? host.performBatchUpdates(
          BatchUpdate(itemInserts: [ItemPath(item: 1, section: 0)]), animated: true,
          updatingData: { other.rows.append("y") }, completion: { _ in completed = true })
        collectionView.layoutIfNeeded()
        let items = collectionView.indexPathsForVisibleItems.map {
          (collectionView.cellForItem(at: $0) as? UIKitTextCell)?.text ?? "?"
        }
        return (items, completed)
      }
      #expect(violations.isEmpty)
      #expect(items == ["x", "y"])
      #expect(completed)
    }

    @Test("table host: a batch that does not fit is replaced, never reaches UIKit, and throws")
    func tableHostInvalidBatch() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let clock = TestClock()
        let fixture = TableFixture(clock: clock)
        fixture.adapter.isConnected = false
        let recorder = PortRows(["a", "b"])
        fixture.host.dataSource = recorder
        fixture.host.registerCell(TextTableCell.self, as: .class, reuseIdentifier: "text")
        try? fixture.host.reloadData()
        fixture.tableView.layoutIfNeeded()
        var completed = false
        let error = #expect(throws: ListHostError.self) {
          try fixture.host.performBatchUpdates(
            BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)]), animated: false,
            updatingData: { recorder.rows.append("c") }, completion: { _ in completed = true })
        }
        #expect(
          error
            == .invalidBatch(
              .invalidItemCount(
                section: 0, before: 2, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)))
        #expect(violations.messages.isEmpty)
        #expect(
          fixture.display == [
            "row 0.0 0 44 text a", "row 0.1 44 44 text b", "row 0.2 88 44 text c",
          ])
        #expect(!completed)
      }
    }

    /// Six text items `0` to `5`, each showing its number.
    static func texts(_ count: Int) -> ListModel {
      ListModel(sections: [ListSection(id: "s", items: (0..<count).map { .text($0, "\($0)") })])
    }

    /// `texts(6)` with 2 and 5 deleted, `new` inserted, 3 moved first, 1 changed.
    static var edited: ListModel {
      ListModel(sections: [
        ListSection(
          id: "s",
          items: [
            .text(3, "3"), .text(1, "changed"), .text(100, "new"), .text(0, "0"), .text(4, "4"),
          ])
      ])
    }
  }

#endif
