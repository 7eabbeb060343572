// ListCompositionalLayout: each section description becomes the NSCollectionLayoutSection a UIKit
// engineer would write, and a feed with a paging band above a grid runs as one list on the
// double's compositional layout through CollectionViewHost and ListAdapter.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  @testable import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: ListCompositionalLayout builds compositional sections")
  struct CompositionalLayoutTests {
    // MARK: Shapes

    static func text(_ id: String) -> ListItem {
      ListItem(id: id, content: id, view: UIKitTextCell.self)
    }

    static func section(
      _ id: String, count: Int = 3, header: Bool = false, footer: Bool = false,
      badges: Bool = false, layout: MixedSection
    ) -> ListSection {
      ListSection(
        id: id,
        header: header ? ListItem(id: "h", content: "H", view: UIKitTitleView.self) : nil,
        footer: footer ? ListItem(id: "f", content: "F", view: UIKitTitleView.self) : nil,
        items: (0..<count).map {
          let item = text("\(id)\($0)")
          return badges ? item.uikitBadge("1") : item
        },
        layout: layout)
    }

    static func describe(_ dimension: NSCollectionLayoutDimension) -> String {
      let value = UIView.format(dimension.dimension)
      if dimension.isAbsolute { return value }
      if dimension.isEstimated { return "~\(value)" }
      if dimension.isFractionalWidth { return "\(dimension.dimension)w" }
      return "\(dimension.dimension)h"
    }

    static func describe(_ size: NSCollectionLayoutSize) -> String {
      "\(describe(size.widthDimension))×\(describe(size.heightDimension))"
    }

    static func describe(_ item: NSCollectionLayoutItem) -> String {
      var text = describe(item.layoutSize)
      for supplementary in item.supplementaryItems {
        let anchor = supplementary.containerAnchor
        text +=
          " +\(supplementary.elementKind) \(describe(supplementary.layoutSize)) edges "
          + "\(anchor.edges.rawValue) offset \(UIView.format(anchor.offset.x)),"
          + "\(UIView.format(anchor.offset.y)) z \(supplementary.zIndex)"
      }
      return text
    }

    /// A section's shape: group kind and direction, sizes, spacings, insets, orthogonal
    /// behaviour, boundary items and pinning.
    static func describe(_ section: NSCollectionLayoutSection) -> String {
      let group = section._group
      var parts: [String] = []
      switch group._arrangement {
      case .horizontal(let items):
        parts.append(
          "horizontal \(describe(group.layoutSize)) [\(items.map(describe).joined(separator: ", "))]"
        )
      case .vertical(let items):
        parts.append(
          "vertical \(describe(group.layoutSize)) [\(items.map(describe).joined(separator: ", "))]")
      case .repeating(let horizontal, let item, let count):
        parts.append(
          "\(horizontal ? "horizontal" : "vertical") \(describe(group.layoutSize)) "
            + "\(count)× [\(describe(item))]")
      case .custom:
        parts.append("custom \(describe(group.layoutSize))")
      }
      if let spacing = group.interItemSpacing {
        parts.append("items \(spacing.isFixed ? "" : "≥")\(UIView.format(spacing.spacing)) apart")
      }
      parts.append("groups \(UIView.format(section.interGroupSpacing)) apart")
      let insets = section.contentInsets
      parts.append(
        "insets \(UIView.format(insets.top)),\(UIView.format(insets.leading)),"
          + "\(UIView.format(insets.bottom)),\(UIView.format(insets.trailing))")
      parts.append("orthogonal \(section.orthogonalScrollingBehavior)")
      for boundary in section.boundarySupplementaryItems {
        let kind =
          boundary.elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        parts.append(
          "\(kind) \(describe(boundary.layoutSize)) \(boundary.alignment)"
            + (boundary.pinToVisibleBounds ? " pinned" : ""))
      }
      return parts.joined(separator: "; ")
    }

    /// Loads `sections` on a 320 × 480 compositional list and describes the section each became.
    static func shapes(_ sections: [ListSection]) async -> ([String], [String]) {
      await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.apply(ListModel(sections: sections), animated: false, completion: nil)
        await fixture.settle()
        fixture.collectionView.layoutIfNeeded()
        return fixture.layout.geometry.sections.map {
          $0.definition.map(describe) ?? "none"
        }
      }
    }

    @Test("grids: columns as repeated items, widths as GridLayout's, fixed and measured heights")
    func grids() async {
      let (shapes, violations) = await Self.shapes([
        Self.section(
          "a", header: true, footer: true,
          layout: .grid(
            GridSection(
              columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 12,
              insets: LayoutInsets(top: 8, left: 16, bottom: 4, right: 16), pinsHeader: true))),
        Self.section("b", layout: .grid(GridSection(columns: 1, itemHeight: .measured))),
        Self.section(
          "c", layout: .grid(GridSection(columns: 3, itemWidth: .fixed(80), itemHeight: .fixed(50)))
        ),
        Self.section(
          "d",
          layout: .grid(
            GridSection(columns: 2, itemWidth: .fractional(0.5), itemHeight: .fixed(40)))),
        Self.section(
          "e",
          layout: .grid(
            GridSection(
              groupAxis: .vertical, columns: 2, itemHeight: .fixed(30), interitemSpacing: 4))),
        Self.section(
          "f", badges: true, layout: .grid(GridSection(columns: 2, itemHeight: .fixed(60)))),
      ])
      #expect(violations.isEmpty)
      #expect(
        shapes == [
          "horizontal 288×100 2× [139×100]; items 10 apart; groups 12 apart; insets 8,16,4,16; "
            + "orthogonal none; header 1.0w×30 top pinned; footer 1.0w×30 bottom",
          "horizontal 1.0w×~44 1× [1.0w×~44]; items 0 apart; groups 0 apart; insets 0,0,0,0; "
            + "orthogonal none",
          "horizontal 240×50 3× [80×50]; items 0 apart; groups 0 apart; insets 0,0,0,0; "
            + "orthogonal none",
          "horizontal 320×40 2× [160×40]; items 0 apart; groups 0 apart; insets 0,0,0,0; "
            + "orthogonal none",
          "vertical 1.0w×64 2× [1.0w×30]; items 4 apart; groups 0 apart; insets 0,0,0,0; "
            + "orthogonal none",
          "horizontal 320×60 2× [160×60 +badge 16×16 edges 9 offset 4,-4 z 1]; items 0 apart; "
            + "groups 0 apart; insets 0,0,0,0; orthogonal none",
        ])
    }

    @Test("carousels: the grid's groups in a section with the matching orthogonal behaviour")
    func carousels() async {
      let behaviours: [OrthogonalScrolling] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
      ]
      let (shapes, violations) = await Self.shapes(
        behaviours.enumerated().map { index, behaviour in
          Self.section(
            "c\(index)",
            layout: .carousel(
              GridSection(
                itemWidth: .fractional(0.85), itemHeight: .fixed(160), groupSpacing: 10,
                insets: LayoutInsets(left: 16, right: 16)),
              scrolling: behaviour))
        } + [
          Self.section(
            "pair",
            layout: .carousel(
              GridSection(
                groupAxis: .vertical, columns: 2, itemWidth: .fixed(200), itemHeight: .fixed(50),
                interitemSpacing: 8)))
        ])
      #expect(violations.isEmpty)
      let expected =
        [
          "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
          "groupPagingCentered",
        ]
        .map {
          "horizontal 0.85w×160 1× [1.0w×160]; items 0 apart; groups 10 apart; insets 0,16,0,16; "
            + "orthogonal \($0)"
        } + [
          "vertical 200×108 2× [200×50]; items 8 apart; groups 0 apart; insets 0,0,0,0; "
            + "orthogonal groupPaging"
        ]
      #expect(shapes == expected)
    }

    @Test("tables: a row per group; plain pins header and footer, grouped leads with its spacing")
    func tables() async {
      let (shapes, violations) = await Self.shapes([
        Self.section(
          "plain", header: true, footer: true,
          layout: .table(TableSection(rowHeight: 50))),
        Self.section("measured", layout: .table(TableSection())),
        Self.section(
          "grouped", header: true,
          layout: .table(TableSection(rowHeight: 44), style: .grouped(sectionSpacing: 35))),
      ])
      #expect(violations.isEmpty)
      #expect(
        shapes == [
          "horizontal 1.0w×50 [1.0w×50]; groups 0 apart; insets 0,0,0,0; orthogonal none; "
            + "header 1.0w×30 top pinned; footer 1.0w×30 bottom pinned",
          "horizontal 1.0w×~44 [1.0w×~44]; groups 0 apart; insets 0,0,0,0; orthogonal none",
          "horizontal 1.0w×44 [1.0w×44]; groups 0 apart; insets 35,0,0,0; orthogonal none; "
            + "header 1.0w×30 top",
        ])
    }

    @Test("flow and waterfall: one custom group at TrellisLayout's frames")
    func flowAndWaterfall() async {
      let ((shapes, frames), violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        let model = ListModel(sections: [
          Self.section(
            "flow", count: 3, header: true,
            layout: .flow(
              FlowSection(
                insets: LayoutInsets(top: 4, left: 10, bottom: 4, right: 10), lineSpacing: 6,
                interitemSpacing: 8, alignment: .left, columns: 2, pinsHeader: true))),
          Self.section(
            "fall", count: 3,
            layout: .waterfall(
              WaterfallSection(
                columns: 2, columnSpacing: 10, interitemSpacing: 5, itemHeight: .given))),
        ])
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        return (
          fixture.layout.geometry.sections.map { $0.definition.map(Self.describe) ?? "none" },
          fixture.cells()
        )
      }
      #expect(violations.isEmpty)
      #expect(
        shapes == [
          "custom 1.0w×94; groups 0 apart; insets 4,10,4,10; orthogonal none; header 1.0w×30 top pinned",
          "custom 1.0w×93; groups 0 apart; insets 0,0,0,0; orthogonal none",
        ])
      // Flow: two 146-point columns, 44-point rows 6 apart, inside the insets, under the header.
      // Waterfall: 155-point columns; the third item under the first, 5 points below.
      #expect(
        frames == [
          "0.0 (10, 34, 146, 44) flow0", "0.1 (164, 34, 146, 44) flow1",
          "0.2 (10, 84, 146, 44) flow2", "1.0 (0, 132, 155, 44) fall0",
          "1.1 (165, 132, 155, 44) fall1", "1.2 (0, 181, 155, 44) fall2",
        ])
    }

    // MARK: The SSCollectionViewPresenter feed

    /// A paging row of 85% pages above a two-column grid (SSCollectionViewPresenter's
    /// compositional example), with display events of the banners logged.
    static func feed(banners: Int = 5, products: Int = 20, log: EventLog? = nil) -> ListModel {
      let bannerItems = (0..<banners).map { index in
        let item = text("b\(index)")
        guard let log else { return item }
        return item.onWillDisplay { item, _ in
          MainActor.assumeIsolated { log.events.append("show \(item.id.base)") }
        }.onDidEndDisplaying { item, _ in
          MainActor.assumeIsolated { log.events.append("hide \(item.id.base)") }
        }
      }
      return ListModel(sections: [
        ListSection(
          id: "banners", items: bannerItems,
          layout: .carousel(
            GridSection(
              itemWidth: .fractional(0.85), itemHeight: .fixed(160), groupSpacing: 10,
              insets: LayoutInsets(left: 16, right: 16)),
            scrolling: .groupPaging)),
        ListSection(
          id: "products", items: (0..<products).map { text("p\($0)") },
          layout: .grid(
            GridSection(
              columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10,
              insets: LayoutInsets(all: 16)))),
      ])
    }

    @MainActor
    final class EventLog {
      var events: [String] = []
    }

    @Test("dragging the band pages it sideways without moving the list; the tracker follows")
    func bandPages() async {
      let log = EventLog()
      let (result, violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.apply(Self.feed(log: log), animated: false, completion: nil)
        await fixture.settle()
        let before = log.events
        log.events = []
        fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 60, y: 0), releasingWith: CGPoint(x: 1, y: 0))
        await fixture.settle()
        let tracker = fixture.host.bandTracker
        return (
          before, log.events, fixture.layout.orthogonalOffset(ofSection: 0).x,
          fixture.collectionView.contentOffset, tracker?.offset(ofSection: 0),
          tracker?.visibleItems(inSection: 0), tracker?.offset(ofSection: 1),
          fixture.cells().filter { $0.hasPrefix("0.") },
          [fixture.host.bandOffset(ofSection: 0), fixture.host.bandOffset(ofSection: 1)]
        )
      }
      let (before, events, offset, listOffset, tracked, visible, gridBand, cells, port) = result
      #expect(violations.isEmpty)
      #expect(before == ["show b0", "show b1"])
      // 85% of 288 is 244.8; groups 10 apart: the second page starts at 254.8.
      #expect(abs(offset - 254.8) < 0.001)
      #expect(listOffset == .zero)
      #expect(tracked == offset)
      // The port reads the band as the tracker recorded it; the grid has none.
      #expect(port == [offset, nil])
      #expect(events == ["show b2"])
      #expect(visible == [0, 1, 2].map { ItemPath(item: $0, section: 0) })
      #expect(gridBand == nil)
      #expect(
        cells == [
          "0.0 (-238.8, 0, 244.8, 160) b0", "0.1 (16, 0, 244.8, 160) b1",
          "0.2 (270.8, 0, 244.8, 160) b2",
        ])
    }

    @Test("scrolling the list and updating either section keep the other's offset")
    func offsetsSurvive() async {
      let (result, violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.apply(Self.feed(), animated: false, completion: nil)
        await fixture.settle()
        fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 60, y: 0), releasingWith: CGPoint(x: 1, y: 0))
        await fixture.settle()
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        fixture.collectionView.layoutIfNeeded()
        let afterScroll = fixture.layout.orthogonalOffset(ofSection: 0).x
        // An update to the grid keeps the band's offset.
        fixture.adapter.apply(Self.feed(products: 22), animated: true, completion: nil)
        await fixture.settle()
        let afterGrid = (
          fixture.layout.orthogonalOffset(ofSection: 0).x, fixture.collectionView.contentOffset
        )
        // An update to the band keeps the list's offset, and the band's.
        fixture.adapter.apply(Self.feed(banners: 6, products: 22), animated: true, completion: nil)
        await fixture.settle()
        let afterBand = (
          fixture.layout.orthogonalOffset(ofSection: 0).x, fixture.collectionView.contentOffset,
          fixture.host.bandTracker?.offset(ofSection: 0)
        )
        return (
          afterScroll, afterGrid, afterBand, fixture.collectionView.numberOfItems(inSection: 0)
        )
      }
      let (afterScroll, afterGrid, afterBand, banners) = result
      #expect(violations.isEmpty)
      #expect(abs(afterScroll - 254.8) < 0.001)
      #expect(abs(afterGrid.0 - 254.8) < 0.001)
      #expect(afterGrid.1 == CGPoint(x: 0, y: 100))
      #expect(abs(afterBand.0 - 254.8) < 0.001)
      #expect(afterBand.1 == CGPoint(x: 0, y: 100))
      #expect(afterBand.2 == afterBand.0)
      #expect(banners == 6)
    }

    @Test("the visible-items handler announces a band's offset once per change")
    func trackerDropsRepeats() async {
      let (result, violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.apply(Self.feed(), animated: false, completion: nil)
        await fixture.settle()
        guard let tracker = fixture.host.bandTracker else { return [Int]() }
        var announced: [Int] = []
        tracker.offsetDidChange = { section, _ in announced.append(section) }
        let start = tracker.announcements
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 40)
        fixture.collectionView.layoutIfNeeded()
        let afterListScroll = tracker.announcements - start
        fixture.layout.setOrthogonalOffset(CGPoint(x: 30, y: 0), ofSection: 0)
        fixture.layout.setOrthogonalOffset(CGPoint(x: 30, y: 0), ofSection: 0)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 80)
        fixture.collectionView.layoutIfNeeded()
        return [afterListScroll, tracker.announcements - start] + announced
      }
      #expect(violations.isEmpty)
      // Scrolling the list calls the handler on every pass but the band did not move.
      #expect(result == [0, 1, 0])
    }

    @Test("a section that takes a band's index has no band")
    func bandForgotten() async {
      let (result, violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.apply(Self.feed(), animated: false, completion: nil)
        await fixture.settle()
        fixture.layout.setOrthogonalOffset(CGPoint(x: 100, y: 0), ofSection: 0)
        let before = fixture.host.bandTracker?.offset(ofSection: 0)
        var model = Self.feed()
        model.sections.removeFirst()
        fixture.adapter.apply(model, animated: true, completion: nil)
        await fixture.settle()
        return (before, fixture.host.bandTracker?.offset(ofSection: 0))
      }
      #expect(violations.isEmpty)
      #expect(result.0 == 100)
      #expect(result.1 == nil)
    }

    @Test("self-sizing cells in a grid take their measured heights; rows as tall as the tallest")
    func selfSizingGrid() async {
      let (cells, violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        let items = ["a", "bb", "ccc", "dddd"].map { ListItem.textCell($0).uikit(selfSizing: true) }
        fixture.adapter.apply(
          ListModel(sections: [
            ListSection(
              id: "notes", items: items,
              layout: .grid(GridSection(columns: 2, itemHeight: .measured)))
          ]), animated: false, completion: nil)
        await fixture.settle()
        fixture.collectionView.layoutIfNeeded()
        return fixture.cells()
      }
      #expect(violations.isEmpty)
      #expect(
        cells == [
          "0.0 (0, 0, 160, 40) a|more", "0.1 (160, 0, 160, 60) bb|more|more",
          "0.2 (0, 60, 160, 20) ccc", "0.3 (160, 60, 160, 40) dddd|more",
        ])
    }

    @Test("plain cells in a measured grid take the data source's sizes")
    func measuredPlainCells() async {
      let (cells, violations) = await withDouble { clock in
        let fixture = CompositionalFixture(clock: clock)
        fixture.adapter.attach(UIKitNumberSizer())
        let items = (0..<3).map { ListItem(id: $0, content: $0, view: UIKitNumberCell.self) }
        fixture.adapter.apply(
          ListModel(sections: [
            ListSection(id: "n", items: items, layout: .table(TableSection()))
          ]), animated: false, completion: nil)
        await fixture.settle()
        fixture.collectionView.layoutIfNeeded()
        return fixture.cells()
      }
      #expect(violations.isEmpty)
      #expect(
        cells == ["0.0 (0, 0, 320, 40) 0", "0.1 (0, 40, 320, 50) 1", "0.2 (0, 90, 320, 60) 2"])
    }
  }
#endif
