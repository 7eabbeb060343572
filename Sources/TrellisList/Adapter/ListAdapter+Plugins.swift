import TrellisCore

// Plugins: attaching them, the model-transform stage, and the capabilities the adapter asks them.

extension ListAdapter {
  // MARK: Public

  /// The plugins attached, in attach order.
  ///
  ///     adapter.plugins.count  // 2 after attaching a paginator and a prefetcher
  public var plugins: [any ListAdapterPlugin] { features.plugins }

  /// Attaches `plugin`, which then receives the host's callbacks and is asked for the capabilities
  /// it provides; attaching it again does nothing.
  ///
  ///     adapter.attach(paginator)
  ///
  /// The adapter keeps the plugin until ``detach(_:)``. A plugin that transforms the model
  /// (``ListModelTransformProviding``) has the adapter run the transform stage again.
  ///
  /// - Parameter plugin: The plugin.
  /// - Complexity: O(*p*) for *p* plugins.
  public func attach(_ plugin: any ListAdapterPlugin) {
    guard !features.plugins.contains(where: { $0 === plugin }) else { return }
    features.plugins.append(plugin)
    features.updateCapabilities()
    plugin.didAttach(to: self)
    if plugin is any ListModelTransformProviding { setNeedsTransform(animated: false) }
  }

  /// Detaches `plugin`; it receives no more callbacks and the adapter no longer asks it anything.
  ///
  ///     adapter.detach(paginator)
  ///
  /// A plugin that transformed the model has the adapter run the transform stage again without
  /// it, so its rows go.
  ///
  /// - Parameter plugin: An attached plugin.
  /// - Complexity: O(*p*) for *p* plugins.
  public func detach(_ plugin: any ListAdapterPlugin) {
    guard let index = features.plugins.firstIndex(where: { $0 === plugin }) else { return }
    features.plugins.remove(at: index)
    features.updateCapabilities()
    plugin.didDetach(from: self)
    if plugin is any ListModelTransformProviding { setNeedsTransform(animated: false) }
  }

  // MARK: Internal

  /// `model` after every transforming plugin's transform, in attach order.
  func transformed(_ model: ListModel) -> ListModel {
    var model = model
    for transformer in features.transformers { model = transformer.transform(model, in: self) }
    return model
  }

  /// Whether updates keep the first visible item in place: the configuration's answer, or any
  /// plugin's.
  var keepsFirstVisibleItemInPlace: Bool {
    configuration.keepsFirstVisibleItemInPlace
      || features.anchors.contains { $0.keepsFirstVisibleItemInPlace }
  }

  /// Tells every plugin that a model is on screen.
  func notifyPluginsOfUpdate() {
    if !features.nonReusableViews.isEmpty {
      let shown = Set(sections.lazy.flatMap(\.items).map(\.id))
      features.nonReusableViews = features.nonReusableViews.filter { shown.contains($0.key) }
    }
    for plugin in features.plugins { plugin.adapterDidUpdate(self) }
  }
}

/// The adapter's state for hooks, events and plugins.
@MainActor
final class _AdapterFeatures {
  var plugins: [any ListAdapterPlugin] = []
  /// The plugins that transform the model, in attach order.
  var transformers: [any ListModelTransformProviding] = []
  /// The plugins that size items, in attach order.
  var sizers: [any ListItemSizeProviding] = []
  /// The plugins that may keep the first visible item in place.
  var anchors: [any ListScrollAnchorProviding] = []
  /// The item each bound view shows (as displayed), until it ends displaying.
  var boundItems: [ObjectIdentifier: ListItem] = [:]
  let unhandledEvents = Event<ListItemEvent>()
  let itemMoved = Event<ListItemMove>()
  /// The view of each non-reusable item, once created.
  var nonReusableViews: [AnyListID: AnyObject] = [:]

  /// Sorts the plugins into their capabilities, keeping attach order.
  func updateCapabilities() {
    transformers = plugins.compactMap { $0 as? any ListModelTransformProviding }
    sizers = plugins.compactMap { $0 as? any ListItemSizeProviding }
    anchors = plugins.compactMap { $0 as? any ListScrollAnchorProviding }
  }
}
