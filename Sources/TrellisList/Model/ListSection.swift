import TrellisDiff
import TrellisLayout

/// One section of a ``ListModel``: an identity, items, and supplementary views.
///
///     ListSection(id: "fruit") {
///       ListItem(id: "apple", content: "Apple", view: TitleCell.self)
///       ListItem(id: "pear", content: "Pear", view: TitleCell.self)
///     }
///     .header(ListItem(id: "fruit-header", content: "Fruit", view: HeaderView.self))
///
/// Headers and footers are supplementary views of kinds `SupplementaryKind.header` and
/// `SupplementaryKind.footer`: ``header`` and `self[supplementary: .header]` are the same slot.
///
/// A section can carry its own ``layout`` (a flow, a grid, a waterfall, list rows or an
/// orthogonally scrolling carousel): a host that lays sections out one by one places it with that
/// description; `nil` keeps the host's own layout.
///
///     ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) }
///       .layout(.carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging))
///
/// ## Identity & Equality
/// ``id`` identifies the section across versions of a model and should be unique within a model;
/// the editing API keeps it unique. Two sections are `==` when their identities, items,
/// supplementary views and layouts are all equal. The diff compares a section's content with
/// ``isContentEqual(to:)``, which leaves the layout out: a change of layout alone is never a
/// section reload, so it keeps every cell; a host relays it out with
/// ``ListHost/invalidateLayout(ofSections:)``.
public struct ListSection: Sendable {
  /// The section's identity.
  public var id: AnyListID

  /// The section's items, in order.
  public var items: [ListItem]

  /// The supplementary views by kind, headers and footers included: one per kind for the whole
  /// section. Views of one kind on several items (a badge per cell) belong to the items
  /// (``ListItem/supplementary(_:_:placement:)``).
  public var supplementaries: [SupplementaryKind: ListItem]

  // MARK: Lifecycle

  /// Creates a section.
  ///
  ///     ListSection(id: "empty")
  ///     ListSection(id: "fruit", items: [apple, pear])
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within its model.
  ///   - header: The section's header view, if any.
  ///   - footer: The section's footer view, if any.
  ///   - items: The section's items.
  ///   - layout: The section's own layout description, or `nil` (the default) for the host's
  ///     layout; see ``layout``.
  public init(
    id: some Hashable & Sendable,
    header: ListItem? = nil,
    footer: ListItem? = nil,
    items: [ListItem] = [],
    layout: MixedSection? = nil
  ) {
    self.id = AnyListID(id)
    self.items = items
    self.supplementaries = [:]
    self.header = header
    self.footer = footer
    self.layout = layout
  }

  // MARK: Public

  /// The section's own layout description, or `nil` (the default) to be placed by the host's
  /// layout, as before sections carried layouts.
  ///
  ///     var section = ListSection(id: "photos", items: photos)
  ///     section.layout = .grid(GridSection(columns: 2, interitemSpacing: 8,
  ///                                        insets: LayoutInsets(all: 16)))
  ///     section.layout?.itemCount  // 0: the host counts the items
  ///
  /// The description says how the section is placed: a flow, a grid with columns, a waterfall
  /// with columns, list rows, or an orthogonally scrolling carousel, with its insets, spacings
  /// and header and footer pinning. A host asks for it through
  /// ``ListHostDataSource/listHost(_:layoutOfSection:)`` and takes the item count and the header
  /// and footer lengths from its data source, so the stored description's item count is always
  /// zero (setting one stores zero) and never affects equality.
  ///
  /// The layout takes part in `==` but not in ``isContentEqual(to:)``: a section whose layout
  /// alone changed is the same content, so the diff neither reloads it nor its items; relay it
  /// out with ``ListHost/invalidateLayout(ofSections:)``.
  public var layout: MixedSection? {
    get { _layout }
    set {
      guard var description = newValue else {
        _layout = nil
        return
      }
      description.itemCount = 0
      _layout = description
    }
  }

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
  ///     ListSection(id: "feed", posts) { ListItem($0, view: PostCell.self) }
  ///       .supplementary("badge", badgeItem)
  ///
  /// - Parameters:
  ///   - kind: The supplementary kind.
  ///   - item: The view's item, or `nil` to remove it.
  /// - Returns: The modified section.
  public func supplementary(_ kind: SupplementaryKind, _ item: ListItem?) -> ListSection {
    with { $0[supplementary: kind] = item }
  }

  /// Returns a copy laid out by `layout` instead of the host's layout.
  ///
  ///     ListSection(id: "photos", photos) { ListItem($0, view: PhotoCell.self) }
  ///       .layout(.grid(GridSection(columns: 2, itemHeight: .fixed(120),
  ///                                 interitemSpacing: 8, insets: LayoutInsets(all: 16))))
  ///
  /// - Parameter layout: The section's layout description; its item count is ignored (stored as
  ///   zero), see ``layout``.
  /// - Returns: The modified section.
  public func layout(_ layout: MixedSection) -> ListSection {
    with { $0.layout = layout }
  }

  // MARK: Internal

  /// Whether the section has its own layout description: ``layout`` `!= nil` without copying
  /// the description.
  var hasOwnLayout: Bool {
    if case .none = _layout { return false }
    return true
  }

  // MARK: Private

  /// The stored layout description, its item count always zero.
  private var _layout: MixedSection?

  private func with(_ change: (inout ListSection) -> Void) -> ListSection {
    var copy = self
    change(&copy)
    return copy
  }
}

// MARK: - Conformances

extension ListSection: Equatable {
  /// Returns whether both sections have equal identities, items, supplementary views and
  /// layouts.
  public static func == (lhs: ListSection, rhs: ListSection) -> Bool {
    lhs.id == rhs.id && lhs.items == rhs.items && lhs.supplementaries == rhs.supplementaries
      && lhs.layout == rhs.layout
  }
}

extension ListSection: DiffableSection {
  /// The section's ``id``.
  public var diffID: AnyListID { id }

  /// Returns whether both sections show the same supplementary views; items are diffed apart.
  ///
  /// The ``layout`` is left out on purpose: a layout-only change must not reload the section
  /// (which would replace its cells and animate); a host relays such a section out with
  /// ``ListHost/invalidateLayout(ofSections:)`` instead.
  ///
  /// - Parameter other: The section with the same identity in another model.
  /// - Returns: `false` when the section's supplementary views must be refreshed.
  public func isContentEqual(to other: ListSection) -> Bool {
    supplementaries == other.supplementaries
  }

  /// Creates a section with `source`'s identity, supplementary views and layout and the given
  /// items.
  ///
  /// - Parameters:
  ///   - source: The section whose identity, supplementary views and layout to keep.
  ///   - items: The new section's items.
  public init(source: ListSection, items: some Collection<ListItem>) {
    self = source
    self.items = Array(items)
  }
}
