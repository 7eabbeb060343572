import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: snapshots and tables")
struct SnapshotHostTests {
  // A lone item on a line is centred, as UIKit's flow layout does, also on a section's last line.
  @Test("the snapshot lists the viewport and each visible element, in display order")
  func snapshot() throws {
    let (host, source) = try makeHost(
      [["a", "b", "c", "d"], ["e"]], viewport: CGSize(width: 320, height: 120))
    source.headers = ["Fruit", nil]
    try host.invalidateLayout()
    try host.tapItem(at: path(1, 0))
    #expect(
      host.snapshot() == """
        viewport 0,0 320x120 content 320x162
        header [0] 0,0 320x20 "header Fruit"
        item [0, 0] 0,20 100x44 "a"
        item [0, 1] 110,20 100x44 selected "b"
        item [0, 2] 220,20 100x44 "c"
        item [0, 3] 110,74 100x44 "d"
        item [1, 0] 110,118 100x44 "e"
        """)
  }

  @Test("snapshots are stable: the same steps give the same text and operations")
  func stable() throws {
    func run() throws -> (String, [HostOperation]) {
      let (host, source) = try makeHost([(0..<50).map { "\($0)" }, ["x", "y"]])
      try host.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
      try host.performBatchUpdates(
        BatchUpdate(itemDeletes: [path(0, 0)]), animated: false,
        updatingData: { source.sections[0].removeFirst() }, completion: nil)
      return (host.snapshot(), host.operations)
    }
    let first = try run()
    let second = try run()
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
  }

  @Test("a table view lays out full-width rows with headers, and pins the header in plain style")
  func table() throws {
    let table = HeadlessTableView(viewportSize: CGSize(width: 375, height: 100), style: .plain)
    let source = TestDataSource([["a", "b", "c"], ["d"]])
    source.headers = ["One", "Two"]
    try load(table, from: source)
    #expect(
      table.snapshot() == """
        viewport 0,0 375x100 content 375x216
        header [0] 0,0 375x20 "header One"
        item [0, 0] 0,20 375x44 "a"
        item [0, 1] 0,64 375x44 "b"
        """)
    try table.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    // The pinned header stays at the top of the viewport while its section is on screen.
    #expect(table.snapshot().contains("header [0] 0,50 375x20 \"header One\""))
  }
}

@MainActor
@Suite("Headless hosts: layouts by configuration")
struct LayoutConfigurationTests {
  func host(_ layout: HeadlessLayout, _ items: [String]) throws -> (
    HeadlessCollectionView, TestDataSource
  ) {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 400), layout: layout)
    let source = TestDataSource([items])
    host.dataSource = source
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
    try host.reloadData()
    return (host, source)
  }

  @Test("a grid places items in rows of its columns, widths derived from the container")
  func grid() throws {
    let (host, source) = try host(
      .grid(GridSection(columns: 2, itemHeight: .fixed(50), interitemSpacing: 20)),
      ["a", "b", "c"])
    #expect(
      host.snapshot() == """
        viewport 0,0 320x400 content 320x100
        item [0, 0] 0,0 150x50 "a"
        item [0, 1] 170,0 150x50 "b"
        item [0, 2] 0,50 150x50 "c"
        """)
    withExtendedLifetime(source) {}
  }

  @Test("a waterfall fills the shortest column first")
  func waterfall() throws {
    let (host, source) = try host(
      .waterfall(WaterfallSection(columns: 2, columnSpacing: 20, interitemSpacing: 10)),
      ["a", "b", "c"])
    let frames = host.indexPathsForVisibleItems.compactMap { host.frameForItem(at: $0) }
    #expect(frames.map(\.minX) == [0, 170, 0])  // "c" goes under "a", the shorter column
    #expect(frames[2].minY == frames[0].maxY + 10)
    withExtendedLifetime(source) {}
  }
}
