import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

// Finding items, cells and paths in what the host displays, and scrolling to an item.

extension ListAdapter {
  // MARK: Public

  /// The displayed item at `path`, or `nil`. For a copy a plugin's transform made (an infinite
  /// carousel's), the real item.
  ///
  ///     adapter.item(at: ItemPath(item: 0, section: 1))?.content(as: Product.self)
  ///
  /// - Parameter path: A path in the data the host displays.
  /// - Returns: The item, or `nil` when there is none.
  /// - Complexity: O(1).
  public func item(at path: ItemPath) -> ListItem? {
    displayedItem(at: path)?.original
  }

  /// The item that the visible cell `view` shows, or `nil`: how a cell's action reaches the item
  /// it shows now, never the one it showed before reuse.
  ///
  ///     func buttonTapped() { show(adapter.item(for: self)?.content(as: Product.self)) }
  ///
  /// - Parameter view: A cell the host handed out.
  /// - Returns: The item (the real one for a copy a transform made), or `nil` when the cell
  ///   shows none.
  /// - Complexity: O(1) expected.
  public func item(for view: AnyObject) -> ListItem? {
    host?.indexPath(for: view).flatMap(item(at:))
  }

  /// The displayed path of the first item with identity `id`, or `nil`. A copy a transform made
  /// answers for its real item's identity when no item has it.
  ///
  ///     adapter.path(ofItem: "b")  // [0, 1]
  ///
  /// - Parameter id: An item identity.
  /// - Returns: The path in the data the host displays.
  /// - Complexity: O(*n*) for *n* items.
  public func path(ofItem id: some Hashable & Sendable) -> ItemPath? {
    let id = AnyListID(id)
    var copy: ItemPath?
    for (sectionIndex, section) in sections.enumerated() {
      for (itemIndex, item) in section.items.enumerated() {
        if item.id == id { return ItemPath(item: itemIndex, section: sectionIndex) }
        if copy == nil, item.isCopy, item.original.id == id {
          copy = ItemPath(item: itemIndex, section: sectionIndex)
        }
      }
    }
    return copy
  }

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
    guard let host, let path = path(ofItem: id) else { return false }
    try host.scrollToItem(at: path, at: position, animated: animated)
    return true
  }

  // MARK: Internal

  /// The first visible item's key and on-screen position.
  func captureAnchor(in host: any ListHost) -> _ScrollAnchor? {
    guard let path = host.indexPathsForVisibleItems.min(), let item = displayedItem(at: path),
      let frame = host.frameForItem(at: path)
    else { return nil }
    return _ScrollAnchor(
      key: item.id,
      offsetFromViewport: CGPoint(
        x: frame.minX - host.contentOffset.x, y: frame.minY - host.contentOffset.y))
  }

  /// Scrolls so that the anchor's item is where it was on screen.
  ///
  /// - Complexity: O(*n*) to find the item, for *n* items.
  func restore(_ anchor: _ScrollAnchor, in host: any ListHost) {
    for (sectionIndex, section) in sections.enumerated() {
      guard let itemIndex = section.items.firstIndex(where: { $0.id == anchor.key }) else {
        continue
      }
      guard let frame = host.frameForItem(at: ItemPath(item: itemIndex, section: sectionIndex))
      else { return }
      // Within the range the content can rest at: along an axis the list does not scroll, the
      // offset stays at its inset (an anchor that moved sideways, e.g. wrapped to another line of
      // a grid, does not drag the content sideways).
      let inset = host.contentInset
      let viewport = host.viewportSize
      let content = host.contentSize
      func clamp(_ value: CGFloat, _ low: CGFloat, _ length: CGFloat, _ visible: CGFloat) -> CGFloat
      {
        min(max(value, low), max(low, length - visible))
      }
      let offset = CGPoint(
        x: clamp(
          frame.minX - anchor.offsetFromViewport.x, -inset.left, content.width + inset.right,
          viewport.width),
        y: clamp(
          frame.minY - anchor.offsetFromViewport.y, -inset.top, content.height + inset.bottom,
          viewport.height))
      if offset != host.contentOffset {
        do {
          try host.setContentOffset(offset, animated: false)
        } catch {
          diagnostics.report(.hostRejectedUpdate(error))
        }
      }
      return
    }
  }
}

/// The first visible item and its distance from the viewport's origin.
struct _ScrollAnchor {
  var key: AnyListID
  var offsetFromViewport: CGPoint
}
