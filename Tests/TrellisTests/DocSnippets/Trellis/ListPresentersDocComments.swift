// swift-format-ignore-file

// The examples of the list presenters' doc comments (ListPresenter, SectionPresenter,
// ItemHolder, ReusablePresenter), compiled (DocSnippetTests checks that each appears here
// verbatim) and run where cheap.
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The products, cells, presenters and holders of the list presenters' examples.
@MainActor
enum ListPresenterDocs {
  typealias Product = DocPricedProduct

  final class ProductCell: HeadlessCell {  // a UICollectionViewCell in an app
    var title = ""
    override var snapshotText: String { title }
  }

  final class TitleCell: HeadlessCell {
    var text = ""
    override var snapshotText: String { text }
  }

  final class TitleView: HeadlessSupplementaryView, ConfigurableView {
    var text = ""
    func configure(with content: String) { text = content }
  }

  final class ProductCellPresenter: ReusablePresenter<ProductCell> {
    var title = ""
    override func onUpdate(view: ProductCell, context: UpdateContext) {
      view.title = title
    }
  }

  final class ProductHolder: ItemHolder<ProductCellPresenter> {
    var product: Product
    init(_ product: Product) {
      self.product = product
      super.init(id: product.id)
    }
    override func onUpdate(cellPresenter: ProductCellPresenter, context: UpdateContext) {
      cellPresenter.title = product.title   // rendered in the same pass
    }
  }

  final class TitleCellPresenter: ReusablePresenter<TitleCell> {
    var title = ""
    override func onUpdate(view: TitleCell, context: UpdateContext) { view.text = title }
  }

  final class ImageCellPresenter: ReusablePresenter<TitleCell> {
    var image: String?
    override func prepareForReuse() { image = nil }
  }

  /// A list presenter that shows an empty state.
  final class FeedList: ListPresenter {
    let emptyState = ListSection(id: "empty") {
      ListItem(id: "empty", content: "Nothing yet", view: DocTitleCell.self)
    }
    override func makeModel() -> ListModel {
      var model = super.makeModel()
      if model.sections.allSatisfy(\.items.isEmpty) { model.sections.append(emptyState) }
      return model
    }
    override func onUpdate(context: UpdateContext) { super.onUpdate(context: context) }
    override func onBindView() {
      super.onBindView()
    }
    override func onUnbindView() {
      super.onUnbindView()
    }
  }

  /// A section presenter that overrides its attach and detach.
  final class LoggingSection: SectionPresenter {
    override func onAttach(to parent: Presenter) { super.onAttach(to: parent) }
    override func onDetach(from parent: Presenter) { super.onDetach(from: parent) }
  }

  /// A holder whose cell presenter has a delegate.
  final class DelegatingHolder: ItemHolder<DelegatingCells.ProductCellPresenter> {
    typealias ProductCellPresenter = DelegatingCells.ProductCellPresenter
    var product = Product(id: 1, title: "Apple")
    var isExpanded = false
    override func onBind(cellPresenter: ProductCellPresenter) { cellPresenter.delegate = self }
    override func onUpdate(cellPresenter: ProductCellPresenter, context: UpdateContext) {
      cellPresenter.title = product.title
    }
    override func onUnbind(cellPresenter: ProductCellPresenter) { cellPresenter.delegate = nil }
    override func size(fitting container: CGSize) -> CGSize? {
      CGSize(width: container.width, height: isExpanded ? 120 : 44)
    }
    func expand() {
      setState { isExpanded = true }
      invalidateSize(animated: true)
    }
  }

  /// A holder that loads while it is in a list.
  final class LoadingHolder: ItemHolder<ProductCellPresenter> {
    var loads = 0
    func load() { loads += 1 }
    func cancelLoad() { loads -= 1 }
    override func onAttach(to parent: Presenter) { super.onAttach(to: parent); load() }
    override func onDetach(from parent: Presenter) { cancelLoad(); super.onDetach(from: parent) }
  }
}

/// A cell presenter with a delegate, for ``ListPresenterDocs/DelegatingHolder``.
@MainActor
enum DelegatingCells {
  final class ProductCellPresenter: ReusablePresenter<ListPresenterDocs.ProductCell> {
    var title = ""
    weak var delegate: ListPresenterDocs.DelegatingHolder?
  }
}

