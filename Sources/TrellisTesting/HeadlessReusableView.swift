import Foundation
import TrellisLayout
import TrellisList

/// A view that the headless hosts can create from its class and reuse, like a
/// `UICollectionViewCell`.
///
///     final class TitleCell: HeadlessCell, ConfigurableView {
///       var title = ""
///       func configure(with content: String) { title = content }
///       override var snapshotText: String { title }
///     }
///
/// Subclass ``HeadlessCell`` or ``HeadlessSupplementaryView`` rather than adopting this protocol
/// directly: they keep the state the hosts set (frame, highlight, selection) and count reuse.
@MainActor
public protocol HeadlessReusableView: AnyObject {
  /// Creates a view, as a host does when its reuse pool is empty.
  init()

  /// Resets the view before the host hands it out again, as UIKit does.
  func prepareForReuse()

  /// The frame the host placed the view at, in content coordinates.
  var frame: CGRect { get set }

  /// What the view shows, one line, for text snapshots.
  var snapshotText: String { get }
}

/// A headless stand-in for `UICollectionViewCell` / `UITableViewCell`.
///
/// The host sets ``frame``, ``isHighlighted`` and ``isSelected``; subclasses override
/// ``snapshotText`` to describe what they show and call `super.prepareForReuse()`.
open class HeadlessCell: HeadlessReusableView {
  /// The frame the host placed the cell at, in content coordinates.
  public var frame: CGRect = .zero
  /// Whether the cell is highlighted by a touch.
  public var isHighlighted = false
  /// Whether the cell's item is selected.
  public var isSelected = false
  /// How many times the host reused this cell.
  public private(set) var reuseCount = 0
  /// The text size the host's traits give the cell (UIKit: its
  /// `traitCollection.preferredContentSizeCategory`): the host's
  /// ``HeadlessListView/accessibilityStatus`` category, set when the cell is dequeued and when
  /// the category changes. A self-sizing cell reads it to answer its size.
  public internal(set) var contentSizeCategory = ListContentSizeCategory.large

  /// Creates a cell.
  public required init() {}

  /// Counts the reuse and clears highlight and selection; call `super` when overriding.
  open func prepareForReuse() {
    reuseCount += 1
    isHighlighted = false
    isSelected = false
  }

  /// What the cell shows; the default is the cell's type name.
  open var snapshotText: String { String(describing: type(of: self)) }
}

/// A headless stand-in for a supplementary view (`UICollectionReusableView`, a table header).
open class HeadlessSupplementaryView: HeadlessReusableView {
  /// The frame the host placed the view at, in content coordinates.
  public var frame: CGRect = .zero
  /// How many times the host reused this view.
  public private(set) var reuseCount = 0
  /// The text size the host's traits give the view, as ``HeadlessCell/contentSizeCategory``.
  public internal(set) var contentSizeCategory = ListContentSizeCategory.large

  /// Creates a view.
  public required init() {}

  /// Counts the reuse; call `super` when overriding.
  open func prepareForReuse() { reuseCount += 1 }

  /// What the view shows; the default is the view's type name.
  open var snapshotText: String { String(describing: type(of: self)) }
}
