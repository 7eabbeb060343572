/// A point in time on any clock, captured when it is created: whether it has passed can be asked
/// synchronously, and a task can wait for it. Capturing the deadline at once — not when a task
/// first runs — is what lets a test clock advanced right after scheduling wake the waiter, and
/// what lets a synchronous `settle…()` (the headless host's `settleAnimations()`, the carousel's
/// `settleAutoRoll()`, the state container's `settleTransitions()`) finish at once everything
/// whose deadline has passed.
///
/// `package`, not public: it lives here, in the one module that both `TrellisList` and
/// `TrellisPresenter` depend on, so that neither copies it and neither has to import the other.
package struct _ClockDeadline: Sendable {
  /// Whether the deadline has passed on its clock.
  package let hasElapsed: @Sendable () -> Bool
  /// Waits until the deadline (returns early if the task is cancelled).
  package let wait: @Sendable () async -> Void
  /// Waits until the deadline; throws if the task is cancelled or the clock fails.
  package let sleep: @Sendable () async throws -> Void

  /// A deadline `duration` from now on `clock`.
  package init(_ clock: any Clock<Duration>, after duration: Duration) {
    self = Self.timeline(clock, after: [duration])[0]
  }

  private init(
    hasElapsed: @escaping @Sendable () -> Bool, sleep: @escaping @Sendable () async throws -> Void
  ) {
    self.hasElapsed = hasElapsed
    self.sleep = sleep
    self.wait = { try? await sleep() }
  }

  /// Deadlines `offsets` after one instant, now on `clock`: the points of one timeline, all
  /// measured from the same start.
  package static func timeline(_ clock: any Clock<Duration>, after offsets: [Duration]) -> [Self] {
    _timeline(clock, after: offsets)
  }

  private static func _timeline<C: Clock<Duration>>(_ clock: C, after offsets: [Duration])
    -> [Self]
  {
    let start = clock.now
    return offsets.map { offset in
      let deadline = start.advanced(by: offset)
      return Self(
        hasElapsed: { clock.now >= deadline },
        sleep: { try await clock.sleep(until: deadline, tolerance: nil) })
    }
  }
}
