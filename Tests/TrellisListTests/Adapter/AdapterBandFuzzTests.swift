import Foundation
import Testing
import TrellisCore
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The update-sequence fuzz (``UpdateSequenceFuzz``) with bands: on the headless collection host
/// with per-section layouts, most sections carousels whose bands the user drags (often released
/// to decelerate while the next updates apply) or a program scrolls to an item, while sections
/// with bands are inserted, deleted, moved, emptied and given other layouts, and some requests
/// reload (the adapter then scrolls each band back by its section's identity).
///
/// Full counts (`TRELLIS_FUZZ=full`): 2 cases × 100 sequences of 6 requests after a first load; a
/// default `swift test` runs a quarter of them. Every settle lets the bands come to rest and
/// checks the adapter and host; the end equals a fresh load of the last model at the same list
/// and band offsets.
@MainActor
@Suite("List adapter: fuzz with bands")
struct AdapterBandFuzzTests {
  nonisolated static let features = FuzzFeatures.models.union([
    .sectionCopies, .emptySections, .reloads, .sectionLayouts, .bands,
  ])
  nonisolated static let schedule = FuzzSchedule(cases: 2, seedsPerCase: 100, firstSeed: 70_000)

  @Test(
    "random sequences with scrolled and decelerating bands end as a fresh load at the same offsets",
    arguments: schedule.caseNumbers)
  func bandSequences(batch: Int) async {
    let report = await UpdateSequenceFuzz.run(
      HeadlessFuzzDriver.self, kind: .headlessCollection, features: Self.features,
      seeds: Self.schedule.seeds(ofCase: batch), suite: "AdapterBandFuzzTests")
    #expect(report.failures.isEmpty, "\(report)")
    // The sequences exercise what they claim: bands dragged, some released to decelerate, and
    // runs that end with bands away from their leading edges.
    #expect(FuzzSchedule.isReplaying || report[tally: "bandDrags"] > report.runs)
    #expect(FuzzSchedule.isReplaying || report[tally: "bandFlicks"] > report.runs / 2)
    #expect(
      FuzzSchedule.isReplaying || report[tally: "runsEndingWithScrolledBands"] > report.runs / 10,
      "\(report.tallies)")
  }
}
