import Clocks
import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting
@_spi(Testing) import TrellisTesting

@testable import TrellisList

/// The headless hosts' side of the update-sequence fuzz (``UpdateSequenceFuzz``): a
/// `HeadlessCollectionView` (with a per-section layout under `.sectionLayouts`) or a
/// `HeadlessTableView`, which check UIKit's rules themselves (they throw, and the adapter reports
/// the rejection).
///
/// Its draws, in order: the adapter's configuration and the viewport; per step the request
/// (animated, not animated, or a reload), a disturbance of the host (scrolls, leaving or entering
/// the window, a collapsed viewport and, with `.sizeChanges`, other widths and heights), and time
/// (a settle with every check, a tenth or a whole animation duration, or none). With
/// `.itemSupplementaries` and `.sectionLayouts` each step also changes some items' badges and a
/// section's layout. With `.bands` most sections become carousels, and each step may drag a band
/// (released to rest at once or to decelerate while the next requests apply) or scroll one to an
/// item; every settle lets the bands come to rest. After a settle the host shows the last model,
/// completions ran in order, and (without self-sizing, whose sizes depend on what was shown) the
/// snapshot equals a fresh host's at the same list and band offsets.
@MainActor
final class HeadlessFuzzDriver: UpdateSequenceDriver {
  /// A viewport tall enough to show every item of any model the fuzz makes.
  static let everything = CGSize(width: 320, height: 40_000)

  let kind: FuzzHostKind
  let features: FuzzFeatures
  let configuration: ListAdapter.Configuration
  let viewport: CGSize
  let fixture: AdapterFixture
  /// The model last requested.
  private(set) var last = ListModel()
  private var badges: [AnyListID: [FuzzBadge]] = [:]
  private var layouts: [AnyListID: MixedSection] = [:]
  /// How many times the sequence dragged a band, and released one to decelerate.
  private var bandDrags = 0
  private var bandFlicks = 0
  /// How many "Move up"/"Move down" custom actions moved an item.
  private var accessibilityMoves = 0
  /// With `.accessibilityStatus`: text-size changes made.
  private var statusChanges = 0
  /// With `.carouselBands`: the carousel on the first section's band.
  private var carousel: CarouselBandFuzz?

  var adapter: ListAdapter { fixture.adapter }
  var host: HeadlessListView { fixture.host }

  init(kind: FuzzHostKind, features: FuzzFeatures, using rng: inout SeededGenerator) {
    precondition(kind == .headlessCollection || kind == .headlessTable, "not a headless host")
    let configuration = ListAdapter.Configuration.fuzzed(using: &rng)
    let viewport = fuzzViewport(using: &rng)
    self.kind = kind
    self.features = features
    self.configuration = configuration
    self.viewport = viewport
    fixture = AdapterFixture(configuration: configuration) {
      Self.makeHost(kind, features: features, viewport: viewport, clock: $0)
    }
    fixture.adapter.attach(NumberSizer())
  }

  /// A host of `kind`: a table, or a collection view with a flow layout (a per-section layout
  /// under `.sectionLayouts`).
  static func makeHost(
    _ kind: FuzzHostKind, features: FuzzFeatures, viewport: CGSize, clock: any Clock<Duration>
  ) -> HeadlessListView {
    if kind == .headlessTable { return HostKind.table.make(clock: clock, viewport: viewport) }
    guard features.contains(.sectionLayouts) else {
      return HostKind.collection.make(clock: clock, viewport: viewport)
    }
    return HeadlessCollectionView(viewportSize: viewport, layout: .perSection(), clock: clock)
  }

  var tallies: [String: Int] {
    let itemViews = host.snapshot().split(separator: "\n").filter {
      $0.hasPrefix("badge") || $0.hasPrefix("mark")
    }
    let leftOut = fixture.diagnostics.all.filter {
      if case .itemSupplementaryUnsupported = $0 { return true }
      return false
    }
    return [
      "batches": adapter.statistics.batches,
      "runsShowingItemViews": itemViews.isEmpty ? 0 : 1,
      "itemSupplementariesLeftOut": leftOut.count,
      "selfSizingMeasurements": adapter.sizeCache.statistics.selfSizingMeasurements,
      "bandDrags": bandDrags, "bandFlicks": bandFlicks, "accessibilityMoves": accessibilityMoves,
      "categoryChanges": statusChanges,
      "runsEndingWithScrolledBands": (0..<host.numberOfSections).contains {
        (host.bandOffset(ofSection: $0) ?? 0) != 0
      } ? 1 : 0,
    ].merging(carousel?.tallies ?? [:]) { $1 }
  }

  func layoutInvariantViolations() -> [String] {
    (host.currentLayout as? any _InvariantChecking)?._invariantViolations() ?? []
  }

