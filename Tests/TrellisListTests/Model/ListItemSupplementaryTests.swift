import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport

@Suite("ListItem: supplementary views per item")
struct ListItemSupplementaryTests {
  static let badge = ListItem.text("badge", "3")

  @Test("views are kept in the order added; the first of a kind is the one shown")
  func order() {
    let item = ListItem.text("a")
      .supplementary("badge", Self.badge)
      .supplementary("mark", .text("m"), placement: .behind(outset: 2))
      .supplementary("badge", .text("badge", "9"))
    #expect(item.supplementaries.map(\.kind) == ["badge", "mark", "badge"])
    #expect(item.supplementary(ofKind: "badge")?.item.content(as: String.self) == "3")
    #expect(item.supplementary(ofKind: "mark")?.placement == .behind(outset: 2))
    #expect(item.supplementary(ofKind: "none") == nil)
    #expect(
      ListItem.text("a").supplementary("badge", Self.badge).supplementary(ofKind: "badge")?
        .placement == .corner(.topTrailing, dx: 0, dy: 0))
  }

  @Test("a view's content, kind or placement is part of its item's content and equality")
  func equality() {
    let plain = ListItem.text("a")
    let badged = plain.supplementary("badge", Self.badge)
    #expect(plain != badged)
    #expect(!plain.isContentEqual(to: badged))
    #expect(badged == ListItem.text("a").supplementary("badge", Self.badge))
    // The view's own identity is not compared: the owning item and the kind identify it.
    #expect(badged == plain.supplementary("badge", .text("other id", "3")))
    #expect(badged != plain.supplementary("badge", .text("badge", "4")))
    #expect(badged != plain.supplementary("count", Self.badge))
    #expect(
      badged != plain.supplementary("badge", Self.badge, placement: .corner(.bottomLeading)))
  }

  @Test("a view's own supplementary views are dropped; models compare their items' views")
  func nested() {
    let item = ListItem.text("a").supplementary(
      "badge", Self.badge.supplementary("inner", .text("x")))
    #expect(item.supplementary(ofKind: "badge")?.item.supplementaries.isEmpty == true)
    let one = ListModel(sections: [ListSection(id: "s", items: [item])])
    var two = one
    two.sections[0].items[0] = ListItem.text("a")
    #expect(one != two)
  }
}
