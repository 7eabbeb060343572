import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

// The snippets of the ListPresenters article and the DDPresenter migration guide about header and
// footer presenters, verbatim, and a test that runs them.

final class TitleHeader: HeadlessSupplementaryView {  // a UICollectionReusableView in an app
  var title = ""
}

final class TitleHeaderPresenter: ReusablePresenter<TitleHeader> {
  var title = ""
  override func onUpdate(view: TitleHeader, context: UpdateContext) { view.title = title }
}

final class TitleHeaderHolder: ItemHolder<TitleHeaderPresenter> {
  var title: String
  init(id: String, title: String) {
    self.title = title
    super.init(id: id)
  }
  override func onUpdate(cellPresenter: TitleHeaderPresenter, context: UpdateContext) {
    cellPresenter.title = title
  }
  override func size(fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 32)
  }
}

@MainActor
@Suite("Doc snippets: header and footer presenters")
struct HeaderPresenterSnippets {
  /// A page over a list on `host` whose section "fruit" has the "Fruit" header holder (the
  /// articles' snippet), loaded and its first pass flushed. The caller keeps the page alive.
  static func fruitPage(
    on host: any ListHost
  ) -> (
    list: ListPresenter, scheduler: ManualUpdateScheduler, header: TitleHeaderHolder,
    fruit: SectionPresenter, page: PagePresenter<ListPresenter>
  ) {
    let list = ListPresenter(host: host)
    let scheduler = ManualUpdateScheduler()
    let page = PagePresenter(root: list, scheduler: scheduler)

    let header = TitleHeaderHolder(id: "fruit-header", title: "Fruit")
    let fruit = SectionPresenter(id: "fruit", header: header)
    list.appendSection(fruit)
    page.load()

    scheduler.flush()
    return (list, scheduler, header, fruit, page)
  }

  @Test("a header holder renders its header view; its setState renders only that view")
  func headerHolder() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    let (list, scheduler, header, _, page) = Self.fruitPage(on: host)
    let view = try #require(
      host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 0)) as? TitleHeader)
    #expect(view.title == "Fruit")
    let statistics = list.adapter.statistics
    let operations = host.operations

    header.setState { header.title = "Fruit (3)" }  // renders only the header view on screen

    scheduler.flush()
    #expect(view.title == "Fruit (3)")
    #expect(list.adapter.statistics == statistics && host.operations == operations)
    #expect(header.boundCellPresenters.first?.view === view)
    withExtendedLifetime(page) {}
  }

  @Test("setting a footer holder shows it; removing the header holder unbinds its presenter")
  func replacing() throws {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480), style: .plain)
    let (_, scheduler, header, fruit, page) = Self.fruitPage(on: host)
    #expect(header.boundCellPresenters.count == 1)

    fruit.footerHolder = TitleHeaderHolder(id: "fruit-footer", title: "3 kinds")
    fruit.headerHolder = nil  // the header view goes; its presenter unbinds

    scheduler.flush()  // the batch is applied at once; only its animation is pending
    let path = ItemPath(item: 0, section: 0)
    #expect(host.supplementaryView(ofKind: .header, at: path) == nil)
    #expect((host.supplementaryView(ofKind: .footer, at: path) as? TitleHeader)?.title == "3 kinds")
    #expect(header.cellPresenters.isEmpty && header.parent == nil)
    withExtendedLifetime(page) {}
  }
}
