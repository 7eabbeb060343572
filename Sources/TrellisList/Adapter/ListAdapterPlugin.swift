import Foundation

/// A feature that follows a ``ListAdapter``'s host: pagination, prefetching, carousel paging, or
/// one of your own.
///
///     final class ImpressionCounter: ListAdapterPlugin {
///       var count = 0
///       func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
///         count += 1
///       }
///     }
///     adapter.attach(ImpressionCounter())
///
/// A plugin receives every ``ListHostDelegate`` callback after the item's own hooks, in the
/// order plugins were attached; a `should…` question is answered `true` only when the item and
/// every plugin answer `true`. ``didAttach(to:)`` runs once per plugin, however often the host
/// reloads (RDDM ran its plugins' set-up two or three times, so its pagination "initialized"
/// callback fired repeatedly).
@MainActor
public protocol ListAdapterPlugin: ListHostDelegate {
  /// The plugin was attached to `adapter`; called once.
  ///
  /// - Parameter adapter: The adapter; hold it weakly.
  func didAttach(to adapter: ListAdapter)

  /// The plugin was detached from `adapter`.
  ///
  /// - Parameter adapter: The adapter.
  func didDetach(from adapter: ListAdapter)

  /// A model is fully on screen: ``ListAdapter/displayedModel`` changed (or was applied again).
  ///
  /// - Parameter adapter: The adapter.
  func adapterDidUpdate(_ adapter: ListAdapter)
}

extension ListAdapterPlugin {
  /// Does nothing.
  public func didAttach(to adapter: ListAdapter) {}
  /// Does nothing.
  public func didDetach(from adapter: ListAdapter) {}
  /// Does nothing.
  public func adapterDidUpdate(_ adapter: ListAdapter) {}
}

/// The scroll callbacks of a ``ListAdapter``'s host, forwarded to ``ListAdapter/scrollDelegate``.
///
///     final class Header: ListScrollDelegate {
///       func listHostDidScroll(_ host: any ListHost) { shrink(to: host.contentOffset.y) }
///     }
///     adapter.scrollDelegate = header
///
/// Every method has an empty default.
@MainActor
public protocol ListScrollDelegate: AnyObject {
  /// The content offset changed.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidScroll(_ host: any ListHost)

  /// The user started dragging.
  ///
  /// - Parameter host: The reporting host.
  func listHostWillBeginDragging(_ host: any ListHost)

  /// The user stopped dragging.
  ///
  /// - Parameters:
  ///   - host: The reporting host.
  ///   - willDecelerate: Whether deceleration follows.
  func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool)

  /// The content stopped moving after a drag.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidEndDecelerating(_ host: any ListHost)

  /// A programmatic animated scroll finished.
  ///
  /// - Parameter host: The reporting host.
  func listHostDidEndScrollingAnimation(_ host: any ListHost)
}

extension ListScrollDelegate {
  /// Does nothing.
  public func listHostDidScroll(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostWillBeginDragging(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {}
  /// Does nothing.
  public func listHostDidEndDecelerating(_ host: any ListHost) {}
  /// Does nothing.
  public func listHostDidEndScrollingAnimation(_ host: any ListHost) {}
}

/// The adapter's state for hooks, events, plugins and scroll forwarding.
@MainActor
final class _AdapterFeatures {
  var plugins: [any ListAdapterPlugin] = []
  /// The item each bound view shows, until it ends displaying.
  var boundItems: [ObjectIdentifier: ListItem] = [:]
  let unhandledEvents = Event<ListItemEvent>()
  let itemMoved = Event<ListItemMove>()
  /// The view of each non-reusable item, once created.
  var nonReusableViews: [AnyListID: AnyObject] = [:]
  weak var scrollDelegate: (any ListScrollDelegate)?
}
