import Foundation
import TrellisLayout

/// One release of a band carousel: the band's behaviour and the carousel's alignment, the page
/// the drag starts on, the drag, and where it rests with the page callbacks it sends.
package struct BandRelease: CustomStringConvertible, Sendable {
  package var scrolling: OrthogonalScrolling
  package var alignment: PageAlignment
  package var insets: LayoutInsets
  package var width: GridItemWidth
  package var spacing: CGFloat
  package var startPage: Int
  package var translation: CGFloat
  package var velocity: CGFloat
  package var rest: CGFloat
  package var page: Int
  package var callbacks: [String]

  /// Creates a release.
  package init(
    scrolling: OrthogonalScrolling, alignment: PageAlignment = .leading,
    insets: LayoutInsets = .zero, width: GridItemWidth = .fixed(280), spacing: CGFloat = 10,
    startPage: Int, translation: CGFloat, velocity: CGFloat, rest: CGFloat, page: Int,
    callbacks: [String]
  ) {
    self.scrolling = scrolling
    self.alignment = alignment
    self.insets = insets
    self.width = width
    self.spacing = spacing
    self.startPage = startPage
    self.translation = translation
    self.velocity = velocity
    self.rest = rest
    self.page = page
    self.callbacks = callbacks
  }

  package var description: String {
    "\(scrolling) \(alignment): page \(startPage) by \(translation) at \(velocity) rests at "
      + "\(rest)"
  }

  package var band: MixedSection {
    Self.band(scrolling, width: width, spacing: spacing, insets: insets)
  }

  /// A band of 100-point-tall pages, 280 points wide and 10 apart by default (page length 290).
  package static func band(
    _ scrolling: OrthogonalScrolling, width: GridItemWidth = .fixed(280), spacing: CGFloat = 10,
    insets: LayoutInsets = .zero
  ) -> MixedSection {
    .carousel(
      GridSection(
        itemWidth: width, itemHeight: .fixed(100), groupSpacing: spacing, insets: insets),
      scrolling: scrolling)
  }

  /// The callbacks of a settled move from page `from` to page `to`.
  package static func moved(_ from: Int, _ to: Int) -> [String] {
    ["willDisappear \(from)", "didDisappear \(from)", "willAppear \(to)", "didAppear \(to)"]
  }

  /// Releases on every behaviour that snaps. Leading pages rest at 0, 290, 580, 870, 1120 (the
  /// last clamped to the band's end, 1440 - 320); centred pages (insets 20 each side) at 0, 290,
  /// 580, 870, 1160; full-width `.paging` pages at multiples of 320.
  package static let table: [BandRelease] = {
    var rows: [BandRelease] = []
    for scrolling in [OrthogonalScrolling.groupPaging, .continuousGroupLeadingBoundary] {
      rows += [
        // Slow releases: the nearest page.
        BandRelease(
          scrolling: scrolling, startPage: 0, translation: 100, velocity: 0, rest: 0, page: 0,
          callbacks: []),
        BandRelease(
          scrolling: scrolling, startPage: 0, translation: 200, velocity: 0, rest: 290, page: 1,
          callbacks: moved(0, 1)),
        BandRelease(
          scrolling: scrolling, startPage: 2, translation: -160, velocity: 0, rest: 290, page: 1,
          callbacks: moved(2, 1)),
        // At the ends: nothing moves, nothing is sent.
        BandRelease(
          scrolling: scrolling, startPage: 0, translation: -50, velocity: -1, rest: 0, page: 0,
          callbacks: []),
        BandRelease(
          scrolling: scrolling, startPage: 4, translation: 50, velocity: 1, rest: 1120, page: 4,
          callbacks: []),
      ]
    }
    rows += [
      // Paging behaviours: one page per flick, whatever the speed.
      BandRelease(
        scrolling: .groupPaging, startPage: 0, translation: 20, velocity: 0.5, rest: 290,
        page: 1, callbacks: moved(0, 1)),
      BandRelease(
        scrolling: .groupPaging, startPage: 1, translation: 20, velocity: 5, rest: 580, page: 2,
        callbacks: moved(1, 2)),
      BandRelease(
        scrolling: .groupPaging, startPage: 2, translation: -20, velocity: -0.5, rest: 290,
        page: 1, callbacks: moved(2, 1)),
      // Crossing half a page, then flicked back: the page changes twice, appears once.
      BandRelease(
        scrolling: .groupPaging, startPage: 0, translation: 200, velocity: -0.5, rest: 0,
        page: 0,
        callbacks: [
          "willDisappear 0", "didDisappear 0", "willAppear 1", "didDisappear 1", "willAppear 0",
          "didAppear 0",
        ]),
      // Free scrolling that rests on group edges: the edge nearest the projection (v × 499).
      BandRelease(
        scrolling: .continuousGroupLeadingBoundary, startPage: 0, translation: 20,
        velocity: 0.5, rest: 290, page: 1, callbacks: moved(0, 1)),
      BandRelease(
        scrolling: .continuousGroupLeadingBoundary, startPage: 0, translation: 20,
        velocity: 1.2, rest: 580, page: 2, callbacks: moved(0, 2)),
      BandRelease(
        scrolling: .continuousGroupLeadingBoundary, startPage: 0, translation: 20, velocity: 5,
        rest: 1120, page: 4, callbacks: moved(0, 4)),
      BandRelease(
        scrolling: .continuousGroupLeadingBoundary, startPage: 4, translation: -20,
        velocity: -0.7, rest: 870, page: 3, callbacks: moved(4, 3)),
    ]
    // Centred pages on a centring band.
    let centred = LayoutInsets(left: 20, right: 20)
    rows += [
      BandRelease(
        scrolling: .groupPagingCentered, alignment: .center, insets: centred, startPage: 0,
        translation: 100, velocity: 0, rest: 0, page: 0, callbacks: []),
      BandRelease(
        scrolling: .groupPagingCentered, alignment: .center, insets: centred, startPage: 0,
        translation: 20, velocity: 0.5, rest: 290, page: 1, callbacks: moved(0, 1)),
      BandRelease(
        scrolling: .groupPagingCentered, alignment: .center, insets: centred, startPage: 3,
        translation: -20, velocity: -2, rest: 580, page: 2, callbacks: moved(3, 2)),
      BandRelease(
        scrolling: .groupPagingCentered, alignment: .center, insets: centred, startPage: 4,
        translation: 30, velocity: 1, rest: 1160, page: 4, callbacks: []),
      BandRelease(
        scrolling: .groupPagingCentered, alignment: .center, insets: centred, startPage: 2,
        translation: 150, velocity: 0, rest: 870, page: 3, callbacks: moved(2, 3)),
    ]
    // Full-width pages on a `.paging` band: multiples of the viewport's width.
    rows += [
      BandRelease(
        scrolling: .paging, width: .fractional(1), spacing: 0, startPage: 0, translation: 100,
        velocity: 0, rest: 0, page: 0, callbacks: []),
      BandRelease(
        scrolling: .paging, width: .fractional(1), spacing: 0, startPage: 0, translation: 20,
        velocity: 0.5, rest: 320, page: 1, callbacks: moved(0, 1)),
      BandRelease(
        scrolling: .paging, width: .fractional(1), spacing: 0, startPage: 3, translation: -20,
        velocity: -0.5, rest: 640, page: 2, callbacks: moved(3, 2)),
      BandRelease(
        scrolling: .paging, width: .fractional(1), spacing: 0, startPage: 4, translation: 20,
        velocity: 3, rest: 1280, page: 4, callbacks: []),
    ]
    return rows
  }()
}
