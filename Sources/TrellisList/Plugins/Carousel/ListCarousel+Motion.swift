import Foundation

extension ListCarousel {
  // MARK: Public

  /// Whether auto-rolling waits now: the user paused it (``isPaused``), VoiceOver runs, Reduce
  /// Motion is on, or one of the carousel's items has accessibility or keyboard focus (the host's
  /// ``ListHost/accessibilityStatus``).
  ///
  ///     carousel.isAutoRollSuspended  // true while VoiceOver runs
  ///
  /// While it is `true` no automatic move happens; when it becomes `false` the next automatic
  /// move comes one full ``autoRollInterval`` later, counted on the carousel's clock. Moves the
  /// user or the app makes (a drag, ``moveToNextPage(animated:)``) still happen.
  public var isAutoRollSuspended: Bool {
    suspendsAutoRoll(adapter?.host?.accessibilityStatus ?? ListAccessibilityStatus())
  }

  /// Stops auto-rolling until ``play()``: the pause control WCAG 2.2.2 ("Pause, Stop, Hide")
  /// asks of content that moves on its own for more than five seconds beside other content.
  ///
  ///     carousel.pause()
  ///     carousel.isPaused  // true
  ///
  /// ``isPausedDidChange`` tells the control showing it. Does nothing when already paused.
  public func pause() {
    guard !isPaused else { return }
    let wasSuspended = isAutoRollSuspended
    isPaused = true
    if !wasSuspended { stopAutoRoll() }
    isPausedDidChange.send(true)
  }

  /// Resumes auto-rolling after ``pause()``: the next automatic move comes one full
  /// ``autoRollInterval`` from now, unless something else still suspends it
  /// (``isAutoRollSuspended``).
  ///
  ///     carousel.play()
  ///
  /// Does nothing when not paused.
  public func play() {
    guard isPaused else { return }
    isPaused = false
    if !isAutoRollSuspended { scheduleAutoRoll() }
    isPausedDidChange.send(false)
  }

  /// Pauses or resumes auto-rolling, as a pause/play button does.
  ///
  ///     carousel.togglePaused()  // the pause/play button's action
  public func togglePaused() {
    if isPaused { play() } else { pause() }
  }

  /// Pauses or resumes auto-rolling when the host's accessibility status changes: VoiceOver
  /// starts or stops, Reduce Motion is turned on or off, focus enters or leaves the carousel's
  /// items. Resuming restarts the interval from now.
  public func listHost(
    _ host: any ListHost, accessibilityStatusDidChangeFrom previous: ListAccessibilityStatus
  ) {
    let was = suspendsAutoRoll(previous)
    let now = suspendsAutoRoll(host.accessibilityStatus)
    if now, !was { stopAutoRoll() }
    if was, !now { scheduleAutoRoll() }
  }

  // MARK: Internal

  /// Whether `status`, with the user's pause, keeps auto-rolling waiting.
  func suspendsAutoRoll(_ status: ListAccessibilityStatus) -> Bool {
    if isPaused || status.isVoiceOverRunning || status.isReduceMotionEnabled { return true }
    guard let focused = status.focusedItem, let section = sectionIndex else { return false }
    return focused.section == section
  }

  /// Whether a move asked to animate animates: not while Reduce Motion is on (it jumps instead,
  /// as UIKit's page controls do).
  func animatesMove(_ animated: Bool) -> Bool {
    animated && adapter?.host?.accessibilityStatus.isReduceMotionEnabled != true
  }
}
