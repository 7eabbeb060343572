import Clocks
import Foundation
import Synchronization
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A badge: a supplementary view of an item that shows a string, 16 × 16 points.
final class BadgeView: HeadlessSupplementaryView, ConfigurableView {
  private(set) var text: String?
  private(set) var configureCount = 0

  func configure(with content: String) {
    text = content
    configureCount += 1
  }

  override var snapshotText: String { "badge \(text ?? "-")" }

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: 16, height: 16)
  }
}

/// A decoration behind a row: a supplementary view of an item that shows a string.
final class RowBackgroundView: HeadlessSupplementaryView, ConfigurableView {
  private(set) var text: String?

  func configure(with content: String) { text = content }

  override var snapshotText: String { "background \(text ?? "-")" }
}

extension ListItem {
  /// This item with a ``BadgeView`` of kind `"badge"` showing `text` in its top-trailing corner,
  /// sticking out by 4 points.
  func badge(_ text: String) -> ListItem {
    supplementary(
      "badge", ListItem(id: "badge", content: text, view: BadgeView.self),
      placement: .corner(.topTrailing, dx: 4, dy: -4))
  }
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
        "mail",
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
    let fixture = AdapterFixture(.collection)
    fixture.apply(Self.inbox(), animated: false)
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
        ListSection("s", items: [.textCell("a"), ListItem.textCell("b").supplementary("badge", badge)])
      ]), animated: false)
    fixture.apply(ListModel(sections: [ListSection("s", items: [.textCell("a")])]), animated: false)
    #expect(log.withLock { $0 } == ["will 9", "end 9"])
  }
}
