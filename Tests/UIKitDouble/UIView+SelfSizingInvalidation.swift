import Foundation

@available(iOS 16.0, *)
extension UICollectionView {
  /// Constants that describe modes for invalidating the size of self-sizing collection view cells
  /// (iOS 16.0).
  public enum SelfSizingInvalidation: Int, Sendable {
    /// A mode that disables self-sizing invalidation.
    case disabled = 0
    /// A mode that enables manual self-sizing invalidation.
    case enabled = 1
    /// A mode that enables automatic self-sizing invalidation after Auto Layout changes.
    case enabledIncludingConstraints = 2
  }
}

@available(iOS 16.0, *)
extension UITableView {
  /// Constants that describe modes for invalidating the size of self-sizing table view cells
  /// (iOS 16.0).
  public enum SelfSizingInvalidation: Int, Sendable {
    /// A mode that disables self-sizing invalidation.
    case disabled = 0
    /// A mode that enables manual self-sizing invalidation.
    case enabled = 1
    /// A mode that enables automatic self-sizing invalidation after Auto Layout changes.
    case enabledIncludingConstraints = 2
  }
}

extension UIView {
  /// Sends a self-sizing invalidation to the list view showing the cell this view belongs to,
  /// when Apple's pages say it counts: the view is the cell or its `contentView` (any mode but
  /// `.disabled`), or lies inside the content view (`.enabledIncludingConstraints` only).
  func _requestSelfSizingInvalidation() {
    var node: UIView? = self
    while let view = node {
      if let cell = view as? UICollectionViewCell {
        guard let list = cell.superview as? UICollectionView,
          Self.counts(
            self, in: cell, contentView: cell.contentView,
            mode: list.selfSizingInvalidation.rawValue)
        else { return }
        list._selfSizingInvalidated(cell)
        return
      }
      if let cell = view as? UITableViewCell {
        guard let list = cell.superview as? UITableView,
          Self.counts(
            self, in: cell, contentView: cell.contentView,
            mode: list.selfSizingInvalidation.rawValue)
        else { return }
        list._selfSizingInvalidated(cell)
        return
      }
      node = view.superview
    }
  }

  /// Whether an invalidation from `view` resizes `cell` in a list whose mode has `mode` as raw
  /// value (0 disabled, 1 enabled, 2 enabled including constraints).
  private static func counts(_ view: UIView, in cell: UIView, contentView: UIView, mode: Int)
    -> Bool
  {
    guard mode != 0 else { return false }
    if view === cell || view === contentView { return true }
    return mode == 2 && view.isDescendant(of: contentView)
  }
}

extension UITableView {
  /// A cell (or its content view) invalidated its intrinsic size in an enabled mode: a visible
  /// self-sizing row forgets its measured height and is measured at the next layout pass.
  func _selfSizingInvalidated(_ cell: UITableViewCell) {
    guard let path = visibleRows.first(where: { $0.value === cell })?.key,
      rowIsAutomatic.indices.contains(path.section),
      rowIsAutomatic[path.section].indices.contains(path.row),
      rowIsAutomatic[path.section][path.row]
    else { return }
    measuredHeights[path.section][path.row] = nil
    selfSizingRequests.insert(ObjectIdentifier(cell))
    setNeedsLayout()
  }
}
