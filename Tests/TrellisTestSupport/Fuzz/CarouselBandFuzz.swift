import Foundation
import TrellisCore
import TrellisLayout
import TrellisList

/// The carousel of the update-sequence fuzz with `FuzzFeatures.carouselBands`, the same on every
/// host with bands: a `ListCarousel` on a band of pages 85% or 100% wide whose behaviour snaps,
/// paired with the alignment it calls for; its moves and auto-roll; and the checks after a
/// settle, judged from the host's own band state (``BandState``), never the carousel's.
///
///     let fuzz = CarouselBandFuzz(
///       sectionID: first.id, adapter: adapter, clock: clock, using: &rng
///     ) { carousel in  // the driver reads its host
///       BandState(offset: …, isDecelerating: …, geometry: …)
///     }
///     model.sections[0].layout = fuzz.band
///     fuzz.perturb(using: &rng)    // each step
///     if let failure = fuzz.check() { return failure }  // after each settle
///
/// After each settle the carousel's page is the page at its band's offset and it appeared; its
/// callbacks come in order (``CarouselCallbackChecker``) and a page appears only while its band
/// rests there: never during the carousel's own move, nor while the band decelerates.
@MainActor
package final class CarouselBandFuzz {
  // MARK: Lifecycle

  /// Draws a band and a carousel for the section `sectionID` and attaches the carousel to
  /// `adapter`; `state` reads the band's state from the host, or `nil` when no page can be told
  /// (no band, no items, a viewport without width).
  package init(
    sectionID: AnyListID, adapter: ListAdapter, clock: any Clock<Duration>,
    using rng: inout SeededGenerator, state: @escaping @MainActor (ListCarousel) -> BandState?
  ) {
    let pairs: [(OrthogonalScrolling, PageAlignment, GridItemWidth, CGFloat, LayoutInsets)] = [
      (.groupPaging, .leading, .fractional(0.85), 10, .zero),
      (.continuousGroupLeadingBoundary, .leading, .fractional(0.85), 0, .zero),
      (.groupPagingCentered, .center, .fractional(0.85), 10, LayoutInsets(left: 16, right: 16)),
      (.paging, .leading, .fractional(1), 0, .zero),
    ]
    let (scrolling, alignment, width, spacing, insets) = pairs.randomElement(using: &rng)!
    self.sectionID = sectionID
    band = .carousel(
      GridSection(
        itemWidth: width, itemHeight: .fixed(100), groupSpacing: spacing, insets: insets),
      scrolling: scrolling)
    carousel = ListCarousel(
      sectionID: sectionID, alignment: alignment, isLooping: Bool.random(using: &rng),
      autoRollInterval: Bool.random(using: &rng) ? .milliseconds(700) : nil, clock: clock)
    checker = CarouselCallbackChecker(carousel)
    self.state = state
    adapter.attach(carousel)
    checker.restingPage = { [weak self] in self?.restingPage() ?? .unknown }
  }

  // MARK: Package

  /// What the host says of the carousel's band.
  package struct BandState {
    /// The band's offset.
    package var offset: CGFloat
    /// Whether the band decelerates after the user's flick (or a programmatic animated move).
    package var isDecelerating: Bool
    /// The carousel's page geometry.
    package var geometry: PagingGeometry

    /// A state.
    package init(offset: CGFloat, isDecelerating: Bool, geometry: PagingGeometry) {
      self.offset = offset
      self.isDecelerating = isDecelerating
      self.geometry = geometry
    }
  }

  /// The identity of the carousel's section.
  package let sectionID: AnyListID
  /// The description of the carousel's section: a snapping band.
  package let band: MixedSection
  /// The carousel.
  package let carousel: ListCarousel
  /// Its callback checker.
  package let checker: CarouselCallbackChecker

  /// What the carousel did: moves asked, checks made, pages appeared.
  package var tallies: [String: Int] {
    [
      "carouselMoves": moves, "carouselChecks": checks,
      "carouselAppearances": checker.appearances,
    ]
  }

  /// Moves the carousel (one or two pages, either way, animated or not) or lets its auto-roll
  /// run if due.
  package func perturb(using rng: inout SeededGenerator) {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      moves += 1
      carousel.moveToNextPage(animated: Bool.random(using: &rng))
    case 1:
      moves += 1
      carousel.move(
        by: [-2, -1, 2].randomElement(using: &rng)!, animated: Bool.random(using: &rng))
    case 2:
      carousel.settleAutoRoll()
    default:
      break
    }
  }

  /// The page the band rests on, asked when a page did-appears.
  package func restingPage() -> CarouselCallbackChecker.RestingPage {
    guard let band = state(carousel) else { return .unknown }
    if carousel.isAnimating || band.isDecelerating { return .moving }
    return .page(page(of: band))
  }

  /// After a settle: the carousel's page is the page at its band's offset, its callbacks were
  /// well formed, and its current page appeared; `nil` when all holds.
  package func check() -> String? {
    if let violation = checker.violations.first { return "carousel callbacks: \(violation)" }
    guard let band = state(carousel), !carousel.isAnimating, !band.isDecelerating else {
      return nil
    }
    checks += 1
    let page = page(of: band)
    guard carousel.currentPage == page else {
      return "the carousel shows page \(carousel.currentPage.map(String.init) ?? "none") but its "
        + "band rests at \(band.offset), page \(page)"
    }
    guard checker.current == page, checker.appeared else {
      return "the carousel's page \(page) did not appear after the band rested"
    }
    return nil
  }

  // MARK: Private

  private let state: @MainActor (ListCarousel) -> BandState?
  private var moves = 0
  private var checks = 0

  private func page(of band: BandState) -> Int {
    min(band.geometry.page(at: band.offset), carousel.itemCount - 1)
  }
}
