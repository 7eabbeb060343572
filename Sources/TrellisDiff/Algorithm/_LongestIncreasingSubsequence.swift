/// Reusable scratch space for finding the elements that stay put: a longest strictly increasing
/// subsequence, by patience sorting with predecessor links.
///
/// The elements outside the subsequence are the moves; keeping the longest subsequence in place
/// makes the number of moves minimal (moving one element to the end is one move).
@usableFromInline
internal struct _LongestIncreasingSubsequence {
  /// For each pile, the position (in the input) of its top.
  @usableFromInline internal var tops: ContiguousArray<Int32> = []
  /// For each input position, the position of its predecessor in the subsequence, or -1.
  @usableFromInline internal var previous: ContiguousArray<Int32> = []
  /// For each input position, whether it is in the subsequence (the result).
  @usableFromInline internal var isKept: ContiguousArray<Bool> = []
  /// The length of the last subsequence found.
  @usableFromInline internal var keptCount = 0

  @inlinable
  internal init() {}

  /// Marks in ``isKept`` the positions of `values` that form a longest strictly increasing
  /// subsequence (deterministic: the earliest-ending candidates win ties).
  ///
  /// - Returns: Whether every value is kept (the values were already increasing).
  /// - Complexity: O(*n* log *k*), *k* the subsequence length; O(*n*) when sorted.
  @inlinable
  @discardableResult
  internal mutating func compute(_ values: UnsafeBufferPointer<Int32>) -> Bool {
    let count = values.count
    isKept.removeAll(keepingCapacity: true)
    var sorted = true
    var index = 1
    while index < count {
      if values[index &- 1] >= values[index] {
        sorted = false
        break
      }
      index &+= 1
    }
    if sorted {
      isKept.append(contentsOf: repeatElement(true, count: count))
      keptCount = count
      return true
    }
    tops.removeAll(keepingCapacity: true)
    tops.reserveCapacity(count)
    previous.removeAll(keepingCapacity: true)
    previous.reserveCapacity(count)
    for position in 0..<count {
      let value = values[position]
      if let last = tops.last, values[Int(last)] < value {
        previous.append(last)
        tops.append(Int32(truncatingIfNeeded: position))
        continue
      }
      // The first pile whose top is not below `value`.
      var low = 0
      var high = tops.count
      while low < high {
        let middle = (low &+ high) &>> 1
        if values[Int(tops[middle])] < value { low = middle &+ 1 } else { high = middle }
      }
      previous.append(low > 0 ? tops[low &- 1] : -1)
      if low == tops.count {
        tops.append(Int32(truncatingIfNeeded: position))
      } else {
        tops[low] = Int32(truncatingIfNeeded: position)
      }
    }
    keptCount = tops.count
    isKept.append(contentsOf: repeatElement(false, count: count))
    var cursor = tops.last.map(Int.init) ?? -1
    while cursor >= 0 {
      isKept[cursor] = true
      cursor = Int(previous[cursor])
    }
    return false
  }
}
