import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Features: pull to refresh")
struct RefreshTests {
  /// A host of one kind driven by an adapter with an attached refresher whose requests are
  /// recorded.
  @MainActor
  struct Fixture {
    let base: AdapterFixture
    let refresher = ListRefresher()
    let log = CallLog()
    /// How many host operations there were when the fixture's first rows were on screen.
    private(set) var start = 0

    init(_ kind: HostKind, attach: Bool = true) {
      base = AdapterFixture(kind)
      if attach { base.adapter.attach(refresher) }
      refresher.refreshRequested += { [log] request in
        log.add("refresh \(request.number) \(request.trigger)")
      }
    }

    var host: HeadlessListView { base.host }

    /// What the user sees change since the fixture's first rows were on screen: the refresh
    /// control's states, reloads and batches.
    func timeline() -> [String] {
      host.operations.dropFirst(start).compactMap { operation in
        switch operation {
        case .refreshControl(let state): "control \(state.rawValue)"
        case .reloadData: "reloadData"
        case .batch(_, let animated): animated ? "batch animated" : "batch"
        case .batchCompleted: "batchCompleted"
        default: nil
        }
      }
    }

    /// A fixture with the refresher attached, showing three "old" rows.
    static func showingOld(_ kind: HostKind) async -> Fixture {
      var fixture = Fixture(kind)
      await fixture.show(3, generation: "old")
      fixture.start = fixture.host.operations.count
      return fixture
    }

    /// A fixture showing three "old" rows that the user has pulled to refresh.
    static func pulled(_ kind: HostKind) async throws -> Fixture {
      let fixture = await showingOld(kind)
      try fixture.host.pullToRefresh()
      return fixture
    }

    /// Expects the refresher idle and the host's control no longer spinning.
    func expectIdle(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(status == "idle", sourceLocation: sourceLocation)
      #expect(!host.isRefreshing, sourceLocation: sourceLocation)
    }

    /// Shows `count` rows named after `generation` and waits until they are on screen.
    func show(_ count: Int, generation: String) async {
      base.apply(oneSection((0..<count).map { ListItem.textCell($0, "\(generation) \($0)") }))
      await base.settle()
    }

    /// The refresher's status, as text.
    var status: String {
      switch refresher.status {
      case .idle: "idle"
      case .refreshing(let request): "refreshing \(request.number) \(request.trigger)"
      case .failed(let request): "failed \(request.number) \(request.trigger)"
      }
    }
  }

