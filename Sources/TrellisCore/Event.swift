/// A multicast event: listeners added with `+=` run in the order they were added, every time the
/// event is sent. It lives here, below the list and presenter modules, so that both announce
/// with it (`ListCarousel.pageDidAppear`, `StateContainer.transitionFinished`); which mechanism
/// is for what is in `TrellisList`'s *Hooks, Events and Plugins*.
///
///     let didRefresh = Event<Int>()
///     let token = didRefresh += { count in print("refreshed \(count)") }
///     didRefresh.send(3)      // prints "refreshed 3"
///     didRefresh -= token     // removed: later sends do not reach it
///
/// Listeners are called in the order they were added, the same on every run, and each addition
/// returns a ``Subscription`` that removes exactly that listener.
///
/// A listener added while the event is being sent runs from the next send on; a listener removed
/// while the event is being sent does not run if it has not yet.
///
/// Listeners are `@MainActor @Sendable`, exactly like the hooks of a `ListItem`
/// (`ListItem.onSelect(_:)` and its siblings), so one closure can be both:
///
///     let opened: @MainActor @Sendable (ListItem) -> Void = { item in router.open(item.id) }
///     let item = ListItem(product, view: ProductCell.self).onSelect(opened)
///     didOpen += opened
///
/// Hooks must be `@Sendable` because a `ListItem` is `Sendable` and stores them; a main-actor
/// closure is `@Sendable` whenever it captures main-actor state or `Sendable` values, which is
/// what a listener on the main actor captures, so the rule costs a listener nothing.
@MainActor
public final class Event<Value> {
  /// The token of one added listener; pass it to ``remove(_:)`` or `-=` to remove the listener.
  ///
  ///     let token = event += { print($0) }
  ///     event.remove(token)
  public struct Subscription: Hashable, Sendable {
    let id: Int
  }

  // MARK: Lifecycle

  /// Creates an event without listeners.
  ///
  ///     let valueChanged = Event<Double>()
  public init() {}

  // MARK: Public

  /// The number of listeners.
  ///
  ///     event.count  // 2 after two `+=`
  public var count: Int { listeners.count }

  /// Whether the event has no listeners.
  ///
  ///     Event<Int>().isEmpty  // true
  public var isEmpty: Bool { listeners.isEmpty }

  /// Adds a listener, called after those added before it.
  ///
  ///     event.add { value in print(value) }
  ///
  /// - Parameter listener: Called with each sent value.
  /// - Returns: The token that removes this listener.
  @discardableResult
  public func add(_ listener: @escaping @MainActor @Sendable (Value) -> Void) -> Subscription {
    nextID += 1
    let subscription = Subscription(id: nextID)
    listeners.append((subscription, listener))
    return subscription
  }

  /// Removes the listener that `subscription` was returned for; does nothing if it is gone.
  ///
  ///     event.remove(token)
  ///
  /// - Parameter subscription: A token returned by ``add(_:)`` or `+=`.
  /// - Complexity: O(*n*) for *n* listeners.
  public func remove(_ subscription: Subscription) {
    listeners.removeAll { $0.subscription == subscription }
  }

  /// Removes every listener.
  ///
  ///     event.removeAll()
  public func removeAll() { listeners.removeAll() }

  /// Calls every listener with `value`, in the order they were added.
  ///
  ///     event.send(42)
  ///
  /// - Parameter value: The value to send.
  /// - Complexity: O(*n*) for *n* listeners.
  public func send(_ value: Value) {
    for (subscription, listener) in listeners
    where listeners.contains(where: { $0.subscription == subscription }) {
      listener(value)
    }
  }

  /// Adds a listener; see ``add(_:)``.
  ///
  ///     let token = event += { print($0) }
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - listener: Called with each sent value.
  /// - Returns: The token that removes this listener.
  @discardableResult
  public static func += (event: Event, listener: @escaping @MainActor @Sendable (Value) -> Void)
    -> Subscription
  {
    event.add(listener)
  }

  /// Removes a listener; see ``remove(_:)``.
  ///
  ///     event -= token
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - subscription: A token returned by ``add(_:)`` or `+=`.
  public static func -= (event: Event, subscription: Subscription) {
    event.remove(subscription)
  }

  // MARK: Private

  private var listeners:
    [(subscription: Subscription, listener: @MainActor @Sendable (Value) -> Void)] = []
  private var nextID = 0
}

extension Event where Value == Void {
  /// Calls every listener, in the order they were added.
  ///
  ///     let tapped = Event<Void>()
  ///     tapped.send()
  public func send() { send(()) }
}
