import Clocks
import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A self-sizing cell for the fuzz: as wide as the container, 20 to 60 points tall depending on
/// its text; its estimate is 44 points.
final class FuzzGrowingCell: HeadlessCell, ConfigurableView, SelfSizingView {
  private(set) var text: String?

  func configure(with content: String) { text = content }

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  override var snapshotText: String { "text \(text ?? "-")" }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    FuzzGrowingCell.size(of: text ?? "", width: container.width)
  }

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 44)
  }

  /// What the cell reports for `text` in a container `width` wide.
  nonisolated static func size(of text: String, width: CGFloat) -> CGSize {
    let sum = text.utf8.reduce(0) { $0 + Int($1) }
    return CGSize(width: width, height: CGFloat(20 + 10 * (sum % 5)))
  }
}

/// Like ``FuzzGrowingCell`` with no estimate of its own: the fuzz's `NumberSizer` plugin (50 × 40)
/// estimates it.
final class FuzzUnestimatedCell: HeadlessCell, ConfigurableView, SelfSizingView {
  private(set) var text: String?

  func configure(with content: String) { text = content }

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  override var snapshotText: String { "text \(text ?? "-")" }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    FuzzGrowingCell.size(of: text ?? "", width: container.width)
  }
}

extension ListModel {
  /// This model made headless, with two thirds of its text items (by identity) shown by
  /// self-sizing cells: identities ≡ 1 (mod 3) by ``FuzzGrowingCell``, ≡ 2 by
  /// ``FuzzUnestimatedCell``. The view type follows the identity, so content changes reconfigure
  /// self-sizing cells in place.
  var selfSizing: ListModel {
    var model = headless
    for index in model.sections.indices {
      model.sections[index].items = model.sections[index].items.map { item in
        guard let text = item.content(as: String.self),
          ObjectIdentifier(item.viewType) == ObjectIdentifier(TextCell.self),
          let id = item.id.base(as: Int.self)
        else { return item }
        switch id % 3 {
        case 1: return ListItem(id: id, content: text, view: FuzzGrowingCell.self)
        case 2: return ListItem(id: id, content: text, view: FuzzUnestimatedCell.self)
        default: return item
        }
      }
    }
    return model
  }
}

/// Random model sequences with self-sizing items through `ListAdapter` into both headless hosts:
/// moves across sections, content changes, view-type changes, width and height changes, updates
/// while batches are in flight.
///
/// Seeds: `seedsPerCase` per (host, case): 2 × 2 × 100 = 400 sequences of 6 requests each, after
/// a first load. The host's rules are checked by the host itself (it throws, and the adapter
/// reports the rejection); after every settle the host shows the last model, with every visible
/// self-sizing cell at the size it reports. At the end the viewport grows to show everything, and
/// the snapshot equals a fresh host's that loaded the last model.
@MainActor
@Suite("List adapter: self-sizing fuzz")
struct AdapterSelfSizingFuzzTests {
  nonisolated static let cases = 0..<2
  static let seedsPerCase: UInt64 = 100
  static let steps = 6
  /// Seeds to replay instead of the full run, when debugging a failure.
  static let replaySeeds: [UInt64] = []

