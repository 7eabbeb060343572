import Foundation

/// Breaks a flow section's items into lines and places them: the heart of `FlowLayout`.
struct _FlowLines {
  // MARK: Lifecycle

  /// Lines for items `first..<first + crosses.count`, after `keptFrames` and `keptRuns`: the
  /// frames and lines of the items before `first`, when a section is resumed.
  init(
    axes: _Axes, first: Int = 0, crosses: [CGFloat], mains: [CGFloat], available: CGFloat,
    leading: CGFloat, spacing: CGFloat, alignment: FlowAlignment, keptFrames: [CGRect] = [],
    keptRuns: [LayoutRun] = []
  ) {
    self.axes = axes
    self.base = first
    self.frames = keptFrames
    self.runs = keptRuns
    self.crosses = crosses
    self.mains = mains
    self.available = available
    self.leading = leading
    self.spacing = spacing
    self.alignment = alignment
  }

  // MARK: Internal

  /// The items' frames: the kept ones, then those `place(from:lineSpacing:)` adds.
  private(set) var frames: [CGRect]
  /// One run per line: the kept ones, then those `place(from:lineSpacing:)` adds.
  private(set) var runs: [LayoutRun]

  /// Places every line from the first item on, the first line starting at `origin` along the
  /// scroll axis.
  ///
  /// - Returns: Where the last line ends (`origin` when there are no items).
  mutating func place(from origin: CGFloat, lineSpacing: CGFloat) -> CGFloat {
    // Indices into `crosses` and `mains` are local: item `base + i` is at `i`.
    let count = crosses.count
    frames.reserveCapacity(base + count)
    var cursor = origin
    var first = 0
    while first < count {
      // Items join the line while they fit with the minimum spacing; the first always joins.
      var end = first + 1
      var used = crosses[first]
      var thickness = mains[first]
      while end < count, used + spacing + crosses[end] <= available + Self.fitTolerance {
        used += spacing + crosses[end]
        thickness = max(thickness, mains[end])
        end += 1
      }
      placeLine(
        first..<end, used: used, at: cursor, thickness: thickness, isLast: end == count)
      cursor += thickness
      first = end
      if first < count { cursor += lineSpacing }
    }
    return cursor
  }

  // MARK: Private

  /// Sums of lengths may round; an item that fits exactly must still join its line.
  private static var fitTolerance: CGFloat { 1e-9 }

  private let axes: _Axes
  /// The index of the item at local index zero.
  private let base: Int
  private let crosses: [CGFloat]
  private let mains: [CGFloat]
  private let available: CGFloat
  private let leading: CGFloat
  private let spacing: CGFloat
  private let alignment: FlowAlignment

  /// Places the items at local indices `items` as one line.
  private mutating func placeLine(
    _ items: Range<Int>, used: CGFloat, at origin: CGFloat, thickness: CGFloat, isLast: Bool
  ) {
    let leftover = max(0, available - used)
    var position = leading
    var gap = spacing
    switch alignment {
    case .justified:
      if items.count == 1 {
        position += leftover / 2
      } else if !isLast {
        gap += leftover / CGFloat(items.count - 1)
      }
    case .left:
      break
    case .center:
      position += leftover / 2
    case .right:
      position += leftover
    }
    var low = CGFloat.infinity
    var high = -CGFloat.infinity
    for item in items {
      let main = origin + (thickness - mains[item]) / 2
      let frame = axes.rect(
        main: main, cross: position, mainLength: mains[item], crossLength: crosses[item])
      frames.append(frame)
      low = min(low, axes.mainMin(frame))
      high = max(high, axes.mainMax(frame))
      position += crosses[item] + gap
    }
    runs.append(
      LayoutRun(
        start: min(origin, low), end: max(origin + thickness, high),
        items: base + items.lowerBound..<base + items.upperBound))
  }
}
