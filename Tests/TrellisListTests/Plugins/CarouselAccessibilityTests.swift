import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Accessibility: a carousel's pages turn with the three-finger scroll")
struct CarouselAccessibilityTests {
  @Test("a band turns one page per scroll and posts its position; at the end the same again")
  func bandPages() throws {
    let fixture = BandCarouselFixture()
    fixture.show(3)
    _ = fixture.log.take()
    let host = fixture.host
    #expect(try host.accessibilityScroll(.left, inSection: 0))
    #expect(fixture.offset == 290)
    #expect(try host.accessibilityScroll(.next, inSection: 0))
    #expect(fixture.carousel.currentPage == 2)
    #expect(try !host.accessibilityScroll(.left, inSection: 0))
    #expect(fixture.carousel.currentPage == 2)
    #expect(try host.accessibilityScroll(.right, inSection: 0))
    #expect(try host.accessibilityScroll(.previous, inSection: 0))
    #expect(try !host.accessibilityScroll(.previous, inSection: 0))
    #expect(fixture.offset == 0)
    #expect(
      host.postedAccessibilityNotifications == [
        .pageScrolled("Page 2 of 3"), .pageScrolled("Page 3 of 3"), .pageScrolled("Page 3 of 3"),
        .pageScrolled("Page 2 of 3"), .pageScrolled("Page 1 of 3"), .pageScrolled("Page 1 of 3"),
      ])
    // The page lifecycle is a programmatic move's.
    #expect(
      fixture.log.take()
        == BandRelease.moved(0, 1) + BandRelease.moved(1, 2) + BandRelease.moved(2, 1)
        + BandRelease.moved(1, 0))
  }

  @Test("vertical scrolls and other sections are not the carousel's: false, nothing posted")
  func notTheCarousels() throws {
    let fixture = BandCarouselFixture()
    fixture.show(3)
    let host = fixture.host
    #expect(try !host.accessibilityScroll(.up, inSection: 0))
    #expect(try !host.accessibilityScroll(.down, inSection: 0))
    #expect(try !host.accessibilityScroll(.left, inSection: 1))
    #expect(host.postedAccessibilityNotifications.isEmpty)
    #expect(fixture.offset == 0)
    #expect(throws: ListHostError.itemOutOfRange(ItemPath(item: 0, section: 2))) {
      try host.accessibilityScroll(.left, inSection: 2)
    }
  }

  @Test("looping and infinite carousels wrap; the description is the app's")
  func wrapping() throws {
    let looping = BandCarouselFixture(isLooping: true)
    looping.show(3)
    looping.carousel.accessibilityPageDescription = { page, count in "Banner \(page + 1)/\(count)" }
    #expect(try looping.host.accessibilityScroll(.right, inSection: 0))
    #expect(looping.carousel.currentPage == 2)
    #expect(looping.host.postedAccessibilityNotifications == [.pageScrolled("Banner 3/3")])

    let infinite = CarouselTests.Fixture(.init(itemLength: 300, spacing: 10, isInfinite: true))
    infinite.show(5)
    #expect(try infinite.host.accessibilityScroll(.previous, inSection: 0))
    infinite.host.settleAnimations()
    #expect(infinite.carousel.currentPage == 4)
    #expect(try infinite.host.accessibilityScroll(.next, inSection: 0))
    infinite.host.settleAnimations()
    #expect(infinite.carousel.currentPage == 0)
    #expect(
      infinite.host.postedAccessibilityNotifications == [
        .pageScrolled("Page 5 of 5"), .pageScrolled("Page 1 of 5"),
      ])
  }
}
