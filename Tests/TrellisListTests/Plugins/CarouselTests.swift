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

/// A 300 × 200 carousel page that shows a string.
typealias BannerCell = FixedSizeTextCell<BannerSpec>

/// A ``BannerCell``'s name and size.
enum BannerSpec: FixedSizeCellSpec {
  static let name = "banner"
  static let size = CGSize(width: 300, height: 200)
}

/// A carousel page that sends events and remembers the identity it was bound to.
final class EmittingBannerCell: HeadlessCell, ConfigurableView, ListEventEmitting,
  ListItemBindable
{
  var eventSink: ListEventSink?
  private(set) var text = ""
  private(set) var boundID: AnyListID?

  func configure(with content: String) { text = content }

  func didBind(to item: ListItem, at path: ItemPath) { boundID = item.id }

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: 300, height: 200)
  }
}

extension HeadlessCollectionView {
  /// A horizontal flow 375 points wide and `height` tall (line and item spacing 10, section
  /// `insets`) whose animations run on `clock`: the carousel features' host.
  static func horizontalFlow(
    height: CGFloat, insets: LayoutInsets = .zero, clock: any Clock<Duration>
  ) -> HeadlessCollectionView {
    HeadlessCollectionView(
      viewportSize: CGSize(width: 375, height: height),
      layout: .flow(
        axis: .horizontal,
        section: FlowSection(insets: insets, lineSpacing: 10, interitemSpacing: 10)),
      clock: clock)
  }
}

@MainActor
@Suite("Features: carousel paging")
struct CarouselTests {
  /// The reference geometry: viewport 375, items 300, spacing 10, 5 items (page 310, content
  /// 1540, last offset 1165; infinite: 15 items, one copy 1550).
  @MainActor
  struct Fixture {
    let clock = TestClock()
    let host: HeadlessCollectionView
    let adapter: ListAdapter
    let carousel: ListCarousel
    let log = CallLog()

    /// The carousel's parameters, the same as `ListCarousel.init`'s (item length 300, spacing 10).
    struct Parameters {
      var itemLength: CGFloat = 300
      var spacing: CGFloat = 10
      var sectionInsetLeading: CGFloat = 0
      var sectionInsetTrailing: CGFloat = 0
      var alignment = PageAlignment.leading
      var isLooping = false
      var isInfinite = false
      var autoRollInterval: Duration?
    }

    init(_ configuration: Parameters = Parameters()) {
      host = .horizontalFlow(
        height: 200,
        insets: LayoutInsets(
          left: configuration.sectionInsetLeading, right: configuration.sectionInsetTrailing),
        clock: clock)
      adapter = ListAdapter(host: host)
      carousel = ListCarousel(
        sectionID: "s", itemLength: configuration.itemLength, spacing: configuration.spacing,
        sectionInsetLeading: configuration.sectionInsetLeading,
        sectionInsetTrailing: configuration.sectionInsetTrailing,
        alignment: configuration.alignment,
        isLooping: configuration.isLooping, isInfinite: configuration.isInfinite,
        autoRollInterval: configuration.autoRollInterval, clock: clock)
      adapter.attach(carousel)
      carousel.logPageAppearance(to: log)
    }

    /// An infinite carousel that rolls every 4 seconds, showing five banners; its log cleared.
    static func autoRolling() -> Fixture {
      let fixture = Fixture(
        Parameters(itemLength: 300, spacing: 10, isInfinite: true, autoRollInterval: .seconds(4)))
      fixture.show(5)
      _ = fixture.log.take()
      return fixture
    }

    /// Advances the clock by `duration`, lets a roll that came due and its animation finish, and
    /// returns the current page.
    func roll(after duration: Duration) async -> Int? {
      await clock.advance(by: duration)
      carousel.settleAutoRoll()
      host.settleAnimations()
      return carousel.currentPage
    }

    func show(_ count: Int, suffix: String = "") {
      adapter.apply(Self.model(count, suffix: suffix, log: log), animated: false)
    }

    static func model(_ count: Int, suffix: String = "", log: CallLog) -> ListModel {
      oneSection(
        (0..<count).map { index in
          ListItem(id: index, content: "\(index)\(suffix)", view: BannerCell.self)
            .onSelect { item in log.add("select \(item.content(as: String.self)!)") }
        })
    }

    var offset: CGFloat { host.contentOffset.x }

    func text(at raw: Int) -> String? {
      (host.cellForItem(at: path(raw)) as? BannerCell)?.text
    }
  }

  @Test("a drag across half a page changes the page; a short drag or a bounce sends nothing")
  func dragLifecycle() throws {
    let fixture = Fixture()
    fixture.show(5)
    #expect(fixture.log.take() == ["willAppear 0", "didAppear 0"])
    #expect(fixture.host.frameForItem(at: path(1))?.minX == 310)

    try fixture.host.drag(to: CGPoint(x: 310, y: 0))
    #expect(
      fixture.log.take() == ["willDisappear 0", "didDisappear 0", "willAppear 1", "didAppear 1"])
    try fixture.host.drag(to: CGPoint(x: 400, y: 0), decelerates: true)
    #expect(fixture.log.take().isEmpty)

