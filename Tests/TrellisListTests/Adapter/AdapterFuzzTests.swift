import Clocks
import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// Random model sequences through `ListAdapter` into both headless hosts, some arriving while
/// batches are in flight on the test clock.
///
/// Seeds: `seedsPerCase` per (host, case): 2 × 4 × 250 = 2,000 sequences of 6 requests each,
/// after a first load. The cost is mostly the test clock (about 1 ms per `advance`), which bounds
/// the count: the suite runs in about 8 s in debug on 2 cores.
///
/// A failure names its host, seed and step. Replay one by adding it to `replaySeeds` (the test
/// then runs only those, on both hosts), or with `await FuzzRun(seed:kind:steps:).run()`.
@MainActor
@Suite("List adapter: fuzz")
struct AdapterFuzzTests {
  nonisolated static let cases = 0..<4
  static let seedsPerCase: UInt64 = 250
  static let steps = 6
  /// Seeds to replay instead of the full run, when debugging a failure.
  static let replaySeeds: [UInt64] = []

  @Test(
    "random sequences end as the last model, with completions in order",
    arguments: HostKind.allCases, cases)
  func randomSequences(kind: HostKind, batch: Int) async throws {
    var failures: [String] = []
    let first = UInt64(batch) * Self.seedsPerCase
    let seeds =
      Self.replaySeeds.isEmpty
      ? Array(first..<first + Self.seedsPerCase) : batch == 0 ? Self.replaySeeds : []
    for seed in seeds {
      if let failure = await FuzzRun(seed: seed, kind: kind, steps: Self.steps).run() {
        failures.append("\(kind) seed \(seed): \(failure)")
        if failures.count == 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

/// One random sequence: its state and its checks.
@MainActor
struct FuzzRun {
  let seed: UInt64
  let kind: HostKind
  let steps: Int

  /// Viewport heights: a few rows, or every item of most models.
  static let viewportHeights: [CGFloat] = [200, 200, 600, 2_000]

  /// Runs the sequence; returns the first failure, or `nil`.
  func run() async -> String? {
    await runKeepingFixture().failure
  }

  /// Runs the sequence; returns the first failure, or `nil`, and the fixture it ran on.
  func runKeepingFixture() async -> (failure: String?, fixture: AdapterFixture) {
    var rng = SeededGenerator(seed: seed)
    let configuration = ListAdapter.Configuration(
      duplicatePolicy: Bool.random(using: &rng) ? .keepFirst : .disambiguateByOccurrence,
      reloadThreshold: Int.random(in: 0..<10, using: &rng) == 0 ? 3 : 1_000,
      keepsFirstVisibleItemInPlace: Int.random(in: 0..<5, using: &rng) == 0)
    let viewport = CGSize(width: 320, height: Self.viewportHeights.randomElement(using: &rng)!)
    let fixture = AdapterFixture(kind, viewport: viewport, configuration: configuration)
    fixture.adapter.attach(NumberSizer())
    var raw = ListModel.random(
      sections: 0...4, items: 0...8, idSpace: Bool.random(using: &rng) ? 16 : nil, using: &rng)
    var last = raw.headless
    fixture.apply(last, animated: false)

    for step in 0..<steps {
      raw = Self.mutate(raw, step: step, using: &rng)
      last = raw.headless
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<6: fixture.apply(last, animated: true)
      case 6..<8: fixture.apply(last, animated: false)
      default: fixture.reload(last)
      }
      do {
        try perturbHost(fixture, viewport: viewport, using: &rng)
      } catch {
        return ("step \(step): the host threw \(error) while scrolling or resizing", fixture)
      }
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<7:
        guard await fixture.settle() else { return ("step \(step): never settled", fixture) }
        if let failure = check(fixture, showing: last, configuration: configuration) {
          return ("step \(step): \(failure)", fixture)
        }
      case 7..<10: await fixture.advance(by: .milliseconds(100))
      case 10..<13: await fixture.advance()
      default: break
      }
      let order = fixture.completions.order
      guard order == Array(0..<order.count) else {
        return ("step \(step): completions ran as \(order)", fixture)
      }
    }
    fixture.host.isInWindow = true
    do {
      try fixture.host.setViewportSize(viewport)
    } catch {
      return ("the host threw \(error) when resized back", fixture)
    }
    guard await fixture.settle() else { return ("never settled", fixture) }
    return (check(fixture, showing: last, configuration: configuration), fixture)
  }

  /// Everything that must hold when nothing is in flight.
  private func check(
    _ fixture: AdapterFixture, showing model: ListModel,
    configuration: ListAdapter.Configuration
  ) -> String? {
    if let rejection = fixture.diagnostics.rejections.first {
      return "the adapter reported \(rejection)"
    }
    if let mismatch = fixture.mismatch(showing: model) { return mismatch }
    guard fixture.adapter.displayedModel == model else {
      return "displayedModel is not the last model"
    }
    let order = fixture.completions.order
    guard order == Array(0..<fixture.completions.requested) else {
      return "completions ran as \(order) of \(fixture.completions.requested)"
    }
    let reference: String
    do {
      reference = try referenceSnapshot(
        kind, viewport: fixture.host.viewportSize, showing: model,
        offset: fixture.host.contentOffset, configuration: configuration)
    } catch {
      return "the reference host threw \(error)"
    }
    let snapshot = fixture.host.snapshot()
    guard snapshot == reference else {
      return "snapshot differs from a fresh host's:\n\(snapshot)\n--- fresh:\n\(reference)"
    }
    return nil
  }

  /// Sometimes scrolls, leaves or re-enters the window, or collapses or restores the viewport.
  private func perturbHost(
    _ fixture: AdapterFixture, viewport: CGSize, using rng: inout some RandomNumberGenerator
  ) throws(ListHostError) {
    let host = fixture.host
    switch Int.random(in: 0..<12, using: &rng) {
    case 0, 1:
      let range = max(0, host.contentSize.height - viewport.height)
      let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
      try host.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    case 2:
      host.isInWindow.toggle()
    case 3:
      try host.setViewportSize(host.viewportSize == .zero ? viewport : .zero)
    default:
      break
    }
  }

  /// `randomlyMutated` plus what it lacks: headers removed, footers toggled, duplicate item and
  /// section identities, view-type changes that keep the identity, emptied sections.
  ///
  /// Sections `randomlyMutated` inserts are renamed `"m<step>.<n>"`: its fresh names can repeat
  /// across calls, and inserting a name that exists traps.
  static func mutate(
    _ model: ListModel, step: Int, using rng: inout some RandomNumberGenerator
  ) -> ListModel {
    var model = model.randomlyMutated(edits: Int.random(in: 1...4, using: &rng), using: &rng)
    for index in model.sections.indices {
      if let name = model.sections[index].id.base(as: String.self), name.hasPrefix("n") {
        model.sections[index].id = AnyListID("m\(step).\(index)")
      }
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      let fresh = Int.random(in: 0..<1_000_000, using: &rng)
      guard !model.sections.isEmpty else { break }
      let section = Int.random(in: model.sections.indices, using: &rng)
      let paths = model.itemPaths
      switch Int.random(in: 0..<6, using: &rng) {
      case 0:
        model.sections[section].header = nil
      case 1:
        model.sections[section].footer =
          model.sections[section].footer == nil ? .header("f\(fresh)") : nil
      case 2 where !paths.isEmpty:
        let source = model[paths.randomElement(using: &rng)!]
        let count = model.sections[section].items.count
        model.sections[section].items.insert(
          .text(source.id, "dup \(fresh)"), at: Int.random(in: 0...count, using: &rng))
      case 3 where !paths.isEmpty:
        let path = paths.randomElement(using: &rng)!
        let item = model[path]
        model[path] =
          item.content(as: Int.self) != nil ? .text(item.id, "was \(fresh)") : .number(item.id, 7)
      case 4:
        var copy = model.sections[section]
        copy.items = copy.items.prefix(2).map { .text($0.id, "copy \(fresh)") }
        model.sections.insert(
          copy, at: Int.random(in: 0...model.sections.count, using: &rng))
      default:
        model.sections[section].items.removeAll()
      }
    }
    return model
  }
}
