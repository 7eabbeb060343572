import Testing
import TrellisDiff
import TrellisTestSupport

@Suite("StagedChangeset, flat")
struct StagedChangesetFlatTests {
  @Test("equal inputs give no stage, duplicates included")
  func equalInputs() {
    #expect(StagedChangeset(source: [Int](), target: []).isEmpty)
    #expect(StagedChangeset(source: [1, 1, 2, 1], target: [1, 1, 2, 1]).isEmpty)
  }

  @Test("the StagedChangeset doc example")
  func docExample() {
    let stages = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "d"])
    #expect(stages.count == 1)
    #expect(stages[0].update.itemDeletes == [path(0, 1)])
    #expect(stages[0].update.itemInserts == [path(0, 2)])
    #expect(stages[0].update.itemMoves == [Move(source: path(0, 2), target: path(0, 0))])
    #expect(stages[0].data == ["c", "a", "d"])
  }

  @Test("the init(source:target:) doc example")
  func initDocExample() {
    let stages = StagedChangeset(source: [1, 2, 3], target: [3, 1, 4])
    #expect(stages[0].update.itemDeletes == [path(0, 1)])
    #expect(stages[0].update.itemInserts == [path(0, 2)])
    #expect(stages[0].update.itemMoves == [Move(source: path(0, 2), target: path(0, 0))])
    #expect(stages.last?.data == [3, 1, 4])
  }

  @Test("inserting into and deleting everything")
  func fromAndToEmpty() {
    let inserted = StagedChangeset(source: [], target: [7, 8])
    #expect(inserted.map(\.update) == [BatchUpdate(itemInserts: [path(0, 0), path(0, 1)])])
    let deleted = StagedChangeset(source: [7, 8], target: [])
    #expect(deleted.map(\.update) == [BatchUpdate(itemDeletes: [path(0, 0), path(0, 1)])])
  }

  @Test("moving the first element to the end is one move")
  func minimalMoves() {
    let stages = StagedChangeset(source: Array(0..<10), target: Array(1..<10) + [0])
    #expect(
      stages.map(\.update) == [
        BatchUpdate(itemMoves: [Move(source: path(0, 0), target: path(0, 9))])
      ])
    let rotated = StagedChangeset(source: ["a", "b", "c"], target: ["b", "c", "a"])
    #expect(rotated[0].update.itemMoves.count == 1)
  }

  @Test("a content change is a reload at the old position, in the same stage as other changes")
  func reloads() {
    let stages = StagedChangeset(
      source: [DiffItem(1), DiffItem(2), DiffItem(3)],
      target: [DiffItem(2, content: 1), DiffItem(3), DiffItem(4)])
    #expect(
      stages.map(\.update) == [
        BatchUpdate(
          itemDeletes: [path(0, 0)], itemInserts: [path(0, 2)], itemReloads: [path(0, 1)])
      ])
  }

  @Test("an element that moves and changes is reloaded first, then moved")
  func moveAndReload() {
    let source = [DiffItem(1), DiffItem(2)]
    let target = [DiffItem(2, content: 1), DiffItem(1)]
    let stages = StagedChangeset(source: source, target: target)
    #expect(stages.count == 2)
    #expect(stages[0].update == BatchUpdate(itemReloads: [path(0, 1)]))
    #expect(stages[0].data == [DiffItem(1), DiffItem(2, content: 1)])
    #expect(
      stages[1].update == BatchUpdate(itemMoves: [Move(source: path(0, 1), target: path(0, 0))]))
    #expect(stages[1].data == target)
  }

  @Test("the k-th occurrence in the source matches the k-th in the target")
  func duplicates() {
    let stages = StagedChangeset(source: ["a", "a", "b"], target: ["b", "a"])
    #expect(stages.count == 1)
    #expect(stages[0].update.itemDeletes == [path(0, 1)])
    #expect(stages[0].update.itemMoves == [Move(source: path(0, 2), target: path(0, 0))])
    #expect(DiffOracle.issues(stages, from: ["a", "a", "b"], to: ["b", "a"]).isEmpty)
  }

  @Test("a common suffix is not trimmed when its identities recur in the middle")
  func suffixWithDuplicates() {
    let stages = StagedChangeset(source: ["a", "b"], target: ["b", "a", "b"])
    #expect(stages[0].update.itemInserts == [path(0, 2)])
    #expect(stages[0].update.itemMoves == [Move(source: path(0, 1), target: path(0, 0))])
  }

  @Test("collections without contiguous storage diff too")
  func nonContiguous() {
    let stages = StagedChangeset(source: "abcd", target: "xbcda")
    #expect(stages.last?.data == "xbcda")
    #expect(
      DiffOracle.issues(
        StagedChangeset(source: Array("abcd"), target: Array("xbcda")),
        from: Array("abcd"), to: Array("xbcda")
      ).isEmpty)
    #expect(
      stages.map(\.update)
        == StagedChangeset(source: Array("abcd"), target: Array("xbcda")).map(\.update))
  }

  @Test("the output is deterministic")
  func deterministic() {
    var rng = SeededGenerator(seed: 99)
    let source = (0..<500).map { _ in Int.random(in: 0..<50, using: &rng) }
    let target = source.shuffled(using: &rng).dropLast(20) + [1, 2, 3]
    let first = StagedChangeset(source: source, target: Array(target))
    let second = StagedChangeset(source: source, target: Array(target))
    #expect(first == second)
  }
}

