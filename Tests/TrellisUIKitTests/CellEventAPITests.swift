// Both cell base classes send typed events with one API: `send(_:)` and `forward(_:of:as:)`.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A stepper value sent from a control.
  struct StepperChanged: Sendable, Equatable { var value: Int }

  /// A 44-point cell with a control, wired every time it is configured (forwarding replaces):
  /// the one body of the table and collection stepper cells.
  @MainActor
  protocol StepperWiring: RowSizedView where Content == Int {
    var control: UIControl { get }
    var value: Int { get set }
    var contentView: UIView { get }
    func forward<Control: UIControl, Event: Sendable>(
      _ controlEvents: UIControl.Event, of control: Control,
      as makeEvent: @escaping @MainActor (Control) -> Event)
  }

  extension StepperWiring {
    func configure(with content: Int) {
      value = content
      if control.superview == nil { contentView.addSubview(control) }
      forward(.valueChanged, of: control) { [unowned self] _ in StepperChanged(value: self.value) }
    }
  }

  /// A table row with a stepper control.
  final class StepperTableCell: ListTableViewCell, StepperWiring {
    let control = UIControl()
    var value = 0
  }

  /// A collection cell with the same control.
  final class StepperCollectionCell: ListCollectionViewCell, StepperWiring {
    let control = UIControl()
    var value = 0
  }

  @MainActor
  @Suite("TrellisUIKit: one event API for both cells")
  struct CellEventAPITests {
    static func rows<Cell: ConfigurableView>(
      _ cell: Cell.Type, log: @escaping @MainActor (String) -> Void
    )
      -> ListModel where Cell.Content == Int
    {
      ListModel(sections: [
        ListSection(
          id: "s",
          items: (0..<3).map { index in
            ListItem(id: index, content: index * 10, view: cell)
              .onEvent(StepperChanged.self) { event, item in log("\(item.id.base) \(event.value)") }
          })
      ])
    }

    /// Shows rows of `Cell` with `show`, configures item 1 again in place (its control's action is
    /// replaced, not added), then sends from item 1's cell (`cell`) the control's action and, with
    /// `send`, an event: what the items' handlers received.
    static func reconfigureAndSend<Cell: StepperWiring>(
      show: (ListModel) async -> Void, adapter: ListAdapter, cell: () -> Cell?,
      send: (Cell) -> Void
    ) async -> [String] {
      var received: [String] = []
      await show(Self.rows(Cell.self) { received.append($0) })
      adapter.reconfigureItems([1])
      let stepper = cell()
      stepper?.control.sendActions(for: .valueChanged)
      if let stepper { send(stepper) }
      return received
    }

    @Test("collection cell: forward wires once however often it is called; send reaches the item")
    func collection() async {
      let (received, violations) = await withCollectionFixture { fixture in
        await Self.reconfigureAndSend(
          show: fixture.show, adapter: fixture.adapter,
          cell: {
            fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
              as? StepperCollectionCell
          }, send: { $0.send(StepperChanged(value: -1)) })
      }
      #expect(violations.isEmpty)
      #expect(received == ["1 10", "1 -1"])
    }

    @Test("table cell: forward wires once however often it is called; send reaches the item")
    func table() async {
      let clock = TestClock()
      let fixture = TableFixture(clock: clock)
      let received = await Self.reconfigureAndSend(
        show: fixture.show, adapter: fixture.adapter,
        cell: {
          fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? StepperTableCell
        },
        send: { $0.send(StepperChanged(value: -1)) })
      #expect(received == ["1 10", "1 -1"])
    }
  }
#endif
