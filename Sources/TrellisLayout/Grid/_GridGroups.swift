import Foundation

/// Places a grid section's groups, stacked or in a sideways band.
struct _GridGroups {
  // MARK: Lifecycle

  init(
    heights: [CGFloat], columns: Int, groupAxis: GridGroupAxis, itemWidth: CGFloat,
    spacing: CGFloat
  ) {
    self.heights = heights
    self.columns = columns
    self.groupAxis = groupAxis
    self.itemWidth = itemWidth
    self.spacing = spacing
  }

  // MARK: Internal

  private(set) var frames: [CGRect] = []
  private(set) var runs: [LayoutRun] = []

  /// The number of groups: `ceil(items / columns)`.
  var groupCount: Int { (heights.count + columns - 1) / columns }

  /// Stacks the groups downwards from `top`.
  ///
  /// - Returns: Where the last group ends (`top` when there are no items).
  mutating func stack(left: CGFloat, top: CGFloat, spacing groupSpacing: CGFloat) -> CGFloat {
    var cursor = top
    for group in 0..<groupCount {
      if group > 0 { cursor += groupSpacing }
      let height = place(group: group, left: left, top: cursor, recordsRuns: true)
      cursor += height
    }
    return cursor
  }

  /// Places the groups side by side from `left`, all starting at `top`, in one run.
  ///
  /// - Returns: Where the band ends: `top` plus the tallest group's height.
  mutating func band(
    left: CGFloat, top: CGFloat, groupWidth: CGFloat, spacing groupSpacing: CGFloat
  ) -> CGFloat {
    var tallest: CGFloat = 0
    for group in 0..<groupCount {
      let x = left + CGFloat(group) * (groupWidth + groupSpacing)
      tallest = max(tallest, place(group: group, left: x, top: top, recordsRuns: false))
    }
    let end = frames.reduce(top + tallest) { max($0, $1.maxY) }
    if !frames.isEmpty { runs = [LayoutRun(start: top, end: end, items: 0..<frames.count)] }
    return top + tallest
  }

  // MARK: Private

  private let heights: [CGFloat]
  private let columns: Int
  private let groupAxis: GridGroupAxis
  private let itemWidth: CGFloat
  private let spacing: CGFloat

  /// Places one group at (`left`, `top`); when `recordsRuns` is set, also records its runs.
  ///
  /// - Returns: The group's height.
  private mutating func place(group: Int, left: CGFloat, top: CGFloat, recordsRuns: Bool)
    -> CGFloat
  {
    let items = group * columns..<min(heights.count, (group + 1) * columns)
    switch groupAxis {
    case .horizontal:
      var tallest: CGFloat = 0
      var end = top
      for (position, item) in items.enumerated() {
        let x = left + CGFloat(position) * (itemWidth + spacing)
        let frame = CGRect(x: x, y: top, width: itemWidth, height: heights[item])
        frames.append(frame)
        tallest = max(tallest, heights[item])
        end = max(end, frame.maxY)
      }
      if recordsRuns { runs.append(LayoutRun(start: top, end: end, items: items)) }
      return tallest
    case .vertical:
      var cursor = top
      for item in items {
        if item > items.lowerBound { cursor += spacing }
        let frame = CGRect(x: left, y: cursor, width: itemWidth, height: heights[item])
        frames.append(frame)
        if recordsRuns {
          runs.append(LayoutRun(start: cursor, end: frame.maxY, items: item..<item + 1))
        }
        cursor += heights[item]
      }
      return cursor - top
    }
  }
}
