import Foundation

// The adapter as its host's delegate: display and touch callbacks go to the item's hooks, then
// to the plugins; scroll callbacks go to the plugins, then to the scroll delegate.

extension ListAdapter {
  // MARK: Plugins and scroll delegate

  /// The plugins attached, in attach order.
  ///
  ///     adapter.plugins.count  // 2 after attaching a paginator and a prefetcher
  public var plugins: [any ListAdapterPlugin] { features.plugins }

  /// The object the host's scroll callbacks are forwarded to, after the plugins; held weakly.
  ///
  ///     adapter.scrollDelegate = headerController
  public var scrollDelegate: (any ListScrollDelegate)? {
    get { features.scrollDelegate }
    set { features.scrollDelegate = newValue }
  }

  /// Attaches `plugin`, which then receives the host's callbacks; attaching it again does nothing.
  ///
  ///     adapter.attach(paginator)
  ///
  /// The adapter keeps the plugin until ``detach(_:)``.
  ///
  /// - Parameter plugin: The plugin.
  public func attach(_ plugin: any ListAdapterPlugin) {
    guard !features.plugins.contains(where: { $0 === plugin }) else { return }
    features.plugins.append(plugin)
    plugin.didAttach(to: self)
  }

  /// Detaches `plugin`; it receives no more callbacks.
  ///
  ///     adapter.detach(paginator)
  ///
  /// - Parameter plugin: An attached plugin.
  public func detach(_ plugin: any ListAdapterPlugin) {
    guard let index = features.plugins.firstIndex(where: { $0 === plugin }) else { return }
    features.plugins.remove(at: index)
    plugin.didDetach(from: self)
  }

  // MARK: Scrolling to an item

  /// Scrolls so that the item with identity `id` is at `position`.
  ///
  ///     try adapter.scrollToItem(id: product.id, at: .center, animated: true)
  ///
  /// - Parameters:
  ///   - id: The identity of a displayed item.
  ///   - position: Where the item ends up.
  ///   - animated: Whether the scroll animates.
  /// - Returns: `false` when no displayed item has that identity.
  /// - Throws: What the host throws while scrolling.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public func scrollToItem(
    id: some Hashable & Sendable, at position: ListScrollPosition, animated: Bool
  ) throws(ListHostError) -> Bool {
    guard let host, let path = path(ofItem: AnyListID(id)) else { return false }
    try host.scrollToItem(at: path, at: position, animated: animated)
    return true
  }

  /// The displayed path of the first item with identity `id`, or `nil`.
  ///
  ///     adapter.path(ofItem: AnyListID("b"))  // [0, 1]
  ///
  /// - Parameter id: An item identity.
  /// - Returns: The path in the data the host displays.
  /// - Complexity: O(*n*) for *n* items.
  public func path(ofItem id: AnyListID) -> ItemPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
        return ItemPath(item: itemIndex, section: sectionIndex)
      }
    }
    return nil
  }

  // MARK: Internal

  /// Records that `view` shows `item` and gives an event-sending view its sink.
  func bind(_ view: AnyObject, to item: ListItem) {
    features.boundItems[ObjectIdentifier(view)] = item
    if !item.isReusable { features.nonReusableViews[item.id] = view }
    if let emitter = view as? any ListEventEmitting,
      emitter.eventSink?.view !== view
        || emitter.eventSink?.adapter !== self
    {
      emitter.eventSink = ListEventSink(adapter: self, view: view)
    }
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

// MARK: - Display

extension ListAdapter {
  /// Runs the item's will-display hooks, then the plugins', then tells the ``cellDisplayObserver``.
  public func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath)
  {
    if let item = boundItem(of: cell) ?? item(at: path) {
      for hook in item.hookTable.willDisplay { hook(item, cell) }
    }
    for plugin in features.plugins { plugin.listHost(host, willDisplay: cell, forItemAt: path) }
    cellDisplayObserver?.listAdapter(self, willDisplay: cell, at: path)
  }

  /// Runs the end-display hooks of the item the cell showed (even if an update removed it), then
  /// the plugins', then tells the ``cellDisplayObserver``.
  public func listHost(
    _ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath
  ) {
    if let item = features.boundItems.removeValue(forKey: ObjectIdentifier(cell)) {
      for hook in item.hookTable.didEndDisplaying { hook(item, cell) }
    }
    for plugin in features.plugins {
      plugin.listHost(host, didEndDisplaying: cell, forItemAt: path)
    }
    cellDisplayObserver?.listAdapter(self, didEndDisplaying: cell)
  }

  /// Runs the supplementary item's will-display hooks, then the plugins'.
  public func listHost(
    _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    let item =
      features.boundItems[ObjectIdentifier(view)]
      ?? (sections.indices.contains(path.section)
        ? sections[path.section][supplementary: kind] : nil)
    if let item {
      for hook in item.hookTable.willDisplay { hook(item, view) }
    }
    for plugin in features.plugins {
      plugin.listHost(host, willDisplaySupplementaryView: view, ofKind: kind, at: path)
    }
  }

  /// Runs the end-display hooks of the supplementary item the view showed, then the plugins'.
  public func listHost(
    _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    if let item = features.boundItems.removeValue(forKey: ObjectIdentifier(view)) {
      for hook in item.hookTable.didEndDisplaying { hook(item, view) }
    }
    for plugin in features.plugins {
      plugin.listHost(host, didEndDisplayingSupplementaryView: view, ofKind: kind, at: path)
    }
  }
}

