import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// Off-main diffing: large updates diff on the configured scheduler and apply on the main actor;
/// a newer model cancels a running diff, whose completions still run in request order.
@MainActor
@Suite("List adapter: off-main diffs")
struct AdapterOffMainDiffTests {
  /// A fixture whose diffs above `threshold` items wait on a test scheduler.
  static func fixture(threshold: Int = 100, _ kind: HostKind = .collection) -> (
    AdapterFixture, TestListDiffScheduler
  ) {
    let scheduler = TestListDiffScheduler()
    let fixture = AdapterFixture(
      kind,
      configuration: ListAdapter.Configuration(
        offMainDiffing: .above(items: threshold), diffScheduler: scheduler))
    return (fixture, scheduler)
  }

  @Test("a diff above the threshold waits for the scheduler; one below applies at once")
  func threshold() {
    let (fixture, scheduler) = Self.fixture()
    fixture.apply(.texts(100), animated: false)  // the first load reloads: no diff
    #expect(fixture.adapter.statistics.diffsOffMain == 0)

    // 100 items: not above the threshold, so the diff runs inline.
    fixture.apply(.texts(100, prefix: "first"), animated: false)
    #expect(fixture.adapter.displayedModel == .texts(100, prefix: "first"))
    #expect(scheduler.pending.isEmpty)
    #expect(fixture.completions.order == [0, 1])

    // 101 items: the diff is a job; the host shows the old model, untouched, until it runs.
    let operations = fixture.host.operations
    fixture.apply(.texts(101, prefix: "second"), animated: false)
    #expect(fixture.adapter.isDiffing)
    #expect(!fixture.adapter.isApplying)
    #expect(scheduler.pending.count == 1)
    #expect(scheduler.pending.first?.itemCount == 101)
    #expect(fixture.host.operations == operations)
    #expect(fixture.adapter.displayedModel == .texts(100, prefix: "first"))
    #expect(fixture.completions.order == [0, 1])

    scheduler.runNext()
    #expect(scheduler.ran.map(\.outcome) == [.finished])
    #expect(!fixture.adapter.isDiffing)
    #expect(fixture.adapter.displayedModel == .texts(101, prefix: "second"))
    #expect(fixture.completions.order == [0, 1, 2])
    #expect(fixture.adapter.statistics.diffsOffMain == 1)
    #expect(fixture.adapter.statistics.batches == 1)
    #expect(fixture.mismatch(showing: .texts(101, prefix: "second")) == nil)
  }

  @Test("a newer model stops the running diff at its check; completions run in request order")
  func supersededWhileRunning() {
    let (fixture, scheduler) = Self.fixture()
    fixture.apply(.texts(20_000), animated: false)
    fixture.apply(.texts(20_000, prefix: "older"), animated: false)
    // The newer model arrives at the diff's 5th check: after its two flattenings and the match
    // of sections, inside the loop over the 20,000 items (one check per 4,096).
    scheduler.runNext(interruptedAt: 5) {
      fixture.apply(.texts(20_001, prefix: "newer"), animated: false)
    }
    let stopped = scheduler.ran[0]
    #expect(stopped.outcome == .stopped)
    #expect(stopped.cancellationChecks == 5)
    #expect(fixture.adapter.statistics.diffsCancelled == 1)
    #expect(fixture.completions.order == [0], "no completion runs before a model is on screen")
    #expect(fixture.adapter.displayedModel == .texts(20_000))

    scheduler.runAll()
    let finished = scheduler.ran[1]
    #expect(finished.outcome == .finished)
    #expect(finished.cancellationChecks > 10, "a whole diff checks far more often")
    #expect(fixture.adapter.displayedModel == .texts(20_001, prefix: "newer"))
    #expect(fixture.completions.order == [0, 1, 2])
    #expect(fixture.adapter.statistics.diffsOffMain == 2)
    // 20,001 changes are above the reload threshold: one reload, for the newer model only.
    #expect(fixture.adapter.statistics.reloads == 2, "the older model never reached the host")
  }

  @Test("a diff superseded before it ran is skipped; only the latest model is diffed")
  func supersededBeforeRunning() async {
    let (fixture, scheduler) = Self.fixture()
    fixture.apply(.texts(200), animated: false)
    for version in 1...3 { fixture.apply(.texts(200 + version, prefix: "v\(version)")) }
    #expect(scheduler.pending.map(\.isCancelled) == [true, true, false])
    #expect(fixture.adapter.statistics.diffsCancelled == 2)

    scheduler.run(at: 2)  // the newest first: its batch animates
    #expect(fixture.adapter.isApplying)
    scheduler.runAll()  // the superseded ones do nothing
    #expect(scheduler.ran.map(\.outcome) == [.finished, .skipped, .skipped])
    #expect(fixture.adapter.statistics.batches == 1)
    #expect(fixture.completions.order == [0])
    #expect(await fixture.settle())
    #expect(fixture.completions.order == [0, 1, 2, 3])
    #expect(fixture.adapter.displayedModel == .texts(203, prefix: "v3"))
  }

