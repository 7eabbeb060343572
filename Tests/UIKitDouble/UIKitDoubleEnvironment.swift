import Foundation

/// What the double adds to UIKit for tests: the clock its animations run on, and a way to finish
/// them. None of it exists in UIKit, so all of it is `package`: code shipped to iOS cannot use it.
///
/// A view reads ``clock`` when it is created and keeps it, so a test creates its views inside
/// `UIKitDoubleEnvironment.$clock.withValue(testClock) { … }` and then advances the test clock:
/// nothing sleeps. The default is the continuous clock, as on a device.
package enum UIKitDoubleEnvironment {
  /// The clock on which views created in this task time their animations.
  @TaskLocal package static var clock: any Clock<Duration> = ContinuousClock()

  /// Finishes every animation of the double whose time has passed on its clock (view animations,
  /// animated scrolls, decelerations, batch updates). Tests call it after advancing a test clock.
  @MainActor
  package static func settleAnimationsForTesting() {
    _UIKitAnimation.settleAll()
  }
}

/// An animation in flight: its completion runs once when the clock passes its deadline, either
/// through the task that waits for it or through `settle()`, whichever comes first.
@MainActor
package final class _UIKitAnimation {
  private var completion: (@MainActor () -> Void)?
  private let hasElapsed: @Sendable () -> Bool

  /// Schedules `completion` to run when `duration` has passed on `clock`.
  package init(
    clock: any Clock<Duration>, duration: Duration, completion: @escaping @MainActor () -> Void
  ) {
    self.completion = completion
    let deadline = Self.deadline(clock, after: duration)
    self.hasElapsed = deadline.hasElapsed
    Task { @MainActor [weak self] in
      try? await deadline.sleep()
      self?.finish()
    }
  }

  /// Schedules `completion` and remembers the animation until it finishes, so that
  /// ``settleAll()`` can finish it.
  @discardableResult
  package static func schedule(
    clock: any Clock<Duration>, duration: Duration, completion: @escaping @MainActor () -> Void
  ) -> _UIKitAnimation {
    let animation = _UIKitAnimation(clock: clock, duration: duration, completion: completion)
    inFlight.append(animation)
    return animation
  }

  /// Animations scheduled through ``schedule(clock:duration:completion:)`` that have not finished.
  package private(set) static var inFlight: [_UIKitAnimation] = []

  /// Finishes, oldest first, every scheduled animation whose deadline has passed on its clock.
  /// Tests call it after advancing a test clock, so that completions run before the next line.
  package static func settleAll() {
    // Over a copy: a completion removes its animation from `inFlight`, and may schedule more
    // (settled in the next round if already due).
    var settled = true
    while settled {
      settled = false
      for animation in inFlight where animation.isRunning && animation.settle() {
        settled = true
      }
    }
    inFlight.removeAll { !$0.isRunning }
  }

  /// Whether the animation is still running.
  package var isRunning: Bool { completion != nil }

  /// Runs the completion now if the deadline has passed; returns whether the animation is done.
  @discardableResult
  package func settle() -> Bool {
    if completion != nil, hasElapsed() { finish() }
    return completion == nil
  }

  /// Drops the completion without running it (an animation interrupted by a touch).
  package func cancel() {
    completion = nil
    Self.inFlight.removeAll { $0 === self }
  }

  /// Runs the completion now, whatever the clock says (an animation cut short).
  package func finish() {
    guard let completion else { return }
    self.completion = nil
    completion()
    Self.inFlight.removeAll { $0 === self }
  }

  private struct Deadline: Sendable {
    let hasElapsed: @Sendable () -> Bool
    let sleep: @Sendable () async throws -> Void
  }

  private static func deadline(_ clock: any Clock<Duration>, after duration: Duration) -> Deadline {
    open(clock, duration)
  }

  private static func open<C: Clock<Duration>>(_ clock: C, _ duration: Duration) -> Deadline {
    let deadline = clock.now.advanced(by: duration)
    return Deadline(
      hasElapsed: { clock.now >= deadline },
      sleep: { try await clock.sleep(until: deadline, tolerance: nil) })
  }
}
