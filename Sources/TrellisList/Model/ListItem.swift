import Foundation
import TrellisDiff

/// One item of a list: its identity, its content, and the view type that shows it.
///
///     ListItem(id: product.id, content: product.title, view: TitleCell.self)
///     ListItem(product, view: ProductCell.self)   // identity from `Identifiable` content
///
/// Items of different content and view types mix freely in one section. The binding of content to
/// view is generic over the view type, so UIKit cells and headless test views fit alike.
///
/// Because an item is erased, its hooks receive the item and read the content back with
/// ``content(as:)``. Build a ``TypedListItem`` with the same arguments to have them receive the
/// content and the view typed; a section erases it as it takes it.
///
/// ## Identity & Equality
/// - ``id`` decides whether an item was inserted, deleted or moved between two models.
/// - ``isContentEqual(to:)`` decides whether an item with the same identity changed: the view
///   type and its reuse identifier must match and the contents compare equal.
/// - Two items are `==` when both their identities and their contents are equal.
public struct ListItem: Sendable {
  /// The identity that matches this item across versions of a model.
  public let id: AnyListID

  let storage: any _ItemStorage

  /// The item's handlers (lifecycle hooks, events, swipe actions, reordering), or `nil`; they
  /// take no part in equality or content comparison. See `ListItem+Hooks.swift`.
  var hooks: _ItemHooks? = nil

  /// The item's own supplementary views (badges, row decorations), in the order they were
  /// added; see `ListItem+Supplementaries.swift`.
  var _supplementaries: [ItemSupplementary] = []

  // MARK: Lifecycle

  /// Creates an item that a ``ConfigurableView`` shows.
  ///
  ///     ListItem(id: "greeting", content: "Hello", view: TitleCell.self)
  ///
  /// - Parameters:
  ///   - id: The item's identity, unique within its model.
  ///   - content: The value the view shows.
  ///   - view: The view type that shows it.
  public init<View: ConfigurableView>(
    id: some Hashable & Sendable, content: View.Content, view: View.Type
  ) {
    self.id = AnyListID(id)
    self.storage = _ConfigurableStorage<View>(content: content)
  }

  /// Creates an item whose identity is its content's `id`.
  ///
  ///     ListItem(product, view: ProductCell.self)
  ///
  /// - Parameters:
  ///   - content: The value the view shows; its `id` is the item's identity.
  ///   - view: The view type that shows it.
  public init<View: ConfigurableView>(_ content: View.Content, view: View.Type)
  where View.Content: Identifiable, View.Content.ID: Sendable {
    self.init(id: content.id, content: content, view: view)
  }

  /// Creates an item shown by any view type, configured by a closure.
  ///
  ///     ListItem(id: 1, content: "Hi", view: LabelCell.self) { cell, text in cell.text = text }
  ///
  /// - Parameters:
  ///   - id: The item's identity, unique within its model.
  ///   - content: The value the view shows; `==` tells whether it changed.
  ///   - view: The view type that shows it.
  ///   - reuseIdentifier: The identifier the view type is registered under; defaults to the
  ///     type's fully qualified name.
  ///   - registration: How the view type is registered.
  ///   - size: The view's size for a content and a container size, or `nil` to measure.
  ///   - configure: Shows the content in the view.
  public init<View: AnyObject, Content: Equatable & Sendable>(
    id: some Hashable & Sendable,
    content: Content,
    view: View.Type,
    reuseIdentifier: String? = nil,
    registration: ViewRegistration = .class,
    size: (@Sendable (Content, CGSize) -> CGSize?)? = nil,
    configure: @escaping @MainActor @Sendable (View, Content) -> Void
  ) {
    self.init(
      id: id, content: content, view: view, reuseIdentifier: reuseIdentifier,
      registration: registration, isContentEqual: { $0 == $1 }, size: size, configure: configure)
  }

  /// Creates an item whose content is not `Equatable`, with an explicit content comparison.
  ///
  ///     ListItem(id: 1, content: image, view: ImageCell.self,
  ///              isContentEqual: { $0.url == $1.url }) { cell, image in cell.show(image) }
  ///
  /// - Parameters:
  ///   - id: The item's identity, unique within its model.
  ///   - content: The value the view shows.
  ///   - view: The view type that shows it.
  ///   - reuseIdentifier: The identifier the view type is registered under; defaults to the
  ///     type's fully qualified name.
  ///   - registration: How the view type is registered.
  ///   - isContentEqual: Whether two contents show the same thing.
  ///   - size: The view's size for a content and a container size, or `nil` to measure.
  ///   - configure: Shows the content in the view.
  public init<View: AnyObject, Content: Sendable>(
    id: some Hashable & Sendable,
    content: Content,
    view: View.Type,
    reuseIdentifier: String? = nil,
    registration: ViewRegistration = .class,
    isContentEqual: @escaping @Sendable (Content, Content) -> Bool,
    size: (@Sendable (Content, CGSize) -> CGSize?)? = nil,
    configure: @escaping @MainActor @Sendable (View, Content) -> Void
  ) {
    self.id = AnyListID(id)
    self.storage = _ClosureStorage<View, Content>(
      content: content,
      reuseIdentifier: reuseIdentifier ?? String(reflecting: View.self),
      registration: registration,
      isEqual: isContentEqual,
      sizer: size,
      configurer: configure)
  }

