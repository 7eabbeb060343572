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
