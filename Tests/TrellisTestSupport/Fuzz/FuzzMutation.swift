import Foundation
import TrellisCore
import TrellisDiff
import TrellisList

extension ListAdapter.Configuration {
  /// A random configuration of the update-sequence fuzz: either duplicate policy, a reload
  /// threshold of 3 one time in ten (else 1,000), and the first visible item kept in place one
  /// time in five.
  ///
  /// - Parameter rng: The source of randomness (three draws, in that order).
  /// - Returns: The configuration.
  public static func fuzzed(using rng: inout SeededGenerator) -> ListAdapter.Configuration {
    ListAdapter.Configuration(
      duplicatePolicy: Bool.random(using: &rng) ? .keepFirst : .disambiguateByOccurrence,
      reloadThreshold: Int.random(in: 0..<10, using: &rng) == 0 ? 3 : 1_000,
      keepsFirstVisibleItemInPlace: Int.random(in: 0..<5, using: &rng) == 0)
  }
}

/// Viewports of the update-sequence fuzz, 320 points wide: a few rows, or every item of most
/// models.
public func fuzzViewport(using rng: inout SeededGenerator) -> CGSize {
  CGSize(width: 320, height: [200, 200, 600, 2_000].randomElement(using: &rng)!)
}

extension ListModel {
  /// This model after one step of an update-sequence fuzz: `randomlyMutated`'s inserts,
  /// deletes, moves and content changes, then up to two of `edits` in random sections.
  ///
  ///     raw = raw.fuzzMutated(step: step, edits: features.edits, using: &rng)
  ///
  /// Sections `randomlyMutated` inserts are renamed `"m<step>.<n>"`: its fresh names can repeat
  /// across calls, and inserting a name that exists traps. An edit that needs an item does
  /// nothing in a model without items.
  ///
  /// - Parameters:
  ///   - step: The step's number, which names the sections it inserts.
  ///   - edits: The edits to draw from (see ``FuzzFeatures/edits``).
  ///   - rng: The source of randomness.
  /// - Returns: The mutated model.
  public func fuzzMutated(
    step: Int, edits: [FuzzEdit], using rng: inout some RandomNumberGenerator
  ) -> ListModel {
    var model = randomlyMutated(edits: Int.random(in: 1...4, using: &rng), using: &rng)
    for index in model.sections.indices {
      if let name = model.sections[index].id.base(as: String.self), name.hasPrefix("n") {
        model.sections[index].id = AnyListID("m\(step).\(index)")
      }
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      let fresh = Int.random(in: 0..<1_000_000, using: &rng)
      guard !model.sections.isEmpty, !edits.isEmpty else { break }
      let section = Int.random(in: model.sections.indices, using: &rng)
      model.apply(
        edits[Int.random(in: edits.indices, using: &rng)], to: section, fresh: fresh, using: &rng)
    }
    return model
  }

  /// Makes `edit` in the section at `section`; `fresh` tells the new texts apart.
  private mutating func apply(
    _ edit: FuzzEdit, to section: Int, fresh: Int, using rng: inout some RandomNumberGenerator
  ) {
    let paths = itemPaths
    switch edit {
    case .toggleHeader:
      sections[section].header = sections[section].header == nil ? .header("h\(fresh)") : nil
    case .toggleFooter:
      sections[section].footer = sections[section].footer == nil ? .header("f\(fresh)") : nil
    case .duplicateItem where !paths.isEmpty:
      let source = self[paths.randomElement(using: &rng)!]
      let count = sections[section].items.count
      sections[section].items.insert(
        .text(source.id, "dup \(fresh)"), at: Int.random(in: 0...count, using: &rng))
    case .changeViewType where !paths.isEmpty:
      let path = paths.randomElement(using: &rng)!
      let item = self[path]
      self[path] =
        item.content(as: Int.self) != nil ? .text(item.id, "was \(fresh)") : .number(item.id, 7)
    case .copySection:
      var copy = sections[section]
      copy.items = copy.items.prefix(2).map { .text($0.id, "copy \(fresh)") }
      sections.insert(copy, at: Int.random(in: 0...sections.count, using: &rng))
    case .emptySection:
      sections[section].items.removeAll()
    case .duplicateItem, .changeViewType:
      break
    }
  }
}
