import Clocks
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisListPresenters
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

/// A header or footer view: what its presenter rendered, and how many times.
final class HeaderView: HeadlessSupplementaryView, TitleRendering {
  var text: String?
  var renderCount = 0
  static let presenterPrefix = "h"

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  override var snapshotText: String { "header \(text ?? "-")" }
}

/// A service the header presenters look up.
@MainActor
final class Greeting {
  let text: String
  init(_ text: String) { self.text = text }
}

/// The presenter of a ``HeaderView``: shows its title and logs its callbacks.
typealias HeaderPresenter = TitlePresenter<HeaderView>

/// A header (or footer) holder: owns a title and a height and pushes them to its presenters.
final class HeaderHolder: TitleHolder<HeaderView> {
  init(_ name: String, log: CallLog?, counter: RenderCounter) {
    super.init(
      id: name, name: name, title: name, height: 30, viewNoun: "View", log: log,
      counter: counter)
  }

  override func onAttachToRoot(_ root: Presenter) { log?.add("\(name).attachToRoot") }

  override func onDetachFromRoot(_ root: Presenter) { log?.add("\(name).detachFromRoot") }
}

/// A header view of another type than ``HeaderView``.
final class BannerView: HeadlessSupplementaryView {}

/// The presenter of a ``BannerView``.
final class BannerPresenter: ReusablePresenter<BannerView> {}

/// A header holder whose view is a ``BannerView``.
final class BannerHolder: ItemHolder<BannerPresenter> {
  init() { super.init(id: "banner") }

  override func size(fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 40)
  }
}

/// A page of sections with header holders (and footer holders when asked), each with `rows`
/// row holders, on a headless host with a manual scheduler.
@MainActor
struct HeaderFixture: ListPageFixture {
  let clock = TestClock()
  let host: HeadlessListView
  let list: ListPresenter
  let sections: [SectionPresenter]
  let headers: [HeaderHolder]
  let footers: [HeaderHolder]
  let page: PagePresenter<ListPresenter>
  let scheduler = ManualUpdateScheduler()
  let log = CallLog()
  /// Counts the header and footer presenters and their renders.
  let counter = RenderCounter()
  /// Counts the row presenters and their renders.
  let rowCounter = RenderCounter()

  init(
    _ kind: HostKind, sections count: Int = 20, rows: Int = 4, footers withFooters: Bool = false,
    logging: Bool = false, height: CGFloat = 200
  ) {
    host = kind.make(clock: clock, viewport: CGSize(width: 320, height: height))
    list = ListPresenter(host: host)
    let log = logging ? log : nil
    var sections: [SectionPresenter] = []
    var headers: [HeaderHolder] = []
    var footers: [HeaderHolder] = []
    for index in 0..<count {
      let header = HeaderHolder("S\(index)", log: log, counter: counter)
      let footer = withFooters ? HeaderHolder("F\(index)", log: log, counter: counter) : nil
      let section = SectionPresenter(id: index, header: header, footer: footer)
      let rowCounter = rowCounter
      section.setHolders(
        (0..<rows).map { RowHolder(index * 100 + $0, log: nil, counter: rowCounter) })
      headers.append(header)
      if let footer { footers.append(footer) }
      sections.append(section)
    }
    self.sections = sections
    self.headers = headers
    self.footers = footers
    list.setSections(sections)
    page = PagePresenter(root: list, scheduler: scheduler)
    page.load()
    scheduler.flush()
  }

  /// The visible header view of `section`, or `nil`.
  func headerView(_ section: Int) -> HeaderView? {
    host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: section)) as? HeaderView
  }

  /// The visible footer view of `section`, or `nil`.
  func footerView(_ section: Int) -> HeaderView? {
    host.supplementaryView(ofKind: .footer, at: ItemPath(item: 0, section: section)) as? HeaderView
  }

  /// The visible header and footer views.
  var visibleViews: [HeaderView] {
    sections.indices.flatMap { [headerView($0), footerView($0)].compactMap(\.self) }
  }

  /// The first way the visible header and footer views differ from their holders, or `nil`:
  /// each visible view shows its holder's title through exactly one presenter of that holder,
  /// and a holder whose view is not visible has no bound presenter.
  func mismatch() -> String? {
    let pairs = [(SupplementaryKind.header, headers), (.footer, footers)]
    for (kind, holders) in pairs {
      for (section, holder) in holders.enumerated() {
        let view = kind == .header ? headerView(section) : footerView(section)
        let bound = holder.boundCellPresenters
        guard let view else {
          if !bound.isEmpty { return "\(holder.name) has \(bound.count) presenters, no view" }
          continue
        }
        guard view.text == holder.title else {
          return "\(kind) of \(section) shows \(view.text ?? "nil"), holder \(holder.title)"
        }
        guard bound.count == 1, bound[0].view === view else {
          return "\(kind) of \(section) is bound through \(bound.count) presenters"
        }
      }
    }
    return nil
  }
}

