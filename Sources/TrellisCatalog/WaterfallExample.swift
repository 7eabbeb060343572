import Foundation
import Trellis
import TrellisTesting

/// A photo of the gallery, whose aspect ratio sets its height in its column.
struct Photo: Identifiable, Equatable, Sendable {
  let id: Int
  let height: CGFloat
}

/// A gallery cell.
final class PhotoCell: HeadlessCell, ConfigurableView {
  var photo: Photo?
  func configure(with content: Photo) { photo = content }
  override var snapshotText: String { photo.map { "Photo \($0.id)" } ?? "" }
  nonisolated static func size(for content: Photo, fitting container: CGSize) -> CGSize? {
    CGSize(width: 100, height: content.height)
  }
}

/// A two-column waterfall gallery: each photo goes to the shorter column.
@MainActor
final class WaterfallExample: ListExample, CatalogExample {
  static let name = "waterfall"
  static let summary = "a waterfall gallery: two columns, shortest first"
  static let demo: [CatalogKey] = [.pageDown, .pageDown, .down, .select, .pageUp]

  private let photos = (1...40).map { Photo(id: $0, height: CGFloat(36 + ($0 * 37 % 5) * 24)) }

  required init(viewport: CGSize) throws {
    super.init(
      host: HeadlessCollectionView(
        viewportSize: viewport,
        layout: .waterfall(WaterfallSection(columns: 2, columnSpacing: 8, interitemSpacing: 12))))
    adapter.apply(
      ListModel { ListSection(id: "photos", photos) { ListItem($0, view: PhotoCell.self) } },
      animated: false)
  }

  var status: String {
    let selected = host.indexPathsForSelectedItems.first.map { "selected Photo \($0.item + 1)" }
    return "\(photos.count) photos · offset \(Int(host.contentOffset.y)) of "
      + "\(Int(host.contentSize.height)) · \(selected ?? "none selected")"
  }

  func handle(_ key: CatalogKey) throws { _ = try handleListKey(key) }

  func draw(into canvas: inout Canvas) { drawHost(into: &canvas) }
}
