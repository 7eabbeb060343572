import TrellisLayout

// Merging a page of sections into a model by section identity.

extension ListModel {
  /// Merges `other` into this model by section identity, the way a next page extends a feed.
  ///
  ///     var feed = firstPage          // sections "posts" (3 items), page 1, hasNext
  ///     feed.merge(secondPage)        // "posts" (2 items), "footer"; page 2, no next
  ///     // feed: "posts" (5 items), "footer"; page 2, no next
  ///
  /// For each of `other`'s sections, in order:
  /// - if a section with the same identity exists (the first one), `other`'s items are appended
  ///   to it, and each of `other`'s supplementary views (header, footer, custom kinds) replaces
  ///   the one of its kind; kinds `other` lacks are kept;
  /// - otherwise the section is appended.
  ///
  /// ``page`` and ``hasNext`` become `other`'s: the merged-in data is the newest page.
  ///
  /// - Parameter other: The model to merge in.
  /// - Complexity: O(*s* × *t* + *k*) for *s* sections here, *t* in `other`, and *k* items merged.
  public mutating func merge(_ other: ListModel) {
    for section in other.sections {
      if let index = sections.firstIndex(where: { $0.id == section.id }) {
        sections[index].items.append(contentsOf: section.items)
        sections[index].supplementaries.merge(section.supplementaries) { _, new in new }
      } else {
        sections.append(section)
      }
    }
    page = other.page
    hasNext = other.hasNext
  }

  /// Returns this model with `other` merged in by section identity.
  ///
  /// - Parameter other: The model to merge in.
  /// - Returns: The merged model; see ``merge(_:)``.
  /// - Complexity: O(*s* × *t* + *n*) for *s* and *t* sections and *n* items in all.
  public func merging(_ other: ListModel) -> ListModel {
    var copy = self
    copy.merge(other)
    return copy
  }
}