/// Header and footer presenters: ``SectionPresenter/headerHolder`` and
/// ``SectionPresenter/footerHolder`` on both headless hosts.
@MainActor
@Suite("List presenters: header and footer presenters")
struct HeaderPresenterTests {
  @Test(
    "a header holder's setState renders only its header view, in place: no cell, no other supplementary view, no model, no batch",
    arguments: HostKind.allCases)
  func setStateRendersOnlyItsHeader(kind: HostKind) throws {
    let fixture = HeaderFixture(kind, sections: 20, rows: 2, footers: true)
    let views = fixture.visibleViews
    #expect(views.count >= 3, "the first section's header and footer, the next header")
    #expect(fixture.mismatch() == nil)
    let view = try #require(fixture.headerView(0))
    let presenter = try #require(fixture.headers[0].boundCellPresenters.first)
    let statistics = fixture.list.adapter.statistics
    let operations = fixture.host.operations
    let rowRenders = fixture.rowCounter.renders
    let renders = fixture.counter.renders
    let counts = views.map(\.renderCount)

    let header = fixture.headers[0]
    header.setState { header.title = "Fruit (3)" }
    #expect(fixture.flush() == 1)

    #expect(fixture.counter.renders == renders + 1, "exactly one header presenter rendered")
    #expect(views.map(\.renderCount) == zip(views, counts).map { $0 === view ? $1 + 1 : $1 })
    #expect(view.text == "Fruit (3)")
    #expect(fixture.headerView(0) === view, "the view on screen, reconfigured in place")
    #expect(fixture.headers[0].boundCellPresenters.first === presenter)
    #expect(fixture.rowCounter.renders == rowRenders, "no cell configured")
    #expect(fixture.list.adapter.statistics == statistics, "no diff, no configure, no batch")
    #expect(fixture.host.operations == operations, "the host did nothing")
    #expect(fixture.list.modelsApplied == 1)
    #expect(fixture.mismatch() == nil)

    // The header presenter's own setState renders it alone, too.
    presenter.setState { presenter.title = "direct" }
    fixture.flush()
    #expect(view.text == "direct" && fixture.counter.renders == renders + 2)
    #expect(
      fixture.list.adapter.statistics == statistics && fixture.rowCounter.renders == rowRenders)
    header.setState { header.title = "Fruit (3)" }
    fixture.flush()
    #expect(view.text == "Fruit (3)" && fixture.counter.renders == renders + 3)

