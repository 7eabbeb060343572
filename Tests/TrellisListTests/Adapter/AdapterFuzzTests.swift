import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The update-sequence fuzz (``UpdateSequenceFuzz``) on both headless hosts (``HeadlessFuzzDriver``).
///
/// Full counts (`TRELLIS_FUZZ=full`), sequences of 6 requests after a first load: 2,000 plain
/// (2 hosts × 4 cases × 250), 400 with self-sizing items and size changes (2 × 2 × 100), 360 with
/// supplementary views per item and per-section layouts (collection 2 × 120, table 120). A
/// default `swift test` runs a quarter of each case's seeds. A failure names its host, features,
/// seed and step, and the line that replays it (`TRELLIS_FUZZ_SEEDS=<seed>`).
@MainActor
@Suite("List adapter: fuzz")
struct AdapterFuzzTests {
  nonisolated static let hosts: [FuzzHostKind] = [.headlessCollection, .headlessTable]
  /// Every model edit, requests that reload, and a host that can only scroll, leave the window
  /// and collapse.
  nonisolated static let plain = FuzzFeatures.models.union([
    .sectionCopies, .emptySections, .reloads,
  ])
  nonisolated static let plainSchedule = FuzzSchedule(cases: 4, seedsPerCase: 250)
  nonisolated static let selfSizing = plain.union([.selfSizing, .sizeChanges])
  nonisolated static let selfSizingSchedule = FuzzSchedule(
    cases: 2, seedsPerCase: 100, firstSeed: 50_000)
  nonisolated static let accessibilitySchedule = FuzzSchedule(
    cases: 2, seedsPerCase: 80, firstSeed: 70_000)
  nonisolated static let supplementaries = plain.union([.itemSupplementaries, .sectionLayouts])
  nonisolated static let supplementarySchedule = FuzzSchedule(cases: 2, seedsPerCase: 120)
  /// Diffs off the main actor, finishing in any order relative to requests, scrolls and
  /// resizes, with reloads, size changes, self-sizing items and duplicates.
  nonisolated static let offMain = selfSizing.union(.offMainDiffs)
  nonisolated static let offMainSchedule = FuzzSchedule(
    cases: 2, seedsPerCase: 150, firstSeed: 70_000)

  static func run(
    _ kind: FuzzHostKind, _ features: FuzzFeatures, _ seeds: [UInt64]
  ) async -> UpdateSequenceFuzz.Report {
    await UpdateSequenceFuzz.run(
      HeadlessFuzzDriver.self, kind: kind, features: features, seeds: seeds,
      suite: "AdapterFuzzTests")
  }

  @Test(
    "random sequences end as the last model, with completions in order",
    arguments: hosts, plainSchedule.caseNumbers)
  func randomSequences(kind: FuzzHostKind, batch: Int) async {
    let report = await Self.run(kind, Self.plain, Self.plainSchedule.seeds(ofCase: batch))
    #expect(report.failures.isEmpty, "\(report)")
  }

  /// The host's rules are checked by the host itself; after every settle the host shows the last
  /// model, with every visible self-sizing cell at the size it reports. At the end the viewport
  /// grows to show everything, and the snapshot equals a fresh host's that loaded the last model.
  @Test(
    "random sequences with self-sizing items end as a fresh load, at the reported sizes",
    arguments: hosts, selfSizingSchedule.caseNumbers)
  func selfSizingSequences(kind: FuzzHostKind, batch: Int) async {
    let seeds = Self.selfSizingSchedule.seeds(ofCase: batch)
    let report = await Self.run(kind, Self.selfSizing, seeds)
    #expect(report.failures.isEmpty, "\(report)")
  }

  /// Every diff runs on a test scheduler: some stay pending while the next request arrives (and
  /// are cancelled), some run after scrolls and resizes, in random order, and some are
  /// interrupted at a check by a request of the latest model. Every sequence ends as a fresh
  /// load of the last model, with completions in request order.
  @Test(
    "random sequences with off-main diffs in any order end as a fresh load",
    arguments: hosts, offMainSchedule.caseNumbers)
  func offMainSequences(kind: FuzzHostKind, batch: Int) async {
    let seeds = Self.offMainSchedule.seeds(ofCase: batch)
    let report = await Self.run(kind, Self.offMain, seeds)
    #expect(report.failures.isEmpty, "\(report)")
    // The sequences exercise what they claim: diffs left pending are cancelled, and some stop
    // in the middle of their computation.
    #expect(FuzzSchedule.isReplaying || report[tally: "diffsCancelled"] > seeds.count / 2)
    #expect(FuzzSchedule.isReplaying || report[tally: "diffsStopped"] > seeds.count / 4)
  }

