import Foundation

/// A property wrapper type that can read and write a value managed by SwiftUI (SwiftUI: `State`,
/// iOS 13.0).
///
/// Storage belongs to the view's identity in the graph (its structural position under the root,
/// plus any explicit `id(_:)`): a new view value at the same position reads the stored value,
/// not its initial value; a new identity starts again from the initial value. A write marks the
/// view dirty (README, "Update timing"). Read or written before the view is in a graph, it
/// answers its initial value and ignores writes, as SwiftUI does (with a runtime warning).
@frozen
@propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let location: StateLocation<Value>

  /// Creates a state property that stores an initial wrapped value.
  public init(wrappedValue value: Value) {
    location = StateLocation(initial: value)
  }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// Creates a state property without an initial value.
  public init() where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.set(newValue, transaction: Transaction._current) }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(location: location)
  }
}

/// The link between one `State` value and the storage of the node it is installed in.
@usableFromInline
final class StateLocation<Value>: @unchecked Sendable {
  let initial: Value
  var box: StateBox<Value>?

  init(initial: Value) { self.initial = initial }

  var value: Value { box?.value ?? initial }

  func set(_ newValue: Value, transaction: Transaction) {
    guard let box else { return }
    box.value = newValue
    MainActor.assumeIsolated { box.node?.invalidate(transaction: transaction) }
  }
}

/// A node's storage for one `State` property.
final class StateBox<Value>: AnyStateBox, @unchecked Sendable {
  var value: Value
  weak var node: ViewNode?

  init(value: Value, node: ViewNode) {
    self.value = value
    self.node = node
  }

  var anyValue: Any { value }
}

/// A node's state storage, type-erased.
protocol AnyStateBox: AnyObject {
  var anyValue: Any { get }
}

extension State: _InstallableProperty {
  @MainActor func _install(in node: ViewNode, index: Int) {
    if let box = node.stateBoxes[index] as? StateBox<Value> {
      location.box = box
    } else {
      let box = StateBox(value: location.initial, node: node)
      node.stateBoxes[index] = box
      location.box = box
    }
  }
}

// MARK: - Binding

/// A property wrapper type that can read and write a value owned by a source of truth (SwiftUI:
/// `Binding`, iOS 13.0).
///
/// Linux difference: Apple's initializers take `@isolated(any) @Sendable` closures, which Swift
/// cannot call synchronously outside SwiftUI; the stand-in takes `@MainActor @Sendable` closures
/// and reads and writes on the main actor (a read or write off the main actor traps, where
/// SwiftUI warns). Callers on the main actor write the same code on both.
@frozen
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// The binding's transaction.
  public var transaction: Transaction

  let getter: @MainActor @Sendable () -> Value
  let setter: @MainActor @Sendable (Value, Transaction) -> Void

  /// Creates a binding with closures that read and write the binding value.
  @preconcurrency
  public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    self.transaction = Transaction()
    self.getter = get
    self.setter = { value, _ in set(value) }
  }

  /// Creates a binding with a closure that reads from the binding value, and a closure that
  /// applies a transaction when writing to the binding value.
  @preconcurrency
  public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value, Transaction) -> Void
  ) {
    self.transaction = Transaction()
    self.getter = get
    self.setter = set
  }

  init(location: StateLocation<Value>) {
    self.transaction = Transaction()
    self.getter = { location.value }
    self.setter = { value, transaction in location.set(value, transaction: transaction) }
  }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    let box = ConstantBox(value)
    return Binding(get: { box.value }, set: { _ in })
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get {
      let getter = getter
      return MainActor.assumeIsolated { UncheckedSendable(getter()) }.value
    }
    nonmutating set {
      let transaction = UncheckedSendable(
        transaction.isEmpty ? Transaction._current : transaction)
      let value = UncheckedSendable(newValue)
      let setter = setter
      MainActor.assumeIsolated {
        withTransaction(transaction.value) { setter(value.value, transaction.value) }
      }
    }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let getter = UncheckedSendable(getter)
    let setter = UncheckedSendable(setter)
    let path = UncheckedSendable(keyPath)
    return Binding<Subject>(
      get: { getter.value()[keyPath: path.value] },
      set: { subject, transaction in
        var value = getter.value()
        value[keyPath: path.value] = subject
        setter.value(value, transaction)
      })
  }

  /// Specifies a transaction for the binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// Specifies an animation to perform when the binding value changes.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// A value the compiler cannot prove sendable, used only on the main actor.
struct UncheckedSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

private final class ConstantBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

// MARK: - Transaction and animation

/// The context of the current state-processing update (SwiftUI: `Transaction`, iOS 13.0).
@frozen
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?

  /// A Boolean value that indicates whether views should disable animations.
  public var disablesAnimations: Bool

  /// Creates a transaction.
  public init() {
    animation = nil
    disablesAnimations = false
  }

  /// Creates a transaction and assigns its animation property.
  public init(animation: Animation?) {
    self.init()
    self.animation = animation
  }

  var isEmpty: Bool { animation == nil && !disablesAnimations }

  /// The transaction in effect on this task (set by `withTransaction` / `withAnimation`).
  static var _current: Transaction { TransactionStorage.$current.get().transaction }
}

/// The task-local transaction behind `withTransaction(_:_:)`.
struct TransactionStorage: @unchecked Sendable {
  var transaction: Transaction
  @TaskLocal static var current = TransactionStorage(transaction: Transaction())
}

/// Executes a closure with the specified transaction and returns the result (iOS 13.0).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  try TransactionStorage.$current.withValue(TransactionStorage(transaction: transaction)) {
    try body()
  }
}

/// Returns the result of recomputing the view's body with the provided animation (iOS 13.0).
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction._current
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// The way a view changes over time to create a smooth visual transition (SwiftUI: `Animation`,
/// iOS 13.0). The stand-in never animates: an animation is a name carried by transactions.
@frozen
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// A default animation instance.
  public static let `default` = Animation(name: "default")

  /// An animation with a specified duration that combines the behaviors of in and out easing
  /// animations.
  public static let easeInOut = Animation(name: "easeInOut")

  /// A textual representation of the animation.
  public var description: String { name }
}
