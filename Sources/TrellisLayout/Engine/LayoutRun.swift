import Foundation

/// A run of consecutive items that share one band along the scroll axis: a flow line, a grid row,
/// a table row, or a single waterfall item.
///
///     LayoutRun(start: 0, end: 50, items: 0..<3)  // a line of three items, 50 points tall
///
/// Runs are the index that makes rectangle queries O(log *n* + *k*): a section lists its runs in
/// *lanes*, and within a lane both `start` and `end` never decrease, so a binary search finds the
/// first run that reaches a rectangle and a scan stops at the first run past it.
public struct LayoutRun: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates a run.
  ///
  ///     LayoutRun(start: 60, end: 110, items: 3..<6)
  ///
  /// - Parameters:
  ///   - start: Where the band starts along the scroll axis, in section-local coordinates.
  ///   - end: Where the band ends; every item of the run lies within `start...end`.
  ///   - items: The indices of the items in the band.
  public init(start: CGFloat, end: CGFloat, items: Range<Int>) {
    self.start = start
    self.end = end
    self.items = items
  }

  // MARK: Public

  /// Where the band starts along the scroll axis, in section-local coordinates.
  public var start: CGFloat
  /// Where the band ends along the scroll axis, in section-local coordinates.
  public var end: CGFloat
  /// The indices of the items in the band.
  public var items: Range<Int>
}
