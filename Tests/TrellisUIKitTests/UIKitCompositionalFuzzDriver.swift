// The UIKit collection host's update-sequence fuzz on the compositional path (the `.compositional`
// layout option of the UIKit collection fuzz), on the UIKit double. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  @testable import TrellisList
  @testable import TrellisUIKit
  @testable import UIKit

  /// `CollectionViewHost` with a `ListCompositionalLayout` over the double's `UICollectionView` in
  /// the update-sequence fuzz (``UpdateSequenceFuzz``), under `.compositional`.
  ///
  /// Every section draws a layout of its own (`MixedSection.random`: flow, grid, carousel,
  /// waterfall, table rows), redrawn now and then, with fixed item heights so that a fresh load
  /// computes the same frames (measured heights are covered by `CompositionalLayoutTests`). Per
  /// step it draws a list scroll, a drag of a random band with a release velocity (its
  /// deceleration runs on the test clock, across the batches that follow), and time. A sequence
  /// ends with zero UIKit violations, no host rejection reported, the last model displayed, and
  /// the same visible cells at the same frames as a fresh collection view that loaded the same
  /// model at the same list offset and the same band offsets, band offsets included.
  ///
  /// With `.carouselBands` the first section of the first model is a snapping band with a
  /// `ListCarousel` on it (``CarouselBandFuzz``, as on the headless host): the carousel moves and
  /// auto-rolls on the layout's clock while its band is dragged and updates apply, and after
  /// every settle its page is the page at the band's offset (the layout's, not the tracker's),
  /// that page appeared once, and it appeared only while the band rested there.
  @MainActor
  final class UIKitCompositionalFuzzDriver: UpdateSequenceDriver {
    let features: FuzzFeatures
    let clock: TestClock<Duration>
    let configuration: ListAdapter.Configuration
    let viewport: CGSize
    let fixture: CompositionalFixture
    let diagnostics = UIKitDiagnosticsLog()
    private var layouts: [AnyListID: MixedSection] = [:]
    private var last = ListModel()
    private var bandDrags = 0
    /// With `.carouselBands`: the carousel on the first section's band.
    private var carousel: CarouselBandFuzz?

    var adapter: ListAdapter { fixture.adapter }

    static func withEnvironment(_ body: @MainActor () async -> String?) async -> String? {
      await UIKitCollectionFuzzEnvironment.run(body)
    }

    init(kind: FuzzHostKind, features: FuzzFeatures, using rng: inout SeededGenerator) {
      precondition(kind == .uikitCollection, "not a UIKit collection host")
      let clock = UIKitCollectionFuzzEnvironment.clock(for: Self.self)
      self.features = features
      self.clock = clock
      configuration = ListAdapter.Configuration.fuzzed(using: &rng)
      viewport = fuzzViewport(using: &rng)
      fixture = CompositionalFixture(clock: clock, viewport: viewport, configuration: configuration)
      fixture.adapter.diagnostics = diagnostics.hook
      fixture.adapter.attach(UIKitNumberSizer())
    }

    var tallies: [String: Int] {
      ["batches": adapter.statistics.batches, "bandDrags": bandDrags].merging(
        carousel?.tallies ?? [:]
      ) { $1 }
    }

    // MARK: Steps

    func load(_ model: ListModel, using rng: inout SeededGenerator) {
      for section in model.sections { drawLayout(of: section.id, using: &rng) }
      if features.contains(.carouselBands), let first = model.sections.first {
        attachCarousel(to: first.id, using: &rng)
      }
      last = present(model)
      fixture.adapter.apply(last, animated: false, completion: nil)
    }

    func request(_ model: ListModel, step: Int, using rng: inout SeededGenerator) {
      for section in model.sections where layouts[section.id] == nil {
        drawLayout(of: section.id, using: &rng)
      }
      if let section = model.sections.randomElement(using: &rng), Bool.random(using: &rng),
        section.id != carousel?.sectionID
      {
        drawLayout(of: section.id, using: &rng)
      }
      last = present(model)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<6: fixture.adapter.apply(last, animated: true, completion: nil)
      case 6..<8: fixture.adapter.apply(last, animated: false, completion: nil)
      default:
        if features.contains(.reloads) {
          fixture.adapter.reload(last, completion: nil)
        } else {
          fixture.adapter.apply(last, animated: true, completion: nil)
        }
      }
    }

    func perturb(step: Int, using rng: inout SeededGenerator) async -> String? {
      let collectionView = fixture.collectionView
      switch Int.random(in: 0..<6, using: &rng) {
      case 0, 1:
        let range = max(0, collectionView.contentSize.height - viewport.height)
        let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
        collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      case 2, 3, 4:
        collectionView.layoutIfNeeded()
        let bands = bandSections()
        guard let section = bands.randomElement(using: &rng) else { break }
        let translation = CGFloat(Int.random(in: -300...300, using: &rng))
        let velocity = CGFloat(Int.random(in: -2...2, using: &rng))
        fixture.layout.dragOrthogonalSection(
          section, by: CGPoint(x: translation, y: 0),
          releasingWith: CGPoint(x: velocity, y: 0))
        bandDrags += 1
      default: break
      }
      if features.contains(.carouselBands) { carousel?.perturb(using: &rng) }
      return nil
    }

    func advance(step: Int, using rng: inout SeededGenerator) async -> String? {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<7:
        guard await fixture.settle() else { return "never settled" }
        if let failure = carousel?.check() { return failure }
      case 7..<10: await fixture.advance(by: .milliseconds(100))
      case 10..<13: await fixture.advance()
      default: break
      }
      return nil
    }

    func finish() async -> String? {
      let collectionView = fixture.collectionView
      guard await fixture.settle() else { return "never settled" }
      collectionView.layoutIfNeeded()
      if let failure = carousel?.check() { return failure }
      if let rejection = diagnostics.all.first { return "the adapter reported \(rejection)" }
      guard adapter.displayedModel == last else { return "displayedModel is not the last model" }
      let fresh = CompositionalFixture(
        clock: clock, viewport: viewport, configuration: configuration)
      fresh.adapter.attach(UIKitNumberSizer())
      fresh.adapter.reload(last, completion: nil)
      fresh.collectionView.layoutIfNeeded()
      fresh.collectionView.setContentOffset(collectionView.contentOffset, animated: false)
      for section in bandSections() {
        fresh.layout.setOrthogonalOffset(
          fixture.layout.orthogonalOffset(ofSection: section), ofSection: section)
      }
      fresh.collectionView.layoutIfNeeded()
      let bands = bandSections().map {
        "band \($0) at \(fixture.layout.orthogonalOffset(ofSection: $0).x)"
      }
      let freshBands = bandSections().map {
        "band \($0) at \(fresh.layout.orthogonalOffset(ofSection: $0).x)"
      }
      let tracked = bandSections().map {
        "band \($0) at \(fixture.host.bandTracker?.offset(ofSection: $0) ?? -1)"
      }
      let display = bands + fixture.cells()
      let reference = freshBands + fresh.cells()
      guard display == reference else {
        return
          "display differs from a fresh load:\n\(display.joined(separator: "\n"))\n--- fresh:\n"
          + reference.joined(separator: "\n")
      }
      guard tracked == bands else {
        return "the band tracker says \(tracked), the layout \(bands)"
      }
      return nil
    }

    // MARK: Private

    /// Attaches a carousel to the section `id` (``CarouselBandFuzz``), judged by the layout's
    /// band: its offset and whether it decelerates.
    private func attachCarousel(to id: AnyListID, using rng: inout SeededGenerator) {
      let carousel = CarouselBandFuzz(
        sectionID: id, adapter: adapter, clock: clock, using: &rng
      ) { [weak self] carousel in
        guard let self, let section = carousel.sectionIndex, carousel.itemCount > 0,
          self.fixture.host.bandOffset(ofSection: section) != nil,
          self.fixture.collectionView.bounds.width > 0, let geometry = carousel.geometry
        else { return nil }
        let layout = self.fixture.layout
        let offset = layout.orthogonalOffset(ofSection: section).x
        // The double's deceleration lands at its target, clamped to the band's content then: one
        // whose content shrank under it to the offset it has already rests there (UIKit would
        // bounce; the double does not).
        var isDecelerating = false
        if let deceleration = layout.bandDecelerations[section] {
          let limit = max(
            0,
            layout.orthogonalContentLength(ofSection: section)
              - self.fixture.collectionView
              .bounds.width)
          isDecelerating = abs(min(max(deceleration.target, 0), limit) - offset) > 0.5
        }
        return CarouselBandFuzz.BandState(
          offset: offset, isDecelerating: isDecelerating, geometry: geometry)
      }
      layouts[id] = carousel.band
      self.carousel = carousel
    }

    /// The sections laid out as bands now.
    private func bandSections() -> [Int] {
      fixture.layout.geometry.sections.indices.filter {
        fixture.layout.geometry.sections[$0].isOrthogonal
      }
    }

    /// Draws a layout for the section `id`, with fixed item heights.
    private func drawLayout(of id: AnyListID, using rng: inout SeededGenerator) {
      var layout = MixedSection.random(itemCount: 0, using: &rng)
      switch layout {
      case .grid(var options):
        if options.itemHeight == .measured { options.itemHeight = .fixed(50) }
        layout = .grid(options)
      case .table(var options, let style):
        if options.rowHeight == nil { options.rowHeight = 44 }
        layout = .table(options, style: style)
      case .flow, .waterfall: break
      }
      layouts[id] = layout
    }

    /// `raw` with UIKit cells and each section's drawn layout.
    private func present(_ raw: ListModel) -> ListModel {
      var model = raw.uikit
      for section in model.sections.indices {
        model.sections[section].layout = layouts[model.sections[section].id]
      }
      return model
    }
  }
#endif