  // MARK: Steps

  func load(_ model: ListModel, using rng: inout SeededGenerator) {
    if features.contains(.itemSupplementaries) {
      for path in model.itemPaths {
        FuzzBadge.mutate(of: model[path].id, in: &badges, using: &rng)
      }
    }
    if features.contains(.sectionLayouts) {
      for section in model.sections {
        Self.mutateLayout(
          of: section.id, in: &layouts, table: kind.isTable, bands: features.contains(.bands),
          using: &rng)
      }
    }
    if features.contains(.carouselBands), let first = model.sections.first {
      attachCarousel(to: first.id, using: &rng)
    }
    last = present(model)
    fixture.apply(last, animated: false)
  }

  /// Attaches a carousel to the section `id` (``CarouselBandFuzz``), judged by this host's band.
  private func attachCarousel(to id: AnyListID, using rng: inout SeededGenerator) {
    carousel = CarouselBandFuzz(
      sectionID: id, adapter: adapter, clock: fixture.clock, using: &rng
    ) { [weak self] carousel in
      guard let self, let section = carousel.sectionIndex,
        let offset = self.host.bandOffset(ofSection: section), carousel.itemCount > 0,
        self.host.viewportSize.width > 0, let geometry = carousel.geometry
      else { return nil }
      return CarouselBandFuzz.BandState(
        offset: offset, isDecelerating: self.host.isBandDecelerating(ofSection: section),
        geometry: geometry)
    }
  }

