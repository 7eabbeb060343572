// swift-format-ignore-file
// The examples of the band doc comments (ListHost.bandOffset(ofSection:), the delegate's band
// callbacks, the headless hosts' band test API, CollectionLayout.orthogonalScrolling(ofSection:)),
// compiled (DocSnippetTests checks that each appears here verbatim) and run.
import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting
@_spi(Testing) import TrellisTesting

/// A page control and an analytics log for the delegate examples.
@MainActor
final class DocBandPages: ListHostDelegate {
  final class PageControl { var currentPage = 0 }
  final class Analytics {
    var pages: [CGFloat] = []
    func log(page: CGFloat) { pages.append(page) }
  }
  let pageControl = PageControl()
  let analytics = Analytics()

  func listHost(_ host: any ListHost, bandDidScroll section: Int) {
    let offset = host.bandOffset(ofSection: section) ?? 0
    pageControl.currentPage = Int((offset / 375).rounded())
  }

  func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {
    analytics.log(page: host.bandOffset(ofSection: section) ?? 0)
  }
}

@Suite("Doc-comment examples: bands")
@MainActor
struct BandDocCommentTests {
  /// A 375-point feed: a paging carousel row of full-width items, then a grid.
  private func feed(_ clock: TestClock<Duration>) throws -> (HeadlessCollectionView, BandSource) {
    let source = BandSource(
      [bandItems("b", 4), bandItems("g", 4)],
      layouts: [
        .carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging), bandGrid,
      ])
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 375, height: 600), layout: .perSection(), clock: clock)
    host.dataSource = source
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
    try host.reloadData()
    return (host, source)
  }

  @Test("the port reads a band's offset and scrolls it through an item")
  func port() async throws {
    let clock = TestClock()
    let (headless, source) = try feed(clock)
    defer { withExtendedLifetime(source) {} }
    let pages = DocBandPages()
    headless.delegate = pages
    let host: any ListHost = headless
    docValues {
      // A vertical feed whose section 0 is a paging carousel row:
      host.bandOffset(ofSection: 0)  // 0, then 375 after the user pages once
      host.bandOffset(ofSection: 1)  // nil: a grid that scrolls with the list
    }
    #expect(host.bandOffset(ofSection: 0) == 0)
    #expect(host.bandOffset(ofSection: 1) == nil)
    try headless.dragBand(ofSection: 0, by: 10, releasingWith: 1)
    await clock.advance(by: headless.decelerationDuration)
    try headless.settleDeceleration()
    #expect(host.bandOffset(ofSection: 0) == 375)
    #expect(pages.pageControl.currentPage == 1)
    #expect(pages.analytics.pages == [375])
    do {
      let source = BandSource([bandItems("r", 50), bandItems("s", 50), bandItems("c", 50)],
                              layouts: [bandGrid, bandGrid, bandGrid])
      let host: any ListHost = try makeBandHost(source, clock: clock)
      try host.scrollToItem(at: ItemPath(item: 40, section: 2), at: .start, animated: true)
      #expect(host.contentOffset.y > 0)
    }
    do {
      let (host, _) = try makeHost([["a"]])
      docValues {
        host.bandOffset(ofSection: 0)  // nil
      }
      #expect(host.bandOffset(ofSection: 0) == nil)
    }
  }

  @Test("the headless band test API drags, decelerates and settles")
  func headless() async throws {
    let clock = TestClock()
    let (host, source) = try feed(clock)
    defer { withExtendedLifetime(source) {} }
    try docValues {
      try host.dragBand(ofSection: 0, by: 120, releasingWith: 0.5)
      host.bandOffset(ofSection: 0)  // still 120: the band decelerates towards the next page
    }
    #expect(host.bandOffset(ofSection: 0) == 120)
    #expect(host.isBandDecelerating(ofSection: 0))
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    #expect(host.bandOffset(ofSection: 0) == 375)

    try docValues {
      try host.dragBand(ofSection: 0, by: 40, releasingWith: 1)
      host.isBandDecelerating(ofSection: 0)  // true until settleDeceleration()
    }
    #expect(host.isBandDecelerating(ofSection: 0))
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    #expect(!host.isBandDecelerating(ofSection: 0))
    #expect(host.bandOffset(ofSection: 0) == 750)

    // The test hook that rebuilds a host's band state on another host.
    let (fresh, freshSource) = try feed(clock)
    defer { withExtendedLifetime(freshSource) {} }
    try fresh.setBandOffset(host.bandOffset(ofSection: 0) ?? 0, ofSection: 0)
    #expect(fresh.bandOffset(ofSection: 0) == 750)
  }

  @Test("a band scrolls from a drag until it rests: the port's and the headless host's examples")
  func scrolling() async throws {
    let clock = TestClock()
    do {
      let (headless, source) = try feed(clock)
      defer { withExtendedLifetime(source) {} }
      let host = headless
      try docValues {
        try host.dragBand(ofSection: 0, by: 40, releasingWith: 0.5)  // a headless flick
        host.isBandScrolling(ofSection: 0)  // true until the band rests
      }
      let port: any ListHost = headless
      #expect(port.isBandScrolling(ofSection: 0))
      #expect(!port.isBandScrolling(ofSection: 1))
      await clock.advance(by: headless.decelerationDuration)
      try headless.settleDeceleration()
      #expect(!port.isBandScrolling(ofSection: 0))
    }
    let (host, source) = try feed(clock)
    defer { withExtendedLifetime(source) {} }
    try docValues {
      try host.dragBand(ofSection: 0, by: 40, releasingWith: 1)
      host.isBandScrolling(ofSection: 0)  // true until settleDeceleration()
    }
    #expect(host.isBandScrolling(ofSection: 0))
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    #expect(!host.isBandScrolling(ofSection: 0))
    // A drag released where the band rests scrolls only while it reports its move.
    let log = ScrollingLog(host)
    host.delegate = log
    try host.dragBand(ofSection: 0, by: 375, releasingWith: 0)
    #expect(log.scrolling == [true])
    #expect(!host.isBandScrolling(ofSection: 0))
  }

  @Test("a flick pages a band")
  func flick() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("b", 4)],
      layouts: [.carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging)])
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 480), layout: .perSection(), clock: clock)
    host.dataSource = source
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
    try host.reloadData()
    try await docAsyncValues {
      try host.dragBand(ofSection: 0, by: 60, releasingWith: 0.4)  // a flick to the left
      await clock.advance(by: host.decelerationDuration)
      try host.settleDeceleration()
      host.bandOffset(ofSection: 0)  // 320: the next page of a `.paging` band
    }
    #expect(host.bandOffset(ofSection: 0) == 320)
  }

  @Test("a layout records each section's band")
  func layout() {
    let pages = docValues {
      let engine = MixedLayout(containerSize: CGSize(width: 320, height: 480))
      let layout = ListLayout(engine, sections: [
        .carousel(GridSection(itemCount: 5, itemWidth: .fixed(200), itemHeight: .fixed(100)),
                  scrolling: .paging)
      ]) { _, _ in .zero }
      layout.orthogonalScrolling(ofSection: 0)?.pageLength  // 320
    }
    #expect(pages.first as? CGFloat == 320)
    let engine = MixedLayout(containerSize: CGSize(width: 320, height: 480))
    let layout = ListLayout(engine, sections: [
      .carousel(GridSection(itemCount: 5, itemWidth: .fixed(200), itemHeight: .fixed(100)),
                scrolling: .paging)
    ]) { _, _ in .zero }
    docValues {
      layout.orthogonalScrolling(ofSection: 0)?.contentLength  // the band's own width
    }
    #expect(layout.orthogonalScrolling(ofSection: 0)?.pageLength == 320)
    #expect(layout.orthogonalScrolling(ofSection: 0)?.contentLength == 1000)
    #expect(layout.orthogonalScrolling(ofSection: 1) == nil)
  }
}

/// Records, at each band move, whether the host calls the band scrolling.
@MainActor
private final class ScrollingLog: ListHostDelegate {
  init(_ host: HeadlessListView) { self.host = host }
  weak var host: HeadlessListView?
  var scrolling: [Bool] = []

  func listHost(_ host: any ListHost, bandDidScroll section: Int) {
    scrolling.append(host.isBandScrolling(ofSection: section))
  }
}
