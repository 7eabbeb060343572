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
///
/// An animation with frames (``schedule(clock:duration:frames:completion:)``) also calls its
/// frame closure once per ``frameDuration`` on its clock until the deadline, with the progress
/// (between 0 and 1) of that frame's time, as a display link drives UIKit's scroll animations.
/// Every frame waits on the clock from the start (a task each), so a test clock that advances
/// past several frames wakes each at its time, in order with the clock's other sleepers;
/// `settle()` runs the last frame due (one call for the frames passed, as a display link skips
/// the frames a busy main thread missed).
@MainActor
package final class _UIKitAnimation {
  private var completion: (@MainActor () -> Void)?
  private let frame: (@MainActor (Double) -> Void)?
  private let timing: Timing
  /// The last frame run, counted in ``frameDuration``s from the start.
  private var lastFrame = 0

  /// The double's frame interval: 1/60 s, UIKit's display rate on most devices.
  package static let frameDuration: Duration = .seconds(1) / 60

  /// Schedules `completion` to run when `duration` has passed on `clock`, and `frame` (if any)
  /// once per ``frameDuration`` until then.
  package init(
    clock: any Clock<Duration>, duration: Duration,
    frame: (@MainActor (Double) -> Void)? = nil,
    completion: @escaping @MainActor () -> Void
  ) {
    self.completion = completion
    self.frame = frame
    let timing = Self.timing(clock, duration)
    self.timing = timing
    if frame != nil {
      // One sleeper per frame, all waiting from now: a frame never depends on the one before
      // having run before the clock moved on.
      var index = 1
      while Self.frameDuration * index < duration {
        Task { @MainActor [weak self, index] in
          try? await timing.sleep(Self.frameDuration * index)
          self?.runFrame(index)
        }
        index += 1
      }
    }
    Task { @MainActor [weak self] in
      try? await timing.sleep(timing.duration)
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

  /// Schedules an animation that calls `frames` with its progress once per ``frameDuration``
  /// on `clock` (never with 0 or 1) and then `completion` when `duration` has passed, and
  /// remembers it until it finishes, so that ``settleAll()`` can step and finish it.
  @discardableResult
  package static func schedule(
    clock: any Clock<Duration>, duration: Duration,
    frames: @escaping @MainActor (Double) -> Void,
    completion: @escaping @MainActor () -> Void
  ) -> _UIKitAnimation {
    let animation = _UIKitAnimation(
      clock: clock, duration: duration, frame: frames, completion: completion)
    inFlight.append(animation)
    return animation
  }

  /// Animations scheduled through ``schedule(clock:duration:completion:)`` that have not finished.
  package private(set) static var inFlight: [_UIKitAnimation] = []

  /// Finishes, oldest first, every scheduled animation whose deadline has passed on its clock,
  /// and runs the frame due now of those still running. Tests call it after advancing a test
  /// clock, so that completions run before the next line.
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

  /// Runs the completion now if the deadline has passed, else the frame due now (if any);
  /// returns whether the animation is done.
  @discardableResult
  package func settle() -> Bool {
    if completion != nil {
      let elapsed = timing.elapsed()
      if elapsed >= timing.duration {
        finish()
      } else {
        // A small allowance: `Duration` division rounds through `Double`.
        runFrame(Int((elapsed / Self.frameDuration) + 1e-9))
      }
    }
    return completion == nil
  }

  /// Drops the completion without running it (an animation interrupted by a touch); no frame
  /// runs after it.
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

  // MARK: Private

  /// Calls the frame closure for the frame `index` (counted in ``frameDuration``s from the
  /// start) with the progress of that frame's time, unless a later frame already ran or the
  /// animation ended (the completion lands it).
  private func runFrame(_ index: Int) {
    guard let frame, completion != nil, index > lastFrame else { return }
    let time = Self.frameDuration * index
    guard time < timing.duration else { return }
    lastFrame = index
    frame(max(0, min(1, time / timing.duration)))
  }

  /// The animation's time on its clock: how long since it started, and a sleep until an offset
  /// from its start.
  private struct Timing: Sendable {
    let duration: Duration
    let elapsed: @Sendable () -> Duration
    let sleep: @Sendable (Duration) async throws -> Void
  }

  private static func timing(_ clock: any Clock<Duration>, _ duration: Duration) -> Timing {
    open(clock, duration)
  }

  private static func open<C: Clock<Duration>>(_ clock: C, _ duration: Duration) -> Timing {
    let start = clock.now
    return Timing(
      duration: duration,
      elapsed: { start.duration(to: clock.now) },
      sleep: { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) })
  }
}
