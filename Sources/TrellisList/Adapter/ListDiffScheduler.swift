import Foundation
import TrellisDiff

// Off-main diffing: the adapter hands the diff of a large update to a scheduler as a job of
// immutable values (the sections shown and the sections to show), which computes anywhere and
// delivers on the main actor. Everything that touches the host, a cell or a hook stays on the
// main actor; only the diff moves.

/// Where an adapter's off-main diffs run (``ListAdapter/Configuration/diffScheduler``).
///
///     adapter.configuration.diffScheduler = .background(priority: .userInitiated)
///
/// A scheduler calls the job's ``ListDiffJob/compute()`` once, on any thread, then its
/// ``ListDiffJob/deliver()`` once, on the main actor. It may run jobs in any order and may run a
/// cancelled job (its computation stops at its first check) or drop it after calling
/// ``ListDiffJob/compute()``; the adapter ignores what a superseded job delivers.
/// `TrellisTesting`'s `TestListDiffScheduler` holds jobs until a test runs them.
public protocol ListDiffScheduler: Sendable {
  /// Runs `job`: ``ListDiffJob/compute()`` once, anywhere, then ``ListDiffJob/deliver()`` once,
  /// on the main actor.
  ///
  /// - Parameter job: The diff to run.
  @MainActor func schedule(_ job: ListDiffJob)
}

/// Runs each diff in a detached task at a given priority, and delivers it on the main actor.
///
///     adapter.configuration.diffScheduler = .background(priority: .utility)
public struct BackgroundListDiffScheduler: ListDiffScheduler {
  /// The priority of the diffs' tasks.
  public var priority: TaskPriority

  /// Creates a scheduler whose diffs run at `priority`.
  ///
  /// - Parameter priority: The priority of the diffs' tasks.
  public init(priority: TaskPriority = .userInitiated) {
    self.priority = priority
  }

  /// Computes `job` in a detached task, then delivers it on the main actor.
  ///
  /// - Parameter job: The diff to run.
  @MainActor
  public func schedule(_ job: ListDiffJob) {
    Task.detached(priority: priority) {
      job.compute()
      await job.deliver()
    }
  }
}

/// Computes and delivers each diff at once, on the main actor: the job path without leaving the
/// main thread (the same result as ``ListAdapter/OffMainDiffing/never``, with the job's counts).
///
///     adapter.configuration.diffScheduler = .mainActor
public struct MainActorListDiffScheduler: ListDiffScheduler {
  /// Creates the scheduler.
  public init() {}

  /// Computes and delivers `job` before returning.
  ///
  /// - Parameter job: The diff to run.
  @MainActor
  public func schedule(_ job: ListDiffJob) {
    job.compute()
    job.deliver()
  }
}

extension ListDiffScheduler where Self == BackgroundListDiffScheduler {
  /// Diffs in a detached task at `priority`.
  ///
  ///     adapter.configuration.diffScheduler = .background(priority: .userInitiated)
  ///
  /// - Parameter priority: The priority of the diffs' tasks.
  /// - Returns: The scheduler.
  public static func background(priority: TaskPriority = .userInitiated) -> Self {
    BackgroundListDiffScheduler(priority: priority)
  }
}

extension ListDiffScheduler where Self == MainActorListDiffScheduler {
  /// Diffs at once on the main actor.
  ///
  ///     adapter.configuration.diffScheduler = .mainActor
  public static var mainActor: Self { MainActorListDiffScheduler() }
}

/// One diff an adapter hands to its ``ListDiffScheduler``: the sections shown and the sections to
/// show, both immutable values, computed anywhere and delivered on the main actor.
///
///     job.compute()        // any thread: the diff, stopping early once the job is cancelled
///     await job.deliver()  // main actor: the adapter applies it, unless it was superseded
///
/// The adapter cancels a job when a newer model arrives before it delivered; a cancelled job's
/// computation stops at its next check (between phases, and every 4,096 items inside the diff's
/// loops: see `StagedChangeset.init(source:target:isCancelled:)`).
public final class ListDiffJob: @unchecked Sendable {
  /// How a job's computation went.
  public enum Outcome: Hashable, Sendable {
    /// Not computed yet.
    case pending
    /// The diff ran to its end.
    case finished
    /// The job was cancelled while its diff ran, which stopped at a check.
    case stopped
    /// The job was cancelled before its computation started, which then did nothing.
    case skipped
  }

  // MARK: Lifecycle