  @Test(
    "a pull requests once, shows the control while loading, ends it when the rows are on screen",
    arguments: HostKind.allCases)
  func pullApplyEnds(kind: HostKind) async throws {
    let fixture = await Fixture.showingOld(kind)
    try fixture.host.pullToRefresh(distance: 100)
    #expect(fixture.log.take() == ["refresh 1 pull"])
    #expect(fixture.status == "refreshing 1 pull")
    #expect(fixture.host.snapshot().contains("refreshControl refreshing"))

    fixture.base.apply(oneSection((0..<4).map { ListItem.textCell($0, "new \($0)") }))
    // The batch animates: the control still spins over the changing rows.
    #expect(fixture.host.isRefreshing)
    #expect(fixture.refresher.isRefreshing)
    await fixture.base.settle()
    fixture.expectIdle()
    #expect(
      fixture.timeline() == [
        "control refreshing", "batch animated", "batchCompleted", "control idle",
      ])
    let snapshot = fixture.host.snapshot()
    #expect(snapshot.contains("refreshControl idle"))
    #expect(snapshot.contains("\"text new 3\""))
    #expect(fixture.log.take().isEmpty)
  }

  @Test(
    "the control ends when the refreshed model is applied with await", arguments: HostKind.allCases)
  func awaitApply(kind: HostKind) async throws {
    let fixture = try await Fixture.pulled(kind)
    await fixture.base.adapter.applyAndWait(
      oneSection((0..<3).map { ListItem.textCell($0, "new \($0)") }), animated: false)
    fixture.expectIdle()
    // Same rows, new text: reconfigured in place, no batch; the control ends once they show it.
    #expect(fixture.timeline().suffix(2) == ["control refreshing", "control idle"])
    #expect(fixture.host.snapshot().contains("\"text new 2\""))
  }

  @Test(
    "a failure ends the control and fails; the next pull retries and succeeds",
    arguments: HostKind.allCases)
  func failureThenRetry(kind: HostKind) async throws {
    let fixture = await Fixture.showingOld(kind)
    fixture.refresher.reportFailure()  // nothing runs: nothing happens
    #expect(fixture.status == "idle")

    try fixture.host.pullToRefresh()
    fixture.refresher.reportFailure()
    #expect(fixture.status == "failed 1 pull")
    #expect(!fixture.host.isRefreshing)
    fixture.refresher.reportFailure()
    #expect(fixture.status == "failed 1 pull")

    try fixture.host.pullToRefresh()
    #expect(fixture.log.take() == ["refresh 1 pull", "refresh 2 pull"])
    #expect(fixture.status == "refreshing 2 pull")
    await fixture.show(5, generation: "new")
    #expect(fixture.status == "idle")
    #expect(
      fixture.timeline() == [
        "control refreshing", "control idle", "control refreshing", "batch animated",
        "batchCompleted", "control idle",
      ])
  }

  @Test("a pull below the threshold requests nothing", arguments: HostKind.allCases)
  func belowThreshold(kind: HostKind) async throws {
    let fixture = await Fixture.showingOld(kind)
    try fixture.host.pullToRefresh(distance: HeadlessListView.defaultRefreshThreshold - 1)
    #expect(fixture.log.take().isEmpty)
    #expect(fixture.status == "idle")
    #expect(fixture.timeline().isEmpty)
  }

  @Test(
    "a pull or refresh() while refreshing starts nothing: one request per refresh",
    arguments: HostKind.allCases)
  func onceWhileRefreshing(kind: HostKind) async throws {
    let fixture = try await Fixture.pulled(kind)
    try fixture.host.pullToRefresh(distance: 300)
    fixture.refresher.refresh()
    // Even if the host reported a pull again, the refresher would not start a second refresh.
    fixture.refresher.listHostDidRequestRefresh(fixture.host)
    #expect(fixture.log.take() == ["refresh 1 pull"])
    #expect(fixture.status == "refreshing 1 pull")
    await fixture.show(3, generation: "new")
    #expect(fixture.status == "idle")
  }

  @Test("with the control removed a pull requests nothing", arguments: HostKind.allCases)
  func disabledControl(kind: HostKind) async throws {
    let fixture = await Fixture.showingOld(kind)
    fixture.host.isRefreshControlEnabled = false
    try fixture.host.pullToRefresh(distance: 200)
    #expect(fixture.log.take().isEmpty)
    #expect(fixture.status == "idle")
    #expect(!fixture.host.snapshot().contains("refreshControl"))
  }

  @Test(
    "refresh() shows the control, requests at once, and ends with the next update",
    arguments: HostKind.allCases)
  func programmatic(kind: HostKind) async throws {
    let unattached = Fixture(kind, attach: false)
    unattached.refresher.refresh()
    #expect(unattached.log.take().isEmpty)
    #expect(!unattached.host.isRefreshing)

    let fixture = await Fixture.showingOld(kind)
    fixture.refresher.refresh()
    #expect(fixture.log.take() == ["refresh 1 program"])
    #expect(fixture.host.isRefreshing)
    fixture.refresher.refresh()
    #expect(fixture.log.take().isEmpty)
    await fixture.show(6, generation: "new")
    #expect(fixture.status == "idle")
    #expect(
      fixture.timeline() == [
        "control refreshing", "batch animated", "batchCompleted", "control idle",
      ])
  }

  @Test(
    "attaching installs the control and detaching puts it back as it was",
    arguments: HostKind.allCases)
  func detachRestores(kind: HostKind) async throws {
    let fixture = Fixture(kind, attach: false)
    #expect(!fixture.host.isRefreshControlEnabled)
    fixture.base.adapter.attach(fixture.refresher)
    #expect(fixture.host.isRefreshControlEnabled)
    fixture.base.adapter.detach(fixture.refresher)
    #expect(!fixture.host.isRefreshControlEnabled)
    #expect(fixture.timeline() == ["control idle", "control removed"])

    // A control the app installed itself stays after the refresher leaves.
    let own = Fixture(kind, attach: false)
    own.host.isRefreshControlEnabled = true
    own.base.adapter.attach(own.refresher)
    own.base.adapter.detach(own.refresher)
    #expect(own.host.isRefreshControlEnabled)
    #expect(own.timeline() == ["control idle"])
  }

  @Test(
    "detaching while refreshing ends the refresh and later pulls reach no one",
    arguments: HostKind.allCases)
  func detachWhileRefreshing(kind: HostKind) async throws {
    let fixture = try await Fixture.pulled(kind)
    fixture.base.adapter.detach(fixture.refresher)
    fixture.expectIdle()
    #expect(
      fixture.timeline().suffix(3) == ["control refreshing", "control idle", "control removed"])
    fixture.host.isRefreshControlEnabled = true
    try fixture.host.pullToRefresh()
    #expect(fixture.log.take() == ["refresh 1 pull"])
    #expect(fixture.status == "idle")
  }

  @Test(
    "an update already animating when the user pulls ends the refresh (documented limitation)",
    arguments: HostKind.allCases)
  func updateInFlight(kind: HostKind) async throws {
    let fixture = await Fixture.showingOld(kind)
    fixture.base.apply(oneSection((0..<4).map { ListItem.textCell($0, "mid \($0)") }))
    #expect(fixture.host.batchesInFlight == 1)
    try fixture.host.pullToRefresh()
    #expect(fixture.log.take() == ["refresh 1 pull"])
    await fixture.base.settle()
    // The model requested before the pull came on screen: the refresher cannot tell it from
    // the refreshed data, so the control ends. The refreshed data then arrives without it.
    fixture.expectIdle()
  }
}
