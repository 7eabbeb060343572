import Foundation

/// A view type that names no class of its own: each host maps it to a view class it can create.
///
/// A class cannot be both a `UICollectionViewCell` and a `UITableViewCell`, so an item that must
/// show in collection and table lists alike names a placeholder instead, and each host registers
/// the class the placeholder answers for it:
///
///     final class Banner: ListViewPlaceholder {
///       static func viewType(in host: any ListHost) -> AnyObject.Type? {
///         switch host {
///         case is CollectionViewHost: BannerCollectionCell.self
///         case is TableViewHost: BannerTableCell.self
///         default: nil
///         }
///       }
///     }
///
///     ListItem(id: 1, content: "Hello", placeholder: Banner.self) { view, text, _ in
///       guard let view = view as? any BannerShowing else { return false }
///       view.show(text)
///       return true
///     }
///
/// TrellisUIKit's content-configuration items (`ListItem(id:content:configuration:)`) are built
/// this way.
///
/// ## Hosts that do not map it
/// A host for which ``viewType(in:)`` answers `nil` is given the placeholder itself to register.
/// It cannot create it, so dequeuing throws ``ListHostError/cannotCreateView(type:reuseIdentifier:)``
/// (the adapter reports it through its diagnostics): the headless hosts reject such items clearly
/// instead of crashing.
///
/// 🚫 Don't create instances of a placeholder: it only names the item's kind of view.
@MainActor
public protocol ListViewPlaceholder: AnyObject {
  /// The class `host` creates for items of this placeholder, or `nil` when `host` cannot show
  /// them.
  ///
  /// - Parameter host: The host that is about to register the item's view type.
  /// - Returns: A view class `host` can create, or `nil`.
  static func viewType(in host: any ListHost) -> AnyObject.Type?
}

/// What the configure closure of a placeholder item learns besides its view and content.
public struct ListPlaceholderContext: Sendable {
  /// The identity of the item being shown.
  public let itemID: AnyListID

  /// Creates a context.
  ///
  /// - Parameter itemID: The identity of the item being shown.
  public init(itemID: AnyListID) { self.itemID = itemID }
}

extension ListItem {
  /// Creates an item shown by whatever view class each host maps `placeholder` to.
  ///
  ///     ListItem(id: 1, content: "Hello", placeholder: Banner.self) { view, text, _ in
  ///       guard let view = view as? any BannerShowing else { return false }
  ///       view.show(text)
  ///       return true
  ///     }
  ///
  /// The item's ``viewType`` is the placeholder and its reuse identifier defaults to the
  /// placeholder's fully qualified name, so items of one placeholder share the reuse pool of
  /// the host's class whatever closure they carry. Equality compares the contents (with `==`) and
  /// the reuse identifiers, never the closure: give items that show the same content in
  /// different ways different reuse identifiers, or different content.
  ///
  /// - Parameters:
  ///   - id: The item's identity, unique within its model.
  ///   - content: The value the view shows; `==` tells whether it changed.
  ///   - placeholder: The placeholder each host maps to a view class.
  ///   - reuseIdentifier: The identifier the host's class is registered under; defaults to the
  ///     placeholder's fully qualified name.
  ///   - size: The view's size for a content and a container size, or `nil` to measure.
  ///   - configure: Shows the content in the host's view (passed as `AnyObject`) and returns
  ///     `true`, or returns `false` when the view is not of a kind it can show the content in:
  ///     ``configure(_:)`` then throws ``ViewTypeMismatch``.
  public init<Placeholder: ListViewPlaceholder, Content: Equatable & Sendable>(
    id: some Hashable & Sendable,
    content: Content,
    placeholder: Placeholder.Type,
    reuseIdentifier: String? = nil,
    size: (@Sendable (Content, CGSize) -> CGSize?)? = nil,
    configure: @escaping @MainActor @Sendable (AnyObject, Content, ListPlaceholderContext) -> Bool
  ) {
    self.id = AnyListID(id)
    self.storage = _PlaceholderStorage<Placeholder, Content>(
      content: content,
      reuseIdentifier: reuseIdentifier ?? String(reflecting: Placeholder.self),
      isEqual: { $0 == $1 }, sizer: size, configurer: configure)
  }

