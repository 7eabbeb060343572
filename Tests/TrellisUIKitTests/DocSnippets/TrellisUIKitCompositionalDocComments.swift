// swift-format-ignore-file

// The examples of ListCompositionalLayout's doc comments and of the "Compositional layouts and
// bands" article, compiled on the UIKit double (DocSnippetTests checks that each appears here
// verbatim) and run: the bring-your-own-layout example keeps Trellis's updates, selection,
// display events and a plugin on a compositional layout the user built.
#if os(Linux)
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
  final class CompositionalDocLog {
    var events: [String] = []
  }

  @Suite("Doc-comment examples: TrellisUIKit compositional layouts")
  @MainActor
  struct TrellisUIKitCompositionalDocCommentTests {
    static func texts(_ prefix: String, _ count: Int, log: CompositionalDocLog? = nil) -> [ListItem] {
      (0..<count).map { index in
        let item = ListItem(id: "\(prefix)\(index)", content: "\(prefix)\(index)", view: UIKitTextCell.self)
        guard let log else { return item }
        return item
          .onWillDisplay { item, _ in MainActor.assumeIsolated { log.events.append("show \(item.id.base)") } }
          .onSelect { item in MainActor.assumeIsolated { log.events.append("select \(item.id.base)") } }
      }
    }

    @Test("ListCompositionalLayout's examples")
    func docComments() async {
      let (sections, violations) = await withDouble { clock in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let banners = Self.texts("b", 3)
        let products = Self.texts("p", 4)
        let layout = ListCompositionalLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let host = CollectionViewHost(collectionView: collectionView)
        let adapter = ListAdapter(host: host)
        adapter.apply(ListModel(sections: [
          ListSection(id: "banners", items: banners)
            .layout(.carousel(GridSection(itemWidth: .fractional(0.85), itemHeight: .fixed(160)),
                              scrolling: .groupPaging)),
          ListSection(id: "products", items: products)
            .layout(.grid(GridSection(columns: 2, itemHeight: .fixed(220), interitemSpacing: 8,
                                      groupSpacing: 8))),
        ]))
        collectionView.frame = window.bounds
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let spaced = docValues {
          ListCompositionalLayout(defaultSection: .table(TableSection()), sectionSpacing: 16)
        }
        #expect((spaced.first as? ListCompositionalLayout)?.configuration.interSectionSpacing == 16)
        return layout.geometry.sections.map { $0.definition?.orthogonalScrollingBehavior }
      }
      #expect(violations.isEmpty)
      #expect(sections == [.groupPaging, UICollectionLayoutSectionOrthogonalScrollingBehavior.none])
    }

    @Test("the article's carousel on a band: centred pages, paged by the carousel")
    func articleCarouselOnABand() async {
      final class PageControl { var currentPage = 0 }
      let (result, violations) = await withDouble { clock in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let pageControl = PageControl()
        let banners = Self.texts("b", 5)
        let products = Self.texts("p", 20)
        let pagedLayout = ListCompositionalLayout()
        let pagedView = UICollectionView(frame: view.bounds, collectionViewLayout: pagedLayout)
        let pagedHost = CollectionViewHost(collectionView: pagedView)
        let pagedFeed = ListAdapter(host: pagedHost)
        let banner = ListCarousel(sectionID: "banners", alignment: .center, isInfinite: true)
        pagedFeed.attach(banner)
        banner.pageDidAppear += { page in pageControl.currentPage = page }
        pagedFeed.apply(ListModel(sections: [
          ListSection(id: "banners", items: banners,
                      layout: .carousel(GridSection(itemWidth: .fractional(0.85),
                                                    itemHeight: .fixed(160), groupSpacing: 10,
                                                    insets: LayoutInsets(left: 16, right: 16)),
                                        scrolling: .groupPagingCentered)),
          ListSection(id: "products", items: products,
                      layout: .grid(GridSection(columns: 2, itemHeight: .fixed(100)))),
        ]))
        view.addSubview(pagedView)
        pagedView.layoutIfNeeded()
        await clock.advance(by: .milliseconds(300))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        pagedView.layoutIfNeeded()
        banner.moveToNextPage(animated: false)
        return (banner.isOnBand, banner.currentPage, pageControl.currentPage)
      }
      #expect(violations.isEmpty)
      #expect(result.0)
      #expect(result.1 == 1)
      #expect(result.2 == 1)
    }

    @Test("the article's feed: a paging banner row above a two-column grid")
    func articleFeed() async {
      let ((behaviours, visible), violations) = await withDouble { clock in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let banners = Self.texts("b", 5)
        let products = Self.texts("p", 20)
        let layout = ListCompositionalLayout()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        let host = CollectionViewHost(collectionView: collectionView)
        let adapter = ListAdapter(host: host)
        adapter.apply(ListModel(sections: [
          ListSection(id: "banners", items: banners,
                      layout: .carousel(GridSection(itemWidth: .fractional(0.85),
                                                    itemHeight: .fixed(160), groupSpacing: 10,
                                                    insets: LayoutInsets(left: 16, right: 16)),
                                        scrolling: .groupPaging)),
          ListSection(id: "products", items: products,
                      layout: .grid(GridSection(columns: 2, itemHeight: .fixed(100),
                                                interitemSpacing: 10, groupSpacing: 10,
                                                insets: LayoutInsets(all: 16)))),
        ]))
        view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (
          layout.geometry.sections.map { $0.definition?.orthogonalScrollingBehavior },
          collectionView.indexPathsForVisibleItems.count
        )
      }
      #expect(violations.isEmpty)
      #expect(behaviours == [.groupPaging, UICollectionLayoutSectionOrthogonalScrollingBehavior.none])
      // Two banners, and three rows of products (the first at 176, the third at 396).
      #expect(visible == 8)
    }

    @Test("your own compositional layout keeps updates, selection, display events and plugins")
    func bringYourOwnLayout() async {
      let log = CompositionalDocLog()
      let (result, violations) = await withDouble { clock in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let rows = Self.texts("r", 20, log: log)
        let loadPage: @MainActor @Sendable (Int) -> Void = { page in log.events.append("load \(page)") }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let ownLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let ownCollectionView = UICollectionView(frame: view.bounds, collectionViewLayout: ownLayout)
        let ownHost = CollectionViewHost(collectionView: ownCollectionView)
        let feed = ListAdapter(host: ownHost)
        let paginator = ListPaginator(distance: .points(600))
        paginator.pageRequested += { request in loadPage(request.page) }
        feed.attach(paginator)
        feed.apply(ListModel(sections: [ListSection(id: "rows", items: rows)], page: 1, hasNext: true))
        view.addSubview(ownCollectionView)
        ownCollectionView.layoutIfNeeded()
        let loaded = log.events
        log.events = []
        // An animated update: a row inserted at the top, one removed.
        let fixture = (clock: clock, view: ownCollectionView)
        var updated = Self.texts("r", 20, log: log)
        updated.remove(at: 5)
        updated.insert(contentsOf: Self.texts("new", 1, log: log), at: 0)
        feed.apply(ListModel(sections: [ListSection(id: "rows", items: updated)], page: 1, hasNext: true))
        for _ in 0..<5 where ownCollectionView.batchesInFlight > 0 || feed.isApplying {
          await fixture.clock.advance(by: .milliseconds(300))
          UIKitDoubleEnvironment.settleAnimationsForTesting()
        }
        let afterUpdate = log.events
        log.events = []
        ownCollectionView.tapItem(at: IndexPath(item: 2, section: 0))
        let afterTap = log.events
        log.events = []
        // Scrolling near the end asks for the next page.
        ownCollectionView.contentOffset = CGPoint(x: 0, y: 20 * 44 - 440 - 100)
        ownCollectionView.layoutIfNeeded()
        let texts = ownCollectionView.indexPathsForVisibleItems.sorted().prefix(3).map {
          (ownCollectionView.cellForItem(at: $0) as? UIKitTextCell)?.text ?? "-"
        }
        return (loaded, afterUpdate, afterTap, log.events, texts)
      }
      let (loaded, afterUpdate, afterTap, afterScroll, texts) = result
      #expect(violations.isEmpty)
      #expect(loaded == (0..<10).map { "show r\($0)" })
      #expect(afterUpdate == ["show new0"])
      #expect(afterTap == ["select r1"])
      #expect(afterScroll.contains("load 2"))
      #expect(texts == ["r7", "r8", "r9"])
    }
  }
#endif
