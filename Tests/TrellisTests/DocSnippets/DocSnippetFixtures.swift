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

/// The short names the articles give the fixtures above; a snippet suite adopts this protocol to
/// use them, so no suite repeats the list.
protocol DocArticleNames {}

extension DocArticleNames {
  /// The articles' one-line title cell.
  typealias TitleCell = DocTitleCell
  /// The articles' loading and retry rows: title cells.
  typealias LoadingCell = DocTitleCell
  /// The articles' retry row: a title cell.
  typealias RetryCell = DocTitleCell
  /// The articles' fruit.
  typealias Fruit = DocFruit
  /// The articles' product.
  typealias Product = DocProduct
  /// The articles' product cell.
  typealias ProductCell = DocProductCell
  /// The articles' banner, tile, pick and news cells: product cells under other names.
  typealias BannerCell = DocProductCell
  /// A grid tile: a product cell.
  typealias TileCell = DocProductCell
  /// A pick of the day: a product cell.
  typealias PickCell = DocProductCell
  /// A news row: a product cell.
  typealias NewsRow = DocProductCell
}
