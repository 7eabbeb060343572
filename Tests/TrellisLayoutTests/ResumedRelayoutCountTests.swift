import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

/// The work of a resumed section, counted exactly: `ListLayout.replaceSection(at:with:sizes:
/// keepingItemsBefore:)` lays out only the tail a change can reach, and the result equals a fresh
/// layout.
@Suite("Resumed relayout counts")
struct ResumedRelayoutCountTests {
  /// Appends one item to section 1 of three `section`s of 1,000 items of `itemSize`, checks the
  /// result against a fresh layout, and returns the frames computed and the sizes asked.
  func appendOne<Engine: LayoutEngine & Equatable>(
    _ engine: Engine, _ section: Engine.Section, items: Int = 1_000,
    itemSize: CGSize = size(100, 50)
  ) -> (frames: Int, sizes: Int) {
    var options = section
    options.itemCount = items
    var layout = ListLayout(engine, sections: [options, options, options]) { _, _ in itemSize }
    let before = (layout.framesComputed, layout.sizesQueried)
    options.itemCount += 1
    layout.replaceSection(
      at: 1, with: options, sizes: { _, _ in itemSize }, keepingItemsBefore: items)
    var sections = [options, options, options]
    sections[0].itemCount = items
    sections[2].itemCount = items
    #expect(layout == ListLayout(engine, sections: sections) { _, _ in itemSize })
    return (layout.framesComputed - before.0, layout.sizesQueried - before.1)
  }

  @Test("flow, three to a line: one append places the last line again and asks one size")
  func flow() {
    let flow = FlowLayout(containerSize: size(320, 480))
    // 100 + 10 + 100 + 10 + 100 = 320: three items a line; item 999 was alone on the last line.
    let plain = appendOne(flow, FlowSection())
    #expect(plain.frames == 2)  // items 999 and 1,000
    #expect(plain.sizes == 1)
    // The header, footer and background are computed again: their pinning and place depend on
    // where the items end.
    let dressed = appendOne(
      flow, FlowSection(headerLength: 40, footerLength: 20, pinsHeader: true, background: .items))
    #expect(dressed.frames == 2 + 3)
    #expect(dressed.sizes == 1)
    // 999 items fill 333 lines: the last full line takes no new item, yet is placed again
    // (justified, it was the last line, which keeps the minimum spacing).
    let full = appendOne(flow, FlowSection(), items: 999)
    #expect(full.frames == 3 + 1)
    #expect(full.sizes == 1)
  }

  @Test("table: one append places one row and asks its height, none with a row height")
  func table() {
    let measured = appendOne(TableLayout(width: 320), TableSection(headerLength: 28))
    #expect(measured.frames == 1 + 1)  // the row and the header (its pinning limit moved)
    #expect(measured.sizes == 1)
    let fixed = appendOne(
      TableLayout(width: 320, style: .grouped(sectionSpacing: 35)),
      TableSection(footerLength: 20, rowHeight: 44))
    #expect(fixed.frames == 1 + 1)
    #expect(fixed.sizes == 0)
  }

  @Test("grid: one append places the group holding it, or the last full group and the new one")
  func grid() {
    let grid = GridLayout(width: 320)
    let rows = GridSection(columns: 3, interitemSpacing: 10, groupSpacing: 10)
    // 1,000 = 333 rows of three and item 999 alone: item 1,000 joins its row.
    #expect(appendOne(grid, rows) == (frames: 2, sizes: 1))
    // 999 items fill 333 rows: the last row is placed again to find where the new one starts.
    #expect(appendOne(grid, rows, items: 999) == (frames: 4, sizes: 1))
    var stacks = rows
    stacks.groupAxis = .vertical
    #expect(appendOne(grid, stacks) == (frames: 2, sizes: 1))
    // An orthogonal band is laid out whole: its content length counts every group.
    let band = GridSection(columns: 1, itemWidth: .fixed(280), orthogonalScrolling: .groupPaging)
    #expect(appendOne(grid, band) == (frames: 1_001, sizes: 1_001))
  }

