#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  extension CollectionViewHost {
    // MARK: Visible content

    /// The paths of the visible items, in order.
    public var indexPathsForVisibleItems: [ItemPath] {
      collectionView.indexPathsForVisibleItems.map(ItemPath.init).sorted()
    }

    /// The visible cell at `path`, or `nil`.
    public func cellForItem(at path: ItemPath) -> AnyObject? {
      collectionView.cellForItem(at: IndexPath(path))
    }

    /// The path of the item the visible cell `cell` shows, or `nil`.
    public func indexPath(for cell: AnyObject) -> ItemPath? {
      guard let cell = cell as? UICollectionViewCell else { return nil }
      return collectionView.indexPath(for: cell).map(ItemPath.init)
    }

    /// The visible supplementary view of `kind` at `path`, or `nil`.
    public func supplementaryView(ofKind kind: SupplementaryKind, at path: ItemPath) -> AnyObject? {
      collectionView.supplementaryView(forElementKind: Self.elementKind(kind), at: IndexPath(path))
    }

    /// The frame of the item at `path` in content coordinates, or `nil`.
    public func frameForItem(at path: ItemPath) -> CGRect? {
      guard exists(path) else { return nil }
      return collectionView.layoutAttributesForItem(at: IndexPath(path))?.frame
    }

    /// The paths of the items whose frames meet `rect`, in display order: the layout's
    /// `layoutAttributesForElements(in:)` (with ``ListCollectionViewLayout``, TrellisLayout's rect
    /// query on natural frames).
    public func indexPathsForItems(in rect: CGRect) -> [ItemPath] {
      guard collectionView.dataSource != nil, dataSource != nil else { return [] }
      collectionView.layoutIfNeeded()
      func meets(_ frame: CGRect) -> Bool {
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
          && rect.minY < frame.maxY
      }
      if let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout,
        let computed = layout.computed
      {
        return computed.elements(in: rect).filter { $0.kind == .item && meets($0.frame) }
          .map(\.path)
      }
      return (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
        .filter { $0.representedElementCategory == .cell && meets($0.frame) }
        .map { ItemPath($0.indexPath) }.sorted()
    }

    // MARK: Scrolling

    /// Scrolls so that the item at `path` is at `position` of the viewport (`.nearest`: the
    /// least scroll that shows it whole), clamped to the content.
    ///
    /// An item of a band (a ``ListCompositionalLayout`` section that scrolls sideways) scrolls
    /// its band instead, through `UICollectionView.scrollToItem(at:at:animated:)` with `.left`,
    /// `.centeredHorizontally` or `.right`: `listHost(_:bandDidScroll:)` follows from the
    /// section's visible-items handler, then `listHost(_:bandDidEndScrolling:)` — at once when
    /// not animated, else when the layout sees the band rest.
    ///
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a path that is not displayed.
    public func scrollToItem(at path: ItemPath, at position: ListScrollPosition, animated: Bool)
      throws(ListHostError)
    {
      guard exists(path), let frame = frameForItem(at: path) else {
        throw .itemOutOfRange(path)
      }
      if let bands = bandTracker, bands.offset(ofSection: path.section) != nil {
        return scrollBand(toItemAt: path, frame: frame, at: position, animated: animated)
      }
      let vertical = axis == .vertical
      let viewport = vertical ? collectionView.bounds.height : collectionView.bounds.width
      let current = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
      let start = vertical ? frame.minY : frame.minX
      let length = vertical ? frame.height : frame.width
      var target: CGFloat
      switch position {
      case .start: target = start
      case .center: target = start + length / 2 - viewport / 2
      case .end: target = start + length - viewport
      case .nearest:
        target =
          start < current
          ? start : (start + length > current + viewport ? start + length - viewport : current)
      }
      let inset = collectionView.adjustedContentInset
      let content = collectionView.contentSize
      let low = vertical ? -inset.top : -inset.left
      let high = max(
        low,
        vertical
          ? content.height + inset.bottom - viewport : content.width + inset.right - viewport)
      target = max(low, min(target, high))
      var offset = collectionView.contentOffset
      if vertical { offset.y = target } else { offset.x = target }
      collectionView.setContentOffset(offset, animated: animated)
    }

    // MARK: Internal

    /// Scrolls the band of `path`'s section so that the item (shown at `frame`) is at
    /// `position` along the band; a non-animated scroll rests at once.
    func scrollBand(
      toItemAt path: ItemPath, frame: CGRect, at position: ListScrollPosition, animated: Bool
    ) {
      let width = collectionView.bounds.width
      let scrollPosition: UICollectionView.ScrollPosition
      switch position {
      case .start: scrollPosition = .left
      case .center: scrollPosition = .centeredHorizontally
      case .end: scrollPosition = .right
      case .nearest:
        if frame.minX < 0 {
          scrollPosition = .left
        } else if frame.maxX > width {
          scrollPosition = .right
        } else {
          return
        }
      }
      if animated { bandTracker?.willScrollByProgram(section: path.section) }
      collectionView.scrollToItem(at: IndexPath(path), at: scrollPosition, animated: animated)
      collectionView.layoutIfNeeded()
      if !animated { bandTracker?.restNow(section: path.section) }
    }

    func exists(_ path: ItemPath) -> Bool {
      guard path.section >= 0, path.section < collectionView.numberOfSections else { return false }
      return path.item >= 0 && path.item < collectionView.numberOfItems(inSection: path.section)
    }

    var axis: ScrollDirection {
      switch collectionView.collectionViewLayout {
      case let layout as ListCollectionViewLayout: layout.axis
      case let flow as UICollectionViewFlowLayout:
        flow.scrollDirection == .horizontal ? .horizontal : .vertical
      case let compositional as UICollectionViewCompositionalLayout:
        compositional.configuration.scrollDirection == .horizontal ? .horizontal : .vertical
      default: .vertical
      }
    }

    /// The data source's supplementary views of the item at `path`, for the layout.
    func _itemSupplementaries(at path: ItemPath) -> [ItemSupplementaryLayout] {
      dataSource?.listHost(self, supplementariesOfItemAt: dataPath(ofShown: path)) ?? []
    }

    /// Item sizes from the data source, for the layout.
    func _itemSizeProvider() -> ItemSizeProvider {
      { [weak self] path, _ in
        MainActor.assumeIsolated {
          guard let self, let dataSource = self.dataSource else { return .zero }
          return dataSource.listHost(self, sizeForItemAt: self.dataPath(ofShown: path))
        }
      }
    }

    /// The data source's description of `section`, for the layout.
    func _layoutDescription(ofSection section: Int) -> MixedSection? {
      dataSource?.listHost(self, layoutOfSection: section)
    }

    /// The data source's size of the supplementary view of `kind` in `section`.
    func _supplementarySize(_ kind: SupplementaryKind, inSection section: Int) -> CGSize {
      dataSource?.listHost(self, sizeForSupplementaryOfKind: kind, inSection: section) ?? .zero
    }

    /// The size the configured `cell` at `indexPath` needs, from the data source: a self-sizing
    /// cell's answer, or, on a ``ListCompositionalLayout`` (whose estimated dimensions stand for
    /// the data source's sizes), the item's size.
    func preferredSize(of cell: UICollectionViewCell, at indexPath: IndexPath, proposed: CGSize)
      -> CGSize?
    {
      let path = dataPath(ofShown: ItemPath(indexPath))
      if let size = dataSource?.listHost(
        self, preferredSizeOf: cell, forItemAt: path, proposed: proposed)
      {
        return size
      }
      guard collectionView.collectionViewLayout is ListCompositionalLayout else { return nil }
      return dataSource?.listHost(self, sizeForItemAt: path)
    }

    /// The size the configured header or footer `view` at `indexPath` needs, from the data
    /// source: a self-sizing view's answer, or, on a ``ListCompositionalLayout`` (whose estimated
    /// boundary items stand for the data source's sizes), the view's size from the data source.
    /// `nil` for an item's own supplementary view, which is sized from code.
    func preferredSize(
      ofSupplementary view: UICollectionReusableView, elementKind: String, at indexPath: IndexPath,
      proposed: CGSize
    ) -> CGSize? {
      let kind = Self.supplementaryKind(elementKind)
      guard kind == .header || kind == .footer else { return nil }
      if let size = dataSource?.listHost(
        self, preferredSizeOfSupplementary: view, ofKind: kind, inSection: indexPath.section,
        proposed: proposed)
      {
        return size
      }
      guard collectionView.collectionViewLayout is ListCompositionalLayout else { return nil }
      return _supplementarySize(kind, inSection: indexPath.section)
    }

    /// Whether the data source's size of the header or footer of `kind` in `section` is an
    /// estimate its view replaces.
    func _estimatesSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
      dataSource?.listHost(self, estimatesSupplementaryOfKind: kind, inSection: section) ?? false
    }
  }
#endif
