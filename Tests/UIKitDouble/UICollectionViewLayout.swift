import Foundation

/// A layout object that manages the layout-related attributes for a given item in a collection
/// view (UIKit: `UICollectionViewLayoutAttributes`, iOS 6.0).
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// Creates and returns a layout attributes object that represents a cell with the specified
  /// index path.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    self.representedElementCategory = .cell
  }

  /// Creates and returns a layout attributes object that represents the specified supplementary
  /// view.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    self.representedElementCategory = .supplementaryView
    self.representedElementKind = elementKind
  }

  /// Creates attributes for the first cell. (Required in the double so that copies keep the
  /// subclass without the Objective-C runtime.)
  public required override init() {
    super.init()
  }

  /// The frame rectangle of the item.
  open var frame: CGRect = .zero

  /// The bounds of the item.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The size of the item.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The center point of the item.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The index path of the item in the collection view.
  open var indexPath = IndexPath(item: 0, section: 0)

  /// The type of the item.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell

  /// The layout-specific identifier for the target view.
  open private(set) var representedElementKind: String?

  /// Specifies the item's position on the z-axis.
  open var zIndex = 0

  /// Determines whether the item is currently displayed.
  open var isHidden = false

  /// The transparency of the item.
  open var alpha: CGFloat = 1

  /// A copy of the attributes, as UIKit hands them to cells (`NSCopying`).
  package func _copy() -> UICollectionViewLayoutAttributes {
    let copy = type(of: self).init()
    copy.frame = frame
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.alpha = alpha
    return copy
  }
}

/// An object that identifies the portions of your layout that need to be updated (UIKit:
/// `UICollectionViewLayoutInvalidationContext`, iOS 7.0).
@available(iOS 7.0, *)
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Creates an empty context. (Required in the double so that `invalidationContextClass` can be
  /// instantiated without the Objective-C runtime.)
  public required override init() {
    super.init()
  }

  /// A Boolean value indicating whether the layout must be completely recomputed.
  open var invalidateEverything: Bool { _invalidateEverything }

  /// A Boolean value indicating whether changes were made to the number of sections or items.
  open var invalidateDataSourceCounts: Bool { _invalidateDataSourceCounts }

  /// The index paths of the items whose layout is invalidated (iOS 8.0).
  @available(iOS 8.0, *)
  open var invalidatedItemIndexPaths: [IndexPath]? { _items.isEmpty ? nil : _items }

  /// The index paths of the supplementary views whose layout is invalidated, by kind (iOS 8.0).
  @available(iOS 8.0, *)
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
    _supplementaries.isEmpty ? nil : _supplementaries
  }

  /// The amount by which to adjust the size of the content (iOS 8.0).
  @available(iOS 8.0, *)
  open var contentSizeAdjustment: CGSize = .zero

  /// The amount by which to adjust the content offset (iOS 8.0).
  @available(iOS 8.0, *)
  open var contentOffsetAdjustment: CGPoint = .zero

  /// Marks the specified items as invalid so that their layout information can be updated
  /// (iOS 8.0).
  @available(iOS 8.0, *)
  open func invalidateItems(at indexPaths: [IndexPath]) {
    for path in indexPaths where !_items.contains(path) { _items.append(path) }
  }

  /// Marks the specified supplementary views as invalid so that their layout information can be
  /// updated (iOS 8.0).
  @available(iOS 8.0, *)
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var paths = _supplementaries[elementKind] ?? []
    for path in indexPaths where !paths.contains(path) { paths.append(path) }
    _supplementaries[elementKind] = paths
  }

  /// An array of index paths representing the current locations of moving items in the
  /// collection view (iOS 9.0): filled while an interactive move is in progress or has just ended;
  /// `nil` for most other updates.
  @available(iOS 9.0, *)
  open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { _interactiveTargets }

  /// An array of index paths representing the previous location of moving items in the
  /// collection view (iOS 9.0): filled while an interactive move is in progress or has just
  /// ended; `nil` for most other updates.
  @available(iOS 9.0, *)
  open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { _interactivePrevious }

  /// The current location of the moving item in the collection view's coordinate system
  /// (iOS 9.0).
  @available(iOS 9.0, *)
  open var interactiveMovementTarget: CGPoint { _interactiveTarget }

  package var _invalidateEverything = false
  package var _invalidateDataSourceCounts = false
  package var _interactiveTargets: [IndexPath]?
  package var _interactivePrevious: [IndexPath]?
  package var _interactiveTarget = CGPoint.zero
  private var _items: [IndexPath] = []
  private var _supplementaries: [String: [IndexPath]] = [:]
}

