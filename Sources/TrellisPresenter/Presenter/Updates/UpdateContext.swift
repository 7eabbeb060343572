/// What the state changes rendered by one update asked for: animation, layout, and typed extras.
///
///     presenter.setState(UpdateContext(animated: true, animator: .spring(bounce: 0.2))) {
///       presenter.isOpen = true
///     }
///
/// The presenter's update then reads it:
///
///     override func onUpdate(context: UpdateContext) {
///       if context.isBindingView { /* first render for this view */ }
///     }
///
/// Every change made before an update merges into one context with ``merge(_:)``: flags are
/// OR-ed, the animator and typed values are last-wins. The page's ``UpdateAnimating`` gets each
/// presenter's context around its update, and the pass's merged context around the layout step.
public struct UpdateContext: Sendable, Equatable {
  // MARK: Lifecycle

  /// Creates a context.
  ///
  ///     UpdateContext(animated: true, layoutIfNeeded: true)
  ///
  /// - Parameters:
  ///   - animated: Whether the update animates.
  ///   - animator: How it animates; `nil` leaves the choice to the page's ``UpdateAnimating``.
  ///   - layoutIfNeeded: Whether the presenter lays its view out after the updates of the pass.
  ///   - disablesAnimation: Whether animation is forced off, whatever else asks for it.
  public init(
    animated: Bool = false,
    animator: UpdateAnimator? = nil,
    layoutIfNeeded: Bool = false,
    disablesAnimation: Bool = false
  ) {
    self.isAnimated = animated
    self.animator = animator
    self.layoutIfNeeded = layoutIfNeeded
    self.disablesAnimation = disablesAnimation
  }

  // MARK: Public

  /// Whether some merged change asked for animation.
  ///
  ///     UpdateContext(animated: true).isAnimated   // true
  public var isAnimated: Bool

  /// How to animate; the last change that set one wins.
  ///
  ///     context.animator?.duration
  public var animator: UpdateAnimator?

  /// Whether the presenter's ``Presenter/onLayout(context:)`` runs after the updates of the pass.
  ///
  ///     UpdateContext(layoutIfNeeded: true)
  public var layoutIfNeeded: Bool

  /// Whether animation is forced off; it takes priority over ``isAnimated``.
  ///
  ///     UpdateContext(animated: true, disablesAnimation: true).animates   // false
  public var disablesAnimation: Bool

  /// Whether this is the update that runs when the presenter binds a view.
  ///
  ///     if context.isBindingView { view.reset() }
  public package(set) var isBindingView = false

  /// Whether the update should animate: ``isAnimated`` and not ``disablesAnimation``.
  ///
  ///     if context.animates { view.fadeIn() }
  public var animates: Bool { isAnimated && !disablesAnimation }

  /// The value stored for `key`, or its default.
  ///
  ///     context[ScrollsToTop.self] = true
  ///
  /// - Parameter key: The key type.
  /// - Complexity: O(1).
  public subscript<Key: UpdateContextKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = _ContextValue(key: key, value: newValue) }
  }

  /// Merges a later change's context into this one: flags are OR-ed; the animator and typed
  /// values that `later` sets replace this context's (each key may merge instead, see
  /// ``UpdateContextKey/merge(_:_:)``).
  ///
  ///     var context = UpdateContext(animated: true)
  ///     context.merge(UpdateContext(layoutIfNeeded: true))
  ///     // animated and layoutIfNeeded
  ///
  /// - Parameter later: The context of a change made after the ones merged so far.
  /// - Complexity: O(*k*) in the number of typed values `later` sets.
  public mutating func merge(_ later: UpdateContext) {
    isAnimated = isAnimated || later.isAnimated
    layoutIfNeeded = layoutIfNeeded || later.layoutIfNeeded
    disablesAnimation = disablesAnimation || later.disablesAnimation
    isBindingView = isBindingView || later.isBindingView
    animator = later.animator ?? animator
    for (id, value) in later.values {
      values[id] = values[id].map { $0.merged(with: value) } ?? value
    }
  }

  /// Returns this context with a later one merged in, as ``merge(_:)`` does.
  ///
  ///     let both = first.merging(second)
  ///
  /// - Parameter later: The context of a later change.
  /// - Returns: The merged context.
  /// - Complexity: As ``merge(_:)``.
  public func merging(_ later: UpdateContext) -> UpdateContext {
    var copy = self
    copy.merge(later)
    return copy
  }

  // MARK: Private

  private var values: [ObjectIdentifier: _ContextValue] = [:]
}

/// A typed value an update context can carry, e.g. for a list presenter's own flags.
///
///     enum InvalidatesSize: UpdateContextKey {
///       static let defaultValue = false
///       static func merge(_ earlier: Bool, _ later: Bool) -> Bool { earlier || later }
///     }
///     var context = UpdateContext()
///     context[InvalidatesSize.self] = true
///     presenter.setState(context)
public protocol UpdateContextKey: SendableMetatype {
  /// The type of the value.
  associatedtype Value: Sendable & Equatable

  /// The value when no change set one.
  static var defaultValue: Value { get }

  /// Combines the values of two merged changes; by default the later wins.
  ///
  /// - Parameters:
  ///   - earlier: The value of the earlier change.
  ///   - later: The value of the later change.
  /// - Returns: The merged value.
  static func merge(_ earlier: Value, _ later: Value) -> Value
}

extension UpdateContextKey {
  /// Returns `later`: the last change wins.
  ///
  ///     Key.merge(1, 2)   // 2
  ///
  /// - Parameters:
  ///   - earlier: The value of the earlier change.
  ///   - later: The value of the later change.
  /// - Returns: `later`.
  public static func merge(_ earlier: Value, _ later: Value) -> Value { later }
}

/// One typed value with how to merge and compare it.
struct _ContextValue: Sendable, Equatable {
  let value: any Sendable
  let mergeWith: @Sendable (any Sendable, any Sendable) -> _ContextValue
  let isEqual: @Sendable (any Sendable) -> Bool

  init<Key: UpdateContextKey>(key: Key.Type, value: Key.Value) {
    self.value = value
    self.mergeWith = { earlier, later in
      guard let earlier = earlier as? Key.Value, let later = later as? Key.Value else {
        return _ContextValue(key: key, value: key.defaultValue)
      }
      return _ContextValue(key: key, value: key.merge(earlier, later))
    }
    self.isEqual = { other in (other as? Key.Value) == value }
  }

  func merged(with later: _ContextValue) -> _ContextValue { mergeWith(value, later.value) }

  static func == (lhs: _ContextValue, rhs: _ContextValue) -> Bool { lhs.isEqual(rhs.value) }
}
