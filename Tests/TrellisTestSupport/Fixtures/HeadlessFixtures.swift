import Clocks
import Foundation
import Synchronization
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTesting

// MARK: - Views the headless hosts can create

/// A cell that shows a string, 44 points tall and as wide as the container.
package final class TextCell: HeadlessCell, TextShowingView, RowSizedView {
  package var text: String?
  package var configureCount = 0

  package override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  package override var snapshotText: String { "text \(text ?? "-")" }
}

/// A cell that shows a string bare (its snapshot text is the string: `"Apple"`), 44 points tall
/// and as wide as the container: the title cells and rows the READMEs' and articles' snippets use
/// without declaring them.
package final class PlainTextCell: HeadlessCell, ConfigurableView, RowSizedView {
  package private(set) var text = ""

  package func configure(with content: String) { text = content }

  package override var snapshotText: String { text }
}

/// A cell that shows a number; it gives no size, so the adapter measures it or uses its fallback.
package final class NumberCell: HeadlessCell, ConfigurableView {
  package private(set) var number: Int?
  package private(set) var configureCount = 0

  package func configure(with content: Int) {
    number = content
    configureCount += 1
  }

  package override func prepareForReuse() {
    super.prepareForReuse()
    number = nil
  }

  package override var snapshotText: String { "number \(number.map(String.init) ?? "-")" }
}

/// A cell whose height grows with its text: one 20-point line per `|`-separated part.
package final class NoteCell: HeadlessCell, ConfigurableView {
  package private(set) var text: String?

  package func configure(with content: String) { text = content }

  package override var snapshotText: String { "note \(text ?? "-")" }

  package nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: CGFloat(20 * content.split(separator: "|").count))
  }
}

/// A header or footer that shows a string, 30 points tall.
package final class TitleView: HeadlessSupplementaryView, ConfigurableView {
  package private(set) var title: String?

  package func configure(with content: String) { title = content }

  package override var snapshotText: String { "title \(title ?? "-")" }

  package nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 30)
  }
}

/// A badge: a supplementary view of an item that shows a string, 16 × 16 points.
package final class BadgeView: HeadlessSupplementaryView, BadgeSizedView {
  package var text: String?
  package var configureCount = 0

  package override var snapshotText: String { "badge \(text ?? "-")" }
}

extension ListItem {
  /// This item with a ``BadgeView`` of kind `"badge"` showing `text` in its top-trailing corner,
  /// sticking out by 4 points.
  package func badge(_ text: String) -> ListItem { badge(text, view: BadgeView.self) }
}

extension ListItem {
  /// A ``TextCell`` item.
  package static func textCell(_ id: some Hashable & Sendable, _ text: String? = nil) -> ListItem {
    ListItem(id: id, content: text ?? "\(id)", view: TextCell.self)
  }

  /// A ``NumberCell`` item.
  package static func numberCell(_ id: some Hashable & Sendable, _ number: Int) -> ListItem {
    ListItem(id: id, content: number, view: NumberCell.self)
  }

  /// A ``TitleView`` item, for headers and footers.
  package static func title(_ title: String) -> ListItem {
    ListItem(id: "title-\(title)", content: title, view: TitleView.self)
  }

  /// This item with the view types of `TrellisTestSupport` (which the hosts cannot create)
  /// replaced by headless ones: `TextView` → ``TextCell``, `NumberView` → ``NumberCell``,
  /// `HeaderView` → ``TitleView``.
  package var headless: ListItem {
    replacingTestViews(text: TextCell.self, title: TitleView.self, number: NumberCell.self)
  }

