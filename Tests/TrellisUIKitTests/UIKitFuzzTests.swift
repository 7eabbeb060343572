// The update-sequence fuzz on the UIKit hosts, on the UIKit double. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisCore
  import TrellisList
  import TrellisTestSupport

  /// The update-sequence fuzz (``UpdateSequenceFuzz``) on `CollectionViewHost`
  /// (``UIKitCollectionFuzzDriver``) and `TableViewHost` (``UIKitTableFuzzDriver``); some
  /// requests arrive while batches are still animating on the test clock.
  ///
  /// Full counts (`TRELLIS_FUZZ=full`), sequences of 6 requests after a first load: 1,200 on the
  /// collection view (4 cases × 150, with text rows of fixed size and again with self-sizing
  /// notes), 80 on its compositional path and 80 more with a carousel on a band (2 × 40 each),
  /// and 300 on the table (4 × 50, plus 2 × 50 with self-sizing rows); with off-main diffs,
  /// 120 more on each of the three (2 × 60). A default
  /// `swift test` runs a quarter of each case's seeds. A failure names its host, features, seed
  /// and step, and the line that replays it (`TRELLIS_FUZZ_SEEDS=<seed>`).
  @MainActor
  @Suite("TrellisUIKit: fuzz")
  struct UIKitFuzzTests {
    nonisolated static let collection = FuzzFeatures.models.union([
      .emptySections, .reloads, .sizeChanges, .itemSupplementaries, .reorders,
    ])
    nonisolated static let collectionSchedule = FuzzSchedule(cases: 4, seedsPerCase: 150)
    nonisolated static let accessibilitySchedule = FuzzSchedule(
      cases: 2, seedsPerCase: 60, firstSeed: 80_000)
    nonisolated static let table = FuzzFeatures.models.union([.sizeChanges, .tableStyles])
    nonisolated static let tableSchedule = FuzzSchedule(cases: 4, seedsPerCase: 50)
    nonisolated static let selfSizingTableSchedule = FuzzSchedule(
      cases: 2, seedsPerCase: 50, firstSeed: 5_000)
    nonisolated static let compositional = FuzzFeatures.models.union([
      .emptySections, .reloads, .compositional,
    ])
    nonisolated static let compositionalSchedule = FuzzSchedule(
      cases: 2, seedsPerCase: 40, firstSeed: 9_000)
    nonisolated static let carouselSchedule = FuzzSchedule(
      cases: 2, seedsPerCase: 40, firstSeed: 9_500)
    nonisolated static let offMainSchedule = FuzzSchedule(
      cases: 2, seedsPerCase: 60, firstSeed: 12_000)

    /// The compositional path (``UIKitCompositionalFuzzDriver``): per-section layouts with bands,
    /// dragged sideways while batches run; band offsets are compared with a fresh load's.
    @Test(
      "collection, compositional: sequences with bands end as a fresh load at the same offsets",
      arguments: compositionalSchedule.caseNumbers)
    func compositionalSequences(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCompositionalFuzzDriver.self, kind: .uikitCollection, features: Self.compositional,
        seeds: Self.compositionalSchedule.seeds(ofCase: batch), suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(FuzzSchedule.isReplaying || report[tally: "batches"] > report.runs)
      #expect(FuzzSchedule.isReplaying || report[tally: "bandDrags"] > 0)
    }

    /// The compositional path with a `ListCarousel` on the first section's band
    /// (`FuzzFeatures.carouselBands`, ``CarouselBandFuzz``): after every settle its page is the
    /// page at the band's offset, that page appeared once and only at rest, callbacks in order.
    ///
    @Test(
      "collection, compositional: a band carousel's page is the page at its band's offset",
      arguments: carouselSchedule.caseNumbers)
    func compositionalCarouselSequences(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCompositionalFuzzDriver.self, kind: .uikitCollection,
        features: Self.compositional.union(.carouselBands),
        seeds: Self.carouselSchedule.seeds(ofCase: batch), suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(FuzzSchedule.isReplaying || report[tally: "carouselMoves"] > report.runs)
      #expect(
        FuzzSchedule.isReplaying || report[tally: "carouselChecks"] > report.runs / 2,
        "\(report.tallies)")
      #expect(FuzzSchedule.isReplaying || report[tally: "carouselAppearances"] > report.runs)
    }

    /// Seeds beyond the schedule that once failed: the band's rest inferred while an animated
    /// move of the carousel had not landed yet (30095, 30186, 30198), or while the double moved
    /// the band in one jump at the end of a deceleration (the others), and `pageDidAppear` sent
    /// while it moved.
    @Test("collection, compositional: a band carousel's former failures")
    func compositionalCarouselRegressions() async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCompositionalFuzzDriver.self, kind: .uikitCollection,
        features: Self.compositional.union(.carouselBands),
        seeds: [30_084, 30_095, 30_155, 30_186, 30_198, 30_202, 30_229, 30_250],
        suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
    }

    @Test(
      "collection: text-size and keyboard-focus changes between requests end as a fresh load, with zero violations; focus stays on its item",
      arguments: accessibilitySchedule.caseNumbers)
    func collectionAccessibilitySequences(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCollectionFuzzDriver.self, kind: .uikitCollection,
        features: Self.collection.union([.selfSizing, .accessibilityStatus]),
        seeds: Self.accessibilitySchedule.seeds(ofCase: batch), suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(FuzzSchedule.isReplaying || report[tally: "focusMoves"] > report.runs)
    }

    @Test(
      "collection: random sequences end as a fresh load of the last model, with zero violations",
      arguments: collectionSchedule.caseNumbers, [false, true])
    func collectionSequences(batch: Int, selfSizing: Bool) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCollectionFuzzDriver.self, kind: .uikitCollection,
        features: selfSizing ? Self.collection.union(.selfSizing) : Self.collection,
        seeds: Self.collectionSchedule.seeds(ofCase: batch), suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      // The sequences exercise animated batches, not only reloads.
      #expect(FuzzSchedule.isReplaying || report[tally: "batches"] > report.runs)
    }

    @Test(
      "table: random sequences end as a fresh load of the last model",
      arguments: tableSchedule.caseNumbers)
    func tableSequences(batch: Int) async {
      await runTable(Self.table, seeds: Self.tableSchedule.seeds(ofCase: batch))
    }

    /// Every third text item is a self-sizing note of one or two lines; the viewport holds every
    /// row, so both tables measure all of them.
    @Test(
      "table: with self-sizing rows, sequences end as a fresh load of the last model",
      arguments: selfSizingTableSchedule.caseNumbers)
    func selfSizingTableSequences(batch: Int) async {
      let seeds = Self.selfSizingTableSchedule.seeds(ofCase: batch)
      await runTable(Self.table.union(.selfSizing), seeds: seeds)
    }

    /// Every diff off the main actor on a test scheduler (`FuzzFeatures.offMainDiffs`): diffs
    /// left pending across requests, drags, reorders and resizes, run in random order, and
    /// interrupted at a check by a request of the latest model; every sequence ends as a fresh
    /// load with zero violations.
    @Test(
      "off-main diffs in any order: collection, compositional and table end as a fresh load",
      arguments: ["collection", "compositional", "table"], offMainSchedule.caseNumbers)
    func offMainSequences(host: String, batch: Int) async {
      let seeds = Self.offMainSchedule.seeds(ofCase: batch)
      let report: UpdateSequenceFuzz.Report
      switch host {
      case "collection":
        report = await UpdateSequenceFuzz.run(
          UIKitCollectionFuzzDriver.self, kind: .uikitCollection,
          features: Self.collection.union([.selfSizing, .offMainDiffs]), seeds: seeds,
          suite: "UIKitFuzzTests")
      case "compositional":
        report = await UpdateSequenceFuzz.run(
          UIKitCompositionalFuzzDriver.self, kind: .uikitCollection,
          features: Self.compositional.union([.carouselBands, .offMainDiffs]), seeds: seeds,
          suite: "UIKitFuzzTests")
      default:
        report = await UpdateSequenceFuzz.run(
          UIKitTableFuzzDriver.self, kind: .uikitTable,
          features: Self.table.union([.selfSizing, .offMainDiffs]), seeds: seeds,
          suite: "UIKitFuzzTests")
      }
      #expect(report.failures.isEmpty, "\(report)")
      #expect(FuzzSchedule.isReplaying || report[tally: "diffsCancelled"] > report.runs / 2)
      #expect(FuzzSchedule.isReplaying || report[tally: "diffsStopped"] > report.runs / 4)
    }

    /// Seeds of the off-main case with a band carousel that once failed, two `ListCarousel`
    /// faults: an update landing after the carousel's animated move arrived but before its rest
    /// announced the page (12058, 12108, 12117), and a flicked band that an update moved to
    /// another section index never rested, so its page never appeared (12049).
    @Test("off-main diffs, compositional with a band carousel: former failures")
    func offMainCarouselRegressions() async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCompositionalFuzzDriver.self, kind: .uikitCollection,
        features: Self.compositional.union([.carouselBands, .offMainDiffs]),
        seeds: [12_049, 12_058, 12_108, 12_117], suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
    }

    private func runTable(_ features: FuzzFeatures, seeds: [UInt64]) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitTableFuzzDriver.self, kind: .uikitTable, features: features, seeds: seeds,
        suite: "UIKitFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      // The sequences exercise what they claim: animated batches and rows on screen.
      #expect(FuzzSchedule.isReplaying || report[tally: "batches"] > report.runs)
      #expect(FuzzSchedule.isReplaying || report[tally: "rows"] > report.runs)
    }
  }
#endif
