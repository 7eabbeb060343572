import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A cell that shows a string.
final class LabelCell: HeadlessCell {
  var text = ""
  override var snapshotText: String { text }
  override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }
}

/// A header or footer that shows a string.
final class LabelHeader: HeadlessSupplementaryView {
  var text = ""
  override var snapshotText: String { text }
}

/// A class the headless hosts cannot create (it is not a `HeadlessReusableView`).
final class ForeignView {}

/// A hand-written data source over `[[String]]`, with knobs to break each of UIKit's rules, and a
/// log of every delegate call.
@MainActor
final class TestDataSource: ListHostDataSource, ListHostDelegate {
  var sections: [[String]]
  var headers: [String?] = []
  var itemSize = CGSize(width: 100, height: 44)
  /// The size of an item by its text, when set; otherwise every item is ``itemSize``.
  var sizeOf: ((String) -> CGSize)?
  var headerLength: CGFloat = 20
  var reuseIdentifier = "label"
  /// Returns this view instead of a dequeued one (after dequeuing one when `dequeueFirst`).
  var returnInstead: AnyObject?
  /// Dequeues this many views per request.
  var dequeueCount = 1
  /// Dequeues for this path instead of the one asked for.
  var dequeuePathOverride: ItemPath?
  /// Runs inside `numberOfItemsInSection`.
  var duringCount: ((any ListHost) -> Void)?
  var errors: [ListHostError] = []
  var log: [String] = []
  var cellRequests: [ItemPath] = []
  var answers: [String: Bool] = [:]

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in host: any ListHost) -> Int { sections.count }

  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    duringCount?(host)
    return sections[section].count
  }

  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    cellRequests.append(path)
    var cell: AnyObject?
    for _ in 0..<dequeueCount {
      cell = try host.dequeueCell(
        withReuseIdentifier: reuseIdentifier, for: dequeuePathOverride ?? path)
    }
    (cell as? LabelCell)?.text = sections[path.section][path.item]
    return returnInstead ?? cell ?? LabelCell()
  }

  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    let view = try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: path)
    (view as? LabelHeader)?.text = "\(kind) \(headers[path.section] ?? "")"
    return view
  }

  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    sizeOf?(sections[path.section][path.item]) ?? itemSize
  }

  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize {
    guard kind == .header, headers.indices.contains(section), headers[section] != nil else {
      return .zero
    }
    return CGSize(width: 320, height: headerLength)
  }

  // MARK: Delegate

  func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
    log.append("willDisplay \(path)")
  }
  func listHost(_ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath) {
    log.append("didEndDisplaying \(path)")
  }
  func listHost(_ host: any ListHost, shouldHighlightItemAt path: ItemPath) -> Bool {
    answer("shouldHighlight", at: path)
  }
  func listHost(_ host: any ListHost, didHighlightItemAt path: ItemPath) {
    log.append("didHighlight \(path)")
  }
  func listHost(_ host: any ListHost, didUnhighlightItemAt path: ItemPath) {
    log.append("didUnhighlight \(path)")
  }
  func listHost(_ host: any ListHost, shouldSelectItemAt path: ItemPath) -> Bool {
    answer("shouldSelect", at: path)
  }
  func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath) {
    log.append("didSelect \(path)")
  }
  func listHost(_ host: any ListHost, shouldDeselectItemAt path: ItemPath) -> Bool {
    answer("shouldDeselect", at: path)
  }
  func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath) {
    log.append("didDeselect \(path)")
  }

  /// Logs the `should…` call `name` at `path` and answers as `answers` says (`true` unless set).
  private func answer(_ name: String, at path: ItemPath) -> Bool {
    log.append("\(name) \(path)")
    return answers[name] ?? true
  }

  /// Only the display callbacks of the log.
  var displayLog: [String] { log.filter { $0.hasPrefix("willDisplay") || $0.hasPrefix("didEnd") } }
}

/// A collection view of `sections` in a 320×200 viewport (one 44-point row of three 100-point
/// items, with 10-point line spacing), loaded, with `source` as data source and delegate.
@MainActor
func makeHost(
  _ sections: [[String]], viewport: CGSize = CGSize(width: 320, height: 200),
  clock: any Clock<Duration> = ContinuousClock(),
  section: FlowSection = FlowSection(itemCount: 0, lineSpacing: 10, interitemSpacing: 10)
) throws -> (HeadlessCollectionView, TestDataSource) {
  let host = HeadlessCollectionView(
    viewportSize: viewport, layout: .flow(section: section), clock: clock)
  let source = TestDataSource(sections)
  try load(host, from: source)
  return (host, source)
}

/// Makes `source` the data source and delegate of `host`, registers ``LabelCell`` as "label" and
/// ``LabelHeader`` as "header", and loads the host.
@MainActor
func load(_ host: HeadlessListView, from source: TestDataSource) throws {
  host.dataSource = source
  host.delegate = source
  host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
  host.registerSupplementaryView(
    LabelHeader.self, as: .class, kind: .header, reuseIdentifier: "header")
  try host.reloadData()
}

/// Gives `host`, never loaded, a data source that already holds the data after an insert at
/// [2, 0] ("a", "b", "c"), and expects the batch that inserts it to throw: UIKit's layout pass at
/// a batch's start reads the counts before the update. Returns the data source.
@MainActor
@discardableResult
func batchInsertOnNeverLoadedHost(
  _ host: HeadlessCollectionView, sourceLocation: SourceLocation = #_sourceLocation
) -> TestDataSource {
  let source = TestDataSource([["a", "b", "c"]])
  host.dataSource = source
  host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
  #expect(throws: ListHostError.self, sourceLocation: sourceLocation) {
    try host.performBatchUpdates(
      BatchUpdate(itemInserts: [path(2, 0)]), animated: false, updatingData: {},
      completion: nil)
  }
  return source
}

func path(_ item: Int, _ section: Int) -> ItemPath { ItemPath(item: item, section: section) }