    // A header off screen has no presenter: its change renders nothing until it shows.
    let far = fixture.headers[15]
    #expect(far.cellPresenters.isEmpty)
    far.setState { far.title = "far" }
    fixture.flush()
    #expect(fixture.counter.renders == renders + 3)
    try fixture.host.scrollToItem(at: ItemPath(item: 0, section: 15), at: .center, animated: false)
    #expect(fixture.headerView(15)?.text == "far")
    #expect(fixture.mismatch() == nil)
  }

  @Test(
    "header and footer presenters bind and unbind as their views scroll in and out, and move with reused views",
    arguments: HostKind.allCases)
  func scrolling(kind: HostKind) throws {
    let fixture = HeaderFixture(kind, sections: 30, footers: true)
    let first = try #require(fixture.headerView(0))
    let presenter = try #require(fixture.headers[0].boundCellPresenters.first)
    #expect(presenter.view === first && presenter.holder === fixture.headers[0])

    var offsets: [CGFloat] = []
    for step in 1...40 { offsets.append(CGFloat(step) * 97) }
    for offset in offsets + offsets.reversed() + [0] {
      try fixture.host.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      #expect(fixture.mismatch() == nil, "at offset \(offset)")
      if offset == offsets.last {
        #expect(fixture.headers[0].cellPresenters.isEmpty, "scrolled off: no presenter")
        #expect(fixture.footers[0].cellPresenters.isEmpty)
      }
    }
    #expect(fixture.headerView(0) != nil)
    // One presenter per header or footer view the host created, reused with the view.
    let viewsCreated = fixture.host.operations.filter { operation in
      guard case .dequeue(let element, _, let reused) = operation, !reused,
        case .supplementary = element.kind
      else { return false }
      return true
    }.count
    #expect(fixture.counter.presenters == viewsCreated)
    #expect(viewsCreated < 12, "views are reused while 60 headers and footers scroll by")
    let bound = (fixture.headers + fixture.footers).flatMap(\.boundCellPresenters)
    #expect(bound.count == fixture.visibleViews.count)
  }

  @Test(
    "binding a header view: attach, holder bind, holder update (no view yet), bind; reuse unbinds it from the old holder first",
    arguments: HostKind.allCases)
  func bindOrder(kind: HostKind) throws {
    let fixture = HeaderFixture(kind, sections: 30, logging: true)
    let log = fixture.log.take().filter { !$0.hasSuffix("attachToRoot") }
    #expect(
      Array(log.prefix(5)) == [
        "h1.attachTo(S0)", "S0.bindView(h1)", "S0.updateView(h1, binding, view: false)",
        "h1.bind", "h1.update(binding)",
      ])
    // Far down: the first header scrolled off, its view was reused for another section.
    try fixture.host.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)
    let scrolled = fixture.log.take()
    #expect(scrolled.starts(with: ["S0.unbindView(h1)", "h1.unbind", "h1.detachFrom(S0)"]))
    let reuse = try #require(scrolled.firstIndex(of: "h1.prepareForReuse"))
    #expect(scrolled[reuse + 1].hasPrefix("h1.attachTo(S"))
    #expect(fixture.mismatch() == nil)
  }

  @Test(
    "ref 49 (fixed: no section reload): replacing a header holder rebinds the same view in place; removing it unbinds its presenter and the plain header shows again",
    arguments: HostKind.allCases)
  func replaceAndRemove(kind: HostKind) async throws {
    let fixture = HeaderFixture(kind, sections: 5)
    let section = fixture.sections[0]
    let old = fixture.headers[0]
    let view = try #require(fixture.headerView(0))
    let presenter = try #require(old.boundCellPresenters.first)
    let operations = fixture.host.operations.count
    let rowRenders = fixture.rowCounter.renders
    let renders = fixture.counter.renders

    let new = HeaderHolder("N0", log: nil, counter: fixture.counter)
    section.headerHolder = new
    #expect(fixture.flush() == 1)
    await fixture.settle()
    #expect(section.headerHolder === new && new.parent === section && old.parent == nil)
    #expect(!old.isBound && old.children.isEmpty, "the old holder keeps no presenter")
    #expect(fixture.headerView(0) === view, "the same view, configured in place")
    #expect(new.boundCellPresenters.first === presenter, "its presenter is reused")
    #expect(view.text == "N0")
    #expect(fixture.counter.renders == renders + 1)
    #expect(fixture.rowCounter.renders == rowRenders)
    let done = fixture.host.operations.dropFirst(operations)
    #expect(!done.contains { if case .batch = $0 { true } else { $0 == .reloadData } })
    #expect(section.holders.count == 4, "a header holder is not an item")

    // Removed: the section falls back to its plain header.
    section.header = ListItem(id: "plain", content: "plain", view: HeaderView.self) {
      view, text in view.text = text
    }
    section.headerHolder = nil
    fixture.flush()
    await fixture.settle()
    #expect(new.parent == nil && !new.isBound && new.cellPresenters.isEmpty)
    #expect(fixture.headerView(0)?.text == "plain")
    #expect(presenter.holder == nil && !presenter.isBound)

    // And without a plain header, the section has none.
    section.header = nil
    fixture.flush()
    await fixture.settle()
    #expect(fixture.headerView(0) == nil)
    #expect(fixture.host.numberOfItems(inSection: 0) == 4)
  }

  @Test(
    "replacing a header holder with one of another view type reloads that section only",
    arguments: HostKind.allCases)
  func replaceWithOtherViewType(kind: HostKind) async throws {
    let fixture = HeaderFixture(kind, sections: 5, rows: 1)
    let old = fixture.headers[1]
    let presenter = try #require(old.boundCellPresenters.first)
    let operations = fixture.host.operations.count
    let banner = BannerHolder()
    fixture.sections[1].headerHolder = banner
    fixture.flush()
    await fixture.settle()
    let batches = fixture.host.operations.dropFirst(operations).compactMap { operation in
      if case .batch(let update, _) = operation { update } else { nil }
    }
    #expect(batches.map(\.sectionReloads) == [[1]])
    let view = try #require(
      fixture.host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 1))
        as? BannerView)
    #expect(banner.boundCellPresenters.count == 1 && banner.boundCellPresenters[0].view === view)
    #expect(presenter.holder == nil && !presenter.isBound && old.parent == nil)
    #expect(fixture.headerView(0)?.text == "S0" && fixture.headerView(2)?.text == "S2")
  }

  @Test(
    "a header's size change after setState lays out only its section again: its header is measured, nothing else, no batch",
    arguments: HostKind.allCases)
  func sizeChange(kind: HostKind) async throws {
    let fixture = HeaderFixture(kind, sections: 20, rows: 2, footers: true, height: 500)
    let header = fixture.headers[1]
    let view = try #require(fixture.headerView(1))
    let footer = try #require(fixture.footerView(1))
    let presenter = header.boundCellPresenters.first
    let before = fixture.list.adapter.statistics
    let sizes = fixture.list.adapter.sizeCache.statistics
    let next = try #require(fixture.host.frameForItem(at: ItemPath(item: 0, section: 2)))
    let footerRenders = footer.renderCount
    let rowRenders = fixture.rowCounter.renders

    header.setState {
      header.title = "Tall"; header.height = 80
    }
    header.invalidateSize(animated: false)
    fixture.flush()
    await fixture.settle()

    #expect(view.frame.height == 80 && view.text == "Tall")
    #expect(fixture.headerView(1) === view && header.boundCellPresenters.first === presenter)
    #expect(fixture.host.frameForItem(at: ItemPath(item: 0, section: 2))?.minY == next.minY + 50)
    let after = fixture.list.adapter.statistics
    #expect(after.batches == before.batches && after.reloads == before.reloads)
    #expect(after.viewsConfigured == before.viewsConfigured, "nothing dequeued")
    #expect(after.cellsReconfigured == before.cellsReconfigured + 1, "only the header, in place")
    #expect(footer.renderCount == footerRenders, "no other supplementary view configured")
    #expect(fixture.rowCounter.renders == rowRenders, "no cell configured")
    let measured = fixture.list.adapter.sizeCache.statistics
    #expect(measured.measurements == sizes.measurements + 1, "only the header is measured")
    // The host asked the sizes of section 1 only: its 2 rows and its footer, from the cache.
    #expect(measured.hits == sizes.hits + 3)
    #expect(fixture.mismatch() == nil)
  }

  @Test(
    "header and footer holders attach and detach with their section, and their presenters unbind with them",
    arguments: HostKind.allCases)
  func lifecycle(kind: HostKind) async {
    let fixture = HeaderFixture(kind, sections: 3, rows: 1, footers: true, logging: true)
    #expect(fixture.headers.allSatisfy { $0.isBound && $0.section != nil })
    let section = fixture.sections[0]
    _ = fixture.log.take()
    fixture.list.setSections(Array(fixture.sections.dropFirst()))
    fixture.flush()
    await fixture.settle()
    let removed = fixture.log.take()
    #expect(removed.contains("S0.detachFromRoot") && removed.contains("F0.detachFromRoot"))
    #expect(removed.contains("h1.unbind"))
    #expect(!fixture.headers[0].isBound && !fixture.footers[0].isBound)
    #expect(fixture.headers[0].parent === section, "it stays the section's header")
    #expect(fixture.headers[0].boundCellPresenters.isEmpty)

    fixture.list.setSections(fixture.sections)
    fixture.flush()
    await fixture.settle()
    let added = fixture.log.take()
    #expect(added.contains("S0.attachToRoot") && added.contains("F0.attachToRoot"))
    #expect(fixture.headers[0].isBound && fixture.mismatch() == nil)
    #expect(fixture.headerView(0)?.text == "S0")
  }

  @Test(
    "services and notifications reach header presenters: global from the root, reusable within one header",
    arguments: HostKind.allCases)
  func servicesAndNotifications(kind: HostKind) throws {
    let fixture = HeaderFixture(kind, sections: 3, rows: 1, footers: true, logging: true)
    fixture.page.services.register(Greeting.self, instance: Greeting("hello"))
    let presenter = try #require(fixture.headers[0].boundCellPresenters.first)
    #expect(presenter.service(Greeting.self)?.text == "hello")
    #expect(fixture.footers[0].service(Greeting.self)?.text == "hello")

    _ = fixture.log.take()
    fixture.list.notify((any Selecting).self, scope: .global) { $0.select() }
    let selected = fixture.log.take()
    let headerPresenters = (fixture.headers + fixture.footers).flatMap(\.boundCellPresenters)
    #expect(!headerPresenters.isEmpty)
    for holder in fixture.headers + fixture.footers {
      #expect(selected.contains("\(holder.name).select"))
    }
    for shown in headerPresenters {
      #expect(selected.contains("\(shown.name).select"))
    }

    // `.reusable` from a header's presenter reaches its holder only (the presenter itself is
    // the sender), no row, no other header.
    presenter.notify((any Selecting).self, scope: .reusable) { $0.select() }
    #expect(fixture.log.take() == ["S0.select"])
  }

  @Test("the plain-item header keeps working, and a header holder takes its place while set")
  func plainHeader() async {
    let fixture = HeaderFixture(.collection, sections: 2, rows: 1)
    let section = fixture.sections[1]
    section.header = ListItem(id: "plain", content: "plain", view: HeaderView.self) {
      view, text in view.text = text
    }
    fixture.flush()
    await fixture.settle()
    #expect(fixture.headerView(1)?.text == "S1", "the holder is shown while set")
    #expect(fixture.list.adapter.displayedModel.sections[1].header?.id == AnyListID("S1"))
    #expect(
      fixture.list.adapter.sectionSupplementary(ofKind: .header, inSection: 1)?.id
        == AnyListID("S1"))
    #expect(fixture.list.adapter.sectionSupplementary(ofKind: .footer, inSection: 1) == nil)
    #expect(fixture.list.adapter.sectionSupplementary(ofKind: .header, inSection: 9) == nil)
  }
}

