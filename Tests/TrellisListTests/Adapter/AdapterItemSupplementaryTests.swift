import Clocks
import Foundation
import Synchronization
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A decoration behind a row: a supplementary view of an item that shows a string.
final class RowBackgroundView: HeadlessSupplementaryView, ConfigurableView {
  private(set) var text: String?

  func configure(with content: String) { text = content }

  override var snapshotText: String { "background \(text ?? "-")" }
}

/// The operations a host performed after `count` earlier ones, as text.
@MainActor
func operations(_ host: HeadlessListView, after count: Int) -> [String] {
  host.operations.dropFirst(count).map(\.description)
}

/// Supplementary views per item: several of one kind in a section, through loads, moves, inserts,
/// deletes and content changes, on both headless hosts.
@MainActor
@Suite("List adapter: supplementary views per item")
struct AdapterItemSupplementaryTests {
  /// Three rows, each with a badge; the middle one also with a background behind it.
  static func inbox(badges: [String] = ["1", "2", "3"]) -> ListModel {
    ListModel(sections: [
      ListSection(
        id: "mail",
        items: [
          ListItem.textCell("a").badge(badges[0]),
          ListItem.textCell("b").badge(badges[1]).supplementary(
            "selection", ListItem(id: "bg", content: "b", view: RowBackgroundView.self),
            placement: .behind(outset: 2)),
          ListItem.textCell("c").badge(badges[2]),
        ])
    ])
  }

  @Test("a load shows every badge of the section at its item's path, after its item")
  func load() throws {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    #expect(
      fixture.host.snapshot() == """
        viewport 0,0 320x200 content 320x152
        item [0, 0] 0,0 320x44 "text a"
        badge [0, 0] 308,-4 16x16 "badge 1"
        item [0, 1] 0,54 320x44 "text b"
        badge [0, 1] 308,50 16x16 "badge 2"
        selection [0, 1] -2,52 324x48 "background b"
        item [0, 2] 0,108 320x44 "text c"
        badge [0, 2] 308,104 16x16 "badge 3"
        """)
    #expect(
      operations(fixture.host, after: 0).filter { $0.hasPrefix("display") } == [
        "display item [0, 0]", "display badge [0, 0]", "display item [0, 1]",
        "display badge [0, 1]", "display selection [0, 1]", "display item [0, 2]",
        "display badge [0, 2]",
      ])
    #expect(
      fixture.host.frameForSupplementary(ofKind: "badge", ofItemAt: ItemPath(item: 2, section: 0))
        == CGRect(x: 308, y: 104, width: 16, height: 16))
    #expect(
      fixture.host.frameForSupplementary(ofKind: "selection", ofItemAt: path(0)) == nil)
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test("an item's badge hooks run when it is displayed and when its display ends")
  func hooks() throws {
    let log = Mutex<[String]>([])
    let badge = ListItem(id: "badge", content: "9", view: BadgeView.self)
      .onWillDisplay { _, view in
        log.withLock { $0.append("will \((view as? BadgeView)?.text ?? "?")") }
      }
      .onDidEndDisplaying { _, view in
        log.withLock { $0.append("end \((view as? BadgeView)?.text ?? "?")") }
      }
    let fixture = AdapterFixture(.collection)
    fixture.apply(
      ListModel(sections: [
        ListSection(
          id: "s", items: [.textCell("a"), ListItem.textCell("b").supplementary("badge", badge)])
      ]), animated: false)
    fixture.apply(
      ListModel(sections: [ListSection(id: "s", items: [.textCell("a")])]), animated: false)
    #expect(log.withLock { $0 } == ["will 9", "end 9"])
  }
}

