import Foundation

/// How near the viewport must come to what a plugin watches before it acts: the edge a
/// ``ListPaginator`` loads at, or the items a ``ListPrefetcher`` prefetches.
///
///     ListPaginator(distance: .viewports(2))
///     ListPrefetcher(distance: .points(500))
public enum ListTriggerDistance: Hashable, Sendable {
  /// A multiple of the viewport's length along the scroll axis.
  case viewports(CGFloat)
  /// A length in points.
  case points(CGFloat)
}
