import Foundation
import Trellis
import TrellisTesting

/// A row cell driven by a cell presenter.
final class RowCell: HeadlessCell {
  var text = ""
  var renders = 0
  override var snapshotText: String { text }
}

/// Presents one row cell: it shows what its holder tells it.
final class RowPresenter: ReusablePresenter<RowCell> {
  var title = ""
  override func onUpdate(view: RowCell, context: UpdateContext) {
    view.text = title
    view.renders += 1
  }
}

/// The page's cart: a service the holders find up the tree.
@MainActor
final class CartService {
  private(set) var items: [String] = []
  func toggle(_ name: String) {
    if let index = items.firstIndex(of: name) {
      items.remove(at: index)
    } else {
      items.append(name)
    }
  }
}

/// Receives cart changes.
@MainActor
protocol CartObserving: AnyObject {
  func cartDidChange(count: Int)
}

/// A product row's holder: it owns whether the product is in the cart.
final class ProductHolder: ItemHolder<RowPresenter> {
  let name: String
  private var inCart = false

  init(_ name: String) {
    self.name = name
    super.init(id: name)
  }

  override func size(fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 36)
  }

  override func onUpdate(cellPresenter: RowPresenter, context: UpdateContext) {
    cellPresenter.title = "\(inCart ? "[x]" : "[ ]") \(name)"
  }

  /// Adds or removes the product, then tells the page.
  func tap() {
    guard let cart = service(CartService.self) else { return }
    cart.toggle(name)
    setState { inCart.toggle() }
    notify(CartObserving.self, scope: .global) { $0.cartDidChange(count: cart.items.count) }
  }
}

/// The cart summary row: it listens for cart changes.
final class CartHolder: ItemHolder<RowPresenter>, CartObserving {
  private var count = 0

  init() { super.init(id: "cart") }

  override func size(fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 36)
  }

  override func onUpdate(cellPresenter: RowPresenter, context: UpdateContext) {
    cellPresenter.title = "Cart: \(count) item\(count == 1 ? "" : "s")"
  }

  func cartDidChange(count: Int) { setState { self.count = count } }
}

/// A presenter-driven page: a list of holders, a cart service, and notifications.
@MainActor
final class PresenterExample: CatalogExample {
  static let name = "presenter"
  static let summary = "presenters: item holders, a cart service, notifications"
  static let demo: [CatalogKey] = [.down, .down, .select, .down, .select, .select]

  private let host: HeadlessCollectionView
  private let page: PagePresenter<ListPresenter>
  private let scheduler = ManualUpdateScheduler()
  private let section = SectionPresenter(id: "products")
  private var focus: Int?

  init(viewport: CGSize) throws {
    host = HeadlessCollectionView(viewportSize: viewport)
    let list = ListPresenter(host: host)
    section.setHolders(
      [CartHolder()] + ["Lamp", "Chair", "Desk", "Rug", "Vase", "Clock"].map(ProductHolder.init))
    list.appendSection(section)
    page = PagePresenter(root: list, scheduler: scheduler)
    page.services.register(CartService.self, instance: CartService())
    page.load()
    scheduler.flush()
  }

  var status: String {
    let renders = host.indexPathsForVisibleItems.compactMap {
      (host.cellForItem(at: $0) as? RowCell)?.renders
    }
    return "cell renders: \(renders.map(String.init).joined(separator: " "))"
  }

  func handle(_ key: CatalogKey) throws {
    let count = section.holders.count
    switch key {
    case .down: focus = min((focus ?? -1) + 1, count - 1)
    case .up: focus = max((focus ?? 1) - 1, 0)
    case .select:
      if let focus { (section.holders[focus] as? ProductHolder)?.tap() }
    default: break
    }
    scheduler.flush()
  }

  func draw(into canvas: inout Canvas) {
    drawVisible(
      of: host, into: &canvas, top: 0, focus: focus.map { ItemPath(item: $0, section: 0) })
  }
}
