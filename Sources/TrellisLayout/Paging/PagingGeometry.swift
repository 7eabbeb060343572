import Foundation

/// Where a carousel's pages rest: the paging math of a uniform, single-section carousel as pure
/// functions of lengths measured along the scroll axis.
///
///     // 5 items 300 wide, 10 apart, in a 375-wide viewport:
///     let paging = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
///     paging.pageLength                                      // 310
///     paging.maxOffset                                       // 1165
///     paging.targetOffset(releasedAt: 400, velocity: 0.5)   // 620: the next page
///     paging.offset(movingPages: 1, from: 1165, looping: true)  // 0: wraps to the first page
///
/// Page *i* shows item *i*: at its leading edge where the first item starts (`.leading`), or
/// centred
/// in the viewport (`.center`). Offsets are clamped to the scrollable range, so near the ends
/// several pages may share an offset, and without content insets the first and last items of a
/// centred carousel cannot be centred; `centeringContentInsets` gives the insets that fix that.
///
/// Every function is total: no items, zero-length pages or a viewport larger than the content give
/// `minOffset` and page 0, never a division by zero. Page indices are never negative, even for an
/// offset of an overscroll bounce; a move that would not change the offset returns `nil`, so no
/// caller starts a scroll animation that would never end.
public struct PagingGeometry: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates a carousel's paging geometry from lengths along the scroll axis.
  ///
  ///     PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
  ///                    sectionInsetLeading: 37.5, sectionInsetTrailing: 37.5, alignment: .center)
  ///
  /// Negative or NaN lengths are read as zero and a negative count as zero (documented clamps:
  /// these values come from views at run time).
  ///
  /// - Parameters:
  ///   - itemLength: Each item's length.
  ///   - spacing: The space between consecutive items (a flow layout's line spacing).
  ///   - itemCount: The number of items.
  ///   - viewportLength: The scroll view's visible length.
  ///   - sectionInsetLeading: The section inset before the first item.
  ///   - sectionInsetTrailing: The section inset after the last item.
  ///   - contentInsetLeading: The scroll view's content inset before the content.
  ///   - contentInsetTrailing: The scroll view's content inset after the content.
  ///   - alignment: Where a resting page shows its item.
  public init(
    itemLength: CGFloat, spacing: CGFloat, itemCount: Int, viewportLength: CGFloat,
    sectionInsetLeading: CGFloat = 0, sectionInsetTrailing: CGFloat = 0,
    contentInsetLeading: CGFloat = 0, contentInsetTrailing: CGFloat = 0,
    alignment: PageAlignment = .leading
  ) {
    self.itemLength = _clamped(itemLength)
    self.spacing = _clamped(spacing)
    self.itemCount = max(0, itemCount)
    self.viewportLength = _clamped(viewportLength)
    self.sectionInsetLeading = _clamped(sectionInsetLeading)
    self.sectionInsetTrailing = _clamped(sectionInsetTrailing)
    self.contentInsetLeading = _clamped(contentInsetLeading)
    self.contentInsetTrailing = _clamped(contentInsetTrailing)
    self.alignment = alignment
  }

  // MARK: Public

  /// Each item's length along the scroll axis.
  public var itemLength: CGFloat
  /// The space between consecutive items.
  public var spacing: CGFloat
  /// The number of items.
  public var itemCount: Int
  /// The scroll view's visible length.
  public var viewportLength: CGFloat
  /// The section inset before the first item.
  public var sectionInsetLeading: CGFloat
  /// The section inset after the last item.
  public var sectionInsetTrailing: CGFloat
  /// The scroll view's content inset before the content.
  public var contentInsetLeading: CGFloat
  /// The scroll view's content inset after the content.
  public var contentInsetTrailing: CGFloat
  /// Where a resting page shows its item.
  public var alignment: PageAlignment

  /// The distance between consecutive pages: `itemLength + spacing`.
  ///
  ///     PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
  ///       .pageLength  // 310
  public var pageLength: CGFloat { itemLength + spacing }

  /// The content's length: the section insets around `itemCount` items and their spacing.
  ///
  ///     paging.contentLength  // 1540 for 5 items of 300 with spacing 10
  public var contentLength: CGFloat {
    let items = CGFloat(itemCount) * itemLength + CGFloat(max(0, itemCount - 1)) * spacing
    return sectionInsetLeading + items + sectionInsetTrailing
  }

  /// The smallest content offset: `-contentInsetLeading`.
  ///
  ///     paging.minOffset  // 0 without content insets
  public var minOffset: CGFloat { -contentInsetLeading }

  /// The largest content offset: the content's end in view, never below `minOffset`.
  ///
  ///     paging.maxOffset  // 1540 - 375 = 1165
  public var maxOffset: CGFloat {
    max(minOffset, contentLength - viewportLength + contentInsetTrailing)
  }

  /// The unclamped offset of page zero: `minOffset` when leading-aligned; the offset that centres
  /// the first item, `sectionInsetLeading - (viewportLength - itemLength) / 2`, when centred.
  ///
  ///     centred.pageOrigin  // -37.5 for items of 300 in a 375 viewport, no insets
  public var pageOrigin: CGFloat {
    switch alignment {
    case .leading: minOffset
    case .center: sectionInsetLeading - (viewportLength - itemLength) / 2
    }
  }

  /// The number of distinct resting pages: `itemCount` for a carousel that shows one item at a
  /// time, fewer when the last pages share the largest offset, 0 without items.
  ///
  ///     paging.pageCount  // 5
  public var pageCount: Int {
    guard itemCount > 0 else { return 0 }
    guard pageLength > 0 else { return 1 }
    let span = (maxOffset - pageOrigin) / pageLength
    guard span > 0 else { return 1 }
    let last = (span - Self.tolerance).rounded(.up)
    return Int(min(CGFloat(itemCount - 1), last)) + 1
  }

  /// The content insets that let every page rest exactly centred, including the first and last;
  /// without them those two rest at the content's ends.
  ///
  ///     let insets = centred.centeringContentInsets  // (37.5, 37.5) for 300 in 375
  ///
  /// Add them to the scroll view's content insets and build the geometry with them.
  public var centeringContentInsets: (leading: CGFloat, trailing: CGFloat) {
    let margin = (viewportLength - itemLength) / 2
    return (max(0, margin - sectionInsetLeading), max(0, margin - sectionInsetTrailing))
  }

  /// The resting offset of `page`.
  ///
  ///     paging.offset(ofPage: 1)  // 310
  ///     paging.offset(ofPage: 4)  // 1165: clamped to the largest offset
  ///
  /// - Parameter page: A page index; values outside `0..<pageCount` are clamped to it.
  /// - Returns: `pageOrigin + page * pageLength`, clamped to `minOffset...maxOffset`.
  /// - Complexity: O(1).
  public func offset(ofPage page: Int) -> CGFloat {
    guard pageCount > 0 else { return minOffset }
    let page = min(max(page, 0), pageCount - 1)
    return min(max(pageOrigin + CGFloat(page) * pageLength, minOffset), maxOffset)
  }

  /// The unclamped, fractional page at `offset`: `(offset - pageOrigin) / pageLength`.
  ///
  ///     paging.fractionalPage(at: 465)   // 1.5
  ///     paging.fractionalPage(at: -200)  // negative while bouncing
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The page position, or 0 when pages have no length.
  /// - Complexity: O(1).
  public func fractionalPage(at offset: CGFloat) -> CGFloat {
    pageLength > 0 ? (offset - pageOrigin) / pageLength : 0
  }

  /// The page whose resting offset is nearest to `offset`; never negative.
  ///
  ///     paging.page(at: -200)  // 0: an overscroll bounce stays on the first page
  ///     paging.page(at: 1100)  // 4
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: A page in `0..<pageCount` (ties go to the lower page), or 0 without pages.
  /// - Complexity: O(1).
  public func page(at offset: CGFloat) -> Int {
    guard pageCount > 1 else { return 0 }
    let fraction = fractionalPage(at: offset)
    let below = Int(min(max(fraction.rounded(.down), 0), CGFloat(pageCount - 1)))
    let above = min(below + 1, pageCount - 1)
    return abs(self.offset(ofPage: above) - offset) < abs(self.offset(ofPage: below) - offset)
      ? above : below
  }

  // MARK: Internal

  static var tolerance: CGFloat { 1e-9 }
}

/// Where a resting carousel page shows its item.
///
///     PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375,
///                    alignment: .center)
public enum PageAlignment: Hashable, Sendable, CaseIterable {
  /// The item rests where the first item starts: page *i* is at `minOffset + i * pageLength`.
  case leading
  /// The item rests centred in the viewport.
  case center
}
