// ListCollectionViewLayout keeps the sizes self-sizing cells asked for, by index path. A reload
// invalidates everything (Apple's `invalidateEverything` page: the data source changed, or
// `reloadData()`), and a new width changes what a cell answers: neither may keep them.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A self-sizing cell whose text wraps: 10 points per character, 20 points per line.
  final class WrappingCell: ListCollectionViewCell, ConfigurableView, SelfSizingView {
    private(set) var text = ""
    func configure(with content: String) { text = content }
    func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      let lines = (CGFloat(text.count * 10) / container.width).rounded(.up)
      return CGSize(width: container.width, height: 20 * max(1, lines))
    }
  }

  @MainActor
  @Suite("TrellisUIKit: self-sized sizes across reloads and width changes")
  struct LayoutPreferredSizeTests {
    static func model(_ items: [ListItem]) -> ListModel {
      ListModel(sections: [ListSection(id: "s", items: items)])
    }

    /// Shows `item` alone in a collection fixture, then runs `change` and lays out: the frames of
    /// the first cell before and after, and the double's violations.
    static func firstFrames(
      showing item: ListItem, across change: @MainActor (CollectionFixture) async -> Void
    ) async -> ((before: CGRect?, after: CGRect?), violations: [String]) {
      await withCollectionFixture { fixture in
        await fixture.show(Self.model([item]))
        let first = IndexPath(item: 0, section: 0)
        let before = fixture.collectionView.cellForItem(at: first)?.frame
        await change(fixture)
        fixture.collectionView.layoutIfNeeded()
        return (before, fixture.collectionView.cellForItem(at: first)?.frame)
      }
    }

    @Test("after a reload, another item at the path gets its own size, not the old self-sized one")
    func reloadForgetsSelfSizedSizes() async {
      // A three-line note: 60 points tall once it answers.
      let note = ListItem(id: "note", content: "a|b|c", view: UIKitNoteCell.self)
      let (frames, violations) = await Self.firstFrames(showing: note) { fixture in
        fixture.adapter.reload(
          Self.model([ListItem(id: "text", content: "plain", view: UIKitTextCell.self)]),
          completion: nil)
        await fixture.settle()
      }
      #expect(violations.isEmpty)
      #expect(frames.before?.size == CGSize(width: 320, height: 60))
      // A text cell is 44 points tall (its size from code); it never sizes itself.
      #expect(frames.after?.size == CGSize(width: 320, height: 44))
    }

    @Test("after a width change, a self-sizing cell takes the size it answers at the new width")
    func widthChangeMeasuresAgain() async {
      // 30 characters: one line at 320 points, two at 280.
      let text = String(repeating: "w", count: 30)
      let note = ListItem(id: "note", content: text, view: WrappingCell.self)
      let (frames, violations) = await Self.firstFrames(showing: note) { fixture in
        fixture.collectionView.frame.size.width = 280
      }
      #expect(violations.isEmpty)
      #expect(frames.before?.size == CGSize(width: 320, height: 20))
      #expect(frames.after?.size == CGSize(width: 280, height: 40))
    }
  }
#endif
