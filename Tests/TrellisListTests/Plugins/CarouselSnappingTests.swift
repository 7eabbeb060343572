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

/// A plugin that logs the end of a drag and, optionally, moves the proposed target.
@MainActor
final class SnapLoggingPlugin: ListAdapterPlugin {
  let name: String
  let log: CallLog
  let shift: CGFloat

  init(_ name: String, log: CallLog, shift: CGFloat = 0) {
    self.name = name
    self.log = log
    self.shift = shift
  }

  func listHostDidScroll(_ host: any ListHost) {
    log.add("\(name) didScroll \(host.contentOffset.y)")
  }
  func listHostWillBeginDragging(_ host: any ListHost) { log.add("\(name) willBeginDragging") }
  func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    log.add("\(name) willEndDragging \(velocity.y) \(targetContentOffset.y)")
    targetContentOffset.y += shift
  }
  func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
    log.add("\(name) didEndDragging \(willDecelerate)")
  }
  func listHostWillBeginDecelerating(_ host: any ListHost) {
    log.add("\(name) willBeginDecelerating")
  }
  func listHostDidEndDecelerating(_ host: any ListHost) {
    log.add("\(name) didEndDecelerating")
  }
}

@MainActor
@Suite("Features: carousel snapping on release")
struct CarouselSnappingTests {
  typealias Fixture = CarouselTests.Fixture

  typealias Release = CarouselRelease

  /// Drags, releases, checks nothing moved before the deceleration's end, then settles it.
  static func release(_ fixture: Fixture, by translation: CGFloat, velocity: CGFloat) async throws {
    let released = fixture.offset + translation
    try fixture.host.drag(
      by: CGPoint(x: translation, y: 0), releasingWith: CGPoint(x: velocity, y: 0))
    #expect(fixture.offset == released)
    try fixture.host.settleDeceleration()  // not yet: the clock has not moved
    #expect(fixture.offset == released)
    await fixture.clock.advance(by: fixture.host.decelerationDuration)
    try fixture.host.settleDeceleration()
    #expect(!fixture.host.isDecelerating)
  }

  // Leading: pages at 0, 310, 620, 930, 1165 (the last clamped).
  nonisolated static let leading: [Release] =
    Release.leadingPages + [
      Release(start: 620, translation: -320, velocity: -5, rest: 0),
      Release(start: 310, translation: -20, velocity: 0.5, rest: 620),
    ]

  @Test(
    "a released leading carousel rests on the page the release point and velocity give",
    arguments: leading)
  func leadingRelease(_ release: Release) async throws {
    let fixture = Fixture()
    fixture.show(5)
    try fixture.host.setContentOffset(CGPoint(x: release.start, y: 0), animated: false)
    try await Self.release(fixture, by: release.translation, velocity: release.velocity)
    #expect(fixture.offset == release.rest)
    #expect(fixture.carousel.currentPage == [0, 310, 620, 930, 1165].firstIndex(of: release.rest))
  }

  // Centred with centring section insets: every page exactly centred at 0, 310, …, 1240.
  nonisolated static let centred: [Release] = [
    Release(start: 620, translation: 80, velocity: 0, rest: 620),
    Release(start: 620, translation: 180, velocity: 0, rest: 930),
    Release(start: 620, translation: 30, velocity: 0.2, rest: 930),
    Release(start: 620, translation: -30, velocity: -0.2, rest: 310),
    Release(start: 930, translation: 270, velocity: 1, rest: 1240),
    Release(start: 310, translation: -260, velocity: -1, rest: 0),
    Release(start: 0, translation: 10, velocity: 20, rest: 1240),
  ]