  @Test(
    "random sequences with self-sizing items end as a fresh load, at the reported sizes",
    arguments: HostKind.allCases, cases)
  func randomSequences(kind: HostKind, batch: Int) async throws {
    var failures: [String] = []
    let first = 50_000 + UInt64(batch) * Self.seedsPerCase
    let seeds =
      Self.replaySeeds.isEmpty
      ? Array(first..<first + Self.seedsPerCase) : batch == 0 ? Self.replaySeeds : []
    for seed in seeds {
      if let failure = await SelfSizingFuzzRun(seed: seed, kind: kind, steps: Self.steps).run() {
        failures.append("\(kind) seed \(seed): \(failure)")
        if failures.count == 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("the fuzz's models have self-sizing items, and its runs measure them")
  func fuzzExercisesSelfSizing() async {
    var measured = 0
    for seed in UInt64(50_000)..<50_010 {
      let run = SelfSizingFuzzRun(seed: seed, kind: .table, steps: 6)
      let (failure, fixture) = await run.runKeepingFixture()
      #expect(failure == nil)
      measured += fixture.adapter.sizeCache.statistics.selfSizingMeasurements
    }
    #expect(measured > 10)
  }
}

/// One random sequence with self-sizing items: its state and its checks.
@MainActor
struct SelfSizingFuzzRun {
  let seed: UInt64
  let kind: HostKind
  let steps: Int

  /// A viewport tall enough to show every item of any model the fuzz makes.
  static let everything = CGSize(width: 320, height: 40_000)

  func run() async -> String? {
    await runKeepingFixture().failure
  }

  func runKeepingFixture() async -> (failure: String?, fixture: AdapterFixture) {
    var rng = SeededGenerator(seed: seed)
    let configuration = ListAdapter.Configuration(
      duplicatePolicy: Bool.random(using: &rng) ? .keepFirst : .disambiguateByOccurrence,
      reloadThreshold: Int.random(in: 0..<10, using: &rng) == 0 ? 3 : 1_000,
      keepsFirstVisibleItemInPlace: Int.random(in: 0..<5, using: &rng) == 0)
    let viewport = CGSize(width: 320, height: FuzzRun.viewportHeights.randomElement(using: &rng)!)
    let fixture = AdapterFixture(kind, viewport: viewport, configuration: configuration)
    fixture.adapter.attach(NumberSizer())
    var raw = ListModel.random(
      sections: 0...4, items: 0...8, idSpace: Bool.random(using: &rng) ? 16 : nil, using: &rng)
    var last = raw.selfSizing
    fixture.apply(last, animated: false)

    for step in 0..<steps {
      raw = FuzzRun.mutate(raw, step: step, using: &rng)
      last = raw.selfSizing
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
        if let failure = check(fixture, showing: last) {
          return ("step \(step): \(failure)", fixture)
        }
      case 7..<10: await fixture.advance(by: .milliseconds(100))
      case 10..<13: await fixture.advance()
      default: break
      }
    }
    fixture.host.isInWindow = true
    do {
      try fixture.host.setViewportSize(viewport)
      try fixture.host.setContentOffset(.zero, animated: false)
      try fixture.host.setViewportSize(Self.everything)
    } catch {
      return ("the host threw \(error) when resized to show everything", fixture)
    }
    guard await fixture.settle() else { return ("never settled", fixture) }
    if let failure = check(fixture, showing: last) { return (failure, fixture) }
    let reference: String
    do {
      reference = try referenceSnapshot(
        kind, viewport: Self.everything, showing: last, offset: .zero,
        configuration: configuration)
    } catch {
      return ("the reference host threw \(error)", fixture)
    }
    let snapshot = fixture.host.snapshot()
    guard snapshot == reference else {
      return (
        "snapshot differs from a fresh host's:\n\(snapshot)\n--- fresh:\n\(reference)", fixture
      )
    }
    return (nil, fixture)
  }

  /// Everything that must hold when nothing is in flight.
  private func check(_ fixture: AdapterFixture, showing model: ListModel) -> String? {
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
    let host = fixture.host
    for path in host.indexPathsForVisibleItems {
      guard let cell = host.cellForItem(at: path) as? HeadlessCell,
        let sizing = cell as? any SelfSizingView
      else { continue }
      let reported = sizing.preferredSize(fitting: cell.frame.size, in: host.viewportSize)
      guard cell.frame.size == reported else {
        return "the cell at \(path) is \(cell.frame.size), but reports \(reported)"
      }
    }
    return nil
  }

  /// Sometimes scrolls, leaves or re-enters the window, collapses or restores the viewport, or
  /// changes its width or height.
  private func perturbHost(
    _ fixture: AdapterFixture, viewport: CGSize, using rng: inout some RandomNumberGenerator
  ) throws(ListHostError) {
    let host = fixture.host
    switch Int.random(in: 0..<14, using: &rng) {
    case 0, 1:
      let range = max(0, host.contentSize.height - host.viewportSize.height)
      let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
      try host.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    case 2:
      host.isInWindow.toggle()
    case 3:
      try host.setViewportSize(host.viewportSize == .zero ? viewport : .zero)
    case 4:
      try host.setViewportSize(
        CGSize(width: host.viewportSize.width == 320 ? 240 : 320, height: viewport.height))
    case 5:
      try host.setViewportSize(
        CGSize(width: 320, height: host.viewportSize.height == 600 ? 200 : 600))
    default:
      break
    }
  }
}
