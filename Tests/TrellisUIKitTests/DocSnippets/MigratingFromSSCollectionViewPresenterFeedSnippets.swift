// The compositional example of Trellis.docc/MigratingFromSSCollectionViewPresenter.md (a paging
// banner row above a two-column grid), compiled and run as one list on the UIKit double's
// compositional layout (ListCompositionalLayout) and on the headless collection host: the row
// pages sideways, the grid scrolls vertically, and updates to either keep the other's offset.
// DocSnippetTests checks that the article's snippets appear here verbatim.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisTesting
  import TrellisUIKit
  @testable import UIKit

  enum SSFeed {
    struct Banner: Identifiable, Equatable, Sendable {
      let id: String
    }

    struct Product: Identifiable, Equatable, Sendable {
      let id: Int
    }

    /// A banner on UIKit.
    final class UIKitBannerCell: ListCollectionViewCell, ConfigurableView {
      private(set) var banner: Banner?
      func configure(with content: Banner) { banner = content }
    }

    /// A product on UIKit.
    final class UIKitProductCell: ListCollectionViewCell, ConfigurableView {
      private(set) var product: Product?
      func configure(with content: Product) { product = content }
    }

    /// A banner on the headless host.
    final class HeadlessBannerCell: HeadlessCell, ConfigurableView {
      private(set) var banner: Banner?
      func configure(with content: Banner) { banner = content }
      override var snapshotText: String { banner?.id ?? "" }
    }

    /// A product on the headless host.
    final class HeadlessProductCell: HeadlessCell, ConfigurableView {
      private(set) var product: Product?
      func configure(with content: Product) { product = content }
      override var snapshotText: String { product.map { "product \($0.id)" } ?? "" }
    }

    static func banners(_ count: Int) -> [Banner] { (0..<count).map { Banner(id: "banner \($0)") } }
    static func products(_ count: Int) -> [Product] { (0..<count).map { Product(id: $0) } }

    /// The article's model, for the cells of either host.
    static func feed<BannerCell: ConfigurableView, ProductCell: ConfigurableView>(
      banners: [Banner], products: [Product], _: BannerCell.Type, _: ProductCell.Type
    ) -> ListModel where BannerCell.Content == Banner, ProductCell.Content == Product {
      let model = ListModel {
        ListSection(
          id: "banners", banners,
          layout: .carousel(
            GridSection(itemWidth: .fractional(1), itemHeight: .fixed(200)), scrolling: .paging)
        ) { ListItem($0, view: BannerCell.self) }
        ListSection(
          id: "products", products,
          layout: .grid(GridSection(columns: 2, itemHeight: .fixed(150)))
        ) { ListItem($0, view: ProductCell.self) }
      }
      return model
    }

    static func uikitFeed(banners: Int = 3, products: Int = 20) -> ListModel {
      feed(
        banners: Self.banners(banners), products: Self.products(products), UIKitBannerCell.self,
        UIKitProductCell.self)
    }

    static func headlessFeed(banners: Int = 3, products: Int = 20) -> ListModel {
      feed(
        banners: Self.banners(banners), products: Self.products(products),
        HeadlessBannerCell.self, HeadlessProductCell.self)
    }
  }

  @MainActor
  @Suite("Doc: Migrating from SSCollectionViewPresenter (a paging row above a grid)")
  struct MigratingFromSSCollectionViewPresenterFeedSnippets {
    /// What a UIKit run measured: the band's offset, the list's offset, the visible banners.
    struct Reading: Equatable {
      var band: CGFloat
      var list: CGPoint
      var banners: [String]
    }

    @Test("on UIKit: one compositional list; the row pages, the grid scrolls, updates keep both")
    func uikit() async {
      let (readings, violations) = await withDouble { clock -> [String: Reading] in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let model = SSFeed.uikitFeed()

        let collectionView = UICollectionView(
          frame: view.bounds, collectionViewLayout: ListCompositionalLayout())
        let host = CollectionViewHost(collectionView: collectionView)
        let adapter = ListAdapter(host: host)  // keep both: the adapter holds its host weakly
        adapter.apply(model)

        view.addSubview(collectionView)
        let layout = collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
        @MainActor func settle() async {
          for _ in 0..<10 {
            await clock.advance(by: .seconds(1))
            UIKitDoubleEnvironment.settleAnimationsForTesting()
            collectionView.settleDeceleration()
            collectionView.layoutIfNeeded()
          }
        }
        @MainActor func read() -> Reading {
          Reading(
            band: layout.orthogonalOffset(ofSection: 0).x, list: collectionView.contentOffset,
            banners: collectionView.indexPathsForVisibleItems.sorted()
              .compactMap {
                (collectionView.cellForItem(at: $0) as? SSFeed.UIKitBannerCell)?.banner?.id
              }
          )
        }
        await settle()
        var readings = ["loaded": read()]
        // One section is a horizontally paging band, the other two columns of 150-point rows.
        #expect(layout.orthogonalContentLength(ofSection: 0) == 960)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 200 + 10 * 150))
        // A flick to the left on the banner row: it rests on the second banner.
        layout.dragOrthogonalSection(
          0, by: CGPoint(x: 60, y: 0), releasingWith: CGPoint(x: 1, y: 0))
        await settle()
        readings["band dragged"] = read()
        // The grid scrolls vertically; the band stays on its page.
        collectionView.drag(by: CGPoint(x: 0, y: 180))
        await settle()
        readings["list dragged"] = read()
        // An update to the grid keeps the band's offset and the list's.
        adapter.apply(SSFeed.uikitFeed(products: 24))
        await settle()
        readings["grid updated"] = read()
        // An update to the band keeps its offset and the list's.
        adapter.apply(SSFeed.uikitFeed(banners: 4, products: 24))
        await settle()
        readings["band updated"] = read()
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(collectionView.numberOfItems(inSection: 1) == 24)
        return readings
      }
      #expect(violations.isEmpty)
      #expect(readings["loaded"] == Reading(band: 0, list: .zero, banners: ["banner 0"]))
      #expect(readings["band dragged"] == Reading(band: 320, list: .zero, banners: ["banner 1"]))
      #expect(
        readings["list dragged"]
          == Reading(band: 320, list: CGPoint(x: 0, y: 180), banners: ["banner 1"]))
      #expect(readings["grid updated"] == readings["list dragged"])
      #expect(readings["band updated"] == readings["list dragged"])
    }

    @Test("headless: the same model; a flick pages the band, the list and updates keep offsets")
    func headless() async throws {
      let clock = TestClock()
      let model = SSFeed.headlessFeed()

      let values = try await docAsyncValues {
        let host = HeadlessCollectionView(
          viewportSize: CGSize(width: 320, height: 480), layout: .perSection(), clock: clock)
        let feed = ListAdapter(host: host)
        feed.apply(model, animated: false)
        try host.dragBand(ofSection: 0, by: 60, releasingWith: 0.4)  // a flick to the left
        await clock.advance(by: host.decelerationDuration)
        try host.settleDeceleration()
        host.bandOffset(ofSection: 0)  // 320: the second banner
        host.contentOffset  // (0, 0): the list did not move
        host
        feed
      }
      let host = try #require(values.compactMap { $0 as? HeadlessCollectionView }.first)
      let feed = try #require(values.compactMap { $0 as? ListAdapter }.first)
      #expect(values.compactMap { $0 as? CGFloat }.first == 320)
      #expect(values.compactMap { $0 as? CGPoint }.first == .zero)
      #expect(host.bandOffset(ofSection: 0) == 320)
      #expect(host.contentOffset == .zero)
      #expect(host.contentSize == CGSize(width: 320, height: 200 + 10 * 150))
      func banners() -> [String] {
        host.indexPathsForVisibleItems.filter { $0.section == 0 }
          .compactMap { (host.cellForItem(at: $0) as? SSFeed.HeadlessBannerCell)?.banner?.id }
      }
      #expect(banners() == ["banner 1"])
      // The grid scrolls vertically; the band stays on its page.
      try host.drag(to: CGPoint(x: 0, y: 180))
      #expect(host.bandOffset(ofSection: 0) == 320 && host.contentOffset.y == 180)
      // Updates to the grid, then to the band, keep both offsets.
      feed.apply(SSFeed.headlessFeed(products: 24), animated: false)
      #expect(host.bandOffset(ofSection: 0) == 320 && host.contentOffset.y == 180)
      feed.apply(SSFeed.headlessFeed(banners: 4, products: 24), animated: false)
      #expect(host.bandOffset(ofSection: 0) == 320 && host.contentOffset.y == 180)
      #expect(host.numberOfItems(inSection: 0) == 4 && host.numberOfItems(inSection: 1) == 24)
      #expect(banners() == ["banner 1"])
    }
  }
#endif
