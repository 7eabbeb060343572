import Foundation
import Trellis

extension HeadlessListView {
  // MARK: Scrolling

  /// Moves the viewport so that `offset` is at its origin, updating what is visible, and reports
  /// `didScroll` (and `didEndScrollingAnimation` when animated; the animation takes no time).
  ///
  /// As in UIKit, the offset is not clamped: programs may scroll past the content.
  ///
  /// - Parameters:
  ///   - offset: The new content offset.
  ///   - animated: Whether the scroll animates.
  /// - Throws: `ListHostError` when views that become visible break the host's rules.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) throws(ListHostError) {
    try checkNotInsideDataSource("setContentOffset(_:animated:)")
    try layoutIfNeeded()
    guard offset != contentOffset else { return }
    contentOffset = offset
    try reconcileVisibleViews()
    delegate?.listHostDidScroll(self)
    if animated { delegate?.listHostDidEndScrollingAnimation(self) }
  }

  /// Simulates the user dragging the content to `offset`: `willBeginDragging`, the scroll,
  /// `didEndDragging`, and `didEndDecelerating` when `decelerates`.
  ///
  /// - Parameters:
  ///   - offset: Where the drag leaves the content offset.
  ///   - decelerates: Whether the content keeps moving after the finger lifts (it stops at
  ///     `offset` at once).
  /// - Throws: `ListHostError` when views that become visible break the host's rules.
  public func drag(to offset: CGPoint, decelerates: Bool = false) throws(ListHostError) {
    isDragging = true
    delegate?.listHostWillBeginDragging(self)
    do {
      try setContentOffset(offset, animated: false)
    } catch {
      isDragging = false
      throw error
    }
    isDragging = false
    delegate?.listHostDidEndDragging(self, willDecelerate: decelerates)
    if decelerates { delegate?.listHostDidEndDecelerating(self) }
  }

  /// Scrolls so that the item at `path` is at `position`, within the scrollable range.
  public func scrollToItem(at path: ItemPath, at position: ListScrollPosition, animated: Bool)
    throws(ListHostError)
  {
    try layoutIfNeeded()
    guard let frame = frameForItem(at: path) else { throw .itemOutOfRange(path) }
    let vertical = (currentLayout?.scrollDirection ?? .vertical) == .vertical
    func target(_ start: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ current: CGFloat)
      -> CGFloat
    {
      switch position {
      case .start: start
      case .center: start + length / 2 - viewport / 2
      case .end: start + length - viewport
      case .nearest:
        start < current
          ? start : (start + length > current + viewport ? start + length - viewport : current)
      }
    }
    var offset = contentOffset
    if vertical {
      offset.y = clamp(
        target(frame.minY, frame.height, viewportSize.height, contentOffset.y),
        -contentInset.top, contentSize.height + contentInset.bottom - viewportSize.height)
    } else {
      offset.x = clamp(
        target(frame.minX, frame.width, viewportSize.width, contentOffset.x),
        -contentInset.left, contentSize.width + contentInset.right - viewportSize.width)
    }
    try setContentOffset(offset, animated: animated)
  }

  // MARK: Selection

  /// The selected items' paths, in order.
  public var indexPathsForSelectedItems: [ItemPath] { selected.sorted() }

  /// Selects the item at `path` without calling the delegate; with single selection, the
  /// previous selection is cleared.
  public func selectItem(at path: ItemPath, animated: Bool) throws(ListHostError) {
    guard exists(path) else { throw .itemOutOfRange(path) }
    if !allowsMultipleSelection {
      for other in selected where other != path { setSelected(false, at: other) }
    }
    setSelected(true, at: path)
  }

  /// Deselects the item at `path` without calling the delegate.
  public func deselectItem(at path: ItemPath, animated: Bool) {
    setSelected(false, at: path)
  }

  /// Simulates a tap on the visible item at `path`, calling the delegate in UIKit's order:
  /// `shouldHighlight`, `didHighlight`, `shouldSelect` (or `shouldDeselect` for a selected item
  /// with multiple selection), `didUnhighlight`, then `didDeselect` for the item selected before
  /// (single selection) and `didSelect` (or `didDeselect`). A `false` from `shouldHighlight` ends
  /// the tap; a `false` from `shouldSelect` or `shouldDeselect` leaves the selection as it is.
  ///
  /// - Parameter path: The path of a visible item.
  /// - Throws: `ListHostError.itemNotVisible(_:)` for an item not on screen.
  public func tapItem(at path: ItemPath) throws(ListHostError) {
    guard let cell = visible[.item(path)] else {
      throw exists(path) ? .itemNotVisible(path) : .itemOutOfRange(path)
    }
    guard delegate?.listHost(self, shouldHighlightItemAt: path) ?? true else { return }
    (cell as? HeadlessCell)?.isHighlighted = true
    delegate?.listHost(self, didHighlightItemAt: path)
    let deselecting = allowsMultipleSelection && selected.contains(path)
    let proceed =
      allowsSelection
      && (deselecting
        ? delegate?.listHost(self, shouldDeselectItemAt: path) ?? true
        : delegate?.listHost(self, shouldSelectItemAt: path) ?? true)
    (cell as? HeadlessCell)?.isHighlighted = false
    delegate?.listHost(self, didUnhighlightItemAt: path)
    guard proceed else { return }
    if deselecting {
      setSelected(false, at: path)
      delegate?.listHost(self, didDeselectItemAt: path)
      return
    }
    if !allowsMultipleSelection {
      for other in selected.sorted() where other != path {
        setSelected(false, at: other)
        delegate?.listHost(self, didDeselectItemAt: other)
      }
    }
    setSelected(true, at: path)
    delegate?.listHost(self, didSelectItemAt: path)
  }

  // MARK: Private

  private func exists(_ path: ItemPath) -> Bool {
    guard let counts, counts.indices.contains(path.section) else { return false }
    return (0..<counts[path.section]).contains(path.item)
  }

  private func setSelected(_ isSelected: Bool, at path: ItemPath) {
    if isSelected { selected.insert(path) } else { selected.remove(path) }
    (visible[.item(path)] as? HeadlessCell)?.isSelected = isSelected
  }

  private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
    max(low, min(value, max(low, high)))
  }
}