  /// Creates a job that diffs `source` against `target` and hands itself to `delivery`.
  init(
    source: [ListSection], target: [ListSection], itemCount: Int, generation: Int,
    owner: ListAdapter, delivery: @escaping @MainActor @Sendable (ListDiffJob) -> Void
  ) {
    self.owner = owner
    self.source = source
    self.target = target
    self.itemCount = itemCount
    self.generation = generation
    self.delivery = delivery
  }

  // MARK: Public

  /// The number of items of the larger side of the diff: the items shown, or those to show.
  public let itemCount: Int

  /// Whether the job was cancelled: a newer model superseded it, or its adapter is gone.
  public var isCancelled: Bool { lock.withLock { cancelled } || owner == nil }

  /// How many times the computation asked whether the job was cancelled (once per phase and per
  /// 4,096 items); a stopped diff asked fewer times than a finished one.
  public var cancellationChecks: Int { lock.withLock { checks } }

  /// How the computation went.
  public var outcome: Outcome { lock.withLock { storedOutcome } }

  /// Computes the diff on the calling thread: call it once, from any thread.
  ///
  /// A cancelled job stops at its next check; one cancelled before the call does nothing.
  public func compute() {
    let ownerIsGone = owner == nil
    let alreadyCancelled: Bool = lock.withLock {
      precondition(!computeCalled, "ListDiffJob.compute() runs once per job")
      computeCalled = true
      if cancelled || ownerIsGone { storedOutcome = .skipped }
      return cancelled || ownerIsGone
    }
    guard !alreadyCancelled else { return }
    let stages = try? StagedChangeset(source: source, target: target) { self.check() }
    // What the main actor would otherwise scan on delivery (every section of both sides).
    let changedLayout = stages.map { _ in _sectionsWithChangedLayout(from: source, to: target) }
    lock.withLock {
      self.stages = stages
      self.changedLayoutSections = changedLayout
      storedOutcome = stages == nil ? .stopped : .finished
    }
  }

  /// Hands the computed diff to the adapter that made the job: call it once, on the main actor,
  /// after ``compute()``. The adapter applies it, unless the job was cancelled or the adapter is
  /// gone.
  @MainActor
  public func deliver() {
    lock.withLock {
      precondition(computeCalled, "ListDiffJob.deliver() runs after compute()")
      precondition(!delivered, "ListDiffJob.deliver() runs once per job")
      delivered = true
    }
    delivery(self)
  }

  // MARK: Package

  /// Called with the number of checks so far at each check of the computation, before the job
  /// answers whether it is cancelled: a test scheduler's way to act in the middle of a diff.
  package var onCheck: (@Sendable (Int) -> Void)? {
    get { lock.withLock { checkHook } }
    set { lock.withLock { checkHook = newValue } }
  }

  // MARK: Internal

  /// The sections shown when the job was made.
  let source: [ListSection]
  /// The sections to show.
  let target: [ListSection]
  /// The adapter's count of changes to its sections outside updates (interactive moves) when
  /// the job was made: a different count at delivery means the source is stale.
  let generation: Int

  /// The stages, once computed and not cancelled.
  var computedStages: StagedChangeset<[ListSection]>? { lock.withLock { stages } }

  /// The indices in ``target`` of the sections ``source`` shows with another layout description,
  /// once computed with the stages (see `_sectionsWithChangedLayout(from:to:)`).
  var computedChangedLayoutSections: [Int]? { lock.withLock { changedLayoutSections } }

  /// Marks the job cancelled; its computation stops at its next check.
  func cancel() {
    lock.withLock { cancelled = true }
  }

  // MARK: Private

  private let lock = NSLock()
  /// The adapter that made the job: a job whose adapter is gone stops at its next check.
  private weak var owner: ListAdapter?
  private let delivery: @MainActor @Sendable (ListDiffJob) -> Void
  private var cancelled = false
  private var checks = 0
  private var computeCalled = false
  private var delivered = false
  private var storedOutcome = Outcome.pending
  private var stages: StagedChangeset<[ListSection]>?
  private var changedLayoutSections: [Int]?
  private var checkHook: (@Sendable (Int) -> Void)?

  /// One check of the computation: counts it, lets the hook act, and answers whether the job is
  /// cancelled.
  private func check() -> Bool {
    let (count, hook) = lock.withLock {
      checks += 1
      return (checks, checkHook)
    }
    hook?(count)
    return isCancelled
  }
}
