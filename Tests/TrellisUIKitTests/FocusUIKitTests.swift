// TrellisUIKit's hosts report which item has keyboard focus (the focus engine's
// `didUpdateFocusIn` delegate call) or VoiceOver's focus (`UIAccessibility.elementFocused-
// Notification`) as `ListAccessibilityStatus.focusedItem`, so that a carousel stops rolling under
// focus as on the headless hosts (CarouselMotionTests). The VoiceOver-focus notification is
// process-wide and every live host hears it: the tests that post it run in one serialized suite,
// and no other test posts it.
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

  /// A carousel of five 300-point banners in a 375-point-wide horizontal collection view on the
  /// double, rolling every four seconds on the test clock.
  @MainActor
  struct UIKitRollingCarousel {
    let fixture: CollectionFixture
    let carousel: ListCarousel

    init(clock: TestClock<Duration>) {
      let layout = ListCollectionViewLayout(
        axis: .horizontal,
        defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 10, interitemSpacing: 10)))
      fixture = CollectionFixture(
        clock: clock, viewport: CGSize(width: 375, height: 200), layout: layout)
      carousel = ListCarousel(
        sectionID: "s", itemLength: 300, spacing: 10, isLooping: true,
        autoRollInterval: .seconds(4), clock: clock)
      fixture.adapter.attach(carousel)
    }

    func show() async {
      let items = (0..<5).map { ListItem(id: $0, content: "\($0)", view: BannerCell.self) }
      await fixture.show(ListModel(sections: [ListSection(id: "s", items: items)]))
    }

    /// Advances the clock by `duration`, lets a roll that came due finish, and returns the page.
    func roll(after duration: Duration) async -> Int? {
      await fixture.clock.advance(by: duration)
      carousel.settleAutoRoll()
      await fixture.settle()
      return carousel.currentPage
    }

    /// The cell of the banner at `item`.
    func cell(_ item: Int) -> UICollectionViewCell? {
      fixture.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }
  }

  @MainActor
  @Suite("TrellisUIKit: keyboard focus")
  struct KeyboardFocusUIKitTests {
    @Test(
      "a carousel does not roll while one of its items has keyboard focus, and rolls one interval after focus leaves"
    )
    func carouselKeyboardFocus() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitRollingCarousel(clock: clock)
        await list.show()
        list.fixture.host.focusBehavior = .allowsFocus
        var pages: [Int?] = []
        pages.append(await list.roll(after: .seconds(3)))
        list.fixture.collectionView.moveFocusForTesting(to: IndexPath(item: 0, section: 0))
        let focused = list.fixture.host.accessibilityStatus.focusedItem
        let suspended = list.carousel.isAutoRollSuspended
        pages.append(await list.roll(after: .seconds(1)))
        pages.append(await list.roll(after: .seconds(11)))
        list.fixture.collectionView.moveFocusForTesting(to: nil)
        let resumed = !list.carousel.isAutoRollSuspended
        pages.append(await list.roll(after: .milliseconds(3_900)))
        pages.append(await list.roll(after: .milliseconds(100)))
        return (focused, suspended, resumed, pages)
      }
      #expect(violations.isEmpty)
      let (focused, suspended, resumed, pages) = result
      #expect(focused == ItemPath(item: 0, section: 0))
      #expect(suspended)
      #expect(resumed)
      #expect(pages == [0, 0, 0, 0, 1])
    }

    @Test(
      "focus follows its item across a batch, and leaves with it; the delegate hears each change once"
    )
    func focusAcrossBatches() async {
      let (result, violations) = await withCollectionFixture { fixture in
        let recorder = StatusRecorder()
        fixture.adapter.attach(recorder)
        await fixture.show(.texts(3).uikit)
        fixture.host.focusBehavior = .allowsFocus
        fixture.collectionView.moveFocusForTesting(to: IndexPath(item: 1, section: 0))
        fixture.collectionView.moveFocusForTesting(to: IndexPath(item: 1, section: 0))
        var model = ListModel.texts(3).uikit
        model.sections[0].items.insert(ListItem.textCell(9, "new").uikit, at: 0)
        fixture.adapter.apply(model, animated: true, completion: nil)
        await fixture.settle()
        let followed = fixture.host.accessibilityStatus.focusedItem
        let engine = fixture.collectionView.focusedIndexPathForTesting
        model.sections[0].items.remove(at: 2)
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        return (followed, engine, fixture.host.accessibilityStatus.focusedItem, recorder.changes)
      }
      #expect(violations.isEmpty)
      let (followed, engine, afterDelete, changes) = result
      #expect(followed == ItemPath(item: 2, section: 0))
      #expect(engine == IndexPath(item: 2, section: 0))
      #expect(afterDelete == nil)
      let still = "voiceOver false→false reduceMotion false→false category large→large"
      #expect(
        changes == ["\(still) focus -→0.1", "\(still) focus 0.1→0.2", "\(still) focus 0.2→-"])
    }

    @Test("focus follows an item moved by its Move down custom action, and one it displaces")
    func focusAcrossAccessibilityMove() async {
      let (result, violations) = await withCollectionFixture { fixture in
        await fixture.show(
          ListModel(sections: [
            ListSection(
              id: "s", items: (0..<3).map { ListItem.text($0, "item \($0)").uikit.movable() })
          ]))
        fixture.host.focusBehavior = .allowsFocus
        fixture.collectionView.moveFocusForTesting(to: IndexPath(item: 1, section: 0))
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let moveDown = cell?.accessibilityCustomActions?.first { $0.name == "Move down" }
        let moved = moveDown?.performForTesting() ?? false
        await fixture.settle()
        return (
          moved, fixture.adapter.displayedModel.outline,
          fixture.host.accessibilityStatus.focusedItem
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0)
      #expect(result.1 == ["s: 1 0 2"])
      // Item 1 moved up to the top with its cell; focus went with it.
      #expect(result.2 == ItemPath(item: 0, section: 0))
    }

    @Test("on a table, focus follows the rows a drag moves")
    func tableFocusAcrossDrag() async {
      let fixture = TableFixture(clock: TestClock())
      var model = ListModel.textRows(3)
      model.sections[0].items = model.sections[0].items.map { $0.movable() }
      await fixture.show(model)
      fixture.host.focusBehavior = .allowsFocus
      fixture.tableView.moveFocusForTesting(to: IndexPath(row: 2, section: 0))
      fixture.tableView.setEditing(true, animated: false)
      let moved = fixture.tableView.moveRow(
        interactivelyFrom: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      #expect(moved == IndexPath(row: 2, section: 0))
      // Row 2 shifted up to 1 with its cell; focus went with it.
      #expect(fixture.host.accessibilityStatus.focusedItem == ItemPath(item: 1, section: 0))
      #expect(fixture.tableView.focusedIndexPathForTesting == IndexPath(row: 1, section: 0))
    }

    @Test("a reloaded item loses focus, as on the headless hosts")
    func reloadDropsFocus() async {
      let (focused, violations) = await withCollectionFixture { fixture in
        await fixture.show(.texts(3).uikit)
        fixture.host.focusBehavior = .allowsFocus
        fixture.collectionView.moveFocusForTesting(to: IndexPath(item: 0, section: 0))
        try? fixture.host.performBatchUpdates(
          BatchUpdate(itemReloads: [ItemPath(item: 0, section: 0)]), animated: false,
          updatingData: {}, completion: nil)
        return fixture.host.accessibilityStatus.focusedItem
      }
      #expect(violations.isEmpty)
      #expect(focused == nil)
    }

    @Test("on a table, focus selects the row when selection follows focus")
    func tableSelectionFollowsFocus() async {
      let fixture = TableFixture(clock: TestClock())
      let selected = CallLog()
      var model = ListModel.textRows(3)
      model.sections[0].items = model.sections[0].items.map { item in
        item.onSelect { selected.add("select \($0.content(as: String.self) ?? "-")") }
      }
      await fixture.show(model)
      fixture.host.focusBehavior = .selectionFollowsFocus
      fixture.tableView.moveFocusForTesting(to: IndexPath(row: 2, section: 0))
      #expect(fixture.host.accessibilityStatus.focusedItem == ItemPath(item: 2, section: 0))
      #expect(fixture.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
      #expect(selected.take() == ["select row 2"])
      fixture.tableView.moveFocusForTesting(to: nil)
      #expect(fixture.host.accessibilityStatus.focusedItem == nil)
    }
  }

  @MainActor
  @Suite("TrellisUIKit: VoiceOver focus", .serialized)
  struct VoiceOverFocusUIKitTests {
    @Test(
      "a carousel does not roll while VoiceOver's focus is on one of its cells, and rolls one interval after it leaves"
    )
    func carouselVoiceOverFocus() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitRollingCarousel(clock: clock)
        await list.show()
        var pages: [Int?] = []
        pages.append(await list.roll(after: .seconds(3)))
        // A view inside the cell: the cell's item has focus.
        if let content = list.cell(1)?.contentView {
          UIAccessibility.focusElementForTesting(content)
        }
        let focused = list.fixture.host.accessibilityStatus.focusedItem
        pages.append(await list.roll(after: .seconds(1)))
        pages.append(await list.roll(after: .seconds(11)))
        // Focus on a view outside the list's cells.
        UIAccessibility.focusElementForTesting(list.fixture.window)
        let cleared = list.fixture.host.accessibilityStatus.focusedItem
        pages.append(await list.roll(after: .milliseconds(3_900)))
        pages.append(await list.roll(after: .milliseconds(100)))
        return (focused, cleared, pages)
      }
      #expect(violations.isEmpty)
      let (focused, cleared, pages) = result
      #expect(focused == ItemPath(item: 1, section: 0))
      #expect(cleared == nil)
      #expect(pages == [0, 0, 0, 0, 1])
    }

    @Test("VoiceOver's focus wins while it is on an item; leaving, it hands back to keyboard focus")
    func voiceOverAndKeyboard() async {
      let (result, violations) = await withCollectionFixture { fixture in
        await fixture.show(.texts(3).uikit)
        fixture.host.focusBehavior = .allowsFocus
        fixture.collectionView.moveFocusForTesting(to: IndexPath(item: 0, section: 0))
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        if let cell { UIAccessibility.focusElementForTesting(cell) }
        let both = fixture.host.accessibilityStatus.focusedItem
        UIAccessibility.focusElementForTesting(fixture.collectionView)
        return (both, fixture.host.accessibilityStatus.focusedItem)
      }
      #expect(violations.isEmpty)
      #expect(result.0 == ItemPath(item: 2, section: 0))
      #expect(result.1 == ItemPath(item: 0, section: 0))
    }

    @Test("VoiceOver's focus on a table row is the focused item; on the table itself, none")
    func tableVoiceOverFocus() async {
      let fixture = TableFixture(clock: TestClock())
      let recorder = StatusRecorder()
      fixture.adapter.attach(recorder)
      await fixture.show(.textRows(3))
      let cell = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
      if let cell { UIAccessibility.focusElementForTesting(cell) }
      #expect(fixture.host.accessibilityStatus.focusedItem == ItemPath(item: 1, section: 0))
      UIAccessibility.focusElementForTesting(fixture.tableView)
      #expect(fixture.host.accessibilityStatus.focusedItem == nil)
      #expect(recorder.changes.count == 2)
    }
  }
#endif
