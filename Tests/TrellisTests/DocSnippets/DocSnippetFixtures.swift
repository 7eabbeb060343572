// Types that several doc snippets use without defining them: a titled cell and products. The
// articles' `Fruit` is the README's, in ReadmeExamples.swift.
import Foundation
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A headless cell that shows one string, 44 points tall; the `TitleCell` of the articles.
typealias DocTitleCell = PlainTextCell

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

/// A track of a playlist that the user may or may not reorder; the `Track` of the list-item doc
/// comments.
struct DocTrack: Identifiable, Equatable, Sendable {
  let id: Int
  var isEditable = true
}

/// A headless cell that shows a track (it draws nothing).
final class DocTrackCell: HeadlessCell, ConfigurableView {
  func configure(with content: DocTrack) {}
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
/// use them. `TitleCell` is not among them: the README's top-level `TitleCell`
/// (ReadmeExamples.swift) would win over a protocol's name inside local types, so each suite
/// names `DocTitleCell` itself.
protocol DocArticleNames {}

extension DocArticleNames {
  /// The articles' product.
  typealias Product = DocProduct
  /// The articles' product cell.
  typealias ProductCell = DocProductCell
  /// The articles' banner cell: a product cell under another name.
  typealias BannerCell = DocProductCell
}
