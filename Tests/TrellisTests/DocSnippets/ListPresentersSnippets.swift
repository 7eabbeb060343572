// The snippets of Trellis.docc/ListPresenters.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: List Presenters")
struct ListPresentersSnippets: DocArticleNames {
  @Test("a holder's state change renders its visible cell")
  func holderRendersItsCell() throws {
    let products = [Product(id: 1, name: "Apple"), Product(id: 2, name: "Pear")]

    final class ProductCell: HeadlessCell {  // a UICollectionViewCell in an app
      var title = ""
    }

    final class ProductCellPresenter: ReusablePresenter<ProductCell> {
      var title = ""
      override func onUpdate(view: ProductCell, context: UpdateContext) { view.title = title }
    }

    final class ProductHolder: ItemHolder<ProductCellPresenter> {
      var product: Product
      init(_ product: Product) {
        self.product = product
        super.init(id: product.id)
      }
      override func onUpdate(cellPresenter: ProductCellPresenter, context: UpdateContext) {
        cellPresenter.title = product.name
      }
      override func size(fitting container: CGSize) -> CGSize? {
        CGSize(width: container.width, height: 44)
      }
    }

    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let list = ListPresenter(host: host)
    let section = SectionPresenter(id: "products")
    section.setHolders(products.map(ProductHolder.init))
    list.appendSection(section)
    let page = PagePresenter(root: list)
    page.load()  // the first model reloads the host

    let holder = section.holders[0] as! ProductHolder
    holder.setState { holder.product.name = "Green apple" }  // only its visible cell renders

    #expect(host.indexPathsForVisibleItems.count == 2)
  }
}