@Suite("StagedChangeset, sectioned")
struct StagedChangesetSectionedTests {
  typealias Section = ArraySection<String, Int>

  @Test("equal inputs give no stage")
  func equalInputs() {
    let sections = [Section(model: "A", elements: [1, 2]), Section(model: "A", elements: [])]
    #expect(StagedChangeset(source: sections, target: sections).isEmpty)
  }

  @Test("the sectioned init doc example: a moved section that gains an item takes two stages")
  func docExample() {
    let old = [Section(model: "A", elements: [1, 2]), Section(model: "B", elements: [3])]
    let new = [Section(model: "B", elements: [3, 2]), Section(model: "A", elements: [1])]
    let stages = StagedChangeset(source: old, target: new)
    #expect(stages.count == 2)
    #expect(
      stages[0].update == BatchUpdate(itemMoves: [Move(source: path(0, 1), target: path(1, 1))]))
    #expect(
      stages[0].data == [
        Section(model: "A", elements: [1]), Section(model: "B", elements: [3, 2]),
      ])
    #expect(stages[1].update == BatchUpdate(sectionMoves: [Move(source: 1, target: 0)]))
    #expect(stages[1].data == new)
    #expect(DiffOracle.issues(stages, from: old, to: new).isEmpty)
  }

  @Test("the ArraySection doc example")
  func arraySectionDocExample() {
    let old = [ArraySection(model: "fruit", elements: ["apple", "pear"])]
    let new = [ArraySection(model: "fruit", elements: ["pear", "plum"])]
    let stages = StagedChangeset(source: old, target: new)
    #expect(stages[0].update.itemDeletes == [path(0, 0)])
    #expect(stages[0].update.itemInserts == [path(0, 1)])
  }

  @Test("an item that changes section is a move, in one stage")
  func crossSectionMove() {
    let old = [Section(model: "A", elements: [1, 2]), Section(model: "B", elements: [3])]
    let new = [Section(model: "A", elements: [1]), Section(model: "B", elements: [2, 3])]
    let stages = StagedChangeset(source: old, target: new)
    #expect(
      stages.map(\.update) == [
        BatchUpdate(itemMoves: [Move(source: path(0, 1), target: path(1, 0))])
      ])
  }

  @Test("items of a deleted section go with it; items of an inserted section come with it")
  func deletedAndInsertedSections() {
    let old = [Section(model: "A", elements: [1]), Section(model: "B", elements: [2])]
    let new = [Section(model: "B", elements: [2, 1]), Section(model: "C", elements: [3])]
    let stages = StagedChangeset(source: old, target: new)
    #expect(
      stages.map(\.update) == [
        BatchUpdate(sectionDeletes: [0], sectionInserts: [1], itemInserts: [path(0, 1)])
      ])
  }

  @Test("a changed section without item changes is reloaded with the other changes")
  func sectionReload() {
    let old = [
      ArraySection(model: DiffSectionModel(1), elements: [DiffItem(1)]),
      ArraySection(model: DiffSectionModel(2), elements: [DiffItem(2)]),
    ]
    var new = old
    new[0].model.content = 1
    new[1].elements.append(DiffItem(3))
    let stages = StagedChangeset(source: old, target: new)
    #expect(stages.map(\.update) == [BatchUpdate(sectionReloads: [0], itemInserts: [path(1, 1)])])
  }

  @Test("a changed section whose items change is reloaded in a stage of its own, first")
  func sectionReloadWithItemChanges() {
    let old = [ArraySection(model: DiffSectionModel(1), elements: [DiffItem(1)])]
    let new = [
      ArraySection(model: DiffSectionModel(1, content: 1), elements: [DiffItem(1), DiffItem(2)])
    ]
    let stages = StagedChangeset(source: old, target: new)
    #expect(
      stages.map(\.update) == [
        BatchUpdate(sectionReloads: [0]), BatchUpdate(itemInserts: [path(0, 1)]),
      ])
    #expect(
      stages[0].data == [
        ArraySection(model: DiffSectionModel(1, content: 1), elements: [DiffItem(1)])
      ])
    #expect(DiffOracle.issues(stages, from: old, to: new).isEmpty)
  }

  @Test("duplicate section identities match by occurrence and never crash")
  func duplicateSections() {
    let old = [Section(model: "A", elements: [1]), Section(model: "A", elements: [2])]
    let new = [
      Section(model: "A", elements: [2]), Section(model: "B", elements: []),
      Section(model: "A", elements: [1, 1]),
    ]
    let stages = StagedChangeset(source: old, target: new)
    #expect(DiffOracle.issues(stages, from: old, to: new).isEmpty)
  }

  @Test("a flat diff and a one-section diff agree on the batch")
  func flatEqualsOneSection() {
    var rng = SeededGenerator(seed: 5)
    for _ in 0..<200 {
      let source = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        Int.random(in: 0..<6, using: &rng)
      }
      let target = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        Int.random(in: 0..<6, using: &rng)
      }
      let flat = StagedChangeset(source: source, target: target)
      let sectioned = StagedChangeset(
        source: [Section(model: "S", elements: source)],
        target: [Section(model: "S", elements: target)])
      #expect(flat.map(\.update) == sectioned.map(\.update), "\(source) -> \(target)")
    }
  }
}
