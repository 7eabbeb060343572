import Foundation

/// A closure that creates and returns each of the layout's sections (UIKit:
/// `UICollectionViewCompositionalLayoutSectionProvider`, iOS 13.0): it receives the section index
/// and the layout environment.
@available(iOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// An object that defines scroll direction, section spacing, and headers or footers for the layout
/// (UIKit: `UICollectionViewCompositionalLayoutConfiguration`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Creates a configuration with the defaults: vertical, no spacing, no supplementary items.
  public override init() { super.init() }

  /// The axis that the content in the collection view layout scrolls along (default `.vertical`).
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical

  /// The amount of space between the sections in the layout (default 0).
  open var interSectionSpacing: CGFloat = 0

  /// An array of the supplementary items that are associated with the boundary edges of the
  /// entire layout, such as global headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A copy (the layout holds its configuration `@NSCopying`).
  func _copy() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }
}

/// A layout object that lets you combine items in highly adaptive and flexible visual
/// arrangements (UIKit: `UICollectionViewCompositionalLayout`, iOS 13.0).
///
/// In `prepare()` the double asks the section provider for each section with an environment
/// (the collection view's bounds size and adjusted content insets) and resolves every size:
/// absolute sizes exactly, fractions of the containing group (for a top-level group, of the
/// section's effective content size), estimates replaced by what the cell answers from
/// `preferredLayoutAttributesFitting(_:)` (cached per index path, dropped on updates that change
/// counts, as the flow layout double does). Item content insets are ignored on estimated axes;
/// edge spacing comes before them.
///
/// Orthogonal sections lie in bands along the cross axis, each with its own offset. Frames the
/// layout returns are in the collection view's content coordinates with the band's offset already
/// subtracted, so the collection view shows and hides a band's cells as the band moves; the
/// visible items handed to `visibleItemsInvalidationHandler` have their frames in the band's
/// content coordinates (unshifted), with the offset passed alongside, as in Apple's sample code.
@available(iOS 13.0, *)
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Creates a compositional layout object with a single section.
  public init(section: NSCollectionLayoutSection) {
    self.sectionProvider = { _, _ in section }
    self._configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Creates a compositional layout object with a single section and an additional configuration.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = { _, _ in section }
    self._configuration = configuration._copy()
    super.init()
  }

  /// Creates a compositional layout object using a section provider to supply the layout's
  /// sections.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sectionProvider = sectionProvider
    self._configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Creates a compositional layout object using a section provider and an additional
  /// configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self._configuration = configuration._copy()
    super.init()
  }

  /// Creates a layout from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The layout's configuration. It is copied in and out (`@NSCopying` in UIKit); assigning a new
  /// configuration invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { _configuration._copy() }
    set {
      _configuration = newValue._copy()
      invalidateLayout()
    }
  }

  // MARK: Layout

  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry = _Geometry()
      current = [:]
      ordered = []
      return
    }
    if needsFullLayout {
      needsFullLayout = false
      computeGeometry(in: collectionView)
    }
    composeAttributes(in: collectionView)
  }

  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    ordered.filter { $0.frame.intersects(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    current[_ElementKey(kind: nil, indexPath: indexPath)]
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    current[_ElementKey(kind: elementKind, indexPath: indexPath)]
  }

  /// A change of size recomputes the layout. A scroll recomputes only what depends on the
  /// visible rectangle (pinned supplementary items and the visible-items handlers), when the
  /// layout has any.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size || geometry.dependsOnVisibleRect
  }

  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let collectionView, newBounds.size == collectionView.bounds.size {
      visibleRectContext = context
    }
    return context
  }

  /// Takes a cell's or supplementary view's measured size on the axes its item estimates, and
  /// invalidates when it differs from the size the layout gave it.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    let key = _ElementKey(
      kind: originalAttributes.representedElementCategory == .cell
        ? nil : originalAttributes.representedElementKind,
      indexPath: originalAttributes.indexPath)
    guard let leaf = geometry.leaves[key] else { return false }
    let estimatesWidth = leaf.layoutSize.widthDimension.isEstimated
    let estimatesHeight = leaf.layoutSize.heightDimension.isEstimated
    let preferred = preferredAttributes.size
    let original = originalAttributes.size
    let changed =
      (estimatesWidth && preferred.width != original.width)
      || (estimatesHeight && preferred.height != original.height)
    guard changed else { return false }
    measuredSizes[key] = preferred
    return true
  }

  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if let visibleRectContext, context === visibleRectContext {
      self.visibleRectContext = nil
    } else {
      needsFullLayout = true
      if context.invalidateEverything || context.invalidateDataSourceCounts {
        measuredSizes = [:]
      }
    }
    super.invalidateLayout(with: context)
  }

  // MARK: Double

  struct _ElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
  }

  /// An element the layout placed: its attributes (band content coordinates for a band's
  /// elements), and how it moves.
  struct _Placed {
    var attributes: UICollectionViewLayoutAttributes
    /// It moves with its section's band.
    var inBand = false
    /// A pinned boundary item: the main-axis range its section's content spans, and whether it is
    /// a header (pinned to the leading edge of the visible rectangle) or a footer.
    var pin: (contentStart: CGFloat, contentEnd: CGFloat, header: Bool)?
  }

  /// One section's geometry from the last full layout pass.
  struct _SectionGeometry {
    var definition: NSCollectionLayoutSection?
    var elements: [_Placed] = []
    /// The top-level groups' frames, in band content coordinates for a band.
    var groupFrames: [CGRect] = []
    var isOrthogonal = false
    /// The band's content length along the cross axis.
    var bandLength: CGFloat = 0
    /// The section's content inset at the band's leading edge.
    var bandLeadingInset: CGFloat = 0
  }

  struct _Geometry {
    var sections: [_SectionGeometry] = []
    var global: [_Placed] = []
    var contentSize: CGSize = .zero
    var vertical = true
    /// The cross-axis length of the visible content (the bounds without the content insets).
    var viewportLength: CGFloat = 0
    /// The item definition behind each element, for self-sizing.
    var leaves: [_ElementKey: NSCollectionLayoutItem] = [:]
    var environment: (any NSCollectionLayoutEnvironment)?
    var dependsOnVisibleRect = false
  }

  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  var _configuration: UICollectionViewCompositionalLayoutConfiguration
  var geometry = _Geometry()
  /// The attributes of the current layout pass, by element, and in element order.
  var current: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
  var ordered: [UICollectionViewLayoutAttributes] = []
  var measuredSizes: [_ElementKey: CGSize] = [:]
  var needsFullLayout = true
  /// The context of an invalidation that only the visible rectangle or a band's offset caused.
  var visibleRectContext: UICollectionViewLayoutInvalidationContext?
  /// Each orthogonal section's band offset along the cross axis.
  var bandOffsets: [Int: CGFloat] = [:]
  var bandDecelerations: [Int: (target: CGFloat, animation: _UIKitAnimation)] = [:]

  // MARK: Full layout pass

  private func computeGeometry(in collectionView: UICollectionView) {
    let configuration = _configuration
    let vertical = configuration.scrollDirection == .vertical
    let inset = collectionView.adjustedContentInset
    let container = _CompositionalContainer(
      contentSize: collectionView.bounds.size,
      contentInsets: NSDirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
    let environment = _CompositionalEnvironment(container: container)
    let effective = container.effectiveContentSize
    var result = _Geometry()
    result.vertical = vertical
    result.environment = environment
    result.viewportLength = vertical ? effective.width : effective.height
    var builder = _SectionBuilder(
      vertical: vertical, measured: measuredSizes, environment: environment)
    var cursor: CGFloat = 0
    let globalStart = cursor
    let (headers, footers) = builder.partition(configuration.boundarySupplementaryItems)
    var global: [_Placed] = []
    let globalPath = IndexPath(item: 0, section: 0)
    for header in headers {
      let attributes = builder.boundary(
        header, at: cursor, crossStart: 0, container: effective, indexPath: globalPath)
      global.append(_Placed(attributes: attributes))
      if header.extendsBoundary { cursor += builder.mainLength(attributes.size) }
    }
    let sections = collectionView.numberOfSections
    for section in 0..<sections {
      if section > 0 { cursor += configuration.interSectionSpacing }
      let count = collectionView.numberOfItems(inSection: section)
      guard let definition = sectionProvider(section, environment) else {
        UICollectionViewViolations.report(
          "UICollectionViewCompositionalLayout: the section provider returned nil for section "
            + "\(section), which exists in the collection view (\(sections) sections); the "
            + "provider must return a section for every section of the data source")
        result.sections.append(_SectionGeometry())
        continue
      }
      let sectionGeometry = builder.layOut(
        definition, section: section, count: count, start: &cursor, container: effective)
      result.sections.append(sectionGeometry)
    }
    let contentEnd = cursor
    for footer in footers {
      let length = builder.mainLength(
        builder.size(
          of: footer, in: effective,
          key: _ElementKey(kind: footer.elementKind, indexPath: globalPath)))
      let at = footer.extendsBoundary ? cursor : contentEnd - length
      let attributes = builder.boundary(
        footer, at: at, crossStart: 0, container: effective, indexPath: globalPath)
      global.append(_Placed(attributes: attributes))
      if footer.extendsBoundary { cursor += length }
    }
    for index in global.indices {
      let item = (headers + footers)[index]
      if item.pinToVisibleBounds {
        global[index].pin = (globalStart, contentEnd, headers.contains { $0 === item })
      }
    }
    result.global = global
    result.leaves = builder.leaves
    result.contentSize =
      vertical
      ? CGSize(width: effective.width, height: cursor)
      : CGSize(width: cursor, height: effective.height)
    result.dependsOnVisibleRect =
      global.contains { $0.pin != nil }
      || result.sections.contains {
        $0.definition?.visibleItemsInvalidationHandler != nil
          || $0.elements.contains { $0.pin != nil }
      }
    geometry = result
    clampBandOffsets()
  }

  // MARK: Composing the pass's attributes

  /// Builds the attributes of this layout pass: band elements shifted by their band's offset,
  /// pinned boundary items moved into the visible rectangle, and what each section's visible-items
  /// handler changed.
  private func composeAttributes(in collectionView: UICollectionView) {
    var current: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
    var ordered: [UICollectionViewLayoutAttributes] = []
    let vertical = geometry.vertical
    let visible = collectionView.bounds
    let inset = collectionView.adjustedContentInset
    let visibleStart = vertical ? visible.minY + inset.top : visible.minX + inset.left
    let visibleEnd = vertical ? visible.maxY - inset.bottom : visible.maxX - inset.right
    func compose(_ placed: _Placed, shift: CGFloat) -> UICollectionViewLayoutAttributes {
      let attributes = placed.attributes._copy()
      if placed.inBand {
        if vertical {
          attributes.frame.origin.x -= shift
        } else {
          attributes.frame.origin.y -= shift
        }
      }
      if let pin = placed.pin {
        let length = vertical ? attributes.frame.height : attributes.frame.width
        let natural = vertical ? attributes.frame.minY : attributes.frame.minX
        let main =
          pin.header
          ? max(natural, min(visibleStart, pin.contentEnd - length))
          : min(natural, max(visibleEnd - length, pin.contentStart))
        if vertical { attributes.frame.origin.y = main } else { attributes.frame.origin.x = main }
      }
      return attributes
    }
    for (section, sectionGeometry) in geometry.sections.enumerated() {
      let shift = sectionGeometry.isOrthogonal ? bandOffsets[section] ?? 0 : 0
      var composed = sectionGeometry.elements.map { compose($0, shift: shift) }
      if let handler = sectionGeometry.definition?.visibleItemsInvalidationHandler,
        let environment = geometry.environment
      {
        var visibleItems: [_VisibleItem] = []
        var positions: [Int] = []
        for (index, attributes) in composed.enumerated()
        where _SectionBuilder.meets(attributes.frame, visible) {
          let copy = attributes._copy()
          if sectionGeometry.elements[index].inBand {
            if vertical { copy.frame.origin.x += shift } else { copy.frame.origin.y += shift }
          }
          visibleItems.append(_VisibleItem(copy))
          positions.append(index)
        }
        let offset =
          sectionGeometry.isOrthogonal
          ? (vertical ? CGPoint(x: shift, y: 0) : CGPoint(x: 0, y: shift))
          : collectionView.contentOffset
        handler(visibleItems, offset, environment)
        for (item, index) in zip(visibleItems, positions) {
          let attributes = item.attributes
          if sectionGeometry.elements[index].inBand {
            if vertical {
              attributes.frame.origin.x -= shift
            } else {
              attributes.frame.origin.y -= shift
            }
          }
          composed[index] = attributes
        }
      }
      for attributes in composed {
        let key = _ElementKey(
          kind: attributes.representedElementCategory == .cell
            ? nil : attributes.representedElementKind,
          indexPath: attributes.indexPath)
        current[key] = attributes
        ordered.append(attributes)
      }
    }
    for placed in geometry.global {
      let attributes = compose(placed, shift: 0)
      current[
        _ElementKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)] =
        attributes
      ordered.append(attributes)
    }
    self.current = current
    self.ordered = ordered
  }
}
