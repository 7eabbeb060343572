// Supplementary views of items (`ListItem.supplementary`) through CollectionViewHost and
// ListCollectionViewLayout: placed against their item as the headless collection view places them,
// configured in place when their content changes, moved with their item.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: supplementary views of items on a collection view")
  struct CollectionItemSupplementaryTests {
    static func inbox(_ badges: [String]) -> ListModel {
      ListModel(sections: [
        ListSection(
          id: "mail",
          items: badges.enumerated().map { index, badge in
            ListItem.text("m\(index)").uikit.uikitBadge(badge)
          })
      ])
    }

    /// Each visible badge: its item's path, frame and text.
    static func badges(_ collectionView: UICollectionView) -> [String] {
      collectionView.visibleSupplementaryViews(ofKind: "badge").compactMap { view in
        guard let badge = view as? UIKitBadgeView else { return nil }
        return "\(UIView.format(badge.frame)) \(badge.text ?? "-")"
      }
    }

    @Test("a load shows each item's badge against its item, as the headless host places it")
    func load() async {
      let (shown, violations) = await withCollectionFixture { fixture in
        await fixture.show(Self.inbox(["1", "2", "3"]))
        return Self.badges(fixture.collectionView)
      }
      #expect(violations.isEmpty)
      #expect(shown == ["(308, -4, 16, 16) 1", "(308, 50, 16, 16) 2", "(308, 104, 16, 16) 3"])
    }

    @Test("a badge's content change configures that badge in place, on the same view")
    func changeInPlace() async {
      let ((shown, sameView, configured), violations) = await withCollectionFixture { fixture in
        await fixture.show(Self.inbox(["1", "2", "3"]))
        let badge =
          fixture.collectionView.supplementaryView(
            forElementKind: "badge", at: IndexPath(item: 1, section: 0)) as? UIKitBadgeView
        let count = badge?.configureCount ?? -1
        fixture.adapter.apply(Self.inbox(["1", "9", "3"]), animated: true, completion: nil)
        await fixture.settle()
        let after = fixture.collectionView.supplementaryView(
          forElementKind: "badge", at: IndexPath(item: 1, section: 0))
        return (
          Self.badges(fixture.collectionView), after === badge && badge != nil,
          (badge?.configureCount ?? 0) - count
        )
      }
      #expect(violations.isEmpty)
      #expect(shown == ["(308, -4, 16, 16) 1", "(308, 50, 16, 16) 9", "(308, 104, 16, 16) 3"])
      #expect(sameView)
      #expect(configured == 1)
    }

    @Test("items that move take their badges along; a badge that stays keeps its view")
    func move() async {
      let ((shown, kept), violations) = await withCollectionFixture { fixture in
        await fixture.show(Self.inbox(["1", "2", "3"]))
        let third = fixture.collectionView.supplementaryView(
          forElementKind: "badge", at: IndexPath(item: 2, section: 0))
        var model = Self.inbox(["1", "2", "3"])
        model.sections[0].items.swapAt(0, 1)
        fixture.adapter.apply(model, animated: true, completion: nil)
        await fixture.settle()
        let after = fixture.collectionView.supplementaryView(
          forElementKind: "badge", at: IndexPath(item: 2, section: 0))
        return (Self.badges(fixture.collectionView), after === third && third != nil)
      }
      #expect(violations.isEmpty)
      #expect(shown == ["(308, -4, 16, 16) 2", "(308, 50, 16, 16) 1", "(308, 104, 16, 16) 3"])
      #expect(kept)
    }
  }
#endif