    try fixture.host.drag(to: CGPoint(x: 0, y: 0))
    _ = fixture.log.take()
    try fixture.host.drag(to: CGPoint(x: -200, y: 0), decelerates: true)  // overscroll bounce
    #expect(fixture.log.take().isEmpty)
    #expect(fixture.carousel.currentPage == 0)
  }

  @Test("a non-animated move completes at once: the next move is not stuck behind it")
  func nonAnimatedMove() throws {
    let fixture = Fixture()
    fixture.show(5)
    _ = fixture.log.take()
    fixture.carousel.moveToNextPage(animated: false)
    #expect(fixture.offset == 310)
    #expect(!fixture.carousel.isAnimating)
    fixture.carousel.moveToNextPage()
    #expect(fixture.offset == 620)
    #expect(!fixture.carousel.isAnimating)
    #expect(
      fixture.log.take() == [
        "willDisappear 0", "didDisappear 0", "willAppear 1", "didAppear 1",
        "willDisappear 1", "didDisappear 1", "willAppear 2", "didAppear 2",
      ])
  }

  @Test("without looping the last page stays; with looping it goes to the first")
  func looping() throws {
    let fixture = Fixture()
    fixture.show(5)
    try fixture.host.setContentOffset(CGPoint(x: 1165, y: 0), animated: true)
    _ = fixture.log.take()
    fixture.carousel.moveToNextPage()
    #expect(fixture.offset == 1165 && !fixture.carousel.isAnimating)
    #expect(fixture.log.take().isEmpty)

    let looping = Fixture(.init(itemLength: 300, spacing: 10, isLooping: true))
    looping.show(5)
    try looping.host.setContentOffset(CGPoint(x: 1165, y: 0), animated: true)
    _ = looping.log.take()
    looping.carousel.moveToNextPage()
    #expect(looping.offset == 0)
    #expect(
      looping.log.take() == ["willDisappear 4", "didDisappear 4", "willAppear 0", "didAppear 0"])
    looping.carousel.moveToPreviousPage(animated: false)
    #expect(looping.offset == 1165)
  }

  @Test("infinite: tripled items, real indices, recentring, and taps reach the real item")
  func infinite() throws {
    let fixture = Fixture(.init(itemLength: 300, spacing: 10, isInfinite: true))
    fixture.show(5)
    #expect(fixture.host.numberOfItems(inSection: 0) == 15)
    #expect(fixture.offset == 1550)
    #expect(fixture.carousel.realIndex(of: path(12)) == 2)
    #expect(fixture.text(at: 5) == "0")
    #expect(fixture.log.take() == ["willAppear 0", "didAppear 0"])

    try fixture.host.tapItem(at: path(5))
    #expect(fixture.log.take() == ["select 0"])

    fixture.carousel.moveToPreviousPage()
    #expect(fixture.offset == 2790)  // 1240, recentred into the middle copy
    #expect(fixture.carousel.currentPage == 4)
    #expect(
      fixture.log.take() == ["willDisappear 0", "didDisappear 0", "willAppear 4", "didAppear 4"])
    try fixture.host.tapItem(at: path(9))
    #expect(fixture.log.take() == ["select 4"])

    // A drag into the first copy is recentred when it stops, without page callbacks.
    try fixture.host.drag(to: CGPoint(x: 1240, y: 0))
    #expect(fixture.offset == 2790)
    #expect(fixture.log.take().isEmpty)
  }

  @Test("infinite: hooks, events and lookups of a copy see the real item, never the copy")
  func infiniteCopiesShowRealItems() throws {
    let fixture = Fixture(.init(itemLength: 300, spacing: 10, isInfinite: true))
    let log = fixture.log
    let items = (0..<5).map { index in
      ListItem(id: "b\(index)", content: "\(index)", view: EmittingBannerCell.self)
        .onSelect { item in log.add("select \(item.id)") }
        .onWillDisplay { item, _ in log.add("display \(item.id)") }
        .onEvent(Tapped.self) { _, item in log.add("event \(item.id)") }
    }
    fixture.adapter.apply(oneSection(items), animated: false)
    // At offset 0 the host shows the first copy of b0 and b1, then the middle copy's.
    #expect(
      fixture.log.take() == [
        "display \"b0\"", "display \"b1\"", "display \"b0\"", "display \"b1\"",
        "willAppear 0", "didAppear 0",
      ])
    fixture.adapter.unhandledEvents += { event in
      log.add("unhandled \(event.item?.id.description ?? "nil")")
    }

    try fixture.host.tapItem(at: path(6))  // the middle copy of b1
    let cell = try #require(fixture.host.cellForItem(at: path(5)) as? EmittingBannerCell)
    cell.eventSink?.send(Tapped(control: "banner"))
    cell.eventSink?.send(ValueChanged(value: 1))
    #expect(
      fixture.log.take() == ["select \"b1\"", "event \"b0\"", "unhandled \"b0\""])
    #expect(fixture.adapter.item(for: cell)?.id == AnyListID("b0"))
    #expect(fixture.adapter.item(at: path(11))?.id == AnyListID("b1"))
    #expect(cell.boundID == AnyListID("b0"))
  }

  @Test("infinite and centred with centring insets starts exactly centred")
  func centred() throws {
    let fixture = Fixture(
      .init(
        itemLength: 300, spacing: 10, sectionInsetLeading: 37.5, sectionInsetTrailing: 37.5,
        alignment: .center, isInfinite: true))
    fixture.show(5)
    #expect(fixture.offset == 1550)
    let frame = try #require(fixture.host.frameForItem(at: path(5)))
    #expect(frame.midX - fixture.offset == 187.5)
  }

  @Test("an update keeps the page and sends nothing; off-screen items show their new content")
  func updates() throws {
    let fixture = Fixture(.init(itemLength: 300, spacing: 10, isInfinite: true))
    fixture.show(5)
    fixture.carousel.moveToNextPage(animated: false)
    _ = fixture.log.take()
    fixture.show(5, suffix: "!")
    #expect(fixture.log.take().isEmpty)
    #expect(fixture.carousel.currentPage == 1)
    #expect(fixture.text(at: 6) == "1!")
    fixture.carousel.moveToNextPage(animated: false)
    fixture.carousel.moveToNextPage(animated: false)
    #expect(fixture.text(at: 8) == "3!")  // was off screen when its content changed
    _ = fixture.log.take()

    fixture.show(2)
    #expect(fixture.carousel.currentPage == 1)
    fixture.show(1)
    #expect(fixture.carousel.currentPage == 0)
    #expect(
      fixture.log.take() == [
        "willDisappear 3", "didDisappear 3", "willAppear 1", "didAppear 1",
        "willDisappear 1", "didDisappear 1", "willAppear 0", "didAppear 0",
      ])
  }

  @Test("auto-rolling on the clock: pauses while dragging and while off screen")
  func autoRolling() async throws {
    let fixture = Fixture.autoRolling()
    #expect(await fixture.roll(after: .seconds(3)) == 0)
    #expect(await fixture.roll(after: .seconds(1)) == 1)
    #expect(await fixture.roll(after: .seconds(4)) == 2)
    #expect(
      fixture.log.take() == [
        "willDisappear 0", "didDisappear 0", "willAppear 1", "didAppear 1",
        "willDisappear 1", "didDisappear 1", "willAppear 2", "didAppear 2",
      ])

    // A drag restarts the interval when it ends.
    await fixture.clock.advance(by: .seconds(3))
    try fixture.host.drag(to: CGPoint(x: fixture.offset + 10, y: 0))
    #expect(await fixture.roll(after: .seconds(3)) == 2)
    #expect(await fixture.roll(after: .seconds(1)) == 3)

    fixture.host.isInWindow = false
    #expect(await fixture.roll(after: .seconds(8)) == 3)
    fixture.host.isInWindow = true
    #expect(await fixture.roll(after: .seconds(4)) == 4)
  }

  @Test("auto-roll stays paused while a released drag decelerates; the interval restarts at rest")
  func autoRollWaitsForRest() async throws {
    let fixture = Fixture.autoRolling()
    await fixture.clock.advance(by: .seconds(3))
    // A fling: the finger lifts at 1 pt/ms, and the content decelerates for 500 ms.
    try fixture.host.drag(by: CGPoint(x: 40, y: 0), releasingWith: CGPoint(x: 1, y: 0))
    #expect(fixture.host.isDecelerating)
    await fixture.clock.advance(by: .milliseconds(100))
    // A banner update mid-fling must not restart the roll timer.
    fixture.show(5, suffix: "'")
    await fixture.clock.advance(by: .milliseconds(400))
    try fixture.host.settleDeceleration()
    #expect(!fixture.host.isDecelerating)
    let rest = fixture.carousel.currentPage
    // 3.9 s after the rest: no roll yet.
    #expect(await fixture.roll(after: .milliseconds(3_900)) == rest)
    // 4 s after the rest: one page on.
    #expect(await fixture.roll(after: .milliseconds(100)) == rest.map { ($0 + 1) % 5 })
  }

  @Test("a roll that falls due while the content decelerates waits for the rest")
  func noRollMidFling() async throws {
    let fixture = Fixture(
      .init(itemLength: 300, spacing: 10, isInfinite: true, autoRollInterval: .seconds(4)))
    fixture.show(5)
    // The roll is due 4 s after the load; the fling starts at 3.8 s and decelerates past it.
    await fixture.clock.advance(by: .milliseconds(3_800))
    try fixture.host.drag(by: CGPoint(x: 40, y: 0), releasingWith: CGPoint(x: 1, y: 0))
    _ = fixture.log.take()
    await fixture.clock.advance(by: .milliseconds(300))
    fixture.carousel.settleAutoRoll()
    fixture.host.settleAnimations()
    // The headless host moves decelerating content when it rests: any page change before that
    // is a roll, which would fight the fling.
    #expect(fixture.host.isDecelerating)
    #expect(fixture.log.take().isEmpty)
  }
}
