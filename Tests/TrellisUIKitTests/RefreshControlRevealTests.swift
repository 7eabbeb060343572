// A refresh begun by the program reveals the spinner. UIKit's beginRefreshing() only changes the
// control's state (Apple's page); the double models where the control is (just above the content,
// 60 points tall), so a host that only calls beginRefreshing() leaves the spinner out of sight.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @Suite("Hosts: a refresh begun by the program shows the refresh control")
  @MainActor
  struct RefreshControlRevealTests {
    static func texts(_ count: Int) -> ListModel {
      ListModel(sections: [ListSection("s", items: (0..<count).map { .text($0, "\($0)") })])
    }

    /// Where the content and the control are after a program-begun refresh.
    struct Outcome: Equatable {
      var offsetY: CGFloat
      var isRefreshing: Bool
      var isWhollyVisible: Bool
    }

    @Test("collection host: at the top the content moves down to reveal the spinner")
    func collectionAtTop() async {
      let (outcome, violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
        fixture.adapter.apply(Self.texts(20).uikit, animated: false, completion: nil)
        fixture.host.isRefreshControlEnabled = true
        fixture.host.beginRefreshing()
        await fixture.settle()
        let control = fixture.collectionView.refreshControl
        return Outcome(
          offsetY: fixture.collectionView.contentOffset.y, isRefreshing: fixture.host.isRefreshing,
          isWhollyVisible: control?.isWhollyVisible ?? false)
      }
      #expect(violations.isEmpty)
      #expect(outcome == Outcome(offsetY: -60, isRefreshing: true, isWhollyVisible: true))
    }

    @Test("collection host: scrolled down, beginning a refresh moves nothing")
    func collectionScrolledDown() async {
      let (outcome, violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
        fixture.adapter.apply(Self.texts(20).uikit, animated: false, completion: nil)
        fixture.host.isRefreshControlEnabled = true
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        fixture.host.beginRefreshing()
        await fixture.settle()
        let control = fixture.collectionView.refreshControl
        return Outcome(
          offsetY: fixture.collectionView.contentOffset.y, isRefreshing: fixture.host.isRefreshing,
          isWhollyVisible: control?.isWhollyVisible ?? true)
      }
      #expect(violations.isEmpty)
      #expect(outcome == Outcome(offsetY: 100, isRefreshing: true, isWhollyVisible: false))
    }

    @Test("table host: at the top the content moves down to reveal the spinner")
    func tableAtTop() async {
      let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 320, height: 400))
      let violations = UIKitViolationRecorder()
      await UITableViewViolations.$reporter.withValue(violations.report) {
        fixture.adapter.apply(ListModel.textRows(20), animated: false, completion: nil)
        fixture.host.isRefreshControlEnabled = true
        fixture.host.beginRefreshing()
        await fixture.settle()
      }
      #expect(violations.messages.isEmpty)
      #expect(
        Outcome(
          offsetY: fixture.tableView.contentOffset.y, isRefreshing: fixture.host.isRefreshing,
          isWhollyVisible: fixture.tableView.refreshControl?.isWhollyVisible ?? false)
          == Outcome(offsetY: -60, isRefreshing: true, isWhollyVisible: true))
      // Beginning again while refreshing does nothing.
      fixture.tableView.setContentOffset(.zero, animated: false)
      fixture.host.beginRefreshing()
      #expect(fixture.tableView.contentOffset.y == 0)
    }

    @Test("table host: scrolled down, beginning a refresh moves nothing")
    func tableScrolledDown() async {
      let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 320, height: 400))
      let violations = UIKitViolationRecorder()
      await UITableViewViolations.$reporter.withValue(violations.report) {
        fixture.adapter.apply(ListModel.textRows(20), animated: false, completion: nil)
        fixture.host.isRefreshControlEnabled = true
        fixture.tableView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        fixture.host.beginRefreshing()
        await fixture.settle()
      }
      #expect(violations.messages.isEmpty)
      #expect(
        Outcome(
          offsetY: fixture.tableView.contentOffset.y, isRefreshing: fixture.host.isRefreshing,
          isWhollyVisible: fixture.tableView.refreshControl?.isWhollyVisible ?? true)
          == Outcome(offsetY: 100, isRefreshing: true, isWhollyVisible: false))
    }

    @Test("the double: endRefreshing() scrolls a visible control back out, animated")
    func endRefreshingHidesTheControl() {
      let clock = TestClock()
      UIKitDoubleEnvironment.$clock.withValue(clock) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 1_000)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(!control.isWhollyVisible && !control.isPartlyVisible)
        control.beginRefreshing()
        #expect(scrollView.contentOffset.y == 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: -30), animated: false)
        #expect(control.isPartlyVisible && !control.isWhollyVisible)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scrollView.contentOffset.y == 0 && !control.isPartlyVisible)
        // Scrolled down, ending moves nothing.
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        control.beginRefreshing()
        control.endRefreshing()
        #expect(scrollView.contentOffset.y == 100)
      }
    }
  }
#endif
