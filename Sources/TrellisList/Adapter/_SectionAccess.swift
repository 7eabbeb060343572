import TrellisDiff

// Reads of one item out of an array of sections without copying its section.
//
// `sections[s].items[i]` copies `sections[s]` whole first (its identity, items, supplementary
// views and inline layout description: several retains and releases, and a large value), then the
// item. The adapter reads single items on every batch (the host's size questions, the identity
// counts of inserted and deleted items); through buffer pointers it copies the item only.

/// The item at `path` of `sections`, or `nil` when there is none.
///
/// - Complexity: O(1).
func _item(of sections: [ListSection], at path: ItemPath) -> ListItem? {
  guard path.section >= 0, path.section < sections.count else { return nil }
  return sections.withUnsafeBufferPointer { sections in
    sections[path.section].items.withUnsafeBufferPointer { items in
      path.item >= 0 && path.item < items.count ? items[path.item] : nil
    }
  }
}

/// Whether the item at `path` of `sections` has supplementary views of its own; `false` when
/// there is no such item. Reads the item in place.
///
/// - Complexity: O(1).
func _hasItemSupplementaries(_ sections: [ListSection], at path: ItemPath) -> Bool {
  guard path.section >= 0, path.section < sections.count else { return false }
  return sections.withUnsafeBufferPointer { sections in
    sections[path.section].items.withUnsafeBufferPointer { items in
      path.item >= 0 && path.item < items.count && !items[path.item]._supplementaries.isEmpty
    }
  }
}

/// The identity of the item at `path` of `sections`.
///
/// - Precondition: `path` is a valid item path of `sections`.
/// - Complexity: O(1).
func _itemID(of sections: [ListSection], at path: ItemPath) -> AnyListID {
  precondition(
    path.section >= 0 && path.section < sections.count,
    "the item path \(path) names a section the data does not have")
  return sections.withUnsafeBufferPointer { sections in
    sections[path.section].items.withUnsafeBufferPointer { items in
      precondition(
        path.item >= 0 && path.item < items.count,
        "the item path \(path) names an item the section does not have")
      return items[path.item].id
    }
  }
}

/// Calls `body` with the identity of every item of `sections[section]`, in order.
///
/// - Precondition: `section` is a valid section index of `sections`.
/// - Complexity: O(*n*) for *n* items in the section.
func _forEachItemID(
  of sections: [ListSection], inSection section: Int, _ body: (AnyListID) -> Void
) {
  precondition(
    section >= 0 && section < sections.count,
    "the section index \(section) names a section the data does not have")
  sections.withUnsafeBufferPointer { sections in
    sections[section].items.withUnsafeBufferPointer { items in
      for index in items.indices { body(items[index].id) }
    }
  }
}

/// The number of items of `sections[index]`, or 0 when there is no such section (the host asks
/// every section's count twice per batch).
///
/// - Complexity: O(1).
func _itemCount(of sections: [ListSection], at index: Int) -> Int {
  guard index >= 0, index < sections.count else { return 0 }
  return sections.withUnsafeBufferPointer { $0[index].items.count }
}

/// The number of items in `sections`.
///
/// - Complexity: O(*s*) for *s* sections.
func _itemCount(of sections: [ListSection]) -> Int {
  sections.withUnsafeBufferPointer { sections in
    var count = 0
    for index in sections.indices { count += sections[index].items.count }
    return count
  }
}

/// The indices in `new` of the sections that `old` shows with another layout description: those
/// whose identity is in `old` (its first section of that identity) with a different
/// ``ListSection/layout``. Nonisolated and pure, so an off-main diff computes it with the stages.
///
/// - Complexity: O(*s*) for *s* sections; no hash when no section of either has a description.
func _sectionsWithChangedLayout(from old: [ListSection], to new: [ListSection]) -> [Int] {
  old.withUnsafeBufferPointer { old in
    new.withUnsafeBufferPointer { new in
      guard _hasSectionLayout(new) || _hasSectionLayout(old) else { return [] }
      var shown: [AnyListID: Int] = [:]
      shown.reserveCapacity(old.count)
      for index in old.indices where shown[old[index].id] == nil { shown[old[index].id] = index }
      var changed: [Int] = []
      for index in new.indices {
        guard let oldIndex = shown[new[index].id] else { continue }
        if old[oldIndex].layout != new[index].layout { changed.append(index) }
      }
      return changed
    }
  }
}

/// Whether a section of `sections` has its own layout description.
///
/// - Complexity: O(*s*) for *s* sections, reading each section in place.
private func _hasSectionLayout(_ sections: UnsafeBufferPointer<ListSection>) -> Bool {
  for index in sections.indices where sections[index].hasOwnLayout { return true }
  return false
}

/// Whether `a` and `b` share their storage (so they are equal without comparing elements).
///
/// - Complexity: O(1).
func _isSameStorage(_ a: [ListSection], _ b: [ListSection]) -> Bool {
  a.withUnsafeBufferPointer { a in
    b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
  }
}