  @Test("a released centred carousel rests with a page centred", arguments: centred)
  func centredRelease(_ release: Release) async throws {
    let fixture = Fixture(
      .init(
        itemLength: 300, spacing: 10, sectionInsetLeading: 37.5, sectionInsetTrailing: 37.5,
        alignment: .center))
    fixture.show(5)
    try fixture.host.setContentOffset(CGPoint(x: release.start, y: 0), animated: false)
    try await Self.release(fixture, by: release.translation, velocity: release.velocity)
    #expect(fixture.offset == release.rest)
    let page = try #require(fixture.carousel.currentPage)
    let frame = try #require(fixture.host.frameForItem(at: path(page)))
    #expect(frame.midX - fixture.offset == 187.5)
  }

  @Test("centred without insets: inner pages centred, the ends clamped to the content")
  func centredWithoutInsets() async throws {
    let fixture = Fixture(.init(itemLength: 300, spacing: 10, alignment: .center))
    fixture.show(5)
    try await Self.release(fixture, by: 300, velocity: 0)
    #expect(fixture.offset == 272.5)
    try await Self.release(fixture, by: 30, velocity: 0.3)
    #expect(fixture.offset == 582.5)
    try await Self.release(fixture, by: 100, velocity: 10)
    #expect(fixture.offset == 1165)
    #expect(fixture.carousel.currentPage == 4)
  }

  @Test("page callbacks fire once per settled page; didAppear when the deceleration ends")
  func pageCallbacks() async throws {
    let fixture = Fixture()
    fixture.show(5)
    #expect(fixture.log.take() == ["willAppear 0", "didAppear 0"])

    try fixture.host.drag(by: CGPoint(x: 100, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
    #expect(fixture.log.take().isEmpty)
    await fixture.clock.advance(by: fixture.host.decelerationDuration)
    try fixture.host.settleDeceleration()
    #expect(
      fixture.log.take() == ["willDisappear 0", "didDisappear 0", "willAppear 1", "didAppear 1"])

    // Released short of half a page, slowly: back to page 1, nothing sent.
    try await Self.release(fixture, by: 100, velocity: 0)
    #expect(fixture.offset == 310)
    #expect(fixture.log.take().isEmpty)

    // Released exactly on a page: no deceleration, the page appears at the drag's end.
    try fixture.host.drag(by: CGPoint(x: 310, y: 0), releasingWith: .zero)
    #expect(!fixture.host.isDecelerating)
    #expect(
      fixture.log.take() == ["willDisappear 1", "didDisappear 1", "willAppear 2", "didAppear 2"])
  }

  @Test("an infinite carousel snaps, then recentres into the middle copy")
  func infiniteRecentres() async throws {
    let fixture = Fixture(.init(itemLength: 300, spacing: 10, isInfinite: true))
    fixture.show(5)
    #expect(fixture.offset == 1550)
    _ = fixture.log.take()

    // Back past the middle copy's first page: rests on raw 4, recentred to raw 9 (real 4).
    try await Self.release(fixture, by: -100, velocity: -0.5)
    #expect(fixture.offset == 2790)
    #expect(fixture.carousel.currentPage == 4)
    #expect(
      fixture.log.take() == ["willDisappear 0", "didDisappear 0", "willAppear 4", "didAppear 4"])

