// The inputs of the adapter benchmarks: list models of 10,000 and 100,000 items whose
// consecutive generations differ by 1%, shown by a fixed-size headless cell.
import Foundation
import Trellis
import TrellisTesting

/// A product tile: the content is its title; the view type gives the size.
public final class Tile: HeadlessCell, ConfigurableView {
  /// The title shown.
  public var title = ""

  /// Shows `content`.
  public func configure(with content: String) { title = content }

  /// 100 × 60 points.
  public nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: 100, height: 60)
  }
}

/// `count` items in `sectionCount` sections. Consecutive generations differ by 1% of the items:
/// every 250th item's content changes, and every 333rd item is replaced by a new identity (a
/// delete and an insert).
public func adapterModel(count: Int, sectionCount: Int, generation: Int) -> ListModel {
  let perSection = count / sectionCount
  return ListModel(
    sections: (0..<sectionCount).map { section in
      ListSection(
        section,
        items: (0..<perSection).map { offset in
          let index = section * perSection + offset
          let id = index % 333 == 0 ? index * 10 + generation % 2 : index * 10
          let title = index % 250 == 0 ? "item \(index) v\(generation % 2)" : "item \(index)"
          return ListItem(id: id, content: title, view: Tile.self)
        })
    })
}

/// A headless collection view of an iPhone's size with an adapter that always animates (no
/// reload threshold), showing generation 0 of the model.
@MainActor
public func makeAdapter(showing model: ListModel) -> (HeadlessCollectionView, ListAdapter) {
  let host = HeadlessCollectionView(viewportSize: CGSize(width: 375, height: 812))
  let adapter = ListAdapter(
    host: host, configuration: ListAdapter.Configuration(reloadThreshold: .max))
  adapter.apply(model, animated: false)
  return (host, adapter)
}
