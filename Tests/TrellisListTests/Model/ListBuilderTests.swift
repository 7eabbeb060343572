import Testing
import TrellisCore
import TrellisLayout
import TrellisList
import TrellisTestSupport

private enum Mode { case empty, one, many }

@Suite("ListBuilder")
struct ListBuilderTests {
  @Test("plain items and sections keep their order")
  func plainItems() {
    let model = ListModel {
      ListSection(id: "a") {
        ListItem.text(1)
        ListItem.text(2)
      }
      ListSection(id: "b") {}
    }
    #expect(model.outline == ["a: 1 2", "b: "])
  }

  @Test("if without else adds items only when the condition holds", arguments: [true, false])
  func ifWithoutElse(flag: Bool) {
    let section = ListSection(id: "a") {
      ListItem.text(1)
      if flag { ListItem.text(2) }
    }
    #expect(section.itemIDs == (flag ? [AnyListID(1), AnyListID(2)] : [AnyListID(1)]))
  }

  @Test("if/else takes exactly one branch", arguments: [true, false])
  func ifElse(flag: Bool) {
    let section = ListSection(id: "a") {
      ListItem.text(1)
      if flag {
        [ListItem.text(2), ListItem.text(3)]
      } else {
        ListItem.text(4)
      }
    }
    // CollectionModel's documented example: `Section{1; if f {[2,3]} else {4}}` with f == false.
    let expected = flag ? [1, 2, 3] : [1, 4]
    #expect(section.itemIDs == expected.map { AnyListID($0) })
  }

  @Test("switch takes the matching case", arguments: [Mode.empty, .one, .many])
  fileprivate func switchStatement(mode: Mode) {
    let section = ListSection(id: "a") {
      switch mode {
      case .empty: []
      case .one: ListItem.text(1)
      case .many: [ListItem.text(1), ListItem.text(2)]
      }
    }
    #expect(section.items.count == [Mode.empty: 0, .one: 1, .many: 2][mode])
  }

  @Test("if let unwraps, and adds nothing for nil", arguments: [Optional(7), nil])
  func ifLet(value: Int?) {
    let section = ListSection(id: "a") {
      if let value { ListItem.number("n", value) }
    }
    #expect(section.items.map { $0.content(as: Int.self) } == (value.map { [$0] } ?? []))
  }

  @Test("for-in loops add every iteration's items in order")
  func forLoop() {
    let model = ListModel {
      for name in ["x", "y"] {
        ListSection(id: name) {
          for n in 1...3 where n != 2 { ListItem.text("\(name)\(n)") }
        }
      }
    }
    #expect(model.outline == ["x: x1 x3", "y: y1 y3"])
  }

  @Test("optional items add nothing when nil")
  func optionalItems() {
    let present: ListItem? = .text("here")
    let absent: ListItem? = nil
    let section = ListSection(id: "a") {
      present
      absent
    }
    #expect(section.itemIDs == [AnyListID("here")])
  }

  @Test("arrays add all their items")
  func arrays() {
    let section = ListSection(id: "a") {
      [1, 2].map { ListItem.text($0) }
      ListItem.text(3)
      [ListItem]()
    }
    #expect(section.itemIDs == [1, 2, 3].map { AnyListID($0) })
  }

  @Test("if #available blocks are accepted")
  func limitedAvailability() {
    let section = ListSection(id: "a") {
      if #available(macOS 10.15, iOS 13, *) { ListItem.text(1) }
    }
    #expect(section.items.count == 1)
  }

  @Test("entity sections flat-map one or several items per entity")
  func entitySections() {
    // CollectionModel's documented entity example gives [10, -1, 20, 2, 2, 30, -3].
    let section = ListSection(id: "numbers", [1, 2, 3]) { n in
      ListItem.number("ten-\(n)", n * 10)
      switch n {
      case 1: ListItem.number("neg-\(n)", -n)
      case 2: [ListItem.number("a-\(n)", n), ListItem.number("b-\(n)", n)]
      default: ListItem.number("neg-\(n)", -n)
      }
    }
    #expect(section.items.compactMap { $0.content(as: Int.self) } == [10, -1, 20, 2, 2, 30, -3])
    #expect(section.id == AnyListID("numbers"))
  }

  @Test("entity models build sections per entity, and carry page state")
  func entityModels() {
    let model = ListModel(["fruit", "veg"], page: 2, hasNext: true) { name in
      ListSection(id: name) { ListItem.text("\(name)-1") }
      if name == "veg" { ListSection(id: "\(name)-extra") {} }
    }
    #expect(model.outline == ["fruit: fruit-1", "veg: veg-1", "veg-extra: "])
    #expect(model.page == 2 && model.hasNext)
  }

  @Test("models accept if, switch and for over sections")
  func sectionControlFlow() {
    let showAds = true
    let mode = Mode.one
    let model = ListModel {
      if showAds { ListSection(id: "ads") {} }
      switch mode {
      case .one: ListSection(id: "one") {}
      default: ListSection(id: "other") {}
      }
      for index in 0..<2 { ListSection(id: index) {} }
    }
    #expect(
      model.sections.map(\.id) == ["ads", "one"].map(AnyListID.init) + [0, 1].map(AnyListID.init))
  }

  @Test("headers, footers and custom supplementary views attach to sections")
  func supplementaryModifiers() {
    let section = ListSection(id: "a", header: .header("Top")) { ListItem.text(1) }
      .footer(.header("Bottom"))
      .supplementary("badge", .text("badge", "New"))
    #expect(section.header?.content(as: String.self) == "Top")
    #expect(section.footer?.content(as: String.self) == "Bottom")
    #expect(section[supplementary: "badge"]?.content(as: String.self) == "New")
    #expect(section.supplementaryKinds == [.header, .footer, "badge"])
    #expect(section[supplementary: .header] == section.header)
    #expect(section.header(nil).supplementaryKinds == [.footer, "badge"])
  }
}
