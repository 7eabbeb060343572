import TrellisCore
import TrellisDiff

// Duplicate identities: reported, and resolved by the policy, at a cost proportional to the
// changes rather than to the list.
//
// The adapter keeps how many times each item identity occurs in the displayed data. A diff's
// inserts and deletes update those counts, so a new duplicate — which can only arrive as an insert,
// since the displayed data's k-th occurrence matches the new data's k-th occurrence — is noticed
// without looking at every item. Only a reload, or a duplicate actually found, scans everything.

extension ListAdapter {
  /// `sections` with repeated section identities reported and, for `.keepFirst`, dropped.
  ///
  /// Sections with the identities, in the same order, of the last sections found without a
  /// repeat are returned as they are, without hashing: most updates keep their sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  func resolveSectionDuplicates(_ sections: [ListSection]) -> [ListSection] {
    if _haveIdentities(sections, uniqueSectionIDs) { return sections }
    var seen: [AnyListID: Int] = [:]
    seen.reserveCapacity(sections.count)
    var result: [ListSection] = []
    result.reserveCapacity(sections.count)
    var hasDuplicate = false
    for index in sections.indices {
      let id = sections[index].id
      if let first = seen[id] {
        hasDuplicate = true
        diagnostics.report(.duplicateSectionID(id, first: first, duplicate: index))
        if configuration.duplicatePolicy == .keepFirst { continue }
      } else {
        seen[id] = index
      }
      result.append(sections[index])
    }
    if !hasDuplicate {
      uniqueSectionIDs.removeAll(keepingCapacity: true)
      for index in sections.indices { uniqueSectionIDs.append(sections[index].id) }
    }
    return result
  }

  /// `sections` with every repeated item identity reported and, for `.keepFirst`, dropped; the
  /// identity counts are rebuilt from the result.
  ///
  /// - Complexity: O(*n*) hashes for *n* items.
  func resolveItemDuplicates(_ sections: [ListSection]) -> [ListSection] {
    var counts: [AnyListID: Int] = [:]
    counts.reserveCapacity(identityCounts.count)
    var first: [AnyListID: ItemPath] = [:]
    var result = sections
    for sectionIndex in sections.indices {
      var dropped: [Int] = []
      for (itemIndex, item) in sections[sectionIndex].items.enumerated() {
        let path = ItemPath(item: itemIndex, section: sectionIndex)
        if let firstPath = first[item.id] {
          diagnostics.report(.duplicateItemID(item.id, first: firstPath, duplicate: path))
          if configuration.duplicatePolicy == .keepFirst {
            dropped.append(itemIndex)
            continue
          }
        } else {
          first[item.id] = path
        }
        counts[item.id, default: 0] += 1
      }
      for index in dropped.reversed() { result[sectionIndex].items.remove(at: index) }
    }
    identityCounts = counts
    countRepeatedIdentities()
    return result
  }

  /// Updates the identity counts with the stages' deletes and inserts, from `old` to the last
  /// stage's data, and returns whether an identity now occurs more than once.
  ///
  /// - Complexity: O(*c*) hashes for *c* items deleted or inserted, counting the items of deleted
  ///   and inserted sections.
  func trackIdentities(
    from old: [ListSection], through stages: some Collection<Changeset<[ListSection]>>
  ) -> Bool {
    var previous = old
    var hasDuplicate = false
    for stage in stages {
      let update = stage.update
      for section in update.sectionDeletes {
        _forEachItemID(of: previous, inSection: section) { decrement($0) }
      }
      for path in update.itemDeletes { decrement(_itemID(of: previous, at: path)) }
      let data = stage.data
      for section in update.sectionInserts {
        _forEachItemID(of: data, inSection: section) {
          hasDuplicate = increment($0) || hasDuplicate
        }
      }
      for path in update.itemInserts {
        hasDuplicate = increment(_itemID(of: data, at: path)) || hasDuplicate
      }
      previous = data
    }
    return hasDuplicate
  }

  /// Counts the identities of the displayed data again: after an update stopped between its
  /// stages, the counts tracked through all its stages are ahead of what the host shows.
  ///
  /// - Complexity: O(*n*) hashes for *n* items.
  func rebuildIdentityCounts() {
    var counts: [AnyListID: Int] = [:]
    counts.reserveCapacity(identityCounts.count)
    for section in sections {
      for item in section.items { counts[item.id, default: 0] += 1 }
    }
    identityCounts = counts
    countRepeatedIdentities()
  }

  // MARK: Private

  /// Sets ``repeatedIdentities`` from ``identityCounts``.
  ///
  /// - Complexity: O(*n*) for *n* identities.
  private func countRepeatedIdentities() {
    repeatedIdentities = 0
    for count in identityCounts.values where count > 1 { repeatedIdentities += 1 }
  }

  /// Counts one occurrence less (one hash).
  private func decrement(_ id: AnyListID) {
    guard let index = identityCounts.index(forKey: id) else { return }
    let count = identityCounts.values[index]
    guard count > 1 else {
      identityCounts.remove(at: index)
      return
    }
    identityCounts.values[index] = count - 1
    if count == 2 { repeatedIdentities -= 1 }
  }

  /// Counts one more occurrence (one hash); returns whether the identity now occurs more than
  /// once.
  private func increment(_ id: AnyListID) -> Bool {
    let count = _incremented(&identityCounts[id, default: 0])
    if count == 2 { repeatedIdentities += 1 }
    return count > 1
  }
}

/// Adds one to `value` and returns the result.
private func _incremented(_ value: inout Int) -> Int {
  value += 1
  return value
}

/// Whether `sections` have the identities `ids`, in order.
private func _haveIdentities(_ sections: [ListSection], _ ids: [AnyListID]) -> Bool {
  guard sections.count == ids.count else { return false }
  for index in ids.indices where sections[index].id != ids[index] { return false }
  return true
}
