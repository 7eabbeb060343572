// Types that several doc snippets use without defining them: a titled cell, fruit, products.
import Foundation
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A headless cell that shows one string, 44 points tall; the `TitleCell` of the articles.
typealias DocTitleCell = PlainTextCell

/// A fruit, identified by `id`; the `Fruit` of the articles.
struct DocFruit: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

/// A product, identified by `id`.
struct DocProduct: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

/// A product with a title, a price and a favourite flag; the `Product` of the list and
/// list-presenter doc comments.
struct DocPricedProduct: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var price = 1.0
  var isFavorite = false
}

/// A headless cell that shows a product's name.
final class DocProductCell: HeadlessCell, ConfigurableView {
  var name = ""
  func configure(with content: DocProduct) { name = content.name }
  override var snapshotText: String { name }
}

/// A collection host for snippets: 320 × 480 points.
@MainActor
func docHost() -> HeadlessCollectionView {
  HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
}
