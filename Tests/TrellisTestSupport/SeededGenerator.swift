/// A fast, deterministic random number generator (xoshiro256**, seeded through SplitMix64).
///
///     var rng = SeededGenerator(seed: 42)
///     let n = Int.random(in: 0..<10, using: &rng)  // the same on every run and platform
///
/// Tests take their randomness from a seeded generator and print the seed on failure, so that
/// every failure can be replayed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator whose sequence is fully determined by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    var splitMix = seed
    func next() -> UInt64 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (next(), next(), next(), next())
  }

  /// Returns the next value of the sequence.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, by: 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotateLeft(state.3, by: 45)
    return result
  }

  private func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }
}
