import Foundation
import Testing
import TrellisCore
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The band fuzz (``AdapterBandFuzzTests``) with a `ListCarousel` on the first section's band
/// (`FuzzFeatures.carouselBands`): its carousel moves, auto-rolls on the test clock and is dragged
/// while the section's items, the sections around it and the viewport change. After every settle
/// the carousel's page is the page at its band's offset, that page appeared, and its callbacks
/// came in order (will-appear, did-appear, will-disappear, did-disappear).
///
/// Full counts (`TRELLIS_FUZZ=full`): 2 cases × 100 sequences; a default `swift test` runs a
/// quarter of them.
@MainActor
@Suite("List adapter: fuzz with a carousel on a band")
struct AdapterCarouselBandFuzzTests {
  nonisolated static let features = AdapterBandFuzzTests.features.union(.carouselBands)
  nonisolated static let schedule = FuzzSchedule(cases: 2, seedsPerCase: 100, firstSeed: 74_000)

  @Test(
    "random sequences keep a band carousel's page at its band's offset, callbacks in order",
    arguments: schedule.caseNumbers)
  func carouselSequences(batch: Int) async {
    let report = await UpdateSequenceFuzz.run(
      HeadlessFuzzDriver.self, kind: .headlessCollection, features: Self.features,
      seeds: Self.schedule.seeds(ofCase: batch), suite: "AdapterCarouselBandFuzzTests")
    #expect(report.failures.isEmpty, "\(report)")
    #expect(FuzzSchedule.isReplaying || report[tally: "carouselMoves"] > report.runs)
    #expect(
      FuzzSchedule.isReplaying || report[tally: "carouselChecks"] > report.runs / 2,
      "\(report.tallies)")
    #expect(FuzzSchedule.isReplaying || report[tally: "carouselAppearances"] > report.runs)
  }
}
