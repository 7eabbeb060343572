import Foundation

/// Places a grid section's groups, stacked or in a sideways band.
struct _GridGroups {
  // MARK: Lifecycle

  /// Groups for items `first..<first + heights.count` (`first` starts a group), after
  /// `keptFrames` and `keptRuns`: the frames and runs of the items before `first`, when a section
  /// is resumed.
  init(
    heights: [CGFloat], first: Int = 0, columns: Int, groupAxis: GridGroupAxis,
    itemWidth: CGFloat, spacing: CGFloat, keptFrames: [CGRect] = [], keptRuns: [LayoutRun] = []
  ) {
    self.heights = heights
    self.base = first
    self.frames = keptFrames
    self.runs = keptRuns
    self.columns = columns
    self.groupAxis = groupAxis
    self.itemWidth = itemWidth
    self.spacing = spacing
  }

  // MARK: Internal

  /// The items' frames: the kept ones, then those placed.
  private(set) var frames: [CGRect]
  /// The runs: the kept ones, then those placed.
  private(set) var runs: [LayoutRun]

  /// The number of groups placed: `ceil(items / columns)` of the items from the first on.
  var groupCount: Int { (heights.count + columns - 1) / columns }

  /// Stacks the groups downwards, the first placed one at `top`.
  ///
  /// - Returns: Where the last group ends (`top` when there are no items).
  mutating func stack(left: CGFloat, top: CGFloat, spacing groupSpacing: CGFloat) -> CGFloat {
    var cursor = top
    frames.reserveCapacity(base + heights.count)
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

  /// The heights of the items placed; item `base + i` is at `i`.
  private let heights: [CGFloat]
  /// The first item placed; a multiple of `columns`.
  private let base: Int
  private let columns: Int
  private let groupAxis: GridGroupAxis
  private let itemWidth: CGFloat
  private let spacing: CGFloat

  /// Places one group (counted from the first placed) at (`left`, `top`); when `recordsRuns` is
  /// set, also records its runs.
  ///
  /// - Returns: The group's height.
  private mutating func place(group: Int, left: CGFloat, top: CGFloat, recordsRuns: Bool)
    -> CGFloat
  {
    let local = group * columns..<min(heights.count, (group + 1) * columns)
    let items = base + local.lowerBound..<base + local.upperBound
    switch groupAxis {
    case .horizontal:
      var tallest: CGFloat = 0
      var end = top
      for (position, item) in items.enumerated() {
        let x = left + CGFloat(position) * (itemWidth + spacing)
        let height = heights[item - base]
        let frame = CGRect(x: x, y: top, width: itemWidth, height: height)
        frames.append(frame)
        tallest = max(tallest, height)
        end = max(end, frame.maxY)
      }
      if recordsRuns { runs.append(LayoutRun(start: top, end: end, items: items)) }
      return tallest
    case .vertical:
      var cursor = top
      for item in items {
        if item > items.lowerBound { cursor += spacing }
        let height = heights[item - base]
        let frame = CGRect(x: left, y: cursor, width: itemWidth, height: height)
        frames.append(frame)
        if recordsRuns {
          runs.append(LayoutRun(start: cursor, end: frame.maxY, items: item..<item + 1))
        }
        cursor += height
      }
      return cursor - top
    }
  }
}
