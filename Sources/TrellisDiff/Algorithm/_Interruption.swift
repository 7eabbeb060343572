/// A caller's cancellation check, asked by a diff between its phases and every
/// ``_interruptionMask`` + 1 elements inside its loops; once it answered `true`, the diff stops and
/// the answer stays `true`.
///
/// Ordinary diffs pass `nil` and pay one predictable branch per 4,096 elements.
@usableFromInline
internal final class _Interruption {
  /// The caller's check.
  @usableFromInline internal let isCancelled: () -> Bool
  /// Whether the check answered `true` once.
  @usableFromInline internal var stopped = false

  @inlinable
  internal init(_ isCancelled: @escaping () -> Bool) {
    self.isCancelled = isCancelled
  }

  /// Asks the check, unless it already answered `true`; returns whether the diff must stop.
  @inlinable
  internal func shouldStop() -> Bool {
    if !stopped { stopped = isCancelled() }
    return stopped
  }
}

/// Loops ask their interruption when the position's low 12 bits are all set: once per 4,096
/// elements.
@usableFromInline internal let _interruptionMask = 4_095

extension Optional where Wrapped == _Interruption {
  /// Whether the diff must stop at `position` of a loop: asks the check once per 4,096 positions.
  @inlinable @inline(__always)
  internal func shouldStop(at position: Int) -> Bool {
    guard position & _interruptionMask == _interruptionMask, let interruption = self else {
      return false
    }
    return interruption.shouldStop()
  }

  /// Whether the diff must stop between two phases: asks the check.
  @inlinable @inline(__always)
  internal func shouldStop() -> Bool {
    guard let interruption = self else { return false }
    return interruption.shouldStop()
  }

  /// Whether the check already answered `true` (a loop stopped early).
  @inlinable @inline(__always)
  internal var stopped: Bool { self?.stopped ?? false }
}
