import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A data source whose sections each answer a layout description, and a delegate that logs
/// display and band callbacks with the band's offset.
@MainActor
final class BandSource: ListHostDataSource, ListHostDelegate {
  var sections: [[String]]
  var layouts: [MixedSection?]
  var log: [String] = []

  init(_ sections: [[String]], layouts: [MixedSection?]) {
    self.sections = sections
    self.layouts = layouts
  }

  func numberOfSections(in host: any ListHost) -> Int { sections.count }

  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    let cell = try host.dequeueCell(withReuseIdentifier: "label", for: path)
    (cell as? LabelCell)?.text = sections[path.section][path.item]
    return cell
  }

  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    try host.dequeueSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path)
  }

  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize { .zero }

  func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
    layouts[section]
  }

  func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
    log.append("willDisplay \(path)")
  }

  func listHost(_ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath) {
    log.append("didEndDisplaying \(path)")
  }

  func listHostDidScroll(_ host: any ListHost) { log.append("didScroll") }

  func listHost(_ host: any ListHost, bandDidScroll section: Int) {
    log.append("bandDidScroll \(section) \(Int(host.bandOffset(ofSection: section) ?? -1))")
  }

  func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {
    log.append("bandDidEndScrolling \(section) \(Int(host.bandOffset(ofSection: section) ?? -1))")
  }

  /// The log's band callbacks only.
  var bandLog: [String] { log.filter { $0.hasPrefix("band") } }
}

/// A carousel of 100 × 100 items, one per group, 10 points apart.
func bandSection(
  _ scrolling: OrthogonalScrolling, insets: LayoutInsets = .zero, columns: Int = 1,
  groupSpacing: CGFloat = 10
) -> MixedSection {
  .carousel(
    GridSection(
      columns: columns, itemWidth: .fixed(100), itemHeight: .fixed(100), interitemSpacing: 10,
      groupSpacing: groupSpacing, insets: insets),
    scrolling: scrolling)
}

/// A two-column grid of 100-point rows.
let bandGrid = MixedSection.grid(
  GridSection(columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10))

/// Items named `prefix0`, `prefix1`, ….
func bandItems(_ prefix: String, _ count: Int) -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// A loaded per-section collection host of 320 × 480 over `source`.
@MainActor
func makeBandHost(_ source: BandSource, clock: TestClock<Duration>) throws
  -> HeadlessCollectionView
{
  let host = HeadlessCollectionView(
    viewportSize: CGSize(width: 320, height: 480), layout: .perSection(), clock: clock)
  host.dataSource = source
  host.delegate = source
  host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
  try host.reloadData()
  return host
}

/// Drags the band of `section`, lets its deceleration pass, and returns where it rests.
@MainActor
func rest(
  _ host: HeadlessListView, _ clock: TestClock<Duration>, section: Int = 0,
  by translation: CGFloat, releasingWith velocity: CGFloat
) async throws -> CGFloat? {
  try host.dragBand(ofSection: section, by: translation, releasingWith: velocity)
  await clock.advance(by: host.decelerationDuration)
  try host.settleDeceleration()
  return host.bandOffset(ofSection: section)
}

@Suite("Headless hosts: bands (orthogonal sections)")
@MainActor
struct BandHostTests {
  /// One row of a resting-point table: a drag from where the last one rested, and where the
  /// band rests after it.
  struct Drag: Sendable, CustomStringConvertible {
    var translation: CGFloat
    var velocity: CGFloat
    var rests: CGFloat
    var description: String { "drag \(translation) at \(velocity) rests at \(rests)" }
  }

