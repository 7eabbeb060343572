import Foundation
import TrellisDiff

/// The type-erased part of a ``ListItem``: its content and the view binding, in one immutable
/// object, so copying an item is one retain and an unchanged item is recognised by identity.
protocol _ItemStorage: AnyObject, Sendable {
  var anyContent: any Sendable { get }
  var viewType: any AnyObject.Type { get }
  var reuseIdentifier: String { get }
  /// Whether every storage of this exact type has the same ``reuseIdentifier`` (that of its view
  /// type), so that two of them need not compare it.
  var reuseIdentifierIsTypeWide: Bool { get }
  var registration: ViewRegistration { get }
  func isContentEqual(to other: any _ItemStorage) -> Bool
  /// Configures `view` and returns `true`, or returns `false` when it has another type.
  @MainActor func configure(_ view: AnyObject) -> Bool
  /// As ``configure(_:)``, for the item with identity `itemID` (placeholder items pass it on).
  @MainActor func configure(_ view: AnyObject, itemID: AnyListID) -> Bool
  func size(fitting container: CGSize) -> CGSize?
}

extension _ItemStorage {
  @MainActor func configure(_ view: AnyObject, itemID: AnyListID) -> Bool { configure(view) }

  var reuseIdentifierIsTypeWide: Bool { false }

  /// `other` as this storage's own type, or `nil`, without a dynamic cast.
  func _sameType(_ other: any _ItemStorage) -> Self? {
    ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self))
      ? unsafeDowncast(other, to: Self.self) : nil
  }
}

/// Storage for a ``ConfigurableView``: the view type carries the whole binding, so an item costs
/// its content and nothing else.
final class _ConfigurableStorage<View: ConfigurableView>: _ItemStorage {
  let content: View.Content

  init(content: View.Content) { self.content = content }

  var anyContent: any Sendable { content }
  var viewType: any AnyObject.Type { View.self }
  var reuseIdentifier: String { View.reuseIdentifier }
  var reuseIdentifierIsTypeWide: Bool { true }
  var registration: ViewRegistration { View.registration }

  func isContentEqual(to other: any _ItemStorage) -> Bool {
    if other === self { return true }
    guard let other = _sameType(other) else { return false }
    return content == other.content
  }

  @MainActor func configure(_ view: AnyObject) -> Bool {
    guard let view = view as? View else { return false }
    view.configure(with: content)
    return true
  }

  func size(fitting container: CGSize) -> CGSize? {
    View.size(for: content, fitting: container)
  }
}

/// Storage for a view bound by closures.
final class _ClosureStorage<View: AnyObject, Content: Sendable>: _ItemStorage {
  let content: Content
  let reuseIdentifier: String
  let registration: ViewRegistration
  let isEqual: @Sendable (Content, Content) -> Bool
  let sizer: (@Sendable (Content, CGSize) -> CGSize?)?
  let configurer: @MainActor @Sendable (View, Content) -> Void

  init(
    content: Content, reuseIdentifier: String, registration: ViewRegistration,
    isEqual: @escaping @Sendable (Content, Content) -> Bool,
    sizer: (@Sendable (Content, CGSize) -> CGSize?)?,
    configurer: @escaping @MainActor @Sendable (View, Content) -> Void
  ) {
    self.content = content
    self.reuseIdentifier = reuseIdentifier
    self.registration = registration
    self.isEqual = isEqual
    self.sizer = sizer
    self.configurer = configurer
  }

  var anyContent: any Sendable { content }
  var viewType: any AnyObject.Type { View.self }

  func isContentEqual(to other: any _ItemStorage) -> Bool {
    if other === self { return true }
    guard let other = _sameType(other),
      reuseIdentifier == other.reuseIdentifier,
      registration == other.registration
    else { return false }
    return isEqual(content, other.content)
  }

  @MainActor func configure(_ view: AnyObject) -> Bool {
    guard let view = view as? View else { return false }
    configurer(view, content)
    return true
  }

  func size(fitting container: CGSize) -> CGSize? {
    sizer?(content, container)
  }
}
