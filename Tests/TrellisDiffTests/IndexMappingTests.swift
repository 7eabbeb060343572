import Testing
import TrellisDiff
import TrellisTestSupport

/// `BatchUpdate.IndexMapping` answers from the batch's changes, sorted per section; these tests
/// hold it to a table of every item built the naive way, under UIKit's convention.
@Suite("BatchUpdate.IndexMapping against a table of every item")
struct IndexMappingTests {
  @Test("seeded diffs: every item's target and source equal the naive table's", arguments: 0..<4)
  func seededDiffs(batch: UInt64) throws {
    for seed in (batch * 250)..<((batch + 1) * 250) {
      var rng = SeededGenerator(seed: 40_000 + seed)
      let source = DiffWorld.sections(maxSections: 6, maxItems: 12, using: &rng)
      let target = DiffWorld.mutated(source, using: &rng)
      var previous = source
      for stage in StagedChangeset(source: source, target: target) {
        let old = previous.map(\.elements.count)
        let new = stage.data.map(\.elements.count)
        let mapping = try stage.update.indexMapping(from: old, to: new)
        let mismatches = Self.mismatches(mapping, stage.update, old, new)
        #expect(mismatches.isEmpty, "seed \(seed): \(stage.update): \(mismatches)")
        if !mismatches.isEmpty { return }
        previous = stage.data
      }
    }
  }

  @Test("section reloads, deletes, inserts and moves beside item changes")
  func sectionChanges() throws {
    // Before: 5 sections. Section 0 deleted, 1 reloaded, 4 moved to the front, an item inserted
    // into (old) 2 and one moved from (old) 3 into it, one inserted section.
    let update = BatchUpdate(
      sectionDeletes: [0], sectionInserts: [2], sectionReloads: [1],
      sectionMoves: [Move(source: 4, target: 0)],
      itemDeletes: [path(3, 0)], itemInserts: [path(3, 0)],
      itemMoves: [Move(source: path(3, 2), target: path(3, 4))])
    let old = [2, 3, 4, 3, 1]
    let new = [1, 3, 0, 6, 1]
    let mapping = try update.indexMapping(from: old, to: new)
    #expect(Self.mismatches(mapping, update, old, new).isEmpty)
    #expect(mapping.target(of: path(1, 0)) == nil)  // reloaded section: replaced
    #expect(mapping.source(of: path(1, 0)) == nil)
    #expect(mapping.target(of: path(2, 0)) == path(3, 1))
    #expect(mapping.source(of: path(3, 4)) == path(3, 2))
    #expect(mapping.target(of: path(4, 0)) == path(0, 0))
  }

  @Test("many changes in one section, and paths out of range")
  func denseSection() throws {
    let update = BatchUpdate(
      itemDeletes: [0, 3, 4, 9].map { path(0, $0) }, itemInserts: [1, 2, 7, 11].map { path(0, $0) })
    let mapping = try update.indexMapping(from: [12], to: [12])
    #expect(Self.mismatches(mapping, update, [12], [12]).isEmpty)
    for probe in [path(0, -1), path(0, 12), path(1, 0), path(-1, 0)] {
      #expect(mapping.target(of: probe) == nil)
      #expect(mapping.source(of: probe) == nil)
    }
  }

  @Test("mappings are equal when they send every item to the same place")
  func equality() throws {
    let still = try BatchUpdate().indexMapping(from: [3], to: [3])
    let movedInPlace = try BatchUpdate(itemMoves: [Move(source: path(0, 1), target: path(0, 1))])
      .indexMapping(from: [3], to: [3])
    #expect(still == movedInPlace)
    let moved = try BatchUpdate(itemMoves: [Move(source: path(0, 0), target: path(0, 2))])
      .indexMapping(from: [3], to: [3])
    #expect(still != moved)
    let replaced = try BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)])
      .indexMapping(from: [3], to: [3])
    #expect(still != replaced)
    let shorter = try BatchUpdate(itemDeletes: [path(0, 2)]).indexMapping(from: [3], to: [2])
    #expect(still != shorter)
  }

  // MARK: Private

  /// Every item whose target or source in `mapping` differs from the naive table's.
  private static func mismatches(
    _ mapping: BatchUpdate.IndexMapping, _ update: BatchUpdate, _ old: [Int], _ new: [Int]
  ) -> [String] {
    let (targets, sources) = table(update, mapping, old, new)
    var result: [String] = []
    for section in old.indices {
      for item in 0..<old[section]
      where mapping.target(of: path(section, item)) != targets[section][item] {
        result.append(
          "target of \(path(section, item)): \(String(describing: mapping.target(of: path(section, item))))"
        )
      }
    }
    for section in new.indices {
      for item in 0..<new[section]
      where mapping.source(of: path(section, item)) != sources[section][item] {
        result.append(
          "source of \(path(section, item)): \(String(describing: mapping.source(of: path(section, item))))"
        )
      }
    }
    return result
  }

  /// Every item's target and source, filled the naive way: the survivors of each kept,
  /// unreloaded section take, in order, the slots that no insert or move target takes.
  private static func table(
    _ update: BatchUpdate, _ mapping: BatchUpdate.IndexMapping, _ old: [Int], _ new: [Int]
  ) -> (targets: [[ItemPath?]], sources: [[ItemPath?]]) {
    var targets = old.map { [ItemPath?](repeating: nil, count: $0) }
    var sources = new.map { [ItemPath?](repeating: nil, count: $0) }
    var gone = old.map { [Bool](repeating: false, count: $0) }
    var taken = new.map { [Bool](repeating: false, count: $0) }
    for path in update.itemDeletes { gone[path.section][path.item] = true }
    for path in update.itemInserts { taken[path.section][path.item] = true }
    for move in update.itemMoves {
      gone[move.source.section][move.source.item] = true
      taken[move.target.section][move.target.item] = true
      targets[move.source.section][move.source.item] = move.target
      sources[move.target.section][move.target.item] = move.source
    }
    for section in old.indices where !update.sectionReloads.contains(section) {
      guard let target = mapping.target(ofSection: section) else { continue }
      var slot = 0
      for item in 0..<old[section] where !gone[section][item] {
        while taken[target][slot] { slot += 1 }
        targets[section][item] = path(target, slot)
        sources[target][slot] = path(section, item)
        slot += 1
      }
    }
    return (targets, sources)
  }
}
