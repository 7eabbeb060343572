// swift-format-ignore-file

// The examples of TrellisDiff's doc comments, compiled and run (DocSnippetTests checks that each
// appears here verbatim).
import Foundation
import Testing
@_spi(Benchmarks) import TrellisDiff
import TrellisTestSupport

/// Types that TrellisDiff's doc-comment examples define.
enum DiffDocs {
  // Diffable.swift
  struct Contact: Diffable {
    var id: UUID
    var name: String
    var diffID: UUID { id }                       // ✅ stable across edits
    func isContentEqual(to other: Contact) -> Bool { name == other.name }
  }

  // 🚫 `var diffID: String { name }` — renaming becomes delete + insert, not a reload.
}

@Suite("Doc-comment examples: TrellisDiff")
struct TrellisDiffDocCommentTests {
  @Test("Diffable, ArraySection and StagedChangeset")
  func staging() {
    let renamed = DiffDocs.Contact(id: UUID(), name: "Ann")
    #expect(!renamed.isContentEqual(to: DiffDocs.Contact(id: renamed.id, name: "Anne")))

    do {
      let old = [ArraySection(model: "fruit", elements: ["apple", "pear"])]
      let new = [ArraySection(model: "fruit", elements: ["pear", "plum"])]
      let stages = StagedChangeset(source: old, target: new)
      #expect(stages.last?.data == new)
    }
    let flat = docValues {
      let stages = StagedChangeset(source: [1, 2, 3], target: [3, 1, 4])
      stages[0].update.itemDeletes  // [[0, 1]]: 2
      stages[0].update.itemInserts  // [[0, 2]]: 4
      stages[0].update.itemMoves    // [[0, 2] -> [0, 0]]: 3
      stages.last?.data             // [3, 1, 4]
    }
    #expect("\(flat[0])" == "[[0, 1]]")
    #expect("\(flat[3])" == "Optional([3, 1, 4])")
    let ordered = docValues {
      let path = ItemPath(item: 3, section: 1)
      path < ItemPath(item: 0, section: 2)  // true: sections order first
    }
    #expect(ordered.first as? Bool == true)
    let deletes = docValues {
      let old = [ArraySection(model: "fruit", elements: ["apple", "pear"])]
      let new = [ArraySection(model: "fruit", elements: ["pear", "plum"])]
      StagedChangeset(source: old, target: new)[0].update.itemDeletes  // [[0, 0]]
    }
    #expect("\(deletes[0])" == "[[0, 0]]")
    let section = ArraySection(model: 1, elements: ["a", "b"])
    let emptied = ArraySection(source: section, items: [String]())
    #expect(emptied.elements.isEmpty && emptied.model == 1)
    let described = docValues {
      ArraySection(model: 0, elements: [1, 2]).description  // "0: [1, 2]"
    }
    #expect(described.first as? String == "0: [1, 2]")
    let sectioned = docValues {
      let old = [ArraySection(model: "A", elements: [1, 2]),
                 ArraySection(model: "B", elements: [3])]
      let new = [ArraySection(model: "B", elements: [3, 2]),
                 ArraySection(model: "A", elements: [1])]
      let stages = StagedChangeset(source: old, target: new)
      stages.count  // 2: section B moves, and it also gains item 2
    }
    #expect(sectioned.first as? Int == 2)
  }

  @Test("the unspecialized diff, for benchmarks")
  func unspecialized() {
    let old = [1, 2, 3]
    let new = [3, 1, 4]
    let stages = StagedChangeset._unspecialized(source: old, target: new)
    #expect(stages.last?.data == new)
  }

  @Test("Move and its descriptions")
  func moves() {
    let values = docValues {
      let from = ItemPath(item: 0, section: 0)
      let move = Move(source: from, target: ItemPath(item: 2, section: 1))
      move.source  // [0, 0], an index path before the update
      move.target  // [1, 2], an index path after the update
    }
    #expect(values.map { "\($0)" } == ["[0, 0]", "[1, 2]"])
    let move = Move(source: 3, target: 0)  // section 3 becomes section 0
    #expect(move.target == 0)
    let described = docValues {
      Move(source: 1, target: 4).description  // "1 -> 4"
    }
    #expect(described.first as? String == "1 -> 4")
  }

