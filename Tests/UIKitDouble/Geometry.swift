import Foundation

// Value types UIKit adds to Foundation's geometry. Declared as Apple documents them; only the members
// TrellisUIKit, its tests and the catalog use.

/// The inset distances for views (UIKit: `UIEdgeInsets`, iOS 2.0).
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset at the top of an object.
  public var top: CGFloat
  /// The inset on the left of an object.
  public var left: CGFloat
  /// The inset on the bottom of an object.
  public var bottom: CGFloat
  /// The inset on the right of an object.
  public var right: CGFloat

  /// Creates an edge inset for a button or view.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
  public static let zero = UIEdgeInsets()
}

/// Edge insets that take language direction into account (UIKit: `NSDirectionalEdgeInsets`, iOS 11.0).
@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  public var top: CGFloat
  /// The leading edge inset value.
  public var leading: CGFloat
  /// The bottom edge inset value.
  public var bottom: CGFloat
  /// The trailing edge inset value.
  public var trailing: CGFloat

  /// Initializes a directional edge insets structure with the specified values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// A directional edge insets structure whose values are all set to 0.
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit: `CGRect.inset(by:)`, iOS 2.0).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

// UIKit's overlay adds these to Foundation's `IndexPath` on iOS; Linux's Foundation lacks them.
extension IndexPath {
  /// Initializes an index path with the indexes of a specific item and section in a collection view.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// Initializes an index path with the indexes of a specific row and section in a table view.
  @available(iOS 7.0, *)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index number identifying a section in a table view or collection view.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// An index number identifying an item in a section of a collection view.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// An index number identifying a row in a section of a table view.
  @available(iOS 7.0, *)
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// An object that stores color data (UIKit: `UIColor`, iOS 2.0). The double keeps a name for snapshots.
open class UIColor: NSObject, @unchecked Sendable {
  let name: String

  init(name: String) {
    self.name = name
    super.init()
  }

  /// A color object with grayscale and alpha values that are both 0.0.
  public class var clear: UIColor { UIColor(name: "clear") }
  /// A color object with grayscale and alpha values that are both 1.0.
  public class var white: UIColor { UIColor(name: "white") }
  /// A color object with a grayscale value of 0.0 and an alpha value of 1.0.
  public class var black: UIColor { UIColor(name: "black") }
  /// The color for the main background of your interface.
  @available(iOS 13.0, *)
  public class var systemBackground: UIColor { UIColor(name: "systemBackground") }
  /// The color for text labels that contain primary content.
  @available(iOS 13.0, *)
  public class var label: UIColor { UIColor(name: "label") }
  /// The color for text labels that contain secondary content.
  @available(iOS 13.0, *)
  public class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }

  /// Whether two colors are the same color.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.name == name
  }

  /// The color's hash.
  open override var hash: Int { name.hashValue }

  /// The color's name, as the double's snapshots print it.
  open override var description: String { name }
}

/// An object that wraps, or contains, Interface Builder nib files (UIKit: `UINib`, iOS 4.0). The double
/// records the name and bundle; instantiating a nib's contents needs UIKit's archive loader and is not
/// simulated (a collection view registered by nib creates the class registered for the nib's name).
@available(iOS 4.0, *)
open class UINib: NSObject, @unchecked Sendable {
  /// The nib's file name, without extension.
  package let name: String
  /// The nib's bundle.
  package let bundle: Bundle?

  package init(name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
    super.init()
  }

  /// Returns a nib object from the nib file in the specified bundle.
  @available(iOS 4.0, *)
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.init(name: name, bundle: bundleOrNil)
  }
}
