// The UIKit side of the glue benchmark: the same models and viewport as AdapterShapes, shown by a
// `CollectionViewHost` on a `UICollectionView` with a `ListCollectionViewLayout` in a `UIWindow`.
// On Linux, `UIKit` is Trellis's UIKit test double; where no UIKit exists this module is empty.
#if canImport(UIKit)
  import AdapterShapes
  import Foundation
  import Trellis
  import TrellisUIKit
  import UIKit

  /// The UIKit counterpart of AdapterShapes' `Tile`: 100 × 60 points, the title as content.
  public final class UIKitTile: ListCollectionViewCell, ConfigurableView {
    /// The title shown.
    public var title = ""

    /// Shows `content`.
    public func configure(with content: String) { title = content }

    /// 100 × 60 points.
    public nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: 100, height: 60)
    }
  }

  /// A window of an iPhone's size holding a collection view with a `ListCollectionViewLayout`,
  /// its `CollectionViewHost` and an adapter that always animates. The adapter holds the host
  /// weakly and UIKit holds the host weakly too: keep this value alive while it is used.
  @MainActor
  public struct UIKitList {
    /// The window the collection view is in.
    public let window: UIWindow
    /// The collection view.
    public let collectionView: UICollectionView
    /// The host on the collection view.
    public let host: CollectionViewHost
    /// The adapter driving the host.
    public let adapter: ListAdapter

    /// Creates the window, view, host and adapter, and shows `model` without animation.
    public init(showing model: ListModel) {
      let frame = CGRect(x: 0, y: 0, width: 375, height: 812)
      window = UIWindow(frame: frame)
      window.makeKeyAndVisible()
      collectionView = UICollectionView(
        frame: frame, collectionViewLayout: ListCollectionViewLayout())
      window.addSubview(collectionView)
      host = CollectionViewHost(collectionView: collectionView)
      adapter = ListAdapter(
        host: host, configuration: benchmarkConfiguration())
      adapter.apply(model, animated: false)
    }
  }

  /// The "100k, 1% changed" models of both generations, for the headless `Tile` and for
  /// `UIKitTile`.
  public func mixedChangesModels(count: Int = 100_000, sectionCount: Int = 100) -> (
    headless: [ListModel], uikit: [ListModel]
  ) {
    let generations = [0, 1]
    return (
      generations.map {
        mixedChangesModel(count: count, sectionCount: sectionCount, generation: $0, view: Tile.self)
      },
      generations.map {
        mixedChangesModel(
          count: count, sectionCount: sectionCount, generation: $0, view: UIKitTile.self)
      }
    )
  }
#endif
