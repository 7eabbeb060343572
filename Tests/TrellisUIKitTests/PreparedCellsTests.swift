// iOS 15's prepared cells (UIKIT-BEHAVIOUR.md, F2): with prefetching on (the default), a collection
// or table view asks for cells before they show and keeps cells that scrolled out nearby;
// `cellForItem(at:)` / `cellForRow(at:)` return them although they are not visible, and they show
// again without a data source call, with a fresh will-display. The double models that cache; the
// engine must keep every prepared cell current and its display hooks balanced.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// State a cell reads from outside the model when it is configured (what
  /// `ListAdapter.reconfigureItems(_:)` is for).
  @MainActor
  enum OutsideState {
    static var suffix = ""
  }

  /// A 44-point view that shows its text plus `OutsideState.suffix`.
  protocol SuffixShowing: RowSizedView where Content == String {
    var text: String? { get set }
    var configureCount: Int { get set }
  }

  extension SuffixShowing {
    func configure(with content: String) {
      text = content + OutsideState.suffix
      configureCount += 1
    }
  }

  /// A collection cell that shows its text plus `OutsideState.suffix`.
  final class SuffixCell: ListCollectionViewCell, SuffixShowing {
    var text: String?
    var configureCount = 0
  }

  /// A table row that shows its text plus `OutsideState.suffix`.
  final class SuffixRow: UITableViewCell, SuffixShowing {
    var text: String?
    var configureCount = 0
  }

  @MainActor
  @Suite("UIKit double and glue: prepared cells", .serialized)
  struct PreparedCellsTests {
    // MARK: The double

    @Test(
      "collection view: a cell that scrolled out stays prepared and shows again without a request")
    func collectionKeepsPreparedCells() async {
      let (log, violations) = await withDouble { _ in
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        let source = DoubleSource([(0..<20).map { "item \($0)" }])
        let collectionView = makeDoubleCollection(source, layout: layout)
        collectionView.layoutIfNeeded()
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        // Rows 4 and 5 (200..<300) are prefetched: asked for, not displayed.
        #expect(collectionView.indexPathsForPreparedItems.map(\.item) == [4, 5])
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) != nil)
        #expect(!collectionView.indexPathsForVisibleItems.map(\.item).contains(4))
        let prefetched = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        _ = source.log.take()
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        // Item 0 scrolled out but stays prepared; the prefetched item 4 shows as it was.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === prefetched)
        #expect(collectionView.indexPath(for: first!) == nil)
        let requests = collectionView.cellRequestCount
        collectionView.contentOffset = .zero
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(collectionView.cellRequestCount == requests)
        return source.log.take().filter {
          !$0.hasPrefix("didScroll") && !$0.hasPrefix("prefetch") && !$0.hasPrefix("cancel")
        }
      }
      #expect(violations.isEmpty)
      #expect(
        log == [
          "didEndDisplaying 0.0", "willDisplay 0.4", "willDisplay 0.5", "didEndDisplaying 0.4",
          "didEndDisplaying 0.5", "willDisplay 0.0",
        ])
    }

    @Test("table view: a row that scrolled out stays prepared and shows again without a request")
    func tableKeepsPreparedRows() {
      let recorder = TableRecorder([(0..<20).map { "r\($0)" }])
      let table = makeTable(recorder)
      table.layoutIfNeeded()
      let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(table.indexPathsForPreparedRows.map(\.row) == [4, 5])
      #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) != nil)
      let prefetched = table.cellForRow(at: IndexPath(row: 4, section: 0))
      _ = recorder.log.take()
      table.contentOffset = CGPoint(x: 0, y: 60)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
      #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === prefetched)
      #expect(table.indexPath(for: first!) == nil)
      let created = table.createdCellCount
      table.contentOffset = .zero
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
      #expect(table.createdCellCount == created)
      #expect(
        recorder.log.take().filter { !$0.hasPrefix("prefetch") && !$0.hasPrefix("cancel") } == [
          "didEndDisplaying r0", "willDisplay r4", "willDisplay r5", "didEndDisplaying r4",
          "didEndDisplaying r5", "willDisplay r0",
        ])
    }

    // MARK: The glue and the engine

    /// Twenty items of `view`, logging their display hooks.
    static func items<View: ConfigurableView>(_ view: View.Type, log: CallLog) -> ListModel
    where View.Content == String {
      ListModel(sections: [
        ListSection(
          id: "s",
          items: (0..<20).map { index in
            ListItem(id: index, content: "item \(index)", view: view)
              .onWillDisplay { item, _ in log.add("will \(item.id.base)") }
              .onDidEndDisplaying { item, _ in log.add("end \(item.id.base)") }
          })
      ])
    }

    @Test("collection host: reconfigureItems reaches a prepared cell, which then shows it")
    func collectionReconfiguresPrepared() async {
      let ((text, configured, same), violations) = await withDouble { clock in
        OutsideState.suffix = ""
        let fixture = CollectionFixture(clock: clock)
        fixture.adapter.apply(
          Self.items(SuffixCell.self, log: CallLog()), animated: false, completion: nil)
        await fixture.settle()
        // Items 0 to 3 are visible (54 points apart); 4 and 5 are prepared.
        #expect(fixture.collectionView.indexPathsForPreparedItems.map(\.item) == [4, 5])
        let prepared = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        let count = (prepared as? SuffixCell)?.configureCount ?? -1
        OutsideState.suffix = "!"
        fixture.adapter.reconfigureItems([4])
        OutsideState.suffix = ""
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        return (
          (cell as? SuffixCell)?.text, ((cell as? SuffixCell)?.configureCount ?? 0) - count,
          cell === prepared
        )
      }
      #expect(violations.isEmpty)
      #expect(text == "item 4!")
      // Configured once, in place, and shown without another data source request.
      #expect(configured == 1)
      #expect(same)
    }

    @Test("collection host: a content change reaches a prepared cell, with no extra configure")
    func collectionChangePrepared() async {
      let ((text, configured, same), violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock)
        var model = Self.items(SuffixCell.self, log: CallLog())
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        let prepared = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(fixture.collectionView.indexPathsForPreparedItems.map(\.item) == [4, 5])
        let count = (prepared as? SuffixCell)?.configureCount ?? -1
        model.sections[0].items[4] = ListItem(id: 4, content: "changed", view: SuffixCell.self)
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        return (
          (cell as? SuffixCell)?.text, ((cell as? SuffixCell)?.configureCount ?? 0) - count,
          cell === prepared
        )
      }
      #expect(violations.isEmpty)
      #expect(text == "changed")
      #expect(configured == 1)
      #expect(same)
    }

    @Test("collection host: display hooks balance when a prepared cell shows again")
    func collectionHooksBalance() async {
      let (log, violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock)
        let log = CallLog()
        fixture.adapter.apply(
          Self.items(SuffixCell.self, log: log), animated: false, completion: nil)
        await fixture.settle()
        _ = log.take()
        for y: CGFloat in [60, 0, 60] {
          fixture.collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        }
        return log.take()
      }
      #expect(violations.isEmpty)
      // Item 0 leaves, shows again (a prepared cell), and leaves again: three balanced events.
      #expect(log.filter { $0.hasSuffix(" 0") } == ["end 0", "will 0", "end 0"])
      #expect(log.filter { $0.hasPrefix("will") }.count == log.filter { $0.hasPrefix("end") }.count)
    }

    @Test("table host: reconfigureItems reaches a prepared row; hooks balance when it shows again")
    func tablePrepared() async {
      let clock = TestClock()
      let violations = UIKitViolationRecorder()
      let (text, configured, same, log) = await UITableViewViolations.$reporter.withValue(
        violations.report
      ) {
        OutsideState.suffix = ""
        let fixture = TableFixture(clock: clock)
        let log = CallLog()
        fixture.adapter.apply(
          Self.items(SuffixRow.self, log: log), animated: false, completion: nil)
        await fixture.settle()
        // Rows 0 to 4 are visible (44 points each); 5 and 6 are prepared.
        #expect(fixture.tableView.indexPathsForPreparedRows.map(\.row) == [5, 6])
        let prepared = fixture.tableView.cellForRow(at: IndexPath(row: 6, section: 0))
        let count = (prepared as? SuffixRow)?.configureCount ?? -1
        _ = log.take()
        OutsideState.suffix = "!"
        fixture.adapter.reconfigureItems([6])
        OutsideState.suffix = ""
        for y: CGFloat in [100, 0, 100] {
          try? fixture.host.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        }
        let cell = fixture.tableView.cellForRow(at: IndexPath(row: 6, section: 0))
        return (
          (cell as? SuffixRow)?.text, ((cell as? SuffixRow)?.configureCount ?? 0) - count,
          cell === prepared, log.take()
        )
      }
      #expect(violations.messages.isEmpty)
      #expect(text == "item 6!")
      #expect(configured == 1)
      #expect(same)
      #expect(log.filter { $0.hasSuffix(" 0") } == ["end 0", "will 0", "end 0"])
      #expect(log.filter { $0.hasPrefix("will") }.count == log.filter { $0.hasPrefix("end") }.count)
    }
  }
#endif