  /// 10 items, 100 wide, 10 apart: content 1090, range 0...770 in a 320-point viewport; with
  /// 16-point side insets, content 1122, range 0...802.
  nonisolated static let tables: [(OrthogonalScrolling, LayoutInsets, [Drag])] = [
    (
      .continuous, .zero,
      [
        Drag(translation: 50, velocity: 0, rests: 50),
        Drag(translation: -80, velocity: 0, rests: 0),
        Drag(translation: 10, velocity: 5, rests: 770),
        Drag(translation: 100, velocity: 0, rests: 770),
      ]
    ),
    (
      .continuousGroupLeadingBoundary, .zero,
      [
        Drag(translation: 50, velocity: 0, rests: 0),
        Drag(translation: 60, velocity: 0, rests: 110),
        Drag(translation: 10, velocity: 5, rests: 770),  // no page limit: the end
        Drag(translation: -200, velocity: 0, rests: 550),
      ]
    ),
    (
      .continuousGroupLeadingBoundary, LayoutInsets(left: 16, right: 16),
      [
        Drag(translation: 800, velocity: 0, rests: 802),  // the end, past the last boundary
        Drag(translation: -20, velocity: 0, rests: 770),
        Drag(translation: -60, velocity: 0, rests: 660),
      ]
    ),
    (
      .paging, .zero,
      [
        Drag(translation: 100, velocity: 0, rests: 0),
        Drag(translation: 200, velocity: 0, rests: 320),
        Drag(translation: 10, velocity: 5, rests: 640),  // one page, however hard the flick
        Drag(translation: 10, velocity: 5, rests: 770),  // the last page is the band's end
        Drag(translation: -10, velocity: -5, rests: 640),
      ]
    ),
    (
      .groupPaging, .zero,
      [
        Drag(translation: 50, velocity: 5, rests: 110),
        Drag(translation: 0, velocity: 5, rests: 220),
        Drag(translation: 300, velocity: 0, rests: 550),  // a slow drag: the nearest group
        Drag(translation: -50, velocity: -5, rests: 440),
        Drag(translation: -500, velocity: 0, rests: 0),
      ]
    ),
    (
      .groupPaging, LayoutInsets(left: 16, right: 16),
      [
        Drag(translation: 760, velocity: 0, rests: 770),
        Drag(translation: 0, velocity: 5, rests: 802),
      ]
    ),
    (
      .groupPagingCentered, LayoutInsets(left: 16, right: 16),
      [
        // Group g is centred at g × 110 − 94: 16, 126, 236, …, 786; the ends clamp.
        Drag(translation: 10, velocity: 0, rests: 16),
        Drag(translation: 0, velocity: 5, rests: 126),
        Drag(translation: 100, velocity: 0, rests: 236),
        Drag(translation: 550, velocity: 0, rests: 786),
        Drag(translation: 0, velocity: 5, rests: 802),
        Drag(translation: -900, velocity: 0, rests: 0),
      ]
    ),
  ]

  @Test("a released band rests where its behaviour says", arguments: 0..<tables.count)
  func restingPoints(_ index: Int) async throws {
    let (behavior, insets, drags) = Self.tables[index]
    let clock = TestClock()
    let source = BandSource(
      [bandItems("c", 10)], layouts: [bandSection(behavior, insets: insets)])
    let host = try makeBandHost(source, clock: clock)
    for drag in drags {
      let offset = try await rest(
        host, clock, by: drag.translation, releasingWith: drag.velocity)
      #expect(offset == drag.rests, "\(behavior) \(drags), \(drag)")
    }
  }

  @Test("groups of two items rest on the group's edge, or centred")
  func groupsOfTwo() async throws {
    // Groups 210 wide, 20 apart (page 230), six groups: content 1360, range 0...1040.
    for (behavior, stops) in [
      (OrthogonalScrolling.groupPaging, [230, 460, 690, 920, 1040]),
      (.groupPagingCentered, [175, 405, 635, 865, 1040]),
      (.continuousGroupLeadingBoundary, [230, 460, 690, 920, 1040]),
    ] {
      let clock = TestClock()
      let source = BandSource(
        [bandItems("c", 12)], layouts: [bandSection(behavior, columns: 2, groupSpacing: 20)])
      let host = try makeBandHost(source, clock: clock)
      var rested: [CGFloat] = []
      for _ in stops {
        let start = host.bandOffset(ofSection: 0) ?? 0
        let next = stops.first { CGFloat($0) > start } ?? 0
        rested.append(
          try await rest(host, clock, by: CGFloat(next) - start, releasingWith: 0) ?? -1)
      }
      #expect(rested == stops.map { CGFloat($0) }, "\(behavior)")
    }
  }

