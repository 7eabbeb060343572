import Foundation

/// A container that combines a set of groups into distinct visual groupings (UIKit:
/// `NSCollectionLayoutSection`, iOS 13.0).
///
/// With an `orthogonalScrollingBehavior` other than `.none`, the section's groups lie side by side
/// along the layout's cross axis in a band that scrolls on its own: the double keeps its offset in
/// the layout (`orthogonalOffset(ofSection:)`, package) and sends the collection view's delegate
/// no scroll callbacks for it, as UIKit sends none.
@available(iOS 13.0, *)
@MainActor
public class NSCollectionLayoutSection: NSObject {
  init(_group: NSCollectionLayoutGroup) {
    self._group = _group
    super.init()
  }

  /// Creates a section containing the specified group.
  public convenience init(group: NSCollectionLayoutGroup) {
    self.init(_group: group)
  }

  /// The section's scrolling behavior in relation to the main layout axis (default `.none`).
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none

  /// The amount of space between the groups in the section.
  public var interGroupSpacing: CGFloat = 0

  /// The amount of space between the content of the section and its boundaries.
  public var contentInsets: NSDirectionalEdgeInsets = .zero

  /// An array of the supplementary items that are associated with the boundary edges of the
  /// section, such as headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A closure called before each layout cycle to allow modification of the items in the section
  /// immediately before they are displayed.
  public var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  let _group: NSCollectionLayoutGroup
}

/// A closure called before each layout cycle with the section's visible items, its content offset
/// and the layout environment (UIKit: `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`,
/// iOS 13.0).
@available(iOS 13.0, *)
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// Constants that indicate how a section scrolls along the layout's cross axis (UIKit:
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, iOS 13.0).
@available(iOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll orthogonally (the default).
  case none = 0
  /// The section scrolls continuously.
  case continuous = 1
  /// The section scrolls continuously and comes to rest at a group's leading boundary.
  case continuousGroupLeadingBoundary = 2
  /// The section scrolls by pages of the collection view's bounds.
  case paging = 3
  /// The section scrolls one group at a time.
  case groupPaging = 4
  /// The section scrolls one group at a time, and rests with the group centred.
  case groupPagingCentered = 5
}

/// An object that provides information about the layout's container and environment traits
/// (UIKit: `NSCollectionLayoutEnvironment`, iOS 13.0). The double has no `UITraitCollection`, so
/// `traitCollection` is not declared (see DECLARATIONS.md).
@available(iOS 13.0, *)
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container of the layout.
  var container: any NSCollectionLayoutContainer { get }
}

/// An object that provides information about the sizing of a container in a compositional layout
/// (UIKit: `NSCollectionLayoutContainer`, iOS 13.0).
@available(iOS 13.0, *)
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The size of the container, before insets.
  var contentSize: CGSize { get }
  /// The size of the container, after the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets of the container's content.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets of the container's content, as applied.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a section provider and its handlers are given.
@MainActor
final class _CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer

  init(container: _CompositionalContainer) {
    self.container = container
    super.init()
  }
}

/// A container of a given size and insets.
@MainActor
final class _CompositionalContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    super.init()
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}
