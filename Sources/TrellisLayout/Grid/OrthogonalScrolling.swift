import Foundation

/// How a grid section scrolls on its own across the main scroll axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, in the same order as its raw values.
///
///     GridSection(itemCount: 10, orthogonalScrolling: .groupPagingCentered)
public enum OrthogonalScrolling: Int, Hashable, Sendable, CaseIterable {
  /// The section does not scroll on its own; its groups wrap onto new rows.
  case none = 0
  /// Free scrolling with deceleration.
  case continuous = 1
  /// Free scrolling that comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// Pages the width of the container.
  case paging = 3
  /// Pages one group at a time, aligned to the group's leading edge.
  case groupPaging = 4
  /// Pages one group at a time, the group centred in the container.
  case groupPagingCentered = 5
}

/// What a host needs to scroll an orthogonal section: recorded per section by `GridLayout`.
///
///     if let info = layout.geometry(ofSection: 1).orthogonalScrolling {
///       info.contentLength  // the section's own content width
///       info.pageLength     // how far one page moves, when it pages
///     }
///
/// Frames of an orthogonal section are laid out at orthogonal offset zero; a host scrolled by *o*
/// along the section shows the frames moved by -*o*.
public struct OrthogonalScrollingInfo: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates the record of an orthogonal section.
  ///
  ///     OrthogonalScrollingInfo(behavior: .paging, contentLength: 1200, pageLength: 320)
  ///
  /// - Parameters:
  ///   - behavior: How the section scrolls.
  ///   - contentLength: The section's own content length along the cross axis, insets included.
  ///   - pageLength: The distance between resting points, or `nil` for free scrolling.
  public init(behavior: OrthogonalScrolling, contentLength: CGFloat, pageLength: CGFloat?) {
    self.behavior = behavior
    self.contentLength = contentLength
    self.pageLength = pageLength
  }

  // MARK: Public

  /// How the section scrolls.
  public var behavior: OrthogonalScrolling
  /// The section's own content length along the cross axis, insets included.
  public var contentLength: CGFloat
  /// The distance between resting points: the container width for `.paging`, a group and its
  /// spacing for the group behaviours, `nil` for `.continuous`.
  public var pageLength: CGFloat?
}
