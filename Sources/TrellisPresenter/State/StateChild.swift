/// A page a ``StateContainer`` can show for a state: the platform-neutral counterpart of a child
/// view controller.
///
///     final class SpinnerPage: StateChild {
///       var isSpinning = false
///       func willAppear(animated: Bool) { isSpinning = true }
///       func didDisappear(animated: Bool) { isSpinning = false }
///     }
///
/// A child is identified by object identity (`ObjectIdentifier`): a child returned for two states
/// is *kept* across a transition between them and receives no callbacks. Any `@MainActor` class can
/// conform — a list presenter page, an error page, a view controller wrapper in the UIKit binding.
///
/// ## Callback contract
/// The container calls each method exactly once per change of the child's visibility, always in
/// the order will-appear → did-appear → will-disappear → did-disappear (a cancelled appearance or
/// disappearance may skip the did-call, as UIKit does). A child gets no callbacks while the
/// container itself is off-screen; it appears with the container instead. Every method has an
/// empty default implementation.
///
/// ✅ Start and stop work in the callbacks:
///
///     func didAppear(animated: Bool) { presenter.startPolling() }
///
/// 🚫 Don't infer visibility from being returned by `children(for:)`: a child may be mounted while
/// the container is off-screen, and then gets `willAppear` only when the container appears.
@MainActor
public protocol StateChild: AnyObject {
  /// Tells the child it is about to become visible.
  ///
  ///     func willAppear(animated: Bool) { refreshTimestamps() }
  ///
  /// - Parameter animated: Whether the change that shows the child is animated.
  func willAppear(animated: Bool)

  /// Tells the child it is now visible.
  ///
  ///     func didAppear(animated: Bool) { analytics.log("shown") }
  ///
  /// - Parameter animated: Whether the change that showed the child was animated.
  func didAppear(animated: Bool)

  /// Tells the child it is about to stop being visible.
  ///
  ///     func willDisappear(animated: Bool) { endEditing() }
  ///
  /// - Parameter animated: Whether the change that hides the child is animated.
  func willDisappear(animated: Bool)

  /// Tells the child it is no longer visible.
  ///
  ///     func didDisappear(animated: Bool) { presenter.stopPolling() }
  ///
  /// - Parameter animated: Whether the change that hid the child was animated.
  func didDisappear(animated: Bool)
}

extension StateChild {
  /// Does nothing.
  ///
  ///     page.willAppear(animated: true)  // no effect unless the page implements it
  ///
  /// - Parameter animated: Ignored.
  public func willAppear(animated: Bool) {}

  /// Does nothing.
  ///
  ///     page.didAppear(animated: true)  // no effect unless the page implements it
  ///
  /// - Parameter animated: Ignored.
  public func didAppear(animated: Bool) {}

  /// Does nothing.
  ///
  ///     page.willDisappear(animated: true)  // no effect unless the page implements it
  ///
  /// - Parameter animated: Ignored.
  public func willDisappear(animated: Bool) {}

  /// Does nothing.
  ///
  ///     page.didDisappear(animated: true)  // no effect unless the page implements it
  ///
  /// - Parameter animated: Ignored.
  public func didDisappear(animated: Bool) {}
}
