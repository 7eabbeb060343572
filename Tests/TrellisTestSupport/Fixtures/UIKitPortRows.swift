// A port data source for driving the UIKit hosts without an adapter. Linux only, like the double.
#if os(Linux)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// A port data source over one section of text rows: every row a `reuseIdentifier` cell of
  /// `rowSize`, configured with its text when it is one of the shared text cells
  /// (``UIKitTextCell``, ``TextTableCell``); headers and footers only when
  /// `supplementaryReuseIdentifier` is set. Subclass it to log, meddle or reshape.
  @MainActor
  open class PortRows: ListHostDataSource {
    /// The rows' texts, top to bottom.
    public var rows: [String]
    /// The identifier every cell is dequeued with.
    public var reuseIdentifier: String
    /// The size of every row.
    public var rowSize: CGSize
    /// The identifier headers and footers are dequeued with; `nil` when there are none (asking
    /// for one throws `itemOutOfRange`).
    public var supplementaryReuseIdentifier: String?
    /// The size of a header (`.header`) or footer of any section.
    public var supplementarySize: [SupplementaryKind: CGSize] = [:]

    /// Creates a source of `rows`.
    public init(
      _ rows: [String], reuseIdentifier: String = "text",
      rowSize: CGSize = CGSize(width: 320, height: 44)
    ) {
      self.rows = rows
      self.reuseIdentifier = reuseIdentifier
      self.rowSize = rowSize
    }

    /// One section.
    open func numberOfSections(in host: any ListHost) -> Int { 1 }

    /// `rows.count`.
    open func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
      rows.count
    }

    /// A dequeued `reuseIdentifier` cell showing the row's text.
    open func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
      -> AnyObject
    {
      let cell = try host.dequeueCell(withReuseIdentifier: reuseIdentifier, for: path)
      (cell as? UIKitTextCell)?.configure(with: rows[path.item])
      (cell as? TextTableCell)?.configure(with: rows[path.item])
      return cell
    }

    /// A dequeued `supplementaryReuseIdentifier` view, or `itemOutOfRange` when there is none.
    open func listHost(
      _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
    ) throws(ListHostError) -> AnyObject {
      guard let supplementaryReuseIdentifier else { throw .itemOutOfRange(path) }
      return try host.dequeueSupplementaryView(
        ofKind: kind, withReuseIdentifier: supplementaryReuseIdentifier, for: path)
    }

    /// `rowSize`.
    open func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize { rowSize }

    /// `supplementarySize[kind]`, or zero.
    open func listHost(
      _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind,
      inSection section: Int
    ) -> CGSize { supplementarySize[kind] ?? .zero }

    /// `nil`: the layout's default section.
    open func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? { nil }

    /// None.
    open func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
      -> [ItemSupplementaryLayout]
    { [] }
  }
#endif
