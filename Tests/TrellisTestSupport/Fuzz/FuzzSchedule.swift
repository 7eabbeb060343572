import Foundation

/// How many sequences a fuzz runs, and which seeds: `cases` test cases of `seedsPerCase` seeds
/// each from `firstSeed` on, in full; a quarter of each case's seeds by default.
///
/// The environment chooses the mode:
///
/// - `TRELLIS_FUZZ=full` runs every seed (`.ci/run`'s release phase does);
/// - by default each case runs its first ``defaultShare`` of seeds, so that `swift test` stays
///   quick;
/// - `TRELLIS_FUZZ_SEEDS=12,345` replays those seeds only, in the first case of every fuzz, to
///   debug a failure (a failure prints the line to run).
public struct FuzzSchedule: Sendable {
  /// Creates a schedule.
  ///
  /// - Parameters:
  ///   - cases: How many test cases the seeds are spread over (the cases run in parallel).
  ///   - seedsPerCase: Each case's seeds in full mode.
  ///   - firstSeed: The first case's first seed.
  public init(cases: Int, seedsPerCase: UInt64, firstSeed: UInt64 = 0) {
    self.cases = cases
    self.seedsPerCase = seedsPerCase
    self.firstSeed = firstSeed
  }

  /// How many test cases the seeds are spread over.
  public let cases: Int
  /// Each case's seeds in full mode.
  public let seedsPerCase: UInt64
  /// The first case's first seed.
  public let firstSeed: UInt64

  /// The share of each case's seeds a default run takes: one in four.
  public static let defaultShare: UInt64 = 4

  /// Whether `TRELLIS_FUZZ=full` asks for every seed.
  public static var isFull: Bool {
    ProcessInfo.processInfo.environment["TRELLIS_FUZZ"] == "full"
  }

  /// The seeds `TRELLIS_FUZZ_SEEDS` asks to replay; `nil` when it is unset.
  public static var replaySeeds: [UInt64]? {
    guard let list = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_SEEDS"] else { return nil }
    return list.split(separator: ",").compactMap {
      UInt64($0.trimmingCharacters(in: .whitespaces))
    }
  }

  /// Whether `TRELLIS_FUZZ_SEEDS` replays chosen seeds: a fuzz's claims about what its whole run
  /// exercised do not hold then.
  public static var isReplaying: Bool { replaySeeds != nil }

  /// The case numbers, for a parameterised test's arguments.
  public var caseNumbers: Range<Int> { 0..<cases }

  /// The seeds a case runs in this mode.
  public func seeds(ofCase number: Int) -> [UInt64] {
    if let replay = Self.replaySeeds { return number == 0 ? replay : [] }
    let first = firstSeed + UInt64(number) * seedsPerCase
    let count =
      Self.isFull ? seedsPerCase : (seedsPerCase + Self.defaultShare - 1) / Self.defaultShare
    return Array(first..<first + count)
  }

  /// How many sequences the whole fuzz runs in full mode.
  public var fullCount: UInt64 { UInt64(cases) * seedsPerCase }

  /// How many sequences the whole fuzz runs by default.
  public var defaultCount: UInt64 {
    UInt64(cases) * ((seedsPerCase + Self.defaultShare - 1) / Self.defaultShare)
  }
}
