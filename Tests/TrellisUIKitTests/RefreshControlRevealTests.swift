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
      ListModel(sections: [ListSection(id: "s", items: (0..<count).map { .text($0, "\($0)") })])
    }

    /// Where the content and the control are after a program-begun refresh.
    struct Outcome: Equatable {
      var offsetY: CGFloat
      var isRefreshing: Bool
      /// `nil` when the view has no refresh control.
      var isWhollyVisible: Bool?

      init(offsetY: CGFloat, isRefreshing: Bool, isWhollyVisible: Bool?) {
        self.offsetY = offsetY
        self.isRefreshing = isRefreshing
        self.isWhollyVisible = isWhollyVisible
      }

      @MainActor
      init(_ scrollView: UIScrollView, _ host: some ListHost) {
        self.init(
          offsetY: scrollView.contentOffset.y, isRefreshing: host.isRefreshing,
          isWhollyVisible: scrollView.refreshControl?.isWhollyVisible)
      }
    }

    enum Kind: String, CaseIterable, CustomTestStringConvertible {
      case collection, table
      var testDescription: String { rawValue }
    }

    /// At the top the content moves down to reveal the spinner, and beginning again while
    /// refreshing does nothing; scrolled down, beginning a refresh moves nothing.
    @Test(
      "a host's program-begun refresh reveals the spinner at the top only",
      arguments: Kind.allCases, [false, true])
    func reveal(kind: Kind, scrolledDown: Bool) async {
      let expected =
        scrolledDown
        ? Outcome(offsetY: 100, isRefreshing: true, isWhollyVisible: false)
        : Outcome(offsetY: -60, isRefreshing: true, isWhollyVisible: true)
      /// Shows 20 rows, enables the control, scrolls, begins and settles; checks and returns.
      func run(
        _ scrollView: UIScrollView, _ host: some ListHost, _ adapter: ListAdapter,
        _ model: ListModel, settle: () async -> Void
      ) async -> Outcome {
        adapter.apply(model, animated: false, completion: nil)
        host.isRefreshControlEnabled = true
        if scrolledDown { scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false) }
        host.beginRefreshing()
        await settle()
        let outcome = Outcome(scrollView, host)
        if !scrolledDown {
          scrollView.setContentOffset(.zero, animated: false)
          host.beginRefreshing()
          #expect(scrollView.contentOffset.y == 0)
        }
        return outcome
      }
      switch kind {
      case .collection:
        let (outcome, violations) = await withDouble { clock in
          let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
          return await run(
            fixture.collectionView, fixture.host, fixture.adapter, Self.texts(20).uikit
          ) { await fixture.settle() }
        }
        #expect(violations.isEmpty)
        #expect(outcome == expected)
      case .table:
        let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 320, height: 400))
        let violations = UIKitViolationRecorder()
        let outcome = await UITableViewViolations.$reporter.withValue(violations.report) {
          await run(fixture.tableView, fixture.host, fixture.adapter, .textRows(20)) {
            await fixture.settle()
          }
        }
        #expect(violations.messages.isEmpty)
        #expect(outcome == expected)
      }
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
