import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The content of a ``GoodsCell``.
struct Goods: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
}

/// An event a ``GoodsCell`` sends when its stepper changes.
struct QuantityChanged: Sendable, Equatable {
  var quantity: Int
}

/// A 44-point cell that handles its own selection and sends events; it records what it is told
/// into `log` (which a will-display hook sets).
final class GoodsCell: HeadlessCell, SelectableView, ListEventEmitting, RowSizedView {
  var eventSink: ListEventSink?
  var log: CallLog?
  private(set) var goods: Goods?

  func configure(with content: Goods) { goods = content }

  func didSelect(with content: Goods) { log?.add("cell didSelect \(content.name)") }

  func didDeselect(with content: Goods) { log?.add("cell didDeselect \(content.name)") }

  /// Simulates the user changing the cell's stepper.
  func step(to quantity: Int) { eventSink?.send(QuantityChanged(quantity: quantity)) }
}

func goods(_ id: Int) -> Goods { Goods(id: id, name: "g\(id)") }

@MainActor
@Suite("Features: typed item callbacks (TypedListItem, SelectableView)")
struct TypedCallbacksTests {
  /// A typed item whose every hook records its name, the content's name and which cell it got:
  /// `=` for the host's visible cell at the item's path when the hook runs, `nil` for none,
  /// `other` for any other cell.
  static func recorded(
    _ id: Int, log: CallLog, host: HeadlessListView,
    at path: @escaping @MainActor () -> ItemPath?,
    selectable: Bool = true
  ) -> TypedListItem<GoodsCell> {
    func which(_ cell: GoodsCell?) -> String {
      guard let cell else { return "nil" }
      guard let path = path() else { return "unplaced" }
      return host.cellForItem(at: path) === cell ? "=" : "other"
    }
    return TypedListItem(goods(id), view: GoodsCell.self)
      .onWillDisplay { goods, cell in
        cell.log = log
        log.add("willDisplay \(goods.name) \(cell.goods == goods)")
      }
      .onDidEndDisplaying { goods, cell in
        log.add("didEndDisplaying \(goods.name) \(cell.goods == goods)")
      }
      .shouldHighlight { goods, cell in
        log.add("shouldHighlight \(goods.name) \(which(cell))", answering: true)
      }
      .onHighlight { goods, cell in log.add("didHighlight \(goods.name) \(which(cell))") }
      .onUnhighlight { goods, cell in log.add("didUnhighlight \(goods.name) \(which(cell))") }
      .shouldSelect { goods, cell in
        log.add("shouldSelect \(goods.name) \(which(cell))", answering: selectable)
      }
      .onSelect { goods, cell in log.add("didSelect \(goods.name) \(which(cell))") }
      .onDeselect { goods, cell in log.add("didDeselect \(goods.name) \(which(cell))") }
  }

  /// A fixture showing typed items `0..<count` of ``recorded(_:log:host:at:selectable:)``, and the
  /// log their hooks write to.
  static func showing(
    _ count: Int, on kind: HostKind, selectable: Bool = true
  ) -> (fixture: AdapterFixture, log: CallLog) {
    let log = CallLog()
    let fixture = AdapterFixture(kind)
    let adapter = fixture.adapter
    let model = ListModel {
      ListSection(id: "s") {
        for id in 0..<count {
          recorded(
            id, log: log, host: fixture.host, at: { adapter.path(ofItem: id) },
            selectable: selectable)
        }
      }
    }
    fixture.apply(model, animated: false)
    return (fixture, log)
  }

  /// The hooks of ``recorded(_:log:host:at:selectable:)`` a tap on `name` runs before any
  /// selection change, each seeing the cell on screen ("=").
  static func tapHooks(_ name: String) -> [String] {
    [
      "shouldHighlight \(name) =", "didHighlight \(name) =", "shouldSelect \(name) =",
      "didUnhighlight \(name) =",
    ]
  }

