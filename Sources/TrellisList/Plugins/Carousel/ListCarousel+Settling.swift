extension ListCarousel {
  /// Moves to the next page now if the auto-roll interval has passed on the clock, and starts the
  /// next interval.
  ///
  /// The carousel does this by itself when its clock wakes the task that waits for the deadline.
  /// When that task runs after a test clock's `advance(by:)` depends on the scheduler, so tests
  /// call this after advancing, like `HeadlessListView.settleAnimations()`:
  ///
  ///     await clock.advance(by: .seconds(4))
  ///     carousel.settleAutoRoll()  // page 1
  public func settleAutoRoll() { rollIfDue() }
}
