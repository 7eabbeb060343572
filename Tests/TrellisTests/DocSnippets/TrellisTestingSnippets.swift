// The snippets of the TrellisTesting catalog (TrellisTesting.md, GettingStarted.md,
// TestingListsHeadlessly.md, TestingWithTime.md), compiled and run. The manifest snippet of
// GettingStarted.md is exempt (`// In Package.swift`).
import Clocks
import Foundation
import Testing
import Trellis
import TrellisTesting

/// A one-section model of rows titled by their identities.
@MainActor
private func rows(_ titles: [String]) -> ListModel {
  ListModel {
    ListSection(id: "rows") {
      for title in titles { ListItem(id: title, content: title, view: DocTitleCell.self) }
    }
  }
}

@MainActor
@Suite("Doc: TrellisTesting Getting Started and overview")
struct TestingGettingStartedSnippets {
  final class TitleRow: HeadlessCell, ConfigurableView {
    var title = ""
    func configure(with content: String) { title = content }
    override var snapshotText: String { title }
    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: container.width, height: 44)
    }
  }

  @MainActor @Test("rows appear in order")
  func rowsAppearInOrder() async throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let adapter = ListAdapter(host: host)
    await adapter.applyAndWait(
      ListModel {
        ListSection(id: "rows") {
          for title in ["A", "B"] { ListItem(id: title, content: title, view: TitleRow.self) }
        }
      })
    #expect(
      host.snapshot() == """
        viewport 0,0 320x480 content 320x98
        item [0, 0] 0,0 320x44 "A"
        item [0, 1] 0,54 320x44 "B"
        """)
  }

  // TrellisTesting.md's overview example, "a tapped fruit shows selected", is the README's: it is
  // compiled and run once, in TrellisTestingTests/ReadmeHostExample.swift.
}

@MainActor
@Suite("Doc: Testing Lists Headlessly")
struct TestingListsHeadlesslySnippets {
  /// A data source of one section whose cells show nothing; `count` is its item count, and
  /// `layouts` its sections' layout descriptions.
  final class Source: ListHostDataSource {
    var count = 1
    var layouts: [MixedSection?] = [
      .carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging),
      .grid(GridSection(columns: 2, itemHeight: .fixed(100))),
      .table(TableSection(rowHeight: 44)),
    ]
    var sectionCount = 1

    func numberOfSections(in host: any ListHost) -> Int { sectionCount }
    func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int { count }
    func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
      -> AnyObject
    {
      try host.dequeueCell(withReuseIdentifier: "cell", for: path)
    }
    func listHost(
      _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
    ) throws(ListHostError) -> AnyObject {
      try host.dequeueSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path)
    }
    func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
      CGSize(width: 100, height: 44)
    }
    func listHost(
      _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind,
      inSection section: Int
    ) -> CGSize {
      .zero
    }
    func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
      layouts[section]
    }
  }

  @Test("an update mid-animation waits; touches, scrolling and rotation")
  func driveAHost() async throws {
    let clock = TestClock()  // from swift-clocks
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100), clock: clock)
    let adapter = ListAdapter(host: host)
    await adapter.applyAndWait(rows(["A", "B"]))  // the first model: reloadData()

    var done = false
    adapter.apply(rows(["A", "B", "C"])) { done = true }  // an animated batch starts
    adapter.apply(rows(["C", "A"]), completion: nil)  // waits for the batch in flight
    #expect(host.batchesInFlight == 1 && !done)

    await clock.advance(by: .milliseconds(300))
    host.settleAnimations()  // the batch ends; the newest model is diffed and animated
    await clock.advance(by: .milliseconds(300))
    host.settleAnimations()
    #expect(done)
    #expect(
      host.snapshot() == """
        viewport 0,0 320x100 content 320x98
        item [0, 0] 0,0 320x44 "C"
        item [0, 1] 0,54 320x44 "A"
        """)

    try host.tapItem(at: ItemPath(item: 0, section: 0))
    try host.drag(to: CGPoint(x: 0, y: 30))
    try host.setViewportSize(CGSize(width: 200, height: 100))
    #expect(
      host.snapshot() == """
        viewport 0,30 200x100 content 200x98
        item [0, 0] 0,0 200x44 selected "C"
        item [0, 1] 0,54 200x44 "A"
        """)
  }

  @Test("hosts and layouts; a layout per section")
  func hostsAndLayouts() throws {
    let table = HeadlessTableView(viewportSize: CGSize(width: 375, height: 600), style: .plain)
    let gallery = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 480),
      layout: .waterfall(WaterfallSection(itemCount: 0, columns: 2)))
    #expect(table.viewportSize.width == 375 && gallery.viewportSize.width == 320)

    let source = Source()
    source.sectionCount = 3
    let home = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 600), layout: .perSection())
    home.registerCell(HeadlessCell.self, as: .class, reuseIdentifier: "cell")
    home.dataSource = source  // answers .carousel(...), .grid(...), .table(...) per section
    try home.reloadData()
    source.layouts[1] = .grid(GridSection(columns: 3))
    try home.invalidateLayout(ofSections: [1])  // section 1 only; its cells stay
    #expect(home.indexPathsForVisibleItems.count == 3)
  }

  @Test("a data source that changes without telling the host gets UIKit's crash as an error")
  func dataSourceOfYourOwn() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    host.registerCell(HeadlessCell.self, as: .class, reuseIdentifier: "cell")
    let source = Source()
    host.dataSource = source
    try host.reloadData()
    do {
      try host.performBatchUpdates(
        BatchUpdate(), animated: false,
        // The data changed, but the batch says nothing happened.
        updatingData: { source.count = 2 }, completion: nil)
    } catch {
      print(error)
      // Invalid update: invalid number of items in section 0. The number of items contained in an
      // existing section after the update (2) must be equal to the number of items contained in that
      // section before the update (1), plus or minus the number of items inserted or deleted from that
      // section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of
      // that section (0 moved in, 0 moved out).
    }
    #expect(host.numberOfItems(inSection: 0) == 1)
    try host.reloadData()
    source.count = 3  // too early: the data must change inside the batch
    let error = #expect(throws: ListHostError.self) {
      try host.performBatchUpdates(
        BatchUpdate(itemInserts: [ItemPath(item: 2, section: 0)]), animated: false,
        updatingData: {}, completion: nil)
    }
    // Invalid update: invalid number of items in section 0. The number of items contained in an
    // existing section after the update (3) must be equal to the number of items contained in that
    // section before the update (3), plus or minus the number of items inserted or deleted ...
    let message = error.map { "\($0)" } ?? ""
    #expect(
      message.hasPrefix(
        "Invalid update: invalid number of items in section 0. The number of items contained in an "
          + "existing section after the update (3) must be equal to the number of items contained "
          + "in that section before the update (3)"))
  }
}

