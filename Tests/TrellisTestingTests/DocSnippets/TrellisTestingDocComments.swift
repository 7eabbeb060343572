// swift-format-ignore-file

// The examples of TrellisTesting's doc comments, compiled (DocSnippetTests checks that each
// appears here verbatim) and run where cheap.
import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter
@_spi(Testing) import TrellisTesting
import TrellisTestSupport

/// One section of strings, with a layout description per section: the `source` of the examples.
@MainActor
final class DocRows: ListHostDataSource {
  var items: [String]
  var layouts: [MixedSection?] = [nil, nil]

  init(_ items: [String]) { self.items = items }

  func numberOfSections(in host: any ListHost) -> Int { layouts.count }
  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? items.count : 1
  }
  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    let cell = try host.dequeueCell(withReuseIdentifier: "label", for: path)
    (cell as? LabelCell)?.text = path.section == 0 ? items[path.item] : "footer row"
    return cell
  }
  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    CGSize(width: 320, height: 44)
  }
  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    try host.dequeueSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path)
  }
  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize { .zero }
  func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
    layouts[section]
  }
}

/// The headless host of the examples, loaded with `source`.
@MainActor
private func loadedHost(
  _ source: DocRows, clock: any Clock<Duration> = ContinuousClock()
) throws -> HeadlessCollectionView {
  let host = HeadlessCollectionView(
    viewportSize: CGSize(width: 320, height: 480), layout: .flow(), clock: clock)
  host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
  host.dataSource = source
  try host.reloadData()
  return host
}

/// A screen of the examples: a state child that snapshots its list.
@MainActor
enum TestingDocs {
  final class FeedScreen: StateChild, HeadlessSnapshotProviding {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    func snapshot() -> String { host.snapshot() }
  }

  final class TitleCell: HeadlessCell, ConfigurableView {
    var title = ""
    func configure(with content: String) { title = content }
    override var snapshotText: String { title }
  }
}

