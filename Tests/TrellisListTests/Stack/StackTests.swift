import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Features: the stack host")
struct StackTests {
  @Test("the model drives a stack: one view per element, kept, reordered, updated in place")
  func stack() throws {
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    let log = CallLog()
    let name = ListItem.textCell("name", "Name")
      .onWillDisplay { item, _ in log.add("show \(item.id.base)") }
      .onDidEndDisplaying { item, _ in log.add("hide \(item.id.base)") }
    adapter.apply(
      ListModel(sections: [
        ListSection(id: "form", header: .title("Form"), items: [name, .textCell("email", "Email")])
      ]))
    #expect(stack.texts == ["title Form", "text Name", "text Email"])
    #expect(log.take() == ["show name"])
    let nameView = try #require(adapter.view(forItem: "name"))

    adapter.apply(
      ListModel(sections: [
        ListSection(
          id: "form", items: [.textCell("email", "E-mail"), name, .textCell("phone", "Phone")])
      ]))
    #expect(stack.texts == ["text E-mail", "text Name", "text Phone"])
    #expect(adapter.view(forItem: "name") === nameView)
    #expect(stack.operations.filter { if case .make = $0 { true } else { false } }.count == 4)

    adapter.apply(
      ListModel(sections: [ListSection(id: "form", items: [.textCell("phone", "Phone")])]))
    #expect(stack.texts == ["text Phone"])
    #expect(log.take() == ["hide name"])
  }

  @Test("a view's own event sink reaches its item's handlers, or unhandledEvents")
  func eventSink() throws {
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    let log = CallLog()
    adapter.unhandledEvents.add { event in log.add("unhandled \(event.value)") }
    adapter.apply(
      oneSection([
        ListItem.emitting(0).onEvent(Tapped.self) { _, item in log.add("tap \(item.id.base)") },
        ListItem.emitting(1),
      ]))
    let first = try #require(adapter.view(forItem: 0) as? EmittingCell)
    let second = try #require(adapter.view(forItem: 1) as? EmittingCell)
    first.tapButton()
    second.tapButton()
    #expect(log.take() == ["tap 0", "unhandled Tapped(control: \"button\")"])
  }

  @Test("a stack shows no supplementary views of items; a change to them alone keeps the view")
  func itemSupplementaries() throws {
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    func model(badge: String) -> ListModel {
      ListModel(sections: [
        ListSection(
          id: "form",
          items: [
            ListItem.textCell("name", "Name").supplementary("badge", .textCell("b", badge))
          ])
      ])
    }
    adapter.apply(model(badge: "1"))
    #expect(stack.texts == ["text Name"])
    let view = try #require(adapter.view(forItem: "name") as? TextCell)
    adapter.apply(model(badge: "2"))
    #expect(stack.texts == ["text Name"])
    #expect(view.configureCount == 1)
  }

  @Test("removals run in the previous display order, never in hash order (DESIGN 4.7)")
  func removalOrder() {
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    let log = CallLog()
    func row(_ index: Int) -> ListItem {
      ListItem.textCell(index, "\(index)")
        .onDidEndDisplaying { item, _ in log.add("hide \(item.id.base)") }
    }
    adapter.apply(oneSection((0..<40).map(row)))
    let kept = stack.operations.count

    // Every odd row leaves: removed front to back, each from where it stands by then.
    adapter.apply(oneSection(stride(from: 0, to: 40, by: 2).map(row)))
    #expect(log.take() == stride(from: 1, to: 40, by: 2).map { "hide \($0)" })
    #expect(Array(stack.operations[kept...]) == (1...20).map { .remove($0) })
    #expect(stack.texts == stride(from: 0, to: 40, by: 2).map { "text \($0)" })

    // Everything leaves.
    adapter.apply(ListModel())
    #expect(log.take() == stride(from: 0, to: 40, by: 2).map { "hide \($0)" })
    #expect(stack.arrangedViews.isEmpty)
  }

  @Test("views of a stack send events to their item")
  func events() throws {
    let stack = HeadlessStackView(axis: .horizontal)
    let adapter = ListStackAdapter(host: stack)
    let log = CallLog()
    adapter.apply(
      oneSection([
        ListItem.emitting(0).onEvent(Tapped.self) { _, item in log.add("tap \(item.id.base)") }
      ]))
    adapter.send(Tapped(control: "button"), from: stack.arrangedViews[0])
    #expect(log.take() == ["tap 0"])
  }
}
