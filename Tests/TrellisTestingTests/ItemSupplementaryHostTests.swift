import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A data source of one section of rows, each with the supplementary views `supplementaries`
/// answers for it.
@MainActor
final class BadgeDataSource: ListHostDataSource {
  var rows: Int
  var supplementaries: (ItemPath) -> [ItemSupplementaryLayout]
  /// The path to dequeue supplementary views for, instead of the one asked.
  var dequeuePath: ((ItemPath) -> ItemPath)?
  var requests: [String] = []

  init(rows: Int, supplementaries: @escaping (ItemPath) -> [ItemSupplementaryLayout]) {
    self.rows = rows
    self.supplementaries = supplementaries
  }

  func numberOfSections(in host: any ListHost) -> Int { 1 }
  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int { rows }
  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "cell")
    return try host.dequeueCell(withReuseIdentifier: "cell", for: path)
  }
  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    requests.append("\(kind) \(path)")
    host.registerSupplementaryView(LabelHeader.self, as: .class, kind: kind, reuseIdentifier: "v")
    return try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: "v", for: dequeuePath?(path) ?? path)
  }
  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    CGSize(width: 320, height: 40)
  }
  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize { .zero }
  func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
    -> [ItemSupplementaryLayout]
  {
    supplementaries(path)
  }
}

/// The headless hosts' rules for supplementary views of items, with a data source of their own.
@MainActor
@Suite("Headless hosts: supplementary views per item")
struct ItemSupplementaryHostTests {
  static func badge(_ kind: SupplementaryKind = "badge") -> ItemSupplementaryLayout {
    ItemSupplementaryLayout(
      kind: kind, size: CGSize(width: 10, height: 10), placement: .corner(.bottomTrailing))
  }

  @Test("the data source is asked for each item's views at the item's own path")
  func askedAtItemPaths() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100))
    let source = BadgeDataSource(rows: 4) { _ in [Self.badge(), Self.badge("mark")] }
    host.dataSource = source
    try host.reloadData()
    // Rows are 40 points tall, 10 apart: rows 0 and 1 show, row 2 starts at the viewport's end.
    #expect(source.requests == ["badge [0, 0]", "mark [0, 0]", "badge [0, 1]", "mark [0, 1]"])
    #expect(host.supplementaryView(ofKind: "mark", at: ItemPath(item: 1, section: 0)) != nil)
    #expect(host.supplementaryView(ofKind: "mark", at: ItemPath(item: 2, section: 0)) == nil)
    #expect(
      host.frameForSupplementary(ofKind: "badge", ofItemAt: ItemPath(item: 3, section: 0))
        == CGRect(x: 310, y: 180, width: 10, height: 10))
  }

  /// UIKit asks the layout again after a batch (`prepare()`) and asks the data source only for
  /// the views the layout reports then. An item the batch keeps (here moved into view) whose
  /// views went with a content change in the same update (the list adapter announces it with
  /// `invalidateLayout(ofItemsAt:)` only after the batch) must not be asked for the view it no
  /// longer has: fuzz seed 65 of `AdapterFuzzTests`.
  @Test("a batch asks a kept item that had views for them again, not for one it no longer has")
  func keptItemLosesItsViewInTheBatch() throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100))
    let source = BadgeDataSource(rows: 4) { $0.item == 3 ? [Self.badge("mark")] : [] }
    host.dataSource = source
    try host.reloadData()
    #expect(source.requests.isEmpty)
    let top = ItemPath(item: 0, section: 0)
    // Row 3 moves to the top, into view, and loses its mark in the same update.
    try host.performBatchUpdates(
      BatchUpdate(itemMoves: [Move(source: ItemPath(item: 3, section: 0), target: top)]),
      animated: false, updatingData: { source.supplementaries = { _ in [] } }, completion: nil)
    #expect(source.requests.isEmpty)
    #expect(host.supplementaryView(ofKind: "mark", at: top) == nil)
    #expect(host.frameForSupplementary(ofKind: "mark", ofItemAt: top) == nil)
    #expect(host.indexPathsForVisibleItems == [top, ItemPath(item: 1, section: 0)])
  }

  @Test("a view dequeued for another item's path is rejected")
  func dequeuedForAnotherItem() {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100))
    let source = BadgeDataSource(rows: 2) { _ in [Self.badge()] }
    source.dequeuePath = { ItemPath(item: $0.item + 1, section: $0.section) }
    host.dataSource = source
    #expect(
      throws: ListHostError.dequeuedForAnotherElement(
        asked: "badge [0, 0]", dequeued: "badge [0, 1]")
    ) {
      try host.reloadData()
    }
  }

  @Test("two views of one kind, or a header kind, for one item are a typed error")
  func badAnswers() {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 100))
    let source = BadgeDataSource(rows: 2) { $0.item == 1 ? [Self.badge(), Self.badge()] : [] }
    host.dataSource = source
    #expect(
      throws: ListHostError.invalidDataSourceAnswer(
        "two supplementary views of kind badge for the item at [0, 1]; an item has at most one "
          + "view per kind")
    ) { try host.reloadData() }
    source.supplementaries = { _ in [Self.badge(.header)] }
    #expect(
      throws: ListHostError.invalidDataSourceAnswer(
        "a header view for the item at [0, 0]; headers and footers belong to sections")
    ) { try host.reloadData() }
  }

  @Test("a table view has no views per row: rows with them are a typed error, on load and insert")
  func tableRejects() throws {
    let table = HeadlessTableView(viewportSize: CGSize(width: 320, height: 100))
    let source = BadgeDataSource(rows: 1) { $0.item == 1 ? [Self.badge()] : [] }
    table.dataSource = source
    try table.reloadData()
    let error = ListHostError.invalidDataSourceAnswer(
      "supplementary views of kind badge for the row at [0, 1]; a table view has no "
        + "supplementary views per row, only section headers and footers")
    #expect(throws: error) {
      try table.performBatchUpdates(
        BatchUpdate(itemInserts: [ItemPath(item: 1, section: 0)]), animated: false,
        updatingData: { source.rows = 2 }, completion: nil)
    }
    // The rule is broken, but nothing is lost: both rows are shown, without the views.
    #expect(
      table.indexPathsForVisibleItems == [
        ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0),
      ])
    #expect(throws: error) { try table.reloadData() }
    #expect(
      table.indexPathsForVisibleItems == [
        ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0),
      ])
  }
}