/// A holder in two places stops with a message naming the rule.
@Suite("List presenters: header holder misuse")
struct HeaderHolderMisuseTests {
  @Test("one holder as both header and footer stops with a message naming the rule")
  func headerAndFooter() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let holder = BannerHolder()
        _ = SectionPresenter(id: 0, header: holder, footer: holder)
      }
    }
    expectStopMessage(
      result, contains: "a holder is the header or the footer of a section, not both")
  }

  @Test("a header holder appended as an item stops")
  func headerAsItem() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let holder = BannerHolder()
        SectionPresenter(id: 0, header: holder).appendHolder(holder)
      }
    }
  }

  @Test("an item holder made the header of another section stops")
  func itemAsHeader() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let holder = BannerHolder()
        let items = SectionPresenter(id: 0)
        items.appendHolder(holder)
        SectionPresenter(id: 1).headerHolder = holder
      }
    }
  }
}

/// The adapter's part: a section whose supplementary content changed in place.
@MainActor
@Suite("Adapter: supplementary views reconfigured in place")
struct SupplementaryReconfigurationTests {
  /// Counts the configurations of header and footer views by their item's text.
  @MainActor
  final class Configured {
    var texts: [String] = []
  }

  @Test(
    "a changed header configures only itself and lays out only its section again",
    arguments: HostKind.allCases)
  func onlyChangedSupplementary(kind: HostKind) async {
    let clock = TestClock()
    let host = kind.make(clock: clock)
    let adapter = ListAdapter(host: host)
    let configured = Configured()
    func model(header1: String) -> ListModel {
      ListModel(
        sections: (0..<4).map { index in
          func view(_ text: String, height: CGFloat) -> ListItem {
            ListItem(
              id: text, content: text, view: HeaderView.self,
              size: { _, container in CGSize(width: container.width, height: height) }
            ) { view, text in
              configured.texts.append(text)
              view.text = text
            }
          }
          return ListSection(
            id: index, header: view(index == 1 ? header1 : "h\(index)", height: 20),
            footer: view("f\(index)", height: 20),
            items: (0..<2).map {
              ListItem(id: index * 10 + $0, content: "\($0)", view: TextCell.self)
            })
        })
    }
    adapter.apply(model(header1: "h1"), animated: false, completion: nil)
    configured.texts.removeAll()
    let before = adapter.statistics
    let sizes = adapter.sizeCache.statistics
    adapter.apply(model(header1: "changed"), animated: true, completion: nil)
    for _ in 0..<10 where adapter.isApplying {
      await clock.advance(by: .milliseconds(300))
      host.settleAnimations()
    }
    #expect(configured.texts == ["changed"], "the footer of the section is not configured")
    #expect(adapter.statistics.batches == before.batches)
    #expect(adapter.statistics.cellsReconfigured == before.cellsReconfigured + 1)
    // The host asked again for section 1 only: 2 items and the footer hit, the header measured.
    #expect(adapter.sizeCache.statistics.measurements == sizes.measurements + 1)
    #expect(adapter.sizeCache.statistics.hits == sizes.hits + 3)
  }
}
