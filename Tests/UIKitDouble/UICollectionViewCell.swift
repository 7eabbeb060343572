import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view (UIKit: `UICollectionReusableView`, iOS 6.0).
@available(iOS 6.0, *)
@MainActor
open class UICollectionReusableView: UIView {
  /// Creates a reusable view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a reusable view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// Not UIKit API: how the collection view creates a registered class, through `init(frame:)`
  /// (the subclass's override, if any); see ``_RegisteredViewConstruction``.
  public required convenience init(_ construction: _RegisteredViewConstruction, frame: CGRect) {
    self.init(frame: frame)
  }

  /// A string that identifies the purpose of the view.
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// Performs any clean up necessary to prepare the view for use again.
  open func prepareForReuse() {}

  /// Applies the specified layout attributes to the view.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Gives the cell a chance to modify the attributes provided by the layout object (iOS 8.0).
  ///
  /// Apple's page: the default adjusts the size for a self-sizing cell, that is through Auto
  /// Layout. The double measures the way Auto Layout would: the proposed width is kept, and the
  /// height is what `systemLayoutSizeFitting` answers from the view's `sizeThatFits(_:)`, or, for
  /// a view that does not override `sizeThatFits(_:)`, the bottom of its lowest subview (its
  /// content view's, for a cell; 0 without subviews, as Auto Layout answers for unconstrained
  /// content). A plain cell therefore answers another size than the layout proposed, as a cell
  /// with constraints does on iOS; a layout that keeps sizes from code refuses the answer.
  @available(iOS 8.0, *)
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = layoutAttributes._copy()
    _answeredDefaultSizeThatFits = false
    let fitted = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    attributes.size =
      _answeredDefaultSizeThatFits
      ? CGSize(width: layoutAttributes.size.width, height: _contentHeight) : fitted
    return attributes
  }

  /// The bottom of the lowest subview of the view's content (its content view for a cell): the
  /// height Auto Layout would give a view whose content is pinned top to bottom.
  var _contentHeight: CGFloat {
    let content = (self as? UICollectionViewCell)?.contentView ?? self
    return content.subviews.reduce(0) { max($0, $1.frame.maxY) }
  }

  package var _reuseIdentifier: String?
  /// The element the view was last dequeued for, as `"kind@section.item"`.
  package var _dequeuedFor: String?
}

/// A single data item when that item is within the collection view's visible bounds (UIKit:
/// `UICollectionViewCell`, iOS 6.0).
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Creates a cell with a frame and its content view.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The main view to which you add your cell's custom content.
  open private(set) var contentView: UIView

  /// The background view of the cell.
  open var backgroundView: UIView?

  /// The selection state of the cell.
  open var isSelected = false

  /// The highlight state of the cell.
  open var isHighlighted = false

  /// Keeps the content view the cell's size.
  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }

  package override var _snapshotDetail: String? {
    var parts: [String] = []
    if isSelected { parts.append("selected") }
    if isHighlighted { parts.append("highlighted") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}
