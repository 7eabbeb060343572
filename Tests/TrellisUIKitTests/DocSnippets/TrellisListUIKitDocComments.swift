// swift-format-ignore-file

// The examples of TrellisList's doc comments that show UIKit cells, compiled on the UIKit double
// (DocSnippetTests checks that each appears here verbatim).
#if os(Linux)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import TrellisTestSupport
  import UIKit

  @MainActor
  enum ListCellDocs {
    struct Product: Identifiable, Equatable, Sendable { let id: Int; var title = "" }
    struct Comment: Equatable, Sendable { var text = "" }
    struct AddToBasket: Sendable { let quantity: Int }
    struct Tap: Sendable {}
    struct ValueChanged: Sendable { let value: Float }
    @MainActor final class Slider { var value: Float = 0 }
    @MainActor final class Basket { func add(productID: AnyListID, quantity: Int) {} }
    @MainActor final class Analytics { func log(_ value: any Sendable) {} }

    enum Bindable {
      final class ProductCell: UICollectionViewCell, ConfigurableView, ListItemBindable {
        private(set) var itemID: AnyListID?
        func configure(with content: Product) { title.text = content.title }
        func didBind(to item: ListItem, at path: ItemPath) { itemID = item.id }
      }
    }

    final class ProductCell: UICollectionViewCell, ConfigurableView, ListEventEmitting {
      var eventSink: ListEventSink?
      func addTapped() { eventSink?.send(AddToBasket(quantity: 1)) }
    }

    final class SliderCell: UICollectionViewCell, ListEventEmitting {
      var eventSink: ListEventSink?
      func changed(slider: Slider) {
        eventSink?.send(ValueChanged(value: slider.value))
        eventSink?.send(Tap())
      }
    }

    final class NibCell: UICollectionViewCell, ConfigurableView {
      func configure(with content: String) {}
      static var registration: ViewRegistration { .nib(name: "ProductCell") }
    }

    final class TitleCell: UICollectionViewCell, ConfigurableView {
      func configure(with content: String) { label.text = content }
      static func size(for content: String, fitting container: CGSize) -> CGSize? {
        CGSize(width: container.width, height: 44)
      }
    }

    enum Selectable {
      final class ProductCell: UICollectionViewCell, SelectableView {
        func configure(with content: Product) { title.text = content.title }
        func didSelect(with content: Product) { checkmark.isHidden = false }
        func didDeselect(with content: Product) { checkmark.isHidden = true }
      }
    }

    final class CommentCell: UICollectionViewCell, ConfigurableView, SelfSizingView {
      func configure(with content: Comment) { label.text = content.text }
      func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
        let height = label.sizeThatFits(CGSize(width: container.width, height: .infinity)).height
        return CGSize(width: container.width, height: height + 16)
      }
    }

    final class LookupCell: UICollectionViewCell {
      var adapter: ListAdapter!
      func show(_ product: Product?) {}
      func buttonTapped() { show(adapter.item(for: self)?.content(as: Product.self)) }
    }

    static func events(product: Product, basket: Basket, adapter: ListAdapter, item: ListItem, analytics: Analytics) {
      do {
        struct AddToBasket: Sendable { let quantity: Int }

        let item = ListItem(product, view: ProductCell.self)
          .onEvent(AddToBasket.self) { event, item in
            basket.add(productID: item.id, quantity: event.quantity)
          }
        _ = item
      }
      docValues {
        ListItemEvent(value: Tap(), item: item)
      }
      adapter.unhandledEvents += { event in print(event.value, event.item?.id as Any) }
      adapter.unhandledEvents += { event in analytics.log(event.value) }
    }
  }

  extension ListCellDocs.ProductCell {
    func configure(with content: ListCellDocs.Product) {}
  }
  extension ListCellDocs.Bindable.ProductCell { var title: UILabel { UILabel() } }
  extension ListCellDocs.TitleCell { var label: UILabel { UILabel() } }
  extension ListCellDocs.CommentCell { var label: UILabel { UILabel() } }
  extension ListCellDocs.Selectable.ProductCell {
    var title: UILabel { UILabel() }
    var checkmark: UIView { UIView() }
  }
#endif
