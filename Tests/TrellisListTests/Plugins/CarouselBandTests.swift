import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@_spi(Testing) @testable import TrellisList

/// A carousel on a band: section 0 of a vertical feed (320 × 480) is an orthogonal row, section 1
/// a two-column grid tall enough to scroll the list.
@MainActor
struct BandCarouselFixture {
  let clock = TestClock()
  let host: HeadlessCollectionView
  let adapter: ListAdapter
  let carousel: ListCarousel
  let log = CallLog()
  var band: MixedSection
  var diagnostics: [String] { collected.values }
  private let collected = DiagnosticBox()

  /// A band of 280-point pages 10 apart (page length 290) that scrolls `scrolling`.
  nonisolated static func band(
    _ scrolling: OrthogonalScrolling, width: GridItemWidth = .fixed(280), spacing: CGFloat = 10,
    insets: LayoutInsets = .zero
  ) -> MixedSection {
    BandRelease.band(scrolling, width: width, spacing: spacing, insets: insets)
  }

  init(
    band: MixedSection = Self.band(.groupPaging), measured: Bool = true,
    alignment: PageAlignment = .leading, isLooping: Bool = false, isInfinite: Bool = false,
    autoRollInterval: Duration? = nil
  ) {
    self.band = band
    host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 480), layout: .perSection(), clock: clock)
    adapter = ListAdapter(host: host)
    let box = collected
    adapter.diagnostics = Diagnostics { diagnostic in box.append("\(diagnostic)") }
    if measured {
      carousel = ListCarousel(
        sectionID: "banners", alignment: alignment, isLooping: isLooping, isInfinite: isInfinite,
        autoRollInterval: autoRollInterval, clock: clock)
    } else {
      carousel = ListCarousel(
        sectionID: "banners", itemLength: 280, spacing: 10, alignment: alignment,
        isLooping: isLooping, isInfinite: isInfinite, autoRollInterval: autoRollInterval,
        clock: clock)
    }
    adapter.attach(carousel)
    carousel.logPageAppearance(to: log)
  }

  /// Shows `count` banners above `products` grid items.
  func show(_ count: Int = 5, products: Int = 20, suffix: String = "", above: Bool = false) {
    adapter.apply(model(count, products: products, suffix: suffix, above: above), animated: false)
  }

  func model(_ count: Int, products: Int = 20, suffix: String = "", above: Bool = false)
    -> ListModel
  {
    var sections = [
      ListSection(
        id: "banners",
        items: (0..<count).map {
          ListItem(id: $0, content: "b\($0)\(suffix)", view: BannerCell.self)
        },
        layout: band),
      ListSection(
        id: "products",
        items: (0..<products).map {
          ListItem(id: "p\($0)", content: "p\($0)", view: BannerCell.self)
        },
        layout: .grid(
          GridSection(
            columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10))),
    ]
    if above {
      sections.insert(
        ListSection(
          id: "top", items: [ListItem(id: "t", content: "t", view: BannerCell.self)],
          layout: .grid(GridSection(itemHeight: .fixed(50)))),
        at: 0)
    }
    return ListModel(sections: sections)
  }

  /// The band's section index in the displayed data.
  var section: Int { adapter.sections.firstIndex { $0.id == AnyListID("banners") } ?? -1 }

  var offset: CGFloat? { host.bandOffset(ofSection: section) }

  /// Drags the band, lets its deceleration pass and settles it.
  func release(by translation: CGFloat, velocity: CGFloat) async throws {
    try host.dragBand(ofSection: section, by: translation, releasingWith: velocity)
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
  }

  /// Advances the clock by `duration`, lets a roll that came due finish; the current page.
  func roll(after duration: Duration) async -> Int? {
    await clock.advance(by: duration)
    carousel.settleAutoRoll()
    host.settleAnimations()
    return carousel.currentPage
  }

  /// The page whose resting offset is nearest the band's offset, in the real pages.
  var pageAtOffset: Int? {
    guard let offset, let geometry = carousel.geometry else { return nil }
    if let infinite = carousel.infinite { return infinite.realPage(at: offset) }
    return min(geometry.page(at: offset), carousel.itemCount - 1)
  }
}

/// Diagnostics collected synchronously.
final class DiagnosticBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var values: [String] { lock.withLock { stored } }
  func append(_ text: String) { lock.withLock { stored.append(text) } }
}

@MainActor
@Suite("Features: carousel on a band")
struct CarouselBandTests {
  typealias Fixture = BandCarouselFixture

