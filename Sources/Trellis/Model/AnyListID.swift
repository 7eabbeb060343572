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
  /// The wrapped identity value.
  public let base: any Hashable & Sendable

  /// Wraps `base`; an `AnyListID` is returned as it is.
  ///
  /// - Parameter base: The identity value.
  public init(_ base: some Hashable & Sendable) {
    if let id = base as? AnyListID {
      self = id
    } else {
      self.base = base
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
  public static func == (lhs: AnyListID, rhs: AnyListID) -> Bool {
    lhs.base._isEqual(to: rhs.base)
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) {
    base.hash(into: &hasher)
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
  fileprivate func _isEqual(to other: any Hashable) -> Bool {
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
