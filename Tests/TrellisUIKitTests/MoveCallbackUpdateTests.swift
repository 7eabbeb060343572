// Apple's pages for `collectionView(_:moveItemAt:to:)` and `tableView(_:moveRowAt:to:)`: the data
// source updates its data structures there; the view finishes the interactive move after the
// callback returns, so it accepts no update from inside it. The docs' flow — an `itemMoved`
// handler changes state and applies the next model — must therefore run after the callback.
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

  @MainActor
  @Suite("UIKit double and glue: no update from inside a move callback")
  struct MoveCallbackUpdateTests {
    /// Two sections of movable text items, with views made by `view` (collection or table).
    static func sections(_ a: [String], _ b: [String], view: (ListItem) -> ListItem) -> ListModel {
      ListModel(sections: [
        ListSection(
          id: "a", items: a.map { view(ListItem.text($0)).movable(acrossSections: true) }),
        ListSection(
          id: "b", items: b.map { view(ListItem.text($0)).movable(acrossSections: true) }),
      ])
    }

    /// Adds to `adapter` the docs' flow: an `itemMoved` handler that changes state and applies the
    /// next model, the moved one with `item` appended to the second section.
    static func applyOnMove(_ adapter: ListAdapter, appending item: ListItem) {
      adapter.itemMoved += { [weak adapter] move in
        var next = move.model
        next.sections[1].items.append(item)
        adapter?.apply(next, animated: true, completion: nil)
      }
    }

    /// The identities of the items `adapter` shows, per section.
    static func outline(_ adapter: ListAdapter) -> [[String]] {
      adapter.displayedModel.sections.map { $0.items.map { "\($0.id.base)" } }
    }

    @Test("the collection double reports an update from inside collectionView(_:moveItemAt:to:)")
    func doubleReports() async {
      let (_, violations) = await withDouble { _ in
        // The source updates its view from inside its move callback.
        let source = MovableTextSource(["a", "b", "c"])
        source.onMove = { $0.performBatchUpdates(nil, completion: nil) }
        let collectionView = source.makeCollectionView()
        _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 120))
        collectionView.endInteractiveMovement()
      }
      #expect(violations.count == 1)
      #expect(
        violations.first?.hasPrefix(
          "performBatchUpdates(_:completion:) was called from inside "
            + "collectionView(_:moveItemAt:to:)") == true)
    }

    @Test("collection host: a model applied from itemMoved after a move across sections")
    func collectionApplyFromItemMoved() async {
      let ((outline, rejected), violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock, viewport: CGSize(width: 320, height: 600))
        let diagnostics = UIKitDiagnosticsLog()
        fixture.adapter.diagnostics = diagnostics.hook
        await fixture.show(Self.sections(["a0", "a1"], ["b0"], view: \.uikit))
        Self.applyOnMove(fixture.adapter, appending: ListItem.text("new").uikit)
        // Drag a0 onto b0, in the second section (items are 44 points, 10 apart; a header-less
        // second section starts after a0 and a1).
        _ = fixture.host.beginMovingItem(at: ItemPath(item: 0, section: 0))
        let b0 = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))!.frame
        fixture.host.updateMovingItem(to: CGPoint(x: b0.midX, y: b0.midY))
        fixture.host.endMovingItem()
        await Task.yield()
        await fixture.settle()
        return (Self.outline(fixture.adapter), diagnostics.all)
      }
      #expect(violations.isEmpty)
      #expect(rejected.isEmpty)
      #expect(outline == [["a1"], ["a0", "b0", "new"]])
    }

    @Test("table host: a model applied from itemMoved after a move across sections")
    func tableApplyFromItemMoved() async {
      let ((outline, display), violations) = await withTableFixture(
        size: CGSize(width: 320, height: 600)
      ) { fixture in
        await fixture.show(Self.sections(["a0", "a1"], ["b0"], view: \.tableItem))
        Self.applyOnMove(fixture.adapter, appending: ListItem.text("new").tableItem)
        fixture.tableView.setEditing(true, animated: false)
        fixture.tableView.moveRow(
          interactivelyFrom: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        await Task.yield()
        await fixture.settle()
        return (Self.outline(fixture.adapter), fixture.display)
      }
      #expect(violations.isEmpty)
      #expect(outline == [["a1"], ["a0", "b0", "new"]])
      #expect(display.count == 4)
    }
  }
#endif