  @Test("index mappings")
  func indexMappings() throws {
    let deleted = try docValues {
      let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
      let mapping = try update.indexMapping(from: [3], to: [2])
      mapping.target(of: ItemPath(item: 2, section: 0))  // [0, 1]
      mapping.target(of: ItemPath(item: 0, section: 0))  // nil: deleted
    }
    #expect(deleted[0] as? ItemPath == ItemPath(item: 1, section: 0))
    #expect(deleted[1] as? ItemPath == nil)
    let sections = try docValues {
      try BatchUpdate(sectionDeletes: [0]).indexMapping(from: [1, 1], to: [1])
        .target(ofSection: 1)  // 0
      try BatchUpdate(sectionInserts: [0]).indexMapping(from: [1], to: [0, 1])
        .source(ofSection: 0)  // nil: inserted
    }
    #expect(sections[0] as? Int == 0)
    #expect(sections[1] as? Int == nil)
    let inserted = try docValues {
      let update = BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)])
      try update.indexMapping(from: [1], to: [2]).target(of: ItemPath(item: 0, section: 0))
      // [0, 1]
    }
    #expect(inserted[0] as? ItemPath == ItemPath(item: 1, section: 0))
    let source = try docValues {
      let update = BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)])
      try update.indexMapping(from: [1], to: [2]).source(of: ItemPath(item: 0, section: 0))
      // nil: inserted
    }
    #expect(source[0] as? ItemPath == nil)
    let moved = try docValues {
      let update = BatchUpdate(itemMoves: [Move(source: ItemPath(item: 0, section: 0),
                                                target: ItemPath(item: 1, section: 0))])
      let mapping = try update.indexMapping(from: [2], to: [2])
      mapping.target(of: ItemPath(item: 1, section: 0))  // [0, 0]
    }
    #expect(moved[0] as? ItemPath == ItemPath(item: 0, section: 0))
    let equal = try docValues {
      let moved = BatchUpdate(itemMoves: [Move(source: ItemPath(item: 0, section: 0),
                                               target: ItemPath(item: 0, section: 0))])
      try moved.indexMapping(from: [1], to: [1]) == BatchUpdate().indexMapping(from: [1], to: [1])
      // true
    }
    #expect(equal[0] as? Bool == true)
    let applied = try docValues {
      let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
      try update.apply(to: [["a", "b"]], fetching: [["b"]])  // [["b"]]
    }
    #expect("\(applied[0])" == #"[["b"]]"#)
  }

  @Test("StagedChangeset's own examples")
  func stagedChangeset() {
    let values = docValues {
      let stages = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "d"])
      stages.count                  // 1
      stages[0].update.itemDeletes  // [[0, 1]]          ("b", before the batch)
      stages[0].update.itemInserts  // [[0, 2]]          ("d", after the batch)
      stages[0].update.itemMoves    // [[0, 2] -> [0, 0]] ("c")
      stages[0].data                // ["c", "a", "d"]
    }
    #expect(
      values.map { "\($0)" } == [
        "1", "[[0, 1]]", "[[0, 2]]", "[[0, 2] -> [0, 0]]", #"["c", "a", "d"]"#,
      ])
    let stages = StagedChangeset<[Int]>([Changeset(data: [1], update: BatchUpdate(
      itemInserts: [ItemPath(item: 0, section: 0)]))])
    let first = stages[0]
    #expect(first.data == [1])
    print(StagedChangeset(source: [1], target: [2]))
  }

  @Test("violations and their descriptions")
  func violations() throws {
    do {
      try BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)]).validate(from: [1], to: [1])
    } catch {
      print(error)  // Invalid update: invalid number of items in section 0. ...
    }
    let descriptions = docValues {
      BatchUpdateViolation.Operation.moveSource.description  // "move source"
      BatchUpdateViolation.Operation.insert.description  // "insert"
      BatchUpdateViolation.duplicateSection(section: 2, operation: .delete).description
      // "Invalid update: attempt to delete section 2 more than once."
    }
    #expect(
      descriptions.compactMap { $0 as? String } == [
        "move source", "insert",
        "Invalid update: attempt to delete section 2 more than once.",
      ])
    #expect(throws: BatchUpdateViolation.self) {
      let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
      try update.validate(from: [3], to: [2])  // accepted
      try update.validate(from: [3], to: [3])  // throws .invalidItemCount(section: 0, ...)
    }
  }

  @Test("applying stages one batch each")
  func stagesApplied() {
    final class DataSource { var items: [Int] = [] }
    let collectionView = TrellisDiffSnippets.CollectionView()
    let dataSource = DataSource()
    var applied: [BatchUpdate] = []
    func apply(_ update: BatchUpdate) { applied.append(update) }
    let (old, new) = ([1, 2, 3], [3, 1, 4])
    for stage in StagedChangeset(source: old, target: new) {
      collectionView.performBatchUpdates {
        dataSource.items = stage.data  // the data source exposes exactly this stage's data
        apply(stage.update)            // deletes, inserts, moves, reloads
      }
    }
    #expect(dataSource.items == new && applied.count == 1)
  }

  @Test("Changeset and BatchUpdate")
  func batchUpdates() throws {
    let insert = BatchUpdate(itemInserts: [ItemPath(item: 1, section: 0)])
    let stage = Changeset(data: [1, 2], update: insert)
    let described = docValues {
      Changeset(data: [1], update: BatchUpdate()).description
      // "Changeset(1 elements, BatchUpdate())"
    }
    #expect(described.first as? String == "Changeset(1 elements, BatchUpdate())")
    #expect(stage.update == insert)

    var update = BatchUpdate()
    update.itemDeletes = [ItemPath(item: 0, section: 0)]
    update.itemInserts = [ItemPath(item: 2, section: 0)]
    try update.validate(from: [3], to: [3])  // UIKit would accept this batch

    do {
      let reload = ItemPath(item: 1, section: 0)
      let update = BatchUpdate(sectionInserts: [0], itemReloads: [reload])
      #expect(update.changeCount == 2)
    }
    let values = docValues {
      BatchUpdate().isEmpty                       // true
      BatchUpdate(sectionInserts: [0]).isEmpty    // false
      BatchUpdate(sectionInserts: [0, 1], itemDeletes: [ItemPath(item: 0, section: 0)])
        .changeCount  // 3
      BatchUpdate(sectionInserts: [1]).description  // "BatchUpdate(sectionInserts: [1])"
    }
    #expect(values.map { "\($0)" } == ["true", "false", "3", "BatchUpdate(sectionInserts: [1])"])
  }
}