@MainActor
@Suite("Doc: Testing with Time")
struct TestingWithTimeSnippets {
  final class BannerCell: HeadlessCell, ConfigurableView {
    func configure(with content: Int) {}
    nonisolated static func size(for content: Int, fitting container: CGSize) -> CGSize? {
      CGSize(width: 300, height: 200)
    }
  }

  func banners(count: Int) -> ListModel {
    ListModel {
      ListSection(id: "banners") {
        for index in 0..<count { ListItem(id: index, content: index, view: BannerCell.self) }
      }
    }
  }

  enum FeedState: Equatable {
    case loading
    case ready
  }

  final class Child: StateChild {}

  final class FeedContainer: StateContainer<FeedState> {
    let spinner = Child()
    let list = Child()
    var transitions: [FeedState?] = []
    override func loadAppearanceState() -> FeedState { .loading }
    override func children(for state: FeedState) -> [any StateChild] {
      state == .loading ? [spinner] : [list]
    }
    override func didTransition(from previousState: FeedState?, animated: Bool) {
      transitions.append(previousState)
    }
  }

  @MainActor @Test("an update issued mid-animation waits, then the newest model wins")
  func midAnimation() async {
    let clock = TestClock()
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100), clock: clock)
    let adapter = ListAdapter(host: host)
    await adapter.applyAndWait(rows(["A", "B"]))  // the first model: reloadData(), no animation

    var done = false
    adapter.apply(rows(["A", "B", "C"])) { done = true }  // an animated batch starts
    adapter.apply(rows(["C", "A"]), completion: nil)  // waits for the batch in flight
    #expect(host.batchesInFlight == 1)

    await clock.advance(by: .milliseconds(300))
    host.settleAnimations()  // the batch ends; the newest model is diffed and animated
    await clock.advance(by: .milliseconds(300))
    host.settleAnimations()
    #expect(done && host.batchesInFlight == 0)
  }

  @Test("an auto-rolling carousel moves when its deadline passes")
  func carousel() async {
    let clock = TestClock()
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 375, height: 200),
      layout: .flow(
        axis: .horizontal,
        section: FlowSection(lineSpacing: 10, interitemSpacing: 10)),
      clock: clock)
    let adapter = ListAdapter(host: host)
    let carousel = ListCarousel(
      sectionID: "banners",
      itemLength: 300, spacing: 10, autoRollInterval: .seconds(4),
      clock: clock)
    adapter.attach(carousel)
    adapter.apply(banners(count: 5), animated: false, completion: nil)
    #expect(carousel.currentPage == 0)

    await clock.advance(by: .seconds(3))  // before the deadline: nothing happens
    carousel.settleAutoRoll()
    #expect(carousel.currentPage == 0)
    await clock.advance(by: .seconds(1))  // due: moves to the next page, schedules the next roll
    carousel.settleAutoRoll()
    #expect(carousel.currentPage == 1)
  }

  @Test("an animated transition finishes when its time has come")
  func transition() async {
    // FeedContainer: a StateContainer<FeedState> whose .loading and .ready states show one child
    // each, none adopting StateChildTransitioning.
    let clock = TestClock()
    let container = FeedContainer(clock: clock)
    container.containerWillAppear(animated: false)
    container.containerDidAppear(animated: false)

    container.setNeedsTransition(to: .ready, animated: true)
    await clock.advance(by: .milliseconds(349))
    container.settleTransitions()  // nothing is due before 0.35 s
    #expect(container.isTransitioning)
    await clock.advance(by: .milliseconds(1))
    container.settleTransitions()  // did-disappear, did-appear, then didTransition(from: .loading)
    #expect(!container.isTransitioning)
    #expect(container.transitions == [nil, .loading])
  }
}
