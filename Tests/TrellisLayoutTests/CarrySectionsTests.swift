import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

/// `ListLayout.carrySections(across:to:sizes:itemSizesChanged:)`, the one place both the headless
/// hosts and `ListCollectionViewLayout` carry a layout across a batch: the result equals a fresh
/// layout, and only inserted or changed sections are computed.
@Suite("Carrying sections across a batch")
struct CarrySectionsTests {
  /// A section as the test tracks it: an identity, its options and its item sizes.
  struct Tracked {
    var id: Int
    var section: TableSection
    var sizes: [CGSize]
  }

  @Test(
    "random section deletes, inserts, moves and changes equal a fresh layout", arguments: 0..<40)
  func randomBatches(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let engine = TableLayout(width: 320)
    var nextID = 0
    func make(_ rng: inout SeededGenerator) -> Tracked {
      let sizes = randomSectionSizes(items: 0...8, using: &rng)
      nextID += 1
      return Tracked(
        id: nextID, section: TableSection.random(itemCount: sizes.count, using: &rng),
        sizes: sizes)
    }
    var before = (0..<Int.random(in: 0...6, using: &rng)).map { _ in make(&rng) }
    for step in 0..<6 {
      // The data after the batch: some sections deleted, some changed, the survivors
      // shuffled, new ones inserted.
      var after = before.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
      for index in after.indices where Int.random(in: 0..<4, using: &rng) == 0 {
        if Bool.random(using: &rng) {
          // New sizes for the same items (a count change would need item updates).
          let count = after[index].sizes.count
          after[index].sizes = randomSectionSizes(items: count...count, using: &rng)
        } else {
          after[index].section = TableSection.random(
            itemCount: after[index].sizes.count, using: &rng)
        }
      }
      after.shuffle(using: &rng)
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        after.insert(make(&rng), at: Int.random(in: 0...after.count, using: &rng))
      }
      let oldIDs = before.map(\.id)
      let newIDs = after.map(\.id)
      let update = BatchUpdate(
        sectionDeletes: oldIDs.indices.filter { !newIDs.contains(oldIDs[$0]) },
        sectionInserts: newIDs.indices.filter { !oldIDs.contains(newIDs[$0]) },
        sectionMoves: newIDs.indices.compactMap { target in
          oldIDs.firstIndex(of: newIDs[target]).map { Move(source: $0, target: target) }
        })
      let mapping = try update.indexMapping(
        from: before.map(\.sizes.count), to: after.map(\.sizes.count))
      let oldSizes = before.map(\.sizes)
      let newSizes = after.map(\.sizes)
      var layout = ListLayout(engine, sections: before.map(\.section)) { path, _ in
        oldSizes[path.section][path.item]
      }
      let computedBefore = layout.framesComputed
      layout.carrySections(
        across: mapping, to: after.map(\.section),
        sizes: { path, _ in newSizes[path.section][path.item] }
      ) { target, source in newSizes[target] != oldSizes[source] }
      let fresh = ListLayout(engine, sections: after.map(\.section)) { path, _ in
        newSizes[path.section][path.item]
      }
      #expect(layout == fresh, "seed \(seed), step \(step)")
      // Only inserted sections and those whose options or sizes differ were computed.
      let expected = after.indices.filter { target in
        guard let old = before.first(where: { $0.id == after[target].id }) else { return true }
        return old.section != after[target].section || old.sizes != after[target].sizes
      }.map { fresh.geometry(ofSection: $0).frameCount }.reduce(0, +)
      #expect(layout.framesComputed - computedBefore == expected, "seed \(seed), step \(step)")
      before = after
    }
  }

  /// A section as the resumed test tracks it: an identity, its description and its item sizes.
  struct TrackedMixed {
    var id: Int
    var section: MixedSection
    var sizes: [CGSize]
  }

  @Test(
    "sections whose items change from item k on are laid out again from there", arguments: 0..<40)
  func resumedBatches(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let engine = MixedLayout(containerSize: size(320, 480))
    var nextID = 0
    func make(_ rng: inout SeededGenerator) -> TrackedMixed {
      let sizes = randomSectionSizes(items: 0...12, using: &rng)
      nextID += 1
      return TrackedMixed(
        id: nextID, section: MixedSection.random(itemCount: sizes.count, using: &rng),
        sizes: sizes)
    }
    var before = (0..<Int.random(in: 0...6, using: &rng)).map { _ in make(&rng) }
    for step in 0..<8 {
      // Some sections deleted, some inserted; survivors keep their order, and some get new items
      // from a random item on (a tail deleted and another inserted), or new options.
      var after: [TrackedMixed] = []
      var itemDeletes: [ItemPath] = []
      var itemInserts: [ItemPath] = []
      var kept: [Int: Int] = [:]  // id -> leading items kept, for survivors whose items changed
      for (source, tracked) in before.enumerated() where Int.random(in: 0..<5, using: &rng) != 0 {
        var tracked = tracked
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          let keep = Int.random(in: 0...tracked.sizes.count, using: &rng)
          let added = randomSectionSizes(items: 0...5, using: &rng)
          itemDeletes += (keep..<tracked.sizes.count).map { ItemPath(item: $0, section: source) }
          tracked.sizes = Array(tracked.sizes[..<keep]) + added
          tracked.section.itemCount = tracked.sizes.count
          kept[tracked.id] = keep
        case 1:
          tracked.section = MixedSection.random(itemCount: tracked.sizes.count, using: &rng)
        default:
          break
        }
        after.append(tracked)
      }
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        after.insert(make(&rng), at: Int.random(in: 0...after.count, using: &rng))
      }
      for (target, tracked) in after.enumerated() {
        guard let keep = kept[tracked.id] else { continue }
        itemInserts += (keep..<tracked.sizes.count).map { ItemPath(item: $0, section: target) }
      }
      let oldIDs = before.map(\.id)
      let newIDs = after.map(\.id)
      let update = BatchUpdate(
        sectionDeletes: oldIDs.indices.filter { !newIDs.contains(oldIDs[$0]) },
        sectionInserts: newIDs.indices.filter { !oldIDs.contains(newIDs[$0]) },
        itemDeletes: itemDeletes, itemInserts: itemInserts)
      let mapping = try update.indexMapping(
        from: before.map(\.sizes.count), to: after.map(\.sizes.count))
      let oldSizes = before.map(\.sizes)
      let newSizes = after.map(\.sizes)
      var layout = ListLayout(engine, sections: before.map(\.section)) { path, _ in
        oldSizes[path.section][path.item]
      }
      let previous = layout
      let computedBefore = layout.framesComputed
      layout.carrySections(
        across: mapping, to: after.map(\.section),
        sizes: { path, _ in newSizes[path.section][path.item] }
      ) { target, source in
        #expect(after[target].id == before[source].id)
        return kept[after[target].id]
      }
      let fresh = ListLayout(engine, sections: after.map(\.section)) { path, _ in
        newSizes[path.section][path.item]
      }
      #expect(layout == fresh, "seed \(seed), step \(step)")
      #expect(layout._invariantViolations() == [], "seed \(seed), step \(step)")
      // Inserted sections and those with new options are computed whole; those whose items
      // changed from item k on, from their engine's resume point.
      let expected = after.indices.map { target -> Int in
        let frames = fresh.geometry(ofSection: target).frameCount
        guard let source = oldIDs.firstIndex(of: after[target].id) else { return frames }
        var options = before[source].section
        options.itemCount = after[target].sizes.count
        guard options == after[target].section else { return frames }
        guard let keep = kept[after[target].id] else { return 0 }
        let start = engine.resumePoint(
          of: after[target].section, reusing: previous.geometry(ofSection: source),
          keepingItemsBefore: keep)
        return frames - start
      }.reduce(0, +)
      #expect(layout.framesComputed - computedBefore == expected, "seed \(seed), step \(step)")
      before = after
    }
  }
}
