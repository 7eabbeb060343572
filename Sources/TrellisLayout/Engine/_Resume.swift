import Foundation

// Shared pieces of the engines' resumed layouts (`LayoutEngine.layout(_:at:sizes:reusing:
// keepingItemsBefore:)`).

/// Stops with a message naming the rule unless `prefix` is a valid count of kept items: not
/// negative, and at most the smaller of the item counts before (`previous`) and now.
func _precondition(
  keptItems prefix: Int, previous: SectionLayout, itemCount: Int,
  file: StaticString = #fileID, line: UInt = #line
) {
  precondition(
    prefix >= 0 && prefix <= min(previous.itemFrames.count, itemCount),
    "keepingItemsBefore must be in 0...min(old item count, new item count) = "
      + "0...\(min(previous.itemFrames.count, itemCount)) (got \(prefix))", file: file, line: line)
}

extension Array where Element == LayoutRun {
  /// The number of leading runs that start before `item`, in a lane whose runs hold increasing
  /// item ranges.
  ///
  /// - Complexity: O(log *r*) for *r* runs.
  func _countStarting(before item: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle].items.lowerBound < item { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
