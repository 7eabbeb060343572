// The UIKit double's compositional layout: size resolution, groups, spacing, insets, boundary and
// item supplementaries, and the rules UIKit enforces. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  @Suite("UIKit double: compositional layout")
  @MainActor
  struct CompositionalLayoutTests {
    struct SizeCase: Sendable, CustomTestStringConvertible {
      var width: Dim
      var height: Dim
      var insets: CGFloat = 0
      var edgeLeading: CGFloat?
      var edgeTop: CGFloat?
      var text = "a"
      var expected: CGRect
      var testDescription: String {
        "\(width) × \(height), insets \(insets), edge \(edgeLeading ?? 0)/\(edgeTop ?? 0)"
      }
    }

    // The group is 320 × 100 (the full width of a 320-point collection view).
    nonisolated static let sizeCases: [SizeCase] = [
      SizeCase(
        width: .absolute(40), height: .absolute(30),
        expected: CGRect(x: 0, y: 0, width: 40, height: 30)
      ),
      SizeCase(
        width: .fractionalWidth(0.5), height: .fractionalHeight(0.5),
        expected: CGRect(x: 0, y: 0, width: 160, height: 50)),
      SizeCase(
        width: .fractionalWidth(0.25), height: .fractionalWidth(0.25),
        expected: CGRect(x: 0, y: 0, width: 80, height: 80)),
      SizeCase(
        width: .fractionalHeight(0.5), height: .absolute(20),
        expected: CGRect(x: 0, y: 0, width: 50, height: 20)),
      // Content insets shrink the item inside its frame.
      SizeCase(
        width: .absolute(40), height: .absolute(30), insets: 5,
        expected: CGRect(x: 5, y: 5, width: 30, height: 20)),
      // An estimate is replaced by the cell's measured size (20 points a line) …
      SizeCase(
        width: .fractionalWidth(0.5), height: .estimated(44), text: "a|b|c",
        expected: CGRect(x: 0, y: 0, width: 160, height: 60)),
      // … and the insets are ignored on the estimated axis only.
      SizeCase(
        width: .fractionalWidth(0.5), height: .estimated(44), insets: 5, text: "a|b|c",
        expected: CGRect(x: 5, y: 0, width: 150, height: 60)),
      // Edge spacing moves the item before its content insets shrink it.
      SizeCase(
        width: .absolute(40), height: .absolute(30), insets: 2, edgeLeading: 10, edgeTop: 4,
        expected: CGRect(x: 12, y: 6, width: 36, height: 26)),
    ]

    @Test(
      "sizes resolve as absolute, fractional of the group, or estimated then measured",
      arguments: sizeCases)
    func sizeResolution(_ row: SizeCase) {
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(row.width, row.height))
      item.contentInsets = NSDirectionalEdgeInsets(
        top: row.insets, leading: row.insets, bottom: row.insets, trailing: row.insets)
      if row.edgeLeading != nil || row.edgeTop != nil {
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
          leading: row.edgeLeading.map { .fixed($0) }, top: row.edgeTop.map { .fixed($0) },
          trailing: nil, bottom: nil)
      }
      let source = DoubleSource([[row.text]])
      let collectionView = makeCompositionalCollection(
        source, layout: UICollectionViewCompositionalLayout(section: rowSection(item: item)))
      collectionView.layoutIfNeeded()
      #expect(frame(collectionView, 0) == row.expected)
      #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == row.expected)
    }

    @Test("the dimension factories keep their kind and value")
    func dimensions() {
      let estimated = NSCollectionLayoutDimension.estimated(44)
      #expect(estimated.isEstimated && !estimated.isAbsolute && estimated.dimension == 44)
      #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
      #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
      #expect(NSCollectionLayoutDimension.absolute(3).isAbsolute)
      #expect(NSCollectionLayoutSpacing.flexible(4).isFlexible)
      #expect(NSCollectionLayoutSpacing.fixed(4).isFixed)
      #expect(
        UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
      #expect(NSRectAlignment.topTrailing.rawValue == 8)
      #expect(NSDirectionalRectEdge.all.rawValue == 15)
    }

    @Test("a two-column grid: the group repeats its item while the next one fits")
    func twoColumnGrid() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let item = NSCollectionLayoutItem(
          layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(60)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let section = rowSection(item: item, groupHeight: .absolute(60))
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        let source = DoubleSource([(0..<5).map { "item \($0)" }])
        let collectionView = makeCompositionalCollection(
          source, layout: UICollectionViewCompositionalLayout(section: section))
        collectionView.layoutIfNeeded()
        #expect(
          (0..<5).map { frame(collectionView, $0) } == [
            CGRect(x: 14, y: 14, width: 142, height: 52),
            CGRect(x: 164, y: 14, width: 142, height: 52),
            CGRect(x: 14, y: 82, width: 142, height: 52),
            CGRect(x: 164, y: 82, width: 142, height: 52),
            CGRect(x: 14, y: 150, width: 142, height: 52),
          ])
        #expect(collectionView.contentSize == CGSize(width: 320, height: 216))
        #expect(collectionView.indexPathsForVisibleItems.count == 5)
        // A fixed spacing that leaves no room for a second item gives one column, as in UIKit.
        let narrow = NSCollectionLayoutItem(
          layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [narrow])
        group.interItemSpacing = .fixed(10)
        let spaced = makeCompositionalCollection(
          DoubleSource([["a", "b"]]),
          layout: UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group)))
        spaced.layoutIfNeeded()
        #expect(frame(spaced, 1) == CGRect(x: 0, y: 60, width: 160, height: 60))
        // Batches keep the per-element and rect queries in agreement (checked by the double).
        collectionView.performBatchUpdates {
          source.sections[0].insert("new", at: 1)
          collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(frame(collectionView, 5) == CGRect(x: 164, y: 150, width: 142, height: 52))
      }
      #expect(recorder.messages.isEmpty)
    }

    @Test("estimated rows grow to their tallest measured item")
    func estimatedGrid() {
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(44)))
      let section = rowSection(item: item, groupHeight: .estimated(44))
      let source = DoubleSource([["a", "a|b|c", "a|b", "a"]])
      let collectionView = makeCompositionalCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      collectionView.layoutIfNeeded()
      #expect(
        (0..<4).map { frame(collectionView, $0) } == [
          CGRect(x: 0, y: 0, width: 160, height: 20), CGRect(x: 160, y: 0, width: 160, height: 60),
          CGRect(x: 0, y: 60, width: 160, height: 40),
          CGRect(x: 160, y: 60, width: 160, height: 20),
        ])
      #expect(collectionView.contentSize.height == 100)
    }

    @Test("vertical, repeating and custom groups; flexible spacing spreads the items")
    func groups() {
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(50), .absolute(20)))
      let repeating = NSCollectionLayoutGroup.horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), repeatingSubitem: item, count: 3
      )
      repeating.interItemSpacing = .flexible(0)
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: layoutSize(.absolute(100), .absolute(50)),
        subitems: [
          NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)))
        ])
      column.interItemSpacing = .fixed(5)
      let custom = NSCollectionLayoutGroup.custom(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(90))
      ) {
        environment in
        let half = environment.container.effectiveContentSize.width / 2
        return [
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 90)),
          NSCollectionLayoutGroupCustomItem(
            frame: CGRect(x: half, y: 0, width: half, height: 40), zIndex: 2),
        ]
      }
      let sections = [repeating, column, custom]
      let layout = UICollectionViewCompositionalLayout { index, _ in
        NSCollectionLayoutSection(group: sections[index])
      }
      let collectionView = makeCompositionalCollection(
        DoubleSource([["a", "b", "c"], ["d", "e", "f"], ["g", "h"]]), layout: layout)
      collectionView.layoutIfNeeded()
      // Three 50-point items spread over 320 points: 85 points between them.
      #expect((0..<3).map { frame(collectionView, $0)?.minX } == [0, 135, 270])
      // Two 20-point items fit the 50-point column (the third does not): 20 + 5 + 20.
      #expect(frame(collectionView, 1, 1) == CGRect(x: 0, y: 45, width: 100, height: 20))
      #expect(frame(collectionView, 2, 1) == CGRect(x: 0, y: 70, width: 100, height: 20))
      #expect(frame(collectionView, 0, 2) == CGRect(x: 0, y: 120, width: 160, height: 90))
      #expect(frame(collectionView, 1, 2) == CGRect(x: 160, y: 120, width: 160, height: 40))
      #expect(
        collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.zIndex == 2)
    }

    @Test("headers and footers bound the section; a pinned header stays in the visible bounds")
    func boundarySupplementaries() {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = true
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)))
      let layout = UICollectionViewCompositionalLayout { _, _ in
        let section = rowSection(item: item)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        section.boundarySupplementaryItems = [header, footer]
        return section
      }
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 50
      layout.configuration = configuration
      let source = DoubleSource([["a", "b", "c"], ["d"]])
      let collectionView = makeCompositionalCollection(source, layout: layout, height: 200)
      collectionView.layoutIfNeeded()
      let headerPath = IndexPath(item: 0, section: 0)
      func supplementary(_ kind: String, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(
          ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
      }
      #expect(
        supplementary(UICollectionView.elementKindSectionHeader, 0)
          == CGRect(x: 0, y: 0, width: 320, height: 30))
      #expect(frame(collectionView, 0) == CGRect(x: 0, y: 35, width: 320, height: 100))
      // 30 + 5 + 300 + 5 = 340: the footer, then 50 points to the next section.
      #expect(
        supplementary(UICollectionView.elementKindSectionFooter, 0)
          == CGRect(x: 0, y: 340, width: 320, height: 20))
      #expect(supplementary(UICollectionView.elementKindSectionHeader, 1)?.minY == 410)
      // 410 + 30 + 5 + 100 + 5 + 20.
      #expect(collectionView.contentSize.height == 570)
      #expect(
        collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: headerPath) != nil)
      collectionView.contentOffset = CGPoint(x: 0, y: 150)
      #expect(supplementary(UICollectionView.elementKindSectionHeader, 0)?.minY == 150)
      // Pushed out by the end of its section's content (340 - 30).
      collectionView.contentOffset = CGPoint(x: 0, y: 330)
      #expect(supplementary(UICollectionView.elementKindSectionHeader, 0)?.minY == 310)
      // Section 1's header rests until the visible top passes it.
      #expect(supplementary(UICollectionView.elementKindSectionHeader, 1)?.minY == 410)
      collectionView.contentOffset = CGPoint(x: 0, y: 420)
      #expect(supplementary(UICollectionView.elementKindSectionHeader, 1)?.minY == 420)
    }

    @Test("an item's supplementary item is anchored to the item, by default inside its edges")
    func itemSupplementaries() {
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: layoutSize(.absolute(10), .absolute(10)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
      let outside = NSCollectionLayoutSupplementaryItem(
        layoutSize: layoutSize(.absolute(8), .absolute(8)), elementKind: "outside",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .leading], absoluteOffset: CGPoint(x: 1, y: 0)),
        itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.absolute(100), .absolute(50)), supplementaryItems: [badge, outside])
      let section = rowSection(item: item)
      section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 0)
      let layout = UICollectionViewCompositionalLayout(section: section)
      let collectionView = makeCompositionalCollection(DoubleSource([["a", "b"]]), layout: layout)
      collectionView.layoutIfNeeded()
      let second = IndexPath(item: 1, section: 0)
      #expect(
        layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: second)?.frame
          == CGRect(x: 210, y: 20, width: 10, height: 10))
      #expect(
        layout.layoutAttributesForSupplementaryView(ofKind: "outside", at: second)?.frame
          == CGRect(x: 113, y: 12, width: 8, height: 8))
      #expect(collectionView.supplementaryView(forElementKind: "badge", at: second) != nil)
    }

    @Test("assigning a configuration invalidates the layout; the provider sees the environment")
    func configurationAndEnvironment() {
      var seen: [CGSize] = []
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)))
      let layout = UICollectionViewCompositionalLayout { _, environment in
        seen.append(environment.container.effectiveContentSize)
        return rowSection(item: item, groupHeight: .absolute(40))
      }
      let collectionView = makeCompositionalCollection(
        DoubleSource([["a"], ["b"]]), layout: layout)
      collectionView.contentInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
      collectionView.layoutIfNeeded()
      #expect(seen.last == CGSize(width: 280, height: 380))
      #expect(frame(collectionView, 0, 1)?.minY == 40)
      let configuration = layout.configuration
      configuration.interSectionSpacing = 15
      #expect(frame(collectionView, 0, 1)?.minY == 40)  // a copy: nothing changes until assigned
      layout.configuration = configuration
      collectionView.layoutIfNeeded()
      #expect(frame(collectionView, 0, 1)?.minY == 55)
      #expect(frame(collectionView, 0, 1)?.width == 280)
    }

    @Test("a section provider that returns nil for an existing section is a violation")
    func nilSection() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let item = NSCollectionLayoutItem(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)))
        let layout = UICollectionViewCompositionalLayout { index, _ in
          index == 1 ? nil : rowSection(item: item)
        }
        let collectionView = makeCompositionalCollection(
          DoubleSource([["a"], ["b"]]), layout: layout)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0, 1) == nil)
      }
      #expect(
        recorder.messages == [
          "UICollectionViewCompositionalLayout: the section provider returned nil for section 1, "
            + "which exists in the collection view (2 sections); the provider must return a "
            + "section for every section of the data source"
        ])
    }

    @Test("a repeating group whose count items do not fit is a violation")
    func repeatingDoesNotFit() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item,
          count: 4)
        let collectionView = makeCompositionalCollection(
          DoubleSource([["a", "b", "c", "d"]]),
          layout: UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group)))
        collectionView.layoutIfNeeded()
      }
      #expect(
        recorder.messages == [
          "NSCollectionLayoutGroup: 4 repeated subitems need 400.0 points but the horizontal group "
            + "is 320.0 points wide (section 0); with horizontal(layoutSize:repeatingSubitem:count:) "
            + "the caller must make sure that count items fit the group's size"
        ])
    }

    @Test("a horizontal layout stacks sections along x; layout-wide and non-extending items")
    func horizontalLayout() {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = .horizontal
      let global = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.absolute(20), .fractionalHeight(1)), elementKind: "badge",
        alignment: .leading)
      configuration.boundarySupplementaryItems = [global]
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.absolute(30), .fractionalHeight(1)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.absolute(10), .absolute(10)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing)
      footer.extendsBoundary = false
      section.boundarySupplementaryItems = [header, footer]
      let layout = UICollectionViewCompositionalLayout(
        section: section, configuration: configuration)
      let collectionView = makeCompositionalCollection(
        DoubleSource([["a", "b", "c"]]), layout: layout, height: 200)
      collectionView.layoutIfNeeded()
      let path = IndexPath(item: 0, section: 0)
      #expect(
        layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame
          == CGRect(x: 0, y: 0, width: 20, height: 200))
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: path)?.frame
          == CGRect(x: 20, y: 0, width: 30, height: 200))
      #expect(frame(collectionView, 0) == CGRect(x: 50, y: 0, width: 100, height: 100))
      #expect(frame(collectionView, 2) == CGRect(x: 150, y: 0, width: 100, height: 100))
      // A footer that does not extend the boundary overlaps the end of the content.
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionFooter, at: path)?.frame
          == CGRect(x: 240, y: 190, width: 10, height: 10))
      #expect(collectionView.contentSize == CGSize(width: 250, height: 200))
    }

    @Test("a pinned footer stays at the bottom of the visible bounds while its section shows")
    func pinnedFooter() {
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      footer.pinToVisibleBounds = true
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)))
      let section = rowSection(item: item)
      section.boundarySupplementaryItems = [footer]
      let layout = UICollectionViewCompositionalLayout(section: section)
      let collectionView = makeCompositionalCollection(
        DoubleSource([(0..<5).map { "\($0)" }]), layout: layout, height: 200)
      collectionView.layoutIfNeeded()
      let path = IndexPath(item: 0, section: 0)
      func footerY() -> CGFloat? {
        collectionView.layoutAttributesForSupplementaryElement(
          ofKind: UICollectionView.elementKindSectionFooter, at: path)?.frame.minY
      }
      #expect(footerY() == 180)
      #expect(
        collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionFooter, at: path) != nil)
      collectionView.contentOffset = CGPoint(x: 0, y: 200)
      #expect(footerY() == 380)
      collectionView.contentOffset = CGPoint(x: 0, y: 320)
      #expect(footerY() == 500)
    }

    /// A header that measures 30 points tall at any width.
    final class SizedHeaderView: UICollectionReusableView {
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 30)
      }
    }

    @Test("an estimated header is measured like a cell and the section follows its size")
    func estimatedHeader() {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)))
      let section = rowSection(item: item, groupHeight: .absolute(50))
      section.boundarySupplementaryItems = [header]
      let layout = UICollectionViewCompositionalLayout(section: section)
      let collectionView = makeCompositionalCollection(
        DoubleSource([["a"], ["b"]]), layout: layout)
      collectionView.register(
        SizedHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      collectionView.layoutIfNeeded()
      let headerFrame = collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?
        .frame
      #expect(headerFrame == CGRect(x: 0, y: 80, width: 320, height: 30))
      #expect(frame(collectionView, 0) == CGRect(x: 0, y: 30, width: 320, height: 50))
      #expect(collectionView.contentSize.height == 160)
    }
  }
#endif
