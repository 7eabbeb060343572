// Accessible equivalents of gestures on the UIKit hosts (issue 24): swipe actions and moves as
// cells' accessibility custom actions, list containers, header traits, focus. Linux only.
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
  @Suite("UIKit hosts: custom actions, containers, headers and focus")
  struct UIKitAccessibilityActionTests {
    private func names(_ view: UIView?) -> [String] {
      (view?.accessibilityCustomActions ?? []).map(\.name)
    }

    private func action(_ name: String, of view: UIView?) -> UIAccessibilityCustomAction? {
      view?.accessibilityCustomActions?.first { $0.name == name }
    }

    @Test("a table row's custom actions are its swipe actions, and do what the swipe does")
    func tableSwipeActionsAreCustomActions() async {
      let violations = UIKitViolationRecorder()
      await UITableViewViolations.$reporter.withValue(violations.report) {
        let log = CallLog()
        let fixture = TableFixture(clock: TestClock())
        let rows = (1...3).map { ListItem.text($0, "row \($0)").tableItem }
        let first = rows[0].swipeActions([
          ListSwipeAction("Archive") { item in log.add("archive \(item.id.base)") },
          ListSwipeAction("Delete", style: .destructive) { item in
            log.add("delete \(item.id.base)")
            let rest = fixture.adapter.displayedModel.sections[0].items.filter { $0.id != item.id }
            fixture.adapter.apply(ListModel(sections: [ListSection(id: "s", items: rest)]))
          },
        ])
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: [first] + rows[1...])]))
        let cell = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(names(cell) == ["Archive", "Delete"])
        #expect(names(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).isEmpty)

        #expect(action("Archive", of: cell)?.performForTesting() == true)
        #expect(log.take() == ["archive 1"])
        #expect(action("Delete", of: cell)?.performForTesting() == true)
        await fixture.settle()
        #expect(log.take() == ["delete 1"])
        #expect(fixture.adapter.displayedModel.outline == ["s: 2 3"])
        #expect(violations.messages.isEmpty)
      }
    }

    @Test("Move up/down on a table: data source first, then the row; itemMoved; false at the ends")
    func tableMoveActions() async {
      let violations = UIKitViolationRecorder()
      await UITableViewViolations.$reporter.withValue(violations.report) {
        let fixture = TableFixture(clock: TestClock())
        await fixture.show(
          ListModel(sections: [
            ListSection(
              id: "a", items: [ListItem.text(1, "one").tableItem.movable(acrossSections: true)]),
            ListSection(id: "b", items: [ListItem.text(2, "two").tableItem.movable()]),
          ]))
        var moves: [String] = []
        fixture.adapter.itemMoved += {
          moves.append("\($0.item.id.base) \($0.source) → \($0.destination)")
        }
        let cell = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(names(cell) == ["Move up", "Move down"])
        #expect(action("Move up", of: cell)?.performForTesting() == false)
        #expect(action("Move down", of: cell)?.performForTesting() == true)
        await fixture.settle()
        #expect(moves == ["1 [0, 0] → [1, 0]"])
        #expect(fixture.adapter.displayedModel.outline == ["a: ", "b: 1 2"])
        #expect(fixture.tableView.indexPath(for: cell!) == IndexPath(row: 0, section: 1))
        // "2" may not leave its section: at its end, Move down refuses.
        let two = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect(action("Move down", of: two)?.performForTesting() == false)
        #expect(action("Move down", of: cell)?.performForTesting() == true)
        await fixture.settle()
        #expect(fixture.adapter.displayedModel.outline == ["a: ", "b: 2 1"])
        #expect(fixture.display.count == 2)
        #expect(violations.messages.isEmpty)
      }
    }

    @Test("Move actions on a collection view; the cell's own actions stay first")
    func collectionMoveActions() async {
      let (_, violations) = await withCollectionFixture { fixture in
        await fixture.show(
          ListModel(sections: [
            ListSection(
              id: "s", items: (0..<3).map { ListItem.text($0, "item \($0)").uikit.movable() })
          ]))
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        let own = UIAccessibilityCustomAction(name: "Share") { _ in true }
        cell?.accessibilityCustomActions = [own] + (cell?.accessibilityCustomActions ?? [])
        #expect(names(cell) == ["Share", "Move up", "Move down"])
        // Configuring the cell again (a content change) replaces Trellis's actions only.
        await fixture.show(
          ListModel(sections: [
            ListSection(
              id: "s",
              items: (0..<3).map {
                ListItem.text($0, $0 == 1 ? "changed" : "item \($0)").uikit.movable()
              })
          ]))
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(names(cell) == ["Share", "Move up", "Move down"])
        #expect(action("Move up", of: cell)?.performForTesting() == true)
        await fixture.settle()
        #expect(fixture.adapter.displayedModel.outline == ["s: 1 0 2"])
        #expect(action("Move up", of: cell)?.performForTesting() == false)
      }
      #expect(violations.isEmpty)
    }

    @Test("a custom-action move on a flow layout lays out as a fresh load of the moved model")
    func collectionMoveRelayout() async {
      let model = ListModel(sections: [
        ListSection(
          id: "s",
          items: [
            ListItem.number(1, 1).uikit.movable(), ListItem.text(2, "row").uikit.movable(),
            ListItem.number(3, 0).uikit.movable(),
          ])
      ])
      let ((moved, shown), violations) = await withCollectionFixture { fixture in
        fixture.adapter.attach(UIKitNumberSizer())
        await fixture.show(model)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let moved = action("Move down", of: cell)?.performForTesting()
        await fixture.settle()
        return (moved, fixture.display())
      }
      let (fresh, _) = await withCollectionFixture { fixture in
        fixture.adapter.attach(UIKitNumberSizer())
        var swapped = model
        swapped.sections[0].items.swapAt(0, 1)
        await fixture.show(swapped)
        return fixture.display()
      }
      #expect(moved == true)
      #expect(shown == fresh)
      #expect(violations.isEmpty)
    }

    @Test("a custom-action move across sections on a compositional list lays out as a fresh load")
    func compositionalMoveRelayout() async {
      let model = ListModel(sections: [
        ListSection(
          id: "grid",
          items: (0..<3).map { ListItem.number($0, $0).uikit.movable(acrossSections: true) },
          layout: .grid(GridSection(columns: 2, itemHeight: .fixed(60)))),
        ListSection(
          id: "rows", items: (3..<5).map { ListItem.text($0, "row \($0)").uikit.movable() },
          layout: .table(TableSection(rowHeight: 44))),
      ])
      let ((moved, shown), violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        let moved = action("Move down", of: cell)?.performForTesting()
        await fixture.settle()
        return (moved, fixture.cells())
      }
      let (fresh, _) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        var after = model
        after.sections[1].items.insert(after.sections[0].items.removeLast(), at: 0)
        fixture.adapter.apply(after, animated: false, completion: nil)
        await fixture.settle()
        return fixture.cells()
      }
      #expect(moved == true)
      #expect(shown == fresh)
      #expect(violations.isEmpty)
    }

    @Test("both hosts are list containers; headers carry the header trait, footers do not")
    func containersAndHeaders() async {
      let table = TableFixture(clock: TestClock())
      #expect(table.tableView.accessibilityContainerType == .list)
      await table.show(
        ListModel(sections: [
          ListSection(
            id: "s", header: ListItem.header("Fruit").tableItem,
            footer: ListItem.header("End").tableItem, items: [ListItem.text(1, "apple").tableItem])
        ]))
      #expect(
        table.tableView.headerView(forSection: 0)?.accessibilityTraits.contains(.header) == true)
      #expect(
        table.tableView.footerView(forSection: 0)?.accessibilityTraits.contains(.header) == false)

      let (_, violations) = await withCollectionFixture { fixture in
        #expect(fixture.collectionView.accessibilityContainerType == .list)
        await fixture.show(
          ListModel(sections: [
            ListSection(
              id: "s", header: ListItem.header("Fruit").uikit, footer: ListItem.header("End").uikit,
              items: [ListItem.text(1, "apple").uikit])
          ]))
        let header = fixture.host.supplementaryView(
          ofKind: .header, at: ItemPath(item: 0, section: 0))
        let footer = fixture.host.supplementaryView(
          ofKind: .footer, at: ItemPath(item: 0, section: 0))
        #expect((header as? UIView)?.accessibilityTraits.contains(.header) == true)
        #expect((footer as? UIView)?.accessibilityTraits.contains(.header) == false)
      }
      #expect(violations.isEmpty)
    }

    @Test("the focus behaviour maps to allowsFocus and selectionFollowsFocus")
    func focusBehaviour() async {
      let table = TableFixture(clock: TestClock())
      #expect(table.host.focusBehavior == .none)
      table.host.focusBehavior = .selectionFollowsFocus
      #expect(table.tableView.allowsFocus && table.tableView.selectionFollowsFocus)
      table.host.focusBehavior = .allowsFocus
      #expect(table.tableView.allowsFocus && !table.tableView.selectionFollowsFocus)
      #expect(table.host.focusBehavior == .allowsFocus)
      _ = await withCollectionFixture { fixture in
        fixture.host.focusBehavior = .selectionFollowsFocus
        #expect(fixture.collectionView.allowsFocus)
        #expect(fixture.collectionView.selectionFollowsFocus)
        fixture.host.focusBehavior = .none
        #expect(!fixture.collectionView.allowsFocus)
        #expect(fixture.host.focusBehavior == .none)
      }
    }

    @Test("announcements go to UIAccessibility.post")
    func announcementsArePosted() {
      let recorder = UIAccessibilityPostRecorder()
      let table = TableFixture(clock: TestClock())
      UIAccessibility.$postRecorder.withValue(recorder) {
        table.host.postAccessibilityNotification(.announcement("3 more loaded"))
        table.host.postAccessibilityNotification(.pageScrolled("Page 2 of 4"))
      }
      #expect(recorder.posts.map(\.notification) == [.announcement, .pageScrolled])
      #expect(recorder.posts.map(\.text) == ["3 more loaded", "Page 2 of 4"])
    }
  }