  @Test(
    "a band carousel rests where the band's behaviour puts it, with one callback sequence",
    arguments: BandRelease.table)
  func snapping(_ release: BandRelease) async throws {
    for measured in [true, false] where measured || release.insets == .zero {
      let fixture = Fixture(band: release.band, measured: measured, alignment: release.alignment)
      fixture.show()
      #expect(fixture.carousel.isOnBand)
      fixture.carousel.move(by: release.startPage, animated: false)
      #expect(fixture.carousel.currentPage == release.startPage)
      _ = fixture.log.take()
      try await fixture.release(by: release.translation, velocity: release.velocity)
      #expect(fixture.offset == release.rest)
      #expect(fixture.carousel.currentPage == release.page)
      #expect(fixture.log.take() == release.callbacks)
      #expect(fixture.host.contentOffset.y == 0)
    }
  }

  @Test("the initializer without an item length reads fractional pages from the description")
  func measuredGeometry() async throws {
    let fixture = Fixture(
      band: Fixture.band(
        .groupPagingCentered, width: .fractional(0.85), spacing: 10,
        insets: LayoutInsets(left: 16, right: 16)),
      alignment: .center)
    fixture.show()
    #expect(fixture.carousel.measuresGeometry)
    #expect(fixture.carousel.itemLength == 288 * 0.85)
    #expect(fixture.carousel.spacing == 10)
    #expect(fixture.carousel.sectionInsetLeading == 16)
    #expect(fixture.carousel.sectionInsetTrailing == 16)
    fixture.carousel.moveToNextPage()
    let frame = try #require(fixture.host.frameForItem(at: ItemPath(item: 1, section: 0)))
    #expect(abs(frame.midX - 160) < 1e-9)
    #expect(fixture.log.take() == ["willAppear 0", "didAppear 0"] + BandRelease.moved(0, 1))
  }

