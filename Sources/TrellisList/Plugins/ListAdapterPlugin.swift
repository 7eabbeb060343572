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
/// A plugin receives every ``ListHostDelegate`` callback — display, touches and scrolling — after
/// the item's own hooks, in the order plugins were attached; a `should…` question is answered
/// `true` only when the item and every plugin answer `true`. ``didAttach(to:)`` runs once per
/// plugin, however often the host reloads, so set-up a plugin does there happens once.
///
/// ## Capabilities
/// Plugins compose: none replaces another's closure or the adapter's configuration. A plugin
/// opts into more by conforming to a capability protocol, and the adapter asks every attached
/// plugin that conforms, in attach order:
/// - ``ListModelTransformProviding``: adds to the model the host shows (loading items, copies);
/// - ``ListItemSizeProviding``: sizes items whose view type gives no size;
/// - ``ListScrollAnchorProviding``: keeps the first visible item in place across updates.
///
/// Paths a plugin receives are paths of the displayed data, which includes what transforms
/// added; ``ListAdapter/item(at:)`` answers the real item at such a path.
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
