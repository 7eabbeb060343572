import Testing
import TrellisDiff
import TrellisTestSupport

/// Diffs that stop when their caller cancels them: same stages when never cancelled, a
/// `CancellationError` from the check that said so, and checks inside the loops, not only between
/// phases.
@Suite("StagedChangeset, cancellation")
struct StagedChangesetCancellationTests {
  @Test("never cancelled: the same stages as the plain diff, sectioned and flat")
  func sameStages() throws {
    for seed in UInt64(0)..<400 {
      var rng = SeededGenerator(seed: 90_000 + seed)
      let source = DiffWorld.sections(using: &rng)
      let target = DiffWorld.mutated(source, using: &rng)
      var checks = 0
      let cancellable = try StagedChangeset(source: source, target: target) {
        checks += 1
        return false
      }
      #expect(cancellable == StagedChangeset(source: source, target: target), "seed \(seed)")
      #expect(checks >= 4, "seed \(seed): every phase asks")

      let flatSource = source.flatMap(\.elements)
      let flatTarget = target.flatMap(\.elements)
      let flat = try StagedChangeset(source: flatSource, target: flatTarget) { false }
      #expect(flat == StagedChangeset(source: flatSource, target: flatTarget), "seed \(seed)")
    }
  }

  @Test("cancelled at any check: throws, and asks no more", arguments: [1, 2, 3, 4, 6, 9])
  func stopsAtTheCheck(check: Int) {
    let source = [ArraySection(model: 0, elements: Array(0..<20_000))]
    let target = [
      ArraySection(model: 0, elements: Array(0..<10_000) + [-1] + Array(10_000..<20_000))
    ]
    var checks = 0
    #expect(throws: CancellationError.self) {
      _ = try StagedChangeset(source: source, target: target) {
        checks += 1
        return checks == check
      }
    }
    #expect(checks == check)
  }

  @Test("the checks grow with the items: one per 4,096 in each loop")
  func checksInsideLoops() throws {
    func checks(count: Int) throws -> Int {
      var checks = 0
      let source = [ArraySection(model: 0, elements: Array(0..<count))]
      let target = [ArraySection(model: 0, elements: Array(1..<count) + [0])]
      _ = try StagedChangeset(source: source, target: target) {
        checks += 1
        return false
      }
      return checks
    }
    let small = try checks(count: 100)
    let large = try checks(count: 100_000)
    // 100,000 items: the table's build and the match each ask about 24 times.
    #expect(large - small >= 2 * (100_000 / 4_096) - 2)

    var flatChecks = 0
    _ = try StagedChangeset(source: Array(0..<50_000), target: Array(1..<50_000) + [0]) {
      flatChecks += 1
      return false
    }
    #expect(flatChecks >= 2 * (50_000 / 4_096))
  }

  @Test("a flat diff cancelled in its loops throws")
  func flatStops() {
    var checks = 0
    #expect(throws: CancellationError.self) {
      _ = try StagedChangeset(source: Array(0..<50_000), target: Array((0..<50_000).reversed())) {
        checks += 1
        return checks == 7
      }
    }
    #expect(checks == 7)
  }
}
