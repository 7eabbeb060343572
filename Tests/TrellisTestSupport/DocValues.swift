// The result builder that lets a doc example show a value on a line of its own.

/// Collects the value of every expression statement of a block, so that a doc example may show a
/// value on a line of its own (`stages.count  // 1`), as a playground would, and the snippet that
/// compiles it can check that value.
@resultBuilder
public enum DocValues {
  /// One expression statement's value.
  public static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  /// The values of a block, in order.
  public static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  /// The values of an `if` without `else`.
  public static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  /// The values of an `if`'s first branch.
  public static func buildEither(first part: [Any]) -> [Any] { part }
  /// The values of an `if`'s second branch.
  public static func buildEither(second part: [Any]) -> [Any] { part }
  /// The values of a `for` loop.
  public static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
}

/// The values of `body`'s expression statements, in order (`Void` for a call that returns nothing).
@discardableResult
public func docValues(@DocValues _ body: () throws -> [Any]) rethrows -> [Any] { try body() }

/// The values of `body`'s expression statements, in order; for examples that `await`.
@discardableResult
public func docAsyncValues(
  isolation: isolated (any Actor)? = #isolation, @DocValues _ body: () async throws -> [Any]
) async rethrows -> [Any] { try await body() }

/// Collects the values of a block whose expression statements all have one type, so that a doc
/// example may list values by implicit member (`.corner(.topTrailing)` on a line of its own).
@resultBuilder
public enum DocList<Element> {
  /// One expression statement's value.
  public static func buildExpression(_ value: Element) -> [Element] { [value] }
  /// The values of a block, in order.
  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
}

/// The values of `body`'s expression statements, each an `Element`, in order.
@discardableResult
public func docList<Element>(
  of type: Element.Type, @DocList<Element> _ body: () throws -> [Element]
) rethrows -> [Element] { try body() }