extension ListPresenterDocs {
  /// A list of two products on a headless collection view, loaded.
  static func loadedList() -> (
    ListPresenter, SectionPresenter, PagePresenter<ListPresenter>
  ) {
    let products = [
      Product(id: 1, title: "Apple", price: 2), Product(id: 2, title: "Pear", price: 1),
    ]
    let collectionView = docHost()
    let holders = products.map(ProductHolder.init)
    let list = ListPresenter(host: collectionView)
    let section = SectionPresenter(id: "products")
    section.setHolders(holders)
    list.appendSection(section)
    let page = PagePresenter(root: list)
    page.load()                                    // the first model reloads the host
    holders[0].setState { holders[0].product.isFavorite = true }  // renders its visible cell
    let holder = holders[1]
    holder.setState { holder.product.title = "New" }   // reconfigures only its visible cell
    return (list, section, page)
  }
}

extension ListPresenterDocs {
  @Suite("Doc-comment examples: list presenters")
  @MainActor
  struct ListPresentersDocCommentTests {
    @Test("a list, its sections and holders")
    func lists() throws {
      let (list, section, page) = ListPresenterDocs.loadedList()
      let values = docValues {
        list.sections.map(\.id)
        list.modelsApplied   // 1 after the first pass
        section.holders.map(\.id)
        section.list?.adapter.displayedModel
        section.holders.map(\.id)
      }
      #expect(values.count == 5)
      list.appendSection(SectionPresenter(id: "more"))
      let holder = section.holders[1]
      let product = Product(id: 2, title: "Pear")
      let ids = docValues {
        holder.id == AnyListID(product.id)
        holder.section?.id
        holder.list?.adapter
        holder.cellPresenters.count   // 0 when off screen, 2 during a cross-fade
      }
      #expect(ids.first as? Bool == true)
      section.moveHolder(holder, to: 0)
      list.updateList { print("on screen") }
      let pinned = SectionPresenter(id: "pinned")
      let products = section
      list.setSections([pinned, products])
      #expect(list.sections.map(\.id) == [AnyListID("pinned"), AnyListID("products")])
      _ = page
    }

    @Test("sections: headers, footers and holders")
    func sections() throws {
      let (_, section, _) = ListPresenterDocs.loadedList()
      let product = Product(id: 3, title: "Plum", price: 3)
      let products = [product]
      section.header = ListItem(id: "h", content: "Fruit", view: TitleView.self)
      section.footer = nil
      section.headerHolder = TitleHeaderHolder(id: "h", title: "Fruit")
      section.footerHolder = nil   // the footer view goes, its presenter unbinds
      section.setHolders(products.sorted { $0.price < $1.price }.map(ProductHolder.init))
      section.appendHolder(ProductHolder(product))
      let holder = section.holders[0]
      section.moveHolder(holder, to: 0)
      section.removeHolder(holder)
      section.insertHolder(ProductHolder(product), at: 0)
      let collection = ListPresenter(host: docHost())
      do {
        let list = collection
        let section = SectionPresenter(id: "products")
        section.header = ListItem(id: "title", content: "Products", view: TitleView.self)
        section.setHolders(products.map(ProductHolder.init))
        list.appendSection(section)
      }
      do {
        let header = TitleHeaderHolder(id: "fruit-header", title: "Fruit")
        let fruit = SectionPresenter(id: "fruit", header: header)
        header.setState { header.title = "Fruit (3)" }   // renders only the visible header
        #expect(fruit.headerHolder === header)
      }
      let made = docValues {
        SectionPresenter(id: "products")
        SectionPresenter(id: "fruit", header: TitleHeaderHolder(id: "h", title: "Fruit"))
        ListPresenter(host: HeadlessTableView(viewportSize: CGSize(width: 320, height: 480)))
      }
      #expect(made.count == 3)
    }

    @Test("holders, cell presenters and reuse")
    func holdersAndPresenters() {
      let presenter = TitleCellPresenter()
      let values = docValues {
        presenter.holder?.id
      }
      #expect(values.count == 1)
      let holder = ListPresenterDocs.DelegatingHolder(id: 1)
      holder.expand()
      let bound = docValues {
        holder.boundCellPresenters.map(\.view)
      }
      #expect(bound.count == 1)
      let list = ListPresenterDocs.FeedList(host: docHost())
      #expect(list.makeModel().sections.count == 1)
      let size = CGSize(width: 320, height: 480)
      let table = docValues {
        ListPresenter(host: HeadlessTableView(viewportSize: size))
      }
      #expect(table.count == 1)
    }
  }
}
