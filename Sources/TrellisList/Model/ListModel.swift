import TrellisLayout

/// The content of a list as a value: sections of items, plus the paging state of the data.
///
///     let model = ListModel {
///       ListSection("fruit") {
///         ListItem(id: "apple", content: "Apple", view: TitleCell.self)
///         if showPears { ListItem(id: "pear", content: "Pear", view: TitleCell.self) }
///       }
///       ListSection("veg", vegetables) { veg in ListItem(veg, view: VegetableCell.self) }
///     }
///
/// ## Motivation
/// A list view's data source answers counts, cells and supplementary views by index. Keeping that
/// data in one value makes every screen state comparable, diffable and testable: a state change
/// produces a new model, the adapter diffs it against what is on screen, and nothing else touches
/// the view.
///
/// ## Identity & Equality
/// Sections and items are matched across models by identity (`id`); their contents decide whether
/// a matched element changed. Identities should be unique — section ids within the model, item ids
/// within the model. The editing methods keep section ids unique and throw
/// ``ListModelError/duplicateSectionID(_:existingIndex:)`` instead of creating a duplicate; models
/// built from the DSL or ``init(sections:page:hasNext:)`` are taken as given, and the list adapter
/// applies its duplicate policy to them. Two models are `==` when their sections, ``page`` and
/// ``hasNext`` are equal.
///
/// ## Errors
/// Every editing method given an index, path or identity that does not exist throws a
/// ``ListModelError`` naming the bad value and the valid range, and leaves the model unchanged.
/// Subscripts trap with a message naming the rule, like `Array`'s; the `section(at:)` and
/// `item(at:)` lookups return `nil` instead.
public struct ListModel: Sendable, Equatable {
  /// The sections, in order.
  public var sections: [ListSection]

  /// The last page of data loaded into this model (`0` before any).
  public var page: Int

  /// Whether more pages can be loaded after ``page``.
  public var hasNext: Bool

  // MARK: Lifecycle

  /// Creates a model from sections.
  ///
  /// - Parameters:
  ///   - sections: The sections, in order.
  ///   - page: The last page of data loaded.
  ///   - hasNext: Whether more pages can be loaded.
  public init(sections: [ListSection] = [], page: Int = 0, hasNext: Bool = false) {
    self.sections = sections
    self.page = page
    self.hasNext = hasNext
  }

  /// Creates a model from a builder of sections.
  ///
  ///     ListModel(page: 1, hasNext: true) {
  ///       ListSection("feed") { for post in posts { ListItem(post, view: PostCell.self) } }
  ///     }
  ///
  /// - Parameters:
  ///   - page: The last page of data loaded.
  ///   - hasNext: Whether more pages can be loaded.
  ///   - sections: The sections, in order.
  public init(page: Int = 0, hasNext: Bool = false, @SectionBuilder _ sections: () -> [ListSection])
  {
    self.init(sections: sections(), page: page, hasNext: hasNext)
  }

  /// Creates a model with the sections built from each entity, in order.
  ///
  ///     ListModel(categories) { category in
  ///       ListSection(category.id, category.products) { ListItem($0, view: ProductCell.self) }
  ///     }
  ///
  /// - Parameters:
  ///   - entities: The values to build sections from.
  ///   - page: The last page of data loaded.
  ///   - hasNext: Whether more pages can be loaded.
  ///   - section: The sections for one entity (none, one or several).
  /// - Complexity: O(*n*) calls of `section` for *n* entities.
  public init<Entities: Sequence>(
    _ entities: Entities,
    page: Int = 0,
    hasNext: Bool = false,
    @SectionBuilder section: (Entities.Element) -> [ListSection]
  ) {
    self.init(sections: entities.flatMap(section), page: page, hasNext: hasNext)
  }
}
