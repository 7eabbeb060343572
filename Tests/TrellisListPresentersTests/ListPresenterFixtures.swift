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

/// A view a ``TitlePresenter`` renders its title into, counting the renders.
@MainActor
protocol TitleRendering: AnyObject {
  var text: String? { get set }
  var renderCount: Int { get set }
  /// What its presenters' names start with in logs: `p` for rows, `h` for headers.
  static var presenterPrefix: String { get }
}

/// A holder that hands its log and render counter to the presenters it binds.
@MainActor
protocol LoggingHolder: AnyObject {
  var log: CallLog? { get }
  var counter: RenderCounter { get }
  var name: String { get }
}

/// A row cell: what its presenter rendered, and how many times.
final class RowCell: HeadlessCell, TitleRendering {
  var text: String?
  var renderCount = 0
  static let presenterPrefix = "p"

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  override var snapshotText: String { "row \(text ?? "-")" }
}

/// A presenter that shows its title in a ``TitleRendering`` view and logs its callbacks as
/// `<prefix><number>.<callback>`, numbered in its holder's counter when it first joins one.
final class TitlePresenter<View: TitleRendering>: ReusablePresenter<View>, Selecting {
  var title = ""
  var log: CallLog?
  /// The fixture's counter, set when it first joins a holder.
  var counter: RenderCounter?
  /// This presenter's number in its counter, for logs.
  var number = 0

  var name: String { "\(View.presenterPrefix)\(number)" }

  override func onAttach(to parent: Presenter) {
    let holder = parent as? any LoggingHolder
    if let holder {
      log = holder.log
      if counter == nil {
        holder.counter.presenters += 1
        number = holder.counter.presenters
        counter = holder.counter
      }
    }
    log?.add("\(name).attachTo(\(holder?.name ?? "?"))")
  }

  override func onDetach(from parent: Presenter) {
    log?.add("\(name).detachFrom(\((parent as? any LoggingHolder)?.name ?? "?"))")
  }

  override func onBindView(_ view: View) { log?.add("\(name).bind") }

  override func onUnbindView(_ view: View) { log?.add("\(name).unbind") }

  override func onUpdate(view: View, context: UpdateContext) {
    log?.add("\(name).update\(context.isBindingView ? "(binding)" : "")")
    counter?.renders += 1
    view.renderCount += 1
    view.text = title
  }

  override func prepareForReuse() { log?.add("\(name).prepareForReuse") }

  func select() { log?.add("\(name).select") }
}

/// A cell presenter that shows its title in a ``RowCell`` and logs its callbacks.
typealias RowPresenter = TitlePresenter<RowCell>

/// A holder that owns a title and a height and pushes the title to its presenters, logging its
/// callbacks as `<name>.<callback>`.
class TitleHolder<View: TitleRendering>: ItemHolder<TitlePresenter<View>>, Selecting,
  LoggingHolder
{
  var title: String
  var height: CGFloat
  let log: CallLog?
  let counter: RenderCounter
  let name: String
  /// What the logs call the presenters' views: `Cell` for rows, `View` for headers.
  private let viewNoun: String

  init(
    id: some Hashable & Sendable, name: String, title: String, height: CGFloat, viewNoun: String,
    log: CallLog?, counter: RenderCounter
  ) {
    self.name = name
    self.title = title
    self.height = height
    self.viewNoun = viewNoun
    self.log = log
    self.counter = counter
    super.init(id: id)
  }

  override func size(fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: height)
  }

  override func onBind(cellPresenter: TitlePresenter<View>) {
    log?.add("\(name).bind\(viewNoun)(\(cellPresenter.name))")
  }

  override func onUnbind(cellPresenter: TitlePresenter<View>) {
    log?.add("\(name).unbind\(viewNoun)(\(cellPresenter.name))")
  }

  override func onUpdate(cellPresenter: TitlePresenter<View>, context: UpdateContext) {
    let binding = context.isBindingView ? ", binding, view: \(cellPresenter.view != nil)" : ""
    log?.add("\(name).update\(viewNoun)(\(cellPresenter.name)\(binding))")
    cellPresenter.title = title
  }

  func select() { log?.add("\(name).select") }
}

