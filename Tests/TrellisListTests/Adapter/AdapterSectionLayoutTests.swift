import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
@_spi(Testing) import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// Per-section layouts through `ListAdapter.apply`: each section's description reaches the host,
/// and a change of description alone lays out that section again, with no batch.
@Suite("List adapter: a layout per section")
@MainActor
struct AdapterSectionLayoutTests {
  private static let banner = MixedSection.carousel(
    GridSection(itemHeight: .fixed(120)), scrolling: .paging)
  private static let twoColumns = MixedSection.grid(
    GridSection(
      columns: 2, itemHeight: .fixed(100), interitemSpacing: 10, groupSpacing: 10,
      insets: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)))
  private static let rows = MixedSection.table(TableSection(rowHeight: 44))

  private func model(products: MixedSection = twoColumns, productCount: Int = 4) -> ListModel {
    ListModel {
      ListSection(id: "banners", layout: Self.banner) {
        for index in 0..<3 { ListItem(id: "b\(index)", content: "b\(index)", view: TextCell.self) }
      }
      ListSection(id: "products", layout: products) {
        for index in 0..<productCount {
          ListItem(id: "p\(index)", content: "p\(index)", view: TextCell.self)
        }
      }
      ListSection(id: "more", layout: Self.rows) {
        for index in 0..<2 { ListItem(id: "r\(index)", content: "r\(index)", view: TextCell.self) }
      }
    }
  }

  private func makeHost(_ clock: TestClock<Duration>) -> HeadlessCollectionView {
    HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 600), layout: .perSection(), clock: clock)
  }

  /// A host of ``makeHost(_:)`` on a new test clock, and an adapter that shows `model()` on it.
  private func showingModel() async -> (
    clock: TestClock<Duration>, host: HeadlessCollectionView, adapter: ListAdapter
  ) {
    let clock = TestClock()
    let host = makeHost(clock)
    let adapter = ListAdapter(host: host)
    await adapter.applyAndWait(model())
    return (clock, host, adapter)
  }

  @Test("each section is laid out by the description the model gives it")
  func sectionsUseTheirDescriptions() async {
    let (_, host, _) = await showingModel()
    #expect(
      host.frameForItem(at: ItemPath(item: 1, section: 0))
        == CGRect(x: 320, y: 0, width: 320, height: 120))
    #expect(
      host.frameForItem(at: ItemPath(item: 1, section: 1))
        == CGRect(x: 165, y: 128, width: 139, height: 100))
    #expect(
      host.frameForItem(at: ItemPath(item: 0, section: 2))
        == CGRect(x: 0, y: 346, width: 320, height: 44))
  }

  @Test("a layout-only change lays out that section again, with no batch and no reload")
  func layoutOnlyChange() async throws {
    let (clock, host, adapter) = await showingModel()
    let before = adapter.statistics
    let layoutBefore = try #require(host.currentLayout as? ListLayout<MixedLayout>)
    let three = MixedSection.grid(GridSection(columns: 3, itemHeight: .fixed(80)))

    await adapter.applyAndWait(model(products: three))

    #expect(adapter.statistics.batches == before.batches)
    #expect(adapter.statistics.reloads == before.reloads)
    let layoutAfter = try #require(host.currentLayout as? ListLayout<MixedLayout>)
    // The four products, and nothing else, were placed again.
    #expect(layoutAfter.framesComputed - layoutBefore.framesComputed == 4)
    #expect(
      host.frameForItem(at: ItemPath(item: 1, section: 1))
        == CGRect(x: 106, y: 120, width: 106, height: 80))
    let fresh = makeHost(clock)
    let freshAdapter = ListAdapter(host: fresh)
    await freshAdapter.applyAndWait(model(products: three))
    #expect(host.snapshot() == fresh.snapshot())
  }

  @Test(
    "off the main actor, a layout-only change lays out that section again, found with the diff")
  func layoutOnlyChangeOffMain() async throws {
    let clock = TestClock()
    let host = makeHost(clock)
    let scheduler = TestListDiffScheduler()
    let adapter = ListAdapter(
      host: host,
      configuration: ListAdapter.Configuration(offMainDiffing: .always, diffScheduler: scheduler))
    adapter.apply(model(), animated: false)  // the first load reloads: no diff
    let before = adapter.statistics
    let layoutBefore = try #require(host.currentLayout as? ListLayout<MixedLayout>)
    let three = MixedSection.grid(GridSection(columns: 3, itemHeight: .fixed(80)))

    adapter.apply(model(products: three), animated: false)
    #expect(adapter.isDiffing)
    scheduler.runNext()

    #expect(!adapter.isDiffing)
    #expect(adapter.statistics.diffsOffMain == before.diffsOffMain + 1)
    #expect(adapter.statistics.batches == before.batches)
    #expect(adapter.statistics.reloads == before.reloads)
    let layoutAfter = try #require(host.currentLayout as? ListLayout<MixedLayout>)
    // The four products, and nothing else, were placed again.
    #expect(layoutAfter.framesComputed - layoutBefore.framesComputed == 4)
    #expect(
      host.frameForItem(at: ItemPath(item: 1, section: 1))
        == CGRect(x: 106, y: 120, width: 106, height: 80))

    // With item changes too: the batch, then the section laid out in its new description.
    adapter.apply(model(products: Self.twoColumns, productCount: 6), animated: false)
    scheduler.runNext()
    #expect(adapter.statistics.batches == before.batches + 1)
    let fresh = makeHost(clock)
    let freshAdapter = ListAdapter(host: fresh)
    await freshAdapter.applyAndWait(model(products: Self.twoColumns, productCount: 6))
    #expect(host.snapshot() == fresh.snapshot())
  }

  @Test("a layout change with item changes animates the items and ends in the new layout")
  func layoutAndItemChange() async {
    let (clock, host, adapter) = await showingModel()
    let three = MixedSection.grid(GridSection(columns: 3, itemHeight: .fixed(80)))
    let batches = adapter.statistics.batches
    adapter.apply(model(products: three, productCount: 6), animated: true) {}
    await clock.advance(by: .seconds(1))
    host.settleAnimations()
    #expect(adapter.statistics.batches == batches + 1)
    let fresh = makeHost(clock)
    let freshAdapter = ListAdapter(host: fresh)
    await freshAdapter.applyAndWait(model(products: three, productCount: 6))
    #expect(host.snapshot() == fresh.snapshot())
  }
}
