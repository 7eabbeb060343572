/// Calls `body` with every sequence of length `0...maxLength` over `alphabet`, in a fixed order.
///
///     forEverySequence(over: ["a", "b"], maxLength: 2) { print($0) }
///     // [], [a], [b], [a, a], [a, b], [b, a], [b, b]
///
/// - Parameters:
///   - alphabet: The values a position may take; repeat a value's use to get duplicates.
///   - maxLength: The longest sequence to produce.
///   - body: Called once per sequence.
/// - Complexity: O(*k*^*n*) calls for an alphabet of *k* values and `maxLength` *n*.
public func forEverySequence<Element>(
  over alphabet: [Element], maxLength: Int, _ body: ([Element]) throws -> Void
) rethrows {
  // Breadth by length keeps the order readable: all sequences of length n before n + 1.
  for length in 0...maxLength {
    try forEverySequence(over: alphabet, ofLength: length, body)
  }
}

/// Calls `body` with every sequence of exactly `length` elements over `alphabet`.
///
/// - Parameters:
///   - alphabet: The values a position may take.
///   - length: The length of every sequence.
///   - body: Called once per sequence, in lexicographic order of alphabet positions.
/// - Complexity: O(*k*^`length`) calls.
public func forEverySequence<Element>(
  over alphabet: [Element], ofLength length: Int, _ body: ([Element]) throws -> Void
) rethrows {
  var current: [Element] = []
  current.reserveCapacity(length)
  func fill() throws {
    if current.count == length { return try body(current) }
    for element in alphabet {
      current.append(element)
      try fill()
      current.removeLast()
    }
  }
  try fill()
}
