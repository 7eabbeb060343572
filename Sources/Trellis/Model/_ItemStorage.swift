import Foundation

/// The type-erased part of a ``ListItem``: its content and the view binding.
protocol _ItemStorage: Sendable {
  var anyContent: any Sendable { get }
  var viewType: any AnyObject.Type { get }
  var reuseIdentifier: String { get }
  var registration: ViewRegistration { get }
  func isContentEqual(to other: any _ItemStorage) -> Bool
  /// Configures `view` and returns `true`, or returns `false` when it has another type.
  @MainActor func configure(_ view: AnyObject) -> Bool
  func size(fitting container: CGSize) -> CGSize?
}

/// Storage for a ``ConfigurableView``: the view type carries the whole binding, so an item costs
/// its content and nothing else.
struct _ConfigurableStorage<View: ConfigurableView>: _ItemStorage {
  let content: View.Content

  var anyContent: any Sendable { content }
  var viewType: any AnyObject.Type { View.self }
  var reuseIdentifier: String { View.reuseIdentifier }
  var registration: ViewRegistration { View.registration }

  func isContentEqual(to other: any _ItemStorage) -> Bool {
    guard let other = other as? Self else { return false }
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
struct _ClosureStorage<View: AnyObject, Content: Sendable>: _ItemStorage {
  let content: Content
  let reuseIdentifier: String
  let registration: ViewRegistration
  let isEqual: @Sendable (Content, Content) -> Bool
  let sizer: (@Sendable (Content, CGSize) -> CGSize?)?
  let configurer: @MainActor @Sendable (View, Content) -> Void

  var anyContent: any Sendable { content }
  var viewType: any AnyObject.Type { View.self }

  func isContentEqual(to other: any _ItemStorage) -> Bool {
    guard let other = other as? Self,
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
