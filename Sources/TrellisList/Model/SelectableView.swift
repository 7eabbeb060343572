/// A view that handles its own selection: the adapter tells it, with the content it shows, when
/// the user selects or deselects its item.
///
///     final class ProductCell: UICollectionViewCell, SelectableView {
///       func configure(with content: Product) { title.text = content.title }
///       func didSelect(with content: Product) { checkmark.isHidden = false }
///       func didDeselect(with content: Product) { checkmark.isHidden = true }
///     }
///
/// The adapter calls the *visible* cell of the item the host reports selected (UIKit's
/// `collectionView(_:didSelectItemAt:)` and `tableView(_:didSelectRowAt:)`, and their deselect
/// siblings), before the item's own hooks (``TypedListItem/onSelect(_:)``,
/// ``ListItem/onSelect(_:)``) and the plugins. An item selected or deselected while it is off
/// screen has no cell to tell: only its hooks run.
///
/// ✅ Change only what the view shows (a checkmark, a colour); send anything the app must know
/// through a hook or an event. 🚫 Don't keep the content to act on it later: the cell is reused.
@MainActor
public protocol SelectableView: ConfigurableView {
  /// Called when the user selected the item this view shows.
  ///
  /// - Parameter content: The content the view shows.
  func didSelect(with content: Content)

  /// Called when the item this view shows was deselected (by a tap, or by the selection of
  /// another item); the default does nothing.
  ///
  /// - Parameter content: The content the view shows.
  func didDeselect(with content: Content)
}

extension SelectableView {
  /// Does nothing.
  ///
  /// - Parameter content: The content the view shows.
  public func didDeselect(with content: Content) {}

  /// Tells the view that `item` was selected or deselected, if `item` holds this view's content
  /// type (it does whenever `item` configured this view).
  func _receiveSelection(_ isSelected: Bool, of item: ListItem) {
    guard let content = item.content(as: Content.self) else { return }
    if isSelected { didSelect(with: content) } else { didDeselect(with: content) }
  }
}