  /// VoiceOver, Reduce Motion and the text size change between requests (batches stop
  /// animating, sizes are measured again); the sequence ends at the default status, as a fresh
  /// host that loaded the last model.
  @Test(
    "random sequences with accessibility status changes end as a fresh load",
    arguments: hosts, accessibilitySchedule.caseNumbers)
  func accessibilitySequences(kind: FuzzHostKind, batch: Int) async {
    let seeds = Self.accessibilitySchedule.seeds(ofCase: batch)
    let report = await Self.run(kind, Self.selfSizing.union(.accessibilityStatus), seeds)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(FuzzSchedule.isReplaying || report[tally: "categoryChanges"] > 0)
  }

  @Test("the fuzz's models have self-sizing items, and its runs measure them")
  func fuzzExercisesSelfSizing() async {
    let seeds = Array(UInt64(50_000)..<50_010)
    let report = await Self.run(.headlessTable, Self.selfSizing, seeds)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(FuzzSchedule.isReplaying || report[tally: "selfSizingMeasurements"] > 10)
  }

  /// Items' badges are added, removed, re-worded, re-placed, given another view type and
  /// repeated within one item; sections get layouts of their own; two thirds of the text items
  /// size themselves, so badges are placed against frames that change after their cells answer.
  @Test(
    "random sequences with item badges and section layouts end as a fresh load of the last model",
    arguments: supplementarySchedule.caseNumbers)
  func supplementarySequences(batch: Int) async {
    let seeds = Self.supplementarySchedule.seeds(ofCase: batch)
    let features = Self.supplementaries.union(.selfSizing)
    let report = await Self.run(.headlessCollection, features, seeds)
    #expect(report.failures.isEmpty, "\(report)")
    // The sequences exercise what they claim: most end with item views on screen, and changes
    // go through batches, not only reloads.
    #expect(FuzzSchedule.isReplaying || report[tally: "runsShowingItemViews"] > report.runs / 2)
    #expect(FuzzSchedule.isReplaying || report[tally: "itemSupplementariesLeftOut"] == 0)
    #expect(FuzzSchedule.isReplaying || report[tally: "batches"] > report.runs)
  }

  /// Seed 65 of the supplementary sequences (full mode only), whatever the mode: at step 5 a
  /// section insert moves item [3, 1], off screen, to [4, 1], on screen, while its "mark" goes
  /// with a content change. The host carried the mark across the batch and asked for it; it now
  /// asks a kept item for its views again, as UIKit's layout is asked again after a batch
  /// (`ItemSupplementaryHostTests.keptItemLosesItsViewInTheBatch`).
  @Test("seed 65: an item that loses its badge as a batch moves it into view is not asked for it")
  func supplementarySeed65() async {
    let features = Self.supplementaries.union(.selfSizing)
    let report = await Self.run(.headlessCollection, features, [65])
    #expect(report.failures.isEmpty, "\(report)")
  }

  /// A table shows no supplementary views per row: the same sequences (with table section
  /// layouts only) must lose nothing else. The adapter leaves the badges out and reports each
  /// item (`ListDiagnostic.itemSupplementaryUnsupported`), no update is rejected, and the last
  /// model, badges and all, ends as a fresh load.
  @Test("on a table, badges are left out and reported, and every row ends as a fresh load")
  func supplementaryTable() async {
    let seeds = Self.supplementarySchedule.seeds(ofCase: 0)
    let report = await Self.run(.headlessTable, Self.supplementaries, seeds)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(
      FuzzSchedule.isReplaying || report[tally: "itemSupplementariesLeftOut"] > report.runs / 2)
    #expect(FuzzSchedule.isReplaying || report[tally: "batches"] > report.runs)
  }
}
