import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Features: cell events and the multicast Event")
struct EventTests {
  @Test("listeners run in the order added; a removed listener no longer runs")
  func multicastOrder() {
    let event = Event<Int>()
    var calls: [String] = []
    let first = event += { calls.append("a\($0)") }
    event += { calls.append("b\($0)") }
    event.add { calls.append("c\($0)") }
    event.send(1)
    event -= first
    event.send(2)
    #expect(calls == ["a1", "b1", "c1", "b2", "c2"])
    #expect(event.count == 2)
    event.removeAll()
    #expect(event.isEmpty)
  }

  @Test("one closure value is both an item hook and an Event listener: the same sendability")
  func hookAndListenerShareAClosure() throws {
    let log = CallLog()
    // Compile-time check: the same value is accepted by `Event.add`, `+=` and every item hook
    // taking an item, because all of them are `@MainActor @Sendable`.
    let selected: @MainActor @Sendable (ListItem) -> Void = { item in
      log.add("selected \(item.id.base)")
    }
    let answer: @MainActor @Sendable (ListItem) -> Bool = { _ in true }
    let didSelect = Event<ListItem>()
    didSelect += selected
    didSelect.add(selected)
    let item = ListItem.emitting(0).onSelect(selected).onDeselect(selected).onHighlight(selected)
      .onUnhighlight(selected).shouldSelect(answer).shouldHighlight(answer)

    let fixture = AdapterFixture.showing(oneSection([item]), on: .table)
    try fixture.host.tapItem(at: ItemPath(item: 0, section: 0))
    // The hooks: highlight, unhighlight, select.
    #expect(log.take() == ["selected 0", "selected 0", "selected 0"])
    didSelect.send(item)
    #expect(log.take() == ["selected 0", "selected 0"])
  }

  @Test("a listener removed while sending does not run; one added while sending runs next time")
  func mutationDuringSend() {
    let event = Event<Void>()
    let log = CallLog()
    final class Token { var value: Event<Void>.Subscription? }
    let second = Token()
    event += {
      log.add("first")
      if let token = second.value { event -= token }
      event += { log.add("late") }
    }
    second.value = event += { log.add("second") }
    event.send()
    #expect(log.take() == ["first"])
    event.send()
    #expect(log.take() == ["first", "late"])
  }

  @Test("a cell's event reaches its item's handlers, then unhandled ones reach the adapter")
  func routing() throws {
    let log = CallLog()
    let fixture = AdapterFixture()
    let handled = ListItem.emitting(0)
      .onEvent(Tapped.self) { event, item in log.add("item \(item.id) \(event.control)") }
      .onEvent(Tapped.self) { _, item in log.add("again \(item.id)") }
    fixture.apply(oneSection([handled, .emitting(1)]), animated: false)
    fixture.adapter.unhandledEvents += { event in
      log.add("adapter \(event.item?.id.description ?? "nil") \(event.value)")
    }
    let cell0 = try #require(fixture.host.cellForItem(at: path(0)) as? EmittingCell)
    let cell1 = try #require(fixture.host.cellForItem(at: path(1)) as? EmittingCell)
    cell0.tapButton()
    cell1.tapButton()
    cell0.eventSink?.send(ValueChanged(value: 3))
    #expect(
      log.take() == [
        "item 0 button", "again 0", "adapter 1 Tapped(control: \"button\")",
        "adapter 0 ValueChanged(value: 3)",
      ])
  }

  @Test("an event from a reused cell reaches the new item only")
  func reuse() throws {
    let log = CallLog()
    let fixture = AdapterFixture()  // 200 points: rows 0...4 visible
    let items = (0..<20).map { id in
      ListItem.emitting(id).onEvent(Tapped.self) { _, item in log.add("tap \(item.id)") }
    }
    fixture.apply(oneSection(items), animated: false)
    let cell = try #require(fixture.host.cellForItem(at: path(0)) as? EmittingCell)
    cell.tapButton()
    #expect(log.take() == ["tap 0"])
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    let now = try #require(fixture.host.indexPath(for: cell))
    #expect(now.item > 4)
    #expect(cell.reuseCount == 1)
    cell.tapButton()
    #expect(log.take() == ["tap \(now.item)"])
  }

  @Test("a cell in the reuse pool reaches no item")
  func pooledCell() throws {
    let log = CallLog()
    let fixture = AdapterFixture()
    fixture.apply(
      oneSection([ListItem.emitting(0).onEvent(Tapped.self) { _, _ in log.add("tap") }]),
      animated: false)
    fixture.adapter.unhandledEvents += { event in log.add("unhandled \(event.item == nil)") }
    let cell = try #require(fixture.host.cellForItem(at: path(0)) as? EmittingCell)
    fixture.apply(oneSection([]), animated: false)
    cell.tapButton()
    #expect(log.take() == ["unhandled true"])
  }
}
