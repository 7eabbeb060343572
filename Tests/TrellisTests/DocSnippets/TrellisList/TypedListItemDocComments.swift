// swift-format-ignore-file
// The examples of TypedListItem's doc comments, compiled and run (DocSnippetTests checks that each
// appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The content, views and services of TypedListItem's doc-comment examples.
@MainActor
enum TypedDocs {
  struct Product: Identifiable, Equatable, Sendable {
    let id: Int
    var isAvailable = true
  }
  typealias Track = DocTrack
  struct AddToBasket: Sendable { let quantity: Int }
  struct Video: Identifiable, Equatable, Sendable {
    let id: String
  }

  final class ProductCell: HeadlessCell, ConfigurableView {
    private(set) var state = ""
    func configure(with content: Product) {}
    func startAnimating() { state = "animating" }
    func dim() { state = "dimmed" }
    func undim() { state = "" }
  }
  final class PlayerCell: HeadlessCell, ConfigurableView {
    func configure(with content: Video) {}
    func pause() {}
  }
  typealias TrackCell = DocTrackCell
  final class TitleCell: HeadlessCell, ConfigurableView {
    func configure(with content: String) {}
  }

  /// Records what the hooks of the examples do.
  final class Services: Sendable {
    let log = DocLockedLog()
    func open(_ product: Product) { log.append("open \(product.id)") }
    func add(_ product: Product, quantity: Int) { log.append("add \(product.id) x\(quantity)") }
    func remove(_ product: Product) { log.append("remove \(product.id)") }
  }
}

extension TypedDocs {
  @Suite("Doc-comment examples: TypedListItem")
  @MainActor
  struct TypedListItemDocCommentTests {
    @Test("typed items and their hooks")
    func typedItems() {
      let services = TypedDocs.Services()
      let (router, basket) = (services, services)
      func remove(_ id: AnyListID) { services.log.append("remove \(id)") }
      let product = TypedDocs.Product(id: 1)
      let products = [product, TypedDocs.Product(id: 2, isAvailable: false)]
      let track = TypedDocs.Track(id: 3)
      let video = TypedDocs.Video(id: "intro.mp4")
      let items = docValues {
        TypedListItem(product, view: ProductCell.self)
          .onWillDisplay { product, cell in cell.startAnimating() }
        TypedListItem(video, view: PlayerCell.self)
          .onDidEndDisplaying { video, cell in cell.pause() }
        TypedListItem(product, view: ProductCell.self)
          .onHighlight { product, cell in cell?.dim() }
        TypedListItem(product, view: ProductCell.self)
          .onUnhighlight { product, cell in cell?.undim() }
        TypedListItem(product, view: ProductCell.self)
          .onSelect { product, cell in router.open(product) }
        TypedListItem(product, view: ProductCell.self)
          .onDeselect { product, _ in basket.remove(product) }
        TypedListItem(product, view: ProductCell.self)
          .shouldHighlight { product, _ in product.isAvailable }
        TypedListItem(product, view: ProductCell.self)
          .shouldSelect { product, _ in product.isAvailable }
        TypedListItem(product, view: ProductCell.self)
          .onEvent(AddToBasket.self) { event, product, cell in
            basket.add(product, quantity: event.quantity)
          }
        TypedListItem(product, view: ProductCell.self)
          .swipeActions([ListSwipeAction("Delete", style: .destructive) { remove($0.id) }])
        TypedListItem(track, view: TrackCell.self).movable { track in track.isEditable }
        TypedListItem(id: "player", content: video, view: PlayerCell.self).nonReusable()
        TypedListItem(id: "greeting", content: "Hello", view: TitleCell.self)
        TypedListItem(product, view: ProductCell.self)
        TypedListItem(product, view: ProductCell.self).id  // AnyListID(product.id)
        TypedListItem(product, view: ProductCell.self).onSelect { _, _ in }
          == TypedListItem(product, view: ProductCell.self)  // true
      }
      #expect(items.count == 16)
      #expect(items[14] as? AnyListID == AnyListID(product.id))
      #expect(items[15] as? Bool == true)
      let section =
      ListSection(id: "products") {
        for product in products {
          TypedListItem(product, view: ProductCell.self)
            .onSelect { product, cell in router.open(product) }
        }
      }
      #expect(section.items.count == 2)
      let header = ListItem(TypedListItem(id: "h", content: "Fruit", view: TitleCell.self))
      #expect(header.id == AnyListID("h"))
    }
  }
}