  /// This item with the view types of `TrellisTestSupport` replaced by a host kind's: a
  /// `HeaderView` item by `title`, any other text item by `text`, a number item by `number`.
  package func replacingTestViews<
    Text: ConfigurableView, Title: ConfigurableView, Number: ConfigurableView
  >(
    text: Text.Type, title: Title.Type, number: Number.Type
  ) -> ListItem where Text.Content == String, Title.Content == String, Number.Content == Int {
    if let string = content(as: String.self) {
      return ObjectIdentifier(viewType) == ObjectIdentifier(HeaderView.self)
        ? ListItem(id: id, content: string, view: title)
        : ListItem(id: id, content: string, view: text)
    }
    if let value = content(as: Int.self) {
      return ListItem(id: id, content: value, view: number)
    }
    return self
  }

  /// What a view showing this item shows, as its snapshot text does.
  package var shownText: String {
    if let text = content(as: String.self) {
      switch ObjectIdentifier(viewType) {
      case ObjectIdentifier(TitleView.self): return "title \(text)"
      case ObjectIdentifier(NoteCell.self): return "note \(text)"
      default: return "text \(text)"
      }
    }
    if let number = content(as: Int.self) { return "number \(number)" }
    return "\(self)"
  }
}

extension ListModel {
  /// This model with every item and supplementary view made headless (see `ListItem.headless`).
  package var headless: ListModel { mappingViews(\.headless) }

  /// This model with every header and footer that shows a string shown by `view` (a self-sizing
  /// view, for the fuzz's `.selfSizing`), its text one to three lines long (`|`-separated), as
  /// many as the section's item count (mod 3) says: inserts and deletes change the content, and
  /// so the size, of their section's header and footer.
  package func selfSizingSupplementaries<View: ConfigurableView>(_ view: View.Type) -> ListModel
  where View.Content == String {
    var model = self
    for index in model.sections.indices {
      let lines = model.sections[index].items.count % 3
      for kind in [SupplementaryKind.header, .footer] {
        guard let item = model.sections[index][supplementary: kind],
          let text = item.content(as: String.self)
        else { continue }
        model.sections[index][supplementary: kind] = ListItem(
          id: item.id, content: text + String(repeating: "|+", count: lines), view: view)
      }
    }
    return model
  }

  /// This model with `items` applied to every item, and `supplementaries` (by default the same)
  /// to every section's supplementary views.
  package func mappingViews(
    _ items: @escaping (ListItem) -> ListItem,
    supplementaries: ((ListItem) -> ListItem)? = nil
  ) -> ListModel {
    var model = self
    for index in model.sections.indices {
      model.sections[index].items = model.sections[index].items.map(items)
      model.sections[index].supplementaries = model.sections[index].supplementaries.mapValues(
        supplementaries ?? items)
    }
    return model
  }

  /// A model of one section `"s"` of `count` text items with identities `0..<count`.
  package static func texts(_ count: Int, prefix: String = "item") -> ListModel {
    ListModel(sections: [
      ListSection(id: "s", items: (0..<count).map { ListItem.textCell($0, "\(prefix) \($0)") })
    ])
  }

  /// What a host shows for this model under `policy`, computed independently of the adapter:
  /// `.keepFirst` drops every section whose identity appeared before (with its items) and every
  /// item whose identity appeared before in a kept section; `.disambiguateByOccurrence` shows
  /// everything.
  package func shown(under policy: DuplicatePolicy) -> [ListSection] {
    guard policy == .keepFirst else { return sections }
    var sectionIDs: Set<AnyListID> = []
    var itemIDs: Set<AnyListID> = []
    var result: [ListSection] = []
    for var section in sections where sectionIDs.insert(section.id).inserted {
      section.items = section.items.filter { itemIDs.insert($0.id).inserted }
      result.append(section)
    }
    return result
  }
}

// MARK: - Recording