  @Test("waterfall: one append places one item")
  func waterfall() {
    for order in WaterfallFillOrder.allCases {
      #expect(
        appendOne(WaterfallLayout(width: 320), WaterfallSection(columns: 3, fillOrder: order))
          == (frames: 1, sizes: 1))
    }
  }

  @Test("mixed: each kind counts as its own engine")
  func mixed() {
    let mixed = MixedLayout(containerSize: size(320, 480))
    #expect(appendOne(mixed, .flow(FlowSection())) == (frames: 2, sizes: 1))
    #expect(appendOne(mixed, .table(TableSection())) == (frames: 1, sizes: 1))
    #expect(
      appendOne(mixed, .grid(GridSection(columns: 3, interitemSpacing: 10)))
        == (frames: 2, sizes: 1))
    #expect(appendOne(mixed, .waterfall(WaterfallSection(columns: 2))) == (frames: 1, sizes: 1))
  }

  @Test("options that differ other than in the item count compute the section whole")
  func otherOptions() {
    var layout = ListLayout(
      FlowLayout(containerSize: size(320, 480)), sections: [FlowSection(itemCount: 10)]
    ) { _, _ in size(100, 50) }
    let before = (layout.framesComputed, layout.sizesQueried)
    let changed = FlowSection(itemCount: 11, lineSpacing: 4)
    layout.replaceSection(
      at: 0, with: changed, sizes: { _, _ in size(100, 50) }, keepingItemsBefore: 10)
    #expect(layout.framesComputed - before.0 == 11)
    #expect(layout.sizesQueried - before.1 == 11)
    #expect(
      layout
        == ListLayout(FlowLayout(containerSize: size(320, 480)), sections: [changed]) { _, _ in
          size(100, 50)
        })
  }

  @Test("a prefix beyond the smaller item count stops with a message naming the rule")
  func prefixBeyondCount() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var layout = ListLayout(TableLayout(width: 320), sections: [TableSection(itemCount: 5)]) {
        _, _ in size(0, 44)
      }
      layout.replaceSection(
        at: 0, with: TableSection(itemCount: 3), sizes: { _, _ in size(0, 44) },
        keepingItemsBefore: 4)
    }
    expectStopMessage(
      result,
      contains: "keepingItemsBefore must be in 0...min(old item count, new item count) = 0...3 "
        + "for section 0 (got 4)")
  }

  @Test("carrySections: nil for a section whose item count changed stops with a message")
  func nilForChangedCount() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var layout = ListLayout(TableLayout(width: 320), sections: [TableSection(itemCount: 5)]) {
        _, _ in size(0, 44)
      }
      let mapping = try! BatchUpdate(itemInserts: [ItemPath(item: 5, section: 0)])
        .indexMapping(from: [5], to: [6])
      layout.carrySections(
        across: mapping, to: [TableSection(itemCount: 6)], sizes: { _, _ in size(0, 44) },
        firstChangedItem: { _, _ in nil })
    }
    expectStopMessage(result, contains: "section 0 went from 5 to 6 items")
  }

  @Test("carrySections: a first changed item beyond the smaller count stops with a message")
  func firstChangedItemBeyondCount() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var layout = ListLayout(TableLayout(width: 320), sections: [TableSection(itemCount: 5)]) {
        _, _ in size(0, 44)
      }
      let mapping = try! BatchUpdate(itemInserts: [ItemPath(item: 5, section: 0)])
        .indexMapping(from: [5], to: [6])
      layout.carrySections(
        across: mapping, to: [TableSection(itemCount: 6)], sizes: { _, _ in size(0, 44) },
        firstChangedItem: { _, _ in 6 })
    }
    expectStopMessage(
      result,
      contains: "firstChangedItem must be in 0...min(old item count, new item count) = 0...5 "
        + "for section 0 (got 6)")
  }

  @Test("invalidateSections computes each named section once, in any order, duplicates or not")
  func invalidateSectionsOnce() {
    var layout = ListLayout(
      TableLayout(width: 320), sections: (0..<5).map { TableSection(itemCount: $0 + 1) }
    ) { _, _ in size(0, 44) }
    for (indices, frames) in [([3], 4), ([1, 3], 6), ([3, 1, 3], 6), ([2, 2], 3), ([], 0)] {
      let before = layout.framesComputed
      layout.invalidateSections(indices) { _, _ in size(0, 44) }
      #expect(layout.framesComputed - before == frames, "\(indices)")
    }
  }

  @Test("insertItems and deleteItems resume each section at its first inserted or deleted item")
  func insertAndDeleteItems() {
    var sizes = Array(repeating: size(100, 50), count: 1_000)
    var layout = ListLayout(
      FlowLayout(containerSize: size(320, 480)),
      sections: [FlowSection(itemCount: 1_000), FlowSection(itemCount: 0)]
    ) { path, _ in path.section == 0 ? sizes[path.item] : .zero }
    var before = (layout.framesComputed, layout.sizesQueried)
    sizes.append(size(100, 50))
    layout.insertItems(at: [ItemPath(item: 1_000, section: 0)]) { path, _ in sizes[path.item] }
    // Item 999's line again, with item 1,000; one size asked.
    #expect(layout.framesComputed - before.0 == 2)
    #expect(layout.sizesQueried - before.1 == 1)
    before = (layout.framesComputed, layout.sizesQueried)
    sizes.removeLast(2)
    layout.deleteItems(at: [ItemPath(item: 999, section: 0), ItemPath(item: 1_000, section: 0)]) {
      path, _ in sizes[path.item]
    }
    // The line of items 996 to 998 is placed again: it is the last now; nothing is asked.
    #expect(layout.framesComputed - before.0 == 3)
    #expect(layout.sizesQueried - before.1 == 0)
    #expect(
      layout
        == ListLayout(
          FlowLayout(containerSize: size(320, 480)),
          sections: [FlowSection(itemCount: 999), FlowSection(itemCount: 0)]
        ) { _, _ in size(100, 50) })
  }
}
