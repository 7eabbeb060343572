import TrellisCore
import TrellisDiff
import TrellisList

extension ListModel {
  /// A random model: sections `"s0"`, `"s1"`, … with text and number items.
  ///
  ///     var rng = SeededGenerator(seed: 7)
  ///     let model = ListModel.random(sections: 0...4, items: 0...10, using: &rng)
  ///
  /// - Parameters:
  ///   - sections: The range the section count is drawn from.
  ///   - items: The range each section's item count is drawn from.
  ///   - idSpace: Item identities are drawn from `0..<idSpace` when given (so duplicates occur);
  ///     otherwise every item has a fresh identity.
  ///   - rng: The source of randomness.
  /// - Returns: The model.
  public static func random(
    sections: ClosedRange<Int>, items: ClosedRange<Int>, idSpace: Int? = nil,
    using rng: inout some RandomNumberGenerator
  ) -> ListModel {
    var nextID = 0
    let sectionCount = Int.random(in: sections, using: &rng)
    let built = (0..<sectionCount).map { sectionIndex in
      let itemCount = Int.random(in: items, using: &rng)
      let items = (0..<itemCount).map { _ -> ListItem in
        let id: Int
        if let idSpace {
          id = Int.random(in: 0..<idSpace, using: &rng)
        } else {
          id = nextID
          nextID += 1
        }
        return randomItem(id: id, using: &rng)
      }
      return ListSection(id: "s\(sectionIndex)", items: items)
    }
    return ListModel(sections: built)
  }

  /// Returns a copy changed by random edits: inserts, deletes, moves within and across sections,
  /// content changes, view-type changes, section inserts, deletes and moves.
  ///
  /// - Parameters:
  ///   - edits: How many edits to make.
  ///   - rng: The source of randomness.
  /// - Returns: The edited model; identities of inserted items and sections are fresh.
  public func randomlyMutated(edits: Int = 5, using rng: inout some RandomNumberGenerator)
    -> ListModel
  {
    var model = self
    var fresh = 1_000_000 + Int.random(in: 0..<1_000, using: &rng) * 1_000
    for _ in 0..<edits {
      fresh += 1
      let paths = model.itemPaths
      switch Int.random(in: 0..<8, using: &rng) {
      case 0 where !model.sections.isEmpty:
        let section = Int.random(in: model.sections.indices, using: &rng)
        let index = Int.random(in: 0...model.sections[section].items.count, using: &rng)
        try! model.insert(
          ListModel.randomItem(id: fresh, using: &rng), at: ItemPath(item: index, section: section)
        )
      case 1 where !paths.isEmpty:
        try! model.removeItem(at: paths.randomElement(using: &rng)!)
      case 2 where !paths.isEmpty:
        let source = paths.randomElement(using: &rng)!
        let targetSection = Int.random(in: model.sections.indices, using: &rng)
        let count = model.sections[targetSection].items.count
        let limit = count - (source.section == targetSection ? 1 : 0)
        let target = ItemPath(item: Int.random(in: 0...limit, using: &rng), section: targetSection)
        try! model.moveItem(from: source, to: target)
      case 3 where !paths.isEmpty:
        let path = paths.randomElement(using: &rng)!
        let id = model[path].id
        model[path] =
          Bool.random(using: &rng)
          ? ListItem.text(id, "changed \(fresh)") : ListItem.number(id, fresh)
      case 4:
        let index = Int.random(in: 0...model.sections.count, using: &rng)
        let items = (0..<Int.random(in: 0...3, using: &rng)).map {
          ListModel.randomItem(id: fresh * 10 + $0, using: &rng)
        }
        try! model.insertSection(ListSection(id: "n\(fresh)", items: items), at: index)
      case 5 where !model.sections.isEmpty:
        try! model.removeSection(at: Int.random(in: model.sections.indices, using: &rng))
      case 6 where model.sections.count > 1:
        try! model.moveSection(
          from: Int.random(in: model.sections.indices, using: &rng),
          to: Int.random(in: model.sections.indices, using: &rng))
      case 7 where !model.sections.isEmpty:
        let index = Int.random(in: model.sections.indices, using: &rng)
        model.sections[index].header = .header("h\(fresh)")
      default:
        break
      }
    }
    return model
  }

  private static func randomItem(id: Int, using rng: inout some RandomNumberGenerator) -> ListItem {
    Bool.random(using: &rng)
      ? .text(id, "item \(id)") : .number(id, Int.random(in: 0..<3, using: &rng))
  }
}
