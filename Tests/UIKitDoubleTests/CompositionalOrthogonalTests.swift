// The UIKit double's orthogonal sections: bands with their own offset, simulated drags, resting
// points and visible-items handler calls. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  @Suite("UIKit double: compositional orthogonal sections")
  @MainActor
  struct CompositionalOrthogonalTests {
    /// A feed: section 0 a carousel of 85%-wide pages (272 points of 320) 100 points tall,
    /// section 1 a two-column grid of 60-point rows.
    func makeFeed(
      _ source: DoubleSource, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
      handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    ) -> (UICollectionView, UICollectionViewCompositionalLayout) {
      let layout = UICollectionViewCompositionalLayout { index, _ in
        if index == 0 {
          let page = NSCollectionLayoutItem(
            layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
          let section = rowSection(item: page, groupWidth: .fractionalWidth(0.85))
          section.orthogonalScrollingBehavior = behavior
          section.visibleItemsInvalidationHandler = handler
          return section
        }
        let cell = NSCollectionLayoutItem(
          layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(60)))
        return rowSection(item: cell, groupHeight: .absolute(60))
      }
      let collectionView = makeCompositionalCollection(source, layout: layout)
      collectionView.layoutIfNeeded()
      return (collectionView, layout)
    }

    @Test("dragging a carousel band moves only the band and calls the handler with its offset")
    func dragMovesOnlyTheBand() async {
      let (_, violations) = await withDouble { clock in
        let log = HandlerLog()
        let source = DoubleSource([
          (0..<5).map { "page \($0)" }, (0..<6).map { "cell \($0)" },
        ])
        let (collectionView, layout) = makeFeed(
          source, behavior: .groupPaging, handler: log.handler)
        #expect(log.take() == ["0: 0,1"])
        #expect(layout.orthogonalContentLength(ofSection: 0) == 1360)
        let grid = (0..<6).map { frame(collectionView, $0, 1) }
        #expect(grid.first == CGRect(x: 0, y: 100, width: 160, height: 60))
        _ = source.log.take()
        layout.dragOrthogonalSection(0, by: CGPoint(x: 200, y: 0))
        #expect(log.take() == ["200: 0,1"])
        #expect(layout.isOrthogonalSectionDecelerating(0))
        #expect(frame(collectionView, 1) == CGRect(x: 72, y: 0, width: 272, height: 100))
        // The animation's frames wait on the clock from tasks the main actor starts: let it.
        await Task.yield()
        await clock.advance(by: .milliseconds(500))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        // One group per page: it rests on the nearest group's leading edge, frame by frame.
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 272, y: 0))
        #expect(!layout.isOrthogonalSectionDecelerating(0))
        let steps = log.take()
        #expect(steps.count > 2)
        #expect(steps.last == "272: 1,2")
        #expect(frame(collectionView, 2) == CGRect(x: 272, y: 0, width: 272, height: 100))
        // The band's cells come and go as for any scroll (page 2 shows once the band passes
        // 224, page 0 leaves when it lands); the delegate hears no scrolling.
        #expect(source.log.take() == ["willDisplay 0.2", "didEndDisplaying 0.0"])
        #expect(collectionView.contentOffset == .zero)
        #expect((0..<6).map { frame(collectionView, $0, 1) } == grid)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 272)
        // Scrolling the collection view is a layout pass too: the handler runs again.
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(log.take() == ["272: 1,2"])
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 272, y: 0))
      }
      #expect(violations.isEmpty)
    }

    /// UIKit's orthogonal scroll view moves a band on every frame of a deceleration or an
    /// animated scroll, and the layout calls the section's handler on each of those passes. A
    /// band that only jumped at the end would look still in between: a reader that takes 100 ms
    /// without a change for a rest (as Trellis's compositional layout does) would see one
    /// mid-flight. The clock advances 10 ms at a time, without settling: the animation's own
    /// sleepers move the band, as they do while a test clock passes a whole flight at once.
    @Test("a decelerating or scrolling band moves frame by frame, each frame a handler call")
    func bandMovesEveryFrame() async {
      let (result, violations) = await withDouble { clock in
        let log = HandlerLog()
        let source = DoubleSource([(0..<5).map { "page \($0)" }, ["cell"]])
        let (collectionView, layout) = makeFeed(
          source, behavior: .groupPaging, handler: log.handler)
        @MainActor func samples(for duration: Duration) async -> [CGFloat] {
          var offsets: [CGFloat] = []
          for _ in 0..<Int((duration / .milliseconds(10)).rounded(.up)) {
            await clock.advance(by: .milliseconds(10))
            offsets.append(layout.orthogonalOffset(ofSection: 0).x)
          }
          return offsets
        }
        // A flick from 300: the next group's leading edge is 544.
        layout.dragOrthogonalSection(
          0, by: CGPoint(x: 300, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
        _ = log.take()
        let flight = await samples(for: .milliseconds(500))
        let flightCalls = log.take().count
        // An animated scroll back to the first page.
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: true)
        let scroll = await samples(for: UIScrollView.scrollAnimationDuration)
        return (flight, flightCalls, scroll, log.take().count)
      }
      #expect(violations.isEmpty)
      let (flight, flightCalls, scroll, scrollCalls) = result
      /// The most samples (10 ms apart) in a row at one offset before the last, and whether
      /// the offsets run one way from `start` to `target`.
      func stillest(_ offsets: [CGFloat], from start: CGFloat, to target: CGFloat) -> (Int, Bool) {
        var longest = 0
        var run = 0
        var previous = start
        for offset in offsets.dropLast() {
          run = offset == previous ? run + 1 : 0
          longest = max(longest, run)
          previous = offset
        }
        let path = [start] + offsets
        let oneWay = zip(path, path.dropFirst()).allSatisfy {
          target > start ? $0 <= $1 : $0 >= $1
        }
        return (longest, oneWay && offsets.last == target)
      }
      let (flightStill, flightMoves) = stillest(flight, from: 300, to: 544)
      #expect(flightStill < 10)
      #expect(flightMoves)
      #expect(Set(flight).count >= 25)
      #expect(flightCalls >= 25)
      let (scrollStill, scrollMoves) = stillest(scroll, from: 544, to: 0)
      #expect(scrollStill < 10)
      #expect(scrollMoves)
      #expect(Set(scroll).count >= 15)
      #expect(scrollCalls >= 15)
    }

    @Test("the handler sees band coordinates, and its changes reach the cells")
    func handlerChanges() {
      var frames: [CGRect] = []
      let source = DoubleSource([(0..<5).map { "page \($0)" }, ["cell"]])
      let (collectionView, layout) = makeFeed(source, behavior: .continuous) {
        items, offset, environment in
        frames = items.map(\.frame)
        #expect(environment.container.contentSize == CGSize(width: 320, height: 400))
        for item in items { item.alpha = 0.5 }
        items.first?.zIndex = 7
      }
      layout.setOrthogonalOffset(CGPoint(x: 300, y: 0), ofSection: 0)
      #expect(
        frames == [
          CGRect(x: 272, y: 0, width: 272, height: 100),
          CGRect(x: 544, y: 0, width: 272, height: 100),
        ])
      let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
      #expect(cell?.frame == CGRect(x: -28, y: 0, width: 272, height: 100))
      #expect(cell?.alpha == 0.5)
      #expect(
        collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 7)
    }

    struct RestCase: Sendable, CustomTestStringConvertible {
      var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
      var translation: CGFloat
      var velocity: CGFloat
      var expected: CGFloat
      var testDescription: String {
        "\(behavior) by \(translation) at \(velocity) rests at \(expected)"
      }
    }

    // 250-point groups 10 points apart, 16-point insets: groups at 16, 276, 536, 796, 1056, 1316;
    // the band is 1582 points long and scrolls up to 1262.
    nonisolated static let restCases: [RestCase] = [
      RestCase(behavior: .continuous, translation: 100, velocity: 0, expected: 100),
      RestCase(behavior: .continuous, translation: 100, velocity: 0.5, expected: 349.5),
      RestCase(behavior: .continuous, translation: 1200, velocity: 1, expected: 1262),
      RestCase(
        behavior: .continuousGroupLeadingBoundary, translation: 100, velocity: 0.5, expected: 260),
      // The end of the content, not the last group's leading edge (1300).
      RestCase(
        behavior: .continuousGroupLeadingBoundary, translation: 1200, velocity: 0, expected: 1262),
      RestCase(behavior: .paging, translation: 100, velocity: 0.5, expected: 320),
      RestCase(behavior: .paging, translation: 100, velocity: 0, expected: 0),
      RestCase(behavior: .paging, translation: 700, velocity: -0.5, expected: 640),
      RestCase(behavior: .groupPaging, translation: 100, velocity: 0.5, expected: 260),
      RestCase(behavior: .groupPaging, translation: 200, velocity: 0, expected: 260),
      RestCase(behavior: .groupPaging, translation: 300, velocity: -0.2, expected: 260),
      RestCase(behavior: .groupPagingCentered, translation: 100, velocity: 0.5, expected: 241),
      RestCase(behavior: .groupPagingCentered, translation: 10, velocity: 0, expected: 0),
    ]

    @Test("a released band rests where its behaviour says", arguments: restCases)
    func restingPoints(_ row: RestCase) async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let log = HandlerLog()
        let item = NSCollectionLayoutItem(
          layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = rowSection(item: item, groupWidth: .absolute(250))
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 16, bottom: 0, trailing: 16)
        section.orthogonalScrollingBehavior = row.behavior
        section.visibleItemsInvalidationHandler = log.handler
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = makeCompositionalCollection(
          DoubleSource([(0..<6).map { "page \($0)" }]), layout: layout)
        collectionView.layoutIfNeeded()
        #expect(layout.orthogonalContentLength(ofSection: 0) == 1582)
        layout.dragOrthogonalSection(
          0, by: CGPoint(x: row.translation, y: 0), releasingWith: CGPoint(x: row.velocity, y: 0))
        await clock.advance(by: .milliseconds(500))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(abs(layout.orthogonalOffset(ofSection: 0).x - row.expected) < 0.001)
        #expect(abs((log.offsets.last ?? -1) - row.expected) < 0.001)
      }
    }

    @Test("the handler runs after inserts and deletes in the band's section; the offset is clamped")
    func handlerAfterUpdates() {
      let recorder = UIKitViolationRecorder()
      UICollectionViewViolations.$reporter.withValue(recorder.report) {
        let log = HandlerLog()
        let source = DoubleSource([(0..<5).map { "page \($0)" }, ["cell"]])
        let (collectionView, layout) = makeFeed(source, behavior: .continuous, handler: log.handler)
        layout.setOrthogonalOffset(CGPoint(x: 100, y: 0), ofSection: 0)
        _ = log.take()
        collectionView.performBatchUpdates {
          source.sections[0].insert("new", at: 0)
          collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(log.take().last == "100: 0,1")
        #expect(layout.orthogonalContentLength(ofSection: 0) == 1632)
        layout.setOrthogonalOffset(CGPoint(x: 5000, y: 0), ofSection: 0)
        #expect(log.take() == ["1312: 4,5"])
        collectionView.performBatchUpdates {
          source.sections[0].removeLast(4)
          collectionView.deleteItems(at: (2..<6).map { IndexPath(item: $0, section: 0) })
        }
        // Two pages are 544 points: the band scrolls at most 224.
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 224, y: 0))
        #expect(log.take().last == "224: 0,1")
        // An update to the other section keeps the band's offset.
        collectionView.performBatchUpdates {
          source.sections[1].append("more")
          collectionView.insertItems(at: [IndexPath(item: 1, section: 1)])
        }
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 224, y: 0))
      }
      #expect(recorder.messages.isEmpty)
    }

    @Test("cells in a band size themselves like any other")
    func selfSizingInBand() {
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .estimated(30)))
      let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: layoutSize(.absolute(100), .estimated(30)), subitems: [item])
      )
      section.orthogonalScrollingBehavior = .continuous
      let layout = UICollectionViewCompositionalLayout(section: section)
      let collectionView = makeCompositionalCollection(
        DoubleSource([["a", "a|b|c", "a|b|c|d"]]), layout: layout)
      collectionView.layoutIfNeeded()
      #expect((0..<3).map { frame(collectionView, $0)?.height } == [20, 60, 80])
      #expect((0..<3).map { frame(collectionView, $0)?.minX } == [0, 100, 200])
      #expect(collectionView.contentSize.height == 80)
    }

    @Test("updates while a band decelerates: it lands on its target, clamped to the new content")
    func updatesWhileDecelerating() async {
      let (_, violations) = await withDouble { clock in
        let log = HandlerLog()
        let source = DoubleSource([(0..<5).map { "page \($0)" }, ["cell"]])
        let (collectionView, layout) = makeFeed(
          source, behavior: .groupPaging, handler: log.handler)
        layout.dragOrthogonalSection(
          0, by: CGPoint(x: 600, y: 0), releasingWith: CGPoint(x: 1, y: 0))
        // From 600 the next group's leading edge is 816.
        #expect(layout.isOrthogonalSectionDecelerating(0))
        collectionView.performBatchUpdates {
          source.sections[0].removeLast(2)
          collectionView.deleteItems(at: [3, 4].map { IndexPath(item: $0, section: 0) })
        }
        // Three pages are 816 points: the band now scrolls at most 496.
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 496, y: 0))
        _ = log.take()
        await clock.advance(by: .milliseconds(500))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 496, y: 0))
        #expect(log.take() == ["496: 1,2"])
        // A new drag stops a deceleration where the band is.
        layout.dragOrthogonalSection(
          0, by: CGPoint(x: -300, y: 0), releasingWith: CGPoint(x: -1, y: 0))
        layout.setOrthogonalOffset(CGPoint(x: 10, y: 0), ofSection: 0)
        #expect(!layout.isOrthogonalSectionDecelerating(0))
        await clock.advance(by: .milliseconds(500))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 10, y: 0))
      }
      #expect(violations.isEmpty)
    }

    @Test("a size change lays out again and calls the handler with the new environment")
    func sizeChange() {
      var widths: [CGFloat] = []
      let source = DoubleSource([(0..<3).map { "page \($0)" }, ["cell"]])
      let (collectionView, layout) = makeFeed(source, behavior: .paging) { _, _, environment in
        widths.append(environment.container.contentSize.width)
      }
      collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
      collectionView.layoutIfNeeded()
      #expect(widths == [320, 200])
      // 85% of 200 per page: three pages are 510 points.
      #expect(layout.orthogonalContentLength(ofSection: 0) == 510)
      #expect(frame(collectionView, 0, 1)?.width == 100)
    }

    @Test("scrollToItem on an item of a band scrolls that band, not the collection view")
    func scrollToItemScrollsTheBand() async {
      let (_, violations) = await withDouble { clock in
        let log = HandlerLog()
        let source = DoubleSource([
          (0..<5).map { "page \($0)" }, (0..<20).map { "cell \($0)" },
        ])
        let (collectionView, layout) = makeFeed(
          source, behavior: .groupPaging, handler: log.handler)
        _ = log.take()
        _ = source.log.take()
        // Not animated: at once, one handler call; the delegate hears no scrolling.
        collectionView.scrollToItem(
          at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 544, y: 0))
        #expect(collectionView.contentOffset == .zero)
        #expect(log.take() == ["544: 2,3"])
        #expect(!source.log.take().contains { $0.hasPrefix("didScroll") })
        // Centred: the page's centre at the bounds' centre.
        collectionView.scrollToItem(
          at: IndexPath(item: 1, section: 0), at: .centeredHorizontally, animated: false)
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 248, y: 0))
        // The end clamps to the band's content (5 × 272 - 320).
        collectionView.scrollToItem(
          at: IndexPath(item: 4, section: 0), at: .left, animated: false)
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 1040, y: 0))
        _ = log.take()
        // Animated: the band moves from its next frame on and lands when the scroll animation's
        // duration has passed.
        collectionView.scrollToItem(
          at: IndexPath(item: 0, section: 0), at: .left, animated: true)
        #expect(layout.orthogonalOffset(ofSection: 0) == CGPoint(x: 1040, y: 0))
        #expect(layout.isOrthogonalSectionDecelerating(0))
        // The animation's frames wait on the clock from tasks the main actor starts: let it.
        await Task.yield()
        await clock.advance(by: UIScrollView.scrollAnimationDuration)
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(layout.orthogonalOffset(ofSection: 0) == .zero)
        #expect(!layout.isOrthogonalSectionDecelerating(0))
        let steps = log.take()
        #expect(steps.count > 2)
        #expect(steps.last == "0: 0,1")
        #expect(collectionView.contentOffset == .zero)
        // An item of a section without a band scrolls the collection view, as before.
        collectionView.scrollToItem(
          at: IndexPath(item: 18, section: 1), at: .top, animated: false)
        #expect(collectionView.contentOffset.y > 0)
        #expect(layout.orthogonalOffset(ofSection: 0) == .zero)
      }
      #expect(violations.isEmpty)
    }
  }
#endif
