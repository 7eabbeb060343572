import Foundation

/// An affine transformation matrix for use in drawing 2D graphics (CoreGraphics:
/// `CGAffineTransform`, which UIKit re-exports). Linux's Foundation has none; the double declares
/// the members the glue and its tests use. Views of the double do not draw, so a transform is
/// kept but changes no frame.
public struct CGAffineTransform: Equatable, Sendable {
  /// The entry at position [1,1] in the matrix.
  public var a: CGFloat
  /// The entry at position [1,2] in the matrix.
  public var b: CGFloat
  /// The entry at position [2,1] in the matrix.
  public var c: CGFloat
  /// The entry at position [2,2] in the matrix.
  public var d: CGFloat
  /// The entry at position [3,1] in the matrix.
  public var tx: CGFloat
  /// The entry at position [3,2] in the matrix.
  public var ty: CGFloat

  /// Creates an affine transform with the specified matrix values.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Returns an affine transformation matrix constructed from scaling values you provide.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Returns an affine transformation matrix constructed from translation values you provide.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A Boolean value that indicates whether the transform is the identity transform.
  public var isIdentity: Bool { self == .identity }
}

/// A set of methods for making a custom object take part in UIKit Dynamics (UIKit:
/// `UIDynamicItem`, iOS 7.0). Only the required members are declared.
@available(iOS 7.0, *)
@MainActor
public protocol UIDynamicItem: NSObjectProtocol {
  /// The center point of the dynamic item.
  var center: CGPoint { get set }
  /// The bounds of the dynamic item.
  var bounds: CGRect { get }
  /// The rotation of the dynamic item.
  var transform: CGAffineTransform { get set }
}

/// A protocol that represents an item in a collection view that is visible (UIKit:
/// `NSCollectionLayoutVisibleItem`, iOS 13.0). `transform3D` is not declared: Linux has no
/// `CATransform3D`.
@available(iOS 13.0, *)
@MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
  /// The transparency of the item.
  var alpha: CGFloat { get set }
  /// The vertical stacking order of the item.
  var zIndex: Int { get set }
  /// A Boolean value that indicates whether the item is hidden.
  var isHidden: Bool { get set }
  /// The name of the item.
  var name: String { get }
  /// The index path of the item.
  var indexPath: IndexPath { get }
  /// The frame rectangle of the item.
  var frame: CGRect { get }
  /// The layout-specific identifier for the item.
  var representedElementKind: String? { get }
  /// The type of the item.
  var representedElementCategory: UICollectionView.ElementCategory { get }
}

/// A visible item as the layout hands it to a section's `visibleItemsInvalidationHandler`: a copy
/// of the element's attributes, whose changes the layout applies for the current layout pass.
@MainActor
final class _VisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes
    super.init()
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }

  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }

  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }

  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }

  var bounds: CGRect { attributes.bounds }

  var transform = CGAffineTransform.identity

  var name: String {
    attributes.representedElementKind ?? "UICollectionElementKindCell"
  }

  var indexPath: IndexPath { attributes.indexPath }

  var frame: CGRect { attributes.frame }

  var representedElementKind: String? { attributes.representedElementKind }

  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }
}
