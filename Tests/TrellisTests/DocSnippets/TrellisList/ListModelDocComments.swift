// swift-format-ignore-file
// The examples of ListModel's, ListSection's and the builders' doc comments, compiled and run
// (DocSnippetTests checks that each appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The content and views of the model examples.
@MainActor
enum ModelDocs {
  struct Entity: Identifiable, Equatable, Sendable {
    let id: String
    var isDelayed = false
  }
  struct Category: Identifiable, Sendable {
    let id: String
    var products: [Entity]
  }
  enum State { case empty, full }

  final class TitleCell: HeadlessCell, ConfigurableView {
    func configure(with content: String) {}
  }
  final class HeaderView: HeadlessSupplementaryView, ConfigurableView {
    func configure(with content: String) {}
  }
  final class EntityCell: HeadlessCell, ConfigurableView {
    func configure(with content: Entity) {}
  }
}

extension ModelDocs {
  @Suite("Doc-comment examples: ListModel, ListSection and the builders")
  @MainActor
  struct ListModelDocCommentTests {
    typealias VegetableCell = EntityCell
    typealias PostCell = EntityCell
    typealias ProductCell = EntityCell
    typealias PromoCell = EntityCell
    typealias TagCell = EntityCell
    typealias OrderCell = EntityCell
    typealias DelayCell = EntityCell
    typealias BannerCell = EntityCell
    typealias PhotoCell = EntityCell

    func entities(_ prefix: String, _ count: Int) -> [ModelDocs.Entity] {
      (0..<count).map { ModelDocs.Entity(id: "\(prefix)\($0)") }
    }

