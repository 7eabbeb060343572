import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// Random model sequences with per-section layouts, supplementary views per item and (on the
/// collection host) self-sizing cells, through
/// `ListAdapter` into a headless collection view with a per-section layout; some arrive while
/// batches are in flight on the test clock.
///
/// Each step mutates the model (`FuzzRun.mutate`: inserts, deletes, moves across sections,
/// duplicate identities, content and view-type changes), then the items' badges (added, removed,
/// re-worded, re-placed, given another view type, repeated within one item) and the sections'
/// layouts. Seeds: 2 cases × 120 = 240 sequences of 6 requests after a first load.
///
/// On the table host, which shows no supplementary views per row, the same sequences (with table
/// section layouts only) must lose nothing else: the adapter leaves the badges out and reports
/// each item (`ListDiagnostic.itemSupplementaryUnsupported`), no update is rejected, and the
/// last model, badges and all, ends as a fresh load.
@MainActor
@Suite("List adapter: supplementary views per item, fuzz")
struct AdapterSupplementaryFuzzTests {
  nonisolated static let cases = 0..<2
  static let seedsPerCase: UInt64 = 120
  /// Seeds to replay instead of the full run, when debugging a failure.
  static let replaySeeds: [UInt64] = []

  @Test(
    "random sequences with item badges and section layouts end as a fresh load of the last model",
    arguments: cases)
  func randomSequences(batch: Int) async {
    await run(.collection, batch: batch)
  }

  @Test("on a table, badges are left out and reported, and every row ends as a fresh load")
  func table() async {
    await run(.table, batch: 0)
  }

  private func run(_ kind: HostKind, batch: Int) async {
    var failures: [String] = []
    var runsShowingItemViews = 0
    var batches = 0
    var runs = 0
    var leftOut = 0
    let first = UInt64(batch) * Self.seedsPerCase
    let seeds =
      Self.replaySeeds.isEmpty
      ? Array(first..<first + Self.seedsPerCase) : batch == 0 ? Self.replaySeeds : []
    for seed in seeds {
      let result = await SupplementaryFuzzRun(seed: seed, kind: kind, steps: 6).run()
      runs += 1
      if let failure = result.failure {
        failures.append("seed \(seed): \(failure)")
        if failures.count == 5 { break }
      }
      if result.itemViewsShown > 0 { runsShowingItemViews += 1 }
      batches += result.batches
      leftOut += result.leftOut
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The sequences do exercise what they claim: most end with item views on screen, and
    // changes go through batches, not only reloads.
    if kind == .collection {
      #expect(runsShowingItemViews > runs / 2)
      #expect(leftOut == 0)
    } else {
      // The table did see badges, and left them out, reporting the items.
      #expect(leftOut > runs / 2)
    }
    #expect(batches > runs)
  }
}

/// One random sequence with item badges and section layouts.
@MainActor
struct SupplementaryFuzzRun {
  let seed: UInt64
  let kind: HostKind
  let steps: Int

  /// One badge of an item: its kind, its text, whether a ``RowBackgroundView`` shows it, and
  /// where it sits.
  struct Badge: Sendable {
    var kind: SupplementaryKind
    var text: String
    var isBackground: Bool
    var placement: ItemSupplementaryPlacement
  }

  static let kinds: [SupplementaryKind] = ["badge", "mark"]

  /// Runs the sequence; returns the first failure (or `nil`), how many supplementary views of
  /// items the host shows at the end, how many batches the adapter handed it, and how many
  /// supplementary views of items the adapter left out (a table shows none) and reported.
  func run() async -> (failure: String?, itemViewsShown: Int, batches: Int, leftOut: Int) {
    let (host, adapter) = makeHostAndAdapter()
    let diagnostics = DiagnosticsLog()
    adapter.diagnostics = diagnostics.hook
    let failure = await run(host, adapter, diagnostics)
    let shown = host.snapshot().split(separator: "\n").filter {
      $0.hasPrefix("badge") || $0.hasPrefix("mark")
    }
    let leftOut = diagnostics.all.filter {
      if case .itemSupplementaryUnsupported = $0 { return true }
      return false
    }
    return (failure, shown.count, adapter.statistics.batches, leftOut.count)
  }

  /// The configuration, viewport, host and adapter of this seed.
  private func makeHostAndAdapter() -> (HeadlessListView, ListAdapter) {
    var rng = SeededGenerator(seed: seed)
    let configuration = ListAdapter.Configuration(
      duplicatePolicy: Bool.random(using: &rng) ? .keepFirst : .disambiguateByOccurrence,
      reloadThreshold: Int.random(in: 0..<10, using: &rng) == 0 ? 3 : 1_000,
      keepsFirstVisibleItemInPlace: Int.random(in: 0..<5, using: &rng) == 0)
    let viewport = CGSize(width: 320, height: [200, 600, 2_000].randomElement(using: &rng)!)
    let host = makeHost(viewport, clock: TestClock())
    return (host, ListAdapter(host: host, configuration: configuration))
  }

