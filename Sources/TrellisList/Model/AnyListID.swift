import Foundation

/// A type-erased, `Sendable` identity for sections and items.
///
///     let a = AnyListID("feed")
///     a == AnyListID("feed")   // true
///     a == AnyListID(42)       // false: different values
///     AnyListID(1) == AnyListID(Int64(1))  // false: identities are type-strict
///
/// Swift's `AnyHashable` is not `Sendable`, so a `Sendable` model cannot store it. `AnyListID`
/// keeps the wrapped value's own type, equality and hash. Wrapping an `AnyListID` again returns it
/// unchanged, so APIs can take `some Hashable & Sendable` and accept either form.
///
/// ## Identity & Equality
/// Two identities are equal when their wrapped values have the same type and compare equal with
/// that type's `==`. Unlike `AnyHashable`, numbers of different types never compare equal.
public struct AnyListID: Hashable, Sendable {
  /// The identity, with the common identity types stored inline so that hashing and comparing
  /// them costs no dynamic cast.
  @usableFromInline
  enum _Storage: Sendable {
    case int(Int)
    case string(String)
    case uuid(UUID)
    case other(any Hashable & Sendable)
  }

  @usableFromInline
  let _storage: _Storage

  /// Wraps `base`; an `AnyListID` is returned as it is.
  ///
  /// - Parameter base: The identity value.
  @inlinable
  public init(_ base: some Hashable & Sendable) {
    switch base {
    case let id as AnyListID: self = id
    case let int as Int: _storage = .int(int)
    case let string as String: _storage = .string(string)
    case let uuid as UUID: _storage = .uuid(uuid)
    default: _storage = .other(base)
    }
  }

  /// The wrapped identity value.
  public var base: any Hashable & Sendable {
    switch _storage {
    case .int(let int): int
    case .string(let string): string
    case .uuid(let uuid): uuid
    case .other(let base): base
    }
  }

  /// Returns the wrapped value as `type`, or `nil` when it has another type.
  ///
  ///     AnyListID("feed").base(as: String.self)  // "feed"
  ///
  /// - Parameter type: The expected type of the wrapped value.
  /// - Returns: The wrapped value, or `nil`.
  public func base<Value>(as type: Value.Type) -> Value? { base as? Value }

  /// Returns whether both identities wrap equal values of the same type.
  @inlinable
  public static func == (lhs: AnyListID, rhs: AnyListID) -> Bool {
    // One switch per side, not one over a tuple of both: the tuple would copy both storages
    // (an existential among them) on every comparison the diff makes.
    switch lhs._storage {
    case .int(let a):
      if case .int(let b) = rhs._storage { return a == b }
    case .string(let a):
      if case .string(let b) = rhs._storage { return a == b }
    case .uuid(let a):
      if case .uuid(let b) = rhs._storage { return a == b }
    case .other(let a):
      if case .other(let b) = rhs._storage { return a._isEqual(to: b) }
    }
    return false
  }

  /// Hashes the wrapped value.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    switch _storage {
    case .int(let int): hasher.combine(int)
    case .string(let string): hasher.combine(string)
    case .uuid(let uuid): hasher.combine(uuid)
    case .other(let base): base.hash(into: &hasher)
    }
  }
}

extension AnyListID: CustomStringConvertible {
  /// The wrapped value's description; strings are quoted so `"1"` and `1` read differently.
  public var description: String {
    if let string = base as? String { return "\"\(string)\"" }
    return String(describing: base)
  }
}

extension Hashable {
  /// Whether `other` has this value's type and is equal to it.
  @usableFromInline
  func _isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension AnyListID: ExpressibleByStringLiteral {
  /// Wraps a string literal: `section.id = "feed"`.
  ///
  /// - Parameter value: The identity string.
  public init(stringLiteral value: String) { self.init(value) }
}

extension AnyListID: ExpressibleByIntegerLiteral {
  /// Wraps an integer literal as an `Int`: `AnyListID(7)` and `7` are the same identity.
  ///
  /// - Parameter value: The identity number.
  public init(integerLiteral value: Int) { self.init(value) }
}
