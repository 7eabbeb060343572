import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view (UIKit: `UICollectionReusableView`, iOS 6.0).
@available(iOS 6.0, *)
@MainActor
open class UICollectionReusableView: UIView {
  /// Creates a reusable view with a frame. (Required in the double, unlike UIKit: without the
  /// Objective-C runtime the collection view creates registered classes through it.)
  public required override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a reusable view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// A string that identifies the purpose of the view.
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// Performs any clean up necessary to prepare the view for use again.
  open func prepareForReuse() {}

  /// Applies the specified layout attributes to the view.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Gives the cell a chance to modify the attributes provided by the layout object (iOS 8.0).
  /// The double measures with `systemLayoutSizeFitting(_:)` at the proposed width when the
  /// layout scrolls vertically (as UIKit's self-sizing cells measure), otherwise unconstrained.
  @available(iOS 8.0, *)
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = layoutAttributes._copy()
    attributes.size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return attributes
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
  public required init(frame: CGRect) {
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
