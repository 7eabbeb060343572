/// A plugin that asks the adapter to keep the first visible item where it is on screen when
/// updates insert or remove items before it (a paginator loading earlier pages).
///
///     final class History: ListAdapterPlugin, ListScrollAnchorProviding {
///       var keepsFirstVisibleItemInPlace: Bool { true }
///     }
///
/// The adapter keeps the item in place when its
/// ``ListAdapter/Configuration-swift.struct/keepsFirstVisibleItemInPlace`` or any attached plugin
/// says so; detaching the plugin restores the configuration's behaviour, which the plugin never
/// changes.
@MainActor
public protocol ListScrollAnchorProviding: ListAdapterPlugin {
  /// Whether updates keep the first visible item in place while this plugin is attached.
  var keepsFirstVisibleItemInPlace: Bool { get }
}
