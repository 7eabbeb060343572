import Foundation

/// A view that measures itself: once configured, it reports the size its content needs.
///
///     final class CommentCell: UICollectionViewCell, ConfigurableView, SelfSizingView {
///       func configure(with content: Comment) { label.text = content.text }
///       func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
///         let height = label.sizeThatFits(CGSize(width: container.width, height: .infinity)).height
///         return CGSize(width: container.width, height: height + 16)
///       }
///     }
///
/// This is UIKit's self-sizing pass: the layout places the item at an *estimated* size, the host
/// configures the cell for display and asks it for its preferred size (UIKit:
/// `UICollectionViewCell.preferredLayoutAttributesFitting(_:)`), and the layout moves only what
/// that answer changed.
///
/// ## The estimate
/// Until its view has answered, an item is laid out at the size the list would give it without
/// self-sizing: its view type's size from code (``ConfigurableView/size(for:fitting:)``, the
/// `size:` closure of ``ListItem``), a ``ListItemSizeProviding`` plugin's answer, or the adapter's
/// ``ListAdapter/Configuration-swift.struct/fallbackItemSize``. An estimate close to the real size
/// keeps the scroll indicator and the first layout steady.
///
/// ## What is measured, and how often
/// The host measures the cells it configures for display: the visible ones, and those the layout
/// needs while it settles. ``ListAdapter`` caches each answer in its ``SizeCache`` per identity,
/// content and container width, so:
/// - scrolling back to an item, or an unchanged model, measures nothing;
/// - a content change measures that one item again (its visible cell, right after it is
///   configured in place), and the host lays out again only if the size changed;
/// - a new container width measures every visible item again, once; a height-only change keeps
///   the answers.
///
/// Headers and footers size themselves the same way: a section's header or footer whose view
/// conforms is laid out at its estimate, asked once displayed
/// (``ListHostDataSource/listHost(_:preferredSizeOfSupplementary:ofKind:inSection:proposed:)``),
/// and cached under its section's identity and kind; an item's own supplementary views (badges)
/// are sized from code.
///
/// ✅ Answer from what `configure` set and from `container` (or `proposed`): the same content in
/// the same container width gives the same size. 🚫 Don't read state the item's content does not
/// hold (a cached answer would not see it change; call ``ListAdapter/reconfigureItems(_:)`` when it
/// does). 🚫 Don't answer `proposed` plus something: the host asks again after laying out, and a
/// view that keeps growing makes it throw instead of looping.
@MainActor
public protocol SelfSizingView: AnyObject {
  /// The size this view needs to show what it was last configured with.
  ///
  /// UIKit: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)` (usually
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with a
  /// required width), then an invalidation context naming the items whose size changed.
  ///
  /// - Parameters:
  ///   - proposed: The size the layout gives the item now: its estimate, or its last answer.
  ///     Table rows and grid columns propose their width.
  ///   - container: The size of the list's viewport.
  /// - Returns: The size the view needs.
  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize
}
