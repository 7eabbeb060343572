import Testing
import TrellisDiff

@Suite("BatchUpdate")
struct BatchUpdateTests {
  @Test("the empty batch")
  func empty() {
    #expect(BatchUpdate().isEmpty)
    #expect(BatchUpdate().changeCount == 0)
    #expect(BatchUpdate().description == "BatchUpdate()")
    #expect(!BatchUpdate(sectionInserts: [0]).isEmpty)
  }

  @Test("changeCount counts every operation")
  func changeCount() {
    #expect(BatchUpdate(sectionInserts: [0, 1], itemDeletes: [path(0, 0)]).changeCount == 3)
    var update = BatchUpdate()
    update.sectionDeletes = [0]
    update.sectionReloads = [1]
    update.sectionMoves = [Move(source: 2, target: 0)]
    update.itemInserts = [path(0, 0)]
    update.itemReloads = [path(1, 0)]
    update.itemMoves = [Move(source: path(1, 1), target: path(1, 0))]
    #expect(update.changeCount == 6)
    #expect(
      update.description
        == "BatchUpdate(sectionDeletes: [0], sectionReloads: [1], sectionMoves: [2 -> 0],"
        + " itemInserts: [[0, 0]], itemReloads: [[1, 0]], itemMoves: [[1, 1] -> [1, 0]])")
  }

  @Test("the BatchUpdate doc example")
  func docExample() throws {
    var update = BatchUpdate()
    update.itemDeletes = [path(0, 0)]
    update.itemInserts = [path(0, 2)]
    try update.validate(from: [3], to: [3])
  }
}

@Suite("BatchUpdate.indexMapping and apply")
struct BatchUpdateIndexMappingTests {
  @Test("the IndexMapping doc examples")
  func docExamples() throws {
    let deleting = try BatchUpdate(itemDeletes: [path(0, 0)]).indexMapping(from: [3], to: [2])
    #expect(deleting.target(of: path(0, 2)) == path(0, 1))
    #expect(deleting.target(of: path(0, 0)) == nil)
    #expect(
      try BatchUpdate(sectionDeletes: [0]).indexMapping(from: [1, 1], to: [1]).target(ofSection: 1)
        == 0)
    #expect(
      try BatchUpdate(sectionInserts: [0]).indexMapping(from: [1], to: [0, 1]).source(ofSection: 0)
        == nil)
    let inserting = try BatchUpdate(itemInserts: [path(0, 0)]).indexMapping(from: [1], to: [2])
    #expect(inserting.target(of: path(0, 0)) == path(0, 1))
    #expect(inserting.source(of: path(0, 0)) == nil)
    let moving = try BatchUpdate(itemMoves: [Move(source: path(0, 0), target: path(0, 1))])
      .indexMapping(from: [2], to: [2])
    #expect(moving.target(of: path(0, 1)) == path(0, 0))
    #expect(moving.source(of: path(0, 1)) == path(0, 0))
  }

  @Test("sections and items move together under UIKit's convention")
  func mixed() throws {
    // Before: S0 [a b c], S1 [d e]. Move S1 to the front, delete a, insert x at [1, 0]:
    // after, S1 [d e] then S0 [x b c].
    let update = BatchUpdate(
      sectionMoves: [Move(source: 1, target: 0)], itemDeletes: [path(0, 0)],
      itemInserts: [path(1, 0)])
    let mapping = try update.indexMapping(from: [3, 2], to: [2, 3])
    #expect(mapping.target(ofSection: 0) == 1)
    #expect(mapping.target(of: path(1, 1)) == path(0, 1))
    #expect(mapping.target(of: path(0, 1)) == path(1, 1))
    #expect(mapping.target(of: path(0, 2)) == path(1, 2))
    #expect(mapping.target(of: path(5, 5)) == nil)
  }

  @Test("apply keeps survivors and fetches inserts and reloads")
  func apply() throws {
    let update = BatchUpdate(itemDeletes: [path(0, 0)])
    #expect(try update.apply(to: [["a", "b"]], fetching: [["b"]]) == [["b"]])
    let reload = BatchUpdate(
      itemReloads: [path(0, 0)], itemMoves: [Move(source: path(0, 0), target: path(0, 2))])
    #expect(throws: BatchUpdateViolation.self) {
      try reload.apply(to: [["a", "b", "c"]], fetching: [["b", "c", "a"]])
    }
    let valid = BatchUpdate(itemReloads: [path(0, 1)])
    #expect(try valid.apply(to: [["a", "b"]], fetching: [["a", "B"]]) == [["a", "B"]])
    // A missing reload shows up as stale content.
    #expect(try BatchUpdate().apply(to: [["a", "b"]], fetching: [["a", "B"]]) == [["a", "b"]])
  }
}

@Suite("Doc examples")
struct DocExampleTests {
  @Test("validate and BatchUpdateViolation")
  func validate() throws {
    let update = BatchUpdate(itemDeletes: [path(0, 0)])
    try update.validate(from: [3], to: [2])
    #expect(throws: BatchUpdateViolation.self) { try update.validate(from: [3], to: [3]) }
    do {
      try BatchUpdate(itemInserts: [path(0, 0)]).validate(from: [1], to: [1])
      Issue.record("expected a violation")
    } catch {
      #expect(error.description.hasPrefix("Invalid update: invalid number of items in section 0."))
    }
    #expect(BatchUpdateViolation.Operation.moveSource.description == "move source")
    #expect(BatchUpdateViolation.Operation.insert.description == "insert")
    #expect(
      BatchUpdateViolation.duplicateSection(section: 2, operation: .delete).description
        == "Invalid update: attempt to delete section 2 more than once.")
  }

  @Test("Move, Changeset and StagedChangeset descriptions")
  func descriptions() {
    let move = Move(source: path(0, 0), target: path(1, 2))
    #expect(move.description == "[0, 0] -> [1, 2]")
    #expect(Move(source: 1, target: 4).description == "1 -> 4")
    #expect(
      Changeset(data: [1], update: BatchUpdate()).description
        == "Changeset(1 elements, BatchUpdate())")
    let insert = BatchUpdate(itemInserts: [path(0, 1)])
    let stages = StagedChangeset<[Int]>([Changeset(data: [1, 2], update: insert)])
    #expect(stages.count == 1 && stages[0].data == [1, 2])
    #expect(stages.description.hasPrefix("StagedChangeset(1 stages)"))
  }
}
