import Foundation

/// The catalog's clock: time passes only when an example says so (a `.tick` key is one second),
/// so every frame is the same on every run. Sleepers wake when ``advance(by:)`` passes their
/// deadline, or throw `CancellationError` when their task is cancelled.
final class CatalogClock: Clock, Sendable {
  /// A point in the catalog's time: the duration since it started.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
  }

  // An NSLock-guarded box rather than `Synchronization.Mutex`, which needs iOS 18 / macOS 15
  // (tvOS 18, watchOS 11, visionOS 2), above the package's minimums (iOS 16, macOS 13).
  private let state = _LockedState(State())

  var now: Instant { state.withLock { $0.now } }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow = state.withLock { state in
          guard state.now < deadline else { return true }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Lets `duration` pass, waking every sleeper whose deadline it reaches.
  func advance(by duration: Duration) {
    let woken = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let woken = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return woken
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }
}

/// A value guarded by an `NSLock`, for the catalog's clock: `Synchronization.Mutex` is not
/// available at the package's deployment targets.
private final class _LockedState<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only read or written inside `withLock`, under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
