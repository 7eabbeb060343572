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
        // Rows 4 and 5 (200..<300) are prefetched: asked for, not displayed.
        #expect(!collectionView.indexPathsForVisibleItems.map(\.item).contains(4))
        Self.expectPreparedCellsKept(
          in: collectionView, prepared: { collectionView.indexPathsForPreparedItems.map(\.item) },
          cell: { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) },
          indexPath: collectionView.indexPath(for:), requests: { collectionView.cellRequestCount },
          clearLog: { _ = source.log.take() })
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
      Self.expectPreparedCellsKept(
        in: table, prepared: { table.indexPathsForPreparedRows.map(\.row) },
        cell: { table.cellForRow(at: IndexPath(row: $0, section: 0)) },
        indexPath: table.indexPath(for:), requests: { table.createdCellCount },
        clearLog: { _ = recorder.log.take() })
      #expect(
        recorder.log.take().filter { !$0.hasPrefix("prefetch") && !$0.hasPrefix("cancel") } == [
          "didEndDisplaying r0", "willDisplay r4", "willDisplay r5", "didEndDisplaying r4",
          "didEndDisplaying r5", "willDisplay r0",
        ])
    }

    /// Checks a collection or table view of twenty cells, at the top: cells 4 and 5 are prepared
    /// and cell 4 has a cell. Then, after `clearLog`, scrolls 60 points down and back to
    /// the top. Cell 0 scrolls out but stays prepared: it keeps its cell yet has no index path; the
    /// prefetched cell 4 shows as it was; back at the top, cell 0 is the same cell and no new cell
    /// was requested (`requests`).
    static func expectPreparedCellsKept<Cell: AnyObject>(
      in scrollView: UIScrollView, prepared: () -> [Int], cell: (Int) -> Cell?,
      indexPath: (Cell) -> IndexPath?, requests: () -> Int, clearLog: () -> Void,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let first = cell(0)
      #expect(prepared() == [4, 5], sourceLocation: sourceLocation)
      #expect(cell(4) != nil, sourceLocation: sourceLocation)
      let prefetched = cell(4)
      clearLog()
      scrollView.contentOffset = CGPoint(x: 0, y: 60)
      #expect(cell(0) === first, sourceLocation: sourceLocation)
      #expect(cell(4) === prefetched, sourceLocation: sourceLocation)
      #expect(indexPath(first!) == nil, sourceLocation: sourceLocation)
      let before = requests()
      scrollView.contentOffset = .zero
      #expect(cell(0) === first, sourceLocation: sourceLocation)
      #expect(requests() == before, sourceLocation: sourceLocation)
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

    /// Shows twenty ``SuffixCell`` items, of which 4 and 5 are prepared; `change` changes item 4
    /// while it is prepared (given the fixture and the model shown); then item 4 scrolls into
    /// view. Returns the text it shows, how many times it was configured since it was prepared,
    /// and whether it is the prepared cell.
    static func changePreparedItem(
      _ change: @MainActor (CollectionFixture, inout ListModel) async -> Void
    ) async -> ((text: String?, configured: Int, same: Bool), violations: [String]) {
      await withDouble { clock in
        OutsideState.suffix = ""
        let fixture = CollectionFixture(clock: clock)
        var model = Self.items(SuffixCell.self, log: CallLog())
        await fixture.show(model)
        // Items 0 to 3 are visible (54 points apart); 4 and 5 are prepared.
        #expect(fixture.collectionView.indexPathsForPreparedItems.map(\.item) == [4, 5])
        let prepared = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        let count = (prepared as? SuffixCell)?.configureCount ?? -1
        await change(fixture, &model)
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        return (
          (cell as? SuffixCell)?.text, ((cell as? SuffixCell)?.configureCount ?? 0) - count,
          cell === prepared
        )
      }
    }

    @Test("collection host: reconfigureItems reaches a prepared cell, which then shows it")
    func collectionReconfiguresPrepared() async {
      let ((text, configured, same), violations) = await Self.changePreparedItem { fixture, _ in
        OutsideState.suffix = "!"
        fixture.adapter.reconfigureItems([4])
        OutsideState.suffix = ""
      }
      #expect(violations.isEmpty)
      #expect(text == "item 4!")
      // Configured once, in place, and shown without another data source request.
      #expect(configured == 1)
      #expect(same)
    }

    @Test("collection host: a content change reaches a prepared cell, with no extra configure")
    func collectionChangePrepared() async {
      let ((text, configured, same), violations) = await Self.changePreparedItem {
        fixture, model in
        model.sections[0].items[4] = ListItem(id: 4, content: "changed", view: SuffixCell.self)
        await fixture.show(model)
      }
      #expect(violations.isEmpty)
      #expect(text == "changed")
      #expect(configured == 1)
      #expect(same)
    }

    @Test("collection host: display hooks balance when a prepared cell shows again")
    func collectionHooksBalance() async {
      let (log, violations) = await withCollectionFixture { fixture in
        let log = CallLog()
        await fixture.show(Self.items(SuffixCell.self, log: log))
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
      let ((text, configured, same, log), violations) = await withTableFixture { fixture in
        OutsideState.suffix = ""
        let log = CallLog()
        await fixture.show(Self.items(SuffixRow.self, log: log))
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
      #expect(violations.isEmpty)
      #expect(text == "item 6!")
      #expect(configured == 1)
      #expect(same)
      #expect(log.filter { $0.hasSuffix(" 0") } == ["end 0", "will 0", "end 0"])
      #expect(log.filter { $0.hasPrefix("will") }.count == log.filter { $0.hasPrefix("end") }.count)
    }
  }
#endif