/// The diagnostics an adapter reported, safe to fill from its `@Sendable` hook.
package final class DiagnosticsLog: Sendable {
  /// Creates an empty one.
  package init() {}

  private let entries = Mutex<[ListDiagnostic]>([])

  /// A hook that records into this log.
  package var hook: Diagnostics {
    Diagnostics { diagnostic in
      guard let diagnostic = diagnostic as? ListDiagnostic else { return }
      self.entries.withLock { $0.append(diagnostic) }
    }
  }

  /// Everything reported so far.
  package var all: [ListDiagnostic] { entries.withLock { $0 } }

  /// The host rejections reported so far.
  package var rejections: [ListDiagnostic] {
    all.filter {
      if case .hostRejectedUpdate = $0 { return true }
      return false
    }
  }

  /// Forgets everything reported so far.
  package func removeAll() { entries.withLock { $0.removeAll() } }
}

/// The order completions ran in.
@MainActor
package final class CompletionLog {
  /// Creates an empty one.
  package init() {}

  package private(set) var order: [Int] = []
  private var next = 0

  /// A completion that records a fresh request number when it runs, and that number.
  package func make() -> (request: Int, completion: @MainActor () -> Void) {
    let request = next
    next += 1
    return (request, { [weak self] in self?.order.append(request) })
  }

  /// The number of completions made so far.
  package var requested: Int { next }
}

// MARK: - Hosts

/// Which headless host a test drives.
package enum HostKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case collection
  case table

  package var testDescription: String { rawValue }

  /// A loaded-on-first-apply host of this kind with a 320×200 viewport.
  @MainActor
  package func make(
    clock: any Clock<Duration>, viewport: CGSize = CGSize(width: 320, height: 200)
  ) -> HeadlessListView {
    switch self {
    case .collection:
      HeadlessCollectionView(
        viewportSize: viewport,
        layout: .flow(section: FlowSection(itemCount: 0, lineSpacing: 10, interitemSpacing: 10)),
        clock: clock)
    case .table:
      HeadlessTableView(viewportSize: viewport, style: .plain, clock: clock)
    }
  }
}

/// A host, an adapter driving it, a test clock and logs of what the adapter reported.
@MainActor
package struct AdapterFixture {
  package let clock: TestClock<Duration>
  package let host: HeadlessListView
  package let adapter: ListAdapter
  package let diagnostics = DiagnosticsLog()
  package let completions = CompletionLog()

  package init(
    _ kind: HostKind = .collection, viewport: CGSize = CGSize(width: 320, height: 200),
    configuration: ListAdapter.Configuration = ListAdapter.Configuration()
  ) {
    self.init(configuration: configuration) { kind.make(clock: $0, viewport: viewport) }
  }

  /// A fixture around the host `make` builds on the fixture's clock.
  package init(
    configuration: ListAdapter.Configuration,
    host make: (TestClock<Duration>) -> HeadlessListView
  ) {
    clock = TestClock()
    host = make(clock)
    adapter = ListAdapter(host: host, configuration: configuration.withTestDiffScheduler)
    adapter.diagnostics = diagnostics.hook
  }

  /// A fixture on a host of `kind` that already shows `model`, applied without animation (the
  /// fixture's request 1).
  package static func showing(_ model: ListModel, on kind: HostKind = .collection) -> AdapterFixture
  {
    let fixture = AdapterFixture(kind)
    fixture.apply(model, animated: false)
    return fixture
  }

  /// Applies `model` with a completion that records its request number; returns that number.
  @discardableResult
  package func apply(_ model: ListModel, animated: Bool = true) -> Int {
    let (request, completion) = completions.make()
    adapter.apply(model, animated: animated, completion: completion)
    return request
  }

  /// Reloads `model` with a completion that records its request number; returns that number.
  @discardableResult
  package func reload(_ model: ListModel) -> Int {
    let (request, completion) = completions.make()
    adapter.reload(model, completion: completion)
    return request
  }

  /// Lets one animation duration pass on the test clock and completes the batches it ended.
  package func advance(by duration: Duration = .milliseconds(300)) async {
    await clock.advance(by: duration)
    host.settleAnimations()
  }

  /// Advances the clock until no batch is in flight and the adapter is idle, at most `limit`
  /// animation durations; returns whether it got there.
  @discardableResult
  package func settle(limit: Int = 20) async -> Bool {
    for _ in 0..<limit {
      adapter.runPendingDiffs()
      if !adapter.isApplying && !adapter.isDiffing && host.batchesInFlight == 0 { return true }
      await advance()
    }
    return !adapter.isApplying && !adapter.isDiffing && host.batchesInFlight == 0
  }

  /// Whether the host shows `model` (under the adapter's duplicate policy); `nil` when it does,
  /// else the first difference.
  package func mismatch(showing model: ListModel) -> String? {
    hostMismatch(host, showing: model, policy: adapter.configuration.duplicatePolicy)
  }
}

