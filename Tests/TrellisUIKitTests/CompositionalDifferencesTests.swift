// The documented differences of the compositional path (ListCompositionalLayout) from
// ListCollectionViewLayout, each shown on the same model through both layouts on the UIKit double.
// TrellisUIKit.docc's "Compositional layouts and bands" lists them; these tests keep the list true.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: the compositional path's documented differences")
  struct CompositionalDifferencesTests {
    enum Path: CaseIterable {
      case compositional
      case listLayout
    }

    static func text(_ id: String) -> ListItem {
      ListItem(id: id, content: id, view: UIKitTextCell.self)
    }

    static let header = ListItem(id: "h", content: "H", view: UIKitTitleView.self)

    /// Loads `model` on a 320 × 480 list with the layout of `path`; returns the frames of the
    /// visible cells and of the supplementary views of `kinds`, in index-path order, and the
    /// number of views the collection view holds that are neither.
    static func frames(
      of model: ListModel, on path: Path,
      kinds: [String] = [UICollectionView.elementKindSectionHeader]
    ) async -> [String] {
      let (lines, violations) = await withDouble { clock -> [String] in
        let fixture: any CollectionViewFixture =
          switch path {
          case .compositional: CompositionalFixture(clock: clock)
          case .listLayout:
            CollectionFixture(
              clock: clock, viewport: CGSize(width: 320, height: 480),
              layout: ListCollectionViewLayout(defaultSection: .flow(FlowSection(itemCount: 0))))
          }
        fixture.adapter.apply(model, animated: false, completion: nil)
        await fixture.settle()
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        var lines = collectionView.indexPathsForVisibleItems.sorted().map { indexPath in
          "cell \(indexPath.section).\(indexPath.item) "
            + UIView.format(collectionView.cellForItem(at: indexPath)?.frame ?? .zero)
        }
        for kind in kinds {
          for view in collectionView.visibleSupplementaryViews(ofKind: kind) {
            lines.append("\(kind) \(UIView.format(view.frame))")
          }
        }
        let known = Set(
          collectionView.visibleCells.map(ObjectIdentifier.init)
            + kinds.flatMap { collectionView.visibleSupplementaryViews(ofKind: $0) }.map(
              ObjectIdentifier.init))
        let others = collectionView.subviews.filter {
          ($0 is UICollectionReusableView) && !known.contains(ObjectIdentifier($0)) && !$0.isHidden
        }
        lines.append("other views \(others.count)")
        return lines
      }
      #expect(violations.isEmpty)
      return lines
    }

    @Test("headers lie inside the section's side insets (full width on ListCollectionViewLayout)")
    func headersInsideInsets() async {
      let model = ListModel(sections: [
        ListSection(
          id: "grid", header: Self.header, items: [Self.text("a"), Self.text("b")],
          layout: .grid(
            GridSection(
              columns: 2, itemHeight: .fixed(50), interitemSpacing: 8,
              insets: LayoutInsets(top: 0, left: 16, bottom: 0, right: 16))))
      ])
      let kind = UICollectionView.elementKindSectionHeader
      #expect(
        await Self.frames(of: model, on: .compositional) == [
          "cell 0.0 (16, 30, 140, 50)", "cell 0.1 (164, 30, 140, 50)",
          "\(kind) (16, 0, 288, 30)", "other views 0",
        ])
      #expect(
        await Self.frames(of: model, on: .listLayout) == [
          "cell 0.0 (16, 30, 140, 50)", "cell 0.1 (164, 30, 140, 50)",
          "\(kind) (0, 0, 320, 30)", "other views 0",
        ])
    }

    @Test("a grouped table's section spacing comes after its header (before it on the other)")
    func groupedSpacingAfterHeader() async {
      let model = ListModel(sections: [
        ListSection(
          id: "rows", header: Self.header, items: [Self.text("a")],
          layout: .table(TableSection(rowHeight: 44), style: .grouped(sectionSpacing: 35)))
      ])
      let kind = UICollectionView.elementKindSectionHeader
      #expect(
        await Self.frames(of: model, on: .compositional) == [
          "cell 0.0 (0, 65, 320, 44)", "\(kind) (0, 0, 320, 30)", "other views 0",
        ])
      #expect(
        await Self.frames(of: model, on: .listLayout) == [
          "cell 0.0 (0, 65, 320, 44)", "\(kind) (0, 35, 320, 30)", "other views 0",
        ])
    }

    @Test("an item's own views show only when every item of the section has them alike")
    func itemViewsOnlyWhenUniform() async {
      func model(badged: Int) -> ListModel {
        ListModel(sections: [
          ListSection(
            id: "grid",
            items: (0..<2).map { index in
              let item = Self.text("i\(index)")
              return index < badged ? item.uikitBadge("1") : item
            },
            layout: .grid(GridSection(columns: 2, itemHeight: .fixed(60))))
        ])
      }
      let some = await Self.frames(of: model(badged: 1), on: .compositional, kinds: ["badge"])
      let all = await Self.frames(of: model(badged: 2), on: .compositional, kinds: ["badge"])
      #expect(some.filter { $0.hasPrefix("badge") }.isEmpty)
      #expect(all.filter { $0.hasPrefix("badge") }.count == 2)
    }

    @Test(
      "known bug: ListCollectionViewLayout shows no item views in a section whose item sizes it never asks"
    )
    func listLayoutLosesItemViewsOfFixedSizeGrids() async {
      let badged = Self.text("a").uikitBadge("1")
      let flow = ListModel(sections: [ListSection(id: "f", items: [badged])])
      let grid = ListModel(sections: [
        ListSection(
          id: "g", items: [badged], layout: .grid(GridSection(columns: 2, itemHeight: .fixed(60))))
      ])
      // It asks an item's views when it asks the item's size: a flow section asks it.
      let shownOnFlow = await Self.frames(of: flow, on: .listLayout, kinds: ["badge"])
      #expect(shownOnFlow.filter { $0.hasPrefix("badge") } == ["badge (308, -4, 16, 16)"])
      // A grid of fixed heights never asks sizes, so its items' views are never asked.
      let shownOnGrid = await Self.frames(of: grid, on: .listLayout, kinds: ["badge"])
      withKnownIssue("ListCollectionViewLayout asks item views only with item sizes") {
        #expect(shownOnGrid.filter { $0.hasPrefix("badge") }.count == 1)
      }
    }

    @Test("a view behind its item grows by its outset only where the item's size is fixed")
    func behindOutsetOnlyWithFixedSizes() async {
      func model(_ height: GridItemHeight) -> ListModel {
        ListModel(sections: [
          ListSection(
            id: "grid",
            items: [
              Self.text("a").supplementary(
                "glow", ListItem(id: "g", content: "G", view: UIKitTitleView.self),
                placement: .behind(outset: 4))
            ],
            layout: .grid(GridSection(columns: 2, itemHeight: height)))
        ])
      }
      #expect(
        await Self.frames(of: model(.fixed(60)), on: .compositional, kinds: ["glow"]) == [
          "cell 0.0 (0, 0, 160, 60)", "glow (-4, -4, 168, 68)", "other views 0",
        ])
      let measured = await Self.frames(of: model(.measured), on: .compositional, kinds: ["glow"])
      let cell = measured.first { $0.hasPrefix("cell") }?.dropFirst("cell 0.0 ".count)
      let glow = measured.first { $0.hasPrefix("glow") }?.dropFirst("glow ".count)
      #expect(cell != nil && glow == cell)
    }

    @Test("section backgrounds are not shown by either UIKit layout")
    func noSectionBackgrounds() async {
      let model = ListModel(sections: [
        ListSection(
          id: "grid", items: [Self.text("a")],
          layout: .grid(GridSection(columns: 2, itemHeight: .fixed(60), background: .section)))
      ])
      for path in Path.allCases {
        #expect(
          await Self.frames(of: model, on: path, kinds: []) == [
            "cell 0.0 (0, 0, 160, 60)", "other views 0",
          ], "\(path)")
      }
    }
  }
#endif
