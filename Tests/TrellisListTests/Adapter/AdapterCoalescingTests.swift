import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// One batch in flight at a time; what arrives meanwhile collapses into "latest wins".
@MainActor
@Suite("List adapter: coalescing")
struct AdapterCoalescingTests {
  @Test(
    "applies during one in-flight batch make one more diff, to the latest; all completions run",
    arguments: HostKind.allCases)
  func latestWins(kind: HostKind) async {
    let fixture = AdapterFixture.showing(.texts(10), on: kind)
    fixture.apply(.texts(11))
    #expect(fixture.host.batchesInFlight == 1)
    for count in 12...16 { fixture.apply(.texts(count)) }
    #expect(fixture.adapter.statistics.batches == 1, "nothing more while the batch runs")
    #expect(fixture.completions.order == [0])

    await fixture.advance()
    #expect(fixture.adapter.statistics.batches == 2, "one diff for the five requests")
    #expect(fixture.completions.order == [0], "the others wait for the latest model")
    await fixture.advance()
    #expect(fixture.completions.order == Array(0...6))
    #expect(fixture.mismatch(showing: .texts(16)) == nil)
    #expect(fixture.adapter.displayedModel == .texts(16))
    #expect(
      batches(fixture.host) == [
        BatchUpdate(itemInserts: [path(10)]),
        BatchUpdate(itemInserts: (11..<16).map(path)),
      ])
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test("no stale queued update overwrites newer data (Epoxy's stale slot)")
  func noStaleSlot() async {
    for kind in HostKind.allCases {
      for variant in StaleSlotVariant.allCases {
        let fixture = AdapterFixture(kind)
        let a = ListModel.texts(6, prefix: "a")
        let b = ListModel.texts(8, prefix: "b")
        let c = ListModel.texts(7, prefix: "c")
        fixture.apply(.texts(5, prefix: "start"), animated: false)
        fixture.apply(a)
        fixture.apply(b)
        switch variant {
        case .plain: fixture.apply(c)
        case .reload: fixture.reload(c)
        case .offWindow:
          fixture.host.isInWindow = false
          fixture.apply(c)
        case .zeroViewport:
          try? fixture.host.setViewportSize(.zero)
          fixture.apply(c)
        }
        // Long after, with the host back to normal, it shows C and nothing has run since.
        var shownB = false
        var operationsAfterC: [HostOperation]?
        for _ in 0..<6 {
          await fixture.advance()
          shownB = shownB || fixture.mismatch(showing: b) == nil
          if operationsAfterC == nil, fixture.mismatch(showing: c) == nil {
            operationsAfterC = fixture.host.operations
          }
        }
        fixture.host.isInWindow = true
        try? fixture.host.setViewportSize(CGSize(width: 320, height: 200))
        await fixture.advance()
        let label = "\(kind), \(variant)"
        #expect(fixture.mismatch(showing: c) == nil, "\(label)")
        #expect(!shownB, "\(label): B was shown")
        #expect(
          fixture.host.operations.filter(\.isUpdate).count
            == (operationsAfterC ?? []).filter(\.isUpdate).count,
          "\(label): an update reached the host after C")
        #expect(fixture.completions.order == [0, 1, 2, 3], "\(label)")
        #expect(fixture.adapter.displayedModel == c, "\(label)")
      }
    }
  }

  @Test(
    "a model arriving between the stages of a multi-stage update is diffed from the stage shown",
    arguments: HostKind.allCases)
  func betweenStages(kind: HostKind) async {
    let fixture = AdapterFixture(kind)
    let start = ListModel(sections: [
      ListSection(id: "x", items: [.textCell(1), .textCell(2)]),
      ListSection(id: "y", items: [.textCell(3)]),
    ])
    // Section "y" moves and gains an item: two stages.
    let moved = ListModel(sections: [
      ListSection(id: "y", items: [.textCell(3), .textCell(4)]),
      ListSection(id: "x", items: [.textCell(1), .textCell(2)]),
    ])
    let latest = ListModel(sections: [
      ListSection(id: "x", items: [.textCell(2, "two"), .numberCell(5, 1)])
    ])
    fixture.apply(start, animated: false)
    fixture.apply(moved)
    #expect(fixture.host.batchesInFlight == 1)
    fixture.apply(latest)
    #expect(await fixture.settle())
    #expect(fixture.mismatch(showing: latest) == nil)
    #expect(fixture.mismatch(showing: moved) != nil)
    #expect(fixture.adapter.displayedModel == latest)
    #expect(fixture.diagnostics.rejections.isEmpty)
    #expect(fixture.completions.order == [0, 1, 2])
    #expect(fixture.adapter.statistics.batches == 2, "the first stage, then one diff to latest")
  }

  @Test("while a batch is in flight, the host reads that batch's data, never a newer model")
  func answersFromDisplayedData() async throws {
    for kind in HostKind.allCases {
      let fixture = AdapterFixture.showing(.texts(50, prefix: "a"), on: kind)
      let inFlight = ListModel.texts(60, prefix: "a")
      fixture.apply(inFlight)
      fixture.apply(.texts(60, prefix: "c"))
      try fixture.host.scrollToItem(at: path(55), at: .end, animated: false)
      #expect(fixture.mismatch(showing: inFlight) == nil, "\(kind)")
      #expect(await fixture.settle())
      #expect(fixture.mismatch(showing: .texts(60, prefix: "c")) == nil, "\(kind)")
    }
  }

  @Test("async apply returns when its model is on screen")
  func asyncApply() async {
    let fixture = AdapterFixture.showing(.texts(3))
    let task = Task { @MainActor in
      await fixture.adapter.applyAndWait(.texts(4))
      return fixture.mismatch(showing: .texts(4))
    }
    for _ in 0..<1_000 where !fixture.adapter.isApplying { await Task.yield() }
    #expect(fixture.host.batchesInFlight == 1)
    await fixture.advance()
    #expect(await task.value == nil)
  }

  @Test("a completion that applies again: its request's completion runs after the earlier ones")
  func reentrantCompletion() async {
    for animated in [false, true] {
      let fixture = AdapterFixture()
      let log = CallLog()
      fixture.adapter.apply(.texts(3), animated: false) { log.add("0") }
      fixture.adapter.apply(.texts(4)) {
        log.add("1")
        fixture.adapter.apply(.texts(6), animated: animated) { log.add("3") }
      }
      fixture.adapter.apply(.texts(5)) { log.add("2") }
      #expect(await fixture.settle())
      #expect(log.entries == ["0", "1", "2", "3"], "animated: \(animated)")
      #expect(fixture.mismatch(showing: .texts(6)) == nil)
    }
  }
}

/// How the newest model of the stale-slot test arrives.
enum StaleSlotVariant: CaseIterable {
  /// Animated, like the others.
  case plain
  /// With `reload(_:)`.
  case reload
  /// Animated, after the host left the window.
  case offWindow
  /// Animated, after the host's viewport collapsed to zero.
  case zeroViewport
}

extension HostOperation {
  /// Whether this is a reload or a batch.
  var isUpdate: Bool {
    switch self {
    case .reloadData, .batch: true
    default: false
    }
  }
}

/// The batches a host applied, in order.
@MainActor
func batches(_ host: HeadlessListView) -> [BatchUpdate] {
  host.operations.compactMap {
    if case .batch(let update, _) = $0 { return update }
    return nil
  }
}
