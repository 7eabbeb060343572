import Clocks
import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisListPresenters
import TrellisPresenter
import TrellisTestSupport
import TrellisTesting

/// A row cell: what its presenter rendered, and how many times.
final class RowCell: HeadlessCell {
  var text: String?
  var renderCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  override var snapshotText: String { "row \(text ?? "-")" }
}

/// A cell presenter that shows its title in a ``RowCell`` and logs its callbacks.
final class RowPresenter: ReusablePresenter<RowCell> {
  var title = ""
  var log: CallLog?
  /// The fixture's counter, set when it first joins a holder.
  var counter: RenderCounter?
  /// This presenter's number in its counter, for logs.
  var number = 0

  var name: String { "p\(number)" }

  override func onAttach(to parent: Presenter) {
    if let holder = parent as? RowHolder {
      log = holder.log
      if counter == nil {
        holder.counter.presenters += 1
        number = holder.counter.presenters
        counter = holder.counter
      }
    }
    log?.add("\(name).attachTo(\((parent as? RowHolder)?.name ?? "?"))")
  }

  override func onDetach(from parent: Presenter) {
    log?.add("\(name).detachFrom(\((parent as? RowHolder)?.name ?? "?"))")
  }

  override func onBindView(_ view: RowCell) { log?.add("\(name).bind") }

  override func onUnbindView(_ view: RowCell) { log?.add("\(name).unbind") }

  override func onUpdate(view: RowCell, context: UpdateContext) {
    log?.add("\(name).update\(context.isBindingView ? "(binding)" : "")")
    counter?.renders += 1
    view.renderCount += 1
    view.text = title
  }

  override func prepareForReuse() { log?.add("\(name).prepareForReuse") }
}

/// A holder that owns a row's title and pushes it to its cell presenters.
final class RowHolder: ItemHolder<RowPresenter>, Selecting {
  var title: String
  var height: CGFloat = 44
  let log: CallLog?
  let counter: RenderCounter

  init(_ id: Int, title: String? = nil, log: CallLog? = nil, counter: RenderCounter) {
    self.title = title ?? "row \(id)"
    self.log = log
    self.counter = counter
    super.init(id: id)
  }

  var name: String { "H\(id)" }

  override func size(fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: height)
  }

  override func onBind(cellPresenter: RowPresenter) {
    log?.add("\(name).bindCell(\(cellPresenter.name))")
  }

  override func onUnbind(cellPresenter: RowPresenter) {
    log?.add("\(name).unbindCell(\(cellPresenter.name))")
  }

  override func onUpdate(cellPresenter: RowPresenter, context: UpdateContext) {
    let binding = context.isBindingView ? ", binding, view: \(cellPresenter.view != nil)" : ""
    log?.add("\(name).updateCell(\(cellPresenter.name)\(binding))")
    cellPresenter.title = title
  }

  override func onUpdate(context: UpdateContext) {
    log?.add("\(name).update")
  }

  func select() { log?.add("\(name).select") }
}

extension RowPresenter: Selecting {
  func select() { log?.add("\(name).select") }
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
struct ListFixture {
  let clock = TestClock()
  let host: HeadlessListView
  let list: CollectionPresenter
  let section: SectionPresenter
  let page: PagePresenter<CollectionPresenter>
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
    list = CollectionPresenter(host: host)
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
