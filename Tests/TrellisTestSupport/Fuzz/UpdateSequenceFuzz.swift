import Foundation
import TrellisCore
import TrellisList
import TrellisTesting

/// One host kind's side of an update-sequence fuzz: how a sequence's host is built, loaded,
/// updated, disturbed and finally checked. ``UpdateSequenceFuzz`` runs the sequence; a driver
/// makes its host-specific random draws in its own hooks, in the order the hooks are called.
///
/// A driver is a class created per sequence; it keeps the sequence's host, adapter and last
/// model. Each hook returns a failure, described, or `nil`.
@MainActor
public protocol UpdateSequenceDriver: AnyObject {
  /// Draws the sequence's configuration and builds its host and adapter (nothing is loaded yet).
  init(kind: FuzzHostKind, features: FuzzFeatures, using rng: inout SeededGenerator)

  /// Runs `body` (the whole sequence) inside whatever the host needs around it: the UIKit
  /// double's clock and violation recorders. Returns `body`'s failure, or the violations
  /// recorded. The default runs `body` as it is.
  static func withEnvironment(_ body: @MainActor () async -> String?) async -> String?

  /// The adapter under test, whose update state the harness checks after every step.
  var adapter: ListAdapter { get }
  /// The broken invariants of the layout the host keeps between passes (its
  /// `_invariantViolations()`), which the harness checks after every step; empty when the host
  /// keeps none.
  func layoutInvariantViolations() -> [String]
  /// What the sequence did, by name (batches, measurements, …), summed over a fuzz's sequences.
  var tallies: [String: Int] { get }

  /// Shows the first model (after the draws that decorate it).
  func load(_ model: ListModel, using rng: inout SeededGenerator)
  /// Requests the step's model, with the host's work around the request (pending layouts,
  /// decorations of the model).
  func request(_ model: ListModel, step: Int, using rng: inout SeededGenerator)
  /// Disturbs the host: scrolls, leaves or enters the window, resizes, drags.
  func perturb(step: Int, using rng: inout SeededGenerator) async -> String?
  /// Lets time pass, or settles and checks what must hold when nothing is in flight.
  func advance(step: Int, using rng: inout SeededGenerator) async -> String?
  /// Settles and checks the end: the last model shown, as a fresh host shows it.
  func finish() async -> String?
}

extension UpdateSequenceDriver {
  /// Runs `body` as it is.
  public static func withEnvironment(_ body: @MainActor () async -> String?) async -> String? {
    await body()
  }

  /// The host keeps no layout the harness can check.
  public func layoutInvariantViolations() -> [String] { [] }

  /// Nothing is tallied.
  public var tallies: [String: Int] { [:] }
}

/// The one update-sequence fuzz: random model sequences through a `ListAdapter` into a host,
/// some requests arriving while batches are in flight on a test clock.
///
/// A sequence draws its host's configuration, a first model and `steps` mutations of it
/// (``ListModel/fuzzMutated(step:edits:using:)`` with the edits of the fuzz's features). After
/// each request the driver disturbs the host and lets time pass; then the harness checks the
/// adapter's update state and the host's kept layout (`_checkInvariants()`, in debug builds). At
/// the end the driver checks that the host shows the last model as a fresh host does.
///
///     let report = await UpdateSequenceFuzz.run(
///       HeadlessFuzzDriver.self, kind: .headlessTable, features: features,
///       seeds: schedule.seeds(ofCase: batch), suite: "AdapterFuzzTests")
///     #expect(report.failures.isEmpty, "\(report)")
public enum UpdateSequenceFuzz {
  /// The requests of a sequence after its first load.
  public static let steps = 6

  /// What a fuzz's sequences did.
  public struct Report: Sendable, CustomStringConvertible {
    /// The sequences run.
    public var runs = 0
    /// The failures, at most five, each naming its host, seed and step and how to replay it.
    public var failures: [String] = []
    /// The drivers' tallies, summed.
    public var tallies: [String: Int] = [:]

    /// The failures, one a line.
    public var description: String { failures.joined(separator: "\n") }

    /// A tally, or zero.
    public subscript(tally name: String) -> Int { tallies[name, default: 0] }
  }

  /// Runs one sequence per seed on a host of `kind`, and reports the first five failures.
  ///
  /// - Parameters:
  ///   - driver: The host kind's driver.
  ///   - kind: The host.
  ///   - features: What the sequences exercise.
  ///   - seeds: The seeds, one sequence each.
  ///   - suite: The test suite, for the line that replays a failure.
  /// - Returns: The runs, the failures and the tallies.
  @MainActor
  public static func run<Driver: UpdateSequenceDriver>(
    _ driver: Driver.Type, kind: FuzzHostKind, features: FuzzFeatures, seeds: [UInt64],
    suite: String
  ) async -> Report {
    var report = Report()
    for seed in seeds {
      report.runs += 1
      var tallies: [String: Int] = [:]
      let failure = await Driver.withEnvironment {
        let (failure, used) = await runOne(Driver.self, kind: kind, features: features, seed: seed)
        tallies = used.tallies.merging(offMainTallies(of: used.adapter)) { $0 + $1 }
        return failure
      }
      report.tallies.merge(tallies, uniquingKeysWith: +)
      if let failure {
        report.failures.append(
          "\(kind) \(features) seed \(seed): \(failure)\n  replay: TRELLIS_FUZZ_SEEDS=\(seed) "
            + "swift test --skip-build --filter \(suite)")
        if report.failures.count == 5 { break }
      }
    }
    return report
  }

