// CollectionViewHost on a ListCompositionalLayout: a band's end of scrolling (UIKit sends none,
// the layout infers it) and scrollToItem on a band's item, on the UIKit double. Linux only.
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

  /// A plugin that logs the band callbacks with the band's offset.
  @MainActor
  final class BandCallbackLog: ListAdapterPlugin {
    var entries: [String] = []

    func listHost(_ host: any ListHost, bandDidScroll section: Int) {
      entries.append("scroll \(section) \(Int(host.bandOffset(ofSection: section) ?? -1))")
    }

    func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {
      entries.append("end \(section) \(Int(host.bandOffset(ofSection: section) ?? -1))")
    }

    func take() -> [String] {
      defer { entries = [] }
      return entries
    }

    /// What ``take()`` returns, each run of consecutive scroll entries of a band reduced to its
    /// last: a band moves frame by frame, and where a run ends is where the band got.
    func takeSteps() -> [String] {
      var steps: [String] = []
      for entry in take() {
        let words = entry.split(separator: " ")
        if words.first == "scroll", let last = steps.last?.split(separator: " "),
          last.first == "scroll", last.dropFirst().first == words.dropFirst().first
        {
          steps.removeLast()
        }
        steps.append(entry)
      }
      return steps
    }
  }

  /// A carousel on section 0 of a feed on the double's compositional layout (320 × 480).
  @MainActor
  struct UIKitBandCarousel {
    let fixture: CompositionalFixture
    let carousel: ListCarousel
    let log = CallLog()
    let bands = BandCallbackLog()
    let band: MixedSection

    init(
      clock: TestClock<Duration>, band: MixedSection = BandRelease.band(.groupPaging),
      alignment: PageAlignment = .leading, isLooping: Bool = false, isInfinite: Bool = false,
      autoRollInterval: Duration? = nil
    ) {
      fixture = CompositionalFixture(clock: clock)
      self.band = band
      carousel = ListCarousel(
        sectionID: "banners", alignment: alignment, isLooping: isLooping, isInfinite: isInfinite,
        autoRollInterval: autoRollInterval, clock: clock)
      fixture.adapter.attach(carousel)
      fixture.adapter.attach(bands)
      carousel.pageWillAppear += { [log] in log.add("willAppear \($0)") }
      carousel.pageDidAppear += { [log] in log.add("didAppear \($0)") }
      carousel.pageWillDisappear += { [log] in log.add("willDisappear \($0)") }
      carousel.pageDidDisappear += { [log] in log.add("didDisappear \($0)") }
    }

    func model(_ count: Int = 5, products: Int = 20) -> ListModel {
      ListModel(sections: [
        ListSection(
          id: "banners",
          items: (0..<count).map { ListItem(id: $0, content: "b\($0)", view: UIKitTextCell.self) },
          layout: band),
        ListSection(
          id: "products",
          items: (0..<products).map {
            ListItem(id: "p\($0)", content: "p\($0)", view: UIKitTextCell.self)
          },
          layout: .grid(
            GridSection(
              columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10))),
      ])
    }

    func show(_ count: Int = 5) async {
      fixture.adapter.apply(model(count), animated: false, completion: nil)
      await fixture.settle()
    }

    var offset: CGFloat? { fixture.host.bandOffset(ofSection: 0) }

    func release(by translation: CGFloat, velocity: CGFloat) async {
      fixture.layout.dragOrthogonalSection(
        0, by: CGPoint(x: translation, y: 0), releasingWith: CGPoint(x: velocity, y: 0))
      await fixture.settle()
    }
  }

  @MainActor
  @Suite("TrellisUIKit: a compositional band's rest")
  struct CompositionalBandRestTests {
    @Test("the layout infers a band's rest: drags with and without velocity, once each")
    func restAfterDrags() async {
      let (logs, violations) = await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.bands.take()
        var logs: [[String]] = []
        // Released between pages without velocity: decelerates to the nearest (frame by frame,
        // no rest on the way), then rests.
        list.fixture.layout.dragOrthogonalSection(0, by: CGPoint(x: 200, y: 0))
        logs.append(list.bands.takeSteps())
        await list.fixture.advance(by: .milliseconds(300))
        logs.append(list.bands.take().filter { !$0.hasPrefix("scroll") })
        await list.fixture.settle()
        logs.append(list.bands.takeSteps())
        // A flick: one page on.
        await list.release(by: 20, velocity: 0.5)
        logs.append(list.bands.takeSteps())
        // Released on a resting point without velocity: no deceleration, a rest 100 ms later.
        list.fixture.layout.dragOrthogonalSection(0, by: CGPoint(x: -290, y: 0))
        logs.append(list.bands.takeSteps())
        await list.fixture.advance(by: .milliseconds(100))
        logs.append(list.bands.takeSteps())
        // Held between resting points (no release yet): never a rest.
        list.fixture.layout.setOrthogonalOffset(CGPoint(x: 100, y: 0), ofSection: 0)
        await list.fixture.advance(by: .milliseconds(300))
        await list.fixture.advance(by: .milliseconds(300))
        logs.append(list.bands.takeSteps())
        logs.append([list.fixture.layout.isOrthogonalSectionDecelerating(0) ? "moving" : "still"])
        return logs
      }
      #expect(violations.isEmpty)
      #expect(
        logs == [
          ["scroll 0 200"], [], ["scroll 0 290", "end 0 290"], ["scroll 0 580", "end 0 580"],
          ["scroll 0 290"], ["end 0 290"], ["scroll 0 100"], ["still"],
        ])
    }

    /// An animated scroll to an item counts as scrolling until it ends
    /// (`isBandScrolling(ofSection:)`), even when the band does not move before it lands: a
    /// rest the band's earlier move was waiting for is not reported meanwhile.
    @Test("an animated scrollToItem during a flick's wait for rest: no rest until it lands")
    func restAfterScrollDuringFlick() async throws {
      let (result, violations) = try await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.bands.take()
        list.fixture.layout.dragOrthogonalSection(
          0, by: CGPoint(x: 200, y: 0), releasingWith: CGPoint(x: 0.5, y: 0))
        try list.fixture.host.scrollToItem(
          at: ItemPath(item: 0, section: 0), at: .start, animated: true)
        let first = list.bands.take()
        var scrolling: [Bool] = []
        var early: [String] = []
        for _ in 0..<2 {
          await list.fixture.advance(by: .milliseconds(100))
          // The band moves back frame by frame; no rest on the way.
          early += list.bands.take().filter { !$0.hasPrefix("scroll") }
          scrolling.append(list.fixture.host.isBandScrolling(ofSection: 0))
        }
        await list.fixture.settle()
        let late = list.bands.takeSteps()
        return (first, early, scrolling, late, list.fixture.host.isBandScrolling(ofSection: 0))
      }
      #expect(violations.isEmpty)
      let (first, early, scrolling, late, stillScrolling) = result
      #expect(first == ["scroll 0 200"])
      #expect(early.isEmpty)
      #expect(scrolling == [true, true])
      #expect(late == ["scroll 0 0", "end 0 0"])
      #expect(!stillScrolling)
    }

    @Test("scrollToItem on a band's item: at once without animation, a rest after an animation")
    func restAfterScrollToItem() async throws {
      let (logs, violations) = try await withDouble { clock in
        let list = UIKitBandCarousel(clock: clock)
        await list.show()
        _ = list.bands.take()
        var logs: [[String]] = []
        try list.fixture.host.scrollToItem(
          at: ItemPath(item: 2, section: 0), at: .start, animated: false)
        logs.append(list.bands.takeSteps())
        try list.fixture.host.scrollToItem(
          at: ItemPath(item: 1, section: 0), at: .center, animated: true)
        logs.append(list.bands.takeSteps())
        await list.fixture.advance(by: .milliseconds(300))
        logs.append(list.bands.takeSteps())
        await list.fixture.settle()
        logs.append(list.bands.takeSteps())
        // To where it already is: nothing.
        try list.fixture.host.scrollToItem(
          at: ItemPath(item: 1, section: 0), at: .center, animated: false)
        logs.append(list.bands.takeSteps())
        logs.append([list.fixture.collectionView.contentOffset.y == 0 ? "list still" : "moved"])
        return logs
      }
      #expect(violations.isEmpty)
      // Item 1 centred: 290 + 140 - 160.
      #expect(
        logs == [
          ["scroll 0 580", "end 0 580"], [], ["scroll 0 270"], ["end 0 270"], [], ["list still"],
        ])
    }

  }
#endif
