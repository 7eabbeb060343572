import Testing
import TrellisDiff

/// One rule of `validate`: a batch that breaks it and a close one that does not.
struct ValidationCase: CustomTestStringConvertible, Sendable {
  var rule: String
  var old: [Int]
  var new: [Int]
  var rejected: BatchUpdate
  var violation: BatchUpdateViolation
  var message: String
  var accepted: BatchUpdate
  var acceptedNew: [Int]?

  var testDescription: String { rule }
}

private func move(_ from: ItemPath, _ to: ItemPath) -> Move<ItemPath> {
  Move(source: from, target: to)
}

private let prefix = "Invalid update: "

private let cases: [ValidationCase] = [
  // Section count.
  ValidationCase(
    rule: "section count after = before - deleted + inserted", old: [0, 0, 0], new: [0, 0, 0, 0],
    rejected: BatchUpdate(),
    violation: .invalidSectionCount(before: 3, after: 4, inserted: 0, deleted: 0),
    message: prefix + "invalid number of sections. The number of sections contained in the"
      + " collection view after the update (4) must be equal to the number of sections contained"
      + " in the collection view before the update (3), plus or minus the number of sections"
      + " inserted or deleted (0 inserted, 0 deleted).",
    accepted: BatchUpdate(sectionInserts: [3])),
  // Item count.
  ValidationCase(
    rule: "item count after = before - deleted + inserted - moved out + moved in",
    old: [1, 1, 3], new: [1, 1, 5], rejected: BatchUpdate(itemInserts: [path(2, 0)]),
    violation: .invalidItemCount(
      section: 2, before: 3, after: 5, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0),
    message: prefix + "invalid number of items in section 2. The number of items contained in an"
      + " existing section after the update (5) must be equal to the number of items contained in"
      + " that section before the update (3), plus or minus the number of items inserted or"
      + " deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items"
      + " moved into or out of that section (0 moved in, 0 moved out).",
    accepted: BatchUpdate(itemInserts: [path(2, 0), path(2, 4)])),
  ValidationCase(
    rule: "item count counts moves across sections", old: [2, 1], new: [2, 1],
    rejected: BatchUpdate(itemMoves: [move(path(0, 0), path(1, 0))]),
    violation: .invalidItemCount(
      section: 0, before: 2, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1),
    message: prefix + "invalid number of items in section 0. The number of items contained in an"
      + " existing section after the update (2) must be equal to the number of items contained in"
      + " that section before the update (2), plus or minus the number of items inserted or"
      + " deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items"
      + " moved into or out of that section (0 moved in, 1 moved out).",
    accepted: BatchUpdate(itemMoves: [move(path(0, 0), path(1, 0))]), acceptedNew: [1, 2]),
  // Section ranges.
  ValidationCase(
    rule: "deleted section exists before", old: [0, 0], new: [0],
    rejected: BatchUpdate(sectionDeletes: [2]),
    violation: .sectionOutOfRange(section: 2, operation: .delete, sectionCount: 2),
    message: prefix
      + "attempt to delete section 2, but there are only 2 sections before the update.",
    accepted: BatchUpdate(sectionDeletes: [1])),
  ValidationCase(
    rule: "inserted section exists after", old: [0], new: [0, 0],
    rejected: BatchUpdate(sectionInserts: [2]),
    violation: .sectionOutOfRange(section: 2, operation: .insert, sectionCount: 2),
    message: prefix
      + "attempt to insert section 2, but there are only 2 sections after the update.",
    accepted: BatchUpdate(sectionInserts: [1])),
  ValidationCase(
    rule: "reloaded section exists before", old: [0], new: [0],
    rejected: BatchUpdate(sectionReloads: [-1]),
    violation: .sectionOutOfRange(section: -1, operation: .reload, sectionCount: 1),
    message: prefix
      + "attempt to reload section -1, but there are only 1 sections before the update.",
    accepted: BatchUpdate(sectionReloads: [0])),
  ValidationCase(
    rule: "moved section exists before", old: [0, 0], new: [0, 0],
    rejected: BatchUpdate(sectionMoves: [Move(source: 2, target: 0)]),
    violation: .sectionOutOfRange(section: 2, operation: .moveSource, sectionCount: 2),
    message: prefix + "attempt to move section 2, but there are only 2 sections before the update.",
    accepted: BatchUpdate(sectionMoves: [Move(source: 1, target: 0)])),
  ValidationCase(
    rule: "move target section exists after", old: [0, 0], new: [0, 0],
    rejected: BatchUpdate(sectionMoves: [Move(source: 0, target: 2)]),
    violation: .sectionOutOfRange(section: 2, operation: .moveTarget, sectionCount: 2),
    message: prefix
      + "attempt to move to section 2, but there are only 2 sections after the update.",
    accepted: BatchUpdate(sectionMoves: [Move(source: 0, target: 1)])),
  // Duplicate sections.
  ValidationCase(
    rule: "no section deleted twice", old: [0, 0], new: [],
    rejected: BatchUpdate(sectionDeletes: [1, 1]),
    violation: .duplicateSection(section: 1, operation: .delete),
    message: prefix + "attempt to delete section 1 more than once.",
    accepted: BatchUpdate(sectionDeletes: [1, 0])),
  ValidationCase(
    rule: "no section inserted twice", old: [], new: [0, 0],
    rejected: BatchUpdate(sectionInserts: [0, 0]),
    violation: .duplicateSection(section: 0, operation: .insert),
    message: prefix + "attempt to insert section 0 more than once.",
    accepted: BatchUpdate(sectionInserts: [0, 1])),
  ValidationCase(
    rule: "no section reloaded twice", old: [0], new: [0],
    rejected: BatchUpdate(sectionReloads: [0, 0]),
    violation: .duplicateSection(section: 0, operation: .reload),
    message: prefix + "attempt to reload section 0 more than once.",
    accepted: BatchUpdate(sectionReloads: [0])),
  ValidationCase(
    rule: "no section moved twice", old: [0, 0], new: [0, 0],
    rejected: BatchUpdate(sectionMoves: [Move(source: 0, target: 1), Move(source: 0, target: 0)]),
    violation: .duplicateSection(section: 0, operation: .moveSource),
    message: prefix + "attempt to move section 0 more than once.",
    accepted: BatchUpdate(sectionMoves: [Move(source: 0, target: 1), Move(source: 1, target: 0)])),
  ValidationCase(
    rule: "no section the target of two moves", old: [0, 0], new: [0, 0],
    rejected: BatchUpdate(sectionMoves: [Move(source: 0, target: 1), Move(source: 1, target: 1)]),
    violation: .duplicateSection(section: 1, operation: .moveTarget),
    message: prefix + "attempt to move to section 1 more than once.",
    accepted: BatchUpdate(sectionMoves: [Move(source: 0, target: 1), Move(source: 1, target: 0)])),
  // Section conflicts.
  ValidationCase(
    rule: "no section deleted and moved", old: [0, 0], new: [0],
    rejected: BatchUpdate(sectionDeletes: [0], sectionMoves: [Move(source: 0, target: 0)]),
    violation: .sectionDeletedAndMoved(section: 0),
    message: prefix + "attempt to delete and move section 0.",
    accepted: BatchUpdate(sectionDeletes: [0], sectionMoves: [Move(source: 1, target: 0)])),
  ValidationCase(
    rule: "no section deleted and reloaded", old: [0, 0], new: [0],
    rejected: BatchUpdate(sectionDeletes: [0], sectionReloads: [0]),
    violation: .sectionDeletedAndReloaded(section: 0),
    message: prefix + "attempt to delete and reload section 0.",
    accepted: BatchUpdate(sectionDeletes: [0], sectionReloads: [1])),
  ValidationCase(
    rule: "no section moved and reloaded", old: [0, 0], new: [0, 0],
    rejected: BatchUpdate(sectionReloads: [1], sectionMoves: [Move(source: 1, target: 0)]),
    violation: .sectionMovedAndReloaded(section: 1),
    message: prefix + "attempt to move and reload section 1.",
    accepted: BatchUpdate(sectionReloads: [0], sectionMoves: [Move(source: 1, target: 0)])),
  ValidationCase(
    rule: "no section inserted and moved to", old: [0, 0], new: [0, 0, 0],
    rejected: BatchUpdate(sectionInserts: [0], sectionMoves: [Move(source: 1, target: 0)]),
    violation: .sectionInsertedAndMovedTo(section: 0),
    message: prefix + "attempt to insert section 0 and move a section to it.",
    accepted: BatchUpdate(sectionInserts: [1], sectionMoves: [Move(source: 1, target: 0)])),
  // Item ranges.
  ValidationCase(
    rule: "item operations name existing sections", old: [1], new: [0],
    rejected: BatchUpdate(itemDeletes: [path(1, 0)]),
    violation: .itemSectionOutOfRange(path: path(1, 0), operation: .delete, sectionCount: 1),
    message: prefix + "attempt to delete item 0 in section 1, but there are only 1 sections"
      + " before the update.",
    accepted: BatchUpdate(itemDeletes: [path(0, 0)])),
  ValidationCase(
    rule: "deleted item exists before", old: [3], new: [2],
    rejected: BatchUpdate(itemDeletes: [path(0, 3)]),
    violation: .itemOutOfRange(path: path(0, 3), operation: .delete, itemCount: 3),
    message: prefix + "attempt to delete item 3 in section 0, but there are only 3 items in"
      + " section 0 before the update.",
    accepted: BatchUpdate(itemDeletes: [path(0, 2)])),
  ValidationCase(
    rule: "inserted item exists after", old: [1], new: [2],
    rejected: BatchUpdate(itemInserts: [path(0, 2)]),
    violation: .itemOutOfRange(path: path(0, 2), operation: .insert, itemCount: 2),
    message: prefix + "attempt to insert item 2 in section 0, but there are only 2 items in"
      + " section 0 after the update.",
    accepted: BatchUpdate(itemInserts: [path(0, 1)])),
  ValidationCase(
    rule: "reloaded item exists before", old: [1], new: [1],
    rejected: BatchUpdate(itemReloads: [path(0, 1)]),
    violation: .itemOutOfRange(path: path(0, 1), operation: .reload, itemCount: 1),
    message: prefix + "attempt to reload item 1 in section 0, but there are only 1 items in"
      + " section 0 before the update.",
    accepted: BatchUpdate(itemReloads: [path(0, 0)])),
  ValidationCase(
    rule: "moved item exists before", old: [2], new: [2],
    rejected: BatchUpdate(itemMoves: [move(path(0, 2), path(0, 0))]),
    violation: .itemOutOfRange(path: path(0, 2), operation: .moveSource, itemCount: 2),
    message: prefix + "attempt to move item 2 in section 0, but there are only 2 items in"
      + " section 0 before the update.",
    accepted: BatchUpdate(itemMoves: [move(path(0, 1), path(0, 0))])),
  ValidationCase(
    rule: "move target exists after", old: [2], new: [2],
    rejected: BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2))]),
    violation: .itemOutOfRange(path: path(0, 2), operation: .moveTarget, itemCount: 2),
    message: prefix + "attempt to move to item 2 in section 0, but there are only 2 items in"
      + " section 0 after the update.",
    accepted: BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1))])),
  // Duplicate items.
  ValidationCase(
    rule: "no item deleted twice", old: [2], new: [0],
    rejected: BatchUpdate(itemDeletes: [path(0, 1), path(0, 1)]),
    violation: .duplicateItem(path: path(0, 1), operation: .delete),
    message: prefix + "attempt to delete index path [0, 1] more than once.",
    accepted: BatchUpdate(itemDeletes: [path(0, 1), path(0, 0)])),
  ValidationCase(
    rule: "no item inserted twice", old: [0], new: [2],
    rejected: BatchUpdate(itemInserts: [path(0, 0), path(0, 0)]),
    violation: .duplicateItem(path: path(0, 0), operation: .insert),
    message: prefix + "attempt to insert index path [0, 0] more than once.",
    accepted: BatchUpdate(itemInserts: [path(0, 0), path(0, 1)])),
  ValidationCase(
    rule: "no item reloaded twice", old: [1], new: [1],
    rejected: BatchUpdate(itemReloads: [path(0, 0), path(0, 0)]),
    violation: .duplicateItem(path: path(0, 0), operation: .reload),
    message: prefix + "attempt to reload index path [0, 0] more than once.",
    accepted: BatchUpdate(itemReloads: [path(0, 0)])),
  ValidationCase(
    rule: "no item moved twice", old: [2], new: [2],
    rejected: BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 0))]),
    violation: .duplicateItem(path: path(0, 0), operation: .moveSource),
    message: prefix + "attempt to move index path [0, 0] more than once.",
    accepted: BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0))])),
  ValidationCase(
    rule: "no item the target of two moves", old: [2], new: [2],
    rejected: BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 1))]),
    violation: .duplicateItem(path: path(0, 1), operation: .moveTarget),
    message: prefix + "attempt to move to index path [0, 1] more than once.",
    accepted: BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0))])),
  // Item conflicts.
  ValidationCase(
    rule: "no item deleted and moved", old: [2], new: [1],
    rejected: BatchUpdate(itemDeletes: [path(0, 0)], itemMoves: [move(path(0, 0), path(0, 0))]),
    violation: .itemDeletedAndMoved(path: path(0, 0)),
    message: prefix + "attempt to delete and move index path [0, 0].",
    accepted: BatchUpdate(itemDeletes: [path(0, 0)], itemMoves: [move(path(0, 1), path(0, 0))])),
  ValidationCase(
    rule: "no item deleted and reloaded", old: [2], new: [1],
    rejected: BatchUpdate(itemDeletes: [path(0, 0)], itemReloads: [path(0, 0)]),
    violation: .itemDeletedAndReloaded(path: path(0, 0)),
    message: prefix + "attempt to delete and reload index path [0, 0].",
    accepted: BatchUpdate(itemDeletes: [path(0, 0)], itemReloads: [path(0, 1)])),
  ValidationCase(
    rule: "no item moved and reloaded", old: [2], new: [2],
    rejected: BatchUpdate(itemReloads: [path(0, 1)], itemMoves: [move(path(0, 1), path(0, 0))]),
    violation: .itemMovedAndReloaded(path: path(0, 1)),
    message: prefix + "attempt to move and reload index path [0, 1].",
    accepted: BatchUpdate(itemReloads: [path(0, 0)], itemMoves: [move(path(0, 1), path(0, 0))])),
  ValidationCase(
    rule: "no item inserted and moved to", old: [2], new: [3],
    rejected: BatchUpdate(itemInserts: [path(0, 0)], itemMoves: [move(path(0, 1), path(0, 0))]),
    violation: .itemInsertedAndMovedTo(path: path(0, 0)),
    message: prefix + "attempt to insert index path [0, 0] and move an item to it.",
    accepted: BatchUpdate(itemInserts: [path(0, 1)], itemMoves: [move(path(0, 1), path(0, 0))])),
  // Items and section operations.
  ValidationCase(
    rule: "no item deleted in a deleted section", old: [1, 1], new: [1],
    rejected: BatchUpdate(sectionDeletes: [0], itemDeletes: [path(0, 0)]),
    violation: .itemInDeletedSection(path: path(0, 0), operation: .delete),
    message: prefix + "attempt to delete index path [0, 0] in section 0, which is deleted by the"
      + " same update.",
    accepted: BatchUpdate(sectionDeletes: [0]), acceptedNew: [1]),
  ValidationCase(
    rule: "no item moved out of a deleted section", old: [1, 1], new: [2],
    rejected: BatchUpdate(sectionDeletes: [0], itemMoves: [move(path(0, 0), path(0, 0))]),
    violation: .itemInDeletedSection(path: path(0, 0), operation: .moveSource),
    message: prefix + "attempt to move index path [0, 0] in section 0, which is deleted by the"
      + " same update.",
    accepted: BatchUpdate(sectionDeletes: [0], itemInserts: [path(0, 0)])),
  ValidationCase(
    rule: "no item reloaded in a reloaded section", old: [1], new: [1],
    rejected: BatchUpdate(sectionReloads: [0], itemReloads: [path(0, 0)]),
    violation: .itemInReloadedSection(path: path(0, 0), operation: .reload),
    message: prefix + "attempt to reload index path [0, 0] in section 0, which is reloaded by the"
      + " same update.",
    accepted: BatchUpdate(sectionReloads: [0])),
  ValidationCase(
    rule: "no item inserted in a reloaded section", old: [0, 1], new: [1, 2],
    rejected: BatchUpdate(
      sectionDeletes: [0], sectionInserts: [1], sectionReloads: [1], itemInserts: [path(0, 0)]),
    violation: .itemInReloadedSection(path: path(0, 0), operation: .insert),
    message: prefix + "attempt to insert index path [0, 0] in section 0, which is reloaded by the"
      + " same update.",
    accepted: BatchUpdate(sectionDeletes: [0], sectionInserts: [1], sectionReloads: [1])),
  ValidationCase(
    rule: "no item inserted in an inserted section", old: [1], new: [1, 1],
    rejected: BatchUpdate(sectionInserts: [1], itemInserts: [path(1, 0)]),
    violation: .itemInInsertedSection(path: path(1, 0), operation: .insert),
    message: prefix + "attempt to insert index path [1, 0] in section 1, which is inserted by the"
      + " same update.",
    accepted: BatchUpdate(sectionInserts: [1])),
  ValidationCase(
    rule: "no item moved into an inserted section", old: [1], new: [0, 1],
    rejected: BatchUpdate(sectionInserts: [1], itemMoves: [move(path(0, 0), path(1, 0))]),
    violation: .itemInInsertedSection(path: path(1, 0), operation: .moveTarget),
    message: prefix + "attempt to move to index path [1, 0] in section 1, which is inserted by the"
      + " same update.",
    accepted: BatchUpdate(sectionInserts: [1], itemDeletes: [path(0, 0)])),
  ValidationCase(
    rule: "no item change in a moved section (before)", old: [1, 1], new: [0, 1],
    rejected: BatchUpdate(sectionMoves: [Move(source: 0, target: 1)], itemDeletes: [path(0, 0)]),
    violation: .itemInMovedSection(path: path(0, 0), operation: .delete),
    message: prefix + "attempt to delete index path [0, 0] in section 0, which is moved by the"
      + " same update.",
    accepted: BatchUpdate(sectionMoves: [Move(source: 0, target: 1)], itemDeletes: [path(1, 0)]),
    acceptedNew: [0, 1]),
  ValidationCase(
    rule: "no item change in a moved section (after)", old: [1, 1], new: [1, 2],
    rejected: BatchUpdate(sectionMoves: [Move(source: 0, target: 1)], itemInserts: [path(1, 0)]),
    violation: .itemInMovedSection(path: path(1, 0), operation: .insert),
    message: prefix + "attempt to insert index path [1, 0] in section 1, which is moved by the"
      + " same update.",
    accepted: BatchUpdate(sectionMoves: [Move(source: 0, target: 1)], itemInserts: [path(0, 0)]),
    acceptedNew: [2, 1]),
]

