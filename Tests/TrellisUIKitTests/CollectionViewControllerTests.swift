// ListCollectionViewController on the UIKit double.
#if os(Linux)
  import Clocks
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: list collection view controller")
  struct ListCollectionViewControllerTests {
    @Test("its view is the collection view; apply shows the model once in a window")
    func showsModel() async {
      let (texts, violations) = await withDouble { clock in
        let controller = ListCollectionViewController(
          layout: ListCollectionViewLayout(
            defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 0))))
        _ = shown(controller, height: 200)
        #expect(controller.view === controller.collectionView)
        let items = (0..<3).map { ListItem(id: $0, content: "row \($0)", view: UIKitTextCell.self) }
        await controller.applyAndWait(
          ListModel(sections: [ListSection(id: "s", items: items)]), animated: false)
        return controller.collectionView.visibleCells.compactMap { ($0 as? UIKitTextCell)?.text }
      }
      #expect(violations.isEmpty)
      #expect(texts == ["row 0", "row 1", "row 2"])
    }

    @Test("the table controller has the same shape: its view is the table; apply shows the model")
    func tableControllerShowsModel() async {
      let clock = TestClock()
      let texts = await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let controller = ListTableViewController(style: .plain)
        _ = shown(controller, height: 200)
        #expect(controller.view === controller.tableView)
        #expect(controller.host.tableView === controller.tableView)
        let items = (0..<3).map { ListItem(id: $0, content: "row \($0)", view: TextTableCell.self) }
        await controller.applyAndWait(
          ListModel(sections: [ListSection(id: "s", items: items)]), animated: false)
        controller.tableView.layoutIfNeeded()
        return controller.tableView.visibleCells.compactMap { ($0 as? TextTableCell)?.text }
      }
      #expect(texts == ["row 0", "row 1", "row 2"])
    }
  }
#endif

#if os(Linux)
  import Foundation
  import Testing
  import TrellisUIKit
  @testable import UIKit

  /// A cell with a control that sends a typed event.
  final class StepperCell: ListCollectionViewCell, ConfigurableView, RowSizedView {
    struct Increment: Sendable, Equatable { var by: Int }
    let control = UIControl()
    private var wired = false

    func configure(with content: String) {
      guard !wired else { return }
      wired = true
      contentView.addSubview(control)
      forward(.valueChanged, of: control) { _ in Increment(by: 1) }
    }
  }

  @MainActor
  @Suite("TrellisUIKit: typed events from cell controls")
  struct CellEventTests {
    @Test("a control's action reaches the handler of the item the cell shows now")
    func controlEvent() async {
      let (received, violations) = await withCollectionFixture { fixture in
        var received: [String] = []
        let items = (0..<3).map { index in
          ListItem(id: index, content: "row \(index)", view: StepperCell.self)
            .onEvent(StepperCell.Increment.self) { event, item in
              received.append("\(item.id.base) +\(event.by)")
            }
        }
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: items)]))
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        (cell as? StepperCell)?.control.sendActions(for: .valueChanged)
        return received
      }
      #expect(violations.isEmpty)
      #expect(received == ["2 +1"])
    }
  }
#endif