  @Test("programmatic moves scroll the band through scrollToItem; looping wraps")
  func moves() throws {
    let fixture = Fixture(isLooping: true)
    fixture.show()
    _ = fixture.log.take()
    fixture.carousel.moveToNextPage()
    #expect(fixture.offset == 290)
    fixture.carousel.move(by: 3, animated: true)
    #expect(fixture.offset == 1120)
    #expect(fixture.carousel.currentPage == 4)
    fixture.carousel.moveToNextPage(animated: false)
    #expect(fixture.offset == 0)
    fixture.carousel.moveToPreviousPage()
    #expect(fixture.offset == 1120)
    #expect(!fixture.carousel.isAnimating)
    #expect(
      fixture.log.take()
        == BandRelease.moved(0, 1) + BandRelease.moved(1, 4) + BandRelease.moved(4, 0)
        + BandRelease.moved(0, 4))
    #expect(fixture.host.contentOffset.y == 0)
  }

  @Test("without looping the last page stays")
  func notLooping() throws {
    let fixture = Fixture()
    fixture.show()
    fixture.carousel.move(by: 4, animated: false)
    _ = fixture.log.take()
    fixture.carousel.moveToNextPage()
    #expect(fixture.offset == 1120)
    #expect(fixture.log.take().isEmpty)
  }

  @Test("infinite: the band starts in the middle copy and recentres after every rest")
  func infinite() async throws {
    let fixture = Fixture(isInfinite: true)
    fixture.show()
    #expect(fixture.adapter.sections[0].items.count == 15)
    // Real page 0 in the middle copy: raw 5 at 5 × 290.
    #expect(fixture.offset == 1450)
    #expect(fixture.log.take() == ["willAppear 0", "didAppear 0"])
    fixture.carousel.moveToPreviousPage()
    // Raw 4 → recentred to raw 9 (real 4).
    #expect(fixture.offset == 2610)
    #expect(fixture.carousel.currentPage == 4)
    fixture.carousel.moveToNextPage()
    #expect(fixture.offset == 1450)
    #expect(fixture.carousel.currentPage == 0)
    // A flick back across the copy's start: rests on raw 4, recentred to raw 9.
    try await fixture.release(by: -20, velocity: -0.5)
    #expect(fixture.offset == 2610)
    #expect(fixture.carousel.currentPage == 4)
    #expect(
      fixture.log.take()
        == BandRelease.moved(0, 4) + BandRelease.moved(4, 0) + BandRelease.moved(0, 4))
    #expect(fixture.carousel.realIndex(of: ItemPath(item: 12, section: 0)) == 2)
  }

  @Test("scrolling the list vertically does not change pages; the list's drags do not snap")
  func listScroll() async throws {
    let fixture = Fixture(autoRollInterval: .seconds(4))
    fixture.show()
    fixture.carousel.moveToNextPage()
    _ = fixture.log.take()
    try fixture.host.drag(by: CGPoint(x: 0, y: 300), releasingWith: CGPoint(x: 0, y: 0.3))
    await fixture.clock.advance(by: fixture.host.decelerationDuration)
    try fixture.host.settleDeceleration()
    #expect(fixture.host.contentOffset.y > 300)
    #expect(fixture.host.contentOffset.x == 0)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    #expect(fixture.offset == 290)
    #expect(fixture.carousel.currentPage == 1)
    #expect(fixture.log.take().isEmpty)
    // The carousel's row in view: the roll runs 4 s after the last move.
    #expect(await fixture.roll(after: .seconds(4)) == 2)
  }

  @Test("auto-roll: a band drag pauses it until the band rests; out of view, ticks are skipped")
  func autoRoll() async throws {
    let fixture = Fixture(isInfinite: true, autoRollInterval: .seconds(4))
    fixture.show()
    _ = fixture.log.take()
    #expect(await fixture.roll(after: .seconds(4)) == 1)
    // A drag 3.8 s later, decelerating for 500 ms: the roll due meanwhile waits for the rest.
    await fixture.clock.advance(by: .milliseconds(3_800))
    try fixture.host.dragBand(ofSection: 0, by: 40, releasingWith: 0.5)
    #expect(await fixture.roll(after: .milliseconds(300)) == 1)
    #expect(fixture.host.isBandDecelerating(ofSection: 0))
    await fixture.clock.advance(by: .milliseconds(200))
    try fixture.host.settleDeceleration()
    #expect(fixture.carousel.currentPage == 2)
    // The interval restarts at the rest.
    #expect(await fixture.roll(after: .milliseconds(3_900)) == 2)
    #expect(await fixture.roll(after: .milliseconds(100)) == 3)
    // Scrolled out of view: ticks are skipped.
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    #expect(!fixture.carousel.isSectionVisible)
    #expect(await fixture.roll(after: .seconds(8)) == 3)
    try fixture.host.setContentOffset(.zero, animated: false)
    #expect(await fixture.roll(after: .seconds(4)) == 4)
    #expect(fixture.pageAtOffset == 4)
  }

  @Test("updates keep the page: items inserted and deleted, a section inserted above")
  func updates() async throws {
    let fixture = Fixture()
    fixture.show()
    fixture.carousel.move(by: 2, animated: false)
    _ = fixture.log.take()
    fixture.show(6)
    #expect(fixture.carousel.currentPage == 2)
    #expect(fixture.offset == 580)
    fixture.show(6, above: true)
    #expect(fixture.section == 1)
    #expect(fixture.offset == 580)
    #expect(fixture.carousel.currentPage == 2)
    try await fixture.release(by: 20, velocity: 0.5)
    #expect(fixture.carousel.currentPage == 3)
    fixture.show(3, above: true)
    // Three pages: the band shrank to 3 × 280 + 20 - 320 = 540; the page is clamped to 2.
    #expect(fixture.carousel.currentPage == 2)
    #expect(fixture.offset == 540)
    #expect(fixture.pageAtOffset == 2)
    #expect(
      fixture.log.take() == BandRelease.moved(2, 3) + BandRelease.moved(3, 2))
  }

  @Test(
    "a collapsed viewport (0 × 0, no pages) keeps the page; it is in place when the viewport is back"
  )
  func collapsedViewport() throws {
    let fixture = Fixture(band: Fixture.band(.groupPaging, width: .fractional(0.85)))
    fixture.show()
    fixture.carousel.move(by: 1, animated: false)
    #expect(fixture.carousel.currentPage == 1)
    _ = fixture.log.take()
    try fixture.host.setViewportSize(.zero)
    #expect(fixture.carousel.currentPage == 1)
    try fixture.host.setViewportSize(CGSize(width: 240, height: 480))
    #expect(fixture.carousel.currentPage == 1)
    #expect(fixture.pageAtOffset == 1)
    #expect(fixture.log.take().isEmpty)
  }

  @Test("a width change during an animated update: the page is in place once the update ends")
  func widthChangeDuringUpdate() async throws {
    let fixture = Fixture(band: Fixture.band(.groupPaging, width: .fractional(0.85)))
    fixture.show()
    fixture.carousel.move(by: 2, animated: false)
    _ = fixture.log.take()
    // A sixth banner and one product fewer: an animated batch, in flight until the host settles.
    fixture.adapter.apply(fixture.model(6, products: 19), animated: true)
    #expect(fixture.adapter.isApplying)
    try fixture.host.setViewportSize(CGSize(width: 240, height: 480))
    await fixture.clock.advance(by: .milliseconds(300))
    fixture.host.settleAnimations()
    #expect(!fixture.adapter.isApplying)
    #expect(fixture.carousel.currentPage == 2)
    #expect(fixture.pageAtOffset == 2)
    // Pages of 0.85 × 240 = 204 points, 10 apart.
    #expect(abs((fixture.offset ?? 0) - 2 * (204 + 10)) < 1e-6)
    #expect(fixture.log.take().isEmpty)
  }

  /// A flick during an animated update, with the banners changed by it or not, and a move
  /// asked of the carousel meanwhile or not: the band decelerates across the update's end to
  /// the page the flick aims at, and that page appears once, when the band rests.
  @Test(
    "a flick during an update: no pageDidAppear while the band decelerates, one at rest",
    arguments: [false, true], [false, true])
  func flickDuringUpdate(changingBanners: Bool, moving: Bool) async throws {
    let fixture = Fixture(autoRollInterval: .seconds(4))
    fixture.show()
    _ = fixture.log.take()
    fixture.adapter.apply(
      fixture.model(changingBanners ? 6 : 5, products: 19), animated: true)
    #expect(fixture.adapter.isApplying)
    // A flick towards page 1 (290) while the batch animates; past half a page when the carousel
    // is asked to move too (the user's flick wins: the band rests where it aims).
    try fixture.host.dragBand(ofSection: 0, by: moving ? 160 : 20, releasingWith: 0.5)
    #expect(fixture.host.isBandDecelerating(ofSection: 0))
    if moving { fixture.carousel.moveToNextPage() }
    var log: [String] = []
    var steps = 0
    repeat {
      await fixture.clock.advance(by: .milliseconds(50))
      fixture.host.settleAnimations()
      try fixture.host.settleDeceleration()
      let entries = fixture.log.take()
      if fixture.host.isBandDecelerating(ofSection: 0) {
        #expect(
          !entries.contains { $0.hasPrefix("didAppear") },
          "\(entries) while the band decelerates at \(fixture.offset ?? -1)")
      }
      log += entries
      steps += 1
    } while fixture.host.isBandDecelerating(ofSection: 0) && steps < 40
    #expect(!fixture.adapter.isApplying)
    #expect(fixture.offset == 290)
    #expect(fixture.carousel.currentPage == 1)
    #expect(log == BandRelease.moved(0, 1))
    // Auto-rolling waited for the rest: the next roll is 4 s after it.
    #expect(await fixture.roll(after: .milliseconds(3_900)) == 1)
    #expect(await fixture.roll(after: .milliseconds(100)) == 2)
  }

  @Test("repeated identities dropped by .keepFirst are not pages: the pages are the items shown")
  func keepFirstDuplicates() throws {
    let fixture = Fixture()
    fixture.adapter.configuration.duplicatePolicy = .keepFirst
    var model = fixture.model(4)
    // Banners 0, 1, 1, 2: the adapter shows 0, 1, 2.
    model.sections[0].items[2] = ListItem(id: 1, content: "again", view: BannerCell.self)
    model.sections[0].items[3] = ListItem(id: 2, content: "b2", view: BannerCell.self)
    fixture.adapter.apply(model, animated: false)
    #expect(fixture.host.numberOfItems(inSection: 0) == 3)
    #expect(fixture.carousel.itemCount == 3)
    fixture.carousel.move(by: 3, animated: false)
    #expect(fixture.carousel.currentPage == 2)
    #expect(fixture.pageAtOffset == 2)
    fixture.carousel.moveToNextPage(animated: false)
    #expect(fixture.carousel.currentPage == 2)
    #expect(fixture.pageAtOffset == 2)
  }

  @Test("a carousel on a .continuous band is reported: it cannot snap")
  func continuousBand() {
    let fixture = Fixture(band: Fixture.band(.continuous))
    fixture.show()
    fixture.show(6)
    #expect(
      fixture.diagnostics == [
        "\(ListDiagnostic.carouselBandDoesNotSnap(sectionID: AnyListID("banners")))"
      ])
    #expect(fixture.carousel.isOnBand)
  }
}
