// The snippets of the TrellisDiff catalog (TrellisDiff.md, GettingStarted.md, StagedDiff.md,
// BatchUpdateRules.md), compiled and run.
import Foundation
import Testing
import Trellis

@Suite("Doc: TrellisDiff")
struct TrellisDiffSnippets {
  struct Contact: Identifiable, Equatable, Diffable {
    let id: Int  // the identity: Identifiable types use `id`
    var name: String  // the content: Equatable types compare with ==
  }

  /// Stands in for `UICollectionView` and its data source, to show how stages are applied.
  final class CollectionView {
    var sections: [ArraySection<String, Int>] = []
    var deletedSections: [IndexSet] = []
    var insertedSections: [IndexSet] = []
    func performBatchUpdates(_ updates: () -> Void) { updates() }
    func deleteSections(_ sections: IndexSet) { deletedSections.append(sections) }
    func insertSections(_ sections: IndexSet) { insertedSections.append(sections) }
  }

  @Test("the module overview: one stage with a delete, an insert and a move")
  func overview() {
    let stages = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "d"])
    print(stages.count)  // 1
    print(stages[0].update.itemDeletes)  // [[0, 1]]: "b", a path before the batch
    print(stages[0].update.itemInserts)  // [[0, 2]]: "d", a path after the batch
    print(stages[0].update.itemMoves)  // [[0, 2] -> [0, 0]]: "c"
    print(stages[0].data)  // ["c", "a", "d"]
    #expect(stages.count == 1)
    #expect(stages[0].update.itemDeletes == [ItemPath(item: 1, section: 0)])
    #expect(stages[0].update.itemInserts == [ItemPath(item: 2, section: 0)])
    #expect("\(stages[0].update.itemMoves)" == "[[0, 2] -> [0, 0]]")
    #expect(stages[0].data == ["c", "a", "d"])
  }

  @Test("getting started: flat and sectioned diffs, applied stage by stage")
  func gettingStarted() throws {
    do {
      let old = [
        Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob"), Contact(id: 3, name: "Cy"),
      ]
      let new = [
        Contact(id: 3, name: "Cy"), Contact(id: 1, name: "Anne"), Contact(id: 4, name: "Di"),
      ]
      let stages = StagedChangeset(source: old, target: new)
      print(stages[0].update)
      // BatchUpdate(itemDeletes: [[0, 1]], itemInserts: [[0, 2]], itemReloads: [[0, 0]],
      //             itemMoves: [[0, 2] -> [0, 0]])
      #expect(
        "\(stages[0].update)" == """
          BatchUpdate(itemDeletes: [[0, 1]], itemInserts: [[0, 2]], itemReloads: [[0, 0]], \
          itemMoves: [[0, 2] -> [0, 0]])
          """)
    }

    let before = [
      ArraySection(model: "A", elements: [1, 2]), ArraySection(model: "B", elements: [3]),
    ]
    let after = [
      ArraySection(model: "B", elements: [3, 2]), ArraySection(model: "A", elements: [1]),
    ]
    let stages = StagedChangeset(source: before, target: after)
    print(stages)
    // StagedChangeset(2 stages)
    //   Changeset(2 elements, BatchUpdate(itemMoves: [[0, 1] -> [1, 1]]))
    //   Changeset(2 elements, BatchUpdate(sectionMoves: [1 -> 0]))
    #expect(
      "\(stages)" == """
        StagedChangeset(2 stages)
          Changeset(2 elements, BatchUpdate(itemMoves: [[0, 1] -> [1, 1]]))
          Changeset(2 elements, BatchUpdate(sectionMoves: [1 -> 0]))
        """)

    let collectionView = CollectionView()
    let dataSource = collectionView
    for stage in stages {
      collectionView.performBatchUpdates {
        dataSource.sections = stage.data  // exactly this stage's data
        collectionView.deleteSections(IndexSet(stage.update.sectionDeletes))
        collectionView.insertSections(IndexSet(stage.update.sectionInserts))
        // … the other fields of stage.update
      }
    }
    #expect(dataSource.sections == after)
  }

  func checkABatch() throws {
    let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
    try update.validate(from: [3], to: [2])  // accepted
    try update.validate(from: [3], to: [3])  // throws .invalidItemCount(section: 0, …)
  }

  @Test("a batch built by hand is checked against UIKit's rules")
  func checkedBatch() throws {
    #expect(throws: BatchUpdateViolation.self) { try checkABatch() }

    let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
    try update.validate(from: [3], to: [2])  // accepted
    do {
      try update.validate(from: [3], to: [3])
    } catch {
      print(error)
      // Invalid update: invalid number of items in section 0. The number of items contained in an
      // existing section after the update (3) must be equal to the number of items contained in that
      // section before the update (3), plus or minus the number of items inserted or deleted from
      // that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out
      // of that section (0 moved in, 0 moved out).
    }

    let error = #expect(throws: BatchUpdateViolation.self) {
      try update.validate(from: [3], to: [3])
    }
    #expect(
      error.map { "\($0)" } == """
        Invalid update: invalid number of items in section 0. The number of items contained in \
        an existing section after the update (3) must be equal to the number of items contained \
        in that section before the update (3), plus or minus the number of items inserted or \
        deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items \
        moved into or out of that section (0 moved in, 0 moved out).
        """)

    let mapping = try update.indexMapping(from: [3], to: [2])
    let moved = mapping.target(of: ItemPath(item: 2, section: 0))  // [0, 1]
    let deleted = mapping.target(of: ItemPath(item: 0, section: 0))  // nil: deleted
    #expect(moved == ItemPath(item: 1, section: 0))
    #expect(deleted == nil)

    print(try update.apply(to: [["a", "b", "c"]], fetching: [["b", "c"]]))  // [["b", "c"]]
    #expect(try update.apply(to: [["a", "b", "c"]], fetching: [["b", "c"]]) == [["b", "c"]])
  }

  @Test("the staged diff: a rotation is one move")
  func stagedDiff() {
    print(StagedChangeset(source: ["a", "b", "c"], target: ["b", "c", "a"]))
    // StagedChangeset(1 stages)
    //   Changeset(3 elements, BatchUpdate(itemMoves: [[0, 0] -> [0, 2]]))
    #expect(
      "\(StagedChangeset(source: ["a", "b", "c"], target: ["b", "c", "a"]))" == """
        StagedChangeset(1 stages)
          Changeset(3 elements, BatchUpdate(itemMoves: [[0, 0] -> [0, 2]]))
        """)
  }
}
