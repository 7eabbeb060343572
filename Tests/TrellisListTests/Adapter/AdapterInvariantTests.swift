import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// `ListAdapter._invariantViolations()` (debug builds): the update engine's rules hold through
/// loads and batches, and each rule, broken through the adapter's package state, is caught.
@MainActor
@Suite("List adapter: invariants")
struct AdapterInvariantTests {
  /// A fixture showing three sections of a few items, idle.
  static func loaded() -> AdapterFixture {
    let fixture = AdapterFixture()
    var rng = SeededGenerator(seed: 7)
    fixture.apply(ListModel.random(sections: 3...3, items: 2...4, using: &rng).headless)
    return fixture
  }

  #if DEBUG
    @Test("an idle adapter and one in the middle of a batch break no rule")
    func sound() async {
      let fixture = Self.loaded()
      #expect(fixture.adapter._invariantViolations().isEmpty)
      fixture.apply(.texts(5))
      #expect(fixture.adapter.isApplying)
      #expect(fixture.adapter._invariantViolations().isEmpty)
      fixture.apply(.texts(2))
      #expect(await fixture.settle())
      #expect(fixture.adapter._invariantViolations().isEmpty)
      fixture.adapter._checkInvariants()
    }

    @Test("identity counts that disagree with the sections shown are caught")
    func identityCounts() {
      let fixture = Self.loaded()
      let id = fixture.adapter.displayedModel.sections[0].items[0].id
      fixture.adapter.identityCounts[id, default: 0] += 1
      let violations = fixture.adapter._invariantViolations()
      #expect(
        violations.contains { $0.contains("identity counts disagree") && $0.contains("2 counted") },
        "\(violations)")
      fixture.adapter.identityCounts[AnyListID("ghost")] = 1
      #expect(fixture.adapter._invariantViolations().contains { $0.contains("for 2 identities") })
    }

    @Test("a request left queued while the engine is idle is caught")
    func queuedWhileIdle() {
      let fixture = Self.loaded()
      #expect(!fixture.adapter.isApplying)
      fixture.adapter.queued = .empty
      let violations = fixture.adapter._invariantViolations()
      #expect(violations == ["the engine is idle, but a request is queued"])
    }
  #else
    @Test("release builds check nothing")
    func release() {
      let fixture = Self.loaded()
      fixture.adapter.queued = .empty
      #expect(fixture.adapter._invariantViolations().isEmpty)
    }
  #endif
}