/// An abstract base class for generating layout information for a collection view (UIKit:
/// `UICollectionViewLayout`, iOS 6.0).
///
/// The double's collection view asks its layout for all geometry as UIKit does: after an
/// invalidation it calls `prepare()`, then reads `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` for its visible rectangle.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The collection view object currently using this layout object.
  open internal(set) weak var collectionView: UICollectionView?

  /// The class to use when creating an invalidation context for the layout (iOS 7.0).
  @available(iOS 7.0, *)
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// The class to use when creating layout attributes objects.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Tells the layout object to update the current layout.
  open func prepare() {}

  /// The width and height of the collection view's contents.
  open var collectionViewContentSize: CGSize { .zero }

  /// Retrieves the layout attributes for all of the cells and views in the specified rectangle.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Retrieves layout information for an item at the specified index path with a corresponding
  /// cell.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the layout attributes for the specified supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves an array of index paths representing the supplementary views to remove (iOS 7.0).
  ///
  /// The collection view asks for every kind it shows when it applies a batch; the views at these
  /// index paths end their display. The others keep their index paths (within a moved section,
  /// their section follows it): they do not follow their items. The default removes none.
  @available(iOS 7.0, *)
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves a context object that identifies the items that are being interactively moved in
  /// the layout (iOS 9.0).
  ///
  /// The default returns a context of ``invalidationContextClass`` whose interactive-movement
  /// properties hold the arguments; it names no item and does not set
  /// `invalidateDataSourceCounts`, although the items between the previous and the current index
  /// paths shift.
  @available(iOS 9.0, *)
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeContext()
    context._interactiveTargets = targetIndexPaths
    context._interactivePrevious = previousIndexPaths
    context._interactiveTarget = targetPosition
    return context
  }

  /// Retrieves a context object that identifies the items that were moved (iOS 9.0): the final
  /// index paths (the original ones for a cancelled move) and the previous ones.
  @available(iOS 9.0, *)
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeContext()
    context._interactiveTargets = indexPaths
    context._interactivePrevious = previousIndexPaths
    return context
  }

  /// Asks the layout object if the new bounds require a layout update.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Retrieves a context object that defines the portions of the layout that should change when
  /// a bounds change occurs (iOS 7.0).
  @available(iOS 7.0, *)
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeContext()
  }

  /// Asks the layout object if changes to a self-sizing cell require a layout update (iOS 8.0).
  @available(iOS 8.0, *)
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Retrieves a context object that identifies the portions of the layout that should change in
  /// response to dynamic cell changes (iOS 8.0).
  ///
  /// As Apple's page says, the default creates an instance of ``invalidationContextClass`` and
  /// returns it: an empty context, which does not name the self-sized element. A layout that needs
  /// to know it overrides this method, takes `super`'s context and adds the element.
  @available(iOS 8.0, *)
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    makeContext()
  }

  /// Invalidates the current layout and triggers a layout update.
  ///
  /// The context it sends is a plain one of ``invalidationContextClass``: Apple documents no
  /// contents for it (``UICollectionViewLayoutInvalidationContext/invalidateEverything`` is set
  /// only for a new layout or data source, or `reloadData()`), so a layout that recomputes
  /// everything here overrides this method.
  open func invalidateLayout() {
    invalidateLayout(with: makeContext())
  }

  /// Invalidates the current layout using the information in the provided context object
  /// (iOS 7.0).
  @available(iOS 7.0, *)
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    _needsPrepare = true
    collectionView?._layoutInvalidated(by: context)
  }

  /// Retrieves the point at which to stop scrolling (iOS 7.0).
  @available(iOS 7.0, *)
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Retrieves the content offset to use after an animated layout update or change (iOS 7.0).
  @available(iOS 7.0, *)
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  // MARK: Double

  /// Whether the collection view must call `prepare()` before it reads geometry.
  package var _needsPrepare = true

  /// How many times the collection view called `prepare()`, for tests.
  package var _prepareCount = 0

  private func makeContext() -> UICollectionViewLayoutInvalidationContext {
    guard
      let contextClass = Self.invalidationContextClass
        as? UICollectionViewLayoutInvalidationContext.Type
    else {
      preconditionFailure(
        "UICollectionViewLayout: invalidationContextClass must be a subclass of "
          + "UICollectionViewLayoutInvalidationContext")
    }
    return contextClass.init()
  }
}