// MARK: - Touches

extension ListAdapter {
  /// `true` when the item's answers and every plugin's are `true`; `true` for a missing item.
  public func listHost(_ host: any ListHost, shouldHighlightItemAt path: ItemPath) -> Bool {
    if let item = item(at: path), !item.hookTable.shouldHighlight.allSatisfy({ $0(item) }) {
      return false
    }
    return features.plugins.allSatisfy { $0.listHost(host, shouldHighlightItemAt: path) }
  }

  /// Runs the item's highlight hooks, then the plugins'.
  public func listHost(_ host: any ListHost, didHighlightItemAt path: ItemPath) {
    if let item = item(at: path) { for hook in item.hookTable.didHighlight { hook(item) } }
    for plugin in features.plugins { plugin.listHost(host, didHighlightItemAt: path) }
  }

  /// Runs the item's unhighlight hooks, then the plugins'.
  public func listHost(_ host: any ListHost, didUnhighlightItemAt path: ItemPath) {
    if let item = item(at: path) { for hook in item.hookTable.didUnhighlight { hook(item) } }
    for plugin in features.plugins { plugin.listHost(host, didUnhighlightItemAt: path) }
  }

  /// `true` when the item's answers and every plugin's are `true`; `true` for a missing item.
  public func listHost(_ host: any ListHost, shouldSelectItemAt path: ItemPath) -> Bool {
    if let item = item(at: path), !item.hookTable.shouldSelect.allSatisfy({ $0(item) }) {
      return false
    }
    return features.plugins.allSatisfy { $0.listHost(host, shouldSelectItemAt: path) }
  }

  /// Runs the item's select hooks, then the plugins'.
  public func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath) {
    if let item = item(at: path) { for hook in item.hookTable.didSelect { hook(item) } }
    for plugin in features.plugins { plugin.listHost(host, didSelectItemAt: path) }
  }

  /// `true` when every plugin answers `true`.
  public func listHost(_ host: any ListHost, shouldDeselectItemAt path: ItemPath) -> Bool {
    features.plugins.allSatisfy { $0.listHost(host, shouldDeselectItemAt: path) }
  }

  /// Runs the item's deselect hooks, then the plugins'.
  public func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath) {
    if let item = item(at: path) { for hook in item.hookTable.didDeselect { hook(item) } }
    for plugin in features.plugins { plugin.listHost(host, didDeselectItemAt: path) }
  }
}

// MARK: - Scrolling

extension ListAdapter {
  /// Forwards to the plugins, then to the scroll delegate.
  public func listHostDidScroll(_ host: any ListHost) {
    for plugin in features.plugins { plugin.listHostDidScroll(host) }
    features.scrollDelegate?.listHostDidScroll(host)
  }

  /// Forwards to the plugins, then to the scroll delegate.
  public func listHostWillBeginDragging(_ host: any ListHost) {
    for plugin in features.plugins { plugin.listHostWillBeginDragging(host) }
    features.scrollDelegate?.listHostWillBeginDragging(host)
  }

  /// Forwards to the plugins, then to the scroll delegate.
  public func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
    for plugin in features.plugins {
      plugin.listHostDidEndDragging(host, willDecelerate: willDecelerate)
    }
    features.scrollDelegate?.listHostDidEndDragging(host, willDecelerate: willDecelerate)
  }

  /// Forwards to the plugins, then to the scroll delegate.
  public func listHostDidEndDecelerating(_ host: any ListHost) {
    for plugin in features.plugins { plugin.listHostDidEndDecelerating(host) }
    features.scrollDelegate?.listHostDidEndDecelerating(host)
  }

  /// Forwards to the plugins, then to the scroll delegate.
  public func listHostDidEndScrollingAnimation(_ host: any ListHost) {
    for plugin in features.plugins { plugin.listHostDidEndScrollingAnimation(host) }
    features.scrollDelegate?.listHostDidEndScrollingAnimation(host)
  }
}
