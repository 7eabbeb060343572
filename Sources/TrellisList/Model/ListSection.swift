/// One section of a ``ListModel``: an identity, items, and supplementary views.
///
///     ListSection("fruit") {
///       ListItem(id: "apple", content: "Apple", view: TitleCell.self)
///       ListItem(id: "pear", content: "Pear", view: TitleCell.self)
///     }
///     .header(ListItem(id: "fruit-header", content: "Fruit", view: HeaderView.self))
///
/// Headers and footers are supplementary views of kinds `SupplementaryKind.header` and
/// `SupplementaryKind.footer`: ``header`` and `self[supplementary: .header]` are the same slot.
///
/// ## Identity & Equality
/// ``id`` identifies the section across versions of a model and should be unique within a model;
/// the editing API keeps it unique. Two sections are `==` when their identities, items and
/// supplementary views are all equal.
public struct ListSection: Sendable {
  /// The section's identity.
  public var id: AnyListID

  /// The section's items, in order.
  public var items: [ListItem]

  /// The supplementary views by kind, headers and footers included.
  public var supplementaries: [SupplementaryKind: ListItem]

  // MARK: Lifecycle

  /// Creates a section.
  ///
  ///     ListSection("empty")
  ///     ListSection("fruit", items: [apple, pear])
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within its model.
  ///   - header: The section's header view, if any.
  ///   - footer: The section's footer view, if any.
  ///   - items: The section's items.
  public init(
    _ id: some Hashable & Sendable,
    header: ListItem? = nil,
    footer: ListItem? = nil,
    items: [ListItem] = []
  ) {
    self.id = AnyListID(id)
    self.items = items
    self.supplementaries = [:]
    self.header = header
    self.footer = footer
  }

  // MARK: Public

  /// The section header (the supplementary view of kind `SupplementaryKind.header`).
  public var header: ListItem? {
    get { supplementaries[.header] }
    set { supplementaries[.header] = newValue }
  }

  /// The section footer (the supplementary view of kind `SupplementaryKind.footer`).
  public var footer: ListItem? {
    get { supplementaries[.footer] }
    set { supplementaries[.footer] = newValue }
  }

  /// The supplementary view of `kind`, or `nil`; setting `nil` removes it.
  ///
  /// - Parameter kind: The supplementary kind.
  public subscript(supplementary kind: SupplementaryKind) -> ListItem? {
    get { supplementaries[kind] }
    set { supplementaries[kind] = newValue }
  }

  /// The kinds of supplementary views present, header first, then footer, then the others by name.
  ///
  /// - Complexity: O(*k* log *k*) for *k* kinds.
  public var supplementaryKinds: [SupplementaryKind] { supplementaries.keys.sorted() }

  /// Returns a copy with `item` as the header.
  ///
  /// - Parameter item: The header view's item, or `nil` to remove it.
  /// - Returns: The modified section.
  public func header(_ item: ListItem?) -> ListSection {
    with { $0.header = item }
  }

  /// Returns a copy with `item` as the footer.
  ///
  /// - Parameter item: The footer view's item, or `nil` to remove it.
  /// - Returns: The modified section.
  public func footer(_ item: ListItem?) -> ListSection {
    with { $0.footer = item }
  }

  /// Returns a copy with `item` as the supplementary view of `kind`.
  ///
  ///     ListSection("feed") { ... }.supplementary("badge", badgeItem)
  ///
  /// - Parameters:
  ///   - kind: The supplementary kind.
  ///   - item: The view's item, or `nil` to remove it.
  /// - Returns: The modified section.
  public func supplementary(_ kind: SupplementaryKind, _ item: ListItem?) -> ListSection {
    with { $0[supplementary: kind] = item }
  }

  // MARK: Private

  private func with(_ change: (inout ListSection) -> Void) -> ListSection {
    var copy = self
    change(&copy)
    return copy
  }
}

// MARK: - Conformances

extension ListSection: Equatable {
  /// Returns whether both sections have equal identities, items and supplementary views.
  public static func == (lhs: ListSection, rhs: ListSection) -> Bool {
    lhs.id == rhs.id && lhs.items == rhs.items && lhs.supplementaries == rhs.supplementaries
  }
}

extension ListSection: DiffableSection {
  /// The section's ``id``.
  public var diffID: AnyListID { id }

  /// Returns whether both sections show the same supplementary views; items are diffed apart.
  ///
  /// - Parameter other: The section with the same identity in another model.
  /// - Returns: `false` when the section's supplementary views must be refreshed.
  public func isContentEqual(to other: ListSection) -> Bool {
    supplementaries == other.supplementaries
  }

  /// Creates a section with `source`'s identity and supplementary views and the given items.
  ///
  /// - Parameters:
  ///   - source: The section whose identity and supplementary views to keep.
  ///   - items: The new section's items.
  public init(source: ListSection, items: some Collection<ListItem>) {
    self = source
    self.items = Array(items)
  }
}