  @Test("a drag moves only its band: not the list, not another band")
  func dragMovesOnlyTheBand() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("a", 10), bandItems("b", 10), bandItems("g", 6)],
      layouts: [bandSection(.continuous), bandSection(.continuous), bandGrid])
    let host = try makeBandHost(source, clock: clock)
    try host.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    source.log.removeAll()

    try host.dragBand(ofSection: 0, by: 150, releasingWith: 0)

    #expect(host.contentOffset == CGPoint(x: 0, y: 20))
    #expect(host.bandOffset(ofSection: 0) == 150)
    #expect(host.bandOffset(ofSection: 1) == 0)
    #expect(host.bandOffset(ofSection: 2) == nil)
    #expect(!source.log.contains("didScroll"))
    // Item 3 sits at 330 in the band; on screen at 180.
    #expect(host.frameForItem(at: path(3, 0)) == CGRect(x: 180, y: 0, width: 100, height: 100))
    #expect(host.frameForItem(at: path(3, 1)) == CGRect(x: 330, y: 100, width: 100, height: 100))
    #expect(
      host.indexPathsForItems(in: CGRect(x: 0, y: 0, width: 320, height: 200))
        == [path(1, 0), path(2, 0), path(3, 0), path(4, 0), path(0, 1), path(1, 1), path(2, 1)])
    #expect(host.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3, 4])
    // A tap reaches an item the band brought on screen.
    try host.tapItem(at: path(4, 0))
    #expect(host.indexPathsForSelectedItems == [path(4, 0)])
    #expect(throws: ListHostError.itemNotVisible(path(0, 0))) { try host.tapItem(at: path(0, 0)) }
  }

  @Test("items entering and leaving sideways are displayed and ended, then the band reports")
  func displayOrder() async throws {
    let clock = TestClock()
    let source = BandSource([bandItems("c", 10)], layouts: [bandSection(.groupPaging)])
    let host = try makeBandHost(source, clock: clock)
    source.log.removeAll()

    try host.dragBand(ofSection: 0, by: 150, releasingWith: 1)
    #expect(
      source.log == [
        "didEndDisplaying [0, 0]", "willDisplay [0, 3]", "willDisplay [0, 4]",
        "bandDidScroll 0 150",
      ])
    #expect(host.isBandDecelerating(ofSection: 0))
    source.log.removeAll()

    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    // One page on from where the finger left it (150): group 2 at 220; item 1 leaves.
    #expect(
      source.log == [
        "didEndDisplaying [0, 1]", "bandDidScroll 0 220", "bandDidEndScrolling 0 220",
      ])
    #expect(!host.isBandDecelerating(ofSection: 0))
    #expect(host.indexPathsForVisibleItems == [path(2, 0), path(3, 0), path(4, 0)])
  }

  @Test("a drag of a decelerating band stops it without ending; the host's wake-up settles it")
  func dragStopsDeceleration() async throws {
    let clock = TestClock()
    let source = BandSource([bandItems("c", 10)], layouts: [bandSection(.groupPaging)])
    let host = try makeBandHost(source, clock: clock)
    try host.dragBand(ofSection: 0, by: 30, releasingWith: 1)
    try host.dragBand(ofSection: 0, by: 0, releasingWith: 0)
    #expect(host.bandOffset(ofSection: 0) == 30)
    #expect(host.isBandDecelerating(ofSection: 0))  // back to group 0, the nearest
    source.log.removeAll()
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    #expect(source.bandLog == ["bandDidScroll 0 0", "bandDidEndScrolling 0 0"])
  }

  @Test("scrollToItem on an item of a band scrolls the band along its own axis")
  func scrollToItemScrollsTheBand() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("c", 10), bandItems("g", 20)], layouts: [bandSection(.paging), bandGrid])
    let host = try makeBandHost(source, clock: clock)
    source.log.removeAll()

    try host.scrollToItem(at: path(5, 0), at: .start, animated: true)
    #expect(host.bandOffset(ofSection: 0) == 550)
    #expect(host.contentOffset == .zero)
    #expect(source.bandLog == ["bandDidScroll 0 550", "bandDidEndScrolling 0 550"])

    try host.scrollToItem(at: path(5, 0), at: .center, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 440)
    try host.scrollToItem(at: path(9, 0), at: .end, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 770)
    try host.scrollToItem(at: path(0, 0), at: .end, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 0)  // clamped
    try host.scrollToItem(at: path(3, 0), at: .nearest, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 110)
    source.log.removeAll()
    try host.scrollToItem(at: path(2, 0), at: .nearest, animated: false)
    #expect(source.log.isEmpty)  // already fully visible: nothing moves, nothing is sent
    // An item of the grid still scrolls the list.
    try host.scrollToItem(at: path(10, 1), at: .start, animated: false)
    #expect(host.contentOffset.y == 650)
    #expect(host.bandOffset(ofSection: 0) == 110)
  }

  @Test("a band keeps its offset across batches to its own and to other sections")
  func offsetSurvivesBatches() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("c", 10), bandItems("g", 4)], layouts: [bandSection(.groupPaging), bandGrid])
    let host = try makeBandHost(source, clock: clock)
    try host.scrollToItem(at: path(3, 0), at: .start, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 330)

    // An item appended to the band's own section.
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(10, 0)]), animated: false,
      updatingData: { source.sections[0].append("c10") }, completion: nil)
    #expect(host.bandOffset(ofSection: 0) == 330)
    // A section inserted before it: the band moves to section 1 with its offset.
    try host.performBatchUpdates(
      BatchUpdate(sectionInserts: [0]), animated: true,
      updatingData: {
        source.sections.insert(bandItems("n", 3), at: 0)
        source.layouts.insert(bandGrid, at: 0)
      }, completion: nil)
    #expect(host.bandOffset(ofSection: 0) == nil)
    #expect(host.bandOffset(ofSection: 1) == 330)
    // The grid after it grows.
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(4, 2)]), animated: false,
      updatingData: { source.sections[2].append("g4") }, completion: nil)
    #expect(host.bandOffset(ofSection: 1) == 330)
    // Sections moved: the band goes last.
    try host.performBatchUpdates(
      BatchUpdate(sectionMoves: [Move(source: 1, target: 2)]), animated: false,
      updatingData: {
        source.sections.swapAt(1, 2)
        source.layouts.swapAt(1, 2)
      }, completion: nil)
    #expect(host.bandOffset(ofSection: 2) == 330)
    #expect(host.bandOffset(ofSection: 1) == nil)
    // The section before it deleted.
    try host.performBatchUpdates(
      BatchUpdate(sectionDeletes: [0]), animated: false,
      updatingData: {
        source.sections.remove(at: 0)
        source.layouts.remove(at: 0)
      }, completion: nil)
    #expect(host.bandOffset(ofSection: 1) == 330)
    // Only what the band shows at 330 is visible in it.
    #expect(
      host.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [3, 4, 5])
  }

  @Test("a band is clamped when its content shrinks, and reports it")
  func clampedOnShrink() async throws {
    let clock = TestClock()
    let source = BandSource([bandItems("c", 10)], layouts: [bandSection(.continuous)])
    let host = try makeBandHost(source, clock: clock)
    try host.scrollToItem(at: path(9, 0), at: .end, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 770)
    source.log.removeAll()

    // Five items left: content 540, range 0...220.
    try host.performBatchUpdates(
      BatchUpdate(itemDeletes: (5..<10).map { path($0, 0) }), animated: false,
      updatingData: { source.sections[0].removeLast(5) }, completion: nil)

    #expect(host.bandOffset(ofSection: 0) == 220)
    #expect(source.bandLog == ["bandDidScroll 0 220"])
    #expect(host.indexPathsForVisibleItems == [path(2, 0), path(3, 0), path(4, 0)])
    // A wider viewport leaves no range: 0.
    try host.setViewportSize(CGSize(width: 600, height: 480))
    #expect(host.bandOffset(ofSection: 0) == 0)
  }

  @Test("a band keeps its offset while its section scrolls off screen and back")
  func offScreenAndBack() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("g", 20), bandItems("c", 10), bandItems("h", 20)],
      layouts: [bandGrid, bandSection(.groupPaging), bandGrid])
    let host = try makeBandHost(source, clock: clock)
    try host.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
    _ = try await rest(host, clock, section: 1, by: 0, releasingWith: 5)
    #expect(host.bandOffset(ofSection: 1) == 110)
    let shown = host.snapshot()

    try host.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)
    #expect(host.indexPathsForVisibleItems.allSatisfy { $0.section == 2 })
    try host.setContentOffset(CGPoint(x: 0, y: 800), animated: false)

    #expect(host.bandOffset(ofSection: 1) == 110)
    #expect(host.snapshot() == shown)
  }

  @Test("reloadData, like UIKit's, puts every band back at 0; so does a reload of its section")
  func reloadResets() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("c", 10), bandItems("d", 10)],
      layouts: [bandSection(.continuous), bandSection(.continuous)])
    let host = try makeBandHost(source, clock: clock)
    try host.scrollToItem(at: path(4, 0), at: .start, animated: false)
    try host.scrollToItem(at: path(4, 1), at: .start, animated: false)

    try host.performBatchUpdates(
      BatchUpdate(sectionReloads: [1]), animated: false, updatingData: {}, completion: nil)
    #expect(host.bandOffset(ofSection: 0) == 440)
    #expect(host.bandOffset(ofSection: 1) == 0)

    try host.reloadData()
    #expect(host.bandOffset(ofSection: 0) == 0)
    #expect(host.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
  }

  @Test("the snapshot shows each band's offset and only the items it shows")
  func snapshot() async throws {
    let clock = TestClock()
    let source = BandSource(
      [bandItems("c", 5), bandItems("g", 2)], layouts: [bandSection(.continuous), bandGrid])
    let host = try makeBandHost(source, clock: clock)
    try host.dragBand(ofSection: 0, by: 200, releasingWith: 0)
    #expect(
      host.snapshot() == """
        viewport 0,0 320x480 content 320x200
        band [0] offset 200 content 540
        item [0, 1] -90,0 100x100 "c1"
        item [0, 2] 20,0 100x100 "c2"
        item [0, 3] 130,0 100x100 "c3"
        item [0, 4] 240,0 100x100 "c4"
        item [1, 0] 0,100 155x100 "g0"
        item [1, 1] 165,100 155x100 "g1"
        """)
  }

  @Test("a list without bands reports none")
  func noBands() throws {
    let (host, _) = try makeHost([["a", "b"]])
    #expect(host.bandOffset(ofSection: 0) == nil)
    #expect(!host.snapshot().contains("band"))
  }
}
