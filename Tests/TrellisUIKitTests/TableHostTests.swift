// ListAdapter + TableViewHost on the UIKit double: what a user of a table sees. Linux only.
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

  /// Runs `body` with a ``TableFixture`` of `size` on a new test clock, recording the violations
  /// the table reports: what `body` returns, and those violations.
  @MainActor
  func withTableFixture<T>(
    size: CGSize = CGSize(width: 320, height: 200), _ body: @MainActor (TableFixture) async -> T
  ) async -> (T, violations: [String]) {
    let violations = UIKitViolationRecorder()
    let result = await UITableViewViolations.$reporter.withValue(violations.report) {
      await body(TableFixture(clock: TestClock(), size: size))
    }
    return (result, violations.messages)
  }

  @MainActor
  @Suite("Table host: behaviour through ListAdapter")
  struct TableHostTests {
    @Test("a model loads as rows with their heights, headers and footers")
    func load() async {
      let fixture = TableFixture(clock: TestClock())
      let model = ListModel(sections: [
        ListSection(id: "a", items: [.text(1, "one"), .number(2, 5)]).header(.header("A")),
        ListSection(id: "b", items: [.text(3, "three")]).footer(.header("B end")),
      ]).tableModel
      fixture.adapter.apply(model, animated: false, completion: nil)
      #expect(
        fixture.display == [
          "header 0 0 A", "row 0.0 30 44 text one", "row 0.1 74 50 number 5",
          "row 1.0 124 44 text three", "footer 1 168 B end",
        ])
      #expect(fixture.tableView.contentSize.height == 198)
    }

    @Test(
      "a grouped or inset-grouped table leaves no gap where a section has no header or footer",
      arguments: [UITableView.Style.grouped, .insetGrouped])
    func groupedTableWithoutHeaders(style: UITableView.Style) {
      let fixture = TableFixture(
        clock: TestClock(), size: CGSize(width: 320, height: 400), style: style)
      let model = ListModel(sections: [
        ListSection(id: "a", items: [.text(1, "one")]).header(.header("A")),
        ListSection(id: "b", items: [.text(2, "two"), .text(3, "three")]),
      ]).tableModel
      fixture.adapter.apply(model, animated: false, completion: nil)
      // The rows lie where the model puts them (a plain table's frames): no default-height gap
      // for the missing footer of "a" or header of "b".
      #expect(
        fixture.display == [
          "header 0 0 A", "row 0.0 30 44 text one", "row 1.0 74 44 text two",
          "row 1.1 118 44 text three",
        ])
      #expect(fixture.tableView.contentSize.height.rounded() == 162)
    }

    @Test("one content change re-measures one self-sizing row, which moves those below")
    func selfSizing() async {
      let counter = MeasureCounter()
      await NoteTableCell.$measurements.withValue(counter) { await selfSizing(counter) }
    }

    func selfSizing(_ counter: MeasureCounter) async {
      let fixture = TableFixture(clock: TestClock())
      func notes(_ first: String) -> ListModel {
        ListModel(sections: [
          ListSection(
            id: "s",
            items: [first, "b|b", "c"].enumerated().map {
              ListItem(id: $0.offset, content: $0.element, view: NoteTableCell.self)
            })
        ])
      }
      fixture.adapter.apply(notes("a"), animated: false, completion: nil)
      // Rows show at their estimate in the first layout pass; the measured heights apply once
      // the pass has ended (UIKit accepts no batch inside it).
      #expect(fixture.display.first == "row 0.0 0 50 note a")
      await fixture.settle()
      #expect(
        fixture.display == [
          "row 0.0 0 20 note a", "row 0.1 20 40 note b|b", "row 0.2 60 20 note c",
        ])
      let measured = counter.count
      #expect(measured == 3)
      fixture.adapter.apply(notes("a|a|a"), animated: true, completion: nil)
      await fixture.settle()
      #expect(counter.count == measured + 1)
      #expect(
        fixture.display == [
          "row 0.0 0 60 note a|a|a", "row 0.1 60 40 note b|b", "row 0.2 100 20 note c",
        ])
    }

    @Test("a tap reaches the item hooks in UIKit's order; a second row deselects the first")
    func selectionOrder() {
      let fixture = TableFixture(clock: TestClock())
      let log = CallLog()
      let items = (0..<3).map { index in
        ListItem.text(index, "row \(index)").tableItem
          .onHighlight { _ in log.add("highlight \(index)") }
          .onUnhighlight { _ in log.add("unhighlight \(index)") }
          .onSelect { _ in log.add("select \(index)") }
          .onDeselect { _ in log.add("deselect \(index)") }
      }
      fixture.adapter.apply(
        ListModel(sections: [ListSection(id: "s", items: items)]), animated: false)
      fixture.tableView.layoutIfNeeded()
      fixture.tableView.tapRow(at: IndexPath(row: 0, section: 0))
      fixture.tableView.tapRow(at: IndexPath(row: 1, section: 0))
      #expect(
        log.take() == [
          "highlight 0", "unhighlight 0", "select 0", "highlight 1", "unhighlight 1", "deselect 0",
          "select 1",
        ])
      #expect(fixture.host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)])
    }

    @Test("swipe actions map to contextual actions, in order, and complete after running")
    func swipe() {
      let fixture = TableFixture(clock: TestClock())
      let log = CallLog()
      let item = ListItem.text(1, "mail").tableItem.swipeActions([
        ListSwipeAction("Delete", style: .destructive) { item in log.add("delete \(item.id)") },
        ListSwipeAction("Archive") { item in log.add("archive \(item.id)") },
      ])
      fixture.adapter.apply(
        ListModel(sections: [ListSection(id: "s", items: [item, ListItem.text(2).tableItem])]),
        animated: false)
      let path = IndexPath(row: 0, section: 0)
      let result = fixture.tableView.swipeRow(at: path, tappingActionAt: 1)
      #expect(result.configuration?.actions.map(\.title) == ["Delete", "Archive"])
      #expect(result.configuration?.actions.map(\.style) == [.destructive, .normal])
      #expect(result.configuration?.performsFirstActionWithFullSwipe == false)
      #expect(result.completed == true)
      #expect(log.take() == ["archive 1"])
      #expect(fixture.tableView.swipeRow(at: path, edge: .leading).configuration == nil)
      // A row without actions is not editable: UIKit offers nothing.
      #expect(fixture.tableView.swipeRow(at: IndexPath(row: 1, section: 0)).configuration == nil)
    }

    @Test("an interactive move updates the adapter's model and sends itemMoved")
    func reorder() {
      let violations = UIKitViolationRecorder()
      UITableViewViolations.$reporter.withValue(violations.report) {
        let fixture = TableFixture(clock: TestClock())
        let log = CallLog()
        fixture.adapter.itemMoved += { move in
          log.add("moved \(move.item.id) \(move.source) -> \(move.destination)")
        }
        let items = (0..<3).map { ListItem.text($0, "row \($0)").tableItem.movable() }
        fixture.adapter.apply(
          ListModel(sections: [ListSection(id: "s", items: items)]), animated: false)
        fixture.tableView.setEditing(true, animated: false)
        let moved = fixture.tableView.moveRow(
          interactivelyFrom: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(moved == IndexPath(row: 2, section: 0))
        #expect(log.take() == ["moved 0 [0, 0] -> [0, 2]"])
        #expect(fixture.adapter.displayedModel.outline == ["s: 1 2 0"])
        #expect(
          fixture.display == [
            "row 0.0 0 44 text row 1", "row 0.1 44 44 text row 2", "row 0.2 88 44 text row 0",
          ])
        #expect(violations.messages.isEmpty)
      }
    }

    @Test("pull to refresh: the refresher's states in order, through a UIAction")
    func refresh() async {
      let fixture = TableFixture(clock: TestClock())
      let refresher = ListRefresher()
      fixture.adapter.attach(refresher)
      fixture.adapter.apply(ListModel.textRows(3), animated: false, completion: nil)
      #expect(fixture.tableView.refreshControl != nil)
      let log = CallLog()
      refresher.refreshRequested += { request in
        log.add("refresh \(request.number) \(request.trigger)")
      }
      var states = ["\(refresher.status)"]
      fixture.tableView.pullToRefresh()
      states.append("\(refresher.status)")
      #expect(fixture.host.isRefreshing)
      fixture.adapter.apply(ListModel.textRows(4), animated: true, completion: nil)
      await fixture.settle()
      states.append("\(refresher.status)")
      #expect(log.take() == ["refresh 1 pull"])
      #expect(
        states.map { $0.split(separator: "(").first.map(String.init) } == [
          "idle", "refreshing", "idle",
        ])
      #expect(!fixture.host.isRefreshing)
      fixture.adapter.detach(refresher)
      #expect(fixture.tableView.refreshControl == nil)
    }

    @Test("the prefetcher sees the rows one viewport beyond the visible ones")
    func prefetch() {
      let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 320, height: 88))
      let prefetcher = ListPrefetcher(distance: .viewports(1))
      fixture.adapter.attach(prefetcher)
      let log = CallLog()
      prefetcher.prefetchRequested += { items in log.add("prefetch \(items.map { "\($0.id)" })") }
      prefetcher.prefetchCancelled += { items in log.add("cancel \(items.map { "\($0.id)" })") }
      fixture.adapter.apply(ListModel.textRows(10), animated: false)
      fixture.tableView.layoutIfNeeded()
      prefetcher.check()
      #expect(log.take().last == "prefetch [\"2\", \"3\"]")
      fixture.tableView.setContentOffset(CGPoint(x: 0, y: 176), animated: false)
      #expect(Set(prefetcher.prefetchedIDs) == Set([2, 3, 6, 7].map { AnyListID($0) }))
    }

    @Test("host, adapter and cells are released with their table")
    func noLeaks() {
      weak var weakHost: TableViewHost?
      weak var weakAdapter: ListAdapter?
      weak var weakCell: UITableViewCell?
      weak var weakTable: UITableView?
      do {
        let fixture = TableFixture(clock: TestClock())
        fixture.adapter.apply(ListModel.textRows(5), animated: false)
        fixture.tableView.layoutIfNeeded()
        weakCell = fixture.tableView.visibleCells.first
        weakHost = fixture.host
        weakAdapter = fixture.adapter
        weakTable = fixture.tableView
        fixture.tableView.removeFromSuperview()
      }
      #expect(weakHost == nil)
      #expect(weakAdapter == nil)
      #expect(weakTable == nil)
      #expect(weakCell == nil)
    }
  }

  @MainActor
  @Suite("Table host: ListTableViewController")
  struct ListTableViewControllerTests {
    @Test("a model applied before the view loads shows once the controller is in a window")
    func applyBeforeLoad() async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        weak var weakController: ListTableViewController?
        weak var weakAdapter: ListAdapter?
        do {
          let controller = ListTableViewController(style: .plain)
          controller.adapter.apply(ListModel.textRows(3), animated: true, completion: nil)
          #expect(controller.viewIfLoaded == nil)
          let window = shown(controller)
          #expect(controller.view === controller.tableView)
          #expect(controller.tableView.visibleCells.count == 3)
          #expect(
            controller.tableView.visibleCells.compactMap { ($0 as? TextTableCell)?.text } == [
              "row 0", "row 1", "row 2",
            ])
          weakController = controller
          weakAdapter = controller.adapter
          window.rootViewController = nil
        }
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(weakController == nil)
        #expect(weakAdapter == nil)
      }
    }
  }

  /// A bare port client: three rows, and a delegate that snaps the end of a drag.
  @MainActor
  final class PortRecorder: PortRows, ListHostDelegate {
    let log = CallLog()
    /// 20 rows, 50 points tall.
    init() { super.init((0..<20).map { "row \($0)" }, rowSize: CGSize(width: 320, height: 50)) }
    override func listHost(_ host: any ListHost, cellForItemAt path: ItemPath)
      throws(ListHostError) -> AnyObject
    {
      host.registerCell(TextTableCell.self, as: .class, reuseIdentifier: "text")
      return try super.listHost(host, cellForItemAt: path)
    }
    func listHostWillBeginDragging(_ host: any ListHost) { log.add("willBeginDragging") }
    func listHostWillEndDragging(
      _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
      log.add("willEndDragging \(Int(targetContentOffset.y))")
      targetContentOffset.y = (targetContentOffset.y / 50).rounded() * 50
    }
    func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
      log.add("didEndDragging \(willDecelerate)")
    }
    func listHostWillBeginDecelerating(_ host: any ListHost) { log.add("willBeginDecelerating") }
    func listHostDidEndDecelerating(_ host: any ListHost) { log.add("didEndDecelerating") }
  }

  @MainActor
  @Suite("Table host: the port on its own")
  struct TableHostPortTests {
    @Test("a drag reaches the port in UIKit's order, and the port moves the end target")
    func dragTarget() async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let host = TableViewHost(tableView: table)
        let port = PortRecorder()
        host.dataSource = port
        host.delegate = port
        table.layoutIfNeeded()
        table.drag(by: CGPoint(x: 0, y: 30), releasingWith: CGPoint(x: 0, y: 0.1))
        #expect(
          port.log.take() == [
            "willBeginDragging", "willEndDragging 79", "didEndDragging true",
            "willBeginDecelerating",
          ])
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(port.log.take() == ["didEndDecelerating"])
        #expect(host.contentOffset.y == 100)
        #expect(host.indexPathsForVisibleItems.first == ItemPath(item: 2, section: 0))
      }
    }

    @Test("registering a view a table cannot show fails at dequeue with a typed error")
    func badRegistration() {
      let host = TableViewHost(tableView: UITableView(frame: .zero, style: .plain))
      host.registerCell(TitleTableView.self, as: .class, reuseIdentifier: "title")
      #expect(throws: ListHostError.self) {
        try host.dequeueCell(withReuseIdentifier: "title", for: ItemPath(item: 0, section: 0))
      }
      host.registerSupplementaryView(
        TitleTableView.self, as: .class, kind: .background, reuseIdentifier: "bg")
      #expect(throws: ListHostError.self) {
        try host.dequeueSupplementaryView(
          ofKind: .background, withReuseIdentifier: "bg", for: ItemPath(item: 0, section: 0))
      }
      host.registerCell(TextTableCell.self, as: .class, reuseIdentifier: "text")
      #expect(
        throws: ListHostError.dequeueOutsideRequest(
          reuseIdentifier: "text", path: ItemPath(item: 0, section: 0))
      ) {
        try host.dequeueCell(withReuseIdentifier: "text", for: ItemPath(item: 0, section: 0))
      }
    }

    @Test("a batch that does not add up throws instead of reaching UIKit")
    func invalidBatch() throws {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      let host = TableViewHost(tableView: table)
      let port = PortRecorder()
      host.dataSource = port
      table.layoutIfNeeded()
      #expect(throws: ListHostError.self) {
        try host.performBatchUpdates(
          BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)]), animated: false,
          updatingData: {}, completion: nil)
      }
    }
  }
#endif
