// Self-sizing headers and footers on UIKit: a ListCollectionReusableView (collection view, both
// layouts) or a UITableViewHeaderFooterView (table) that is a SelfSizingView is laid out at its
// estimate, measured when displayed, and laid out at its answer, which the adapter caches.
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
  @Suite("TrellisUIKit: self-sizing headers and footers")
  struct SelfSizingHeaderTests {
    /// The collection layouts under test.
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
      case custom, compositional
      var testDescription: String { rawValue }
    }

    /// Three sections of two rows; section `s` has a header of `lines[s]` lines, the last a
    /// footer of one line. `rows` renames the rows of the second section.
    static func model(
      lines: [Int] = [1, 2, 3], rows: String = "r",
      header: @escaping (String, String) -> ListItem, row: @escaping (Int, String) -> ListItem
    ) -> ListModel {
      func title(_ id: String, _ count: Int) -> ListItem {
        let text = (0..<count).map { "\(id).\($0)" }.joined(separator: "|")
        return header("h" + id, text)
      }
      return ListModel(
        sections: (0..<3).map { section in
          var result = ListSection(
            id: "s\(section)",
            items: (0..<2).map { row(section * 10 + $0, section == 1 ? rows : "\(section)") }
          )
          .header(title("\(section)", lines[section]))
          if section == 2 { result = result.footer(title("f", 1)) }
          return result
        })
    }

    /// The frames a list of these sections has with headers of `lines` lines: each header,
    /// its two 44-point rows, and the last section's 20-point footer, top to bottom.
    static func expected(lines: [Int] = [1, 2, 3]) -> [CGFloat] {
      var y: CGFloat = 0
      var result: [CGFloat] = []
      for section in 0..<3 {
        result.append(y)
        y += CGFloat(20 * lines[section])
        result.append(y)
        y += 44
        result.append(y)
        y += 44
      }
      result.append(y)
      return result
    }

    /// The minimum y of each header, cell and footer, in section order.
    static func origins(_ collectionView: UICollectionView) -> [CGFloat] {
      collectionView.layoutIfNeeded()
      var result: [CGFloat] = []
      for section in 0..<collectionView.numberOfSections {
        let path = IndexPath(item: 0, section: section)
        if let header = collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        {
          result.append(header.frame.minY)
        }
        for item in 0..<collectionView.numberOfItems(inSection: section) {
          let indexPath = IndexPath(item: item, section: section)
          result.append(collectionView.layoutAttributesForItem(at: indexPath)?.frame.minY ?? -1)
        }
        if let footer = collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionFooter, at: path)
        {
          result.append(footer.frame.minY)
        }
      }
      return result
    }

    /// The height of each visible header and footer, in section order.
    static func heights(_ collectionView: UICollectionView) -> [CGFloat] {
      var result: [CGFloat] = []
      for section in 0..<collectionView.numberOfSections {
        for kind in [
          UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
        ] {
          if let view = collectionView.supplementaryView(
            forElementKind: kind, at: IndexPath(item: 0, section: section))
          {
            result.append(view.frame.height)
          }
        }
      }
      return result
    }

    struct Observed: Equatable {
      var origins: [CGFloat]
      var heights: [CGFloat]
      var measurements: Int
    }

    static func observe(_ fixture: some CollectionViewFixture) -> Observed {
      Observed(
        origins: origins(fixture.collectionView), heights: heights(fixture.collectionView),
        measurements: fixture.adapter.sizeCache.statistics.selfSizingMeasurements)
    }

    static func collectionModel(lines: [Int] = [1, 2, 3], rows: String = "r") -> ListModel {
      model(
        lines: lines, rows: rows,
        header: { ListItem(id: $0, content: $1, view: UIKitNoteHeader.self) },
        row: { ListItem(id: $0, content: $1, view: UIKitTextCell.self) })
    }

    @Test(
      "collection: measured once when displayed, kept across unrelated updates and reloads",
      arguments: Layout.allCases)
    func collection(layout: Layout) async {
      let (steps, violations) = await withDouble { clock -> [Observed] in
        let viewport = CGSize(width: 320, height: 600)
        let section = MixedSection.flow(FlowSection(itemCount: 0, lineSpacing: 0))
        let fixture: any CollectionViewFixture =
          switch layout {
          case .custom:
            CollectionFixture(
              clock: clock, viewport: viewport,
              layout: ListCollectionViewLayout(defaultSection: section))
          case .compositional:
            CompositionalFixture(
              clock: clock, viewport: viewport,
              layout: ListCompositionalLayout(defaultSection: section))
          }
        var steps: [Observed] = []
        fixture.adapter.apply(Self.collectionModel(), animated: false, completion: nil)
        _ = await fixture.settle()
        steps.append(Self.observe(fixture))
        fixture.adapter.apply(Self.collectionModel(rows: "x"), animated: true, completion: nil)
        _ = await fixture.settle()
        steps.append(Self.observe(fixture))
        fixture.adapter.apply(
          Self.collectionModel(lines: [1, 4, 3], rows: "x"), animated: true, completion: nil)
        _ = await fixture.settle()
        steps.append(Self.observe(fixture))
        fixture.adapter.reload(Self.collectionModel(lines: [1, 4, 3], rows: "x"))
        _ = await fixture.settle()
        steps.append(Self.observe(fixture))
        return steps
      }
      #expect(violations.isEmpty)
      #expect(steps.count == 4)
      guard steps.count == 4 else { return }
      // First display: three headers and a footer, each measured once.
      #expect(
        steps[0] == Observed(origins: Self.expected(), heights: [20, 40, 60, 20], measurements: 4))
      // Another row's content: nothing measured again.
      #expect(steps[1] == steps[0])
      // The second header's content: that header measured once; what follows moves.
      #expect(
        steps[2]
          == Observed(
            origins: Self.expected(lines: [1, 4, 3]), heights: [20, 80, 60, 20], measurements: 5))
      // A reload of the same content: nothing measured again.
      #expect(steps[3] == steps[2])
    }

    @Test(
      "collection: a header that answers another width takes only its height",
      arguments: Layout.allCases)
    func narrowAnswer(layout: Layout) async {
      let (heights, violations) = await withDouble { clock -> [CGFloat] in
        let viewport = CGSize(width: 320, height: 600)
        let section = MixedSection.flow(FlowSection(itemCount: 0, lineSpacing: 0))
        let fixture: any CollectionViewFixture =
          switch layout {
          case .custom:
            CollectionFixture(
              clock: clock, viewport: viewport,
              layout: ListCollectionViewLayout(defaultSection: section))
          case .compositional:
            CompositionalFixture(
              clock: clock, viewport: viewport,
              layout: ListCompositionalLayout(defaultSection: section))
          }
        fixture.adapter.apply(Self.collectionModel(), animated: false, completion: nil)
        _ = await fixture.settle()
        for view in fixture.collectionView.visibleSupplementaryViews(
          ofKind: UICollectionView.elementKindSectionHeader)
        {
          (view as? UIKitNoteHeader)?.answersWidth = 100
        }
        fixture.adapter.sizeCache.invalidateAll()
        fixture.collectionView.collectionViewLayout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        _ = await fixture.settle()
        return Self.heights(fixture.collectionView)
      }
      #expect(violations.isEmpty)
      #expect(heights == [20, 40, 60, 20])
    }

    /// Settles `fixture`, then lets the host's deferred height refresh (a main-actor task that
    /// UIKit's self-sizing pass schedules after the layout pass) run, however busy the executor.
    static func settle(_ fixture: TableFixture) async {
      await fixture.settle()
      for _ in 0..<100 where fixture.host.heightRefreshPending {
        await Task.yield()
        await fixture.settle()
      }
    }

    static func tableModel(lines: [Int] = [1, 2, 3], rows: String = "r") -> ListModel {
      model(
        lines: lines, rows: rows,
        header: { ListItem(id: $0, content: $1, view: NoteTableHeader.self) },
        row: { ListItem(id: $0, content: $1, view: TextTableCell.self) })
    }

    @Test("table: measured once when displayed, kept across unrelated updates and reloads")
    func table() async {
      let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 320, height: 600))
      func heights() -> [String] { fixture.display.filter { !$0.hasPrefix("row") } }
      func measurements() -> Int { fixture.adapter.sizeCache.statistics.selfSizingMeasurements }
      fixture.adapter.apply(Self.tableModel(), animated: false, completion: nil)
      await Self.settle(fixture)
      let first = [
        "header 0 0 20 0.0", "header 1 108 40 1.0|1.1", "header 2 236 60 2.0|2.1|2.2",
        "footer 2 384 20 f.0",
      ]
      #expect(heights() == first)
      #expect(measurements() == 4)
      let rows = fixture.display.filter { $0.hasPrefix("row") }
      #expect(rows.first == "row 0.0 20 44 text 0")

      fixture.adapter.apply(Self.tableModel(rows: "x"), animated: true, completion: nil)
      await Self.settle(fixture)
      #expect(heights() == first)
      #expect(measurements() == 4)

      fixture.adapter.apply(Self.tableModel(lines: [1, 4, 3], rows: "x"), animated: true)
      await Self.settle(fixture)
      let changed = [
        "header 0 0 20 0.0", "header 1 108 80 1.0|1.1|1.2|1.3",
        "header 2 276 60 2.0|2.1|2.2", "footer 2 424 20 f.0",
      ]
      #expect(heights() == changed)
      #expect(measurements() == 5)

      fixture.adapter.reload(Self.tableModel(lines: [1, 4, 3], rows: "x"))
      await Self.settle(fixture)
      #expect(heights() == changed)
      #expect(measurements() == 5)
      #expect(fixture.diagnostics.all.isEmpty)
    }

    @Test("table: a new width measures the visible headers again, in sections without rows too")
    func tableWidthChange() async {
      let fixture = TableFixture(clock: TestClock(), size: CGSize(width: 320, height: 600))
      let footer = ListItem(id: "f", content: "a|b", view: NoteTableHeader.self)
      fixture.adapter.apply(
        ListModel(sections: [ListSection(id: "empty", items: []).footer(footer)]), animated: false)
      await Self.settle(fixture)
      #expect(fixture.display == ["footer 0 0 40 a|b"])
      fixture.tableView.frame.size.width = 280
      await Self.settle(fixture)
      // The size cache dropped the answer given at 320 points; the footer answers again.
      #expect(fixture.display == ["footer 0 0 40 a|b"])
      #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == 2)
    }
  }
#endif
