import Foundation
import UIKit

/// A key for accessing values in the environment (SwiftUI: `EnvironmentKey`, iOS 13.0).
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value

  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy (SwiftUI:
/// `EnvironmentValues`, iOS 13.0).
///
/// The stand-in stores values by key type; a key never written reads its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// Creates an environment values instance.
  public init() {}

  /// Accesses the environment value associated with a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// A string that represents the contents of the environment values instance.
  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

/// A type that updates an external property of a view (SwiftUI: `DynamicProperty`, iOS 13.0).
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing: the stand-in installs `State` and `Environment` itself.
  public mutating func update() {}
}

/// A property wrapper that reads a value from a view's environment (SwiftUI: `Environment`,
/// iOS 13.0).
///
/// The graph gives each `Environment` the values of the view's position before it evaluates
/// `body`; read elsewhere, it answers the key's default.
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
  @usableFromInline let location: EnvironmentLocation

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    self.location = EnvironmentLocation()
  }

  /// The current value of the environment property.
  public var wrappedValue: Value {
    (location.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// Where an `Environment` finds the values the graph installed.
@usableFromInline
final class EnvironmentLocation: @unchecked Sendable {
  var values: EnvironmentValues?
}

/// What the graph installs in a view before evaluating its body.
protocol _InstallableProperty {
  @MainActor func _install(in node: ViewNode, index: Int)
}

extension Environment: _InstallableProperty {
  @MainActor func _install(in node: ViewNode, index: Int) {
    location.values = node.environment
  }
}

// MARK: - Dynamic Type

/// A Dynamic Type size, which specifies how large scalable content should be (SwiftUI:
/// `DynamicTypeSize`, iOS 15.0).
@available(iOS 15.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size (the default).
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// A Boolean value indicating whether the size is one that is associated with accessibility.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Create a Dynamic Type size from its `UIContentSizeCategory` equivalent (iOS 15.0); `nil`
  /// for `.unspecified`.
  @available(iOS 15.0, *)
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    switch uiSizeCategory {
    case .extraSmall: self = .xSmall
    case .small: self = .small
    case .medium: self = .medium
    case .large: self = .large
    case .extraLarge: self = .xLarge
    case .extraExtraLarge: self = .xxLarge
    case .extraExtraExtraLarge: self = .xxxLarge
    case .accessibilityMedium: self = .accessibility1
    case .accessibilityLarge: self = .accessibility2
    case .accessibilityExtraLarge: self = .accessibility3
    case .accessibilityExtraExtraLarge: self = .accessibility4
    case .accessibilityExtraExtraExtraLarge: self = .accessibility5
    default: return nil
    }
  }

  /// The stand-in's text scale at this size (README, "Measuring"): exact binary fractions.
  var textScale: CGFloat {
    switch self {
    case .xSmall: 0.75
    case .small: 0.875
    case .medium: 0.9375
    case .large: 1
    case .xLarge: 1.125
    case .xxLarge: 1.25
    case .xxxLarge: 1.375
    case .accessibility1: 1.625
    case .accessibility2: 2
    case .accessibility3: 2.375
    case .accessibility4: 2.75
    case .accessibility5: 3
    }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The current Dynamic Type size (iOS 15.0). Default `.large`; hosting views derive it from
  /// their traits where the UIKit double has them (README).
  @available(iOS 15.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

// MARK: - Refresh

/// An action that initiates a refresh operation (SwiftUI: `RefreshAction`, iOS 15.0).
@available(iOS 15.0, *)
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Wraps `action`; for tests that build an environment by hand.
  package init(_ action: @escaping @Sendable () async -> Void) { self.action = action }

  /// Initiates a refresh action.
  public func callAsFunction() async { await action() }
}

private enum RefreshActionKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// A refresh action stored in a view's environment (iOS 15.0); `nil` unless an ancestor has
  /// `refreshable(action:)`.
  @available(iOS 15.0, *)
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}