  /// A host of ``kind``: a collection view with a per-section layout, or a plain table.
  private func makeHost(_ viewport: CGSize, clock: any Clock<Duration>) -> HeadlessListView {
    kind == .table
      ? HeadlessTableView(viewportSize: viewport, style: .plain, clock: clock)
      : HeadlessCollectionView(viewportSize: viewport, layout: .perSection(), clock: clock)
  }

  /// Runs the sequence on `host` and `adapter`; returns the first failure, or `nil`.
  private func run(
    _ host: HeadlessListView, _ adapter: ListAdapter, _ diagnostics: DiagnosticsLog
  ) async -> String? {
    var rng = SeededGenerator(seed: seed)
    // The same draws as `makeHostAndAdapter()`, which consumed them from a generator of its own.
    _ = (Bool.random(using: &rng), Int.random(in: 0..<10, using: &rng))
    _ = (Int.random(in: 0..<5, using: &rng), [200, 600, 2_000].randomElement(using: &rng))
    let configuration = adapter.configuration
    let viewport = host.viewportSize
    guard let clock = host.clock as? TestClock<Duration> else { return "no test clock" }
    adapter.attach(NumberSizer())

    var raw = ListModel.random(
      sections: 0...4, items: 0...8, idSpace: Bool.random(using: &rng) ? 16 : nil, using: &rng)
    var badges: [AnyListID: [Badge]] = [:]
    var layouts: [AnyListID: MixedSection] = [:]
    for path in raw.itemPaths { Self.mutateBadges(of: raw[path].id, in: &badges, using: &rng) }
    for section in raw.sections {
      Self.mutateLayout(of: section.id, in: &layouts, table: kind == .table, using: &rng)
    }
    // On the collection host two thirds of the text items are self-sizing cells (`selfSizing`),
    // so badges are placed against frames that change after their cells answer.
    let items = { (model: ListModel) in kind == .table ? model.headless : model.selfSizing }
    var last = Self.decorate(items(raw), badges: badges, layouts: layouts)
    var completed = 0
    var requested = 1
    adapter.apply(last, animated: false) { completed += 1 }

    for step in 0..<steps {
      raw = FuzzRun.mutate(raw, step: step, using: &rng)
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        guard let path = raw.itemPaths.randomElement(using: &rng) else { break }
        Self.mutateBadges(of: raw[path].id, in: &badges, using: &rng)
      }
      if let section = raw.sections.randomElement(using: &rng), Bool.random(using: &rng) {
        Self.mutateLayout(of: section.id, in: &layouts, table: kind == .table, using: &rng)
      }
      last = Self.decorate(items(raw), badges: badges, layouts: layouts)
      requested += 1
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<6: adapter.apply(last, animated: true) { completed += 1 }
      case 6..<8: adapter.apply(last, animated: false) { completed += 1 }
      default: adapter.reload(last) { completed += 1 }
      }
      do {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
          let range = max(0, host.contentSize.height - viewport.height)
          let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
          try host.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        case 2: host.isInWindow.toggle()
        default: break
        }
      } catch {
        return "step \(step): the host threw \(error) while scrolling"
      }
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4:
        await clock.advance(by: .milliseconds(100))
        host.settleAnimations()
      case 4..<6:
        await clock.advance(by: .milliseconds(300))
        host.settleAnimations()
      default: break
      }
    }
    host.isInWindow = true
    for _ in 0..<20 where adapter.isApplying || host.batchesInFlight > 0 {
      await clock.advance(by: .milliseconds(300))
      host.settleAnimations()
    }
    guard !adapter.isApplying, host.batchesInFlight == 0 else { return "never settled" }
    guard completed == requested else { return "\(completed) of \(requested) completions ran" }
    // Bad input loses nothing: the table shows every row (without the badges it cannot show),
    // and no update is rejected.
    if let rejection = diagnostics.rejections.first { return "the adapter reported \(rejection)" }
    if let other = diagnostics.all.first(where: {
      if case .duplicateItemSupplementary = $0 { return false }
      if case .duplicateItemID = $0 { return false }
      if case .duplicateSectionID = $0 { return false }
      if case .itemSupplementaryUnsupported = $0 { return kind != .table }
      return true
    }) {
      return "the adapter reported \(other)"
    }
    guard adapter.displayedModel == last else { return "displayedModel is not the last model" }
    if let mismatch = hostMismatch(host, showing: last, policy: configuration.duplicatePolicy) {
      return mismatch
    }
    // Self-sizing cells are measured once they are shown, so a host that scrolled knows sizes a
    // fresh one has only estimated: show everything on both before comparing.
    var compared = viewport
    if kind == .collection {
      compared = SelfSizingFuzzRun.everything
      do {
        try host.setContentOffset(.zero, animated: false)
        try host.setViewportSize(compared)
      } catch {
        return "the host threw \(error) when resized to show everything"
      }
      for _ in 0..<20 where adapter.isApplying || host.batchesInFlight > 0 {
        await clock.advance(by: .milliseconds(300))
        host.settleAnimations()
      }
      if let rejection = diagnostics.rejections.first {
        return "the adapter reported \(rejection) after showing everything"
      }
    }
    let fresh = makeHost(compared, clock: ContinuousClock())
    let freshAdapter = ListAdapter(host: fresh, configuration: configuration)
    freshAdapter.diagnostics = Diagnostics { _ in }
    freshAdapter.attach(NumberSizer())
    freshAdapter.reload(last)
    do {
      try fresh.setContentOffset(host.contentOffset, animated: false)
    } catch {
      return "the fresh host threw \(error)"
    }
    let snapshot = host.snapshot()
    let reference = fresh.snapshot()
    guard snapshot == reference else {
      return "snapshot differs from a fresh load's:\n\(snapshot)\n--- fresh:\n\(reference)"
    }
    return nil
  }

  /// `model` with each item's badges and each section's layout.
  static func decorate(
    _ model: ListModel, badges: [AnyListID: [Badge]], layouts: [AnyListID: MixedSection]
  ) -> ListModel {
    var model = model
    for section in model.sections.indices {
      let layout = layouts[model.sections[section].id]
      model.sections[section].layout = layout
      // The headless host does not scroll an orthogonal section sideways, so an item past its
      // edge is never shown, and a self-sizing one never measured on a fresh host, though the
      // fuzzed adapter may have cached its answer from an earlier position: keep sizes from code
      // there.
      let sizesFromCode = (layout?.orthogonalScrolling ?? .none) != .none
      model.sections[section].items = model.sections[section].items.map { item in
        var item = item
        if sizesFromCode, item.viewType is any SelfSizingView.Type,
          let text = item.content(as: String.self)
        {
          item = ListItem(id: item.id, content: text, view: TextCell.self)
        }
        return (badges[item.id] ?? []).reduce(item) { item, badge in
          let shown =
            badge.isBackground
            ? ListItem(id: "bg", content: badge.text, view: RowBackgroundView.self)
            : ListItem(id: "badge", content: badge.text, view: BadgeView.self)
          return item.supplementary(badge.kind, shown, placement: badge.placement)
        }
      }
    }
    return model
  }

  /// Adds, removes, re-words, re-places or re-types one badge of `id`, or repeats a kind.
  static func mutateBadges(
    of id: AnyListID, in badges: inout [AnyListID: [Badge]], using rng: inout SeededGenerator
  ) {
    var list = badges[id] ?? []
    let text = "\(Int.random(in: 0..<100, using: &rng))"
    switch Int.random(in: 0..<7, using: &rng) {
    case 0, 1:
      let kind = kinds.randomElement(using: &rng)!
      list.removeAll { $0.kind == kind }
      list.append(
        Badge(
          kind: kind, text: text, isBackground: false,
          placement: randomPlacement(using: &rng)))
    case 2 where !list.isEmpty:
      list.remove(at: Int.random(in: list.indices, using: &rng))
    case 3 where !list.isEmpty:
      list[Int.random(in: list.indices, using: &rng)].text = text
    case 4 where !list.isEmpty:
      list[Int.random(in: list.indices, using: &rng)].placement = randomPlacement(using: &rng)
    case 5 where !list.isEmpty:
      list[Int.random(in: list.indices, using: &rng)].isBackground.toggle()
    case 6 where !list.isEmpty:
      // A repeated kind: reported, and the first one shown.
      list.append(list[0])
      list[list.count - 1].text = "dup " + text
    default:
      list = []
    }
    badges[id] = list
  }

  /// A corner with an offset, or a view behind the item.
  static func randomPlacement(using rng: inout SeededGenerator) -> ItemSupplementaryPlacement {
    let corners: [ItemCorner] = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
    return Int.random(in: 0..<4, using: &rng) == 0
      ? .behind(outset: randomLength(in: 0...6, using: &rng))
      : .corner(
        corners.randomElement(using: &rng)!, dx: randomLength(in: -8...8, using: &rng),
        dy: randomLength(in: -8...8, using: &rng))
  }

  /// Gives the section `id` a random layout (list rows in the plain style only, for a table),
  /// or the host's.
  static func mutateLayout(
    of id: AnyListID, in layouts: inout [AnyListID: MixedSection], table: Bool,
    using rng: inout SeededGenerator
  ) {
    if Int.random(in: 0..<4, using: &rng) == 0 {
      layouts[id] = nil
    } else if table {
      layouts[id] = .table(TableSection.random(itemCount: 0, using: &rng), style: .plain)
    } else {
      layouts[id] = MixedSection.random(itemCount: 0, using: &rng)
    }
  }
}
