import TrellisList

/// A `ListDiffScheduler` that holds every diff until the test runs it: tests decide when a
/// large update's diff finishes relative to newer applies, scrolls and taps, and can act in the
/// middle of a diff.
///
///     let scheduler = TestListDiffScheduler()
///     adapter.configuration.offMainDiffing = .always
///     adapter.configuration.diffScheduler = scheduler
///     adapter.apply(first)
///     adapter.apply(second)   // cancels the diff of `first`
///     scheduler.runAll()      // `first`'s job stops at once; `second` is on screen
///
/// Jobs run on the main actor, in the order the test chooses; each is computed and then
/// delivered, as a scheduler must.
@MainActor
public final class TestListDiffScheduler: ListDiffScheduler {
  // MARK: Lifecycle

  /// Creates a scheduler with no job.
  ///
  ///     let scheduler = TestListDiffScheduler()
  public nonisolated init() {}

  // MARK: Public

  /// The jobs scheduled and not run yet, oldest first.
  ///
  ///     scheduler.pending.map(\.isCancelled)  // [true, false]: the older one was superseded
  public private(set) var pending: [ListDiffJob] = []

  /// Every job run so far, in the order it ran.
  ///
  ///     scheduler.ran.map(\.outcome)  // [.skipped, .finished]
  public private(set) var ran: [ListDiffJob] = []

  /// Holds `job` until the test runs it.
  ///
  /// - Parameter job: The diff to hold.
  public func schedule(_ job: ListDiffJob) {
    pending.append(job)
  }

  /// Computes and delivers the oldest pending job; does nothing when none is pending.
  ///
  ///     scheduler.runNext()
  public func runNext() {
    guard !pending.isEmpty else { return }
    run(pending.removeFirst())
  }

  /// Computes and delivers the pending job at `index` (0 is the oldest).
  ///
  ///     scheduler.run(at: scheduler.pending.count - 1)  // the newest first
  ///
  /// - Parameter index: An index of ``pending``.
  public func run(at index: Int) {
    precondition(
      pending.indices.contains(index),
      "TestListDiffScheduler.run(at:): no pending job at \(index) (\(pending.count) pending)")
    run(pending.remove(at: index))
  }

  /// Runs every pending job, oldest first, including those scheduled meanwhile (a delivery may
  /// start another diff).
  ///
  ///     scheduler.runAll()
  public func runAll() {
    while !pending.isEmpty { runNext() }
  }

  /// Runs the oldest pending job and, at its diff's `check`-th cancellation check, runs `body`
  /// (which may apply a newer model, scroll or tap): what happens when the user acts while a
  /// diff is running on another thread.
  ///
  ///     scheduler.runNext(interruptedAt: 2) { adapter.apply(newer) }
  ///     let outcome = scheduler.ran.last?.outcome  // .stopped: `newer` cancelled it
  ///
  /// When the diff finishes before its `check`-th check, `body` runs after the computation,
  /// before the delivery.
  ///
  /// - Parameters:
  ///   - check: The check (1 is the first) at which `body` runs.
  ///   - body: What happens meanwhile, on the main actor.
  public func runNext(interruptedAt check: Int, _ body: @MainActor () -> Void) {
    guard !pending.isEmpty else { return }
    let job = pending.removeFirst()
    withoutActuallyEscaping(body) { body in
      interruption = (check, body, false)
      job.onCheck = { [weak self] count in
        MainActor.assumeIsolated { self?.interrupt(at: count) }
      }
      job.compute()
      job.onCheck = nil
      if let (_, body, ran) = interruption, !ran { body() }
      interruption = nil
    }
    ran.append(job)
    job.deliver()
  }

  // MARK: Private

  /// The interruption of the job being computed: its check, its body, and whether it ran.
  private var interruption: (check: Int, body: @MainActor () -> Void, ran: Bool)?

  private func run(_ job: ListDiffJob) {
    job.compute()
    ran.append(job)
    job.deliver()
  }

  /// Runs the interruption's body at its check.
  private func interrupt(at count: Int) {
    guard let (check, body, ran) = interruption, !ran, count == check else { return }
    interruption?.ran = true
    body()
  }
}
