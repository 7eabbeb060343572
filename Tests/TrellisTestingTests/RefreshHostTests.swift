import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: refresh control")
struct RefreshHostTests {
  /// A delegate that logs the scroll callbacks and refresh requests, with the control's state at
  /// each.
  @MainActor
  final class RefreshLog: ListHostDelegate {
    var log: [String] = []
    func listHostWillBeginDragging(_ host: any ListHost) { log.append("willBeginDragging") }
    func listHostDidScroll(_ host: any ListHost) {
      log.append("didScroll \(Int(host.contentOffset.y))")
    }
    func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
      log.append("didEndDragging \(willDecelerate)")
    }
    func listHostDidEndDecelerating(_ host: any ListHost) { log.append("didEndDecelerating") }
    func listHostDidRequestRefresh(_ host: any ListHost) {
      log.append("didRequestRefresh refreshing=\(host.isRefreshing) dragging=\(host.isDragging)")
    }

    func take() -> [String] {
      defer { log = [] }
      return log
    }
  }

  /// A loaded host of `kind` showing 12 items, with a logging delegate.
  @MainActor
  struct Fixture {
    let host: HeadlessListView
    let source: TestDataSource
    let delegate = RefreshLog()

    init(_ kind: HostKind) throws {
      host = kind.make(clock: TestClock())
      source = TestDataSource([(0..<12).map { "\($0)" }])
      host.dataSource = source
      host.delegate = delegate
      host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
      try host.reloadData()
    }

    /// The control's states the host logged, in order.
    var controlStates: [String] {
      host.operations.compactMap { operation in
        if case .refreshControl(let state) = operation { state.rawValue } else { nil }
      }
    }
  }

  @Test(
    "a pull past the threshold refreshes, then requests, while the finger is down",
    arguments: HostKind.allCases)
  func pullPastThreshold(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    let host = fixture.host
    let before = host.snapshot()
    host.isRefreshControlEnabled = true
    var lines = before.split(separator: "\n")
    lines.insert("refreshControl idle", at: 1)
    #expect(host.snapshot() == lines.joined(separator: "\n"))
    try host.pullToRefresh(distance: 100)
    #expect(
      fixture.delegate.take() == [
        "willBeginDragging", "didScroll -100", "didRequestRefresh refreshing=true dragging=true",
        "didEndDragging true", "didScroll 0", "didEndDecelerating",
      ])
    #expect(host.isRefreshing)
    #expect(host.contentOffset == .zero)
    #expect(host.snapshot().split(separator: "\n")[1] == "refreshControl refreshing")
    host.endRefreshing()
    #expect(!host.isRefreshing)
    #expect(fixture.controlStates == ["idle", "refreshing", "idle"])
    #expect(fixture.delegate.take().isEmpty)
  }

  @Test("the default pull is exactly the threshold, which is enough", arguments: HostKind.allCases)
  func defaultPull(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    #expect(fixture.host.refreshThreshold == HeadlessListView.defaultRefreshThreshold)
    fixture.host.isRefreshControlEnabled = true
    try fixture.host.pullToRefresh()
    #expect(fixture.delegate.take().contains("didScroll -80"))
    #expect(fixture.host.isRefreshing)
  }

  @Test("a pull below the threshold only bounces back", arguments: HostKind.allCases)
  func belowThreshold(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    fixture.host.isRefreshControlEnabled = true
    fixture.host.refreshThreshold = 120
    try fixture.host.pullToRefresh(distance: 119)
    #expect(
      fixture.delegate.take() == [
        "willBeginDragging", "didScroll -119", "didEndDragging true", "didScroll 0",
        "didEndDecelerating",
      ])
    #expect(!fixture.host.isRefreshing)
    #expect(fixture.controlStates == ["idle"])
  }

  @Test("a pull while refreshing sends no second request", arguments: HostKind.allCases)
  func pullWhileRefreshing(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    fixture.host.isRefreshControlEnabled = true
    try fixture.host.pullToRefresh(distance: 100)
    _ = fixture.delegate.take()
    try fixture.host.pullToRefresh(distance: 200)
    #expect(!fixture.delegate.take().contains { $0.hasPrefix("didRequestRefresh") })
    #expect(fixture.controlStates == ["idle", "refreshing"])
    fixture.host.endRefreshing()
    try fixture.host.pullToRefresh(distance: 100)
    #expect(fixture.delegate.take().contains { $0.hasPrefix("didRequestRefresh") })
    #expect(fixture.controlStates == ["idle", "refreshing", "idle", "refreshing"])
  }

  @Test(
    "without a control a pull sends no request and the snapshot has no control line",
    arguments: HostKind.allCases)
  func disabledControl(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    let before = fixture.host.snapshot()
    #expect(!fixture.host.isRefreshControlEnabled)
    try fixture.host.pullToRefresh(distance: 200)
    #expect(!fixture.delegate.take().contains { $0.hasPrefix("didRequestRefresh") })
    fixture.host.beginRefreshing()
    #expect(!fixture.host.isRefreshing)
    #expect(fixture.controlStates.isEmpty)
    #expect(fixture.host.snapshot() == before)
    #expect(!before.contains("refreshControl"))
  }

  @Test(
    "beginRefreshing sends no request; endRefreshing when idle and repeated calls do nothing",
    arguments: HostKind.allCases)
  func programmatic(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    fixture.host.isRefreshControlEnabled = true
    fixture.host.endRefreshing()
    fixture.host.beginRefreshing()
    fixture.host.beginRefreshing()
    #expect(fixture.host.isRefreshing)
    #expect(fixture.host.contentOffset == .zero)  // UIKit does not reveal the control either
    #expect(fixture.delegate.take().isEmpty)
    fixture.host.endRefreshing()
    fixture.host.endRefreshing()
    #expect(fixture.controlStates == ["idle", "refreshing", "idle"])
  }

  @Test("removing the control while it refreshes ends the refresh", arguments: HostKind.allCases)
  func removeWhileRefreshing(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    fixture.host.isRefreshControlEnabled = true
    fixture.host.beginRefreshing()
    fixture.host.isRefreshControlEnabled = false
    fixture.host.isRefreshControlEnabled = false
    #expect(!fixture.host.isRefreshing)
    #expect(fixture.controlStates == ["idle", "refreshing", "removed"])
    #expect(fixture.host.operations.last?.description == "refreshControl removed")
  }

  @Test("the pull starts and ends at the top of the content inset", arguments: HostKind.allCases)
  func contentInset(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    fixture.host.contentInset = LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)
    try fixture.host.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
    fixture.host.isRefreshControlEnabled = true
    _ = fixture.delegate.take()
    try fixture.host.pullToRefresh(distance: 90)
    #expect(
      fixture.delegate.take().filter { $0.hasPrefix("didScroll") } == [
        "didScroll -110", "didScroll -20",
      ])
    #expect(fixture.host.isRefreshing)
  }

  @Test("impossible pulls throw and leave the control as it was", arguments: HostKind.allCases)
  func impossiblePulls(kind: HostKind) throws {
    let fixture = try Fixture(kind)
    fixture.host.isRefreshControlEnabled = true
    for distance: CGFloat in [0, -10, .nan, .infinity] {
      #expect(throws: ListHostError.self) { try fixture.host.pullToRefresh(distance: distance) }
    }
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    _ = fixture.delegate.take()
    do {
      try fixture.host.pullToRefresh(distance: 100)
      Issue.record("a pull from the middle of the content did not throw")
    } catch {
      guard case .impossibleGesture(let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(message.contains("scroll there first"))
      #expect(error.description.hasPrefix("a user cannot pull to refresh"))
    }
    #expect(fixture.delegate.take().isEmpty)
    #expect(!fixture.host.isRefreshing && !fixture.host.isDragging)
  }

  @Test("a horizontally scrolling collection cannot be pulled to refresh")
  func horizontal() throws {
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 200), layout: .flow(axis: .horizontal))
    let source = TestDataSource([["a", "b"]])
    host.dataSource = source
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
    host.isRefreshControlEnabled = true
    #expect(throws: ListHostError.self) { try host.pullToRefresh(distance: 100) }
    #expect(!host.isRefreshing)
  }
}
