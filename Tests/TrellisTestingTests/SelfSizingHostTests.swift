import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting
@_spi(Testing) import TrellisTesting

/// A data source of one section of `LabelCell`s, 44 points tall, that answers the self-sizing
/// question itself (no adapter, no cache): a fixed height, or `proposed` one point taller.
@MainActor
final class SelfSizingDataSource: ListHostDataSource {
  var count = 3
  /// The height every cell asks for; `nil`: one point more than proposed, every time.
  var preferredHeight: CGFloat? = 30
  /// The paths asked for a preferred size, in order.
  var asked: [ItemPath] = []

  func numberOfSections(in host: any ListHost) -> Int { 1 }

  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int { count }

  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    let cell = try host.dequeueCell(withReuseIdentifier: "label", for: path)
    (cell as? LabelCell)?.text = "\(path.item)"
    return cell
  }

  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    throw .invalidDataSourceAnswer("no supplementary views")
  }

  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    CGSize(width: 320, height: 44)
  }

  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize { .zero }

  func listHost(
    _ host: any ListHost, preferredSizeOf cell: AnyObject, forItemAt path: ItemPath,
    proposed: CGSize
  ) -> CGSize? {
    asked.append(path)
    return CGSize(width: proposed.width, height: preferredHeight ?? proposed.height + 1)
  }
}

/// The headless hosts' self-sizing pass, driven by a data source directly.
@MainActor
@Suite("Headless hosts: self-sizing pass")
struct SelfSizingHostTests {
  static func table(_ source: SelfSizingDataSource) -> HeadlessTableView {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
    host.dataSource = source
    return host
  }

  @Test("visible cells are asked in display order, take their answers, and are asked again once")
  func settles() throws {
    let source = SelfSizingDataSource()
    let host = Self.table(source)
    try host.reloadData()
    let asked = (0..<3).map { ItemPath(item: $0, section: 0) }
    #expect(source.asked == asked + asked)
    #expect(host.selfSizingRelayouts == 1)
    #expect(
      (0..<3).map { host.frameForItem(at: ItemPath(item: $0, section: 0)) }
        == [0, 30, 60].map { CGRect(x: 0, y: $0, width: 320, height: 30) })
    #expect(host.contentSize == CGSize(width: 320, height: 90))
  }

  @Test("a cell whose answer changes again in the same pass makes the host throw, not loop")
  func neverSettles() {
    let source = SelfSizingDataSource()
    source.preferredHeight = nil
    let host = Self.table(source)
    #expect {
      try host.reloadData()
    } throws: { error in
      guard case .invalidDataSourceAnswer(let message) = error as? ListHostError else {
        return false
      }
      return message.contains("must answer the same size for the same content")
    }
    #expect(source.asked.count == 6, "two rounds of three cells; the second round's answers differ")
  }

  @Test("a data source that does not size cells is asked nothing more than before")
  func defaultAnswer() throws {
    let source = TestDataSource([["a", "b"]])
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    host.registerCell(LabelCell.self, as: .class, reuseIdentifier: "label")
    host.dataSource = source
    try host.reloadData()
    #expect(host.selfSizingRelayouts == 0)
    #expect(host.frameForItem(at: ItemPath(item: 1, section: 0))?.height == 44)
  }
}