extension AdapterItemSupplementaryTests {
  @Test("a badge moves with its item across sections: same view, no new dequeue")
  func moveAcrossSections() async throws {
    let fixture = AdapterFixture(.collection, viewport: CGSize(width: 320, height: 400))
    fixture.apply(
      ListModel(sections: [
        ListSection(id: "x", items: [ListItem.textCell("a").badge("A"), .textCell("b")]),
        ListSection(id: "y", items: [ListItem.textCell("c").badge("C")]),
      ]), animated: false)
    let badgeA = try #require(fixture.host.supplementaryView(ofKind: "badge", at: path(0)))
    let count = fixture.host.operations.count
    fixture.apply(
      ListModel(sections: [
        ListSection(id: "x", items: [.textCell("b")]),
        ListSection(
          id: "y", items: [ListItem.textCell("c").badge("C"), ListItem.textCell("a").badge("A")]),
      ]))
    #expect(await fixture.settle())
    let moved = fixture.host.supplementaryView(ofKind: "badge", at: ItemPath(item: 1, section: 1))
    #expect(moved === badgeA)
    #expect((moved as? BadgeView)?.configureCount == 1)
    #expect(!operations(fixture.host, after: count).contains { $0.hasPrefix("dequeue") })
    #expect(!operations(fixture.host, after: count).contains { $0.hasPrefix("endDisplay badge") })
    #expect(
      fixture.host.snapshot() == """
        viewport 0,0 320x400 content 320x142
        item [0, 0] 0,0 320x44 "text b"
        item [1, 0] 0,44 320x44 "text c"
        badge [1, 0] 308,40 16x16 "badge C"
        item [1, 1] 0,98 320x44 "text a"
        badge [1, 1] 308,94 16x16 "badge A"
        """)
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test("inserting and deleting items displays and ends their badges, in display order")
  func insertAndDelete() async throws {
    let fixture = AdapterFixture(.collection)
    fixture.apply(
      ListModel(sections: [
        ListSection(
          id: "s", items: [ListItem.textCell("a").badge("A"), ListItem.textCell("b").badge("B")])
      ]), animated: false)
    let count = fixture.host.operations.count
    fixture.apply(
      ListModel(sections: [
        ListSection(
          id: "s", items: [ListItem.textCell("n").badge("N"), ListItem.textCell("b").badge("B")])
      ]), animated: false)
    #expect(
      operations(fixture.host, after: count).filter { !$0.hasPrefix("batch") } == [
        "endDisplay item [0, 0]", "endDisplay badge [0, 0]",
        "dequeue item [0, 0] \"\(String(reflecting: TextCell.self))\" (reused)",
        "display item [0, 0]",
        "dequeue badge [0, 0] \"\(String(reflecting: BadgeView.self))\" (reused)",
        "display badge [0, 0]",
      ])
    #expect(
      fixture.host.snapshot() == """
        viewport 0,0 320x200 content 320x98
        item [0, 0] 0,0 320x44 "text n"
        badge [0, 0] 308,-4 16x16 "badge N"
        item [0, 1] 0,54 320x44 "text b"
        badge [0, 1] 308,50 16x16 "badge B"
        """)
  }

  @Test("a badge's content change configures that badge only: no cell, no batch, no re-measure")
  func badgeContentChange() async throws {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    let cells = (0..<3).map { fixture.host.cellForItem(at: path($0)) as? TextCell }
    let badges = (0..<3).map { fixture.host.supplementaryView(ofKind: "badge", at: path($0)) }
    let before = fixture.adapter.statistics
    let measured = fixture.adapter.sizeCache.statistics
    let count = fixture.host.operations.count
    fixture.apply(Self.inbox(badges: ["1", "5", "3"]))
    #expect(await fixture.settle())
    #expect(cells.map { $0?.configureCount } == [1, 1, 1])
    #expect(
      badges.map { ($0 as? BadgeView)?.configureCount } == [1, 2, 1])
    #expect((badges[1] as? BadgeView)?.text == "5")
    #expect(fixture.host.supplementaryView(ofKind: "badge", at: path(1)) === badges[1])
    #expect(fixture.adapter.statistics.cellsReconfigured - before.cellsReconfigured == 1)
    #expect(fixture.adapter.statistics.batches == before.batches)
    #expect(operations(fixture.host, after: count).isEmpty)
    // Only the badge is measured again; the cell's size is kept.
    #expect(fixture.adapter.sizeCache.statistics.measurements - measured.measurements == 1)
  }

  @Test("adding and removing a badge lays the item out again: the badge is displayed or ended")
  func addAndRemove() async throws {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    let cell = fixture.host.cellForItem(at: path(0)) as? TextCell
    var count = fixture.host.operations.count
    var model = Self.inbox()
    model.sections[0].items[0] = .textCell("a")
    fixture.apply(model)
    #expect(await fixture.settle())
    #expect(operations(fixture.host, after: count) == ["endDisplay badge [0, 0]"])
    #expect(fixture.host.supplementaryView(ofKind: "badge", at: path(0)) == nil)
    count = fixture.host.operations.count
    fixture.apply(Self.inbox(badges: ["7", "2", "3"]))
    #expect(await fixture.settle())
    #expect(
      operations(fixture.host, after: count) == [
        "dequeue badge [0, 0] \"\(String(reflecting: BadgeView.self))\" (reused)",
        "display badge [0, 0]",
      ])
    #expect(cell?.configureCount == 1)
    #expect(fixture.host.cellForItem(at: path(0)) === cell)
  }

  @Test("a badge whose view type changes reloads its item: cell and badges replaced")
  func viewTypeChange() async throws {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    var model = Self.inbox()
    model.sections[0].items[2] = ListItem.textCell("c").supplementary(
      "badge", ListItem(id: "badge", content: "c", view: RowBackgroundView.self))
    let count = fixture.host.operations.count
    fixture.apply(model, animated: false)
    let update = fixture.host.operations.dropFirst(count).compactMap { operation in
      if case .batch(let update, _) = operation { return update }
      return nil
    }
    #expect(update == [BatchUpdate(itemReloads: [path(2)])])
    #expect(fixture.host.supplementaryView(ofKind: "badge", at: path(2)) is RowBackgroundView)
    // A view type without a size gets the adapter's fallback size, 50 × 50.
    #expect(fixture.host.snapshot().hasSuffix("badge [0, 2] 270,108 50x50 \"background c\""))
  }

  @Test("updates that arrive mid-animation end as the newest model, badges included")
  func midAnimation() async throws {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    var moved = Self.inbox(badges: ["x", "y", "z"])
    moved.sections[0].items.swapAt(0, 2)
    fixture.apply(moved)
    var last = moved
    last.sections[0].items.remove(at: 1)
    last.sections[0].items.append(ListItem.textCell("d").badge("D"))
    fixture.apply(last)
    #expect(fixture.host.batchesInFlight == 1)
    #expect(await fixture.settle())
    #expect(fixture.adapter.displayedModel == last)
    #expect(
      fixture.host.snapshot() == """
        viewport 0,0 320x200 content 320x152
        item [0, 0] 0,0 320x44 "text c"
        badge [0, 0] 308,-4 16x16 "badge z"
        item [0, 1] 0,54 320x44 "text a"
        badge [0, 1] 308,50 16x16 "badge x"
        item [0, 2] 0,108 320x44 "text d"
        badge [0, 2] 308,104 16x16 "badge D"
        """)
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test("two badges of one kind on one item: reported, the first shown")
  func duplicateKind() {
    let fixture = AdapterFixture(.collection)
    let item = ListItem.textCell("a").badge("first").badge("second")
    #expect(item.supplementaries.count == 2)
    #expect(item.supplementary(ofKind: "badge")?.item.content(as: String.self) == "first")
    fixture.apply(ListModel(sections: [ListSection(id: "s", items: [item])]), animated: false)
    #expect(
      fixture.diagnostics.all == [.duplicateItemSupplementary("badge", itemID: AnyListID("a"))])
    #expect(
      (fixture.host.supplementaryView(ofKind: "badge", at: path(0)) as? BadgeView)?.text
        == "first")
  }

  @Test("a table shows every row without views per row; the diagnostic names the rule and item")
  func tableLeavesThemOut() throws {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .table)
    #expect(
      fixture.diagnostics.all == [
        .itemSupplementaryUnsupported("badge", itemID: AnyListID("a")),
        .itemSupplementaryUnsupported("badge", itemID: AnyListID("b")),
        .itemSupplementaryUnsupported("selection", itemID: AnyListID("b")),
        .itemSupplementaryUnsupported("badge", itemID: AnyListID("c")),
      ])
    #expect(
      fixture.host.snapshot() == """
        viewport 0,0 320x200 content 320x132
        item [0, 0] 0,0 320x44 "text a"
        item [0, 1] 0,44 320x44 "text b"
        item [0, 2] 0,88 320x44 "text c"
        """)
    // A batch that inserts another such row: the row is inserted, without its badge.
    fixture.diagnostics.removeAll()
    var model = Self.inbox()
    model.sections[0].items.append(ListItem.textCell("d").badge("4"))
    fixture.apply(model, animated: false)
    #expect(fixture.diagnostics.all == [.itemSupplementaryUnsupported("badge", itemID: "d")])
    #expect(fixture.adapter.statistics.batches == 1)
    #expect(fixture.host.indexPathsForVisibleItems.count == 4)
    // Rows without them, and section headers and footers, are shown as before.
    fixture.diagnostics.removeAll()
    fixture.apply(
      ListModel(sections: [ListSection(id: "s", header: .title("Mail"), items: [.textCell("a")])]),
      animated: false)
    #expect(fixture.diagnostics.all.isEmpty)
    #expect(
      fixture.host.snapshot() == """
        viewport 0,0 320x200 content 320x74
        header [0] 0,0 320x30 "title Mail"
        item [0, 0] 0,30 320x44 "text a"
        """)
  }
}

