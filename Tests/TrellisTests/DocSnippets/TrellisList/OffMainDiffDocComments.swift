// swift-format-ignore-file

// The examples of the off-main diff's doc comments (TrellisDiff's cancellable diff, the adapter's
// configuration, the schedulers and TrellisTesting's test scheduler), compiled and run
// (DocSnippetTests checks that each appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Doc-comment examples: off-main diffs")
struct OffMainDiffDocCommentTests {
  @Test("the cancellable diff")
  func cancellableDiff() async throws {
    let old = [1, 2, 3]
    let new = [3, 1, 4]
    let flat = try await Task.detached {
      let stages = try StagedChangeset(source: old, target: new) { Task.isCancelled }
      return stages
    }.value
    #expect(flat == StagedChangeset(source: old, target: new))

    let shown = [ArraySection(model: "a", elements: [1, 2])]
    let next = [ArraySection(model: "a", elements: [2, 1])]
    let job = Flag()
    let stages = try StagedChangeset(source: shown, target: next) { job.isCancelled }
    #expect(stages.count == 1)
  }

  @Test("the adapter's configuration and the schedulers")
  func configuration() async {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    let adapter = ListAdapter(host: host)
    adapter.configuration.offMainDiffing = .above(items: 20_000)
    adapter.configuration.diffScheduler = .background(priority: .userInitiated)
    adapter.configuration.diffScheduler = .background(priority: .utility)
    adapter.configuration.diffScheduler = .mainActor
    adapter.configuration.diffScheduler = .background(priority: .userInitiated)
    adapter.configuration.diffScheduler = .mainActor
    let values = docValues {
      adapter.isDiffing  // true until the scheduler delivers the diff
    }
    #expect(values.first as? Bool == false)
  }

  @Test("a job, computed and delivered")
  func job() async {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    let scheduler = Holding()
    let adapter = ListAdapter(
      host: host,
      configuration: ListAdapter.Configuration(offMainDiffing: .always, diffScheduler: scheduler))
    adapter.apply(.texts(3))
    adapter.apply(.texts(3, prefix: "next"))
    await Self.run(scheduler.jobs[0])
    #expect(adapter.displayedModel == .texts(3, prefix: "next"))
  }

  /// Runs `job` away from the main actor, as a scheduler does.
  nonisolated static func run(_ job: ListDiffJob) async {
    job.compute()        // any thread: the diff, stopping early once the job is cancelled
    await job.deliver()  // main actor: the adapter applies it, unless it was superseded
  }

  @Test("the test scheduler")
  func testScheduler() {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    let adapter = ListAdapter(host: host)
    let first = ListModel.texts(3, prefix: "first")
    let second = ListModel.texts(3, prefix: "second")
    let newer = ListModel.texts(3, prefix: "newer")
    adapter.apply(.texts(3))

    let scheduler = TestListDiffScheduler()
    adapter.configuration.offMainDiffing = .always
    adapter.configuration.diffScheduler = scheduler
    adapter.apply(first)
    adapter.apply(second)   // cancels the diff of `first`
    scheduler.runAll()      // `first`'s job stops at once; `second` is on screen
    adapter.apply(first)
    adapter.apply(second)
    let pending = docValues {
      scheduler.pending.map(\.isCancelled)  // [true, false]: the older one was superseded
    }
    #expect(pending.first as? [Bool] == [true, false])
    scheduler.runAll()
    docValues {
      scheduler.ran.map(\.outcome)  // [.skipped, .finished]
    }
    #expect(scheduler.ran.map(\.outcome) == [.skipped, .finished, .skipped, .finished])
    #expect(adapter.displayedModel == second)

    adapter.apply(first)
    scheduler.runNext(interruptedAt: 2) { adapter.apply(newer) }
    let outcome = scheduler.ran.last?.outcome  // .stopped: `newer` cancelled it
    #expect(outcome == .stopped)
    scheduler.run(at: scheduler.pending.count - 1)  // the newest first
    scheduler.runNext()
    #expect(adapter.displayedModel == newer)
  }
}

/// Something with a cancellation flag, as the diff's example reads it.
private struct Flag { var isCancelled = false }

/// A scheduler that only keeps its jobs, for the example that runs one by hand.
@MainActor
private final class Holding: ListDiffScheduler {
  var jobs: [ListDiffJob] = []
  func schedule(_ job: ListDiffJob) { jobs.append(job) }
}
