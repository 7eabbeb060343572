// A real ListAdapter driving CollectionViewHost on the UIKit double's UICollectionView.
#if os(Linux)
  import Clocks
  import Foundation
  import Synchronization
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  @_spi(Testing) import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// The host rejections the adapter reported (duplicates and other model diagnostics are
  /// expected in random models and not recorded).
  final class UIKitDiagnosticsLog: Sendable {
    private let entries = Mutex<[String]>([])
    var hook: Diagnostics {
      Diagnostics { diagnostic in
        guard case .hostRejectedUpdate = diagnostic as? ListDiagnostic else { return }
        self.entries.withLock { $0.append("\(diagnostic)") }
      }
    }
    var all: [String] { entries.withLock { $0 } }
  }

  func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

  @MainActor
  @Suite("TrellisUIKit: collection host with a list adapter")
  struct CollectionHostTests {
    static func titled(_ count: Int, prefix: String = "item") -> ListModel {
      var section = ListSection(
        id: "s",
        items: (0..<count).map {
          ListItem(id: $0, content: "\(prefix) \($0)", view: UIKitTextCell.self)
        })
      section.header = ListItem(id: "h", content: "Header", view: UIKitTitleView.self)
      return ListModel(sections: [section])
    }

    @Test("a first apply loads: cells, a header and sizes from the model, no violation")
    func load() async {
      let (lines, violations) = await withCollectionFixture { fixture in
        await fixture.show(Self.titled(5))
        return fixture.display()
      }
      #expect(violations.isEmpty)
      #expect(
        lines == [
          "section 0: 5 items",
          "content 320×290",
          "0.0 (0, 30, 320, 44) text item 0",
          "0.1 (0, 84, 320, 44) text item 1",
          "0.2 (0, 138, 320, 44) text item 2",
          "0.3 (0, 192, 320, 44) text item 3",
          "UICollectionElementKindSectionHeader (0, 0, 320, 30) Header",
        ])
    }

    @Test("a batch asks the sizes of inserted items only, and lays out as a fresh load does")
    func batchCarriesSizes() async {
      let ((asked, lines, fresh), violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock)
        fixture.adapter.apply(Self.titled(200), animated: false, completion: nil)
        var model = Self.titled(200)
        model.sections[0].items.remove(at: 50)
        model.sections[0].items.insert(
          ListItem(id: 1_000, content: "new", view: UIKitTextCell.self), at: 2)
        model.sections[0].items.swapAt(120, 150)
        let before = fixture.adapter.sizeCache.statistics
        fixture.adapter.apply(model, animated: false, completion: nil)
        let after = fixture.adapter.sizeCache.statistics
        await fixture.settle()
        let other = CollectionFixture(clock: clock)
        await other.show(model)
        return (
          (after.hits + after.misses) - (before.hits + before.misses), fixture.display(),
          other.display()
        )
      }
      #expect(violations.isEmpty)
      // The inserted item, and nothing for the 199 others (a full layout asks for all 200).
      #expect(asked <= 2)
      #expect(lines == fresh)
      #expect(lines.contains("0.2 (0, 138, 320, 44) text new"))
    }

    @Test("a batch appending one item lays out the section's last line again, not the section")
    func appendLaysOutTheLastLine() async {
      let ((computed, lines, fresh), violations) = await withDouble { clock in
        let fixture = CollectionFixture(clock: clock)
        fixture.adapter.apply(Self.titled(1_000), animated: false, completion: nil)
        await fixture.settle()
        let before = fixture.layout.computed?.framesComputed ?? 0
        fixture.adapter.apply(Self.titled(1_001), animated: false, completion: nil)
        await fixture.settle()
        let after = fixture.layout.computed?.framesComputed ?? 0
        let other = CollectionFixture(clock: clock)
        await other.show(Self.titled(1_001))
        return ((after - before, fixture.display(), other.display()))
      }
      #expect(violations.isEmpty)
      // Rows 320 wide, one a line: item 999's line again, with item 1,000 on a new one, and the
      // header (its pinning limit moved); a whole section is 1,001 items and the header.
      #expect(computed == 2 + 1)
      #expect(lines == fresh)
    }

    @Test("an animated change becomes one batch; the adapter's completion runs on the clock")
    func batch() async {
      let (result, violations) = await withCollectionFixture { fixture in
        await fixture.show(Self.titled(3))
        let firstCell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var done = false
        var model = Self.titled(3)
        model.sections[0].items.insert(
          ListItem(id: 9, content: "new", view: UIKitTextCell.self), at: 0)
        fixture.adapter.apply(model, animated: true) { done = true }
        let doneBefore = done
        let moved = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        await fixture.settle()
        return (doneBefore, done, moved === firstCell, fixture.display()[2])
      }
      #expect(violations.isEmpty)
      #expect(result.0 == false)
      #expect(result.1 == true)
      #expect(result.2, "the cell of item 0 follows it to index 1")
      #expect(result.3 == "0.0 (0, 30, 320, 44) text new")
    }

    @Test("a tap reaches the item's select handler in UIKit's order")
    func select() async {
      let (selected, violations) = await withCollectionFixture { fixture in
        var selected: [String] = []
        let items = (0..<3).map { index in
          ListItem(id: index, content: "item \(index)", view: UIKitTextCell.self)
            .onSelect { item in selected.append(item.content(as: String.self) ?? "") }
        }
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: items)]))
        fixture.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        return selected
      }
      #expect(violations.isEmpty)
      #expect(selected == ["item 1"])
    }

    @Test("a registered type that is not a collection view cell throws when dequeued")
    func registrationErrors() async {
      _ = await withCollectionFixture { fixture in
        fixture.host.registerCell(NSObject.self, as: .class, reuseIdentifier: "object")
        #expect(throws: ListHostError.cannotCreateView(type: "NSObject", reuseIdentifier: "object"))
        {
          try fixture.host.dequeueCell(withReuseIdentifier: "object", for: path(0))
        }
        #expect(throws: ListHostError.unregisteredReuseIdentifier("missing", kind: nil)) {
          try fixture.host.dequeueCell(withReuseIdentifier: "missing", for: path(0))
        }
        fixture.host.registerSupplementaryView(
          UIKitTextCell.self, as: .nib(name: "Title"), kind: .header, reuseIdentifier: "nib")
        // A nib registration creates the class the test names for the nib (the double cannot
        // load archives).
        UINib._contentClasses["TextCell"] = UIKitTextCell.self
        fixture.host.registerCell(
          UIKitTextCell.self, as: .nib(name: "TextCell"), reuseIdentifier: "text-nib")
        // One item, dequeued with the nib-registered identifiers.
        let source = PortRows(["nib"], reuseIdentifier: "text-nib")
        source.supplementaryReuseIdentifier = "nib"
        fixture.host.dataSource = source
        try? fixture.host.reloadData()
        #expect(fixture.collectionView.visibleCells.first is UIKitTextCell)
        withExtendedLifetime(source) {}
      }
    }

    @Test("a content change re-measures one self-sizing cell and moves what follows")
    func selfSizing() async {
      let (result, violations) = await withDouble { clock in
        let fixture = CollectionFixture(
          clock: clock,
          layout: ListCollectionViewLayout(
            defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 0))))
        func model(_ texts: [String]) -> ListModel {
          ListModel(sections: [
            ListSection(
              id: "s",
              items: texts.enumerated().map {
                ListItem(id: $0.offset, content: $0.element, view: UIKitNoteCell.self)
              })
          ])
        }
        await fixture.show(model(["a", "b|b", "c"]))
        let heightsBefore = fixture.collectionView.visibleCells.map(\.frame)
        @MainActor func measurements() -> Int {
          fixture.collectionView.visibleCells.compactMap { ($0 as? UIKitNoteCell)?.measurements }
            .reduce(0, +)
        }
        let measuredBefore = measurements()
        fixture.adapter.apply(model(["a", "b|b|b|b", "c"]), animated: true, completion: nil)
        await fixture.settle()
        return (
          heightsBefore, measurements() - measuredBefore,
          fixture.collectionView.visibleCells.map(\.frame)
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0.map(\.height) == [20, 40, 20])
      #expect(result.0.map(\.minY) == [0, 20, 60])
      #expect(result.1 == 1, "only the changed cell is measured again")
      #expect(result.2.map(\.height) == [20, 80, 20])
      #expect(result.2.map(\.minY) == [0, 20, 100])
    }

    typealias Release = CarouselRelease

    /// Pages of 300 + 10 spacing in a 375-wide viewport: 0, 310, 620, 930, 1165 (clamped).
    nonisolated static let releases = Release.leadingPages

    @Test("a carousel released at a point and velocity rests on a page", arguments: releases)
    func snapping(release: Release) async {
      let (rest, violations) = await withDouble { clock in
        let layout = ListCollectionViewLayout(
          axis: .horizontal,
          defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 10, interitemSpacing: 10)))
        let fixture = CollectionFixture(
          clock: clock, viewport: CGSize(width: 375, height: 200), layout: layout)
        let carousel = ListCarousel(
          sectionID: "s", itemLength: 300, spacing: 10, clock: clock)
        fixture.adapter.attach(carousel)
        let items = (0..<5).map { ListItem(id: $0, content: "\($0)", view: BannerCell.self) }
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: items)]))
        fixture.collectionView.contentOffset = CGPoint(x: release.start, y: 0)
        fixture.collectionView.drag(
          by: CGPoint(x: release.translation, y: 0),
          releasingWith: CGPoint(x: release.velocity, y: 0))
        await fixture.advance(by: fixture.collectionView.decelerationDuration)
        await fixture.settle()
        return fixture.collectionView.contentOffset.x
      }
      #expect(violations.isEmpty)
      #expect(rest == release.rest)
    }

    @Test("a pull refreshes once; the control ends when the new rows are on screen")
    func refresh() async {
      let (result, violations) = await withCollectionFixture { fixture in
        let refresher = ListRefresher()
        fixture.adapter.attach(refresher)
        var requests: [String] = []
        refresher.refreshRequested += { requests.append("refresh \($0.number) \($0.trigger)") }
        await fixture.show(Self.titled(3, prefix: "old"))
        let enabled = fixture.collectionView.refreshControl != nil
        fixture.collectionView.pullToRefresh(distance: 100)
        let refreshingAfterPull = fixture.host.isRefreshing
        fixture.adapter.apply(Self.titled(4, prefix: "new"), animated: true, completion: nil)
        await fixture.settle()
        return (
          enabled, refreshingAfterPull, requests, fixture.host.isRefreshing,
          fixture.display().contains { $0.hasSuffix("text new 3") }
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0)
      #expect(result.1)
      #expect(result.2 == ["refresh 1 pull"])
      #expect(!result.3)
      #expect(result.4)
    }

    @Test("scrolling prefetches the items within a viewport below, and cancels those left behind")
    func prefetch() async {
      let (log, violations) = await withCollectionFixture { fixture in
        let prefetcher = ListPrefetcher(distance: .viewports(1))
        fixture.adapter.attach(prefetcher)
        var log: [String] = []
        prefetcher.prefetchRequested += { log.append("prefetch \($0.map { "\($0.id.base)" })") }
        prefetcher.prefetchCancelled += { log.append("cancel \($0.map { "\($0.id.base)" })") }
        await fixture.show(Self.titled(30))
        try? fixture.host.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        return log
      }
      #expect(violations.isEmpty)
      #expect(log.first == "prefetch [\"4\", \"5\", \"6\"]")
      #expect(log.contains { $0.hasPrefix("cancel") })
    }

    @Test("an interactive move updates the model and keeps the cell")
    func reorder() async {
      let (result, violations) = await withCollectionFixture { fixture in
        let items = (0..<4).map {
          ListItem(id: $0, content: "item \($0)", view: UIKitTextCell.self).movable()
        }
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: items)]))
        var moves: [String] = []
        fixture.adapter.itemMoved += {
          moves.append("\($0.item.id.base) \($0.source) → \($0.destination)")
        }
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let began = fixture.host.beginMovingItem(at: path(0))
        fixture.host.updateMovingItem(to: CGPoint(x: 10, y: 120))
        fixture.host.endMovingItem()
        return (
          began, moves,
          fixture.adapter.displayedModel.sections[0].items.map { "\($0.id.base)" },
          fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell
        )
      }
      #expect(violations.isEmpty)
      #expect(result.0)
      #expect(result.1 == ["0 [0, 0] → [0, 2]"])
      #expect(result.2 == ["1", "2", "0", "3"])
      #expect(result.3)
    }

    @Test("the host, the adapter and the cells are released with the view")
    func noLeaks() async {
      weak var weakHost: CollectionViewHost?
      weak var weakAdapter: ListAdapter?
      weak var weakCell: UICollectionViewCell?
      weak var weakView: UICollectionView?
      _ = await withDouble { clock in
        var fixture: CollectionFixture? = CollectionFixture(clock: clock)
        fixture!.adapter.attach(ListRefresher())
        fixture!.adapter.apply(Self.titled(5), animated: true, completion: nil)
        await fixture!.settle()
        weakHost = fixture!.host
        weakAdapter = fixture!.adapter
        weakCell = fixture!.collectionView.visibleCells.first
        weakView = fixture!.collectionView
        fixture!.collectionView.removeFromSuperview()
        fixture = nil
      }
      #expect(weakHost == nil)
      #expect(weakAdapter == nil)
      #expect(weakCell == nil)
      #expect(weakView == nil)
    }
  }

  /// A 300×200 banner for the carousel.
  final class BannerCell: ListCollectionViewCell, ConfigurableView {
    private(set) var text = ""
    func configure(with content: String) { text = content }
    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: 300, height: 200)
    }
  }
#endif
