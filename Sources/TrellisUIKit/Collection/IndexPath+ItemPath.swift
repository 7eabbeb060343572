#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension IndexPath {
    /// The index path of a collection or table view item at `path`.
    ///
    ///     collectionView.cellForItem(at: IndexPath(ItemPath(item: 2, section: 0)))
    ///
    /// - Parameter path: A Trellis item path.
    public init(_ path: ItemPath) {
      self.init(item: path.item, section: path.section)
    }
  }

  extension ItemPath {
    /// The Trellis path of a collection or table view index path (`item`, `section`).
    ///
    ///     let path = ItemPath(indexPath)
    ///
    /// - Parameter indexPath: A two-index path, as UIKit's list views use.
    public init(_ indexPath: IndexPath) {
      self.init(item: indexPath.item, section: indexPath.section)
    }
  }
#endif
