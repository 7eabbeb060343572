import TrellisDiff
import TrellisLayout

// The adapter's handling of its host's delegate callbacks, received through
// `_AdapterHostBridge`: display and touch callbacks go to the item's hooks, then to the plugins in
// attach order; scroll callbacks go to the plugins. Hooks always receive the real item, never a
// copy a transform made.

extension ListAdapter {
  // MARK: Display

  /// Runs the item's will-display hooks, then the plugins'.
  ///
  /// A cell shown again without being configured (a prepared cell UIKit kept after it scrolled
  /// out, iOS 15) lost its binding when it ended displaying: it is bound again to the item at
  /// `path`, so that its end-display hooks run when it leaves.
  func willDisplay(_ cell: AnyObject, at path: ItemPath, in host: any ListHost) {
    if features.boundItems[ObjectIdentifier(cell)] == nil, let item = displayedItem(at: path) {
      bind(cell, to: item)
    }
    if let item = (boundItem(of: cell) ?? displayedItem(at: path))?.original {
      for hook in item.hookTable.willDisplay { hook(item, cell) }
    }
    for plugin in features.plugins { plugin.listHost(host, willDisplay: cell, forItemAt: path) }
  }

  /// Runs the end-display hooks of the item the cell showed (even if an update removed it), then
  /// the plugins'.
  func didEndDisplaying(_ cell: AnyObject, at path: ItemPath, in host: any ListHost) {
    if let item = features.boundItems.removeValue(forKey: ObjectIdentifier(cell))?.original {
      for hook in item.hookTable.didEndDisplaying { hook(item, cell) }
    }
    for plugin in features.plugins {
      plugin.listHost(host, didEndDisplaying: cell, forItemAt: path)
    }
  }

  /// Runs the supplementary item's will-display hooks, then the plugins'.
  func willDisplaySupplementaryView(
    _ view: AnyObject, ofKind kind: SupplementaryKind, at path: ItemPath, in host: any ListHost
  ) {
    let item =
      features.boundItems[ObjectIdentifier(view)] ?? supplementaryItem(ofKind: kind, at: path)
    if let item {
      for hook in item.hookTable.willDisplay { hook(item, view) }
    }
    for plugin in features.plugins {
      plugin.listHost(host, willDisplaySupplementaryView: view, ofKind: kind, at: path)
    }
  }

  /// Runs the end-display hooks of the supplementary item the view showed, then the plugins'.
  func didEndDisplayingSupplementaryView(
    _ view: AnyObject, ofKind kind: SupplementaryKind, at path: ItemPath, in host: any ListHost
  ) {
    if let item = features.boundItems.removeValue(forKey: ObjectIdentifier(view)) {
      for hook in item.hookTable.didEndDisplaying { hook(item, view) }
    }
    for plugin in features.plugins {
      plugin.listHost(host, didEndDisplayingSupplementaryView: view, ofKind: kind, at: path)
    }
  }

  // MARK: Touches

  /// `true` when the item's answers and every plugin's are `true`; `true` for a missing item.
  func shouldHighlightItem(at path: ItemPath, in host: any ListHost) -> Bool {
    if let item = item(at: path) {
      let cell = host.cellForItem(at: path)
      if !item.hookTable.shouldHighlight.allSatisfy({ $0(item, cell) }) { return false }
    }
    return features.plugins.allSatisfy { $0.listHost(host, shouldHighlightItemAt: path) }
  }

  /// Runs the item's highlight hooks, then the plugins'.
  func didHighlightItem(at path: ItemPath, in host: any ListHost) {
    runTouchHooks(\.didHighlight, at: path, in: host)
    for plugin in features.plugins { plugin.listHost(host, didHighlightItemAt: path) }
  }

  /// Runs the item's unhighlight hooks, then the plugins'.
  func didUnhighlightItem(at path: ItemPath, in host: any ListHost) {
    runTouchHooks(\.didUnhighlight, at: path, in: host)
    for plugin in features.plugins { plugin.listHost(host, didUnhighlightItemAt: path) }
  }

  /// `true` when the item's answers and every plugin's are `true`; `true` for a missing item.
  func shouldSelectItem(at path: ItemPath, in host: any ListHost) -> Bool {
    if let item = item(at: path) {
      let cell = host.cellForItem(at: path)
      if !item.hookTable.shouldSelect.allSatisfy({ $0(item, cell) }) { return false }
    }
    return features.plugins.allSatisfy { $0.listHost(host, shouldSelectItemAt: path) }
  }

  /// Tells a visible ``SelectableView`` cell, then runs the item's select hooks, then the
  /// plugins'.
  func didSelectItem(at path: ItemPath, in host: any ListHost) {
    if let item = item(at: path), let cell = host.cellForItem(at: path) as? any SelectableView {
      cell._receiveSelection(true, of: item)
    }
    runTouchHooks(\.didSelect, at: path, in: host)
    for plugin in features.plugins { plugin.listHost(host, didSelectItemAt: path) }
  }

  /// `true` when every plugin answers `true`.
  func shouldDeselectItem(at path: ItemPath, in host: any ListHost) -> Bool {
    features.plugins.allSatisfy { $0.listHost(host, shouldDeselectItemAt: path) }
  }

  /// Tells a visible ``SelectableView`` cell, then runs the item's deselect hooks, then the
  /// plugins'.
  func didDeselectItem(at path: ItemPath, in host: any ListHost) {
    if let item = item(at: path), let cell = host.cellForItem(at: path) as? any SelectableView {
      cell._receiveSelection(false, of: item)
    }
    runTouchHooks(\.didDeselect, at: path, in: host)
    for plugin in features.plugins { plugin.listHost(host, didDeselectItemAt: path) }
  }

  // MARK: Private

  /// Runs the touch hooks `hooks` of the item at `path` with its visible cell (or `nil`).
  private func runTouchHooks(
    _ hooks: KeyPath<_ItemHookTable, [_ItemHookTable.Handler]>, at path: ItemPath,
    in host: any ListHost
  ) {
    guard let item = item(at: path) else { return }
    let cell = host.cellForItem(at: path)
    for hook in item.hookTable[keyPath: hooks] { hook(item, cell) }
  }
}