/// A holder that owns a row's title and pushes it to its cell presenters; named `H<id>`.
final class RowHolder: TitleHolder<RowCell> {
  init(_ id: Int, title: String? = nil, log: CallLog? = nil, counter: RenderCounter) {
    super.init(
      id: id, name: "H\(AnyListID(id))", title: title ?? "row \(id)", height: 44,
      viewNoun: "Cell", log: log, counter: counter)
  }

  override func onUpdate(context: UpdateContext) {
    log?.add("\(name).update")
  }
}

/// A page whose root is a collection presenter on a headless host, with a manual update scheduler
/// and a test clock: what ``ListFixture`` and `HeaderFixture` share.
@MainActor
protocol ListPageFixture {
  var clock: TestClock<Duration> { get }
  var host: HeadlessListView { get }
  var list: ListPresenter { get }
  var scheduler: ManualUpdateScheduler { get }
}

extension ListPageFixture {
  /// Runs the update pass.
  @discardableResult
  func flush() -> Int { scheduler.flush() }

  /// Lets animations end until the adapter is idle.
  func settle() async {
    for _ in 0..<20 where list.adapter.isApplying || host.batchesInFlight > 0 {
      await clock.advance(by: .milliseconds(300))
      host.settleAnimations()
    }
  }
}

/// Counts the renders of a fixture's cell presenters, and the presenters.
@MainActor
final class RenderCounter {
  var renders = 0
  var presenters = 0
}

/// A `.reusable` notification's listener.
@MainActor
protocol Selecting: AnyObject {
  func select()
}

/// A page whose root is a collection presenter with one section of row holders, on a headless
/// host, with a manual update scheduler and a test clock.
@MainActor
struct ListFixture: ListPageFixture {
  let clock = TestClock()
  let host: HeadlessListView
  let list: ListPresenter
  let section: SectionPresenter
  let page: PagePresenter<ListPresenter>
  let scheduler = ManualUpdateScheduler()
  let log = CallLog()
  let counter: RenderCounter
  let logIfLogging: CallLog?

  init(
    _ kind: HostKind = .table, count: Int, viewport: CGSize = CGSize(width: 320, height: 200),
    logging: Bool = false, layout: HeadlessLayout? = nil
  ) {
    if let layout {
      host = HeadlessCollectionView(viewportSize: viewport, layout: layout, clock: clock)
    } else {
      host = kind.make(clock: clock, viewport: viewport)
    }
    list = ListPresenter(host: host)
    section = SectionPresenter(id: "rows")
    let counter = RenderCounter()
    self.counter = counter
    logIfLogging = logging ? log : nil
    let log = logIfLogging
    section.setHolders((0..<count).map { RowHolder($0, log: log, counter: counter) })
    list.appendSection(section)
    page = PagePresenter(root: list, scheduler: scheduler)
    page.load()
    scheduler.flush()
  }

  /// A new holder of this fixture.
  func holder(_ id: Int, title: String? = nil) -> RowHolder {
    RowHolder(id, title: title, log: logIfLogging, counter: counter)
  }

  /// The section's holders, in order.
  var holders: [RowHolder] { section.holders.compactMap { $0 as? RowHolder } }

  /// The visible cells, by path.
  var visibleCells: [(path: ItemPath, cell: RowCell)] {
    host.indexPathsForVisibleItems.sorted().compactMap { path in
      (host.cellForItem(at: path) as? RowCell).map { (path, $0) }
    }
  }

  /// The first way the host differs from the section's holders, or `nil`: the item count, and
  /// each visible cell's text and presenter's holder.
  func mismatch() -> String? {
    let holders = self.holders
    guard host.numberOfSections == 1, host.numberOfItems(inSection: 0) == holders.count else {
      return "host has \(host.numberOfItems(inSection: 0)) items, section \(holders.count)"
    }
    for (path, cell) in visibleCells {
      let holder = holders[path.item]
      guard cell.text == holder.title else {
        return "cell at \(path) shows \(cell.text ?? "nil"), holder \(holder.title)"
      }
      let owners = holders.filter { $0.boundCellPresenters.contains { $0.view === cell } }
      guard owners.count == 1, owners[0] === holder else {
        return "cell at \(path) is bound under \(owners.map(\.name)), not \(holder.name)"
      }
    }
    let bound = holders.reduce(0) { $0 + $1.boundCellPresenters.count }
    guard bound == visibleCells.count else {
      return "\(bound) cell presenters bound for \(visibleCells.count) visible cells"
    }
    return nil
  }
}
