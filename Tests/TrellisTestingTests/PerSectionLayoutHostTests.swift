import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
@_spi(Testing) import TrellisLayout
import TrellisList
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

/// A hand-written data source whose sections each answer a layout description: counts, cells
/// (dequeued), sizes, header heights and descriptions come from arrays.
@MainActor
private final class SectionLayoutSource: ListHostDataSource {
  var sections: [[String]]
  var layouts: [MixedSection?]
  var headerHeights: [CGFloat]
  /// Each header's text; by default "section <index>".
  var headerTexts: [String]
  var layoutRequests: [Int] = []

  init(_ sections: [[String]], layouts: [MixedSection?], headerHeights: [CGFloat]? = nil) {
    self.sections = sections
    self.layouts = layouts
    self.headerHeights = headerHeights ?? Array(repeating: 0, count: sections.count)
    self.headerTexts = sections.indices.map { "section \($0)" }
  }

  func numberOfSections(in host: any ListHost) -> Int { sections.count }

  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    let cell = try host.dequeueCell(withReuseIdentifier: "label", for: path)
    (cell as? LabelCell)?.text = sections[path.section][path.item]
    return cell
  }

  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    let view = try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: path)
    (view as? LabelHeader)?.text = headerTexts[path.section]
    return view
  }

  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    let text = sections[path.section][path.item]
    let seed = text.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
    return CGSize(width: 60 + CGFloat(seed % 3) * 40, height: 30 + CGFloat(seed % 4) * 10)
  }

  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize {
    kind == .header ? CGSize(width: 320, height: headerHeights[section]) : .zero
  }

  func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
    layoutRequests.append(section)
    return layouts[section]
  }
}

@MainActor
private func makeHost(
  _ source: SectionLayoutSource, size: CGSize = CGSize(width: 320, height: 600),
  layout: HeadlessLayout = .perSection()
) throws -> HeadlessCollectionView {
  let host = HeadlessCollectionView(viewportSize: size, layout: layout)
  try load(host, from: source)
  return host
}

@MainActor
private func register(_ host: HeadlessListView) {
  host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
  host.registerSupplementaryView(
    LabelHeader.self, as: .class, kind: .header, reuseIdentifier: "header")
}

/// Registers the label views on `host` and loads it from `source`.
@MainActor
private func load(_ host: HeadlessListView, from source: SectionLayoutSource) throws {
  register(host)
  host.dataSource = source
  try host.reloadData()
}

@MainActor
private func kept(_ host: HeadlessListView) -> ListLayout<MixedLayout>? {
  host.currentLayout as? ListLayout<MixedLayout>
}

/// A paging banner carousel, a two-column grid with insets, list rows.
private let banner = MixedSection.carousel(
  GridSection(itemHeight: .fixed(120)), scrolling: .paging)
private let twoColumns = MixedSection.grid(
  GridSection(
    columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10,
    insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)))
private let rows = MixedSection.table(TableSection(rowHeight: 44))

@MainActor
private func threeSections() -> SectionLayoutSource {
  SectionLayoutSource(
    [["b0", "b1", "b2"], ["g0", "g1", "g2", "g3"], ["r0", "r1", "r2"]],
    layouts: [banner, twoColumns, rows], headerHeights: [0, 30, 28])
}

