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
@Suite("Accessibility: pagination announces loads and failures, once each")
struct PaginationAccessibilityTests {
  private typealias Fixture = PaginationTests.Fixture

  private func announcements(_ fixture: Fixture) -> [ListAccessibilityNotification] {
    fixture.host.postedAccessibilityNotifications
  }

  @Test("one announcement per page loaded, with the count; none for re-applied models")
  func onePerLoad() async throws {
    let fixture = Fixture(distance: .points(300))
    fixture.base.apply(PaginationTests.page(0..<30, page: 1), animated: false)
    #expect(announcements(fixture).isEmpty)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
    #expect(fixture.log.take() == ["load 2"])
    #expect(await fixture.base.settle())
    // Re-applying the same page, scrolling and re-transforming announce nothing.
    fixture.base.apply(PaginationTests.page(0..<30, page: 1), animated: false)
    fixture.base.adapter.setNeedsTransform(animated: false)
    #expect(await fixture.base.settle())
    #expect(announcements(fixture).isEmpty)

    fixture.base.apply(PaginationTests.page(0..<50, page: 2), animated: true)
    #expect(await fixture.base.settle())
    fixture.base.apply(PaginationTests.page(0..<50, page: 2), animated: false)
    #expect(await fixture.base.settle())
    #expect(announcements(fixture) == [.announcement("20 more items loaded")])

    // A page that replaced the content (no more items): the generic sentence, once.
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
    #expect(fixture.log.take() == ["load 3"])
    fixture.base.apply(PaginationTests.page(100..<150, page: 3), animated: false)
    #expect(await fixture.base.settle())
    #expect(
      announcements(fixture) == [
        .announcement("20 more items loaded"), .announcement("More content loaded"),
      ])
  }

  @Test("one announcement per failure; Retry is the error item's custom action and retries")
  func failureAndRetryAction() async throws {
    let fixture = Fixture(distance: .points(500))
    fixture.base.apply(PaginationTests.page(0..<10, page: 1), animated: false)
    #expect(fixture.log.take() == ["load 2"])
    fixture.paginator.reportFailure()
    fixture.paginator.reportFailure()  // not loading any more: nothing
    #expect(await fixture.base.settle())
    #expect(
      announcements(fixture) == [
        .announcement("Loading more content failed. Retry is available in Actions.")
      ])
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    let error = ItemPath(item: 0, section: 1)
    #expect(try fixture.host.customActions(ofItemAt: error) == ["Retry"])
    #expect(try fixture.host.performCustomAction(named: "Retry", ofItemAt: error))
    #expect(fixture.log.take() == ["load 2"])
    #expect(fixture.paginator.status == .loading(page: 2))
    fixture.paginator.reportFailure()
    #expect(announcements(fixture).count == 2)
  }

  @Test("the app words the announcements, or silences them with nil")
  func customWording() async throws {
    let fixture = Fixture(distance: .points(500))
    fixture.paginator.accessibilityAnnouncement = { event in
      switch event {
      case .loaded(let count): "\(count) new"
      case .failed: nil
      }
    }
    fixture.base.apply(PaginationTests.page(0..<10, page: 1), animated: false)
    fixture.paginator.reportFailure()
    fixture.paginator.retry()
    fixture.base.apply(PaginationTests.page(0..<13, page: 2), animated: false)
    #expect(await fixture.base.settle())
    #expect(announcements(fixture) == [.announcement("3 new")])
  }
}
