import Foundation

/// Infinite paging: a carousel whose content is repeated three times and kept in the middle copy.
///
///     let infinite = InfinitePaging(
///       itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
///     infinite.rawItemCount               // 15: three copies
///     infinite.realIndex(ofRaw: 12)        // 2
///     infinite.initialOffset               // 1550: page 0 of the middle copy
///     infinite.recentredOffset(1240)       // 2790: the same item, in the middle copy
///
/// A data source reports `rawItemCount` items and maps each raw index with `realIndex(ofRaw:)`.
/// After a scroll stops (end of deceleration or of a scroll animation; never during a drag) the
/// host jumps to `recentredOffset(_:)`, which shows the same item in the middle copy, so the user
/// can always page further in either direction.
///
/// Zero items never divide (`realIndex` is `nil`); one item is not repeated; a centred carousel
/// starts exactly centred, with or without content insets (`initialOffset` is the page's centred
/// offset), and stays centred when recentred; a hard flick moves at most `itemCount` pages, so it
/// never reaches the real ends of the content.
public struct InfinitePaging: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates infinite paging over `itemCount` real items.
  ///
  ///     InfinitePaging(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
  ///                    alignment: .center)
  ///
  /// - Parameters:
  ///   - itemLength: Each item's length along the scroll axis.
  ///   - spacing: The space between consecutive items.
  ///   - itemCount: The number of real items; the content shows three copies when above 1.
  ///   - viewportLength: The scroll view's visible length.
  ///   - sectionInsetLeading: The section inset before the first raw item.
  ///   - sectionInsetTrailing: The section inset after the last raw item.
  ///   - contentInsetLeading: The scroll view's content inset before the content.
  ///   - contentInsetTrailing: The scroll view's content inset after the content.
  ///   - alignment: Where a resting page shows its item.
  public init(
    itemLength: CGFloat, spacing: CGFloat, itemCount: Int, viewportLength: CGFloat,
    sectionInsetLeading: CGFloat = 0, sectionInsetTrailing: CGFloat = 0,
    contentInsetLeading: CGFloat = 0, contentInsetTrailing: CGFloat = 0,
    alignment: PageAlignment = .leading
  ) {
    self.init(
      repeating: PagingGeometry(
        itemLength: itemLength, spacing: spacing, itemCount: itemCount,
        viewportLength: viewportLength, sectionInsetLeading: sectionInsetLeading,
        sectionInsetTrailing: sectionInsetTrailing, contentInsetLeading: contentInsetLeading,
        contentInsetTrailing: contentInsetTrailing, alignment: alignment))
  }

  /// Creates the math for repeating the items of `real`: the same lengths, insets and
  /// alignment, with three copies of its items when it has two or more.
  ///
  ///     let real = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
  ///     InfinitePaging(repeating: real).rawItemCount  // 15
  ///
  /// - Parameter real: The geometry of the real items.
  public init(repeating real: PagingGeometry) {
    let count = max(0, real.itemCount)
    itemCount = count
    var raw = real
    raw.itemCount = count > 1 ? count * 3 : count
    geometry = raw
  }

  // MARK: Public

  /// The number of real items.
  public let itemCount: Int
  /// The paging geometry of the repeated content (`rawItemCount` items).
  public let geometry: PagingGeometry

  /// Whether the content is repeated: only with two or more items.
  ///
  ///     InfinitePaging(itemLength: 300, spacing: 10, itemCount: 1, viewportLength: 375)
  ///       .isRepeating  // false
  public var isRepeating: Bool { itemCount > 1 }

  /// The number of items the data source reports: three copies when repeating, else `itemCount`.
  ///
  ///     infinite.rawItemCount  // 15 for 5 items
  public var rawItemCount: Int { geometry.itemCount }

  /// The length of one copy of the content: `itemCount * pageLength`.
  ///
  ///     infinite.copyLength  // 1550
  public var copyLength: CGFloat { CGFloat(itemCount) * geometry.pageLength }

  /// The real item shown at a raw index: `raw % itemCount`.
  ///
  ///     infinite.realIndex(ofRaw: 12)  // 2
  ///
  /// - Parameter raw: An index among `rawItemCount` items.
  /// - Returns: The real index, or `nil` when there are no items or `raw` is out of range (for
  ///   example in a stale end-display callback that arrives after the items were removed).
  /// - Complexity: O(1).
  public func realIndex(ofRaw raw: Int) -> Int? {
    guard (0..<rawItemCount).contains(raw) else { return nil }
    return raw % itemCount
  }

  /// The raw index of a real item in the middle copy.
  ///
  ///     infinite.rawIndex(ofReal: 0)  // 5
  ///
  /// - Parameter real: A real item index.
  /// - Returns: `itemCount + real` when repeating, else `real`.
  /// - Precondition: `real` is in `0..<itemCount`.
  /// - Complexity: O(1).
  public func rawIndex(ofReal real: Int) -> Int {
    precondition(
      (0..<itemCount).contains(real),
      "Real item \(real) is out of range: the carousel has \(itemCount) items")
    return isRepeating ? itemCount + real : real
  }

  /// The offset showing real item 0 in the middle copy, exactly aligned.
  ///
  ///     infinite.initialOffset  // 1550; 1512.5 when centred (300 in 375, no insets)
  public var initialOffset: CGFloat {
    itemCount > 0 ? geometry.offset(ofPage: rawIndex(ofReal: 0)) : geometry.minOffset
  }

  /// The real item of the page nearest to `offset`; never negative.
  ///
  ///     infinite.realPage(at: 2000)  // 1
  ///     infinite.realPage(at: -200)  // 0: never negative
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: A real index, or `nil` without items.
  /// - Complexity: O(1).
  public func realPage(at offset: CGFloat) -> Int? {
    realIndex(ofRaw: geometry.page(at: offset))
  }

  /// The offset showing the same content from the middle copy: what to jump to when a scroll
  /// stops.
  ///
  ///     infinite.recentredOffset(0)     // 1550
  ///     infinite.recentredOffset(1240)  // 2790
  ///     infinite.recentredOffset(3100)  // 1550
  ///     infinite.recentredOffset(2000)  // 2000: already in the middle copy
  ///
  /// Offsets whose fractional page is below `itemCount` move forward one copy, at or above
  /// `2 * itemCount` move back one copy. An offset resting on a page maps to that page's exact
  /// resting offset in the middle copy, so a centred carousel whose first page was clamped to the
  /// content's start lands centred.
  ///
  /// - Parameter offset: The offset where scrolling stopped.
  /// - Returns: The equivalent offset in the middle copy; `offset` itself when not repeating.
  /// - Complexity: O(1).
  public func recentredOffset(_ offset: CGFloat) -> CGFloat {
    guard isRepeating, geometry.pageLength > 0 else { return offset }
    let count = CGFloat(itemCount)
    let fraction = geometry.fractionalPage(at: offset)
    let copies: Int
    if fraction < count - PagingGeometry.tolerance {
      copies = Int(((count - fraction) / count).rounded(.up))
    } else if fraction >= 2 * count - PagingGeometry.tolerance {
      copies = -Int(((fraction - 2 * count) / count).rounded(.down) + 1)
    } else {
      return offset
    }
    let page = geometry.page(at: offset)
    if abs(geometry.offset(ofPage: page) - offset) <= PagingGeometry.tolerance {
      let target = page + copies * itemCount
      return geometry.pageOrigin + CGFloat(target) * geometry.pageLength
    }
    return offset + CGFloat(copies) * copyLength
  }

  /// The offset a released drag comes to rest at, moving at most `itemCount` pages.
  ///
  ///     infinite.targetOffset(releasedAt: 1550, velocity: 100)  // 3100: five pages, not the end
  ///
  /// - Parameters:
  ///   - offset: The content offset when the finger lifts.
  ///   - velocity: The velocity along the axis, in points per millisecond.
  ///   - flickDistance: How far one unit of velocity projects the drag.
  /// - Returns: A resting offset within `itemCount` pages of the page nearest to `offset`.
  /// - Complexity: O(log *n*).
  public func targetOffset(
    releasedAt offset: CGFloat, velocity: CGFloat, flickDistance: CGFloat = 60
  ) -> CGFloat {
    let start = geometry.page(at: offset)
    let target = geometry.targetPage(
      releasedAt: offset, velocity: velocity, flickDistance: flickDistance)
    let limited = min(max(target, start - itemCount), start + itemCount)
    return geometry.offset(ofPage: limited)
  }

  /// The offset `steps` pages away from the page nearest to `offset`.
  ///
  ///     infinite.offset(movingPages: 1, from: 2790)  // 3100: after the middle copy's last page
  ///
  /// Recentre after each scroll stops and every move of up to `itemCount` pages stays inside the
  /// content; longer moves stop at its ends.
  ///
  /// - Parameters:
  ///   - steps: Pages to move; negative moves backwards.
  ///   - offset: The current content offset.
  /// - Returns: The new resting offset, or `nil` when it equals `offset`.
  /// - Complexity: O(1).
  public func offset(movingPages steps: Int, from offset: CGFloat) -> CGFloat? {
    geometry.offset(movingPages: steps, from: offset, looping: false)
  }
}
