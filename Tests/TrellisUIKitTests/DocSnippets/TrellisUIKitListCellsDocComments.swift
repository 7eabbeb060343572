// swift-format-ignore-file

// The examples of the type docs of ListTableViewCell and ListCollectionViewCell, compiled on the
// UIKit double (DocSnippetTests checks that each appears here verbatim) and run: a tap on the
// stepper or the button reaches the item's handler.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  enum ListCellDocExamples {
    /// What the stepper example's handler writes to.
    final class Cart { var quantity = 0.0 }

    /// Holds the item an example builds, for the test to apply.
    final class ItemBox { var item: ListItem? }

    /// The example's item; its cell class is local, so that the item follows it as in the doc.
    static func quantityItem(cart: Cart) -> ListItem {
      let box = ItemBox()
      final class StepperCell: ListTableViewCell, ConfigurableView {
        struct Changed: Sendable { let value: Double }
        let stepper = UIStepper()
        func configure(with content: Double) { stepper.value = content }
        override func didMoveToSuperview() {
          forward(.valueChanged, of: stepper) { Changed(value: $0.value) }
        }
      }

      ListItem(id: "qty", content: 1.0, view: StepperCell.self)
        .onEvent(StepperCell.Changed.self) { event, _ in cart.quantity = event.value }
        .store(in: box)
      return box.item!
    }

    /// A row whose button `forward` wires when it is configured.
    final class LikeCell: ListTableViewCell, ConfigurableView {
      struct Liked: Sendable {}
      let likeButton = UIControl()
      func configure(with content: String) {
        forward(.touchUpInside, of: likeButton) { _ in Liked() }
      }
    }

    /// A cell that builds its button in `init(frame:)`, as the example says (overriding it, the
    /// cell also declares `init?(coder:)`, required as on iOS).
    final class BasketButtonCell: ListCollectionViewCell, ConfigurableView {
      let addButton = UIControl()

      struct AddToBasket: Sendable {}
      override init(frame: CGRect) {  // or wherever the cell builds its controls
        super.init(frame: frame)
        forward(.touchUpInside, of: addButton) { _ in AddToBasket() }
      }

      required init?(coder: NSCoder) { nil }

      func configure(with content: String) { accessibilityIdentifier = content }
    }
  }

  extension ListItem {
    /// Puts the item in `box` (a statement the example's item expression can end with).
    @MainActor
    func store(in box: ListCellDocExamples.ItemBox) { box.item = self }
  }

  @Suite("Doc-comment examples: ListTableViewCell and ListCollectionViewCell")
  @MainActor
  struct TrellisUIKitListCellsDocCommentTests {
    @Test("the stepper row sends its value to the item's handler when tapped, not when configured")
    func stepperRow() async {
      let fixture = TableFixture(clock: TestClock())
      let cart = ListCellDocExamples.Cart()
      var likes = 0
      let like = ListItem(id: "like", content: "♥", view: ListCellDocExamples.LikeCell.self)
        .onEvent(ListCellDocExamples.LikeCell.Liked.self) { _, _ in likes += 1 }
      fixture.adapter.apply(
        ListModel(sections: [
          ListSection(id: "s", items: [ListCellDocExamples.quantityItem(cart: cart), like])
        ]),
        animated: false, completion: nil)
      await fixture.settle()
      let cell = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
      let stepper = cell.flatMap { Mirror(reflecting: $0).descendant("stepper") as? UIStepper }
      #expect(stepper?.value == 1 && cart.quantity == 0)
      stepper?._tapIncrement()
      stepper?._tapIncrement()
      #expect(stepper?.value == 3 && cart.quantity == 3)
      let likeCell = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
      (likeCell as? ListCellDocExamples.LikeCell)?.likeButton.sendActions(for: .touchUpInside)
      #expect(likes == 1)
    }

    @Test("the button wired in init(frame:) sends AddToBasket to the item shown now")
    func basketButton() async {
      let (received, violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock)
        var received: [String] = []
        let items = ["milk", "eggs"].map { name in
          ListItem(id: name, content: name, view: ListCellDocExamples.BasketButtonCell.self)
            .onEvent(ListCellDocExamples.BasketButtonCell.AddToBasket.self) { _, item in
              received.append("\(item.id.base)")
            }
        }
        fixture.adapter.apply(
          ListModel(sections: [ListSection(id: "s", items: items)]), animated: false, completion: nil)
        await fixture.settle()
        for item in [1, 0] {
          let cell = fixture.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
          (cell as? ListCellDocExamples.BasketButtonCell)?.addButton.sendActions(for: .touchUpInside)
        }
        return received
      }
      #expect(violations.isEmpty)
      #expect(received == ["eggs", "milk"])
    }
  }
#endif
