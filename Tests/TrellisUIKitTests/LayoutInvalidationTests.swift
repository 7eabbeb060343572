// ListCollectionViewLayout under the invalidation contexts UIKit documents (UIKIT-BEHAVIOUR.md,
// F3, F4): a self-sizing cell's default context names nothing; `invalidateLayout()` carries no
// documented contents. The layout must still recompute what changed.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A port data source of one section of rows whose height can change.
  @MainActor
  final class ResizableRows: CollectionPortRecorder {
    var height: CGFloat = 50
    override func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
      CGSize(width: 320, height: height)
    }
  }

  /// A plain cell (not a `ListCollectionViewCell`, no `SelfSizingView`) with a label 30 points
  /// tall: on iOS its constraints would answer a height of its own; its size comes from code.
  final class PlainLabelCell: UICollectionViewCell, ConfigurableView, RowSizedView {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    func configure(with content: String) {
      label.text = content
      if label.superview == nil { contentView.addSubview(label) }
    }
  }

  @MainActor
  @Suite("TrellisUIKit: the layout under UIKit's invalidation contexts")
  struct LayoutInvalidationTests {
    @Test("only self-sizing cells change their size: a plain cell keeps the size from code")
    func plainCellKeepsItsSize() async {
      let (frames, violations) = await withCollectionFixture { fixture in
        fixture.adapter.apply(
          ListModel(sections: [
            ListSection(
              id: "s",
              items: (0..<2).map { ListItem(id: $0, content: "\($0)", view: PlainLabelCell.self) })
          ]), animated: false, completion: nil)
        await fixture.settle()
        return fixture.collectionView.visibleCells.map(\.frame)
      }
      #expect(violations.isEmpty)
      #expect(
        frames == [
          CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 54, width: 320, height: 44),
        ])
    }

    @Test("invalidateLayout() recomputes every size, although its context names nothing")
    func invalidateLayoutRecomputes() async {
      let (frames, violations) = await withDouble { _ in
        let rows = ResizableRows((0..<3).map { "row \($0)" })
        let (collectionView, host) = CollectionHostPortTests.make(rows)
        rows.height = 30
        try? host.invalidateLayout()
        return collectionView.indexPathsForVisibleItems.compactMap {
          collectionView.cellForItem(at: $0)?.frame
        }
      }
      #expect(violations.isEmpty)
      #expect(
        frames == [
          CGRect(x: 0, y: 30, width: 320, height: 30), CGRect(x: 0, y: 60, width: 320, height: 30),
          CGRect(x: 0, y: 90, width: 320, height: 30),
        ])
    }

    @Test("a batch that only moves items of different sizes lays them out at their own sizes")
    func moveOnlyBatch() async {
      let (heights, violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
        fixture.adapter.attach(UIKitNumberSizer())
        // Numbers 0, 1, 2 are 40, 50 and 60 points tall.
        func model(_ numbers: [Int]) -> ListModel {
          ListModel(sections: [
            ListSection(id: "s", items: numbers.map { ListItem.number($0, $0).uikit })
          ])
        }
        await fixture.show(model([0, 1, 2]))
        fixture.adapter.apply(model([1, 2, 0]), animated: true, completion: nil)
        await fixture.settle()
        return fixture.collectionView.visibleCells.map(\.frame.height)
      }
      #expect(violations.isEmpty)
      #expect(heights == [50, 60, 40])
    }

    @Test("per-element queries agree with the rect query: a pinned header during a batch")
    func pinnedHeaderDuringBatch() async {
      let (header, violations) = await withDouble { _ in
        let recorder = SectionedRecorder.twoPinnedSections()
        let (collectionView, host) = CollectionHostPortTests.make(recorder)
        // Scrolled 100 points: section 0's header sticks at the top, 100 points below its place.
        try? host.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try? host.performBatchUpdates(
          BatchUpdate(itemInserts: [ItemPath(item: 6, section: 0), ItemPath(item: 6, section: 1)]),
          animated: false, updatingData: { recorder.rows.append("row 6") }, completion: nil)
        return collectionView.layoutAttributesForSupplementaryElement(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
          .frame.minY
      }
      #expect(violations.isEmpty)
      #expect(header == 100)
    }

    /// Drags item `source` of three numbers (0, 1, 2: 40, 50 and 60 points tall, in one row of
    /// 50-point columns) to `point` and ends the drag with `finish`. Returns the visible cells'
    /// heights during the drag and after it, the displayed identities, and the violations.
    func drag(
      _ source: Int, to point: CGPoint, finish: @escaping @MainActor (CollectionViewHost) -> Void
    ) async -> (during: [CGFloat], after: [CGFloat], ids: [String], violations: [String]) {
      let ((during, after, ids), violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 400))
        fixture.adapter.attach(UIKitNumberSizer())
        let items = [0, 1, 2].map { ListItem.number($0, $0).uikit.movable() }
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: items)]))
        let heights = {
          fixture.collectionView.indexPathsForVisibleItems.compactMap {
            fixture.collectionView.cellForItem(at: $0)?.frame.height
          }
        }
        _ = fixture.host.beginMovingItem(at: ItemPath(item: source, section: 0))
        fixture.host.updateMovingItem(to: point)
        let during = heights()
        finish(fixture.host)
        return (
          during, heights(),
          fixture.adapter.displayedModel.sections[0].items.map { "\($0.id.base)" }
        )
      }
      return (during, after, ids, violations)
    }

    @Test("an interactive move repositions items of mixed sizes during the drag, and at the end")
    func interactiveMoveOfMixedSizes() async {
      // Onto item 2 (x in 120..<170): the view moves item 0 there while the finger is down.
      let result = await drag(0, to: CGPoint(x: 140, y: 20)) { $0.endMovingItem() }
      #expect(result.violations.isEmpty)
      #expect(result.during == [50, 60, 40])
      #expect(result.after == [50, 60, 40])
      #expect(result.ids == ["1", "2", "0"])
    }

    @Test("a cancelled interactive move puts the items back at their own sizes")
    func cancelledInteractiveMove() async {
      let result = await drag(2, to: CGPoint(x: 20, y: 20)) { $0.cancelMovingItem() }
      #expect(result.violations.isEmpty)
      #expect(result.during == [60, 40, 50])
      #expect(result.after == [40, 50, 60])
      #expect(result.ids == ["0", "1", "2"])
    }
  }
#endif