@Suite("Doc-comment examples: TrellisTesting")
@MainActor
struct TrellisTestingDocCommentTests {
  @Test("a headless list view, batches and animations")
  func batches() async throws {
    let update = BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)])
    do {
      let source = DocRows(["a", "b", "c"])
      let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
      host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
      host.dataSource = source
      try host.reloadData()
      try host.performBatchUpdates(
        update, animated: false, updatingData: { source.items.removeFirst() }, completion: nil)
      print(host.snapshot())
      #expect(source.items == ["b", "c"])
    }
    do {
      let source = DocRows(["a", "b", "c"])
      let host = try loadedHost(source)
      try host.performBatchUpdates(
        BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)]), animated: false,
        updatingData: { source.items.removeFirst() }, completion: nil)
      #expect(host.operations.contains(.batch(update, animated: false)))
    }
    let clock = TestClock()
    let source = DocRows(["a", "b", "c"])
    let host = try loadedHost(source, clock: clock)
    var done = false
    try host.performBatchUpdates(
      update, animated: true, updatingData: { source.items.removeFirst() }
    ) { _ in done = true }
    await clock.advance(by: .milliseconds(300))
    host.settleAnimations()  // done == true
    #expect(done)
    do {
      let update = BatchUpdate()
      try host.performBatchUpdates(update, animated: true, updatingData: {}, completion: nil)
      await clock.advance(by: .milliseconds(300))
      host.settleAnimations()
      #expect(host.operations.suffix(2) == [.batch(update, animated: true), .batchCompleted])
    }
  }

  @Test("hosts and layouts")
  func hosts() throws {
    let source = DocRows(Array(repeating: "row", count: 20))
    do {
      let model = ListModel {
        ListSection(id: "rows") {
          for index in 0..<10 { ListItem(id: index, content: "\(index)", view: TitleRow.self) }
        }
      }
      let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
      let adapter = ListAdapter(host: host)
      adapter.apply(model, animated: false)
      #expect(!host.indexPathsForVisibleItems.isEmpty)
    }
    let table = HeadlessTableView(viewportSize: CGSize(width: 375, height: 600), style: .plain)
    let size = CGSize(width: 320, height: 480)
    let grouped =
      HeadlessTableView(viewportSize: size, style: .grouped(sectionSpacing: 35))
    #expect(table.style == .plain && grouped.style == .grouped(sectionSpacing: 35))
    do {
      let host = HeadlessCollectionView(
        viewportSize: CGSize(width: 320, height: 480),
        layout: .waterfall(WaterfallSection(itemCount: 0, columns: 2)))
      #expect(host.operations.isEmpty)
    }
    do {
      let host = HeadlessCollectionView(
        viewportSize: CGSize(width: 320, height: 480), layout: .perSection())
      // section 0: .carousel(...), section 1: .grid(...), section 2: .table(...)
      host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
      host.dataSource = source
      try host.reloadData()
      source.layouts[1] = .grid(GridSection(columns: 3))  // a layout-only model change
      try host.invalidateLayout(ofSections: [1])
    }
    let host = try loadedHost(source)
    let visible = docValues {
      host.indexPathsForItems(in: CGRect(x: 0, y: 400, width: 320, height: 480))
    }
    #expect((visible.first as? [ItemPath])?.isEmpty == false)
  }

  @Test("loading at zero size, refreshing, counting work")
  func loadingAndRefreshing() throws {
    let model = ListModel {
      ListSection(id: "rows") { ListItem(id: 1, content: "one", view: TitleRow.self) }
    }
    let modelWithOneLongerComment = model
    let host = HeadlessCollectionView(viewportSize: .zero)
    let adapter = ListAdapter(host: host)
    adapter.apply(model)                                    // as in viewDidLoad
    try host.setViewportSize(CGSize(width: 320, height: 480))  // the first layout
    let refresh = try docValues {
      host.isRefreshControlEnabled = true
      host.snapshot()  // a `refreshControl idle` line follows the viewport line
      host.isRefreshControlEnabled = true
      try host.pullToRefresh()                  // past the threshold: a refresh request
      try host.pullToRefresh(distance: 40)      // too short: the content only bounces back
    }
    #expect((refresh[1] as? String)?.contains("refreshControl idle") == true)
    let lookups = try docValues {
      let before = host.itemGeometryLookups
      try host.setContentOffset(CGPoint(x: 0, y: 4_000), animated: false)
      host.itemGeometryLookups - before  // the items near the viewport, not every item
    }
    #expect(lookups.last is Int)
    let relayouts = docValues {
      let before = host.selfSizingRelayouts
      adapter.apply(modelWithOneLongerComment)
      host.selfSizingRelayouts - before  // 0: the adapter measured the cell in place
    }
    #expect(relayouts.last as? Int == 0)
  }

  /// Compiled, not run: moving an item.
  func moving(host: HeadlessCollectionView) throws -> ItemPath? {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }
    let destination = try host.moveItem(from: path(0), to: path(3))
    return destination
  }

  /// Compiled, not run: the examples of the stack host, editing and scrolling.
  func stacksEditingAndScrolling(
    model: ListModel, host: HeadlessCollectionView, path: ItemPath, clock: TestClock<Duration>
  ) async throws {
    let values = try docValues {
      let stack = HeadlessStackView(axis: .vertical)
      ListStackAdapter(host: stack).apply(model)
      stack.arrangedViews.count  // one per item, header and footer
      HeadlessStackView(axis: .horizontal)
      stack.texts  // ["title Form", "text name", "text email"]
      let actions = try host.swipeActions(forItemAt: path)
      actions.map(\.title)  // ["Delete"]
      try host.swipeItem(at: path, tapping: "Delete")
    }
    let destination = try moving(host: host)
    try host.drag(by: CGPoint(x: 100, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    await clock.advance(by: .milliseconds(500))
    try host.settleDeceleration()  // host.isDecelerating == false
    _ = (values, destination)
  }
}
