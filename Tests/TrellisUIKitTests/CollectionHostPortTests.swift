// CollectionViewHost's UIKit callbacks, each checked to reach the port: a misspelt delegate
// method would silently never be called, so every one the host implements is driven here through
// the double.
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

  /// A port data source and delegate over one section of text rows, logging every event.
  @MainActor
  class CollectionPortRecorder: PortRows, ListHostDelegate, ListHostEditingDataSource {
    let log = CallLog()

    /// `rows` 50 points tall, with 30-point "title" headers.
    init(_ rows: [String]) {
      super.init(rows, rowSize: CGSize(width: 320, height: 50))
      supplementaryReuseIdentifier = "title"
      supplementarySize = [.header: CGSize(width: 320, height: 30)]
    }

    func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
      log.add("willDisplay \(path.item)")
    }
    func listHost(_ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath)
    { log.add("didEndDisplaying \(path.item)") }
    func listHost(
      _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
      ofKind kind: SupplementaryKind, at path: ItemPath
    ) { log.add("willDisplay \(kind)") }
    func listHost(
      _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
      ofKind kind: SupplementaryKind, at path: ItemPath
    ) { log.add("didEndDisplaying \(kind)") }
    func listHost(_ host: any ListHost, shouldHighlightItemAt path: ItemPath) -> Bool {
      log.add("shouldHighlight \(path.item)", answering: true)
    }
    func listHost(_ host: any ListHost, didHighlightItemAt path: ItemPath) {
      log.add("didHighlight \(path.item)")
    }
    func listHost(_ host: any ListHost, didUnhighlightItemAt path: ItemPath) {
      log.add("didUnhighlight \(path.item)")
    }
    func listHost(_ host: any ListHost, shouldSelectItemAt path: ItemPath) -> Bool {
      log.add("shouldSelect \(path.item)", answering: true)
    }
    func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath) {
      log.add("didSelect \(path.item)")
    }
    func listHost(_ host: any ListHost, shouldDeselectItemAt path: ItemPath) -> Bool {
      log.add("shouldDeselect \(path.item)", answering: true)
    }
    func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath) {
      log.add("didDeselect \(path.item)")
    }
    func listHostDidScroll(_ host: any ListHost) {
      log.add("didScroll \(Int(host.contentOffset.y))")
    }
    func listHostWillBeginDragging(_ host: any ListHost) { log.add("willBeginDragging") }
    func listHostWillEndDragging(
      _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
      log.add("willEndDragging \(Int(targetContentOffset.y))")
      targetContentOffset.y = 100
    }
    func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
      log.add("didEndDragging \(willDecelerate)")
    }
    func listHostWillBeginDecelerating(_ host: any ListHost) { log.add("willBeginDecelerating") }
    func listHostDidEndDecelerating(_ host: any ListHost) { log.add("didEndDecelerating") }
    func listHostDidEndScrollingAnimation(_ host: any ListHost) {
      log.add("didEndScrollingAnimation")
    }
    func listHostDidRequestRefresh(_ host: any ListHost) {
      log.add("didRequestRefresh refreshing \(host.isRefreshing)")
    }

    func listHost(_ host: any ListHost, swipeActionsForItemAt path: ItemPath)
      -> [ListHostSwipeAction]
    { [] }
    func listHost(_ host: any ListHost, canMoveItemAt path: ItemPath) -> Bool {
      log.add("canMove \(path.item)", answering: true)
    }
    func listHost(
      _ host: any ListHost, targetPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath
    ) -> ItemPath {
      log.add("target \(source.item) → \(proposed.item)")
      return proposed
    }
    func listHost(_ host: any ListHost, moveItemAt source: ItemPath, to destination: ItemPath) {
      log.add("move \(source.item) → \(destination.item)")
      rows.insert(rows.remove(at: source.item), at: destination.item)
    }
  }

  @MainActor
  @Suite("TrellisUIKit: collection host callbacks reach the port")
  struct CollectionHostPortTests {
    /// Runs `body` on the double with a recorder of `rows` rows ("row 0", …) serving a collection
    /// view and its host (see ``make(_:)``); returns the violations the view reported.
    static func withPort(
      rows: Int,
      _ body:
        @MainActor (
          TestClock<Duration>, CollectionPortRecorder, UICollectionView, CollectionViewHost
        )
        async -> Void
    ) async -> [String] {
      await withDouble { clock in
        let recorder = CollectionPortRecorder((0..<rows).map { "row \($0)" })
        let (collectionView, host) = Self.make(recorder)
        await body(clock, recorder, collectionView, host)
      }.violations
    }

    static func make(_ recorder: CollectionPortRecorder) -> (UICollectionView, CollectionViewHost) {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200),
        collectionViewLayout: ListCollectionViewLayout(
          defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 0))))
      let host = CollectionViewHost(collectionView: collectionView)
      host.registerCell(UIKitTextCell.self, as: .class, reuseIdentifier: "text")
      host.registerSupplementaryView(
        UIKitTitleView.self, as: .class, kind: .header, reuseIdentifier: "title")
      host.dataSource = recorder
      host.delegate = recorder
      try! host.reloadData()  // not inside a request: cannot throw
      return (collectionView, host)
    }

    @Test("display, touches and selection")
    func displayAndTouches() async {
      let violations = await Self.withPort(rows: 10) { _, recorder, collectionView, host in
        // Each cell the view requests (the visible ones and the prepared 4 and 5) gets its item's
        // accessibility custom actions: the host asks can-move (and the swipe actions) then.
        #expect(
          recorder.log.take() == [
            "willDisplay header", "canMove 0", "willDisplay 0", "canMove 1", "willDisplay 1",
            "canMove 2", "willDisplay 2", "canMove 3", "willDisplay 3", "canMove 4", "canMove 5",
          ])
        host.allowsMultipleSelection = true
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(
          recorder.log.take() == [
            "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
            "didSelect 1", "shouldHighlight 1", "didHighlight 1", "shouldDeselect 1",
            "didUnhighlight 1", "didDeselect 1",
          ])
        try? host.selectItem(at: ItemPath(item: 2, section: 0), animated: false)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
        #expect(recorder.log.take().isEmpty)
        #expect(throws: ListHostError.itemOutOfRange(ItemPath(item: 10, section: 0))) {
          try host.selectItem(at: ItemPath(item: 10, section: 0), animated: false)
        }
        try? host.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(
          recorder.log.take() == [
            "didEndDisplaying header", "willDisplay 4", "canMove 6", "didScroll 60",
          ])
        #expect(
          host.indexPathsForItems(in: CGRect(x: 0, y: 100, width: 320, height: 100)).map(\.item)
            == [1, 2, 3])
        #expect(
          host.frameForItem(at: ItemPath(item: 3, section: 0))
            == CGRect(x: 0, y: 180, width: 320, height: 50))
      }
      #expect(violations.isEmpty)
    }

    @Test("drag, deceleration, animated scroll and refresh")
    func scrolling() async {
      let violations = await Self.withPort(rows: 10) { clock, recorder, collectionView, host in
        _ = recorder.log.take()
        collectionView.drag(by: CGPoint(x: 0, y: 20), releasingWith: CGPoint(x: 0, y: 0.1))
        await clock.advance(by: collectionView.decelerationDuration)
        collectionView.settleDeceleration()
        #expect(
          recorder.log.take() == [
            "willBeginDragging", "didScroll 20", "willEndDragging 69", "didEndDragging true",
            "willBeginDecelerating", "didEndDisplaying header", "didEndDisplaying 0",
            "willDisplay 4", "willDisplay 5", "canMove 6", "canMove 7", "didScroll 100",
            "didEndDecelerating",
          ])
        try? host.scrollToItem(at: ItemPath(item: 9, section: 0), at: .end, animated: true)
        #expect(host.contentOffset.y == 330)
        await clock.advance(by: .milliseconds(300))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(recorder.log.take().suffix(2) == ["didScroll 330", "didEndScrollingAnimation"])
        try? host.setContentOffset(.zero, animated: false)
        _ = recorder.log.take()
        host.isRefreshControlEnabled = true
        collectionView.pullToRefresh()
        #expect(recorder.log.take().contains("didRequestRefresh refreshing true"))
        #expect(host.isRefreshing)
        host.endRefreshing()
        #expect(!host.isRefreshing)
        host.isRefreshControlEnabled = false
        #expect(collectionView.refreshControl == nil)
      }
      #expect(violations.isEmpty)
    }

    @Test("interactive reordering asks can-move and the target, then moves")
    func reordering() async {
      let violations = await Self.withPort(rows: 4) { _, recorder, collectionView, host in
        _ = recorder.log.take()
        #expect(host.beginMovingItem(at: ItemPath(item: 0, section: 0)))
        host.updateMovingItem(to: CGPoint(x: 10, y: 140))
        host.endMovingItem()
        #expect(recorder.log.take() == ["canMove 0", "target 0 → 2", "move 0 → 2"])
        #expect(recorder.rows == ["row 1", "row 2", "row 0", "row 3"])
        #expect(
          (collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UIKitTextCell)?.text
            == "row 0")
      }
      #expect(violations.isEmpty)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import Testing
  import TrellisUIKit
  @testable import UIKit

  /// A port recorder whose sections are described by the test.
  @MainActor
  final class SectionedRecorder: CollectionPortRecorder {
    var descriptions: [MixedSection?] = []
    var sectionCount = 1
    private(set) var describedSections: [Int] = []

    override func numberOfSections(in host: any ListHost) -> Int { sectionCount }
    override func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
      rows.count
    }
    override func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
      describedSections.append(section)
      return descriptions.indices.contains(section) ? descriptions[section] : nil
    }
    /// Two sections of six rows, each described as a flow without spacing and a pinned header.
    static func twoPinnedSections() -> SectionedRecorder {
      let recorder = SectionedRecorder((0..<6).map { "row \($0)" })
      recorder.sectionCount = 2
      recorder.descriptions = [
        .flow(FlowSection(itemCount: 0, lineSpacing: 0, pinsHeader: true)),
        .flow(FlowSection(itemCount: 0, lineSpacing: 0, pinsHeader: true)),
      ]
      return recorder
    }

    func takeDescribed() -> [Int] {
      defer { describedSections = [] }
      return describedSections
    }
  }

  @MainActor
  @Suite("TrellisUIKit: ListCollectionViewLayout")
  struct ListCollectionViewLayoutTests {
    @Test("a pinned header sticks to the top of the bounds until its section ends")
    func stickyHeader() async {
      let (frames, violations) = await withDouble { _ in
        let recorder = SectionedRecorder.twoPinnedSections()
        let (collectionView, host) = CollectionHostPortTests.make(recorder)
        var frames: [CGFloat] = []
        for offset in [0, 100, 320] as [CGFloat] {
          try? host.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
          let header = host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 0))
          frames.append((header as? UICollectionReusableView)?.frame.minY ?? -1)
        }
        // Section 0 spans 0..<330 (a 30-point header, six 50-point rows): at 320 its header is
        // pushed up by the end of the section.
        _ = collectionView
        return frames
      }
      #expect(violations.isEmpty)
      #expect(frames == [0, 100, 300])
    }

    @Test("invalidating one section asks the data source for that section only")
    func sectionInvalidation() async {
      let (result, violations) = await withDouble { _ in
        let recorder = SectionedRecorder((0..<2).map { "row \($0)" })
        recorder.sectionCount = 3
        let (collectionView, host) = CollectionHostPortTests.make(recorder)
        _ = recorder.takeDescribed()
        recorder.descriptions = [
          nil, .grid(GridSection(itemCount: 0, columns: 2, itemHeight: .fixed(40))),
        ]
        try? host.invalidateLayout(ofSections: [1])
        let described = recorder.takeDescribed()
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?
          .frame
        return (described, frame)
      }
      #expect(violations.isEmpty)
      #expect(result.0 == [1])
      #expect(result.1?.minX == 160)
      #expect(result.1?.height == 40)
    }
  }
#endif