@Suite("Per-section layouts on the headless hosts")
@MainActor
struct PerSectionLayoutHostTests {
  @Test("three differently laid-out sections: exact frames")
  func threeSectionsFrames() throws {
    let source = threeSections()
    let host = try makeHost(source)
    // Banners page sideways, one full width each; the grid's items are (320 - 32 - 10) / 2 wide.
    #expect(host.frameForItem(at: path(0, 0)) == CGRect(x: 0, y: 0, width: 320, height: 120))
    #expect(host.frameForItem(at: path(1, 0)) == CGRect(x: 320, y: 0, width: 320, height: 120))
    #expect(host.frameForItem(at: path(0, 1)) == CGRect(x: 16, y: 158, width: 139, height: 100))
    #expect(host.frameForItem(at: path(1, 1)) == CGRect(x: 165, y: 158, width: 139, height: 100))
    #expect(host.frameForItem(at: path(3, 1)) == CGRect(x: 165, y: 268, width: 139, height: 100))
    #expect(host.frameForItem(at: path(0, 2)) == CGRect(x: 0, y: 404, width: 320, height: 44))
    #expect(host.frameForItem(at: path(2, 2)) == CGRect(x: 0, y: 492, width: 320, height: 44))
    #expect(
      host.snapshot() == """
        viewport 0,0 320x600 content 320x536
        item [0, 0] 0,0 320x120 "b0"
        header [1] 0,120 320x30 "section 1"
        item [1, 0] 16,158 139x100 "g0"
        item [1, 1] 165,158 139x100 "g1"
        item [1, 2] 16,268 139x100 "g2"
        item [1, 3] 165,268 139x100 "g3"
        header [2] 0,376 320x28 "section 2"
        item [2, 0] 0,404 320x44 "r0"
        item [2, 1] 0,448 320x44 "r1"
        item [2, 2] 0,492 320x44 "r2"
        """)
    #expect(source.layoutRequests == [0, 1, 2])
  }

  @Test("the frames are MixedLayout's for the answered descriptions")
  func framesAreMixedLayouts() throws {
    let source = threeSections()
    let host = try makeHost(source)
    var descriptions = source.layouts.compactMap { $0 }
    for index in descriptions.indices {
      descriptions[index].itemCount = source.sections[index].count
      descriptions[index].headerLength = source.headerHeights[index]
    }
    let expected = ListLayout(
      MixedLayout(containerSize: host.viewportSize), sections: descriptions
    ) { path, _ in source.listHost(host, sizeForItemAt: path) }
    #expect(kept(host) == expected)
  }

  @Test("the table host lays out three sections by their own list-row descriptions")
  func tableHostRows() throws {
    let source = SectionLayoutSource(
      [["a", "b"], ["d"], ["e", "f"]],
      layouts: [.table(TableSection(rowHeight: 60)), nil, .table(TableSection(rowHeight: 36))],
      headerHeights: [20, 20, 0])
    let table = HeadlessTableView(viewportSize: CGSize(width: 320, height: 400))
    try load(table, from: source)
    // Section 0's own fixed row height (60) replaces the measured 40 and 50; section 1 answers
    // nil and keeps its measured row (30); section 2's rows are 36 high.
    #expect(
      table.snapshot() == """
        viewport 0,0 320x400 content 320x262
        header [0] 0,0 320x20 "section 0"
        item [0, 0] 0,20 320x60 "a"
        item [0, 1] 0,80 320x60 "b"
        header [1] 0,140 320x20 "section 1"
        item [1, 0] 0,160 320x30 "d"
        item [2, 0] 0,190 320x36 "e"
        item [2, 1] 0,226 320x36 "f"
        """)
    let before = try #require(kept(table)).framesComputed
    source.layouts[1] = .table(TableSection(rowHeight: 50))
    try table.invalidateLayout(ofSections: [1])
    #expect(try #require(kept(table)).framesComputed - before == 2)
    #expect(table.frameForItem(at: path(0, 2)) == CGRect(x: 0, y: 210, width: 320, height: 36))
  }

  @Test(
    "the table host rejects descriptions a table view cannot lay out",
    arguments: [
      twoColumns, banner, MixedSection.flow(FlowSection()),
      .table(TableSection(), style: .grouped(sectionSpacing: 20)),
    ])
  func tableHostRejects(description: MixedSection) throws {
    let source = SectionLayoutSource([["a"], ["b"]], layouts: [nil, description])
    let table = HeadlessTableView(viewportSize: CGSize(width: 320, height: 400))
    register(table)
    table.dataSource = source
    do {
      try table.reloadData()
      Issue.record("a table accepted \(description)")
    } catch {
      guard case .invalidDataSourceAnswer(let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(message.contains("a table view lays out every section as list rows"))
      #expect(message.contains("section 1"))
    }
  }

  @Test("a horizontal per-section layout rejects a grid")
  func horizontalRejectsGrid() throws {
    let source = SectionLayoutSource([["a"]], layouts: [twoColumns])
    #expect(throws: ListHostError.self) {
      _ = try makeHost(source, layout: .perSection(axis: .horizontal))
    }
  }

  @Test("a changed description relays out that section only, then equals a fresh host")
  func invalidateOneSection() throws {
    let source = threeSections()
    let host = try makeHost(source)
    let before = try #require(kept(host))
    let banners = host.cellForItem(at: path(0, 0))
    let rowCell = host.cellForItem(at: path(0, 2))
    source.layouts[1] = .grid(
      GridSection(columns: 3, itemHeight: .fixed(80), interitemSpacing: 4, groupSpacing: 4))
    source.layoutRequests = []
    let dequeues = host.operations.count
    let port: any ListHost = host  // the port's requirement reaches the host's own method
    try port.invalidateLayout(ofSections: [1])
    let after = try #require(kept(host))
    // Section 1 only: its header and four items.
    #expect(after.framesComputed - before.framesComputed == 5)
    #expect(source.layoutRequests == [1])
    #expect(host.cellForItem(at: path(0, 0)) === banners)
    #expect(host.cellForItem(at: path(0, 2)) === rowCell)
    #expect(!host.operations[dequeues...].contains { $0 == .reloadData })
    let fresh = try makeHost(source)
    #expect(host.snapshot() == fresh.snapshot())
    #expect(kept(host) == kept(fresh))
  }

  @Test("invalidating an item recomputes its section only")
  func invalidateItem() throws {
    let source = threeSections()
    let host = try makeHost(source)
    let before = try #require(kept(host)).framesComputed
    try host.invalidateLayout(ofItemsAt: [path(2, 1)])
    // Section 1 only: its header and four items.
    let delta = try #require(kept(host)).framesComputed - before
    #expect(delta == 5)
  }

  @Test("a batch computes the sections it changes only")
  func batchRecomputesChangedSections() throws {
    let source = threeSections()
    let host = try makeHost(source)
    var before = try #require(kept(host)).framesComputed
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(3, 2)]), animated: false,
      updatingData: { source.sections[2].append("r3") }, completion: nil)
    // Section 2 only, resumed at the new row: its header and that row (the three rows before it
    // keep their frames).
    #expect(try #require(kept(host)).framesComputed - before == 2)
    #expect(kept(host) == kept(try makeHost(source)))
    before = try #require(kept(host)).framesComputed
    try host.performBatchUpdates(
      BatchUpdate(sectionDeletes: [0]), animated: false,
      updatingData: {
        source.sections.removeFirst()
        source.layouts.removeFirst()
        source.headerHeights.removeFirst()
        source.headerTexts.removeFirst()
      }, completion: nil)
    // Nothing is computed: the other sections only move.
    #expect(try #require(kept(host)).framesComputed == before)
    #expect(kept(host) == kept(try makeHost(source)))
    #expect(host.snapshot() == (try makeHost(source)).snapshot())
  }

  @Test("a section that is not displayed is out of range")
  func invalidateOutOfRange() throws {
    let host = try makeHost(threeSections())
    #expect(throws: ListHostError.itemOutOfRange(path(0, 3))) {
      try host.invalidateLayout(ofSections: [1, 3])
    }
  }

  @Test("defaults unchanged: answering nil gives the flow layout's snapshot")
  func defaultsUnchanged() throws {
    let source = SectionLayoutSource(
      [(0..<7).map { "a\($0)" }, (0..<5).map { "b\($0)" }], layouts: [nil, nil],
      headerHeights: [24, 0])
    let perSection = try makeHost(source)
    let flow = try makeHost(source, layout: .flow())
    #expect(perSection.snapshot() == flow.snapshot())
    let templated = try makeHost(source, layout: .grid(GridSection(columns: 3)))
    #expect(kept(templated) == nil)
  }

  @Test("seeded fuzz: descriptions, counts and batches through the host", arguments: 0..<300)
  func fuzz(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    var layoutsByID: [Int: MixedSection] = [:]
    func randomLayout(using rng: inout SeededGenerator) -> MixedSection? {
      Int.random(in: 0..<5, using: &rng) == 0 ? nil : MixedSection.random(itemCount: 0, using: &rng)
    }
    for id in 0..<8 { layoutsByID[id] = randomLayout(using: &rng) }
    func texts(_ data: [DiffSection]) -> [[String]] {
      data.map { $0.elements.map { "\($0.id)" } }
    }
    func layouts(_ data: [DiffSection]) -> [MixedSection?] {
      data.map { layoutsByID[$0.model.id] }
    }
    var data = DiffWorld.sections(maxSections: 4, maxItems: 8, using: &rng)
    let source = SectionLayoutSource(
      texts(data), layouts: layouts(data),
      headerHeights: data.map { CGFloat($0.model.id % 3) * 10 })
    let size = CGSize(width: 320, height: CGFloat(Int.random(in: 200...900, using: &rng)))
    source.headerTexts = data.map { "S\($0.model.id)" }
    let host = try makeHost(source, size: size)
    func show(_ next: [DiffSection]) {
      source.sections = texts(next)
      source.layouts = layouts(next)
      source.headerHeights = next.map { CGFloat($0.model.id % 3) * 10 }
      source.headerTexts = next.map { "S\($0.model.id)" }
    }
    for round in 0..<3 {
      // A layout-only change, relaid out without a batch.
      let changed = (0..<8).filter { _ in Bool.random(using: &rng) }
      for id in changed { layoutsByID[id] = randomLayout(using: &rng) }
      show(data)
      let sections = data.indices.filter { changed.contains(data[$0].model.id) }
      let before = try #require(kept(host)).framesComputed
      try host.invalidateLayout(ofSections: sections)
      let bound = sections.reduce(0) { $0 + data[$1].elements.count + 3 }
      #expect(
        try #require(kept(host)).framesComputed - before <= bound, "seed \(seed) round \(round)")
      // Then a model change, in staged batches.
      let next = DiffWorld.mutated(data, using: &rng)
      for stage in StagedChangeset(source: data, target: next) {
        try host.performBatchUpdates(
          stage.update, animated: false, updatingData: { show(stage.data) }, completion: nil)
      }
      data = next
    }
    let fresh = try makeHost(source, size: size)
    #expect(kept(host) == kept(fresh), "seed \(seed)")
    let maxOffset = max(0, host.contentSize.height - size.height)
    let offset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...Int(maxOffset), using: &rng)))
    try host.setContentOffset(offset, animated: false)
    try fresh.setContentOffset(offset, animated: false)
    #expect(host.snapshot() == fresh.snapshot(), "seed \(seed)")
  }
}
