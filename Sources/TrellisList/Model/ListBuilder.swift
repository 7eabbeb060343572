import TrellisLayout

/// The result builder behind the model DSL: one generic builder, aliased per element type.
///
///     ListModel {
///       ListSection("a") {
///         header                                 // an item
///         optionalBanner                         // an optional item: nothing when nil
///         products.map { ListItem($0, view: ProductCell.self) }  // an array
///         if isLoading { loadingItem } else { retryItem }
///         switch state { case .empty: emptyItem; case .full: fullItem }
///         if let promo { ListItem(promo, view: PromoCell.self) }
///         for tag in tags { ListItem(tag, view: TagCell.self) }
///       }
///     }
///
/// Statements produce elements in order. Only arrays are accepted as collections, so the
/// result never depends on the iteration order of a `Set` or `Dictionary`.
@resultBuilder
public enum ListBuilder<Element> {
  /// One element.
  public static func buildExpression(_ element: Element) -> [Element] { [element] }

  /// An optional element: nothing when `nil`.
  public static func buildExpression(_ element: Element?) -> [Element] {
    element.map { [$0] } ?? []
  }

  /// Several elements, in order.
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Element]...) -> [Element] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`, or an `if let`: nothing when the condition fails.
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [Element]) -> [Element] { part }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [Element]) -> [Element] { part }

  /// A `for ... in` loop: every iteration's elements, in order.
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

/// The builder of a section's items.
public typealias ItemBuilder = ListBuilder<ListItem>

/// The builder of a model's sections.
public typealias SectionBuilder = ListBuilder<ListSection>

extension ListSection {
  /// Creates a section from a builder of items.
  ///
  ///     ListSection("fruit", header: fruitHeader) {
  ///       ListItem(id: "apple", content: "Apple", view: TitleCell.self)
  ///     }
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within its model.
  ///   - header: The section's header view, if any.
  ///   - footer: The section's footer view, if any.
  ///   - layout: The section's own layout description, or `nil` (the default) for the host's
  ///     layout; see ``ListSection/layout``.
  ///   - items: The section's items.
  public init(
    _ id: some Hashable & Sendable,
    header: ListItem? = nil,
    footer: ListItem? = nil,
    layout: MixedSection? = nil,
    @ItemBuilder items: () -> [ListItem]
  ) {
    self.init(id, header: header, footer: footer, items: items(), layout: layout)
  }

  /// Creates a section with the items built from each entity, in order.
  ///
  ///     ListSection("orders", orders) { order in
  ///       ListItem(order, view: OrderCell.self)
  ///       if order.isDelayed { ListItem(id: "delay-\(order.id)", content: order, view: DelayCell.self) }
  ///     }
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within its model.
  ///   - entities: The values to build items from.
  ///   - header: The section's header view, if any.
  ///   - footer: The section's footer view, if any.
  ///   - layout: The section's own layout description, or `nil` (the default) for the host's
  ///     layout; see ``ListSection/layout``.
  ///   - item: The items for one entity (none, one or several).
  /// - Complexity: O(*n*) calls of `item` for *n* entities.
  public init<Entities: Sequence>(
    _ id: some Hashable & Sendable,
    _ entities: Entities,
    header: ListItem? = nil,
    footer: ListItem? = nil,
    layout: MixedSection? = nil,
    @ItemBuilder item: (Entities.Element) -> [ListItem]
  ) {
    self.init(id, header: header, footer: footer, items: entities.flatMap(item), layout: layout)
  }
}
