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

    @Test("collection cell: forward wires once however often it is called; send reaches the item")
    func collection() async {
      let (received, violations) = await withCollectionFixture { fixture in
        var received: [String] = []
        fixture.adapter.apply(
          Self.rows(StepperCollectionCell.self) { received.append($0) }, animated: false,
          completion: nil)
        await fixture.settle()
        // Configured again in place: the control's action is replaced, not added.
        fixture.adapter.reconfigureItems([1])
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        (cell as? StepperCollectionCell)?.control.sendActions(for: .valueChanged)
        (cell as? StepperCollectionCell)?.send(StepperChanged(value: -1))
        return received
      }
      #expect(violations.isEmpty)
      #expect(received == ["1 10", "1 -1"])
    }

    @Test("table cell: forward wires once however often it is called; send reaches the item")
    func table() async {
      let clock = TestClock()
      let fixture = TableFixture(clock: clock)
      var received: [String] = []
      await fixture.show(Self.rows(StepperTableCell.self) { received.append($0) })
      fixture.adapter.reconfigureItems([1])
      let cell = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
      (cell as? StepperTableCell)?.control.sendActions(for: .valueChanged)
      (cell as? StepperTableCell)?.send(StepperChanged(value: -1))
      #expect(received == ["1 10", "1 -1"])
    }
  }
#endif
