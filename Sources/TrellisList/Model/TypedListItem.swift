import TrellisLayout

/// An item that keeps its content and view types, so that its handlers receive them typed:
/// erased to a ``ListItem`` only when it enters a section.
///
///     ListSection(id: "products") {
///       for product in products {
///         TypedListItem(product, view: ProductCell.self)
///           .onSelect { product, cell in router.open(product) }
///       }
///     }
///
/// A ``ListItem`` mixes content and view types in one section, so its hooks receive the erased
/// item (`item.content(as: Product.self)!`) and an `AnyObject`. A `TypedListItem<View>` is built
/// with the same arguments as a ``ListItem`` shown by a ``ConfigurableView``; its modifiers
/// (``onSelect(_:)``, ``onWillDisplay(_:)``, ``onEvent(_:_:)`` and their siblings) hand the
/// handler `View.Content` and `View`, with no cast. Where a ``ListItem`` is expected, the
/// section builder takes the typed item as it is (alone, optional or in an array), and
/// ``ListItem/init(_:)`` erases it anywhere else (a header, an edit of a ``ListModel``).
///
/// ## Naming
/// The typed form has a name of its own because an initialiser cannot return another type:
/// `ListItem(product, view: ProductCell.self)` must stay a ``ListItem`` for the code that stores
/// it as one. `TypedListItem(product, view: ProductCell.self)` takes exactly the same arguments,
/// so turning an item typed is adding one word.
///
/// ## Identity & Equality
/// The erased item is the item the same arguments give to ``ListItem``: same ``id``, same
/// content comparison, same reuse identifier. Handlers take no part in equality, so a typed item
/// and an untyped one with the same content diff as unchanged.
public struct TypedListItem<View: ConfigurableView>: Sendable {
  /// The value the view shows.
  public let content: View.Content

  /// The erased item, with every handler added so far.
  var item: ListItem

  // MARK: Lifecycle

  /// Creates an item that a view of type `View` shows.
  ///
  ///     TypedListItem(id: "greeting", content: "Hello", view: TitleCell.self)
  ///
  /// - Parameters:
  ///   - id: The item's identity, unique within its model.
  ///   - content: The value the view shows.
  ///   - view: The view type that shows it.
  public init(id: some Hashable & Sendable, content: View.Content, view: View.Type) {
    self.content = content
    self.item = ListItem(id: id, content: content, view: view)
  }

  /// Creates an item whose identity is its content's `id`.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///
  /// - Parameters:
  ///   - content: The value the view shows; its `id` is the item's identity.
  ///   - view: The view type that shows it.
  public init(_ content: View.Content, view: View.Type)
  where View.Content: Identifiable, View.Content.ID: Sendable {
    self.init(id: content.id, content: content, view: view)
  }

  /// A typed item over an item built another way, with the content it shows: for the modules of
  /// this package whose items name no ``ConfigurableView`` (TrellisSwiftUI's SwiftUI items).
  package init(content: View.Content, erasing item: ListItem) {
    self.content = content
    self.item = item
  }

  // MARK: Public

  /// The identity that matches this item across versions of a model.
  ///
  ///     TypedListItem(product, view: ProductCell.self).id  // AnyListID(product.id)
  public var id: AnyListID { item.id }

  // MARK: Internal

  /// This item with its erased item changed by `change`.
  func withItem(_ change: (ListItem) -> ListItem) -> Self {
    var copy = self
    copy.item = change(item)
    return copy
  }
}

// MARK: - Conformances

extension TypedListItem: Equatable {
  /// Returns whether both items have the same identity and show the same content, as their
  /// erased items do; handlers are not compared.
  ///
  ///     TypedListItem(product, view: ProductCell.self).onSelect { _, _ in }
  ///       == TypedListItem(product, view: ProductCell.self)  // true
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.item == rhs.item }
}

extension TypedListItem: Identifiable {}

// MARK: - Erasing

extension ListItem {
  /// Erases a typed item: the same identity, content, view and handlers.
  ///
  ///     let header = ListItem(TypedListItem(id: "h", content: "Fruit", view: TitleCell.self))
  ///
  /// - Parameter typed: The typed item.
  public init<View: ConfigurableView>(_ typed: TypedListItem<View>) {
    self = typed.item
  }
}

extension ListBuilder where Element == ListItem {
  /// A typed item, erased.
  public static func buildExpression<View: ConfigurableView>(_ element: TypedListItem<View>)
    -> [ListItem]
  {
    [element.item]
  }

  /// An optional typed item, erased: nothing when `nil`.
  public static func buildExpression<View: ConfigurableView>(_ element: TypedListItem<View>?)
    -> [ListItem]
  {
    element.map { [$0.item] } ?? []
  }

  /// Typed items, erased, in order.
  public static func buildExpression<View: ConfigurableView>(_ elements: [TypedListItem<View>])
    -> [ListItem]
  {
    elements.map(\.item)
  }
}
