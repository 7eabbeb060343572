// Copies of items that a plugin's transform shows in addition to the real ones (an infinite
// carousel shows each item three times). A copy has an identity of its own, so the diff and the
// host tell the copies apart, and the same content and handlers as its item; everything a handler
// or a user sees — hooks, events, lookups, `ListItemBindable` — is the real item.

/// The identity of a copy of an item: it wraps the real item's identity.
protocol _ItemCopyID: Hashable, Sendable {
  /// The identity of the item copied.
  var originalID: AnyListID { get }
}

extension ListItem {
  /// The same item (content, view, handlers) under the identity `copyID`.
  init(copying item: ListItem, as copyID: some _ItemCopyID) {
    self.init(_copying: item, id: AnyListID(copyID))
  }

  /// Whether this item is a copy a transform made.
  var isCopy: Bool {
    guard case .other(let base) = id._storage else { return false }
    return base is any _ItemCopyID
  }

  /// The real item: for a copy, the item it copies; otherwise this item.
  ///
  /// - Complexity: O(1); a cast only for identities stored as `.other`.
  var original: ListItem {
    guard case .other(let base) = id._storage, let copy = base as? any _ItemCopyID else {
      return self
    }
    return ListItem(_copying: self, id: copy.originalID)
  }
}