  /// Runs the sequence of `seed`; returns its first failure, or `nil`, and its driver.
  @MainActor
  public static func runOne<Driver: UpdateSequenceDriver>(
    _ driver: Driver.Type, kind: FuzzHostKind, features: FuzzFeatures, seed: UInt64,
    steps: Int = steps
  ) async -> (failure: String?, driver: Driver) {
    var rng = SeededGenerator(seed: seed)
    let driver = Driver(kind: kind, features: features, using: &rng)
    let scheduler = features.contains(.offMainDiffs) ? TestListDiffScheduler() : nil
    if let scheduler {
      driver.adapter.configuration.offMainDiffing = .always
      driver.adapter.configuration.diffScheduler = scheduler
    }
    var raw = ListModel.random(
      sections: 0...4, items: 0...8, idSpace: Bool.random(using: &rng) ? 16 : nil, using: &rng)
    driver.load(raw, using: &rng)
    let edits = features.edits
    for step in 0..<steps {
      raw = raw.fuzzMutated(step: step, edits: edits, using: &rng)
      driver.request(raw, step: step, using: &rng)
      if let scheduler { runDiffs(on: scheduler, of: driver.adapter, using: &rng) }
      if let failure = invariantFailure(of: driver) {
        return ("step \(step), diffs run: \(failure)", driver)
      }
      if let failure = await driver.perturb(step: step, using: &rng) {
        return ("step \(step): \(failure)", driver)
      }
      if let failure = await driver.advance(step: step, using: &rng) {
        return ("step \(step): \(failure)", driver)
      }
      if let failure = invariantFailure(of: driver) {
        return ("step \(step): \(failure)", driver)
      }
    }
    scheduler?.runAll()
    if let failure = await driver.finish() { return (failure, driver) }
    return (invariantFailure(of: driver), driver)
  }

  /// What the adapter's off-main diffs did: diffs scheduled, cancelled by a newer model, and
  /// stopped in the middle of their computation; empty without a test scheduler.
  @MainActor
  static func offMainTallies(of adapter: ListAdapter) -> [String: Int] {
    guard let scheduler = adapter.configuration.diffScheduler as? TestListDiffScheduler else {
      return [:]
    }
    return [
      "diffsOffMain": adapter.statistics.diffsOffMain,
      "diffsCancelled": adapter.statistics.diffsCancelled,
      "diffsStopped": scheduler.ran.filter { $0.outcome == .stopped }.count,
    ]
  }

  /// Runs some of the diffs `scheduler` holds: none (the next request or settle finds them
  /// pending), all in random order, or the oldest interrupted at a random check by a request of
  /// the latest model again (which cancels it) and sometimes a scroll by a random amount.
  @MainActor
  static func runDiffs(
    on scheduler: TestListDiffScheduler, of adapter: ListAdapter,
    using rng: inout SeededGenerator
  ) {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      break
    case 1:
      while !scheduler.pending.isEmpty {
        scheduler.run(at: Int.random(in: scheduler.pending.indices, using: &rng))
      }
    default:
      let check = Int.random(in: 1...6, using: &rng)
      let animated = Bool.random(using: &rng)
      let scroll = Bool.random(using: &rng) ? CGFloat(Int.random(in: 0...400, using: &rng)) : nil
      scheduler.runNext(interruptedAt: check) {
        adapter.setNeedsTransform(animated: animated)
        if let scroll, let host = adapter.host {
          let range = max(0, host.contentSize.height - host.viewportSize.height)
          try? host.setContentOffset(CGPoint(x: 0, y: min(scroll, range)), animated: false)
        }
      }
    }
  }

  /// The broken invariants of the driver's adapter and kept layout, described; `nil` when there
  /// are none (always in release builds).
  @MainActor
  static func invariantFailure(of driver: some UpdateSequenceDriver) -> String? {
    let adapter = driver.adapter._invariantViolations()
    let layout = driver.layoutInvariantViolations()
    guard !adapter.isEmpty || !layout.isEmpty else { return nil }
    return "broken invariants: "
      + (adapter.map { "adapter: \($0)" } + layout.map { "layout: \($0)" })
      .joined(separator: "; ")
  }
}
