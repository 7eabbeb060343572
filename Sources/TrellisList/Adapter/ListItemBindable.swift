import TrellisDiff

/// A view that wants to know which item it shows: its identity, its content, its handlers.
///
///     final class ProductCell: UICollectionViewCell, ConfigurableView, ListItemBindable {
///       private(set) var itemID: AnyListID?
///       func configure(with content: Product) { title.text = content.title }
///       func didBind(to item: ListItem, at path: ItemPath) { itemID = item.id }
///     }
///
/// The list adapter calls ``didBind(to:at:)`` after ``ConfigurableView/configure(with:)`` every
/// time it binds the view: when the host dequeues it for an item (new or reused), and when the
/// item's content changes in place. A reused view is always told its new item before it can
/// show or send anything, so it never acts for the item it showed before.
@MainActor
public protocol ListItemBindable: AnyObject {
  /// The view now shows `item`, at `path` of the displayed data.
  ///
  /// - Parameters:
  ///   - item: The item; hold it, not the adapter, to reach its content and handlers.
  ///   - path: Where the item is now; paths change with updates, identities do not.
  func didBind(to item: ListItem, at path: ItemPath)
}
