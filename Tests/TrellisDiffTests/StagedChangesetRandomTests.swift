import Testing
import TrellisDiff
import TrellisTestSupport

/// Seeded random worlds, checked by ``DiffOracle``.
@Suite("StagedChangeset, seeded random worlds")
struct StagedChangesetRandomTests {
  @Test(
    "sectioned: duplicates, empty sections, section and cross-section moves, reloads",
    arguments: 0..<8)
  func sectioned(batch: UInt64) {
    for seed in (batch * 500)..<((batch + 1) * 500) {
      var rng = SeededGenerator(seed: seed)
      let source = DiffWorld.sections(using: &rng)
      let target = DiffWorld.mutated(source, using: &rng)
      let stages = StagedChangeset(source: source, target: target)
      let issues = DiffOracle.issues(stages, from: source, to: target)
      #expect(issues.isEmpty, "seed \(seed): \(source) -> \(target): \(issues)\n\(stages)")
      #expect(stages.count <= 4, "seed \(seed)")
      if !issues.isEmpty { return }
    }
  }

  @Test("sectioned: unique identities, larger worlds", arguments: 0..<2)
  func sectionedUnique(batch: UInt64) {
    for seed in (batch * 250)..<((batch + 1) * 250) {
      var rng = SeededGenerator(seed: 10_000 + seed)
      var source = DiffWorld.sections(
        maxSections: 12, maxItems: 20, itemIDs: 1_000_000, sectionIDs: 1_000_000, using: &rng)
      source = uniqued(source)
      let target = uniqued(
        DiffWorld.mutated(source, itemIDs: 1_000_000, sectionIDs: 1_000_000, using: &rng))
      let stages = StagedChangeset(source: source, target: target)
      let issues = DiffOracle.issues(stages, from: source, to: target)
      #expect(issues.isEmpty, "seed \(seed): \(issues)")
      if !issues.isEmpty { return }
    }
  }

  @Test("sectioned: larger worlds with duplicates", arguments: 0..<2)
  func sectionedLarge(batch: UInt64) {
    for seed in (batch * 250)..<((batch + 1) * 250) {
      var rng = SeededGenerator(seed: 30_000 + seed)
      let source = DiffWorld.sections(
        maxSections: 10, maxItems: 30, itemIDs: 60, sectionIDs: 12, using: &rng)
      let target = DiffWorld.mutated(source, itemIDs: 60, sectionIDs: 12, using: &rng)
      let stages = StagedChangeset(source: source, target: target)
      let issues = DiffOracle.issues(stages, from: source, to: target)
      #expect(issues.isEmpty, "seed \(seed): \(issues)")
      if !issues.isEmpty { return }
    }
  }

  @Test("flat: long sequences with duplicates and content changes", arguments: 0..<2)
  func flat(batch: UInt64) {
    for seed in (batch * 500)..<((batch + 1) * 500) {
      var rng = SeededGenerator(seed: 20_000 + seed)
      let idSpace = [4, 16, 64, 1_000_000][Int(seed % 4)]
      let source = (0..<Int.random(in: 0...60, using: &rng)).map { _ in
        DiffItem(Int.random(in: 0..<idSpace, using: &rng))
      }
      var target = source.filter { _ in Int.random(in: 0..<10, using: &rng) > 1 }
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        let item = DiffItem(Int.random(in: 0..<idSpace, using: &rng))
        target.insert(item, at: Int.random(in: 0...target.count, using: &rng))
      }
      for index in target.indices where Int.random(in: 0..<10, using: &rng) == 0 {
        target[index].content += 1
      }
      if target.count > 2, Bool.random(using: &rng) {
        target.swapAt(
          Int.random(in: target.indices, using: &rng), Int.random(in: target.indices, using: &rng))
      }
      let stages = StagedChangeset(source: source, target: target)
      let issues = DiffOracle.issues(stages, from: source, to: target)
      #expect(issues.isEmpty, "seed \(seed): \(source) -> \(target): \(issues)")
      #expect(stages.count <= 2, "seed \(seed)")
      if !issues.isEmpty { return }
    }
  }

  /// Drops repeated section and item identities (first occurrence wins).
  private func uniqued(_ sections: [DiffSection]) -> [DiffSection] {
    var sectionIDs = Set<Int>()
    var itemIDs = Set<Int>()
    return sections.compactMap { section in
      guard sectionIDs.insert(section.model.id).inserted else { return nil }
      var section = section
      section.elements = section.elements.filter { itemIDs.insert($0.id).inserted }
      return section
    }
  }
}
