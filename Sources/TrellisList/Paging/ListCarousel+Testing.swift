// Test hooks: SPI, not API (`@_spi(Testing) import TrellisList`).

extension ListCarousel {
  /// Moves to the next page now if the auto-roll interval has passed on the clock, and starts the
  /// next interval. The carousel does this by itself when the clock wakes it; tests call it after
  /// advancing a test clock, so the move does not depend on when that wake-up runs.
  ///
  ///     await clock.advance(by: .seconds(4))
  ///     carousel.settleAutoRoll()  // page 1
  @_spi(Testing) public func settleAutoRoll() { rollIfDue() }
}
