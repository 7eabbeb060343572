// The stack host: ListStackAdapter drives a UIStackView. Only real UIKit API: these run on iOS too.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit

  // The double on Linux, `@testable` (see PresenterViewControllerTests); UIKit elsewhere.
  #if os(Linux)
    @testable import UIKit
  #else
    import UIKit
  #endif

  /// A row of a stack: a label showing its content.
  @MainActor
  final class StackRow: UILabel, ConfigurableView, StackItemView {
    func configure(with content: String) { text = content }
  }

  /// A stack row that sends events through its own sink, as list cells do.
  final class EmittingStackRow: UILabel, ConfigurableView, StackItemView, ListEventEmitting {
    var eventSink: ListEventSink?
    func configure(with content: String) { text = content }
    func tap() { eventSink?.send(RowTapped(control: text ?? "?")) }
  }

  /// A view type the stack host cannot create (no `StackItemView`).
  @MainActor
  final class UncreatableRow: UIView, ConfigurableView {
    func configure(with content: String) {}
  }

  struct RowTapped: Sendable, Equatable { var control: String }

  @MainActor
  private func row(_ id: String, _ text: String? = nil) -> ListItem {
    ListItem(id: id, content: text ?? id.uppercased(), view: StackRow.self)
  }

  @MainActor
  private func model(_ items: [ListItem], header: ListItem? = nil) -> ListModel {
    ListModel(sections: [ListSection(id: "form", header: header, items: items)])
  }

  @MainActor
  private func texts(_ stack: UIStackView) -> [String] {
    stack.arrangedSubviews.map { ($0 as? UILabel)?.text ?? "?" }
  }

  @Suite("StackViewHost: ListStackAdapter on a UIStackView")
  @MainActor
  struct StackViewHostTests {
    @Test("apply arranges one view per header and item, in model order")
    func apply() {
      let stack = UIStackView()
      stack.axis = .vertical
      let host = StackViewHost(stackView: stack)
      let adapter = ListStackAdapter(host: host)
      adapter.apply(model([row("a"), row("b"), row("c")], header: row("title", "Form")))
      #expect(texts(stack) == ["Form", "A", "B", "C"])
      #expect(stack.subviews == stack.arrangedSubviews)
      #expect(host.axis == .vertical)
      #expect(host.arrangedViews.count == 4)
    }

    @Test("a new model inserts, removes and moves arranged views, keeping kept views")
    func diff() throws {
      let stack = UIStackView()
      let host = StackViewHost(stackView: stack)
      let adapter = ListStackAdapter(host: host)
      adapter.apply(model([row("a"), row("b"), row("c")]))
      let a = try #require(adapter.view(forItem: "a") as? UIView)
      let b = try #require(adapter.view(forItem: "b") as? UIView)
      let c = try #require(adapter.view(forItem: "c") as? UIView)

      adapter.apply(model([row("c"), row("a", "A2"), row("d")]))
      #expect(texts(stack) == ["C", "A2", "D"])
      #expect(stack.arrangedSubviews.first === c)
      #expect(stack.arrangedSubviews[1] === a)
      // A removed view leaves the subviews too, not only the arrangement.
      #expect(b.superview == nil)
      #expect(stack.subviews.count == 3)
      #expect(host.axis == .horizontal)

      adapter.apply(ListModel())
      #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    }

    @Test("display callbacks: will-display for each new view, end for each removed one, in order")
    func displayCallbacks() {
      let log = CallLog()
      func logged(_ id: String) -> ListItem {
        row(id)
          .onWillDisplay { item, _ in log.add("show \(item.id.base)") }
          .onDidEndDisplaying { item, _ in log.add("hide \(item.id.base)") }
      }
      let host = StackViewHost(stackView: UIStackView())
      let adapter = ListStackAdapter(host: host)
      adapter.apply(model(["a", "b", "c"].map(logged)))
      #expect(log.take() == ["show a", "show b", "show c"])
      adapter.apply(model(["c", "d"].map(logged)))
      #expect(log.take() == ["hide a", "hide b", "show d"])
    }

    /// Runs `body` with an adapter over a fresh stack host (kept alive meanwhile: the adapter
    /// holds it weakly) and a log of the events no item handled.
    static func withStack(_ body: (ListStackAdapter, CallLog) throws -> Void) rethrows {
      let log = CallLog()
      let host = StackViewHost(stackView: UIStackView())
      let adapter = ListStackAdapter(host: host)
      adapter.unhandledEvents.add { event in log.add("unhandled \(event.value)") }
      try withExtendedLifetime(host) { try body(adapter, log) }
    }

    @Test("a view sends events to its item; others reach unhandledEvents")
    func events() throws {
      try Self.withStack { adapter, log in
        adapter.apply(
          model([
            row("a").onEvent(RowTapped.self) { event, item in
              log.add("\(event.control) in \(item.id.base)")
            },
            row("b"),
          ]))
        let a = try #require(adapter.view(forItem: "a"))
        let b = try #require(adapter.view(forItem: "b"))
        adapter.send(RowTapped(control: "button"), from: a)
        adapter.send(RowTapped(control: "switch"), from: b)
        #expect(
          log.take() == [
            "button in a", "unhandled RowTapped(control: \"switch\")",
          ])
      }
    }

    @Test("a view's own event sink reaches its item's handlers, or unhandledEvents")
    func eventSink() throws {
      try Self.withStack { adapter, log in
        adapter.apply(
          model([
            ListItem(id: "a", content: "A", view: EmittingStackRow.self)
              .onEvent(RowTapped.self) { event, item in
                log.add("\(event.control) in \(item.id.base)")
              },
            ListItem(id: "b", content: "B", view: EmittingStackRow.self),
          ]))
        let a = try #require(adapter.view(forItem: "a") as? EmittingStackRow)
        let b = try #require(adapter.view(forItem: "b") as? EmittingStackRow)
        a.tap()
        b.tap()
        #expect(log.take() == ["A in a", "unhandled RowTapped(control: \"B\")"])
      }
    }

    @Test("the host creates only StackItemView types from their class")
    func creation() throws {
      let host = StackViewHost(stackView: UIStackView())
      #expect(try host.makeView(of: StackRow.self, registration: .class) is StackRow)
      #expect(throws: ListHostError.self) {
        try host.makeView(of: StackRow.self, registration: .nib(name: "StackRow"))
      }
      #expect(throws: ListHostError.self) {
        try host.makeView(of: UncreatableRow.self, registration: .class)
      }
    }

    @Test("the stack host's views lay out in the stack: one row per item")
    func hostLayout() {
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
      stack.axis = .vertical
      let host = StackViewHost(stackView: stack)
      let adapter = ListStackAdapter(host: host)
      adapter.apply(
        ListModel(sections: [
          ListSection(
            id: "s",
            items: ["a", "b"].map { ListItem(id: $0, content: $0, view: StackRow.self) })
        ]))
      stack.layoutIfNeeded()
      #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 20])
      #expect(
        stack.snapshot() == """
          UIStackView (0, 0, 200, 400)
            StackRow (0, 0, 200, 20) "a"
            StackRow (0, 20, 200, 20) "b"
          """)
    }
  }
#endif
