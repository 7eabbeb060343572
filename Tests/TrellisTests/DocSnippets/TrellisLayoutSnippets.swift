// The snippets of the TrellisLayout catalog (TrellisLayout.md, GettingStarted.md,
// LayoutEngines.md), compiled and run.
import Foundation
import Testing
import TrellisDiff  // ItemPath
import TrellisLayout

@Suite("Doc: TrellisLayout")
struct TrellisLayoutSnippets {
  @Test("the module overview: build, query, invalidate")
  func overview() {
    let sizes = Array(repeating: CGSize(width: 80, height: 40), count: 100)
    var layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 375, height: 667)),
      sections: [FlowSection(itemCount: 100, insets: LayoutInsets(all: 8), headerLength: 44)]
    ) { path, fitting in sizes[path.item] }

    let onScreen = layout.visibleElements(in: CGRect(x: 0, y: 1_000, width: 375, height: 667))
    layout.invalidateItems(at: [ItemPath(item: 3, section: 0)]) { path, _ in sizes[path.item] }
    #expect(!onScreen.isEmpty)
  }

  @Test("getting started: a pinned header, an invalidated item, carousel math")
  func gettingStarted() {
    let sizes = Array(repeating: CGSize(width: 100, height: 44), count: 12)
    var layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 320, height: 480)),
      sections: [
        FlowSection(itemCount: 12, insets: LayoutInsets(all: 8), headerLength: 30, pinsHeader: true)
      ]
    ) { path, _ in sizes[path.item] }

    let contentSize = layout.contentSize  // 320 × 360
    let frame = layout.frame(ofItem: ItemPath(item: 3, section: 0))  // one item's frame
    #expect(contentSize == CGSize(width: 320, height: 360))
    #expect(frame?.size == CGSize(width: 100, height: 44))

    let rows = [TableSection(itemCount: 20)]
    let table = ListLayout(TableLayout(width: 375), sections: rows) { _, _ in
      CGSize(width: 0, height: 44)
    }
    let tableSize = table.contentSize  // 375 × 880

    let gallery = ListLayout(
      WaterfallLayout(containerSize: CGSize(width: 320, height: 480)),
      sections: [WaterfallSection(itemCount: 4, columns: 2)]
    ) { path, fitting in CGSize(width: fitting.width, height: CGFloat(40 + 20 * path.item)) }
    #expect(tableSize == CGSize(width: 375, height: 880))
    #expect(gallery.contentSize.height > 0)

    let onScreen = layout.visibleElements(in: CGRect(x: 0, y: 100, width: 320, height: 120))
    let pinned = onScreen.filter(\.isPinned)  // the section header, stuck to the top edge
    #expect(pinned.count == 1)

    layout.invalidateItems(at: [ItemPath(item: 3, section: 0)]) { _, _ in
      CGSize(width: 100, height: 88)
    }
    let resized = layout.frame(ofItem: ItemPath(item: 3, section: 0))  // 88 points tall
    #expect(resized?.height == 88)

    let paging = PagingGeometry(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
    let next = paging.targetOffset(releasedAt: 400, velocity: 0.5)  // 620: the next page
    let wrapped = paging.offset(movingPages: 1, from: 1165, looping: true)  // 0: wraps to page 0

    let infinite = InfinitePaging(itemLength: 300, spacing: 10, itemCount: 5, viewportLength: 375)
    let rawCount = infinite.rawItemCount  // 15: three copies
    let real = infinite.realIndex(ofRaw: 12)  // 2
    let middle = infinite.recentredOffset(1240)  // 2790: the same item, in the middle copy
    #expect(next == 620)
    #expect(wrapped == 0)
    #expect(rawCount == 15)
    #expect(real == 2)
    #expect(middle == 2790)
  }

  @Test("a layout per section: replacing one section's layout")
  func mixed() {
    let sizes: ItemSizeProvider = { _, fitting in CGSize(width: fitting.width, height: 44) }
    var layout = ListLayout(
      MixedLayout(containerSize: CGSize(width: 320, height: 480)),
      sections: [
        .carousel(GridSection(itemCount: 3, itemHeight: .fixed(120)), scrolling: .paging),
        .grid(GridSection(itemCount: 6, columns: 2, itemHeight: .fixed(100), interitemSpacing: 10)),
        .table(TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)),
      ]
    ) { path, fitting in sizes(path, fitting) }

    // Section 1 becomes a waterfall: only its items are measured again; section 2 moves.
    layout.replaceSection(at: 1, with: .waterfall(WaterfallSection(itemCount: 6)), sizes: sizes)
    #expect(layout.sections.count == 3)
  }
}