  @Test(
    "a tap hands every hook the content and the cell on screen, in UIKit's order",
    arguments: HostKind.allCases)
  func tap(on kind: HostKind) throws {
    let (fixture, log) = Self.showing(3, on: kind)
    #expect(log.take() == ["willDisplay g0 true", "willDisplay g1 true", "willDisplay g2 true"])

    try fixture.host.tapItem(at: path(1))
    #expect(
      log.take() == Self.tapHooks("g1") + ["cell didSelect g1", "didSelect g1 ="])
    try fixture.host.tapItem(at: path(2))
    #expect(
      log.take()
        == Self.tapHooks("g2") + [
          "cell didDeselect g1", "didDeselect g1 =", "cell didSelect g2", "didSelect g2 =",
        ])
    #expect(fixture.host.indexPathsForSelectedItems == [path(2)])
  }

  @Test(
    "typed should-answers: false from should-select keeps the selection",
    arguments: HostKind.allCases)
  func answers(on kind: HostKind) throws {
    let (fixture, log) = Self.showing(2, on: kind, selectable: false)
    _ = log.take()
    try fixture.host.tapItem(at: path(0))
    #expect(log.take() == Self.tapHooks("g0"))
    #expect(fixture.host.indexPathsForSelectedItems.isEmpty)

    let refusing = TypedListItem(goods(5), view: GoodsCell.self)
      .shouldHighlight { goods, cell in
        log.add("asked \(goods.name) \(cell?.goods == goods)", answering: false)
      }
      .onSelect { _, _ in log.add("selected") }
    fixture.apply(ListModel { ListSection(id: "s") { refusing } }, animated: false)
    #expect(log.take() == ["didEndDisplaying g0 true", "didEndDisplaying g1 true"])
    try fixture.host.tapItem(at: path(0))
    #expect(log.take() == ["asked g5 true"])
    #expect(fixture.host.indexPathsForSelectedItems.isEmpty)
  }

  @Test(
    "an item deselected off screen gets no cell; end-display gets the cell that showed it",
    arguments: HostKind.allCases)
  func offScreen(on kind: HostKind) throws {
    let (fixture, log) = Self.showing(20, on: kind)
    try fixture.host.tapItem(at: path(0))
    _ = log.take()
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    let scrolled = log.take()
    #expect(scrolled.contains("didEndDisplaying g0 true"))
    #expect(scrolled.allSatisfy { $0.hasSuffix(" true") })
    let visible = try #require(fixture.host.indexPathsForVisibleItems.first)
    try fixture.host.tapItem(at: visible)
    let name = "g\(visible.item)"
    #expect(
      log.take()
        == Self.tapHooks(name) + [
          "didDeselect g0 nil", "cell didSelect \(name)", "didSelect \(name) =",
        ])
  }

  @Test(
    "a cell's event reaches the typed handler with the event, the content and that cell",
    arguments: HostKind.allCases)
  func events(on kind: HostKind) throws {
    let log = CallLog()
    let fixture = AdapterFixture(kind)
    let item = TypedListItem(goods(0), view: GoodsCell.self)
      .onEvent(QuantityChanged.self) { event, goods, cell in
        log.add("\(goods.name) x\(event.quantity) sender \(cell.goods == goods)")
      }
    fixture.apply(ListModel { ListSection(id: "s") { item } }, animated: false)
    fixture.adapter.unhandledEvents += { event in
      log.add("unhandled \(event.value) \(event.item?.id.description ?? "nil")")
    }
    let cell = try #require(fixture.host.cellForItem(at: path(0)) as? GoodsCell)
    cell.step(to: 3)
    #expect(log.take() == ["g0 x3 sender true"])
    cell.eventSink?.send(Tapped(control: "other"))
    #expect(log.take() == ["unhandled Tapped(control: \"other\") 0"])

    // After reuse for another item, the same cell's events reach the new item.
    let other = TypedListItem(goods(7), view: GoodsCell.self)
      .onEvent(QuantityChanged.self) { event, goods, sender in
        log.add("\(goods.name) x\(event.quantity) same cell \(sender === cell)")
      }
    fixture.apply(ListModel { ListSection(id: "s") { other } }, animated: false)
    let reused = try #require(fixture.host.cellForItem(at: path(0)) as? GoodsCell)
    reused.step(to: 1)
    #expect(log.take() == ["g7 x1 same cell \(reused === cell)"])
  }

  @Test("a stack host hands typed display hooks and events the content and the kept view")
  func stack() throws {
    let stack = HeadlessStackView(axis: .vertical)
    let adapter = ListStackAdapter(host: stack)
    let log = CallLog()
    let item = TypedListItem(goods(4), view: GoodsCell.self)
      .onWillDisplay { goods, view in log.add("show \(goods.name) \(view.goods == goods)") }
      .onDidEndDisplaying { goods, _ in log.add("hide \(goods.name)") }
      .onEvent(QuantityChanged.self) { event, goods, view in
        log.add("\(goods.name) x\(event.quantity) \(view === stack.arrangedViews.first)")
      }
    adapter.apply(ListModel { ListSection(id: "form") { item } })
    #expect(log.take() == ["show g4 true"])
    let view = try #require(stack.arrangedViews.first as? GoodsCell)
    // A stack adapter gives its views no sink: the view's owner sends for it.
    adapter.send(QuantityChanged(quantity: 2), from: view)
    #expect(log.take() == ["g4 x2 true"])
    adapter.apply(ListModel())
    #expect(log.take() == ["hide g4"])
  }

  @Test(
    "the erased typed item runs hooks exactly as an untyped item does", arguments: HostKind.allCases
  )
  func erasedOrder(on kind: HostKind) throws {
    func hooks(_ log: CallLog) -> (typed: TypedListItem<GoodsCell>, untyped: ListItem) {
      let typed = TypedListItem(goods(0), view: GoodsCell.self)
        .onWillDisplay { _, _ in log.add("willDisplay") }
        .shouldHighlight { _, _ in log.add("shouldHighlight", answering: true) }
        .onHighlight { _, _ in log.add("didHighlight") }
        .onSelect { _, _ in log.add("didSelect a") }
        .onSelect { _, _ in log.add("didSelect b") }
        .shouldSelect { _, _ in log.add("shouldSelect", answering: true) }
        .onUnhighlight { _, _ in log.add("didUnhighlight") }
      let untyped = ListItem(goods(0), view: GoodsCell.self)
        .onWillDisplay { _, _ in log.add("willDisplay") }
        .shouldHighlight { _ in log.add("shouldHighlight", answering: true) }
        .onHighlight { _ in log.add("didHighlight") }
        .onSelect { _ in log.add("didSelect a") }
        .onSelect { _ in log.add("didSelect b") }
        .shouldSelect { _ in log.add("shouldSelect", answering: true) }
        .onUnhighlight { _ in log.add("didUnhighlight") }
      return (typed, untyped)
    }
    var logs: [[String]] = []
    for useTyped in [true, false] {
      let log = CallLog()
      let (typed, untyped) = hooks(log)
      let fixture = AdapterFixture(kind)
      fixture.apply(
        oneSection([useTyped ? ListItem(typed) : untyped]), animated: false)
      try fixture.host.tapItem(at: path(0))
      logs.append(log.take())
    }
    #expect(
      logs[0] == [
        "willDisplay", "shouldHighlight", "didHighlight", "shouldSelect", "didUnhighlight",
        "didSelect a", "didSelect b",
      ])
    #expect(logs[0] == logs[1])
  }

  @Test(
    "typed handlers never affect equality: swapping typed for untyped reconfigures nothing",
    arguments: HostKind.allCases)
  func equality(on kind: HostKind) async throws {
    let typed = TypedListItem(goods(0), view: GoodsCell.self).onSelect { _, _ in }
      .onEvent(QuantityChanged.self) { _, _, _ in }
    let plain = ListItem(goods(0), view: GoodsCell.self)
    #expect(ListItem(typed) == plain)
    #expect(ListItem(typed).isContentEqual(to: plain))
    #expect(ListItem(typed).reuseIdentifier == plain.reuseIdentifier)
    #expect(typed.id == plain.id)
    #expect(typed == TypedListItem(goods(0), view: GoodsCell.self))
    #expect(typed != TypedListItem(Goods(id: 0, name: "renamed"), view: GoodsCell.self))
    #expect(ListItem(typed) != ListItem(Goods(id: 0, name: "renamed"), view: GoodsCell.self))

    let fixture = AdapterFixture.showing(
      oneSection([plain, ListItem(goods(1), view: GoodsCell.self)]), on: kind)
    let cell = fixture.host.cellForItem(at: path(0))
    let before = fixture.adapter.statistics
    fixture.apply(
      ListModel {
        ListSection(id: "s") {
          typed
          TypedListItem(goods(1), view: GoodsCell.self).onHighlight { _, _ in }
        }
      })
    #expect(await fixture.settle())
    #expect(fixture.adapter.statistics.cellsReconfigured == before.cellsReconfigured)
    #expect(fixture.adapter.statistics.viewsConfigured == before.viewsConfigured)
    #expect(fixture.adapter.statistics.batches == before.batches)
    #expect(fixture.adapter.statistics.reloads == before.reloads)
    #expect(fixture.host.cellForItem(at: path(0)) === cell)
  }

  @Test(
    "a typed header gets typed display hooks; erased hooks added later run after typed ones",
    arguments: HostKind.allCases)
  func headerAndMixedOrder(on kind: HostKind) throws {
    let log = CallLog()
    let fixture = AdapterFixture(kind)
    let header = TypedListItem(id: "h", content: "Fruit", view: TitleView.self)
      .onWillDisplay { title, view in log.add("header \(title) \(view.title ?? "-")") }
    let item = ListItem(
      TypedListItem(goods(0), view: GoodsCell.self)
        .onSelect { goods, cell in log.add("typed \(goods.name) \(cell?.goods == goods)") }
    )
    .onSelect { item in log.add("erased \(item.id)") }
    fixture.apply(
      ListModel { ListSection(id: "s", header: ListItem(header)) { item } }, animated: false)
    #expect(log.take() == ["header Fruit Fruit"])
    try fixture.host.tapItem(at: path(0))
    #expect(log.take() == ["typed g0 true", "erased 0"])
  }

  @Test("the section builder takes typed items alone, optional, in arrays, loops and branches")
  func builder() {
    let none: TypedListItem<GoodsCell>? = nil
    let some: TypedListItem<GoodsCell>? = TypedListItem(goods(2), view: GoodsCell.self)
    let showsBanner = true
    let section = ListSection(id: "s") {
      TypedListItem(goods(0), view: GoodsCell.self)
      ListItem(goods(1), view: GoodsCell.self)
      some
      none
      [3, 4].map { TypedListItem(goods($0), view: GoodsCell.self) }
      for id in 5...6 { TypedListItem(goods(id), view: GoodsCell.self) }
      if showsBanner {
        TypedListItem(id: "banner", content: "Sale", view: EmittingCell.self)
      } else {
        ListItem.emitting("none")
      }
    }
    #expect(
      section.items.map(\.id) == [0, 1, 2, 3, 4, 5, 6].map { AnyListID($0) } + [AnyListID("banner")]
    )
    #expect(section.items[7].content(as: String.self) == "Sale")
  }

  @Test("compile-time: typed handlers take the content and view types with no cast")
  func compileTime() {
    // These annotations compile only if the modifiers' parameters are exactly these types.
    let select: @MainActor @Sendable (Goods, GoodsCell?) -> Void = { goods, cell in
      _ = goods.name
      _ = cell?.goods?.name
    }
    let display: @MainActor @Sendable (Goods, GoodsCell) -> Void = { goods, cell in
      _ = cell.goods == goods
    }
    let answer: @MainActor @Sendable (Goods, GoodsCell?) -> Bool = { goods, _ in goods.id > 0 }
    let event: @MainActor @Sendable (QuantityChanged, Goods, GoodsCell) -> Void = { _, _, _ in }
    let item: TypedListItem<GoodsCell> = TypedListItem(goods(1), view: GoodsCell.self)
      .onSelect(select).onDeselect(select).onHighlight(select).onUnhighlight(select)
      .onWillDisplay(display).onDidEndDisplaying(display)
      .shouldSelect(answer).shouldHighlight(answer)
      .onEvent(QuantityChanged.self, event)
      .movable { goods in goods.id > 0 }.nonReusable().swipeActions([])
    let content: Goods = item.content
    #expect(content == goods(1))
    #expect(ListItem(item).canMove)
    #expect(!ListItem(item).isReusable)
  }
}