    // Forward past the middle copy's last page: rests on raw 10, recentred to raw 5 (real 0).
    try await Self.release(fixture, by: 100, velocity: 0.5)
    #expect(fixture.offset == 1550)
    #expect(fixture.carousel.currentPage == 0)
    #expect(
      fixture.log.take() == ["willDisappear 4", "didDisappear 4", "willAppear 0", "didAppear 0"])

    // A hard flick moves at most one copy: back to the same page, nothing sent.
    try await Self.release(fixture, by: 100, velocity: 100)
    #expect(fixture.offset == 1550)
    #expect(fixture.carousel.currentPage == 0)
    #expect(fixture.log.take().isEmpty)
  }

  @Test("a looping centred infinite carousel snaps centred and recentres")
  func infiniteCentred() async throws {
    let fixture = Fixture(
      .init(
        itemLength: 300, spacing: 10, sectionInsetLeading: 37.5, sectionInsetTrailing: 37.5,
        alignment: .center, isLooping: true, isInfinite: true))
    fixture.show(5)
    #expect(fixture.offset == 1550)
    try await Self.release(fixture, by: 40, velocity: 0.2)
    #expect(fixture.offset == 1860)
    #expect(fixture.carousel.currentPage == 1)
    let frame = try #require(fixture.host.frameForItem(at: path(6)))
    #expect(frame.midX - fixture.offset == 187.5)
  }

  @Test(
    "the table host sends UIKit's release order; plugins see the previous plugin's target")
  func tableReleaseOrder() async throws {
    let fixture = AdapterFixture.showing(
      oneSection((0..<40).map { ListItem.textCell($0) }), on: .table)
    let log = CallLog()
    fixture.adapter.attach(SnapLoggingPlugin("a", log: log, shift: 1))
    fixture.adapter.attach(SnapLoggingPlugin("b", log: log))

    try fixture.host.drag(by: CGPoint(x: 0, y: 50), releasingWith: CGPoint(x: 0, y: 0.1))
    // The projection: 50 + 0.1 * 0.998 / 0.002 = 99.9; plugin a moves it to 100.9.
    let rate = HeadlessListView.decelerationRate
    let projected = 50 + 0.1 * (rate / (1 - rate))
    #expect(
      log.take() == [
        "a willBeginDragging", "b willBeginDragging", "a didScroll 50.0", "b didScroll 50.0",
        "a willEndDragging 0.1 \(projected)", "b willEndDragging 0.1 \(projected + 1)",
        "a didEndDragging true", "b didEndDragging true", "a willBeginDecelerating",
        "b willBeginDecelerating",
      ])
    #expect(fixture.host.isDecelerating)
    await fixture.clock.advance(by: .milliseconds(499))
    try fixture.host.settleDeceleration()
    #expect(fixture.host.contentOffset.y == 50)
    await fixture.clock.advance(by: .milliseconds(1))
    try fixture.host.settleDeceleration()
    #expect(fixture.host.contentOffset.y == projected + 1)
    #expect(
      log.take() == [
        "a didScroll \(projected + 1)", "b didScroll \(projected + 1)", "a didEndDecelerating",
        "b didEndDecelerating",
      ])

    // Clamped to the content's end (plugin a then adds 1); a release there proposes the end.
    let end = fixture.host.contentSize.height - fixture.host.viewportSize.height
    try fixture.host.drag(by: CGPoint(x: 0, y: 10), releasingWith: CGPoint(x: 0, y: 1000))
    await fixture.clock.advance(by: fixture.host.decelerationDuration)
    try fixture.host.settleDeceleration()
    _ = log.take()
    #expect(fixture.host.contentOffset.y == end + 1)
    fixture.adapter.detach(fixture.adapter.plugins[0])
    try fixture.host.drag(by: .zero, releasingWith: .zero)
    #expect(
      log.take() == [
        "b willBeginDragging", "b willEndDragging 0.0 \(end)", "b didEndDragging true",
        "b willBeginDecelerating",
      ])
  }

  @Test(
    "a drag during deceleration stops it where the content is, on both hosts",
    arguments: [HostKind.collection, .table])
  func dragStopsDeceleration(_ kind: HostKind) async throws {
    let fixture = AdapterFixture.showing(
      oneSection((0..<40).map { ListItem.textCell($0) }), on: kind)
    try fixture.host.drag(by: CGPoint(x: 0, y: 50), releasingWith: CGPoint(x: 0, y: 0.1))
    #expect(fixture.host.isDecelerating)
    try fixture.host.drag(by: CGPoint(x: 0, y: 10), releasingWith: .zero)
    #expect(!fixture.host.isDecelerating)
    await fixture.clock.advance(by: fixture.host.decelerationDuration)
    try fixture.host.settleDeceleration()
    #expect(fixture.host.contentOffset.y == 60)
  }
}
