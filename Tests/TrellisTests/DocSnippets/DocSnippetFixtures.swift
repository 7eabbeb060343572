// Types that several doc snippets use without defining them: a titled cell, fruit, products.
import Foundation
import Trellis
import TrellisTesting

/// A headless cell that shows one string, 44 points tall; the `TitleCell` of the articles.
final class DocTitleCell: HeadlessCell, ConfigurableView {
  var text = ""
  func configure(with content: String) { text = content }
  override var snapshotText: String { text }
  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 44)
  }
}

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