  /// Creates an item shown by whatever view class each host maps `placeholder` to, whose content
  /// is not `Equatable`, with an explicit content comparison.
  ///
  /// - Parameters:
  ///   - id: The item's identity, unique within its model.
  ///   - content: The value the view shows.
  ///   - placeholder: The placeholder each host maps to a view class.
  ///   - reuseIdentifier: The identifier the host's class is registered under; defaults to the
  ///     placeholder's fully qualified name.
  ///   - isContentEqual: Whether two contents show the same thing.
  ///   - size: The view's size for a content and a container size, or `nil` to measure.
  ///   - configure: Shows the content in the host's view and returns `true`, or returns `false`
  ///     when the view is not of a kind it can show the content in.
  public init<Placeholder: ListViewPlaceholder, Content: Sendable>(
    id: some Hashable & Sendable,
    content: Content,
    placeholder: Placeholder.Type,
    reuseIdentifier: String? = nil,
    isContentEqual: @escaping @Sendable (Content, Content) -> Bool,
    size: (@Sendable (Content, CGSize) -> CGSize?)? = nil,
    configure: @escaping @MainActor @Sendable (AnyObject, Content, ListPlaceholderContext) -> Bool
  ) {
    self.id = AnyListID(id)
    self.storage = _PlaceholderStorage<Placeholder, Content>(
      content: content,
      reuseIdentifier: reuseIdentifier ?? String(reflecting: Placeholder.self),
      isEqual: isContentEqual, sizer: size, configurer: configure)
  }

  /// The view type `host` registers for this item: the class its placeholder maps to for `host`
  /// (see ``ListViewPlaceholder``), else ``viewType``.
  ///
  /// - Parameter host: The host that registers the item's view type.
  /// - Returns: A view class.
  @MainActor
  public func viewType(in host: any ListHost) -> any AnyObject.Type {
    guard let placeholder = viewType as? any ListViewPlaceholder.Type else { return viewType }
    return placeholder.viewType(in: host) ?? viewType
  }
}

/// Storage for a view named by a ``ListViewPlaceholder``: the host's view is configured through
/// `AnyObject`, and the closure says whether it could show the content.
final class _PlaceholderStorage<Placeholder: ListViewPlaceholder, Content: Sendable>: _ItemStorage {
  let content: Content
  let reuseIdentifier: String
  let isEqual: @Sendable (Content, Content) -> Bool
  let sizer: (@Sendable (Content, CGSize) -> CGSize?)?
  let configurer: @MainActor @Sendable (AnyObject, Content, ListPlaceholderContext) -> Bool

  init(
    content: Content, reuseIdentifier: String,
    isEqual: @escaping @Sendable (Content, Content) -> Bool,
    sizer: (@Sendable (Content, CGSize) -> CGSize?)?,
    configurer: @escaping @MainActor @Sendable (AnyObject, Content, ListPlaceholderContext) -> Bool
  ) {
    self.content = content
    self.reuseIdentifier = reuseIdentifier
    self.isEqual = isEqual
    self.sizer = sizer
    self.configurer = configurer
  }

  var anyContent: any Sendable { content }
  var viewType: any AnyObject.Type { Placeholder.self }
  var registration: ViewRegistration { .class }

  func isContentEqual(to other: any _ItemStorage) -> Bool {
    if other === self { return true }
    guard let other = _sameType(other), reuseIdentifier == other.reuseIdentifier else {
      return false
    }
    return isEqual(content, other.content)
  }

  @MainActor func configure(_ view: AnyObject) -> Bool {
    configure(view, itemID: AnyListID(_UnknownItem()))
  }

  @MainActor func configure(_ view: AnyObject, itemID: AnyListID) -> Bool {
    configurer(view, content, ListPlaceholderContext(itemID: itemID))
  }

  func size(fitting container: CGSize) -> CGSize? {
    sizer?(content, container)
  }
}

/// The identity a placeholder item's context carries when configured without its item.
struct _UnknownItem: Hashable, Sendable {}
