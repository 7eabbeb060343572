// swift-format-ignore-file

// The examples of the "Big Lists" article (TrellisList.docc/BigLists.md), compiled and run
// (DocSnippetTests checks that each appears here verbatim).
import Clocks
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Doc snippets: Big Lists")
struct BigListsSnippetTests {
  @Test("a large feed diffs off the main actor and shows later")
  func overview() async {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    let feed = ListModel.texts(12_000)
    let adapter = ListAdapter(host: host)  // diffs of more than 10,000 items leave the main actor
    adapter.apply(feed) { print("on screen") }  // returns at once; the feed shows a little later
    #expect(adapter.displayedModel == feed, "the first model reloads: no diff")
    let next = ListModel.texts(12_001, prefix: "next")
    await withCheckedContinuation { continuation in
      adapter.apply(next, animated: false) { continuation.resume() }
      #expect(adapter.isDiffing)
    }
    #expect(adapter.displayedModel == next)
    #expect(adapter.statistics.diffsOffMain == 1)
  }

  @Test("the test scheduler: a newer model arrives while a diff runs")
  func testScheduler() async {
    let clock = TestClock()
    let host = HeadlessTableView(
      viewportSize: CGSize(width: 320, height: 480), style: .plain, clock: clock)
    let adapter = ListAdapter(host: host)
    let older = ListModel.texts(5, prefix: "older")
    let newer = ListModel.texts(6, prefix: "newer")
    var log: [String] = []
    adapter.apply(.texts(4), animated: false)

    let scheduler = TestListDiffScheduler()
    adapter.configuration.offMainDiffing = .always
    adapter.configuration.diffScheduler = scheduler

    adapter.apply(older) { log.append("older") }
    scheduler.runNext(interruptedAt: 2) {
      adapter.apply(newer) { log.append("newer") }  // arrives while the diff of `older` runs
    }
    let outcome = scheduler.ran.last?.outcome  // .stopped: at its second check
    scheduler.runAll()  // `newer` is on screen; log == ["older", "newer"]
    #expect(outcome == .stopped)
    await clock.advance(by: .seconds(1))
    host.settleAnimations()
    #expect(adapter.displayedModel == newer)
    #expect(log == ["older", "newer"])
  }
}
