import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

/// Binding the presenters of header and footer holders to the supplementary views the host hands
/// out: the same registry and steps as cells (`ListPresenter+Cells.swift`), found through
/// the section's supplementary item instead of an item path.
extension ListPresenter {
  // MARK: Internal

  /// The header or footer holder whose item `item` is, or `nil`.
  func supplementaryHolder(of item: ListItem) -> AnyItemHolder? {
    guard !supplementaryHolders.isEmpty, let token = item.content(as: _HolderToken.self) else {
      return nil
    }
    return supplementaryHolders[token.serial]?.value
  }

  /// The host shows `view` as the `kind` view of `section`: binds it if it is not bound to that
  /// view's holder (a view shown again without being configured).
  func _supplementaryViewWillDisplay(
    _ view: AnyObject, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    guard let item = adapter.sectionSupplementary(ofKind: kind, inSection: section),
      let holder = supplementaryHolder(of: item)
    else { return }
    _bind(view, to: holder)
  }

  /// Makes sure every visible header and footer view of a holder is bound to it: views the host
  /// kept across an update (a moved section) without configuring them again.
  func bindVisibleSupplementaryViews() {
    guard isBound, !supplementaryHolders.isEmpty else { return }
    for section in adapter.displayedModel.sections.indices {
      for kind in [SupplementaryKind.header, .footer] {
        let path = ItemPath(item: 0, section: section)
        guard let view = host.supplementaryView(ofKind: kind, at: path) else { continue }
        _supplementaryViewWillDisplay(view, ofKind: kind, inSection: section)
      }
    }
  }
}
