/// A point in time on any clock, captured when it is created: whether it has passed can be asked
/// synchronously, and a task can wait for it. Capturing the deadline at once — not when a task
/// first runs — is what lets a test clock advanced right after scheduling wake the waiter.
package struct _ClockDeadline: Sendable {
  /// Whether the deadline has passed on its clock.
  package let hasElapsed: @Sendable () -> Bool
  /// Waits until the deadline (returns early if the task is cancelled).
  package let wait: @Sendable () async -> Void

  /// A deadline `duration` from now on `clock`.
  package init(_ clock: any Clock<Duration>, after duration: Duration) {
    (hasElapsed, wait) = _makeDeadline(clock, after: duration)
  }
}

private func _makeDeadline<C: Clock<Duration>>(_ clock: C, after duration: Duration) -> (
  @Sendable () -> Bool, @Sendable () async -> Void
) {
  let deadline = clock.now.advanced(by: duration)
  return (
    { clock.now >= deadline },
    { try? await clock.sleep(until: deadline, tolerance: nil) }
  )
}