extension AdapterItemSupplementaryTests {
  @Test("reconfigureItems configures the item's visible badges again, with its cell")
  func reconfigureItems() {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    fixture.adapter.reconfigureItems(["b"])
    #expect((fixture.host.cellForItem(at: path(1)) as? TextCell)?.configureCount == 2)
    #expect(
      (fixture.host.supplementaryView(ofKind: "badge", at: path(1)) as? BadgeView)?.configureCount
        == 2)
    #expect(
      (fixture.host.supplementaryView(ofKind: "badge", at: path(0)) as? BadgeView)?.configureCount
        == 1)
    // The cell, its badge and the view behind it.
    #expect(fixture.adapter.statistics.cellsReconfigured == 3)
  }

  @Test("a badge outside the viewport is displayed when scrolled to, and ended when scrolled away")
  func scrolling() throws {
    let fixture = AdapterFixture(.collection, viewport: CGSize(width: 320, height: 100))
    fixture.apply(Self.inbox(), animated: false)
    #expect(fixture.host.supplementaryView(ofKind: "badge", at: path(2)) == nil)
    // Item 2 (y 108) is still below the viewport; its badge (y 104) already shows.
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    #expect(fixture.host.cellForItem(at: path(2)) == nil)
    #expect(fixture.host.supplementaryView(ofKind: "badge", at: path(2)) is BadgeView)
    let count = fixture.host.operations.count
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(operations(fixture.host, after: count) == ["endDisplay badge [0, 2]"])
  }
}

