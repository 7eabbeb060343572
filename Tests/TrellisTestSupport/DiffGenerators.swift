import TrellisCore
import TrellisLayout
import TrellisList

/// Random sectioned worlds for diff tests: duplicates, empty sections, section moves,
/// cross-section moves and content changes, all drawn from a seeded generator.
///
///     var rng = SeededGenerator(seed: 7)
///     let old = DiffWorld.sections(using: &rng)
///     let new = DiffWorld.mutated(old, using: &rng)
public enum DiffWorld {
  /// Random sections: 0 to `maxSections` sections of 0 to `maxItems` items, identities drawn
  /// from small ranges so that duplicates are common.
  public static func sections(
    maxSections: Int = 5, maxItems: Int = 8, itemIDs: Int = 24, sectionIDs: Int = 8,
    using rng: inout SeededGenerator
  ) -> [DiffSection] {
    (0..<Int.random(in: 0...maxSections, using: &rng)).map { _ in
      DiffSection(
        model: DiffSectionModel(Int.random(in: 0..<sectionIDs, using: &rng)),
        elements: (0..<Int.random(in: 0...maxItems, using: &rng)).map { _ in
          DiffItem(Int.random(in: 0..<itemIDs, using: &rng))
        })
    }
  }

  /// A random edit of `sections`: sections deleted, inserted, moved and re-headed; items
  /// deleted, inserted (identities may repeat), moved within and across sections, and changed.
  public static func mutated(
    _ sections: [DiffSection], itemIDs: Int = 24, sectionIDs: Int = 8,
    using rng: inout SeededGenerator
  ) -> [DiffSection] {
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    var result = sections.filter { _ in !chance(15) }
    for _ in 0..<Int.random(in: 0...2, using: &rng) where chance(40) {
      let section = DiffSection(
        model: DiffSectionModel(Int.random(in: 0..<sectionIDs, using: &rng)),
        elements: (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          DiffItem(Int.random(in: 0..<itemIDs, using: &rng))
        })
      result.insert(section, at: Int.random(in: 0...result.count, using: &rng))
    }
    if chance(30), result.count > 1 { result.swapAt(0, result.count - 1) }
    if chance(20) { result.shuffle(using: &rng) }
    for index in result.indices where chance(20) { result[index].model.content += 1 }
    guard !result.isEmpty else { return result }
    for index in result.indices {
      result[index].elements = result[index].elements.compactMap { item in
        if chance(15) { return nil }
        var item = item
        if chance(15) { item.content += 1 }
        return item
      }
      if chance(50) {
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          let item = DiffItem(Int.random(in: 0..<itemIDs, using: &rng))
          result[index].elements.insert(
            item, at: Int.random(in: 0...result[index].elements.count, using: &rng))
        }
      }
      if chance(25), result[index].elements.count > 1 {
        result[index].elements.shuffle(using: &rng)
      }
    }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      let from = Int.random(in: 0..<result.count, using: &rng)
      guard !result[from].elements.isEmpty else { continue }
      let item = result[from].elements.remove(
        at: Int.random(in: 0..<result[from].elements.count, using: &rng))
      let to = Int.random(in: 0..<result.count, using: &rng)
      result[to].elements.insert(
        item, at: Int.random(in: 0...result[to].elements.count, using: &rng))
    }
    return result
  }
}
