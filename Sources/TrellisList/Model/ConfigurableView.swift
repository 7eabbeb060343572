import Foundation

/// How a view type is registered with a list view: by class, or from a named nib.
///
///     static var registration: ViewRegistration { .nib(name: "ProductCell") }
public enum ViewRegistration: Hashable, Sendable {
  /// The view is created from its class.
  case `class`
  /// The view is loaded from the nib with this name (headless hosts only record the name).
  case nib(name: String)
}

/// A view that shows one content value: a cell, a header, a footer or another supplementary view.
///
///     final class TitleCell: UICollectionViewCell, ConfigurableView {
///       func configure(with content: String) { label.text = content }
///       static func size(for content: String, fitting container: CGSize) -> CGSize? {
///         CGSize(width: container.width, height: 44)
///       }
///     }
///
/// A ``ListItem`` binds a content value to the view type that shows it, so UIKit cells and the
/// headless hosts' test views fit the same model. The view's only job is to show what it is
/// given: it never changes the model (events flow back through handlers).
///
/// ✅ `configure(with:)` sets every property the content controls, so a reused view shows no
/// leftovers. 🚫 Don't keep the content to mutate it later.
@MainActor
public protocol ConfigurableView: AnyObject {
  /// The value this view shows; `==` decides whether a visible view must be configured again.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`, replacing everything a previous content set.
  ///
  /// - Parameter content: The value to show.
  func configure(with content: Content)

  /// The identifier this view type is registered and dequeued under.
  ///
  /// The default is the type's fully qualified name.
  nonisolated static var reuseIdentifier: String { get }

  /// How this view type is registered; the default is ``ViewRegistration/class``.
  nonisolated static var registration: ViewRegistration { get }

  /// The size this view needs to show `content` in a container of the given size, or `nil` to
  /// let the list measure the view (or use the layout's default size).
  ///
  /// - Parameters:
  ///   - content: The value to show.
  ///   - container: The size of the list's viewport.
  /// - Returns: The view's size, or `nil`.
  nonisolated static func size(for content: Content, fitting container: CGSize) -> CGSize?
}

extension ConfigurableView {
  /// The type's fully qualified name, e.g. `"MyApp.TitleCell"`.
  public nonisolated static var reuseIdentifier: String { String(reflecting: Self.self) }

  /// ``ViewRegistration/class``.
  public nonisolated static var registration: ViewRegistration { .class }

  /// `nil`: the list measures the view or uses the layout's default size.
  public nonisolated static func size(for content: Content, fitting container: CGSize) -> CGSize? {
    nil
  }
}
