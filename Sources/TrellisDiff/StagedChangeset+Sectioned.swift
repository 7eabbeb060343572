extension StagedChangeset where Data.Element: DiffableSection {
  // MARK: Lifecycle

  /// Computes the stages that turn the sectioned collection `source` into `target`.
  ///
  ///     let old = [ArraySection(model: "A", elements: [1, 2]),
  ///                ArraySection(model: "B", elements: [3])]
  ///     let new = [ArraySection(model: "B", elements: [3, 2]),
  ///                ArraySection(model: "A", elements: [1])]
  ///     let stages = StagedChangeset(source: old, target: new)
  ///     stages.count  // 2: section B moves, and it also gains item 2
  ///
  /// Sections match by identity like items; items match by identity across all sections, so an
  /// item that changes section is a move. Items of deleted sections are deleted with them and
  /// items of inserted sections inserted with them.
  ///
  /// A single batch holds every change unless UIKit's rules forbid it: a moved section with item
  /// changes (the item changes run first, with sections in source order, then the section
  /// moves), a reloaded section with item changes, or an item or section that both moves and
  /// changes content (those reloads run before or after the structural batch).
  ///
  /// - Parameters:
  ///   - source: The sections currently shown.
  ///   - target: The sections to show.
  /// - Complexity: O(*s* + *n*) expected for *s* sections and *n* items, plus O(*k* log *k*)
  ///   for the *k* items reordered within a section; a few allocations in all, none per
  ///   section or element (intermediate stage data excepted).
  @inlinable
  public init(source: Data, target: Data) {
    _stages = _sectionedStages(source: source, target: target)
  }
}
