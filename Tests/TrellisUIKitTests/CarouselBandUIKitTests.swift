// ListCarousel on a band of ListCompositionalLayout through CollectionViewHost, on the UIKit
// double: the same snapping table as the headless host, and the band rest the layout infers
// (UIKit sends no end of an orthogonal scroll). Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  @testable import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: ListCarousel on a compositional band")
  struct CarouselBandUIKitTests {
    /// `callbacks` without the pages a moving band passed on its way, each a `willAppear` at
    /// once followed by its `didDisappear`: UIKit's band moves frame by frame through them,
    /// where the headless host's band jumps to its rest.
    static func withoutPasses(_ callbacks: [String]) -> [String] {
      var kept: [String] = []
      for entry in callbacks {
        if let last = kept.last, last.hasPrefix("willAppear "), entry.hasPrefix("didDisappear "),
          last.dropFirst("willAppear ".count) == entry.dropFirst("didDisappear ".count)
        {
          kept.removeLast()
          continue
        }
        kept.append(entry)
      }
      return kept
    }

    @Test(
      "a band carousel rests where the band's behaviour puts it, as on the headless host",
      arguments: BandRelease.table)
    func snapping(_ release: BandRelease) async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock, band: release.band, alignment: release.alignment)
        await list.show()
        let onBand = list.carousel.isOnBand
        list.carousel.move(by: release.startPage, animated: false)
        let start = list.carousel.currentPage
        _ = list.log.take()
        await list.release(by: release.translation, velocity: release.velocity)
        return (
          onBand, start, list.offset, list.carousel.currentPage, list.log.take(),
          list.fixture.collectionView.contentOffset.y
        )
      }
      #expect(violations.isEmpty)
      let (onBand, start, offset, page, callbacks, listOffset) = result
      #expect(onBand)
      #expect(start == release.startPage)
      #expect(offset.map { abs($0 - release.rest) < 1e-9 } == true)
      #expect(page == release.page)
      #expect(Self.withoutPasses(callbacks) == Self.withoutPasses(release.callbacks))
      #expect(listOffset == 0)
    }

    @Test("a reload keeps the band's offset and the page: no band callback, nothing in motion")
    func restAfterReload() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        await list.release(by: 20, velocity: 0.5)
        _ = list.bands.take()
        _ = list.log.take()
        list.fixture.adapter.reload(list.model())
        await list.fixture.settle()
        return (
          list.bands.take(), list.offset, list.carousel.currentPage, list.log.take(),
          (list.fixture.layout as? ListCompositionalLayout)?.hasBandsInMotion ?? true
        )
      }
      #expect(violations.isEmpty)
      let (last, offset, page, callbacks, moving) = result
      #expect(last.isEmpty)
      #expect(offset == 290)
      #expect(page == 1)
      #expect(callbacks.isEmpty)
      #expect(!moving)
    }

    /// As `CarouselBandTests.flickDuringUpdate` on the headless host: the layout's band
    /// decelerates across an animated update (and a carousel move asked meanwhile); its page
    /// appears once, after the layout saw it rest.
    @Test("a flick during an update: no pageDidAppear while the band decelerates, one at rest")
    func flickDuringUpdate() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock, autoRollInterval: .seconds(4))
        await list.show()
        _ = list.log.take()
        list.fixture.adapter.apply(list.model(6, products: 19), animated: true, completion: nil)
        let applying = list.fixture.adapter.isApplying
        list.fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 160, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
        let host = list.fixture.host
        let scrolling =
          docValues {
            host.isBandScrolling(ofSection: 0)  // true from a drag until the band rests
          }.first as? Bool == true
        list.carousel.moveToNextPage()
        var early: [String] = []
        var log: [String] = []
        for _ in 0..<20 {
          await list.fixture.advance(by: .milliseconds(50))
          let entries = list.log.take()
          if list.fixture.layout.isOrthogonalSectionDecelerating(0) {
            early += entries.filter { $0.hasPrefix("didAppear") }
          }
          log += entries
        }
        return (
          applying, scrolling, early, log, list.offset, list.carousel.currentPage,
          list.fixture.host.isBandScrolling(ofSection: 0)
        )
      }
      #expect(violations.isEmpty)
      let (applying, scrolling, early, log, offset, page, stillScrolling) = result
      #expect(applying)
      #expect(scrolling)
      #expect(early.isEmpty)
      #expect(log == BandRelease.moved(0, 1))
      #expect(offset == 290)
      #expect(page == 1)
      #expect(!stillScrolling)
    }

    /// The carousel starts an animated move while the band still waits for the rest of a flick
    /// (the move stops the deceleration): the band's rest is the move's, once it lands, so the
    /// page the flick reached never appears and the move's page appears once, at rest (fuzz seed
    /// 30095).
    @Test("a move during a flick's wait for rest: pageDidAppear only after the move lands")
    func moveDuringFlickRest() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.log.take()
        list.fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 200, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
        list.carousel.moveToPreviousPage()
        let animating = list.carousel.isAnimating
        var early: [String] = []
        var log: [String] = []
        for _ in 0..<20 {
          await list.fixture.advance(by: .milliseconds(50))
          let entries = list.log.take()
          if list.fixture.layout.isOrthogonalSectionDecelerating(0) {
            early += entries.filter { $0.hasPrefix("didAppear") }
          }
          log += entries
        }
        return (animating, early, log, list.offset, list.carousel.currentPage)
      }
      #expect(violations.isEmpty)
      let (animating, early, log, offset, page) = result
      #expect(animating)
      #expect(early.isEmpty)
      // The flick crosses half a page (page 1 is announced), the move takes the band back.
      #expect(
        log == [
          "willDisappear 0", "didDisappear 0", "willAppear 1", "didDisappear 1", "willAppear 0",
          "didAppear 0",
        ])
      #expect(offset == 0)
      #expect(page == 0)
    }

    /// A flick released on a resting point (page 1) decelerates to the next page. The band
    /// moves on every frame of its deceleration (UIKit's orthogonal scroll view reports each),
    /// so the layout sees no rest on page 1: no page appears until the band rests on page 2
    /// (fuzz seeds 30084, 30155, 30202).
    @Test("a flick released on a resting point: no pageDidAppear until the band rests")
    func flickFromRestingPoint() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.log.take()
        list.fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 290, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
        var early: [String] = []
        var log: [String] = []
        for _ in 0..<20 {
          await list.fixture.advance(by: .milliseconds(50))
          let entries = list.log.take()
          if list.fixture.layout.isOrthogonalSectionDecelerating(0) {
            early += entries.filter { $0.hasPrefix("didAppear") }
          }
          log += entries
        }
        return (early, log, list.offset, list.carousel.currentPage)
      }
      #expect(violations.isEmpty)
      let (early, log, offset, page) = result
      #expect(early.isEmpty)
      #expect(log.filter { $0.hasPrefix("didAppear") } == ["didAppear 2"])
      #expect(log.last == "didAppear 2")
      #expect(offset == 580)
      #expect(page == 2)
    }

    /// An update that changes the carousel's section while its animated move has landed but
    /// the band has not rested yet puts the page in place without announcing it: the move's end
    /// does, once the band rests (fuzz seeds 12058, 12108, 12117).
    @Test("an update after an animated move landed: pageDidAppear when the band rests")
    func updateWhileMoveRests() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.log.take()
        let moving = CallLog()
        list.carousel.pageDidAppear += { [carousel = list.carousel] page in
          if carousel.isAnimating { moving.add("didAppear \(page)") }
        }
        list.carousel.moveToNextPage()
        await list.fixture.advance(by: UIScrollView.scrollAnimationDuration)
        let landed = (list.offset, list.carousel.isAnimating)
        list.fixture.adapter.apply(list.model(6), animated: false, completion: nil)
        let afterUpdate = list.log.take()
        await list.fixture.settle()
        return (landed, afterUpdate, list.log.take(), moving.entries, list.carousel.currentPage)
      }
      #expect(violations.isEmpty)
      let (landed, afterUpdate, atRest, moving, page) = result
      #expect(landed.0 == 290)
      #expect(landed.1)
      #expect(afterUpdate == ["willDisappear 0", "didDisappear 0", "willAppear 1"])
      #expect(atRest == ["didAppear 1"])
      #expect(moving.isEmpty)
      #expect(page == 1)
    }

    /// The user flicks the band, and an update inserts a section above it: on UIKit the layout
    /// keeps the flick (and the band's offset) with the section index, so the carousel's band,
    /// now at the next index, starts at 0 and never moved. The carousel follows it there and its
    /// page appears; nothing waits for a rest that cannot come (fuzz seed 12049).
    @Test("a flick, then an update moves the band to another index: the page appears at once")
    func flickThenIndexChange() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        list.fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 200, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
        _ = list.log.take()
        var model = list.model()
        model.sections.insert(
          ListSection(
            id: "top", items: [ListItem(id: "t", content: "t", view: UIKitTextCell.self)],
            layout: .grid(GridSection(columns: 1, itemHeight: .fixed(40)))),
          at: 0)
        list.fixture.adapter.apply(model, animated: false, completion: nil)
        let settled = await list.fixture.settle()
        return (
          settled, list.fixture.host.bandOffset(ofSection: 1), list.carousel.currentPage,
          list.log.take()
        )
      }
      #expect(violations.isEmpty)
      let (settled, offset, page, callbacks) = result
      #expect(settled)
      #expect(offset == 0)
      #expect(page == 0)
      #expect(callbacks.last == "didAppear 0")
    }

    @Test("moves during an animated move are combined when it ends")
    func combinedMoves() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.log.take()
        list.carousel.moveToNextPage()
        let animating = list.carousel.isAnimating
        list.carousel.moveToNextPage()
        await list.fixture.settle()
        return (animating, list.offset, list.carousel.currentPage, list.log.take())
      }
      #expect(violations.isEmpty)
      let (animating, offset, page, callbacks) = result
      #expect(animating)
      #expect(offset == 580)
      #expect(page == 2)
      #expect(
        callbacks == [
          "willDisappear 0", "didDisappear 0", "willAppear 1", "didDisappear 1", "willAppear 2",
          "didAppear 2",
        ])
    }

    @Test("infinite on a band: starts in the middle copy, recentres after a rest")
    func infinite() async {
      let (result, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock, isInfinite: true)
        await list.show()
        let start = list.offset
        await list.release(by: -20, velocity: -0.5)
        return (start, list.offset, list.carousel.currentPage, list.log.take())
      }
      #expect(violations.isEmpty)
      let (start, offset, page, callbacks) = result
      #expect(start == 1450)
      #expect(offset == 2610)
      #expect(page == 4)
      #expect(callbacks == ["willAppear 0", "didAppear 0"] + BandRelease.moved(0, 4))
    }

    @Test("auto-roll: a band drag pauses it until the layout sees the band rest")
    func autoRoll() async {
      let (pages, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock, isLooping: true, autoRollInterval: .seconds(4))
        await list.show()
        var pages: [Int?] = []
        @MainActor func roll(after duration: Duration) async {
          await clock.advance(by: duration)
          list.carousel.settleAutoRoll()
          await list.fixture.settle()
          pages.append(list.carousel.currentPage)
        }
        // The load took 0.1 s to settle (the band's first rest is none: it never moved).
        await roll(after: .milliseconds(3_900))
        await roll(after: .milliseconds(100))
        // A slow drag held 3 s after that roll's rest: no roll while the band is held.
        await clock.advance(by: .seconds(3))
        list.fixture.layout.setOrthogonalOffset(CGPoint(x: 400, y: 0), ofSection: 0)
        await roll(after: .seconds(2))
        // Released: it rests on page 1 (290), and the interval restarts there.
        list.fixture.layout.dragOrthogonalSection(0, by: CGPoint(x: -100, y: 0))
        await list.fixture.settle()
        pages.append(list.carousel.currentPage)
        return pages
      }
      #expect(violations.isEmpty)
      #expect(pages == [0, 1, 1, 1])
    }
  }
#endif
