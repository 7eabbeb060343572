import Dispatch
import Observation

/// A view presenter that re-renders when `@Observable` state read by its last update changes: no
/// `setState` needed.
///
///     @Observable final class Cart { var items: [Item] = []; var coupon = "" }
///
///     final class CartBadgePresenter: ObservingPresenter<BadgeView> {
///       let cart: Cart
///       init(cart: Cart) { self.cart = cart }
///       override func onUpdate(view: BadgeView, context: UpdateContext) {
///         view.text = "\(cart.items.count)"   // reads `items`, not `coupon`
///       }
///     }
///
/// Then:
///
///     cart.items.append(item)   // the presenter is marked dirty; next pass re-renders it
///     cart.coupon = "SALE"      // not read by the update: nothing happens
///
/// The presenter itself may be `@Observable`: its own stored properties then work the same way.
/// Tracking covers what ``ViewPresenter/onUpdate(view:context:)`` (and
/// ``Presenter/onUpdate(context:)``) read in the most recent update. A change made on another
/// thread marks the presenter dirty on the main actor. `setState` still works, for animation
/// contexts and completions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
open class ObservingPresenter<View: AnyObject>: ViewPresenter<View> {
  // MARK: Lifecycle

  /// Creates an unbound presenter.
  ///
  ///     let presenter = CartBadgePresenter(cart: cart)
  override public init() { super.init() }

  // MARK: Internal

  override open func _runUpdate(_ context: UpdateContext) {
    _MainQueueMarker.install()
    withObservationTracking {
      super._runUpdate(context)
    } onChange: { [weak self] in
      _onMainActor { self?.setState() }
    }
  }
}

/// Runs `body` on the main actor: at once when already on it, else in a task.
///
/// Observation calls `onChange` synchronously on the thread that mutates, which for main-actor
/// state is the main actor — but not necessarily the main thread (under `swift test` on Linux the
/// main queue is drained by another thread), so `Thread.isMainThread` cannot tell. The main
/// actor runs on the main dispatch queue, which carries a marker to test for.
nonisolated func _onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if _MainQueueMarker.isOnMainQueue {
    MainActor.assumeIsolated { body() }
  } else {
    Task { @MainActor in body() }
  }
}

/// A dispatch-specific value set on the main queue, to tell whether code runs on it.
enum _MainQueueMarker {
  private static let key = DispatchSpecificKey<Bool>()

  @MainActor private static var isInstalled = false

  /// Marks the main queue; call from the main actor.
  @MainActor static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    DispatchQueue.main.setSpecific(key: key, value: true)
  }

  /// Whether the caller runs on the main queue (and so on the main actor).
  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
