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
}
