// swift-format-ignore-file
// The examples of Event's doc comments, compiled and run (DocSnippetTests checks that each
// appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A router for the examples: remembers what it opened.
@MainActor
final class DocRouter {
  private(set) var opened: [AnyListID] = []
  /// Opens the screen of `id`.
  func open(_ id: AnyListID) { opened.append(id) }
}

@Suite("Doc-comment examples: Event")
@MainActor
struct EventDocCommentTests {
  typealias ProductCell = DocProductCell

  @Test("listeners are added, sent to and removed")
  func listeners() {
    do {
      let didRefresh = Event<Int>()
      let token = didRefresh += { count in print("refreshed \(count)") }
      didRefresh.send(3)      // prints "refreshed 3"
      didRefresh -= token     // removed: later sends do not reach it
      #expect(didRefresh.isEmpty)
    }
    let router = DocRouter()
    let product = DocProduct(id: 1, name: "Apple")
    let didOpen = Event<ListItem>()
    do {
      let opened: @MainActor @Sendable (ListItem) -> Void = { item in router.open(item.id) }
      let item = ListItem(product, view: ProductCell.self).onSelect(opened)
      didOpen += opened
      didOpen.send(item)
      #expect(router.opened == [AnyListID(1)])
    }
    let event = Event<Int>()
    do {
      let token = event += { print($0) }
      event.remove(token)
    }
    let valueChanged = Event<Double>()
    #expect(valueChanged.isEmpty)
    let values = docValues {
      event.add { value in print(value) }
      let token = event += { print($0) }
      event.count  // 2 after two `+=`
      Event<Int>().isEmpty  // true
      event.send(42)
      event.remove(token)
      event -= token
      event.removeAll()
    }
    #expect(values[1] as? Int == 2 && values[2] as? Bool == true)
    #expect(event.isEmpty)
    let tapped = Event<Void>()
    tapped.send()
  }
}
