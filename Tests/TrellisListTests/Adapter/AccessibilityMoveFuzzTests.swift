import Foundation
import Testing
import TrellisCore
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The update-sequence fuzz with VoiceOver users moving items ("Move up"/"Move down" custom
/// actions, `FuzzFeatures.accessibilityMoves`) between requests, on both headless hosts.
///
/// Full counts (`TRELLIS_FUZZ=full`): 400 sequences (2 hosts × 2 cases × 100); a default
/// `swift test` runs a quarter.
@MainActor
@Suite("Accessibility: fuzz with custom-action moves (headless hosts)")
struct AccessibilityMoveFuzzTests {
  nonisolated static let features = FuzzFeatures.models.union([
    .sectionCopies, .emptySections, .reloads, .accessibilityMoves,
  ])
  nonisolated static let schedule = FuzzSchedule(cases: 2, seedsPerCase: 100, firstSeed: 70_000)

  @Test(
    "sequences with custom-action moves end as the last model, with completions in order",
    arguments: [FuzzHostKind.headlessCollection, .headlessTable], schedule.caseNumbers)
  func sequences(kind: FuzzHostKind, batch: Int) async {
    let report = await UpdateSequenceFuzz.run(
      HeadlessFuzzDriver.self, kind: kind, features: Self.features,
      seeds: Self.schedule.seeds(ofCase: batch), suite: "AccessibilityMoveFuzzTests")
    #expect(report.failures.isEmpty, "\(report)")
    // The sequences move items, not only refuse at the ends.
    #expect(
      FuzzSchedule.isReplaying || report[tally: "accessibilityMoves"] > report.runs / 4,
      "\(report.tallies) runs \(report.runs)")
  }
}