  @Test("requests without a model wait for the diff and run after it, in order")
  func itemReloadsWait() async {
    let (fixture, scheduler) = Self.fixture()
    fixture.apply(.texts(200), animated: false)
    fixture.apply(.texts(201, prefix: "next"), animated: false)
    var order: [String] = []
    fixture.adapter.reloadItems([0], animated: false) { order.append("reload") }
    #expect(scheduler.pending.count == 1, "a reload does not cancel the diff")
    #expect(scheduler.pending[0].isCancelled == false)
    let batches = { fixture.host.operations.filter { "\($0)".hasPrefix("batch ") } }
    #expect(batches().isEmpty)

    scheduler.runAll()
    #expect(await fixture.settle())
    #expect(order == ["reload"])
    #expect(fixture.completions.order == [0, 1])
    #expect(batches().count == 2, "the diff's batch, then the reload's")
    #expect("\(batches().last!)".contains("itemReloads: [[0, 0]]"))
    #expect(fixture.adapter.displayedModel == .texts(201, prefix: "next"))
  }

  @Test("a host that left the window while the diff ran is reloaded when it is delivered")
  func hostLeftTheWindow() {
    let (fixture, scheduler) = Self.fixture()
    fixture.apply(.texts(200), animated: false)
    fixture.apply(.texts(150, prefix: "next"))
    fixture.host.isInWindow = false
    scheduler.runAll()
    #expect(fixture.adapter.statistics.batches == 0)
    #expect(fixture.adapter.statistics.reloads == 2)
    #expect(fixture.adapter.displayedModel == .texts(150, prefix: "next"))
    #expect(fixture.completions.order == [0, 1])
  }

  @Test("an interactive move while a diff runs: the latest model, moved too, is diffed again")
  func moveWhileDiffing() async throws {
    let (fixture, scheduler) = Self.fixture(threshold: 5)
    let movable = { (count: Int, prefix: String) in
      ListModel(sections: [
        ListSection(
          id: "s",
          items: (0..<count).map { ListItem.textCell($0, "\(prefix) \($0)").movable() })
      ])
    }
    fixture.apply(movable(10, "a"), animated: false)
    fixture.apply(movable(10, "b"), animated: false)
    let stale = try #require(scheduler.pending.first)
    try fixture.host.moveItem(
      from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
    // The move restarts the update from the moved model on the main actor's next turn; the diff
    // made before the move is stale even when it is delivered first.
    scheduler.runAll()
    #expect(stale.outcome == .finished)
    #expect(await fixture.settle())
    let shown = fixture.adapter.displayedModel.sections[0].items.map(\.id)
    #expect(shown.prefix(3) == [AnyListID(1), AnyListID(2), AnyListID(0)])
    #expect(fixture.adapter.displayedModel.sections[0].items[2].content(as: String.self) == "b 0")
    #expect(fixture.completions.order == [0, 1])
    #expect(fixture.diagnostics.rejections.isEmpty)
  }

  @Test("a diff whose adapter is gone does nothing")
  func adapterGone() {
    let scheduler = TestListDiffScheduler()
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 200))
    do {
      let adapter = ListAdapter(
        host: host,
        configuration: ListAdapter.Configuration(offMainDiffing: .always, diffScheduler: scheduler))
      adapter.apply(.texts(3), animated: false)
      adapter.apply(.texts(4), animated: false)
      #expect(scheduler.pending.first?.isCancelled == false)
    }
    #expect(scheduler.pending.first?.isCancelled == true)
    scheduler.runAll()
    #expect(scheduler.ran.map(\.outcome) == [.skipped])
    #expect(host.numberOfItems(inSection: 0) == 3)
  }

  @Test("the background scheduler computes off the main thread and applies on it")
  func backgroundScheduler() async {
    let threads = ThreadLog()
    let fixture = AdapterFixture(
      .table,
      configuration: ListAdapter.Configuration(
        offMainDiffing: .always, diffScheduler: RecordingScheduler(threads: threads)))
    fixture.apply(.texts(300), animated: false)
    await fixture.adapter.applyAndWait(.texts(300, prefix: "next"), animated: false)
    #expect(fixture.adapter.displayedModel == .texts(300, prefix: "next"))
    #expect(fixture.adapter.statistics.diffsOffMain == 1)
    #expect(threads.onMainThread.allSatisfy { !$0 })
    #expect(threads.onMainThread.count >= 4, "the diff checked once per phase at least")
  }
}

/// Whether each check of a diff ran on the main thread, in order.
private final class ThreadLog: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Bool] = []

  var onMainThread: [Bool] { lock.withLock { values } }

  func record() {
    let isMain = Thread.isMainThread
    lock.withLock { values.append(isMain) }
  }
}

/// The background scheduler, with each check's thread recorded.
private struct RecordingScheduler: ListDiffScheduler {
  let threads: ThreadLog

  @MainActor
  func schedule(_ job: ListDiffJob) {
    let threads = threads
    job.onCheck = { _ in threads.record() }
    BackgroundListDiffScheduler().schedule(job)
  }
}