  func request(_ model: ListModel, step: Int, using rng: inout SeededGenerator) {
    if features.contains(.itemSupplementaries) {
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        guard let path = model.itemPaths.randomElement(using: &rng) else { break }
        FuzzBadge.mutate(of: model[path].id, in: &badges, using: &rng)
      }
    }
    if features.contains(.sectionLayouts), let section = model.sections.randomElement(using: &rng),
      Bool.random(using: &rng), section.id != carousel?.sectionID
    {
      Self.mutateLayout(
        of: section.id, in: &layouts, table: kind.isTable, bands: features.contains(.bands),
        using: &rng)
    }
    last = present(model)
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<6: fixture.apply(last, animated: true)
    case 6..<8: fixture.apply(last, animated: false)
    default:
      if features.contains(.reloads) { fixture.reload(last) } else { fixture.apply(last) }
    }
  }

  func perturb(step: Int, using rng: inout SeededGenerator) async -> String? {
    let resizes = features.contains(.sizeChanges)
    do {
      switch Int.random(in: 0..<(resizes ? 14 : 12), using: &rng) {
      case 0, 1:
        let shown = resizes ? host.viewportSize.height : viewport.height
        let range = max(0, host.contentSize.height - shown)
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
    } catch {
      return "the host threw \(error) while scrolling or resizing"
    }
    if features.contains(.carouselBands) { carousel?.perturb(using: &rng) }
    if features.contains(.accessibilityMoves), !adapter.isApplying, host.batchesInFlight == 0,
      Bool.random(using: &rng), let failure = moveAccessibly(using: &rng)
    {
      return failure
    }
    if features.contains(.accessibilityStatus) { perturbStatus(using: &rng) }
    if features.contains(.bands) { return perturbBands(using: &rng) }
    return nil
  }

  /// Moves a random visible item with "Move up" or "Move down", as a VoiceOver user does; the app
  /// does not take the move and applies its model again.
  private func moveAccessibly(using rng: inout SeededGenerator) -> String? {
    guard let path = host.indexPathsForVisibleItems.randomElement(using: &rng) else { return nil }
    let name = AccessibilityMoveFuzz.actionName(using: &rng)
    do {
      guard try host.customActions(ofItemAt: path).contains(name) else {
        return "the item at \(path) offers no \(name)"
      }
      if try host.performCustomAction(named: name, ofItemAt: path) { accessibilityMoves += 1 }
    } catch {
      return "the host threw \(error) for \(name) of the item at \(path)"
    }
    fixture.apply(last, animated: Bool.random(using: &rng))
    return nil
  }

  /// Changes the accessibility status: VoiceOver, Reduce Motion or the text size (with
  /// `.accessibilityStatus`).
  private func perturbStatus(using rng: inout SeededGenerator) {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: host.accessibilityStatus.isVoiceOverRunning.toggle()
    case 1: host.accessibilityStatus.isReduceMotionEnabled.toggle()
    case 2:
      host.accessibilityStatus.contentSizeCategory =
        [ListContentSizeCategory.large, .accessibilityLarge, .extraSmall].randomElement(
          using: &rng)!
      statusChanges += 1
    default: break
    }
  }

  /// Drags a random band (released without velocity, gently or hard) or scrolls one to an item.
  private func perturbBands(using rng: inout SeededGenerator) -> String? {
    let banded = (0..<host.numberOfSections).filter { host.bandOffset(ofSection: $0) != nil }
    guard let section = banded.randomElement(using: &rng) else { return nil }
    do {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0..<4:
        let translation = CGFloat(Int.random(in: -300...300, using: &rng))
        let velocity = [0, 0, 0.3, -0.3, 3, -3].randomElement(using: &rng)!
        bandDrags += 1
        try host.dragBand(ofSection: section, by: translation, releasingWith: velocity)
        if host.isBandDecelerating(ofSection: section) { bandFlicks += 1 }
      case 4:
        let count = host.numberOfItems(inSection: section)
        guard count > 0 else { return nil }
        let position = [ListScrollPosition.start, .center, .end, .nearest]
          .randomElement(using: &rng)!
        try host.scrollToItem(
          at: ItemPath(item: Int.random(in: 0..<count, using: &rng), section: section),
          at: position, animated: Bool.random(using: &rng))
      default:
        break
      }
    } catch {
      return "the host threw \(error) while scrolling band \(section)"
    }
    return nil
  }

  /// Lets every band's deceleration end (with `.bands`).
  private func settleBands() async -> String? {
    guard features.contains(.bands) else { return nil }
    await fixture.clock.advance(by: host.decelerationDuration)
    do {
      try host.settleDeceleration()
    } catch {
      return "the host threw \(error) while bands came to rest"
    }
    return nil
  }

  func advance(step: Int, using rng: inout SeededGenerator) async -> String? {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0..<7:
      guard await fixture.settle() else { return "never settled" }
      if let failure = await settleBands() { return failure }
      if let failure = check(comparingWithFreshHost: !features.contains(.selfSizing)) {
        return failure
      }
      if let failure = carousel?.check() { return failure }
      if features.contains(.accessibilityMoves), Bool.random(using: &rng),
        let failure = moveAccessibly(using: &rng)
      {
        return failure
      }
    case 7..<10: await fixture.advance(by: .milliseconds(100))
    case 10..<13: await fixture.advance()
    default: break
    }
    let order = fixture.completions.order
    guard order == Array(0..<order.count) else { return "completions ran as \(order)" }
    return nil
  }

  func finish() async -> String? {
    host.isInWindow = true
    // Back to the default status: the fresh host compared with loads at it.
    host.accessibilityStatus = ListAccessibilityStatus()
    let selfSizing = features.contains(.selfSizing)
    do {
      try host.setViewportSize(viewport)
      if selfSizing {
        // Self-sizing cells are measured once shown, so a host that scrolled knows sizes a fresh
        // one has only estimated: both show everything before they are compared.
        try host.setContentOffset(.zero, animated: false)
        try host.setViewportSize(Self.everything)
      }
    } catch {
      return "the host threw \(error) when resized back"
    }
    guard await fixture.settle() else { return "never settled" }
    if let failure = await settleBands() { return failure }
    if let failure = carousel?.check() { return failure }
    return check(comparingWithFreshHost: true)
  }

  // MARK: Checks

  /// Everything that must hold when nothing is in flight; with `comparingWithFreshHost`, the
  /// snapshot also equals a fresh host's that loaded the last model.
  private func check(comparingWithFreshHost: Bool) -> String? {
    let diagnostics = fixture.diagnostics
    if let rejection = diagnostics.rejections.first {
      return "the adapter reported \(rejection)"
    }
    if features.contains(.itemSupplementaries),
      let other = diagnostics.all.first(where: { !isExpected($0) })
    {
      return "the adapter reported \(other)"
    }
    if let mismatch = fixture.mismatch(showing: last) { return mismatch }
    guard adapter.displayedModel == last else { return "displayedModel is not the last model" }
    let order = fixture.completions.order
    guard order == Array(0..<fixture.completions.requested) else {
      return "completions ran as \(order) of \(fixture.completions.requested)"
    }
    // Per-section layouts (grids, carousels) size their items themselves; elsewhere every
    // visible self-sizing cell is at the size it reports.
    for path in host.indexPathsForVisibleItems where !features.contains(.sectionLayouts) {
      guard let cell = host.cellForItem(at: path) as? HeadlessCell,
        let sizing = cell as? any SelfSizingView
      else { continue }
      let reported = sizing.preferredSize(fitting: cell.frame.size, in: host.viewportSize)
      guard cell.frame.size == reported else {
        return "the cell at \(path) is \(cell.frame.size), but reports \(reported)"
      }
    }
    // Every visible self-sizing header and footer is as long as it reports.
    for section in 0..<host.numberOfSections {
      for kind in [SupplementaryKind.header, .footer] {
        guard
          let view = host.supplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section))
            as? GrowingHeader
        else { continue }
        let reported = view.preferredSize(fitting: view.frame.size, in: host.viewportSize)
        guard view.frame.height == reported.height else {
          return "the \(kind) of section \(section) is \(view.frame.size), but reports \(reported)"
        }
      }
    }
    guard comparingWithFreshHost else { return nil }
    let reference: String
    do {
      reference = try referenceSnapshot()
    } catch {
      return "the reference host threw \(error)"
    }
    let snapshot = host.snapshot()
    guard snapshot == reference else {
      return "snapshot differs from a fresh host's:\n\(snapshot)\n--- fresh:\n\(reference)"
    }
    return nil
  }

  /// Whether `diagnostic` is one the fuzz's bad input calls for: duplicates, and (on a table,
  /// which shows no supplementary views per row) badges left out.
  private func isExpected(_ diagnostic: ListDiagnostic) -> Bool {
    switch diagnostic {
    case .duplicateItemSupplementary, .duplicateItemID, .duplicateSectionID: true
    case .itemSupplementaryUnsupported: kind.isTable
    default: false
    }
  }

  /// The snapshot of a fresh host like this one that reloads the last model with a fresh adapter
  /// and scrolls to this host's offset, and its bands to this host's band offsets: what any host
  /// that shows the model must look like.
  private func referenceSnapshot() throws -> String {
    let fresh = Self.makeHost(
      kind, features: features, viewport: host.viewportSize, clock: ContinuousClock())
    let adapter = ListAdapter(host: fresh, configuration: configuration)
    adapter.diagnostics = Diagnostics { _ in }
    adapter.attach(NumberSizer())
    adapter.reload(last)
    try fresh.setContentOffset(host.contentOffset, animated: false)
    for section in 0..<host.numberOfSections {
      guard let offset = host.bandOffset(ofSection: section) else { continue }
      // A band the fresh host lacks shows in the snapshots' difference.
      guard fresh.bandOffset(ofSection: section) != nil else { continue }
      try fresh.setBandOffset(offset, ofSection: section)
    }
    return fresh.snapshot()
  }

  // MARK: Models

  /// `raw` made headless (two thirds of its text items self-sizing under `.selfSizing`), with
  /// the badges of its items and the layouts of its sections.
  private func present(_ raw: ListModel) -> ListModel {
    var model = features.contains(.selfSizing) ? raw.selfSizing : raw.headless
    if features.contains(.accessibilityMoves) { model = model.accessiblyMovable }
    guard
      features.contains(.itemSupplementaries) || features.contains(.sectionLayouts)
        || carousel != nil
    else {
      return model
    }
    for section in model.sections.indices {
      let id = model.sections[section].id
      let layout = id == carousel?.sectionID ? carousel?.band : layouts[id]
      model.sections[section].layout = layout
      // A fresh host shows only the items of a band at its offset, so a self-sizing one elsewhere
      // in the band is never measured there, though the fuzzed adapter may have cached its answer
      // from an earlier position: keep sizes from code there.
      let sizesFromCode = (layout?.orthogonalScrolling ?? .none) != .none
      model.sections[section].items = model.sections[section].items.map { item in
        var item = item
        if sizesFromCode, item.viewType is any SelfSizingView.Type,
          let text = item.content(as: String.self)
        {
          item = ListItem(id: item.id, content: text, view: TextCell.self)
        }
        return (badges[item.id] ?? []).reduce(item) { $1.decorate($0) }
      }
    }
    return model
  }

  /// Gives the section `id` a random layout (list rows in the plain style only, for a table),
  /// or the host's; with `bands`, two times in three a carousel of items 120 to 300 wide.
  static func mutateLayout(
    of id: AnyListID, in layouts: inout [AnyListID: MixedSection], table: Bool,
    bands: Bool = false, using rng: inout SeededGenerator
  ) {
    if bands, !table, Int.random(in: 0..<3, using: &rng) != 0 {
      let scrolling = OrthogonalScrolling.allCases.filter { $0 != .none }
        .randomElement(using: &rng)!
      // Items at least 120 wide, so that a band of a few items reaches past the viewport.
      var options = GridSection.random(itemCount: 0, using: &rng)
      options.itemWidth = .fixed(randomLength(in: 120...300, using: &rng))
      layouts[id] = .carousel(options, scrolling: scrolling)
    } else if Int.random(in: 0..<4, using: &rng) == 0 {
      layouts[id] = nil
    } else if table {
      layouts[id] = .table(TableSection.random(itemCount: 0, using: &rng), style: .plain)
    } else {
      layouts[id] = MixedSection.random(itemCount: 0, using: &rng)
    }
  }
}
