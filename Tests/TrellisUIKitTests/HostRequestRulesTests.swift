// The rules both UIKit hosts enforce while their view asks them for a view: a dequeue only for the
// element asked, no reload or batch from inside the request. UIKit raises exceptions for these;
// the hosts throw the port's typed errors, as the headless hosts do.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A data source that, when asked for a cell, runs `duringCell` first.
  @MainActor
  final class MeddlingRows: PortRows {
    var duringCell: ((any ListHost, ItemPath) -> Void)?
    var errors: [ListHostError] = []

    override func listHost(_ host: any ListHost, cellForItemAt path: ItemPath)
      throws(ListHostError) -> AnyObject
    {
      duringCell?(host, path)
      return try super.listHost(host, cellForItemAt: path)
    }

    /// Records what `body` throws.
    func record(_ body: () throws(ListHostError) -> Void) {
      do throws(ListHostError) { try body() } catch { errors.append(error) }
    }
  }

  @MainActor
  @Suite("TrellisUIKit: both hosts enforce the same request rules")
  struct HostRequestRulesTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
      case collection, table
      var testDescription: String { rawValue }
    }

    /// A host of `kind` over a 320 × 200 view in a window, with `source` and its cell registered.
    static func make(_ kind: Kind, _ source: MeddlingRows) -> (any ListHost, UIView) {
      let frame = CGRect(x: 0, y: 0, width: 320, height: 200)
      switch kind {
      case .collection:
        let view = UICollectionView(
          frame: frame,
          collectionViewLayout: ListCollectionViewLayout(
            defaultSection: .flow(FlowSection(itemCount: 0))))
        let host = CollectionViewHost(collectionView: view)
        host.registerCell(UIKitTextCell.self, as: .class, reuseIdentifier: source.reuseIdentifier)
        host.dataSource = source
        return (host, view)
      case .table:
        let view = UITableView(frame: frame, style: .plain)
        let host = TableViewHost(tableView: view)
        host.registerCell(TextTableCell.self, as: .class, reuseIdentifier: source.reuseIdentifier)
        host.dataSource = source
        return (host, view)
      }
    }

    @Test(
      "a dequeue outside the view's request throws, naming the identifier and path",
      arguments: Kind.allCases)
    func dequeueOutsideRequest(kind: Kind) {
      let source = MeddlingRows(["a"], reuseIdentifier: "text")
      let (host, _) = Self.make(kind, source)
      #expect(
        throws: ListHostError.dequeueOutsideRequest(
          reuseIdentifier: "text", path: ItemPath(item: 0, section: 0))
      ) {
        try host.dequeueCell(withReuseIdentifier: "text", for: ItemPath(item: 0, section: 0))
      }
    }

    @Test("a dequeue for another item than the one asked throws", arguments: Kind.allCases)
    func dequeueForAnotherItem(kind: Kind) {
      let source = MeddlingRows(["a", "b"], reuseIdentifier: "text")
      let (host, view) = Self.make(kind, source)
      source.duringCell = { host, path in
        guard path.item == 0 else { return }
        source.record { () throws(ListHostError) in
          _ = try host.dequeueCell(withReuseIdentifier: "text", for: ItemPath(item: 1, section: 0))
        }
      }
      withExtendedLifetime(host) { view.layoutIfNeeded() }
      #expect(
        source.errors == [
          .dequeuedForAnotherElement(
            asked: "the cell of the item at [0, 0]", dequeued: "the cell of the item at [0, 1]")
        ])
    }

    @Test(
      "reloads, batches and scrolls from inside the view's request throw", arguments: Kind.allCases)
    func reentrantCalls(kind: Kind) {
      let source = MeddlingRows(["a"], reuseIdentifier: "text")
      let (host, view) = Self.make(kind, source)
      source.duringCell = { host, _ in
        source.record { () throws(ListHostError) in try host.reloadData() }
        source.record { () throws(ListHostError) in
          try host.performBatchUpdates(
            BatchUpdate(), animated: false, updatingData: {}, completion: nil)
        }
        source.record { () throws(ListHostError) in
          try host.setContentOffset(.zero, animated: false)
        }
        source.record { () throws(ListHostError) in try host.invalidateLayout() }
      }
      withExtendedLifetime(host) { view.layoutIfNeeded() }
      let during = "the view's request for the cell of the item at [0, 0]"
      #expect(
        source.errors == [
          .reentrantCall(operation: "reloadData()", during: during),
          .reentrantCall(
            operation: "performBatchUpdates(_:animated:updatingData:completion:)", during: during),
          .reentrantCall(operation: "setContentOffset(_:animated:)", during: during),
          .reentrantCall(operation: "invalidateLayout()", during: during),
        ])
    }
  }
#endif