extension AdapterItemSupplementaryTests {
  @Test("a cell's content change reconfigures the cell only; its badges stay as they are")
  func cellContentChange() async {
    let fixture = AdapterFixture.showing(Self.inbox(), on: .collection)
    var model = Self.inbox()
    model.sections[0].items[1] = ListItem.textCell("b", "changed").badge("2").supplementary(
      "selection", ListItem(id: "bg", content: "b", view: RowBackgroundView.self),
      placement: .behind(outset: 2))
    let count = fixture.host.operations.count
    fixture.apply(model)
    #expect(await fixture.settle())
    #expect((fixture.host.cellForItem(at: path(1)) as? TextCell)?.configureCount == 2)
    #expect(
      (fixture.host.supplementaryView(ofKind: "badge", at: path(1)) as? BadgeView)?.configureCount
        == 1)
    #expect(fixture.adapter.statistics.cellsReconfigured == 1)
    #expect(operations(fixture.host, after: count).isEmpty)
  }
}

/// Records the supplementary display callbacks the adapter forwards to its plugins.
@MainActor
final class SupplementaryDisplayRecorder: ListAdapterPlugin {
  var log: [String] = []

  func didAttach(to adapter: ListAdapter) {}

  func listHost(
    _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    log.append("will \(kind) \(path)")
  }

  func listHost(
    _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    log.append("end \(kind) \(path)")
  }
}

extension AdapterItemSupplementaryTests {
  @Test("plugins get each item's views' display callbacks at the item's path, in display order")
  func pluginCallbacks() async {
    let fixture = AdapterFixture(.collection)
    let recorder = SupplementaryDisplayRecorder()
    fixture.adapter.attach(recorder)
    fixture.apply(Self.inbox(), animated: false)
    var model = Self.inbox()
    model.sections[0].items.remove(at: 1)
    fixture.apply(model, animated: false)
    #expect(
      recorder.log == [
        "will badge [0, 0]", "will badge [0, 1]", "will selection [0, 1]", "will badge [0, 2]",
        "end badge [0, 1]", "end selection [0, 1]",
      ])
  }
}
