import Foundation
import TrellisCore
import TrellisDiff

// Binding views to items: configuring them, telling them which item they show, and remembering
// it until they end displaying.

extension ListAdapter {
  // MARK: Internal

  /// Configures `view` with `item` and tells it which item it shows, reporting a view type
  /// mismatch instead of crashing. A view showing a copy a transform made is told the real item.
  func configure(_ view: AnyObject, with item: ListItem, at path: ItemPath) {
    do {
      try item.configure(view)
      bind(view, to: item)
      (view as? any ListItemBindable)?.didBind(to: item.original, at: path)
    } catch {
      diagnostics.report(.viewTypeMismatch(error))
    }
  }

  /// Records that `view` shows `item` and gives an event-sending view its sink.
  func bind(_ view: AnyObject, to item: ListItem) {
    features.boundItems[ObjectIdentifier(view)] = item
    if !item.isReusable { features.nonReusableViews[item.id] = view }
    _connectEvents(of: view, to: self)
  }

  /// The displayed item `view` was last bound to while it is displayed, else the host's answer.
  func boundItem(of view: AnyObject) -> ListItem? {
    features.boundItems[ObjectIdentifier(view)]
      ?? host?.indexPath(for: view).flatMap(displayedItem(at:))
  }
}
