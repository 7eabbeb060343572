// Content-configuration items (`ListItem(id:content:configuration:)`) on the UIKit double:
// collection (ListCollectionViewLayout and compositional) and table hosts. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisTesting
  import TrellisUIKit
  @testable import UIKit

  /// Lines of text for item `index`: one to three lines, each naming the item.
  func linesText(_ index: Int) -> String {
    (0...(index % 3)).map { "\(index).\($0)" }.joined(separator: "|")
  }

  @MainActor
  func linesItem(_ index: Int, text: String? = nil) -> ListItem {
    .lines(index, text ?? linesText(index))
  }

  @MainActor
  func linesModel(_ count: Int, _ transform: (Int) -> ListItem = { linesItem($0) }) -> ListModel {
    // Measured rows in every collection layout (a table host ignores the description).
    ListModel(sections: [
      ListSection(id: "s", items: (0..<count).map(transform), layout: .table(TableSection()))
    ])
  }

  /// The height an item of `text` takes.
  func linesHeight(_ text: String) -> CGFloat { CGFloat(text.split(separator: "|").count * 20) }

  enum CollectionKind: String, CaseIterable, Sendable {
    case listLayout, compositional
  }

  @MainActor
  @Suite("TrellisUIKit: content-configuration items")
  struct ContentConfigurationItemTests {
    /// Runs `body` with a collection view of `kind`, its host and adapter, on the double.
    func withCollection<T>(
      _ kind: CollectionKind,
      _ body: @MainActor (any CollectionViewFixture, UICollectionView, ListAdapter) async -> T
    ) async -> (T, violations: [String]) {
      await withDouble { clock in
        switch kind {
        case .listLayout:
          let fixture = CollectionFixture(
            clock: clock, viewport: CGSize(width: 320, height: 200),
            layout: ListCollectionViewLayout(
              defaultSection: .flow(
                FlowSection(itemCount: 0, lineSpacing: 0, interitemSpacing: 0)
              )))
          return await body(fixture, fixture.collectionView, fixture.adapter)
        case .compositional:
          let fixture = CompositionalFixture(
            clock: clock, viewport: CGSize(width: 320, height: 200))
          return await body(fixture, fixture.collectionView, fixture.adapter)
        }
      }
    }

    /// Every visible cell's problem: content or size that is not its item's.
    static func mismatches(in collectionView: UICollectionView, adapter: ListAdapter) -> [String] {
      collectionView.indexPathsForVisibleItems.compactMap { indexPath in
        guard let cell = collectionView.cellForItem(at: indexPath) as? ListContentConfigurationCell,
          let content = cell.contentView as? UIKitLinesContentView,
          let expected = adapter.item(at: ItemPath(indexPath))?.content(as: String.self)
        else { return "\(indexPath): not a content-configuration cell" }
        if content.text != expected { return "\(indexPath) shows \(content.text), not \(expected)" }
        if cell.frame.height != linesHeight(expected) {
          return
            "\(indexPath) is \(cell.frame.height) tall, \(expected) needs \(linesHeight(expected))"
        }
        return nil
      }
    }

    @Test(
      "collection: cells are registered for the placeholder, show their item and size to it",
      arguments: CollectionKind.allCases)
    func collectionShowsAndSizes(kind: CollectionKind) async {
      let (result, violations) = await withCollection(kind) { fixture, view, adapter in
        adapter.apply(linesModel(3), animated: false, completion: nil)
        _ = await fixture.settle()
        view.layoutIfNeeded()
        return (
          Self.mismatches(in: view, adapter: adapter), view.visibleCells.count,
          adapter.sizeCache.statistics.selfSizingMeasurements
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0.isEmpty, "\(result.0)")
      #expect(result.1 == 3)
      #expect(result.2 == 3, "each item measured once")
    }

    @Test(
      "collection: reuse across 1,000 scrolled items never shows or sizes another item's content",
      arguments: CollectionKind.allCases)
    func collectionReuse(kind: CollectionKind) async {
      let (problems, violations) = await withCollection(kind) { fixture, view, adapter in
        adapter.apply(linesModel(1000), animated: false, completion: nil)
        _ = await fixture.settle()
        var problems: [String] = []
        var offset: CGFloat = 0
        while offset < view.contentSize.height - view.bounds.height {
          offset = min(offset + 70, view.contentSize.height - view.bounds.height)
          view.contentOffset = CGPoint(x: 0, y: offset)
          view.layoutIfNeeded()
          problems += Self.mismatches(in: view, adapter: adapter)
        }
        // Back to the top: every size comes from the cache, nothing is measured twice.
        let measured = adapter.sizeCache.statistics.selfSizingMeasurements
        view.contentOffset = .zero
        view.layoutIfNeeded()
        problems += Self.mismatches(in: view, adapter: adapter)
        if adapter.sizeCache.statistics.selfSizingMeasurements != measured {
          problems.append("scrolling back measured again")
        }
        if measured != 1000 { problems.append("\(measured) measurements for 1,000 items") }
        return problems
      }
      #expect(violations.isEmpty)
      #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test(
      "collection: a content change reconfigures the visible cell in place and measures it once",
      arguments: CollectionKind.allCases)
    func collectionReconfigureInPlace(kind: CollectionKind) async {
      let (result, violations) = await withCollection(kind) { fixture, view, adapter in
        adapter.apply(linesModel(3), animated: false, completion: nil)
        _ = await fixture.settle()
        let path = IndexPath(item: 1, section: 0)
        let cell = view.cellForItem(at: path)
        let contentView = cell?.contentView
        let requests = view.cellRequestCount
        let measured = adapter.sizeCache.statistics.selfSizingMeasurements
        adapter.apply(
          linesModel(3) { $0 == 1 ? linesItem(1, text: "x|y|z|w") : linesItem($0) },
          animated: false, completion: nil)
        _ = await fixture.settle()
        view.layoutIfNeeded()
        return (
          view.cellForItem(at: path) === cell, cell?.contentView === contentView,
          view.cellRequestCount - requests,
          adapter.sizeCache.statistics.selfSizingMeasurements - measured,
          Self.mismatches(in: view, adapter: adapter)
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0 && result.1, "the same cell and content view")
      #expect(result.2 == 1, "UIKit's reconfigure asks the data source once, with the same cell")
      #expect(result.3 == 1)
      #expect(result.4.isEmpty, "\(result.4)")
    }

    @Test(
      "collection: a content view that grows by itself re-measures exactly its item, once",
      arguments: CollectionKind.allCases,
      [UICollectionView.SelfSizingInvalidation.disabled, .enabled])
    func collectionInvalidation(
      kind: CollectionKind, mode: UICollectionView.SelfSizingInvalidation
    ) async {
      let (result, violations) = await withCollection(kind) { fixture, view, adapter in
        view.selfSizingInvalidation = mode
        adapter.apply(linesModel(3), animated: false, completion: nil)
        _ = await fixture.settle()
        let path = IndexPath(item: 1, section: 0)
        let content = view.cellForItem(at: path)?.contentView as? UIKitLinesContentView
        let before = adapter.sizeCache.statistics
        let frames = (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        content?.grow()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        let after = adapter.sizeCache.statistics
        let newFrames = (0..<3).map {
          view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        return (
          after.selfSizingMeasurements - before.selfSizingMeasurements, frames, newFrames
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0 == 1, "one measurement, of the item that grew")
      // Item 1 (two lines, 40 points) takes a third line; item 2 moves down by 20.
      #expect(result.1[0] == result.2[0])
      #expect(result.2[1]?.height == 60 && result.1[1]?.height == 40)
      #expect(result.2[2]?.minY == (result.1[2]?.minY ?? 0) + 20)
    }

    @Test(
      "collection: a Dynamic Type change re-measures each visible item once, to its new size",
      arguments: CollectionKind.allCases)
    func collectionDynamicType(kind: CollectionKind) async {
      let (result, violations) = await withCollection(kind) { fixture, view, adapter in
        adapter.apply(linesModel(3), animated: false, completion: nil)
        _ = await fixture.settle()
        let before = adapter.sizeCache.statistics.selfSizingMeasurements
        view.window?.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        _ = await fixture.settle()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        return (
          adapter.sizeCache.statistics.selfSizingMeasurements - before,
          (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0 == 3, "each of the three items once")
      #expect(result.1 == [40, 80, 120])
    }

    @Test(
      "collection: the configuration's context sends events to the item the cell shows",
      arguments: CollectionKind.allCases)
    func collectionEvents(kind: CollectionKind) async {
      let (received, violations) = await withCollection(kind) { fixture, view, adapter in
        var received: [String] = []
        let model = linesModel(3) { index in
          linesItem(index).onEvent(UIKitLinesTapped.self) { event, item in
            received.append("\(item.id) \(event.text)")
          }
        }
        adapter.apply(model, animated: false, completion: nil)
        _ = await fixture.settle()
        (view.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView as? UIKitLinesContentView)?
          .tap()
        return received
      }
      #expect(violations.isEmpty)
      #expect(received == ["2 \(linesText(2))"])
    }

    @Test("a reused cell shows and measures the new item's content at once, never the previous")
    func reusedCellIsNeverStale() throws {
      let cell = ListContentConfigurationCell(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
      try linesItem(0, text: "a|b|c").configure(cell)
      let content = try #require(cell.contentView as? UIKitLinesContentView)
      #expect(content.text == "a|b|c")
      // The test view is faithful to the pitfall: applied without a layout pass, it still shows
      // and measures the previous content.
      content.configuration = UIKitLinesConfiguration(text: "x")
      #expect(content.text == "a|b|c")
      #expect(content.sizeThatFits(CGSize(width: 320, height: 0)).height == 60)
      // Through the item, the cell lays the new content out before anything reads it.
      try linesItem(1, text: "y").configure(cell)
      #expect(cell.contentView === content && content.text == "y")
      #expect(
        cell.preferredSize(fitting: CGSize(width: 320, height: 50), in: .zero)
          == CGSize(width: 320, height: 20))
      let row = ListContentConfigurationTableCell(style: .default, reuseIdentifier: nil)
      try linesItem(0, text: "a|b").configure(row)
      try linesItem(1, text: "z").configure(row)
      #expect(linesShown(by: row) == "z")
      #expect(row.preferredSize(fitting: CGSize(width: 300, height: 44), in: .zero).height == 20)
    }

    @Test("a headless host rejects content-configuration items with a typed error")
    func headlessRejects() {
      let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 200))
      let adapter = ListAdapter(host: host)
      let log = TableDiagnosticsLog()
      adapter.diagnostics = log.hook
      adapter.apply(linesModel(1), animated: false, completion: nil)
      // The typed error, `ListHostError.cannotCreateView(type:reuseIdentifier:)`, as reported.
      #expect(
        log.all.contains {
          $0.contains("cannot create a TrellisUIKit.ListContentConfigurationView")
            && $0.contains("HeadlessReusableView")
        }, "\(log.all)")
    }

    @Test("an item's configure closure reports a view that is not a content-configuration cell")
    func mismatchIsReported() {
      let item = linesItem(0)
      #expect(throws: ViewTypeMismatch.self) { try item.configure(UIView()) }
      #expect(item.viewType == ListContentConfigurationView.self)
      #expect(item.hasSameView(as: linesItem(1)))
      #expect(item == linesItem(0) && item != linesItem(0, text: "other"))
    }

    // MARK: Table

    @Test("table: rows show and size their item, reuse never mixes items, changes reconfigure")
    func tableShowsReusesReconfigures() async {
      let (result, violations) = await withTableFixture(size: CGSize(width: 320, height: 200)) {
        fixture in
        let table = fixture.tableView
        await fixture.show(linesModel(300))
        // Heights measured on display are taken after the layout pass.
        await fixture.settle()
        @MainActor func mismatches() -> [String] {
          table.layoutIfNeeded()
          return (table.indexPathsForVisibleRows ?? []).compactMap { indexPath in
            guard let cell = table.cellForRow(at: indexPath) as? ListContentConfigurationTableCell,
              let content = cell.contentView as? UIKitLinesContentView,
              let expected = fixture.adapter.item(at: ItemPath(indexPath))?.content(as: String.self)
            else { return "\(indexPath): not a content-configuration row" }
            if content.text != expected { return "\(indexPath) shows \(content.text)" }
            if table.rectForRow(at: indexPath).height != linesHeight(expected) {
              return "\(indexPath) is \(table.rectForRow(at: indexPath).height) tall"
            }
            return nil
          }
        }
        var problems = mismatches()
        var offset: CGFloat = 0
        while offset < table.contentSize.height - table.bounds.height {
          offset = min(offset + 70, table.contentSize.height - table.bounds.height)
          table.contentOffset = CGPoint(x: 0, y: offset)
          // A row's new height is taken after the layout pass that measured it; rows that the
          // new heights bring into view are measured in their turn.
          for _ in 0..<3 { await fixture.settle() }
          problems += mismatches()
        }
        let measured = fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        table.contentOffset = .zero
        for _ in 0..<3 { await fixture.settle() }
        problems += mismatches()
        // Reconfigure in place: the same cell shows the new text, at its new height.
        let path = IndexPath(row: 1, section: 0)
        let cell = table.cellForRow(at: path)
        await fixture.show(
          linesModel(300) { $0 == 1 ? linesItem(1, text: "a|b|c|d") : linesItem($0) })
        problems += mismatches()
        return (
          problems, measured, table.cellForRow(at: path) === cell,
          fixture.adapter.sizeCache.statistics.selfSizingMeasurements - measured
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0.isEmpty, "\(result.0.prefix(5))")
      #expect(result.1 == 300, "each row measured once")
      #expect(result.2, "reconfigured in place")
      #expect(result.3 == 1)
    }

    @Test("table: a content view that grows by itself re-measures exactly its row, once")
    func tableInvalidation() async {
      let (result, violations) = await withTableFixture(size: CGSize(width: 320, height: 200)) {
        fixture in
        let table = fixture.tableView
        await fixture.show(linesModel(3))
        let path = IndexPath(row: 1, section: 0)
        let content = table.cellForRow(at: path)?.contentView as? UIKitLinesContentView
        let before = fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        content?.grow()
        await fixture.settle()
        return (
          fixture.adapter.sizeCache.statistics.selfSizingMeasurements - before,
          table.rectForRow(at: path).height,
          table.rectForRow(at: IndexPath(row: 2, section: 0)).minY
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0 == 1)
      #expect(result.1 == 60)
      #expect(result.2 == CGFloat(20 + 60))
    }

    @Test("table: a Dynamic Type change re-measures each visible row once, to its new height")
    func tableDynamicType() async {
      let (result, violations) = await withTableFixture { fixture in
        await fixture.show(linesModel(3))
        await fixture.settle()
        let before = fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        fixture.window.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        for _ in 0..<3 { await fixture.settle() }
        return (
          fixture.adapter.sizeCache.statistics.selfSizingMeasurements - before,
          (0..<3).map { fixture.tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0 == 3, "each of the three rows once")
      #expect(result.1 == [40, 80, 120])
    }

    @Test("table: one identity shown twice keeps two sizes; growing one re-measures only it")
    func tableDuplicates() async {
      let (result, violations) = await withTableFixture(size: CGSize(width: 320, height: 400)) {
        fixture in
        let table = fixture.tableView
        await fixture.show(
          ListModel(sections: [
            ListSection(id: "s", items: [.lines(1, "a"), .lines(2, "b|b"), .lines(1, "a|a|a")])
          ]))
        await fixture.settle()
        let heights = {
          (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        }
        let before = (heights(), fixture.adapter.sizeCache.statistics.selfSizingMeasurements)
        (table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView as? UIKitLinesContentView)?
          .grow()
        for _ in 0..<3 { await fixture.settle() }
        return (
          before.0, heights(),
          fixture.adapter.sizeCache.statistics.selfSizingMeasurements - before.1
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0 == [20, 40, 60])
      #expect(result.1 == [20, 40, 80])
      #expect(result.2 == 1)
    }

    @Test("table: the configuration's context sends events to the item the row shows")
    func tableEvents() async {
      let (received, violations) = await withTableFixture { fixture in
        var received: [String] = []
        await fixture.show(
          linesModel(3) { index in
            linesItem(index).onEvent(UIKitLinesTapped.self) { event, item in
              received.append("\(item.id) \(event.text)")
            }
          })
        (fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView
          as? UIKitLinesContentView)?.tap()
        return received
      }
      #expect(violations.isEmpty)
      #expect(received == ["0 \(linesText(0))"])
    }
  }
#endif
