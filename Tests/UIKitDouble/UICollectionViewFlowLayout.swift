import Foundation

/// A layout object that organizes items into a grid with optional header and footer views for
/// each section (UIKit: `UICollectionViewFlowLayout`, iOS 6.0).
///
/// The double lays lines of items along `scrollDirection`, each line as many items as fit,
/// left-aligned with `minimumInteritemSpacing` between them, without UIKit's justification of
/// full lines. Sizes come from the collection view's delegate when it conforms to
/// `UICollectionViewDelegateFlowLayout`, otherwise from the layout's properties. With an
/// `estimatedItemSize`, cells' preferred attributes replace the estimate.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Creates a flow layout.
  public override init() { super.init() }

  /// Creates a flow layout from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The default size to use for cells.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }

  /// The estimated size of cells in the collection view (iOS 8.0).
  @available(iOS 8.0, *)
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// The minimum spacing to use between lines of items in the grid.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

  /// The minimum spacing to use between items in the same row.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

  /// The margins used to lay out content in a section.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

  /// The scroll direction of the grid.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }

  /// The default sizes to use for section headers.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// The default sizes to use for section footers.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// A Boolean value indicating whether headers pin to the top of the collection view bounds
  /// during scrolling (iOS 9.0).
  @available(iOS 9.0, *)
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  // MARK: Layout

  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      items = []
      headers = []
      footers = []
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let sections = collectionView.numberOfSections
    var items: [[UICollectionViewLayoutAttributes]] = []
    var headers: [UICollectionViewLayoutAttributes?] = []
    var footers: [UICollectionViewLayoutAttributes?] = []
    var cursor: CGFloat = 0
    let cross = vertical ? bounds.width : bounds.height
    for section in 0..<sections {
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let interitem =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let headerSize =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footerSize =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let count = collectionView.numberOfItems(inSection: section)
      headers.append(
        supplementary(
          UICollectionView.elementKindSectionHeader, section: section, size: headerSize,
          at: cursor, cross: cross, vertical: vertical))
      cursor += vertical ? (headers.last??.frame.height ?? 0) : (headers.last??.frame.width ?? 0)
      let leading = vertical ? inset.top : inset.left
      let trailing = vertical ? inset.bottom : inset.right
      let crossStart = vertical ? inset.left : inset.top
      let crossEnd = cross - (vertical ? inset.right : inset.bottom)
      cursor += leading
      var line: [UICollectionViewLayoutAttributes] = []
      var sectionItems: [UICollectionViewLayoutAttributes] = []
      var crossCursor = crossStart
      func closeLine() {
        let depth = line.map { vertical ? $0.frame.height : $0.frame.width }.max() ?? 0
        cursor += depth
        line = []
        crossCursor = crossStart
      }
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let size = itemSize(at: indexPath, in: collectionView, delegate: delegate)
        let crossLength = vertical ? size.width : size.height
        if !line.isEmpty, crossCursor + crossLength > crossEnd + 0.0001 {
          closeLine()
          cursor += lineSpacing
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame =
          vertical
          ? CGRect(x: crossCursor, y: cursor, width: size.width, height: size.height)
          : CGRect(x: cursor, y: crossCursor, width: size.width, height: size.height)
        line.append(attributes)
        sectionItems.append(attributes)
        crossCursor += crossLength + interitem
      }
      closeLine()
      cursor += trailing
      items.append(sectionItems)
      footers.append(
        supplementary(
          UICollectionView.elementKindSectionFooter, section: section, size: footerSize,
          at: cursor, cross: cross, vertical: vertical))
      cursor += vertical ? (footers.last??.frame.height ?? 0) : (footers.last??.frame.width ?? 0)
    }
    self.items = items
    self.headers = headers
    self.footers = footers
    contentSize =
      vertical ? CGSize(width: cross, height: cursor) : CGSize(width: cursor, height: cross)
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    for section in items.indices {
      if let header = pinned(headers[section], section: section), header.frame.intersects(rect) {
        result.append(header)
      }
      result += items[section].filter { $0.frame.intersects(rect) }
      if let footer = footers[section], footer.frame.intersects(rect) { result.append(footer) }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard headers.indices.contains(indexPath.section) else { return nil }
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      return pinned(headers[indexPath.section], section: indexPath.section)
    case UICollectionView.elementKindSectionFooter: return footers[indexPath.section]
    default: return nil
    }
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size || sectionHeadersPinToVisibleBounds
  }

  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell
    else { return false }
    guard preferredAttributes.size != originalAttributes.size else { return false }
    preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
    return true
  }

  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      preferredSizes = [:]
    }
    super.invalidateLayout(with: context)
  }

  // MARK: Private

  private var items: [[UICollectionViewLayoutAttributes]] = []
  private var headers: [UICollectionViewLayoutAttributes?] = []
  private var footers: [UICollectionViewLayoutAttributes?] = []
  private var contentSize: CGSize = .zero
  private var preferredSizes: [IndexPath: CGSize] = [:]

  private func itemSize(
    at indexPath: IndexPath, in collectionView: UICollectionView,
    delegate: (any UICollectionViewDelegateFlowLayout)?
  ) -> CGSize {
    if estimatedItemSize != .zero {
      return preferredSizes[indexPath] ?? estimatedItemSize
    }
    return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      ?? itemSize
  }

  private func supplementary(
    _ kind: String, section: Int, size: CGSize, at cursor: CGFloat, cross: CGFloat, vertical: Bool
  ) -> UICollectionViewLayoutAttributes? {
    let length = vertical ? size.height : size.width
    guard length > 0 else { return nil }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame =
      vertical
      ? CGRect(x: 0, y: cursor, width: cross, height: length)
      : CGRect(x: cursor, y: 0, width: length, height: cross)
    attributes.zIndex = 1
    return attributes
  }

  private func pinned(_ header: UICollectionViewLayoutAttributes?, section: Int)
    -> UICollectionViewLayoutAttributes?
  {
    guard let header, sectionHeadersPinToVisibleBounds, let collectionView,
      scrollDirection == .vertical
    else { return header }
    let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    let sectionEnd =
      (items[section].last?.frame.maxY ?? header.frame.maxY) - header.frame.height
    let copy = header._copy()
    copy.frame.origin.y = max(header.frame.minY, min(top, sectionEnd))
    copy.zIndex = 1024
    return copy
  }
}

extension UICollectionView {
  /// Constants that indicate the direction of scrolling for the layout.
  public enum ScrollDirection: Int, Sendable {
    /// The layout scrolls content up and down.
    case vertical
    /// The layout scrolls content right and left.
    case horizontal
  }
}
