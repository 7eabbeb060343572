/// Performs a presenter update, animated or not, as its context says.
///
///     struct UIKitAnimations: UpdateAnimating {
///       func animate(_ context: UpdateContext, _ changes: () -> Void) {
///         guard context.animates else { return UIView.performWithoutAnimation(changes) }
///         withoutActuallyEscaping(changes) { UIView.animate(withDuration: 0.3, animations: $0) }
///       }
///     }
///
/// The page calls it once around each presenter's update, with that presenter's merged context,
/// and once around the layout step, with the pass's merged context. `changes` must run exactly
/// once, synchronously. Completions run when the pass ends, not when animations end.
@MainActor
public protocol UpdateAnimating {
  /// Runs `changes`, inside an animation when `context.animates`.
  ///
  /// - Parameters:
  ///   - context: The merged context of the changes being rendered.
  ///   - changes: The updates; run exactly once, before returning.
  func animate(_ context: UpdateContext, _ changes: () -> Void)
}

/// Runs updates directly: the default where nothing draws (Linux, tests).
///
///     PagePresenter(root: root, animations: UnanimatedUpdates())
public struct UnanimatedUpdates: UpdateAnimating {
  /// Creates the performer.
  ///
  ///     let animations = UnanimatedUpdates()
  public init() {}

  /// Runs `changes`.
  ///
  /// - Parameters:
  ///   - context: Ignored.
  ///   - changes: The updates.
  public func animate(_ context: UpdateContext, _ changes: () -> Void) { changes() }
}
