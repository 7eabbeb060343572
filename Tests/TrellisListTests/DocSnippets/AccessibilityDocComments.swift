// swift-format-ignore-file

// The examples of the accessibility doc comments in TrellisList and TrellisTesting (issue 24),
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

/// A delegate that pages its banner section itself, as the `ListHostDelegate` example shows.
@MainActor
private final class BannerPager: ListHostDelegate {
  let bannerSection = 0
  var page = 0

  func turnPage(_ direction: ListAccessibilityScrollDirection) -> Bool {
    page += direction == .left || direction == .next ? 1 : -1
    return true
  }

  func listHost(
    _ host: any ListHost, accessibilityScroll direction: ListAccessibilityScrollDirection,
    inSection section: Int
  ) -> Bool {
    section == bannerSection && turnPage(direction)
  }
}

@MainActor
@Suite("Doc comments: accessibility (TrellisList, TrellisTesting)")
struct AccessibilityDocComments {
  @Test("the port's posts and focus behaviour; the headless host records them")
  func portExamples() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    host.postAccessibilityNotification(.pageScrolled("Page 2 of 5"))
    host.postAccessibilityNotification(.announcement("20 more products loaded"))
    #expect(
      host.postedAccessibilityNotifications == [
        .pageScrolled("Page 2 of 5"), .announcement("20 more products loaded"),
      ])
    host.focusBehavior = .allowsFocus
    host.focusBehavior = .selectionFollowsFocus  // a sidebar: arrow keys select
    #expect(host.focusBehavior == .selectionFollowsFocus)

    let pager = BannerPager()
    #expect(pager.listHost(host, accessibilityScroll: .left, inSection: 0))
    #expect(pager.page == 1)
  }

  @Test("custom actions, three-finger scroll and focus on a headless host")
  func headlessExamples() throws {
    let fixture = AdapterFixture(.table)
    fixture.apply(
      oneSection([
        ListItem.textCell("a").movable().swipeActions([
          ListSwipeAction("Archive") { _ in }, ListSwipeAction("Delete", style: .destructive) { _ in },
        ]),
        ListItem.textCell("b").movable(),
      ]), animated: false)
    let host = fixture.host
    let path = ItemPath(item: 0, section: 0)
    #expect(try host.customActions(ofItemAt: path) == ["Archive", "Delete", "Move up", "Move down"])
    let names = try host.customActions(ofItemAt: path)  // ["Archive", "Delete", "Move up", "Move down"]
    #expect(names.count == 4)
    do {
      let names = try host.customActions(ofItemAt: path)  // ["Delete", "Move up", "Move down"]
      #expect(names.last == "Move down")
    }
    try host.performCustomAction(named: "Delete", ofItemAt: path)  // as the swipe does
    try host.performCustomAction(named: "Move up", ofItemAt: path)  // false at the start
    #expect(try !host.accessibilityScroll(.left, inSection: 0))

    host.focusBehavior = .selectionFollowsFocus
    try host.moveFocus(.next)  // [0, 0], selected
    #expect(host.focusedItem == path && host.indexPathsForSelectedItems == [path])
  }

  @Test("a carousel's page description and its three-finger scroll")
  func carouselExamples() throws {
    let fixture = BandCarouselFixture()
    fixture.show(5)
    let carousel = fixture.carousel
    let host = fixture.host
    try host.accessibilityScroll(.left, inSection: 0)  // the carousel's next page
    #expect(host.postedAccessibilityNotifications == [.pageScrolled("Page 2 of 5")])
    try host.accessibilityScroll(.left, inSection: 0)  // true; posts "Page 2 of 5"
    carousel.accessibilityPageDescription = { page, count in
      "Banner \(page + 1) of \(count)"
    }
    #expect(carousel.listHost(host, accessibilityScroll: .left, inSection: 0))
    let turned = carousel.listHost(host, accessibilityScroll: .left, inSection: 0)  // next page
    #expect(turned)
    #expect(host.postedAccessibilityNotifications.last == .pageScrolled("Banner 5 of 5"))
  }

  @Test("the paginator's announcement wording and retry title")
  func paginatorExamples() {
    let paginator = ListPaginator()
    paginator.accessibilityAnnouncement = { event in
      switch event {
      case .loaded(let count): "\(count) more products"
      case .failed: "Products could not load. Retry is in Actions."
      }
    }
    paginator.retryActionTitle = "Try again"
    #expect(paginator.accessibilityAnnouncement(.loaded(itemCount: 3)) == "3 more products")
    #expect(paginator.retryActionTitle == "Try again")
  }

  @Test("the recorded announcements read as the headless host's doc says")
  func recordedAnnouncements() {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    host.postAccessibilityNotification(.announcement("20 more items loaded"))
    #expect(host.postedAccessibilityNotifications == [.announcement("20 more items loaded")])
  }
}

@MainActor
@Suite("DocC: the Accessibility article's examples")
struct AccessibilityArticleSnippets {
  @Test("custom actions")
  func customActions() throws {
    let fixture = AdapterFixture(.table)
    fixture.apply(
      oneSection([
        ListItem.textCell("a").movable().swipeActions([ListSwipeAction("Archive") { _ in }]),
        ListItem.textCell("b").movable(),
      ]), animated: false)
    let actions = try fixture.host.customActions(ofItemAt: ItemPath(item: 0, section: 0))
    #expect(actions == ["Archive", "Move up", "Move down"])
    #expect(try fixture.host.performCustomAction(named: "Move down", ofItemAt: ItemPath(item: 0, section: 0)))
    #expect(try !fixture.host.performCustomAction(named: "Move down", ofItemAt: ItemPath(item: 1, section: 0)))
  }

  @Test("three-finger scroll on a carousel")
  func carousel() throws {
    let fixture = BandCarouselFixture()
    fixture.show(5)
    let host = fixture.host
    #expect(try host.accessibilityScroll(.left, inSection: 0))
    #expect(host.postedAccessibilityNotifications == [.pageScrolled("Page 2 of 5")])
  }

  @Test("announcements")
  func announcements() async throws {
    let fixture = PaginationTests.Fixture(distance: .points(500))
    let paginator = fixture.paginator
    paginator.accessibilityAnnouncement = { event in
      switch event {
      case .loaded(let count): "\(count) more products"
      case .failed: "Products could not load. Retry is in Actions."
      }
    }
    fixture.base.apply(PaginationTests.page(0..<10, page: 1), animated: false)
    fixture.base.apply(PaginationTests.page(0..<30, page: 2), animated: false)
    #expect(await fixture.base.settle())
    #expect(fixture.host.postedAccessibilityNotifications == [.announcement("20 more products")])

    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    host.postAccessibilityNotification(.announcement("20 more items loaded"))
    #expect(host.postedAccessibilityNotifications == [.announcement("20 more items loaded")])
  }

  @Test("focus")
  func focus() throws {
    let host = AdapterFixture.showing(oneSection([.textCell("a"), .textCell("b")])).host
    host.focusBehavior = .selectionFollowsFocus
    let focused = try host.moveFocus(.next)
    #expect(focused == ItemPath(item: 0, section: 0))
    #expect(host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 0)])
  }
}
