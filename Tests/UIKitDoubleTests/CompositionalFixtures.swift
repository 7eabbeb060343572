// Helpers for the compositional layout tests of the UIKit double. Linux only.
#if os(Linux)
  import Foundation
  import TrellisTestSupport
  @testable import UIKit

  /// A dimension as a test table names it (the layout's classes are main-actor objects, which a
  /// parameterised test cannot take as arguments).
  enum Dim: Sendable, CustomStringConvertible {
    case absolute(CGFloat)
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case estimated(CGFloat)

    @MainActor var dimension: NSCollectionLayoutDimension {
      switch self {
      case .absolute(let value): return .absolute(value)
      case .fractionalWidth(let value): return .fractionalWidth(value)
      case .fractionalHeight(let value): return .fractionalHeight(value)
      case .estimated(let value): return .estimated(value)
      }
    }

    var description: String {
      switch self {
      case .absolute(let value): return "absolute(\(value))"
      case .fractionalWidth(let value): return "fractionalWidth(\(value))"
      case .fractionalHeight(let value): return "fractionalHeight(\(value))"
      case .estimated(let value): return "estimated(\(value))"
      }
    }
  }

  @MainActor
  func layoutSize(_ width: Dim, _ height: Dim) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width.dimension, heightDimension: height.dimension)
  }

  /// The data sources of the collection views below, kept alive for the test process (a collection
  /// view holds its data source weakly, and the tests often pass one inline).
  @MainActor private var keptSources: [DoubleSource] = []

  /// A 320 × `height` collection view over `source` (kept alive), with text cells and header,
  /// footer and badge views registered.
  @MainActor
  func makeCompositionalCollection(
    _ source: DoubleSource, layout: UICollectionViewLayout, height: CGFloat = 400
  ) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    collectionView.register(DoubleTextCell.self, forCellWithReuseIdentifier: "text")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      "badge", "outside",
    ] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "header")
    }
    keptSources.append(source)
    collectionView.dataSource = source
    collectionView.delegate = source
    return collectionView
  }

  /// A section of one horizontal group (`groupWidth` × `groupHeight`) repeating `item`.
  @MainActor
  func rowSection(
    item: NSCollectionLayoutItem, groupWidth: Dim = .fractionalWidth(1),
    groupHeight: Dim = .absolute(100)
  ) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      group: .horizontal(layoutSize: layoutSize(groupWidth, groupHeight), subitems: [item]))
  }

  /// The frame of the item at `item` in `section`, as the collection view's layout places it.
  @MainActor
  func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// Records each call of a section's visible-items handler as "offset: items".
  @MainActor
  final class HandlerLog {
    private(set) var calls: [String] = []
    private(set) var offsets: [CGFloat] = []

    var handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler {
      { [weak self] items, offset, _ in
        let names = items.filter { $0.representedElementCategory == .cell }
          .map { "\($0.indexPath.item)" }.joined(separator: ",")
        self?.calls.append("\(Int(offset.x)): \(names)")
        self?.offsets.append(offset.x)
      }
    }

    func take() -> [String] {
      defer { calls = [] }
      return calls
    }
  }
#endif
