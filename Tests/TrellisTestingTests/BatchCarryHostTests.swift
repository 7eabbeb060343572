import Foundation
import Testing
import TrellisCore
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A batch costs a template-layout host (flow, grid, waterfall) the sections it changes: the
/// layout of the data before it is carried across the batch, as `ListCollectionViewLayout` does
/// on UIKit, and the result equals a fresh layout of the data after it.
@MainActor
@Suite("Headless hosts: layout carried across batches")
struct BatchCarryHostTests {
  @Test("a batch that keeps every section's item sizes computes no frames")
  func sameSizesComputeNothing() throws {
    let (host, source) = try makeHost([["a", "b", "c"], ["d", "e"], ["f", "g", "h"]])
    let before = try #require(flow(host)).framesComputed
    // "d" replaced by "x" and "g" moved to the end: every section keeps its sizes.
    try host.performBatchUpdates(
      BatchUpdate(
        itemDeletes: [path(0, 1)], itemInserts: [path(0, 1)],
        itemMoves: [Move(source: path(1, 2), target: path(2, 2))]),
      animated: false,
      updatingData: { source.sections = [["a", "b", "c"], ["x", "e"], ["f", "h", "g"]] },
      completion: nil)
    let carried = try #require(flow(host))
    #expect(carried.framesComputed == before)
    #expect(carried == fresh(carried, source))
  }

  @Test("a batch computes the sections whose item count or sizes changed, and moves the rest")
  func changedSectionsOnly() throws {
    let (host, source) = try makeHost([["a", "b", "c"], ["d", "e"], ["f", "g", "h"], ["i"]])
    let before = try #require(flow(host)).framesComputed
    // Section 1 gains an item; section 3 is deleted; a new section is inserted at 0.
    try host.performBatchUpdates(
      BatchUpdate(sectionDeletes: [3], sectionInserts: [0], itemInserts: [path(2, 2)]),
      animated: false,
      updatingData: {
        source.sections = [["n"], ["a", "b", "c"], ["d", "e", "x"], ["f", "g", "h"]]
      },
      completion: nil)
    let carried = try #require(flow(host))
    // The inserted section and the one that grew, nothing else.
    let computed = [0, 2].map { section in
      ListLayout(carried.engine, sections: [carried.sections[section]]) { _, _ in
        source.itemSize
      }.framesComputed
    }
    #expect(carried.framesComputed - before == computed.reduce(0, +))
    #expect(carried == fresh(carried, source))
    let (reloaded, _) = try makeHost(source.sections)
    #expect(host.snapshot() == reloaded.snapshot())
  }

