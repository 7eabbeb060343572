// swift-format-ignore-file
// The examples of the host port's doc comments (ListHost, its data source, delegate, editing
// data source and errors), compiled on the headless hosts (DocSnippetTests checks that each
// appears here verbatim) and run where cheap.
import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A store for the examples.
@MainActor
final class DocStore {
  private(set) var reloads = 0
  private(set) var deleted: [AnyListID] = []
  func reload() { reloads += 1 }
  func delete(_ id: AnyListID) { deleted.append(id) }
}

/// A data source and delegate written against the port, as the examples show its methods.
@MainActor
final class DocTitles: ListHostDataSource, ListHostDelegate {
  final class TitleCell: HeadlessCell {
    var text = ""
    override var snapshotText: String { text }
  }

  var titles = ["a", "b", "c"]
  var unread = [0, 0, 0, 0, 0]
  let store = DocStore()
  private(set) var recomputed = 0
  func recomputeWhatIsNear() { recomputed += 1 }

  func numberOfSections(in host: any ListHost) -> Int { 1 }
  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int { titles.count }
  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    let cell = try host.dequeueCell(withReuseIdentifier: "title", for: path)
    (cell as? TitleCell)?.text = titles[path.item]
    return cell
  }
  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    try host.dequeueSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: path)
  }
  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    CGSize(width: 320, height: 44)
  }
  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize { .zero }
  func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
    section == 0
      ? .carousel(GridSection(itemHeight: .fixed(120)), scrolling: .paging)
      : .grid(GridSection(columns: 2, itemHeight: .fixed(100), insets: LayoutInsets(all: 16)))
  }
  func listHost(
    _ host: any ListHost, preferredSizeOf cell: AnyObject, forItemAt path: ItemPath,
    proposed: CGSize
  ) -> CGSize? {
    (cell as? any SelfSizingView)?.preferredSize(fitting: proposed, in: host.viewportSize)
  }
  func listHost(
    _ host: any ListHost, preferredSizeOfSupplementary view: AnyObject,
    ofKind kind: SupplementaryKind, inSection section: Int, proposed: CGSize
  ) -> CGSize? {
    (view as? any SelfSizingView)?.preferredSize(fitting: proposed, in: host.viewportSize)
  }
  func listHost(
    _ host: any ListHost, estimatesSupplementaryOfKind kind: SupplementaryKind,
    inSection section: Int
  ) -> Bool {
    kind == .header  // every header measures itself
  }
  func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
    -> [ItemSupplementaryLayout]
  {
    unread[path.item] > 0
      ? [ItemSupplementaryLayout(kind: "badge", size: CGSize(width: 16, height: 16),
                                 placement: .corner(.topTrailing))]
      : []
  }

  func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ) { targetContentOffset.x = (targetContentOffset.x / 310).rounded() * 310 }
  func listHostDidRequestRefresh(_ host: any ListHost) { store.reload() }
  func listHostDidChangeViewportSize(_ host: any ListHost) { recomputeWhatIsNear() }
}

@Suite("Doc-comment examples: the host port")
@MainActor
struct ListHostDocCommentTests {
  typealias TitleCell = DocTitles.TitleCell
  @Test("a host loads, updates, refreshes and reports its rules")
  func host() throws {
    let source = DocTitles()
    let host: any ListHost = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 480))
    host.registerCell(TitleCell.self, as: .class, reuseIdentifier: "title")
    host.dataSource = source  // a ListHostDataSource; `ListAdapter(host:)` sets itself
    try host.reloadData()
    host.delegate = source
    var items: [String] {
      get { source.titles }
      set { source.titles = newValue }
    }
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [ItemPath(item: 2, section: 0)]), animated: true,
      updatingData: { items.append("new") }, completion: nil)
    #expect(source.titles.count == 4)
    do {
      let update = BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)])
      let new = ["z"] + items
      // ✅ the data changes inside the batch
      try host.performBatchUpdates(update, animated: true, updatingData: { items = new }) { _ in }
      // 🚫 the data changed before it: UIKit may lay out at the start of the call, read the new
      // counts, and then raise "Invalid update: invalid number of items…"
    }
    do {
      let update = BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)])
      let new = items  // no new item: the batch's insert does not add up
      do {
        try host.performBatchUpdates(
          update, animated: true, updatingData: { items = new }, completion: nil)
      }
      catch { print(error) }
      // Invalid update: invalid number of items in section 0. ...
    }
    host.isRefreshControlEnabled = true   // the user can now pull to refresh
    if !host.isRefreshing { host.beginRefreshing() }
    host.endRefreshing()
    host.beginRefreshing()
    host.endRefreshing()
    if !host.supportsItemSupplementaries { /* leave the badges out */ }
    let viewport = CGRect(origin: .zero, size: host.viewportSize)
    let soon = host.indexPathsForItems(in: viewport.insetBy(dx: 0, dy: -600))
    #expect(!soon.isEmpty)
  }

  /// Compiled, not run: invalidations, reading a cell, editing and errors.
  func layoutsAndEditing(
    host: any ListHost, path: ItemPath, product: DocProduct, source: ItemPath, id: AnyListID,
    store: DocStore, archive: @escaping @MainActor @Sendable () -> Void
  ) throws {
    // The model changed section 2's layout only (a grid became a carousel):
    try host.invalidateLayout(ofSections: [2])
    try host.invalidateLayout(ofSections: [1])  // == try host.invalidateLayout() here
    (host.cellForItem(at: path) as? ProductCell)?.configure(with: product)
    func beginMoving(_ path: ItemPath) { print(path) }
    if let editing = host.dataSource as? any ListHostEditingDataSource,
      editing.listHost(host, canMoveItemAt: source) { beginMoving(source) }
    let delete =
    ListHostSwipeAction(title: "Delete", style: .destructive) {
      store.delete(id)
      return true  // the item left the list
    }
    let archiving =
    ListHostSwipeAction(title: "Archive", style: .normal) { archive(); return false }
    _ = (delete, archiving)
    throw ListHostError.supplementaryViewsPerRow("badge", at: path)
  }
  typealias ProductCell = DocProductCellTesting
}

/// A headless product cell for the host examples.
final class DocProductCellTesting: HeadlessCell, ConfigurableView {
  var name = ""
  func configure(with content: DocProduct) { name = content.name }
}

/// A product, identified by `id`.
struct DocProduct: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}