  // MARK: Public

  /// The value the view shows.
  public var content: any Sendable { storage.anyContent }

  /// The view type that shows this item.
  public var viewType: any AnyObject.Type { storage.viewType }

  /// The identifier the view type is registered and dequeued under.
  public var reuseIdentifier: String {
    // A non-reusable item (see `nonReusable()`) has a pool of its own.
    hooks?.table.isReusable == false
      ? "\(storage.reuseIdentifier)#\(id)" : storage.reuseIdentifier
  }

  /// How the view type is registered.
  public var registration: ViewRegistration { storage.registration }

  /// Returns the content as `type`, or `nil` when it has another type.
  ///
  ///     item.content(as: Product.self)?.price
  ///
  /// - Parameter type: The expected content type.
  /// - Returns: The content, or `nil`.
  public func content<Content>(as type: Content.Type) -> Content? {
    storage.anyContent as? Content
  }

  /// Returns whether this item shows the same thing as `other`: the same view type under the same
  /// reuse identifier, with equal contents, and equal ``supplementaries`` (kinds, placements and
  /// items, in order). Identity is not compared.
  ///
  /// The list adapter tells the two parts apart: a change to the supplementary views alone
  /// leaves the cell as it is (see ``supplementary(_:_:placement:)``).
  ///
  /// - Parameter other: The item to compare with, usually one with the same ``id``.
  /// - Returns: `false` when a visible view must be configured again (or replaced, if the view
  ///   type differs).
  public func isContentEqual(to other: ListItem) -> Bool {
    storage.isContentEqual(to: other.storage) && _supplementaries == other._supplementaries
  }

  /// Whether the cell shows the same thing for both items, supplementary views left out.
  func isCellContentEqual(to other: ListItem) -> Bool {
    storage.isContentEqual(to: other.storage)
  }

  /// Returns whether `other` is shown by the same view type under the same reuse identifier.
  ///
  /// - Parameter other: Another item.
  /// - Returns: `true` when a view showing one item can be configured with the other.
  public func hasSameView(as other: ListItem) -> Bool {
    guard ObjectIdentifier(viewType) == ObjectIdentifier(other.viewType) else { return false }
    // Reusable items bound by one `ConfigurableView` type share its one reuse identifier, which
    // is then not spelled out (`String(reflecting:)` by default) for every comparison.
    if storage.reuseIdentifierIsTypeWide,
      ObjectIdentifier(type(of: storage)) == ObjectIdentifier(type(of: other.storage)),
      hooks?.table.isReusable != false, other.hooks?.table.isReusable != false
    {
      return true
    }
    return reuseIdentifier == other.reuseIdentifier
  }

  /// Shows this item's content in `view`.
  ///
  /// - Parameter view: A view of type ``viewType``, usually just dequeued or about to be reused.
  /// - Throws: ``ViewTypeMismatch`` when `view` is not of the item's view type; the view is left
  ///   untouched.
  @MainActor
  public func configure(_ view: AnyObject) throws(ViewTypeMismatch) {
    guard storage.configure(view, itemID: id) else {
      throw ViewTypeMismatch(itemID: id, expected: viewType, actual: type(of: view))
    }
  }

  /// The size the view type asks for to show this item in a container, or `nil` to measure.
  ///
  /// - Parameter container: The size of the list's viewport.
  /// - Returns: The item's size, or `nil`.
  public func size(fitting container: CGSize) -> CGSize? {
    storage.size(fitting: container)
  }
}

// MARK: - Conformances

extension ListItem: Equatable {
  /// Returns whether both items have the same identity and show the same content.
  public static func == (lhs: ListItem, rhs: ListItem) -> Bool {
    lhs.id == rhs.id && lhs.isContentEqual(to: rhs)
  }
}

extension ListItem: Diffable {
  /// The item's ``id``.
  public var diffID: AnyListID { id }
}

extension ListItem: CustomStringConvertible {
  /// The identity, view type and content, e.g. `TitleCell(id: 1, "Hello")`.
  public var description: String {
    let content = storage.anyContent
    let shown = (content as? String).map { "\"\($0)\"" } ?? String(describing: content)
    return "\(String(describing: viewType))(id: \(id), \(shown))"
  }
}

/// The error thrown when an item is asked to configure a view of another type.
///
///     try item.configure(cell)  // ViewTypeMismatch: item "a" is shown by TitleCell, not ImageCell
public struct ViewTypeMismatch: Error, Sendable, CustomStringConvertible {
  /// The identity of the item that was asked to configure the view.
  public let itemID: AnyListID
  /// The name of the item's view type.
  public let expected: String
  /// The name of the view's actual type.
  public let actual: String

  init(itemID: AnyListID, expected: any AnyObject.Type, actual: any AnyObject.Type) {
    self.itemID = itemID
    self.expected = String(reflecting: expected)
    self.actual = String(reflecting: actual)
  }

  /// A sentence naming the item and both types.
  public var description: String {
    "item \(itemID) is shown by \(expected), not by \(actual)"
  }
}
