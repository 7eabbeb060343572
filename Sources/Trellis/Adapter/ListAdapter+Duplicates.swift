/// The identity of a repeated item or section under ``DuplicatePolicy/disambiguateByOccurrence``:
/// the k-th occurrence of `base` (k ≥ 1; the first occurrence keeps its own identity).
struct _Occurrence: Hashable, Sendable {
  var base: AnyListID
  var occurrence: Int
}

extension ListAdapter {
  /// The sections to display for `model`: duplicates reported and resolved by the policy.
  ///
  /// - Complexity: O(*n*) hashes for *n* items.
  func resolveDuplicates(in model: ListModel) -> [ListSection] {
    var sectionSeen: [AnyListID: Int] = [:]
    var itemSeen: [AnyListID: ItemPath] = [:]
    itemSeen.reserveCapacity(model.itemCount)
    var occurrences: [AnyListID: Int] = [:]
    var result: [ListSection] = []
    result.reserveCapacity(model.sections.count)
    for (sectionIndex, original) in model.sections.enumerated() {
      var section = original
      if let first = sectionSeen[section.id] {
        diagnostics.report(
          .duplicateSectionID(section.id, first: first, duplicate: sectionIndex))
        switch configuration.duplicatePolicy {
        case .keepFirst:
          continue
        case .disambiguateByOccurrence:
          occurrences[section.id, default: 0] += 1
          section.id = AnyListID(
            _Occurrence(base: section.id, occurrence: occurrences[section.id]!))
        }
      } else {
        sectionSeen[section.id] = sectionIndex
      }
      var duplicates: [Int] = []
      for (itemIndex, item) in section.items.enumerated() {
        let path = ItemPath(item: itemIndex, section: sectionIndex)
        if let first = itemSeen[item.id] {
          diagnostics.report(.duplicateItemID(item.id, first: first, duplicate: path))
          duplicates.append(itemIndex)
        } else {
          itemSeen[item.id] = path
        }
      }
      if !duplicates.isEmpty {
        switch configuration.duplicatePolicy {
        case .keepFirst:
          for index in duplicates.reversed() { section.items.remove(at: index) }
        case .disambiguateByOccurrence:
          for index in duplicates {
            let id = section.items[index].id
            occurrences[id, default: 0] += 1
            section.items[index] = section.items[index].withID(
              AnyListID(_Occurrence(base: id, occurrence: occurrences[id]!)))
          }
        }
      }
      result.append(section)
    }
    return result
  }
}