@Suite("BatchUpdate.validate")
struct BatchUpdateValidationTests {
  @Test("rejects a batch that breaks the rule, with UIKit's words", arguments: cases)
  func rejects(_ rule: ValidationCase) {
    #expect(throws: rule.violation) { try rule.rejected.validate(from: rule.old, to: rule.new) }
    #expect(rule.violation.description == rule.message)
  }

  @Test("accepts a close batch that keeps the rule", arguments: cases)
  func accepts(_ rule: ValidationCase) throws {
    try rule.accepted.validate(from: rule.old, to: rule.acceptedNew ?? rule.new)
  }

  @Test("accepts the empty batch on any shape")
  func acceptsEmpty() throws {
    try BatchUpdate().validate(from: [], to: [])
    try BatchUpdate().validate(from: [3, 0, 2], to: [3, 0, 2])
  }

  @Test("accepts a batch using every kind of operation")
  func acceptsEverything() throws {
    // Before: S0 [a b c], S1 [d], S2 [e f], S3 []. After: S2' [f], S0' [b x a], S4 (new) [y].
    let update = BatchUpdate(
      sectionDeletes: [1], sectionInserts: [2], sectionReloads: [3],
      sectionMoves: [Move(source: 2, target: 0)],
      itemDeletes: [path(0, 2)], itemInserts: [path(1, 1)], itemReloads: [path(0, 0)],
      itemMoves: [move(path(0, 0), path(1, 2))])
    #expect(throws: BatchUpdateViolation.itemMovedAndReloaded(path: path(0, 0))) {
      try update.validate(from: [3, 1, 2, 0], to: [2, 3, 1, 0])
    }
    var fixed = update
    fixed.itemReloads = [path(0, 1)]
    try fixed.validate(from: [3, 1, 2, 0], to: [2, 3, 1, 0])
    #expect(fixed.changeCount == 8)
  }

  @Test("every violation case has a description starting like UIKit's")
  func descriptions() {
    for rule in cases { #expect(rule.violation.description.hasPrefix("Invalid update: ")) }
  }
}

@Suite("BatchUpdate.validate, nonsense input")
struct BatchUpdateNonsenseTests {
  @Test("negative counts and indices throw or pass, never trap")
  func negativeCounts() throws {
    try BatchUpdate().validate(from: [-1], to: [-1])
    _ = try BatchUpdate().indexMapping(from: [-1, 2], to: [-1, 2])
    #expect(throws: BatchUpdateViolation.self) {
      try BatchUpdate(itemDeletes: [ItemPath(item: -1, section: 0)]).validate(from: [-1], to: [-2])
    }
    #expect(throws: BatchUpdateViolation.self) {
      try BatchUpdate(sectionMoves: [Move(source: -3, target: 9)]).validate(from: [], to: [])
    }
  }
}
