// The UIKit double's collection view, where TrellisUIKit relies on it. Linux only: the simulated
// taps, the violation recorder and the counters exist in the double alone.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  @Suite("UIKit double: collection view")
  @MainActor
  struct DoubleCollectionViewTests {
    @Test("a load asks the layout in UIKit's order and displays the cells in the bounds")
    func loadOrder() {
      let log = CallLog()
      let layout = LoggingFlowLayout(log: log)
      layout.minimumLineSpacing = 0
      let source = DoubleSource([(0..<10).map { "item \($0)" }])
      let collectionView = makeDoubleCollection(source, layout: layout)
      collectionView.layoutIfNeeded()
      // The last query finds the items to prepare (prefetch) within half the bounds around them.
      #expect(
        log.take() == [
          "prepare", "contentSize", "elements(in: 0..<200)", "elements(in: -100..<300)",
        ])
      #expect(
        source.log.take() == [
          "willDisplay 0.0", "willDisplay 0.1", "willDisplay 0.2", "willDisplay 0.3",
        ])
      #expect(collectionView.contentSize == CGSize(width: 100, height: 500))
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
      #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
      #expect(collectionView.numberOfItems(inSection: 0) == 10)
    }

    @Test("scrolling lays out before did-scroll, ends displaying what left and reuses its cells")
    func scrollingReuses() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumLineSpacing = 0
      let source = DoubleSource([(0..<10).map { "item \($0)" }])
      let collectionView = makeDoubleCollection(source, layout: layout)
      // Without prefetching, a cell that scrolls out goes straight to its reuse pool.
      collectionView.isPrefetchingEnabled = false
      collectionView.layoutIfNeeded()
      _ = source.log.take()
      let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! DoubleTextCell
      collectionView.contentOffset = CGPoint(x: 0, y: 100)
      #expect(
        source.log.take() == [
          "didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.4", "willDisplay 0.5",
          "didScroll 100",
        ])
      #expect(first.reuseCount == 1)
      #expect(first.text == "item 4" || first.text == "item 5")
      #expect(collectionView.visibleCells.count == 4)
      #expect(collectionView.reusePoolCount == 0)
    }

    @Test("a batch whose counts do not add up is reported with UIKit's message")
    func invalidBatch() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let source = DoubleSource([["a", "b"]])
        let collectionView = makeDoubleCollection(source)
        collectionView.layoutIfNeeded()
        collectionView.performBatchUpdates(
          { source.sections = [["a", "b", "c"]] }, completion: nil)
        #expect(
          recorder.messages == [
            "Invalid update: invalid number of items in section 0. The number of items contained "
              + "in an existing section after the update (3) must be equal to the number of items "
              + "contained in that section before the update (2), plus or minus the number of "
              + "items inserted or deleted from that section (0 inserted, 0 deleted) and plus or "
              + "minus the number of items moved into or out of that section (0 moved in, 0 moved "
              + "out)."
          ])
        // It recovers as if reloaded.
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
      }
    }

    @Test("a valid batch keeps moved cells, drops deleted ones, and completes on the clock")
    func validBatch() async {
      let clock = TestClock()
      let recorder = UIKitViolationRecorder()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        await UICollectionViewViolations.$reporter.withValue(recorder.report) {
          let source = DoubleSource([["a", "b", "c"]])
          let collectionView = makeDoubleCollection(source)
          collectionView.layoutIfNeeded()
          let cellC = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
          collectionView.selectItem(
            at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
          _ = source.log.take()
          var finished: Bool?
          collectionView.performBatchUpdates(
            {
              source.sections = [["c", "x"]]
              collectionView.deleteItems(at: [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
              ])
              collectionView.moveItem(
                at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
              collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { finished = $0 })
          #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
          #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
          #expect(
            source.log.take() == [
              "didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.1",
            ])
          #expect(finished == nil)
          await clock.advance(by: .milliseconds(300))
          UIKitDoubleEnvironment.settleAnimationsForTesting()
          #expect(finished == true)
        }
      }
      #expect(recorder.messages.isEmpty)
    }

    @Test("a cell that was not dequeued for the item is reported")
    func foreignCell() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let source = DoubleSource([["a"]])
        source.foreignCell = DoubleTextCell(frame: .zero)
        let collectionView = makeDoubleCollection(source)
        collectionView.layoutIfNeeded()
        #expect(recorder.messages.count == 1)
        #expect(
          recorder.messages.first?.contains("was not retrieved by calling -dequeueReusable") == true
        )
      }
    }

    @Test("an unregistered identifier is reported")
    func unregistered() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let source = DoubleSource([["a"]])
        let collectionView = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(
          recorder.messages.first?.hasPrefix(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier text")
            == true)
      }
    }

    @Test("a tap sends UIKit's order, and a new selection deselects the old one")
    func tapOrder() {
      let source = DoubleSource([["a", "b"]])
      let collectionView = makeDoubleCollection(source)
      collectionView.layoutIfNeeded()
      _ = source.log.take()
      collectionView.tapItem(at: IndexPath(item: 0, section: 0))
      #expect(
        source.log.take() == [
          "shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0",
          "didSelect 0",
        ])
      collectionView.tapItem(at: IndexPath(item: 1, section: 0))
      #expect(
        source.log.take() == [
          "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
          "didDeselect 0", "didSelect 1",
        ])
      #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
      source.allowsHighlight = false
      collectionView.tapItem(at: IndexPath(item: 0, section: 0))
      #expect(source.log.take() == ["shouldHighlight 0"])
    }

    @Test("self-sizing cells' preferred attributes invalidate an estimated flow layout")
    func selfSizing() {
      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = CGSize(width: 100, height: 10)
      layout.minimumLineSpacing = 0
      let source = DoubleSource([["one", "two|lines", "three|line|s"]])
      let collectionView = makeDoubleCollection(source, layout: layout)
      collectionView.layoutIfNeeded()
      let heights = collectionView.visibleCells.map(\.frame.height)
      #expect(heights == [20, 40, 60])
      #expect(collectionView.contentSize.height == 120)
    }

    @Test("items just outside the bounds are prefetched, and cancelled when left behind")
    func prefetching() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumLineSpacing = 0
      let source = DoubleSource([(0..<20).map { "item \($0)" }])
      source.logsDisplay = false
      let collectionView = makeDoubleCollection(source, layout: layout, height: 100)
      collectionView.prefetchDataSource = source
      collectionView.layoutIfNeeded()
      #expect(source.log.take() == ["prefetch [2, 3]"])
      collectionView.contentOffset = CGPoint(x: 0, y: 500)
      #expect(
        source.log.take() == ["cancel [2, 3]", "prefetch [8, 9, 12, 13]", "didScroll 500"])
    }

    @Test("reconfigureItems asks the data source again and keeps the cell, without reuse")
    func reconfigure() {
      let source = DoubleSource([["a", "b"]])
      let collectionView = makeDoubleCollection(source)
      collectionView.layoutIfNeeded()
      let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! DoubleTextCell
      let requests = collectionView.cellRequestCount
      source.sections = [["a", "B"]]
      collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
      #expect(collectionView.cellRequestCount == requests + 1)
      #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
      #expect(cell.text == "B")
      #expect(cell.reuseCount == 0)
    }

    @Test("an interactive move tells the data source and moves the cell")
    func interactiveMove() {
      let source = MovableTextSource(["a", "b", "c"])
      let collectionView = source.makeCollectionView()
      let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
      #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 120))
      collectionView.endInteractiveMovement()
      #expect(source.moves == ["0->2"])
      #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
    }
  }
#endif
