import Foundation
import TrellisLayout

/// Prefetching: tells which items will soon become visible — those within a distance of the
/// viewport — and which of them no longer will (RDDM's prefetch plugin).
///
///     let prefetcher = ListPrefetcher(distance: .viewports(1))
///     adapter.attach(prefetcher)
///     prefetcher.onPrefetch += { items in images.prefetch(items.map(\.id)) }
///     prefetcher.onCancel += { items in images.cancel(items.map(\.id)) }
///
/// After every scroll and update, the items whose frames intersect the viewport grown by
/// ``distance`` on both sides along the axis, but not the viewport itself, are the prefetch set.
/// Items entering the set are sent to ``onPrefetch`` once, in display order; items leaving it
/// without becoming visible (the user scrolled back, or an update removed them) are sent to
/// ``onCancel``. An item that becomes visible leaves the set silently.
///
/// Each check asks the host for the items in the viewport and in the grown window with
/// ``ListHost/indexPathsForItems(in:)``, so a scroll costs what is near the viewport, not the
/// list's length (the seed read every item's frame on every scroll).
///
/// - Complexity: O(log *n* + *v* + *w* + *p*) per check for *n* displayed items, *v* visible
///   ones, *w* in the window and *p* previously prefetched, with a host whose rect query is
///   O(log *n* + *k*) (the headless hosts' and UIKit's are).
@MainActor
public final class ListPrefetcher: ListAdapterPlugin {
  // MARK: Lifecycle

  /// Creates a prefetcher.
  ///
  ///     ListPrefetcher(axis: .horizontal, distance: .points(600))
  ///
  /// - Parameters:
  ///   - axis: The axis the list scrolls along.
  ///   - distance: How far beyond the viewport items are prefetched.
  public init(axis: ScrollDirection = .vertical, distance: ListPaginator.Distance = .viewports(1)) {
    self.axis = axis
    self.distance = distance
  }

  // MARK: Public

  /// The axis the list scrolls along.
  public let axis: ScrollDirection
  /// How far beyond the viewport items are prefetched.
  public var distance: ListPaginator.Distance

  /// Items that will soon become visible, in display order.
  public let onPrefetch = Event<[ListItem]>()
  /// Items sent to ``onPrefetch`` that no longer will become visible soon.
  public let onCancel = Event<[ListItem]>()

  /// The identities of the items currently prefetched.
  ///
  ///     prefetcher.prefetchedIDs.contains(AnyListID(12))
  public private(set) var prefetchedIDs: Set<AnyListID> = []

  /// Recomputes the prefetch set; the prefetcher calls it after scrolls, updates and size
  /// changes. While the host has no size, it keeps the set as it is.
  ///
  ///     prefetcher.check()
  ///
  /// - Complexity: Two rect queries of the host plus O(*v* + *w* + *p*) for the *v* visible, *w*
  ///   window and *p* previously prefetched items; independent of the list's length.
  public func check() {
    guard let adapter, let host = adapter.host else { return }
    let vertical = axis == .vertical
    let viewport = CGRect(origin: host.contentOffset, size: host.viewportSize)
    // No size yet (a view before its first layout): nothing is near; decide once it has one.
    guard viewport.width > 0, viewport.height > 0 else { return }
    let length = vertical ? viewport.height : viewport.width
    let extra: CGFloat
    switch distance {
    case .viewports(let count): extra = count * length
    case .points(let points): extra = points
    }
    let window =
      vertical ? viewport.insetBy(dx: 0, dy: -extra) : viewport.insetBy(dx: -extra, dy: 0)
    var visibleIDs: Set<AnyListID> = []
    for path in host.indexPathsForItems(in: viewport) {
      if let item = adapter.item(at: path) { visibleIDs.insert(item.id) }
    }
    var wanted: [ListItem] = []
    var wantedIDs: Set<AnyListID> = []
    for path in host.indexPathsForItems(in: window) {
      guard let item = adapter.item(at: path), !visibleIDs.contains(item.id),
        wantedIDs.insert(item.id).inserted
      else { continue }
      wanted.append(item)
    }
    let cancelled = prefetched.filter { !wantedIDs.contains($0.id) && !visibleIDs.contains($0.id) }
    let added = wanted.filter { !prefetchedIDs.contains($0.id) }
    prefetched = wanted
    prefetchedIDs = wantedIDs
    if !cancelled.isEmpty { onCancel.send(cancelled) }
    if !added.isEmpty { onPrefetch.send(added) }
  }

  // MARK: ListAdapterPlugin

  /// Remembers the adapter.
  public func didAttach(to adapter: ListAdapter) { self.adapter = adapter }

  /// Forgets the adapter.
  public func didDetach(from adapter: ListAdapter) { self.adapter = nil }

  /// Recomputes the prefetch set.
  public func adapterDidUpdate(_ adapter: ListAdapter) { check() }

  /// Recomputes the prefetch set.
  public func listHostDidScroll(_ host: any ListHost) { check() }

  /// Recomputes the prefetch set at the new size (a list that had none prefetches now).
  public func listHostDidChangeViewportSize(_ host: any ListHost) { check() }

  // MARK: Private

  private weak var adapter: ListAdapter?
  private var prefetched: [ListItem] = []
}