/// The first difference between what `host` shows and `model` under `policy`, or `nil`: the
/// section and item counts, the type and content of every visible cell, and every visible header
/// and footer (and that sections without one show none).
@MainActor
package func hostMismatch(
  _ host: HeadlessListView, showing model: ListModel, policy: DuplicatePolicy
)
  -> String?
{
  let sections = model.shown(under: policy)
  guard host.numberOfSections == sections.count else {
    return "host has \(host.numberOfSections) sections, model \(sections.count)"
  }
  for (index, section) in sections.enumerated()
  where host.numberOfItems(inSection: index) != section.items.count {
    return
      "host has \(host.numberOfItems(inSection: index)) items in section \(index), model "
      + "\(section.items.count)"
  }
  for path in host.indexPathsForVisibleItems {
    let item = sections[path.section].items[path.item]
    guard let cell = host.cellForItem(at: path) as? any HeadlessReusableView else {
      return "no cell at visible \(path)"
    }
    guard ObjectIdentifier(type(of: cell)) == ObjectIdentifier(item.viewType),
      cell.snapshotText == item.shownText
    else {
      return "cell at \(path) shows \(type(of: cell)) \"\(cell.snapshotText)\", model \(item)"
    }
  }
  for (index, section) in sections.enumerated() {
    for kind in [SupplementaryKind.header, .footer] {
      let view = host.supplementaryView(ofKind: kind, at: ItemPath(item: 0, section: index))
      guard let view = view as? any HeadlessReusableView else { continue }
      guard let item = section[supplementary: kind] else {
        return "section \(index) shows a \(kind) \"\(view.snapshotText)\" the model lacks"
      }
      guard view.snapshotText == item.shownText else {
        return "\(kind) of section \(index) shows \"\(view.snapshotText)\", model \(item)"
      }
    }
  }
  return nil
}

/// The snapshot of a fresh host of `kind` that reloads `model` with a fresh adapter and scrolls
/// to `offset`: what any host that shows `model` must look like.
@MainActor
package func referenceSnapshot(
  _ kind: HostKind, viewport: CGSize, showing model: ListModel, offset: CGPoint,
  configuration: ListAdapter.Configuration
) throws -> String {
  let host = kind.make(clock: ContinuousClock(), viewport: viewport)
  let adapter = ListAdapter(host: host, configuration: configuration)
  adapter.attach(NumberSizer())
  adapter.reload(model)
  try host.setContentOffset(offset, animated: false)
  return host.snapshot()
}

/// Sizes ``NumberCell`` items by their number: 50 wide, 40, 50 or 60 tall.
@MainActor
package final class NumberSizer: ListAdapterPlugin, ListItemSizeProviding {
  /// Creates a sizer.
  package init() {}

  package func size(of item: ListItem, fitting container: CGSize) -> CGSize? {
    let number = item.content(as: Int.self) ?? 0
    return CGSize(width: 50, height: CGFloat(40 + 10 * (number % 3)))
  }
}

/// The cells a host shows, by path.
@MainActor
package func visibleCells(_ host: HeadlessListView) -> [ItemPath: ObjectIdentifier] {
  var cells: [ItemPath: ObjectIdentifier] = [:]
  for path in host.indexPathsForVisibleItems {
    if let cell = host.cellForItem(at: path) { cells[path] = ObjectIdentifier(cell) }
  }
  return cells
}

package func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }
