import Foundation
import TrellisCore
import TrellisList

/// A test view that shows a string and records what it was configured with; 44 points tall,
/// as wide as the container.
public final class TextView: ConfigurableView, RowSizedView {
  /// The text last configured.
  public private(set) var text: String?
  /// How many times `configure(with:)` ran.
  public private(set) var configureCount = 0

  /// Creates an unconfigured view.
  public init() {}

  /// Shows `content`.
  public func configure(with content: String) {
    text = content
    configureCount += 1
  }
}

/// A test view that shows a number.
public final class NumberView: ConfigurableView {
  /// The number last configured.
  public private(set) var number: Int?

  /// Creates an unconfigured view.
  public init() {}

  /// Shows `content`.
  public func configure(with content: Int) { number = content }
}

/// A test view loaded from a nib named "HeaderView".
public final class HeaderView: ConfigurableView {
  /// The title last configured.
  public private(set) var title: String?

  /// Creates an unconfigured view.
  public init() {}

  /// Shows `content`.
  public func configure(with content: String) { title = content }

  /// Registered from the nib "HeaderView".
  public nonisolated static var registration: ViewRegistration { .nib(name: "HeaderView") }
}

extension ListItem {
  /// A ``TextView`` item.
  ///
  /// - Parameters:
  ///   - id: The item's identity.
  ///   - text: Its content; defaults to the identity's description.
  public static func text(_ id: some Hashable & Sendable, _ text: String? = nil) -> ListItem {
    ListItem(id: id, content: text ?? "\(id)", view: TextView.self)
  }

  /// A ``NumberView`` item.
  ///
  /// - Parameters:
  ///   - id: The item's identity.
  ///   - number: Its content.
  public static func number(_ id: some Hashable & Sendable, _ number: Int) -> ListItem {
    ListItem(id: id, content: number, view: NumberView.self)
  }

  /// A ``HeaderView`` item.
  ///
  /// - Parameter title: Its content and identity.
  public static func header(_ title: String) -> ListItem {
    ListItem(id: "header-\(title)", content: title, view: HeaderView.self)
  }
}

extension ListSection {
  /// The identities of the section's items, as `Int`s or strings.
  public var itemIDs: [AnyListID] { items.map(\.id) }
}

extension ListModel {
  /// The model as `[section id: [item ids]]` pairs, for compact assertions.
  ///
  ///     #expect(model.outline == ["a: 1 2", "b: "])
  public var outline: [String] {
    sections.map { section in
      "\(section.id.base): " + section.items.map { "\($0.id.base)" }.joined(separator: " ")
    }
  }
}

/// A view whose size from code is a standard row's: 44 points tall and as wide as the container.
/// Conforming gives a view that size without declaring it.
public protocol RowSizedView: ConfigurableView {}

extension RowSizedView {
  /// 44 points tall and as wide as `container`.
  public nonisolated static func size(for content: Content, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 44)
  }
}
