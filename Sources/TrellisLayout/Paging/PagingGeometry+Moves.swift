import Foundation

extension PagingGeometry {
  // MARK: Public

  /// The offset a released drag comes to rest at.
  ///
  ///     paging.targetOffset(releasedAt: 400, velocity: 0)    // 310: the nearest page
  ///     paging.targetOffset(releasedAt: 400, velocity: 0.5)  // 620: the first page ahead
  ///     paging.targetOffset(releasedAt: 400, velocity: -0.5) // 310: the first page behind
  ///     paging.targetOffset(releasedAt: 400, velocity: 5)    // 930: a flick skips pages
  ///
  /// The drag is projected to `offset + velocity * flickDistance`. With a positive velocity the
  /// target is the first page at or after the projection, with a negative one the last page at or
  /// before it, and at rest the page nearest to `offset`. The result is always a resting offset
  /// (`offset(ofPage:)`), so the ends of the content are reachable.
  ///
  /// - Parameters:
  ///   - offset: The content offset when the finger lifts.
  ///   - velocity: The scroll view's velocity along the axis, in points per millisecond, as
  ///     `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports it.
  ///   - flickDistance: How far one unit of velocity projects the drag; 60 by default.
  /// - Returns: The resting offset; `minOffset` without pages.
  /// - Complexity: O(log *n*) for *n* pages.
  public func targetOffset(
    releasedAt offset: CGFloat, velocity: CGFloat, flickDistance: CGFloat = 60
  ) -> CGFloat {
    self.offset(
      ofPage: targetPage(releasedAt: offset, velocity: velocity, flickDistance: flickDistance))
  }

  /// The page a released drag comes to rest on; see
  /// `targetOffset(releasedAt:velocity:flickDistance:)`.
  ///
  ///     paging.targetPage(releasedAt: 400, velocity: 0.5)  // 2
  ///
  /// - Parameters:
  ///   - offset: The content offset when the finger lifts.
  ///   - velocity: The velocity along the axis, in points per millisecond.
  ///   - flickDistance: How far one unit of velocity projects the drag.
  /// - Returns: A page in `0..<pageCount`, or 0 without pages.
  /// - Complexity: O(log *n*) for *n* pages.
  public func targetPage(
    releasedAt offset: CGFloat, velocity: CGFloat, flickDistance: CGFloat = 60
  ) -> Int {
    guard pageCount > 1 else { return 0 }
    let velocity = velocity.isFinite ? velocity : 0
    let projected = offset + velocity * _clamped(flickDistance)
    if velocity > 0 {
      // The first page whose offset is at or after the projection, else the last page.
      return firstPage { self.offset(ofPage: $0) >= projected - Self.tolerance } ?? pageCount - 1
    } else if velocity < 0 {
      // The last page whose offset is at or before the projection, else the first page.
      let after = firstPage { self.offset(ofPage: $0) > projected + Self.tolerance } ?? pageCount
      return max(0, after - 1)
    } else {
      return page(at: offset)
    }
  }

  /// The offset `steps` pages away from the page nearest to `offset`, for "next page" and
  /// "previous page" buttons and auto-rolling.
  ///
  ///     paging.offset(movingPages: 1, from: 310, looping: false)   // 620
  ///     paging.offset(movingPages: 1, from: 1165, looping: false)  // nil: on the last page
  ///     paging.offset(movingPages: 1, from: 1165, looping: true)   // 0: wraps to the first page
  ///     paging.offset(movingPages: -1, from: 0, looping: true)     // 1165: wraps to the last page
  ///
  /// A move starts from the nearest page, so a carousel resting between pages (a centred carousel
  /// at offset 0) moves to a whole page. Without looping, moves past an end stop at that end; with
  /// looping, page indices wrap around modulo `pageCount`.
  ///
  /// - Parameters:
  ///   - steps: Pages to move; negative moves backwards.
  ///   - offset: The current content offset.
  ///   - looping: Whether moves past either end wrap around.
  /// - Returns: The new resting offset, or `nil` when it equals `offset` (no pages, zero steps, or
  ///   already at the end), so that a caller never waits for an animation that UIKit will not run.
  /// - Complexity: O(1).
  public func offset(movingPages steps: Int, from offset: CGFloat, looping: Bool) -> CGFloat? {
    guard pageCount > 0, steps != 0 else { return nil }
    var target = page(at: offset) + steps
    if looping {
      target = ((target % pageCount) + pageCount) % pageCount
    }
    let result = self.offset(ofPage: target)
    return abs(result - offset) <= Self.tolerance ? nil : result
  }

  // MARK: Private

  /// The first page in `0..<pageCount` satisfying a predicate that is monotone in the page.
  private func firstPage(where predicate: (Int) -> Bool) -> Int? {
    var lower = 0
    var upper = pageCount
    while lower < upper {
      let middle = (lower + upper) / 2
      if predicate(middle) { upper = middle } else { lower = middle + 1 }
    }
    return lower < pageCount ? lower : nil
  }
}
