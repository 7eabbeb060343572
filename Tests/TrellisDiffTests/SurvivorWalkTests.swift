import Testing
import TrellisDiff
import TrellisTestSupport

/// `BatchUpdate.IndexMapping._survivors(ofSection:from:count:reloaded:)`, the walk both hosts carry
/// per-item state with, held to the mapping's answers for every position.
@Suite("BatchUpdate.IndexMapping: the walk over a surviving section's positions")
struct SurvivorWalkTests {
  /// What a position after the batch holds, as the walk tells it or the mapping does.
  enum Position: Equatable {
    case kept(old: Int)
    case reloaded
    case inserted
    case moved(from: ItemPath)
  }

  @Test("seeded diffs: the walk covers every position once, as the mapping places it")
  func seededDiffs() throws {
    for seed in UInt64(0)..<400 {
      var rng = SeededGenerator(seed: 52_000 + seed)
      let source = DiffWorld.sections(maxSections: 5, maxItems: 10, using: &rng)
      let target = DiffWorld.mutated(source, using: &rng)
      var previous = source
      for stage in StagedChangeset(source: source, target: target) {
        let update = stage.update
        let old = previous.map(\.elements.count)
        let new = stage.data.map(\.elements.count)
        let mapping = try update.indexMapping(from: old, to: new)
        let moveTargets = Set(update.itemMoves.map(\.target))
        for section in new.indices {
          guard let from = mapping.source(ofSection: section),
            !update.sectionReloads.contains(from)
          else { continue }
          let reloaded = update.itemReloads.filter { $0.section == from }.map(\.item).sorted()
          var walked: [Position] = []
          var merge = mapping._survivors(
            ofSection: section, from: from, count: new[section], reloaded: reloaded)
          while let step = merge.next() {
            switch step {
            case .kept(let positions, let at):
              #expect(at == walked.count, "seed \(seed)")
              walked += positions.map { .kept(old: $0) }
            case .reloaded(let at):
              #expect(at == walked.count, "seed \(seed)")
              walked.append(.reloaded)
            case .arriving(let at, let moved):
              #expect(at == walked.count, "seed \(seed)")
              walked.append(moved.map { .moved(from: $0) } ?? .inserted)
            }
          }
          let expected = (0..<new[section]).map { item -> Position in
            let path = ItemPath(item: item, section: section)
            guard let before = mapping.source(of: path) else { return .inserted }
            if moveTargets.contains(path) { return .moved(from: before) }
            return reloaded.contains(before.item) ? .reloaded : .kept(old: before.item)
          }
          #expect(walked == expected, "seed \(seed), section \(section): \(update)")
          if walked != expected { return }
        }
        previous = stage.data
      }
    }
  }

  @Test("a section with nothing changed is one run; an append ends with the new position")
  func simpleSections() throws {
    let update = BatchUpdate(itemInserts: [ItemPath(item: 3, section: 0)])
    let mapping = try update.indexMapping(from: [3, 2], to: [4, 2])
    var grown = mapping._survivors(ofSection: 0, from: 0, count: 4, reloaded: [])
    #expect(grown.next() == .kept(old: 0..<3, at: 0))
    #expect(grown.next() == .arriving(at: 3, from: nil))
    #expect(grown.next() == nil)
    var same = mapping._survivors(ofSection: 1, from: 1, count: 2, reloaded: [1])
    #expect(same.next() == .kept(old: 0..<1, at: 0))
    #expect(same.next() == .reloaded(at: 1))
    #expect(same.next() == nil)
  }
}
