// A Dynamic Type change on the UIKit hosts: plain self-sizing cells (SelfSizingView) are measured
// again, once each, at the window's new category.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisDiff
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: Dynamic Type")
  struct DynamicTypeUIKitTests {
    @Test("a category change re-measures each visible self-sizing cell once, to its new size")
    func collectionSelfSizing() async {
      let (result, violations) = await withCollectionFixture { fixture in
        let model = ListModel(sections: [
          ListSection(
            id: "s",
            items: (0..<30).map {
              ListItem(id: $0, content: "note \($0)", view: UIKitNoteCell.self)
            })
        ])
        await fixture.show(model)
        @MainActor func cells() -> [UIKitNoteCell] {
          fixture.collectionView.indexPathsForVisibleItems.sorted().compactMap {
            fixture.collectionView.cellForItem(at: $0) as? UIKitNoteCell
          }
        }
        let before = Dictionary(
          uniqueKeysWithValues: cells().map { (ObjectIdentifier($0), $0.measurements) })
        fixture.window.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        await fixture.settle()
        fixture.collectionView.layoutIfNeeded()
        let after = cells()
        return (
          after.map { $0.measurements - (before[ObjectIdentifier($0)] ?? 0) },
          after.map { $0.frame.height }
        )
      }
      #expect(violations.isEmpty)
      // Lines of 40 points with 10 between: four cells in 200 points.
      #expect(result.0 == Array(repeating: 1, count: 4), "each visible cell measured once")
      #expect(result.1 == Array(repeating: 40, count: 4))
    }
  }
#endif
