import TrellisCore
import TrellisDiff
import TrellisList
import TrellisPresenter

/// Binding cell presenters to the cells the host hands out.
extension ListPresenter {
  // MARK: Internal

  /// Binds `cell` to `holder` through the cell's presenter; does nothing when it already is.
  /// Called by the item's view binding whenever the adapter configures the cell.
  func _bind(_ cell: AnyObject, to holder: AnyItemHolder) {
    guard holder.list === self, holder.isBound else { return }
    let key = ObjectIdentifier(cell)
    var entry = cells[key].flatMap { $0.cell === cell ? $0 : nil } ?? _CellEntry(cell: cell)
    if let presenter = entry.presenter {
      if presenter.parent === holder, presenter.isBound, presenter._viewObject === cell {
        return
      }
      release(presenter)
      (presenter as? any ReusablePresenting)?.prepareForReuse()
    }
    entry.presenter = holder._bindCell(cell, reusing: entry.presenter) ?? entry.presenter
    entry.bindOrder = nextBindOrder
    nextBindOrder &+= 1
    cells[key] = entry
    pruneIfNeeded()
  }

  /// The host shows `cell` for the item at `path`: binds it if it is not bound to that item's
  /// holder (a cell shown again without being configured).
  func _cellWillDisplay(_ cell: AnyObject, at path: ItemPath) {
    guard let item = adapter.item(at: path), let holder = holdersByID[item.id]?.value else {
      return
    }
    _bind(cell, to: holder)
  }

  /// The host no longer shows `cell`: its presenter leaves its holder, and stays with the cell.
  func _cellDidEndDisplaying(_ cell: AnyObject) {
    guard let entry = cells[ObjectIdentifier(cell)], entry.cell === cell,
      let presenter = entry.presenter
    else { return }
    release(presenter)
  }

  /// Makes sure every visible cell is bound to its item's holder: cells the host moved or kept
  /// across an update without configuring them again.
  func bindVisibleCells() {
    guard isBound else { return }
    for path in host.indexPathsForVisibleItems {
      guard let cell = host.cellForItem(at: path) else { continue }
      _cellWillDisplay(cell, at: path)
    }
  }

  // MARK: Private

  /// Removes `presenter` from the holder it is bound under, if any.
  private func release(_ presenter: Presenter) {
    if let holder = presenter.parent as? AnyItemHolder {
      holder._unbindCellPresenter(presenter)
    } else {
      presenter.removeFromParent()
    }
  }

  /// Drops entries of deallocated cells once the registry doubled since the last time.
  private func pruneIfNeeded() {
    guard cells.count > max(64, prunedCount * 2) else { return }
    cells = cells.filter { $0.value.cell != nil }
    prunedCount = cells.count
  }
}
