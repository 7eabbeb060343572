import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Features: per-item lifecycle hooks, scroll forwarding, scroll to item")
struct HooksTests {
  /// An item whose every hook records into `log`.
  static func recorded(_ id: Int, log: CallLog, selectable: Bool = true) -> ListItem {
    ListItem.textCell(id)
      .onWillDisplay { item, _ in log.add("willDisplay \(item.id)") }
      .onDidEndDisplaying { item, _ in log.add("didEndDisplaying \(item.id)") }
      .shouldHighlight { item in log.add("shouldHighlight \(item.id)", answering: true) }
      .onHighlight { item in log.add("didHighlight \(item.id)") }
      .onUnhighlight { item in log.add("didUnhighlight \(item.id)") }
      .shouldSelect { item in log.add("shouldSelect \(item.id)", answering: selectable) }
      .onSelect { item in log.add("didSelect \(item.content(as: String.self)!)") }
      .onDeselect { item in log.add("didDeselect \(item.id)") }
  }

  @Test("a tap runs the item's hooks in UIKit's order, with the item's data")
  func tapOrder() throws {
    let log = CallLog()
    let fixture = AdapterFixture.showing(oneSection((0..<3).map { Self.recorded($0, log: log) }))
    #expect(log.take() == ["willDisplay 0", "willDisplay 1", "willDisplay 2"])

    try fixture.host.tapItem(at: path(1))
    #expect(
      log.take() == [
        "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
        "didSelect 1",
      ])
    try fixture.host.tapItem(at: path(2))
    #expect(
      log.take() == [
        "shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2",
        "didDeselect 1", "didSelect 2",
      ])
    #expect(fixture.host.indexPathsForSelectedItems == [path(2)])
  }

  @Test("should-select answering false leaves the selection; should-highlight false skips all")
  func answers() throws {
    let log = CallLog()
    let fixture = AdapterFixture()
    let refusing = ListItem.textCell(1).shouldHighlight { _ in false }
      .onSelect { _ in log.add("selected") }
    fixture.apply(
      oneSection([Self.recorded(0, log: log, selectable: false), refusing]), animated: false)
    _ = log.take()
    try fixture.host.tapItem(at: path(0))
    #expect(
      log.take() == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
    try fixture.host.tapItem(at: path(1))
    #expect(log.take().isEmpty)
    #expect(fixture.host.indexPathsForSelectedItems.isEmpty)
  }

  @Test("end-display reaches the item the cell showed, even after an update removed it")
  func endDisplayAfterRemoval() async throws {
    let log = CallLog()
    let fixture = AdapterFixture()  // 200 points, 54-point pitch: rows 0...3 visible
    fixture.apply(oneSection((0..<10).map { Self.recorded($0, log: log) }), animated: false)
    _ = log.take()
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(
      log.take() == ["didEndDisplaying 0", "didEndDisplaying 1", "willDisplay 4", "willDisplay 5"])
    fixture.apply(oneSection((3..<10).map { Self.recorded($0, log: log) }), animated: false)
    #expect(await fixture.settle())
    let entries = log.take()
    #expect(entries.contains("didEndDisplaying 2"))
  }

  @Test("headers and footers get display hooks")
  func supplementaryHooks() throws {
    let log = CallLog()
    let fixture = AdapterFixture(.table)
    var section = ListSection(id: "s", items: (0..<2).map { ListItem.textCell($0) })
    section[supplementary: .header] = ListItem.title("H")
      .onWillDisplay { item, _ in log.add("willDisplay \(item.content(as: String.self)!)") }
      .onDidEndDisplaying { item, _ in log.add("end \(item.content(as: String.self)!)") }
    fixture.apply(ListModel(sections: [section]), animated: false)
    #expect(log.take() == ["willDisplay H"])
    fixture.apply(ListModel(sections: [ListSection(id: "t", items: [])]), animated: false)
    #expect(log.take() == ["end H"])
  }

  @Test("scroll callbacks reach the plugins in order; scrolling to an identity")
  func scrollForwarding() throws {
    final class Recorder: ListAdapterPlugin {
      let log: CallLog
      init(log: CallLog) { self.log = log }
      func listHostDidScroll(_ host: any ListHost) { log.add("scroll \(host.contentOffset.y)") }
      func listHostWillBeginDragging(_ host: any ListHost) { log.add("begin") }
      func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
        log.add("end \(willDecelerate)")
      }
      func listHostDidEndDecelerating(_ host: any ListHost) { log.add("decelerated") }
      func listHostDidEndScrollingAnimation(_ host: any ListHost) { log.add("animated") }
    }
    let log = CallLog()
    let fixture = AdapterFixture(.table)
    let recorder = Recorder(log: log)
    fixture.adapter.attach(recorder)
    fixture.apply(.texts(30), animated: false)
    try fixture.host.drag(to: CGPoint(x: 0, y: 50), decelerates: true)
    #expect(log.take() == ["begin", "scroll 50.0", "end true", "decelerated"])
    #expect(try fixture.adapter.scrollToItem(id: 20, at: .start, animated: true))
    #expect(log.take() == ["scroll 880.0", "animated"])
    #expect(fixture.host.indexPathsForVisibleItems.first == path(20))
    #expect(try !fixture.adapter.scrollToItem(id: 99, at: .start, animated: true))
  }

  @Test("handlers take no part in equality: changing only a handler does not reconfigure")
  func handlersNotCompared() async throws {
    let fixture = AdapterFixture.showing(oneSection([ListItem.textCell(0).onSelect { _ in }]))
    let item = ListItem.textCell(0).onSelect { _ in }.onHighlight { _ in }
    #expect(item == ListItem.textCell(0))
    fixture.apply(oneSection([item]))
    #expect(await fixture.settle())
    #expect(fixture.adapter.statistics.cellsReconfigured == 0)
  }
}