    @Test("building models and sections")
    func building() {
      let showPears = true
      let vegetables = entities("veg", 2)
      let posts = entities("post", 3)
      let categories = [ModelDocs.Category(id: "fruit", products: entities("p", 2))]
      let header = ListItem(id: "h", content: "Header", view: TitleCell.self)
      let optionalBanner: ListItem? = nil
      let products = entities("product", 2)
      let isLoading = true
      let (loadingItem, retryItem) = (ListItem(id: "loading", content: "…", view: TitleCell.self), ListItem(id: "retry", content: "Retry", view: TitleCell.self))
      let state = ModelDocs.State.empty
      let (emptyItem, fullItem) = (ListItem(id: "empty", content: "Empty", view: TitleCell.self), ListItem(id: "full", content: "Full", view: TitleCell.self))
      let promo: ModelDocs.Entity? = ModelDocs.Entity(id: "promo")
      let tags = entities("tag", 2)
      let fruitHeader = ListItem(id: "fruit-header", content: "Fruit", view: HeaderView.self)
      let orders = [ModelDocs.Entity(id: "o1"), ModelDocs.Entity(id: "o2", isDelayed: true)]
      let (apple, pear) = (ListItem(id: "apple", content: "Apple", view: TitleCell.self), ListItem(id: "pear", content: "Pear", view: TitleCell.self))
      let banners = entities("banner", 3)
      let photos = [ListItem]()
      let badgeItem = ListItem(id: "badge", content: "3", view: HeaderView.self)
      let models = docValues {
        let model = ListModel {
          ListSection(id: "fruit") {
            ListItem(id: "apple", content: "Apple", view: TitleCell.self)
            if showPears { ListItem(id: "pear", content: "Pear", view: TitleCell.self) }
          }
          ListSection(id: "veg", vegetables) { veg in ListItem(veg, view: VegetableCell.self) }
        }
        model
        ListModel(page: 1, hasNext: true) {
          ListSection(id: "feed") { for post in posts { ListItem(post, view: PostCell.self) } }
        }
        ListModel(categories) { category in
          ListSection(id: category.id, category.products) { ListItem($0, view: ProductCell.self) }
        }
        ListModel {
          ListSection(id: "a") {
            header                                 // an item
            optionalBanner                         // an optional item: nothing when nil
            products.map { ListItem($0, view: ProductCell.self) }  // an array
            if isLoading { loadingItem } else { retryItem }
            switch state { case .empty: emptyItem; case .full: fullItem }
            if let promo { ListItem(promo, view: PromoCell.self) }
            for tag in tags { ListItem(tag, view: TagCell.self) }
          }
        }
      }
      #expect((models[0] as? ListModel)?.sections.map(\.items.count) == [2, 2])
      #expect((models[3] as? ListModel)?.sections[0].items.count == 8)
      let sections = docValues {
        ListSection(id: "fruit", header: fruitHeader) {
          ListItem(id: "apple", content: "Apple", view: TitleCell.self)
        }
        ListSection(id: "orders", orders) { order in
          ListItem(order, view: OrderCell.self)
          if order.isDelayed { ListItem(id: "delay-\(order.id)", content: order, view: DelayCell.self) }
        }
        ListSection(id: "fruit") {
          ListItem(id: "apple", content: "Apple", view: TitleCell.self)
          ListItem(id: "pear", content: "Pear", view: TitleCell.self)
        }
        .header(ListItem(id: "fruit-header", content: "Fruit", view: HeaderView.self))
        ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) }
          .layout(.carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging))
        ListSection(id: "empty")
        ListSection(id: "fruit", items: [apple, pear])
        var section = ListSection(id: "photos", items: photos)
        section.layout = .grid(GridSection(columns: 2, interitemSpacing: 8,
                                           insets: LayoutInsets(all: 16)))
        section.layout?.itemCount  // 0: the host counts the items
        ListSection(id: "feed", posts) { ListItem($0, view: PostCell.self) }
          .supplementary("badge", badgeItem)
      }
      let grid = docValues {
        let photos = entities("photo", 4)
        ListSection(id: "photos", photos) { ListItem($0, view: PhotoCell.self) }
          .layout(.grid(GridSection(columns: 2, itemHeight: .fixed(120),
                                    interitemSpacing: 8, insets: LayoutInsets(all: 16))))
      }
      #expect((grid.first as? ListSection)?.items.count == 4)
      #expect((sections[1] as? ListSection)?.items.count == 3)
      #expect(sections[7] as? Int == 0)
    }

    @Test("editing and reading models")
    func editing() throws {
      let titles = ["a", "b", "c"]
      func abc() -> ListModel {
        ListModel(sections: titles.map { title in
          ListSection(id: title) { ListItem(id: title, content: title, view: TitleCell.self) }
        })
      }
      var model = ListModel {
        ListSection(id: "feed") {
          for title in titles { ListItem(id: title, content: title, view: TitleCell.self) }
        }
      }
      do { try model.removeItem(at: ItemPath(item: 9, section: 0)) }
      catch { print(error) }
      // item index 9 is out of range in section 0 (valid: 0...2)
      let items = [ListItem(id: "d", content: "d", view: TitleCell.self)]
      try model.append(contentsOf: items, toSectionWithID: "feed", matching: .all)
      let moreProducts = entities("more", 1)
      try model.appendSection(
        ListSection(id: "more", moreProducts) { ListItem($0, view: ProductCell.self) })
      try model.updateSections(id: "feed") { $0.footer = nil }
      let nextPage = [ListItem(id: 7, content: "Seven", view: TitleCell.self)]
      try model.append(contentsOf: nextPage, toSectionWithID: "feed")
      try model.replaceItem(ListItem(id: 7, content: "Renamed", view: TitleCell.self))
      let product = ModelDocs.Entity(id: "more0")
      let lookups = docValues {
        model[0].items.count
        model[ItemPath(item: 2, section: 0)].id
        model.sectionIndex(id: "feed")
        model.path(ofItem: product.id)
      }
      #expect(lookups[0] as? Int == 5)
      #expect(lookups[3] as? ItemPath == ItemPath(item: 0, section: 1))
      try model.removeItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
      do {
        var model = abc()
        // [a, b, c]
        try model.moveSection(from: 0, to: 2)  // [b, c, a]
        #expect(model.sections.map(\.id) == ["b", "c", "a"])
      }
      do {
        var model = ListModel {
          ListSection(id: "s") { for title in titles { ListItem(id: title, content: title, view: TitleCell.self) } }
        }
        // section 0: [a, b, c]
        try model.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
        // section 0: [b, c, a]
        #expect(model[0].items.map(\.id) == ["b", "c", "a"])
      }
      let firstPage = ListModel(page: 1, hasNext: true) {
        ListSection(id: "posts") { for title in titles { ListItem(id: title, content: title, view: TitleCell.self) } }
      }
      let secondPage = ListModel(page: 2, hasNext: false) {
        ListSection(id: "posts") { for title in ["d", "e"] { ListItem(id: title, content: title, view: TitleCell.self) } }
        ListSection(id: "footer")
      }
      var feed = firstPage          // sections "posts" (3 items), page 1, hasNext
      feed.merge(secondPage)        // "posts" (2 items), "footer"; page 2, no next
      // feed: "posts" (5 items), "footer"; page 2, no next
      #expect(feed[0].items.count == 5 && feed.page == 2 && !feed.hasNext)
    }
  }
}
