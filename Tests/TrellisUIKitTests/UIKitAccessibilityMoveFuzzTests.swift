// The update-sequence fuzz with custom-action moves on the UIKit hosts, on the double. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisCore
  import TrellisList
  import TrellisTestSupport

  /// The update-sequence fuzz with VoiceOver users moving items ("Move up"/"Move down" custom
  /// actions on the cells, `FuzzFeatures.accessibilityMoves`) between requests, on
  /// `CollectionViewHost` and `TableViewHost`: zero violations of UIKit's rules, and the last
  /// model shown as a fresh load shows it.
  ///
  /// Full counts (`TRELLIS_FUZZ=full`): 160 sequences on each host (2 cases × 80); a default
  /// `swift test` runs a quarter.
  @MainActor
  @Suite("Accessibility: fuzz with custom-action moves (UIKit hosts)")
  struct UIKitAccessibilityMoveFuzzTests {
    nonisolated static let schedule = FuzzSchedule(cases: 2, seedsPerCase: 80, firstSeed: 71_000)

    @Test(
      "collection: sequences with custom-action moves end as a fresh load, zero violations",
      arguments: schedule.caseNumbers)
    func collection(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitCollectionFuzzDriver.self, kind: .uikitCollection,
        features: FuzzFeatures.models.union([.emptySections, .reloads, .accessibilityMoves]),
        seeds: Self.schedule.seeds(ofCase: batch), suite: "UIKitAccessibilityMoveFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(
        FuzzSchedule.isReplaying || report[tally: "accessibilityMoves"] > report.runs / 4,
        "\(report.tallies), \(report.runs) runs")
    }

    @Test(
      "table: sequences with custom-action moves end as a fresh load, zero violations",
      arguments: schedule.caseNumbers)
    func table(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        UIKitTableFuzzDriver.self, kind: .uikitTable,
        features: FuzzFeatures.models.union([.sizeChanges, .accessibilityMoves]),
        seeds: Self.schedule.seeds(ofCase: batch), suite: "UIKitAccessibilityMoveFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(
        FuzzSchedule.isReplaying || report[tally: "accessibilityMoves"] > report.runs / 4,
        "\(report.tallies), \(report.runs) runs")
    }
  }
#endif
