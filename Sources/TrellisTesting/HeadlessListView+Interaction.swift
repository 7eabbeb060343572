import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter

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
  /// `didEndDragging`, and `didEndDecelerating` when `decelerates`. It sends no
  /// `willEndDragging`, so the content stays at `offset`; ``drag(by:releasingWith:)`` simulates
  /// a release with a velocity and a target the delegate may change.
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

  /// UIKit's normal deceleration rate: the velocity kept per millisecond.
  public static let decelerationRate: CGFloat = 0.998

  /// Simulates the user dragging the content by `translation` and lifting the finger at
  /// `velocity`, in UIKit's order:
  ///
  /// 1. `willBeginDragging`, the scroll and its `didScroll`;
  /// 2. `willEndDragging(velocity:targetContentOffset:)` with the proposed target, which the
  ///    delegate may change;
  /// 3. `didEndDragging(willDecelerate:)`, `willDecelerate` being whether the final target differs
  ///    from the offset;
  /// 4. when decelerating, `willBeginDecelerating`; then, once ``decelerationDuration`` has passed
  ///    on ``clock`` (see ``settleDeceleration()``), the content moves to the target with its
  ///    `didScroll`, and `didEndDecelerating`.
  ///
  /// A fling, then its deceleration:
  ///
  ///     try host.drag(by: CGPoint(x: 100, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
  ///     await clock.advance(by: host.decelerationDuration)
  ///     try host.settleDeceleration()
  ///
  /// The proposed target is UIKit's projection at the normal rate *r* = ``decelerationRate``:
  /// `offset + velocity * r / (1 - r)` (499 points per point-per-millisecond), clamped on each axis
  /// to the scrollable range (content insets included). A drag started while decelerating stops
  /// the deceleration where it is, without `didEndDecelerating`, as a touch does in UIKit.
  ///
  /// - Parameters:
  ///   - translation: How far the finger moves the content offset.
  ///   - velocity: The release velocity in points per millisecond, positive when the offset grows.
  /// - Throws: `ListHostError` when views that become visible break the host's rules.
  public func drag(by translation: CGPoint, releasingWith velocity: CGPoint)
    throws(ListHostError)
  {
    try checkNotInsideDataSource("drag(by:releasingWith:)")
    deceleration = nil
    isDecelerating = false
    isDragging = true
    delegate?.listHostWillBeginDragging(self)
    do {
      try layoutIfNeeded()
      try setContentOffset(
        CGPoint(x: contentOffset.x + translation.x, y: contentOffset.y + translation.y),
        animated: false)
    } catch {
      isDragging = false
      throw error
    }
    let rate = Self.decelerationRate
    let projection = rate / (1 - rate)
    let velocity = CGPoint(
      x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
    var target = CGPoint(
      x: clamp(
        contentOffset.x + velocity.x * projection, -contentInset.left,
        contentSize.width + contentInset.right - viewportSize.width),
      y: clamp(
        contentOffset.y + velocity.y * projection, -contentInset.top,
        contentSize.height + contentInset.bottom - viewportSize.height))
    delegate?.listHostWillEndDragging(self, velocity: velocity, targetContentOffset: &target)
    isDragging = false
    let decelerates = target != contentOffset
    delegate?.listHostDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    isDecelerating = true
    let deadline = _ClockDeadline(clock, after: decelerationDuration)
    deceleration = (target, deadline.hasElapsed)
    delegate?.listHostWillBeginDecelerating(self)
    Task { @MainActor [weak self] in
      await deadline.wait()
      try? self?.settleDeceleration()
    }
  }

  /// Ends the deceleration of a released drag if ``decelerationDuration`` has passed on
  /// ``clock``: moves the content to its target (`didScroll`) and reports `didEndDecelerating`.
  /// Bands released by ``dragBand(ofSection:by:releasingWith:)`` settle first, in section order,
  /// each with `bandDidScroll` and `bandDidEndScrolling`.
  ///
  ///     await clock.advance(by: .milliseconds(500))
  ///     try host.settleDeceleration()  // host.isDecelerating == false
  ///
  /// The host also does this on its own when the clock wakes it; this call makes tests
  /// independent of when that wake-up is scheduled.
  ///
  /// - Throws: `ListHostError` when views that become visible break the host's rules.
  public func settleDeceleration() throws(ListHostError) {
    try settleBandDecelerations()
    guard let deceleration, deceleration.hasElapsed() else { return }
    self.deceleration = nil
    defer {
      isDecelerating = false
      delegate?.listHostDidEndDecelerating(self)
    }
    try setContentOffset(deceleration.target, animated: false)
  }

  /// Scrolls so that the item at `path` is at `position`, within the scrollable range.
  ///
  /// An item of a band (see ``bandOffset(ofSection:)``) scrolls its band instead, and `position`
  /// means the band's axis: `bandDidScroll` when the band moves, then `bandDidEndScrolling` (the
  /// animation, if any, takes no time); a band that decelerates stops and rests there.
  public func scrollToItem(at path: ItemPath, at position: ListScrollPosition, animated: Bool)
    throws(ListHostError)
  {
    try layoutIfNeeded()
    syncBandsIfNeeded()
    if bands[path.section] != nil {
      try scrollBand(toItemAt: path, at: position)
      return
    }
    guard let frame = frameForItem(at: path) else { throw .itemOutOfRange(path) }
    let vertical = (currentLayout?.axis ?? .vertical) == .vertical
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
    selectAsUser(path)
  }

  /// Selects the item at `path` as the user does once the delegate agreed: in single selection
  /// the other selected items are deselected first (the delegate told of each, in path order),
  /// then the delegate is told of the selection.
  func selectAsUser(_ path: ItemPath) {
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

  func setSelected(_ isSelected: Bool, at path: ItemPath) {
    if isSelected { selected.insert(path) } else { selected.remove(path) }
    (visible[.item(path)] as? HeadlessCell)?.isSelected = isSelected
  }

  private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
    max(low, min(value, max(low, high)))
  }
}