#endif

#if os(Linux)
  @MainActor
  @Suite("TrellisUIKit: a carousel band turns pages by three-finger scroll")
  struct UIKitCarouselAccessibilityTests {
    @Test("a band cell's accessibilityScroll turns the carousel's page and posts its position")
    func cellScrollTurnsThePage() async {
      let recorder = UIAccessibilityPostRecorder()
      let (result, violations) = await UIAccessibility.$postRecorder.withValue(recorder) {
        await withDouble { clock in
          let list = UIKitBandCarousel(clock: clock)
          await list.show(3)
          let cell = list.fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
          let product = list.fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
          let turned = [
            cell?.accessibilityScroll(.left), cell?.accessibilityScroll(.next),
            cell?.accessibilityScroll(.next), product?.accessibilityScroll(.left),
            cell?.accessibilityScroll(.up),
          ]
          await list.fixture.settle()
          return (turned, list.carousel.currentPage, list.offset)
        }
      }
      #expect(violations.isEmpty)
      let (turned, page, offset) = result
      #expect(turned == [true, true, false, false, false])
      #expect(page == 2)
      #expect(offset == 540)  // the last page, clamped to the band's end
      #expect(recorder.posts.map(\.notification) == [.pageScrolled, .pageScrolled, .pageScrolled])
      #expect(recorder.posts.map(\.text) == ["Page 2 of 3", "Page 3 of 3", "Page 3 of 3"])
    }
  }
#endif

#if os(Linux)
  @MainActor
  @Suite("Doc comments: accessibility (TrellisUIKit)")
  struct UIKitAccessibilityDocComments {
    @Test("focus behaviour on both hosts; a cell forwards the three-finger scroll")
    func examples() async {
      let table = TableFixture(clock: TestClock())
      let host = table.host
      host.focusBehavior = .selectionFollowsFocus
      #expect(table.tableView.selectionFollowsFocus)
      let (_, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show(3)
        guard let cell = list.fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        else { return }
        let turned = cell.accessibilityScroll(.left)  // in a carousel row: true, the next page
        #expect(turned)
        await list.fixture.settle()
        #expect(list.carousel.currentPage == 1)
      }
      #expect(violations.isEmpty)
    }
  }
#endif
