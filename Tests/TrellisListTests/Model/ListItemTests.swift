import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

private struct Product: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
}

private final class ProductView: ConfigurableView {
  var shown: Product?
  func configure(with content: Product) { shown = content }
}

/// A view bound by closures, that does not conform to `ConfigurableView`.
private final class PlainView {
  var value = ""
}

@Suite("ListItem")
struct ListItemTests {
  @Test("identity comes from the id given, or from Identifiable content")
  func identity() {
    #expect(ListItem.text("a").id == AnyListID("a"))
    #expect(ListItem(Product(id: 4, name: "Pen"), view: ProductView.self).id == AnyListID(4))
  }

  @Test("content is typed and type-erased")
  func content() {
    let item = ListItem.number("n", 42)
    #expect(item.content(as: Int.self) == 42)
    #expect(item.content(as: String.self) == nil)
    #expect(item.content as? Int == 42)
  }

  @Test("content equality needs the same view type and equal contents")
  func contentEquality() {
    #expect(ListItem.text(1, "x").isContentEqual(to: .text(2, "x")))
    #expect(!ListItem.text(1, "x").isContentEqual(to: .text(1, "y")))
    // Same content type (String), different view types.
    #expect(!ListItem.text(1, "x").isContentEqual(to: .header("x")))
    #expect(!ListItem.text(1, "1").isContentEqual(to: .number(1, 1)))
  }

  @Test("== compares identity and content")
  func equality() {
    #expect(ListItem.text(1, "x") == .text(1, "x"))
    #expect(ListItem.text(1, "x") != .text(2, "x"))
    #expect(ListItem.text(1, "x") != .text(1, "y"))
  }

  @Test("view type, reuse identifier and registration come from the view type")
  func viewBinding() {
    let item = ListItem.header("Top")
    #expect(ObjectIdentifier(item.viewType) == ObjectIdentifier(HeaderView.self))
    #expect(item.reuseIdentifier == "TrellisTestSupport.HeaderView")
    #expect(item.registration == .nib(name: "HeaderView"))
    #expect(ListItem.text(1).registration == .class)
    #expect(ListItem.text(1).hasSameView(as: .text(2)))
    #expect(!ListItem.text(1).hasSameView(as: .header("x")))
  }

  @Test("a non-reusable item has a view of its own: the same view only as itself")
  func nonReusableView() {
    let own = ListItem.text(1).nonReusable()
    #expect(own.hasSameView(as: ListItem.text(1, "changed").nonReusable()))
    #expect(!own.hasSameView(as: .text(1)))
    #expect(!ListItem.text(1).hasSameView(as: own))
    #expect(!own.hasSameView(as: ListItem.text(2).nonReusable()))
  }

  @Test("size comes from the view type, nil when it does not say")
  func size() {
    let container = CGSize(width: 320, height: 480)
    #expect(ListItem.text(1).size(fitting: container) == CGSize(width: 320, height: 44))
    #expect(ListItem.number(1, 1).size(fitting: container) == nil)
  }

  @MainActor
  @Test("configure shows the content in a view of the item's type")
  func configure() throws {
    let view = TextView()
    try ListItem.text(1, "Hello").configure(view)
    #expect(view.text == "Hello")
    #expect(view.configureCount == 1)
  }

  @MainActor
  @Test("configuring a view of another type throws and leaves the view alone")
  func configureMismatch() {
    let view = NumberView()
    #expect {
      try ListItem.text("a", "Hello").configure(view)
    } throws: { error in
      (error as? ViewTypeMismatch)?.description
        == "item \"a\" is shown by TrellisTestSupport.TextView, not by TrellisTestSupport.NumberView"
    }
    #expect(view.number == nil)
  }

  @MainActor
  @Test("closure-bound items configure any view type")
  func closureBinding() throws {
    let item = ListItem(
      id: 1, content: "v", view: PlainView.self, reuseIdentifier: "plain",
      registration: .nib(name: "Plain"), size: { _, c in CGSize(width: c.width, height: 10) }
    ) { view, text in view.value = text }
    let view = PlainView()
    try item.configure(view)
    #expect(view.value == "v")
    #expect(item.reuseIdentifier == "plain")
    #expect(item.registration == .nib(name: "Plain"))
    #expect(item.size(fitting: CGSize(width: 5, height: 5)) == CGSize(width: 5, height: 10))
  }

  @Test("closure-bound items compare with the comparison they are given")
  func closureComparison() {
    func item(_ content: [Int]) -> ListItem {
      ListItem(
        id: 1, content: content, view: PlainView.self, isContentEqual: { $0.count == $1.count }
      ) { _, _ in }
    }
    #expect(item([1]).isContentEqual(to: item([2])))
    #expect(!item([1]).isContentEqual(to: item([1, 2])))
    // Another reuse identifier is another view binding.
    let other = ListItem(
      id: 1, content: [1], view: PlainView.self, reuseIdentifier: "x",
      isContentEqual: { _, _ in true }
    ) { _, _ in }
    #expect(!item([1]).isContentEqual(to: other))
  }

  @Test("items are Diffable by id and content")
  func diffable() {
    #expect(ListItem.text(3).diffID == AnyListID(3))
  }

  @Test("description names the view type, the identity and the content")
  func description() {
    #expect(ListItem.text(1, "Hi").description == "TextView(id: 1, \"Hi\")")
    #expect(ListItem.number("n", 5).description == "NumberView(id: \"n\", 5)")
  }
}

@Suite("AnyListID")
struct AnyListIDTests {
  @Test("equality is by type and value")
  func equality() {
    #expect(AnyListID("a") == AnyListID("a"))
    #expect(AnyListID("1") != AnyListID(1))
    #expect(AnyListID(1) != AnyListID(Int64(1)))
    #expect(Set([AnyListID(1), AnyListID(1), AnyListID("1")]).count == 2)
  }

  @Test("wrapping an AnyListID does not nest it")
  func flattening() {
    let id = AnyListID(AnyListID(5))
    #expect(id.base(as: Int.self) == 5)
    #expect(id == AnyListID(5))
  }

  @Test("description quotes strings")
  func description() {
    #expect(AnyListID("a").description == "\"a\"")
    #expect(AnyListID(2).description == "2")
  }
}
