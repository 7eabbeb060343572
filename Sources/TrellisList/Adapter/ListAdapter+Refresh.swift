import Foundation

// The adapter as its host's delegate for the refresh control: the user's pull goes to the
// plugins, in attach order (``ListRefresher`` among them).

extension ListAdapter {
  /// Forwards the user's pull past the refresh control's threshold to every plugin, in attach
  /// order.
  ///
  ///     adapter.attach(refresher)  // the refresher hears the pull through this method
  ///
  /// - Parameter host: The reporting host.
  public func listHostDidRequestRefresh(_ host: any ListHost) {
    for plugin in plugins { plugin.listHostDidRequestRefresh(host) }
  }
}
