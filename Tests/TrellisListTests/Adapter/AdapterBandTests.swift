import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// Bands (orthogonal sections) through `ListAdapter`: a feed with a paging row above a grid, as
/// SSCollectionViewPresenter's compositional example builds it, and band offsets kept across the
/// adapter's reloads.
@Suite("List adapter: bands")
@MainActor
struct AdapterBandTests {
  /// Banners 85% of the 320-point width (272), 8 apart, 16 in from the sides, paging by the
  /// viewport: content 32 + 5 × 272 + 4 × 8 = 1424, range 0...1104.
  private static let banners = MixedSection.carousel(
    GridSection(
      itemWidth: .fixed(272), itemHeight: .fixed(150), groupSpacing: 8,
      insets: LayoutInsets(left: 16, right: 16)),
    scrolling: .paging)
  private static let twoColumns = MixedSection.grid(
    GridSection(
      columns: 2, itemHeight: .fixed(120), interitemSpacing: 10, groupSpacing: 10,
      insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)))
  /// Cards 272 wide, 8 apart, one group per page: they rest at 280 × *g*.
  private static let cards = MixedSection.carousel(
    GridSection(itemWidth: .fixed(272), itemHeight: .fixed(100), groupSpacing: 8),
    scrolling: .groupPaging)

  private func feed(banners: [String], products: Int) -> ListModel {
    ListModel {
      ListSection(id: "banners", layout: Self.banners) {
        for banner in banners { ListItem(id: banner, content: banner, view: TextCell.self) }
      }
      ListSection(id: "products", layout: Self.twoColumns) {
        for index in 0..<products {
          ListItem(id: "p\(index)", content: "p\(index)", view: TextCell.self)
        }
      }
    }
  }

  private func makeHost(_ clock: TestClock<Duration>) -> HeadlessCollectionView {
    HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 480), layout: .perSection(), clock: clock)
  }

  @Test("a paging row above a two-column grid: the row pages, the grid scrolls, updates keep both")
  func pagingRowAboveAGrid() async throws {
    let clock = TestClock()
    let host = makeHost(clock)
    let adapter = ListAdapter(host: host)
    let banners = ["b0", "b1", "b2", "b3", "b4"]
    await adapter.applyAndWait(feed(banners: banners, products: 20), animated: false)

    // The row pages sideways: a flick moves one page.
    try host.dragBand(ofSection: 0, by: 40, releasingWith: 1)
    await clock.advance(by: host.decelerationDuration)
    try host.settleDeceleration()
    #expect(host.bandOffset(ofSection: 0) == 320)
    #expect(host.contentOffset == .zero)
    #expect(host.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2])
    // The grid scrolls vertically; the row keeps its page.
    try host.drag(by: CGPoint(x: 0, y: 100), releasingWith: .zero)
    #expect(host.contentOffset == CGPoint(x: 0, y: 100))
    #expect(host.bandOffset(ofSection: 0) == 320)

    // An update to the grid, animated, keeps both offsets.
    adapter.apply(feed(banners: banners, products: 24), animated: true)
    await clock.advance(by: host.animationDuration)
    host.settleAnimations()
    #expect(!adapter.isApplying)
    #expect(host.bandOffset(ofSection: 0) == 320)
    #expect(host.contentOffset == CGPoint(x: 0, y: 100))
    // An update to the row (a banner inserted at its end, one removed from its start) too.
    await adapter.applyAndWait(
      feed(banners: ["b1", "b2", "b3", "b4", "b5"], products: 24), animated: false)
    #expect(host.bandOffset(ofSection: 0) == 320)
    #expect(host.contentOffset == CGPoint(x: 0, y: 100))
    // A row that shrinks clamps its band: two banners, content 584, range 0...264.
    await adapter.applyAndWait(feed(banners: ["b1", "b2"], products: 24), animated: false)
    #expect(host.bandOffset(ofSection: 0) == 264)
    #expect(host.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test("a reload restores each band's offset by its section's identity")
  func reloadRestoresBands() async throws {
    let clock = TestClock()
    let host = makeHost(clock)
    let adapter = ListAdapter(host: host)
    func model(_ sectionIDs: [String]) -> ListModel {
      ListModel {
        for id in sectionIDs {
          ListSection(id: id, layout: Self.cards) {
            for index in 0..<6 {
              ListItem(id: "\(id)\(index)", content: "\(id)\(index)", view: TextCell.self)
            }
          }
        }
      }
    }
    await adapter.applyAndWait(model(["a", "b"]), animated: false)
    try host.scrollToItem(at: ItemPath(item: 2, section: 0), at: .start, animated: false)
    try host.scrollToItem(at: ItemPath(item: 4, section: 1), at: .start, animated: false)
    #expect(host.bandOffset(ofSection: 0) == 560)
    #expect(host.bandOffset(ofSection: 1) == 1_120)

    // The host puts every band back at 0 on a reload; the adapter scrolls each back, following
    // its section to its new index.
    adapter.reload(model(["new", "b", "a"]))
    #expect(host.bandOffset(ofSection: 0) == 0)
    #expect(host.bandOffset(ofSection: 1) == 1_120)
    #expect(host.bandOffset(ofSection: 2) == 560)
    #expect(
      host.indexPathsForVisibleItems.filter { $0.section == 2 }.map(\.item) == [2, 3])
  }

  @Test("a change above the reload threshold reloads, and keeps band offsets")
  func reloadFallbackKeepsBands() async throws {
    let clock = TestClock()
    let host = makeHost(clock)
    let adapter = ListAdapter(
      host: host, configuration: ListAdapter.Configuration(reloadThreshold: 2))
    await adapter.applyAndWait(
      feed(banners: ["b0", "b1", "b2", "b3"], products: 4), animated: false)
    try host.dragBand(ofSection: 0, by: 320, releasingWith: 0)
    #expect(host.bandOffset(ofSection: 0) == 320)
    let reloads = adapter.statistics.reloads

    await adapter.applyAndWait(
      feed(banners: ["b0", "b1", "b2", "b3"], products: 12), animated: false)

    #expect(adapter.statistics.reloads == reloads + 1)
    // 320 is no item position of this row (items start at 16 + 280 × k, their centres sit at
    // 24 less, their trailing edges at 48 less): the nearest is banner 1's leading edge, 296.
    #expect(host.bandOffset(ofSection: 0) == 296)
  }
}
