import Trellis

/// A banner of the home feed's carousel.
final class BannerCell: ConfigurableView {
  var title = ""
  func configure(with content: String) { title = content }
}

/// A product tile of the home feed's grid.
final class ProductCell: ConfigurableView {
  var product: Product?
  func configure(with content: Product) { product = content }
}

/// A section title.
final class TitleView: ConfigurableView {
  var title = ""
  func configure(with content: String) { title = content }
}

/// A status row: loading, or an error with a retry action.
final class StatusCell: ConfigurableView {
  var status = ""
  func configure(with content: String) { status = content }
}

/// A product the feed sells.
struct Product: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var name: String
  var price: Int

  var description: String { "\(name) $\(price)" }
}

/// The home feed: a banner carousel, a sectioned product grid, and a loading row while more
/// pages can be loaded.
enum HomeFeed {
  static let banners = ["Summer sale", "New arrivals", "Free shipping"]

  static func products(page: Int) -> [Product] {
    let names = ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock"]
    return names.enumerated().map { offset, name in
      Product(id: page * 100 + offset, name: "\(name) \(page)", price: 10 + offset * 5 + page)
    }
  }

  static func model(page: Int, hasNext: Bool) -> ListModel {
    ListModel(page: page, hasNext: hasNext) {
      Section("banners", banners) { ListItem(id: $0, content: $0, view: BannerCell.self) }
      for loaded in 1...page {
        Section(
          "products-\(loaded)", products(page: loaded),
          header: ListItem(id: "header-\(loaded)", content: "Page \(loaded)", view: TitleView.self)
        ) { ListItem($0, view: ProductCell.self) }
      }
      if hasNext {
        Section("status") { ListItem(id: "loading", content: "Loading…", view: StatusCell.self) }
      }
    }
  }
}
