import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// The adapter's work, counted: cells configured, sizes measured, reloads and batches.
@MainActor
@Suite("List adapter: counted work")
struct AdapterWorkTests {
  @Test("a content change to one of 100,000 items configures only its visible cell, in place")
  func oneItemOfMany() async {
    let fixture = AdapterFixture(.table)
    var model = ListModel.texts(100_000)
    fixture.apply(model, animated: false)
    #expect(fixture.host.operations.first == .reloadData)
    #expect(fixture.host.indexPathsForVisibleItems == (0..<5).map(path))
    let cell = fixture.host.cellForItem(at: path(2)) as? TextCell
    let statistics = fixture.adapter.statistics
    let sizes = fixture.adapter.sizeCache.statistics
    let operations = fixture.host.operations

    model.sections[0].items[2] = .textCell(2, "changed")
    fixture.apply(model)
    #expect(await fixture.settle())

    #expect(fixture.adapter.statistics.cellsReconfigured == statistics.cellsReconfigured + 1)
    #expect(fixture.adapter.statistics.viewsConfigured == statistics.viewsConfigured)
    #expect(fixture.adapter.statistics.reloads == statistics.reloads)
    #expect(fixture.adapter.sizeCache.statistics.measurements - sizes.measurements <= 1)
    #expect(fixture.host.operations == operations, "the host did nothing: no reload, no batch")
    #expect(fixture.host.cellForItem(at: path(2)) === cell)
    #expect(cell?.text == "changed")
    #expect(cell?.configureCount == 2)
    #expect(fixture.mismatch(showing: model) == nil)
    #expect(fixture.completions.order == [0, 1])

    // An item off screen: nothing to configure, at most its size to measure.
    let before = fixture.adapter.statistics
    let sizesBefore = fixture.adapter.sizeCache.statistics
    model.sections[0].items[50_000] = .textCell(50_000, "far away")
    fixture.apply(model)
    #expect(await fixture.settle())
    var expected = before
    expected.diffsOffMain += 1  // 100,000 items diff off the main actor
    #expect(fixture.adapter.statistics == expected)
    #expect(fixture.adapter.sizeCache.statistics.measurements - sizesBefore.measurements <= 1)
    #expect(fixture.host.operations == operations)
    #expect(fixture.adapter.displayedModel == model)
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test("scrolling and relayout reuse cached sizes; a new width measures everything again")
  func sizesComeFromTheCache() throws {
    let fixture = AdapterFixture(.table)
    let count = 10_000
    fixture.apply(.texts(count), animated: false)
    let sizeCache = fixture.adapter.sizeCache
    #expect(sizeCache.statistics.measurements == count)

    // Down to the end and back: every item was measured when laid out, none is again.
    let measured = sizeCache.statistics
    for y in stride(from: 0, through: CGFloat(count * 44), by: 5_000) {
      try fixture.host.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }
    try fixture.host.setContentOffset(.zero, animated: false)
    #expect(sizeCache.statistics == measured)

    // A relayout (what a self-sizing layout does while scrolling) asks again: all hits.
    try fixture.host.invalidateLayout()
    #expect(sizeCache.statistics.hits == measured.hits + count)
    #expect(sizeCache.statistics.measurements == measured.measurements)

    // Rotation: every size depends on the width, so every item is measured again, once.
    try fixture.host.setViewportSize(CGSize(width: 480, height: 200))
    #expect(sizeCache.statistics.measurements == measured.measurements + count)
    #expect(sizeCache.count == count)
    #expect(fixture.host.frameForItem(at: path(0))?.width == 480)
  }

  /// New content is measured once (one miss); the host lays the item out again only when its size
  /// changed, and then reads the new size from the cache (one hit).
  @Test("an off-screen content change reads its cached size in place")
  func offScreenSizeReads() async throws {
    for kind in HostKind.allCases {
      let fixture = AdapterFixture(kind)
      var model = ListModel(sections: [
        ListSection(
          id: "s",
          items: (0..<200).map { ListItem(id: $0, content: "line", view: NoteCell.self) })
      ])
      fixture.apply(model, animated: false)
      #expect(fixture.host.cellForItem(at: path(150)) == nil, "\(kind): off screen")
      let next = try #require(fixture.host.frameForItem(at: path(151)))
      let operations = fixture.host.operations
      var sizes = fixture.adapter.sizeCache.statistics

      // New content of the same size (one line): measured once, found unchanged, not laid out.
      model.sections[0].items[150] = ListItem(id: 150, content: "other", view: NoteCell.self)
      fixture.apply(model)
      #expect(await fixture.settle())
      sizes.misses += 1
      sizes.measurements += 1
      #expect(fixture.adapter.sizeCache.statistics == sizes, "\(kind)")
      #expect(fixture.host.frameForItem(at: path(151)) == next, "\(kind)")
      #expect(fixture.host.operations == operations, "\(kind): no batch, no reload")
      #expect(fixture.adapter.statistics.cellsReconfigured == 0, "\(kind)")

      // Three lines: measured once; the host lays the item out again, reading its size (a hit).
      model.sections[0].items[150] = ListItem(
        id: 150, content: "line|line|line", view: NoteCell.self)
      fixture.apply(model)
      #expect(await fixture.settle())
      sizes.misses += 1
      sizes.measurements += 1
      sizes.hits += 1
      #expect(fixture.adapter.sizeCache.statistics == sizes, "\(kind)")
      #expect(fixture.host.frameForItem(at: path(151))?.minY == next.minY + 40, "\(kind)")
      #expect(fixture.host.operations == operations, "\(kind): no batch, no reload")
      #expect(fixture.mismatch(showing: model) == nil, "\(kind)")
    }
  }

  @Test("a content change that changes an item's size lays it out again, measuring only it")
  func sizeChangeRelaysOut() async throws {
    for kind in HostKind.allCases {
      let fixture = AdapterFixture(kind)
      var model = ListModel(sections: [
        ListSection(
          id: "s",
          items: (0..<20).map { ListItem(id: $0, content: "line", view: NoteCell.self) })
      ])
      fixture.apply(model, animated: false)
      let cell = fixture.host.cellForItem(at: path(1))
      let next = fixture.host.frameForItem(at: path(2))
      let measurements = fixture.adapter.sizeCache.statistics.measurements

      model.sections[0].items[1] = ListItem(id: 1, content: "line|line|line", view: NoteCell.self)
      fixture.apply(model)
      #expect(await fixture.settle())

      #expect(fixture.host.frameForItem(at: path(1))?.height == 60, "\(kind)")
      #expect(
        fixture.host.frameForItem(at: path(2))?.minY == next.map { $0.minY + 40 }, "\(kind)")
      #expect(fixture.host.cellForItem(at: path(1)) === cell, "\(kind): configured in place")
      #expect(fixture.adapter.sizeCache.statistics.measurements == measurements + 1, "\(kind)")
      #expect(fixture.adapter.statistics.reloads == 1, "\(kind): only the first load")
      #expect(fixture.mismatch(showing: model) == nil, "\(kind)")
      let reference = try referenceSnapshot(
        kind, viewport: fixture.host.viewportSize, showing: model, offset: .zero,
        configuration: fixture.adapter.configuration)
      #expect(fixture.host.snapshot() == reference, "\(kind)")
    }
  }
}
