import Testing
import TrellisDiff
import TrellisTestSupport

/// Every pair of short sequences: identity changes with duplicates, then content changes.
@Suite("StagedChangeset, exhaustive small worlds")
struct StagedChangesetExhaustiveTests {
  /// Alphabet of 3 identities: every sequence up to length 5 (364 sequences, so 132,496 pairs;
  /// sequences longer than 3 always repeat an identity).
  static let identities = [DiffItem(0), DiffItem(1), DiffItem(2)]
  static let sequences: [[DiffItem]] = {
    var all: [[DiffItem]] = []
    forEverySequence(over: identities, maxLength: 5) { all.append($0) }
    return all
  }()

  @Test("every pair of sequences up to length 5 over 3 identities", arguments: 0...5)
  func identityChanges(sourceLength: Int) {
    for source in Self.sequences where source.count == sourceLength {
      for target in Self.sequences {
        let stages = StagedChangeset(source: source, target: target)
        let issues = DiffOracle.issues(stages, from: source, to: target)
        #expect(issues.isEmpty, "\(source) -> \(target): \(issues)")
        #expect(stages.count <= 1, "\(source) -> \(target): identity changes need one stage")
        if issues.isEmpty == false { return }
      }
    }
  }

  /// Alphabet of 2 identities, one in 2 contents (3 symbols): every pair up to length 4.
  @Test("every pair of sequences up to length 4 with content changes", arguments: 0...4)
  func contentChanges(sourceLength: Int) {
    let symbols = [DiffItem(0), DiffItem(0, content: 1), DiffItem(1)]
    var targets: [[DiffItem]] = []
    forEverySequence(over: symbols, maxLength: 4) { targets.append($0) }
    forEverySequence(over: symbols, ofLength: sourceLength) { source in
      for target in targets {
        let stages = StagedChangeset(source: source, target: target)
        let issues = DiffOracle.issues(stages, from: source, to: target)
        #expect(issues.isEmpty, "\(source) -> \(target): \(issues)")
      }
    }
  }
}