  @Test("appending to a long section lays out its last line only; removing the last item too")
  func appendResumesTheSection() throws {
    // 1,000 items, three per line: the last line holds item 999 alone.
    let items = (0..<1_000).map { "item \($0)" }
    let (host, source) = try makeHost([["top"], items])
    var layout = try #require(flow(host))
    var (frames, sizes) = (layout.framesComputed, layout.sizesQueried)
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(1_000, 1)]), animated: false,
      updatingData: { source.sections[1].append("new") }, completion: nil)
    layout = try #require(flow(host))
    // The last line again (items 999 and 1,000): its kept item's size comes from its frame.
    #expect(layout.framesComputed - frames == 2)
    #expect(layout.sizesQueried - sizes == 1)
    #expect(layout == fresh(layout, source))
    (frames, sizes) = (layout.framesComputed, layout.sizesQueried)
    try host.performBatchUpdates(
      BatchUpdate(itemDeletes: [path(1_000, 1)]), animated: false,
      updatingData: { source.sections[1].removeLast() }, completion: nil)
    layout = try #require(flow(host))
    #expect(layout.framesComputed - frames == 1)
    #expect(layout.sizesQueried - sizes == 0)
    #expect(layout == fresh(layout, source))
    let (reloaded, _) = try makeHost(source.sections)
    #expect(host.snapshot() == reloaded.snapshot())
  }

  @Test("items replaced one for one are asked and written in place; the section resumes there")
  func replacementsInPlace() throws {
    let items = (0..<30).map { "item \($0)" }
    let (host, source) = try makeHost([items, ["x"]])
    source.sizeOf = { $0.hasPrefix("wide") ? CGSize(width: 210, height: 44) : source.itemSize }
    var layout = try #require(flow(host))
    var (frames, sizes) = (layout.framesComputed, layout.sizesQueried)
    // Item 4 is replaced by an item of the same size: nothing is laid out again.
    try host.performBatchUpdates(
      BatchUpdate(itemDeletes: [path(4, 0)], itemInserts: [path(4, 0)]), animated: false,
      updatingData: { source.sections[0][4] = "other 4" }, completion: nil)
    layout = try #require(flow(host))
    #expect(layout.sizesQueried - sizes == 0)
    #expect(layout.framesComputed - frames == 0)
    // Item 13 (the second of its line) is replaced by a wide one: the section resumes at its line.
    (frames, sizes) = (layout.framesComputed, layout.sizesQueried)
    try host.performBatchUpdates(
      BatchUpdate(itemDeletes: [path(13, 0)], itemInserts: [path(13, 0)]), animated: false,
      updatingData: { source.sections[0][13] = "wide 13" }, completion: nil)
    layout = try #require(flow(host))
    #expect(layout.sizesQueried - sizes == 30 - 13)
    #expect(layout.framesComputed - frames == 30 - 12)
    #expect(layout == fresh(layout, source))
    let (reloaded, other) = try makeHost(source.sections)
    other.sizeOf = source.sizeOf
    try reloaded.reloadData()
    #expect(host.snapshot() == reloaded.snapshot())
  }

  @Test("seeded batches with items of many sizes end where a fresh load of the same data does")
  func seededBatchesOfManySizes() throws {
    for seed in UInt64(0)..<60 {
      var rng = SeededGenerator(seed: 71_000 + seed)
      let old = DiffWorld.sections(maxSections: 5, maxItems: 9, using: &rng)
      let new = DiffWorld.mutated(old, using: &rng)
      let (host, source) = try makeHost(old.map { $0.elements.map { "\($0.id)" } })
      // Sizes follow the identity, so a replaced item may change size.
      source.sizeOf = { text in
        let code = text.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) }
        return CGSize(width: 60 + CGFloat(code & 0x7f), height: 44)
      }
      try host.reloadData()
      for stage in StagedChangeset(source: old, target: new) {
        try host.performBatchUpdates(
          stage.update, animated: false,
          updatingData: { source.sections = stage.data.map { $0.elements.map { "\($0.id)" } } },
          completion: nil)
      }
      let carried = try #require(flow(host))
      #expect(carried == fresh(carried, source), "seed \(seed)")
      let (reloaded, other) = try makeHost(source.sections)
      other.sizeOf = source.sizeOf
      try reloaded.reloadData()
      #expect(host.snapshot() == reloaded.snapshot(), "seed \(seed)")
    }
  }

  @Test("seeded batches on a flow host end where a fresh load of the same data does")
  func seededBatches() throws {
    for seed in UInt64(0)..<60 {
      var rng = SeededGenerator(seed: 70_000 + seed)
      let old = DiffWorld.sections(maxSections: 5, maxItems: 9, using: &rng)
      let new = DiffWorld.mutated(old, using: &rng)
      let (host, source) = try makeHost(old.map { $0.elements.map { "\($0.id)" } })
      for stage in StagedChangeset(source: old, target: new) {
        try host.performBatchUpdates(
          stage.update, animated: false,
          updatingData: { source.sections = stage.data.map { $0.elements.map { "\($0.id)" } } },
          completion: nil)
      }
      let carried = try #require(flow(host))
      #expect(carried == fresh(carried, source), "seed \(seed)")
      let (reloaded, _) = try makeHost(source.sections)
      #expect(host.snapshot() == reloaded.snapshot(), "seed \(seed)")
    }
  }
}

/// The host's layout, as its flow configuration builds it.
@MainActor
private func flow(_ host: HeadlessListView) -> ListLayout<FlowLayout>? {
  host.currentLayout as? ListLayout<FlowLayout>
}

/// A layout of `layout`'s sections computed from scratch with `source`'s item sizes.
@MainActor
private func fresh(_ layout: ListLayout<FlowLayout>, _ source: TestDataSource)
  -> ListLayout<FlowLayout>
{
  ListLayout(layout.engine, sections: layout.sections) { path, _ in
    source.sizeOf?(source.sections[path.section][path.item]) ?? source.itemSize
  }
}
