import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Features: the stack host")
struct StackTests {
  @Test("the model drives a stack: one view per element, kept, reordered, updated in place")
  func stack() throws {
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    let log = FeatureLog()
    let name = ListItem.textCell("name", "Name")
      .onWillDisplay { item, _ in log.record("show \(item.id.base)") }
      .onDidEndDisplaying { item, _ in log.record("hide \(item.id.base)") }
    adapter.apply(
      ListModel(sections: [
        ListSection("form", header: .title("Form"), items: [name, .textCell("email", "Email")])
      ]))
    #expect(stack.texts == ["title Form", "text Name", "text Email"])
    #expect(log.take() == ["show name"])
    let nameView = try #require(adapter.view(forItem: AnyListID("name")))

    adapter.apply(
      ListModel(sections: [
        ListSection(
          "form", items: [.textCell("email", "E-mail"), name, .textCell("phone", "Phone")])
      ]))
    #expect(stack.texts == ["text E-mail", "text Name", "text Phone"])
    #expect(adapter.view(forItem: AnyListID("name")) === nameView)
    #expect(stack.operations.filter { if case .make = $0 { true } else { false } }.count == 4)

    adapter.apply(ListModel(sections: [ListSection("form", items: [.textCell("phone", "Phone")])]))
    #expect(stack.texts == ["text Phone"])
    #expect(log.take() == ["hide name"])
  }

  @Test("views of a stack send events to their item")
  func events() throws {
    let stack = HeadlessStackView(axis: .horizontal)
    let adapter = ListStackAdapter(host: stack)
    let log = FeatureLog()
    adapter.apply(
      oneSection([
        ListItem.emitting(0).onEvent(Tapped.self) { _, item in log.record("tap \(item.id.base)") }
      ]))
    adapter.send(Tapped(control: "button"), from: stack.arrangedViews[0])
    #expect(log.take() == ["tap 0"])
  }
}
