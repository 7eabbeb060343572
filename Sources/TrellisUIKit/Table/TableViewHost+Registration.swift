#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  extension TableViewHost {
    // MARK: Registration and reuse

    /// Registers a `UITableViewCell` subclass (by class or by nib) under `reuseIdentifier`.
    ///
    ///     host.registerCell(NoteCell.self, as: .class, reuseIdentifier: "note")
    ///
    /// A type that is not a `UITableViewCell` is not registered; dequeueing it throws
    /// `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    public func registerCell(
      _ viewType: AnyObject.Type, as registration: ViewRegistration, reuseIdentifier: String
    ) {
      guard let cellType = viewType as? UITableViewCell.Type else {
        rejectedRegistrations[reuseIdentifier] = .cannotCreateView(
          type: String(reflecting: viewType) + " (a table view's cells are UITableViewCells)",
          reuseIdentifier: reuseIdentifier)
        return
      }
      rejectedRegistrations[reuseIdentifier] = nil
      cellIdentifiers.insert(reuseIdentifier)
      if let nib = registration.nib(for: cellType) {
        tableView.register(nib, forCellReuseIdentifier: reuseIdentifier)
      } else {
        tableView.register(cellType, forCellReuseIdentifier: reuseIdentifier)
      }
    }

    /// Registers a `UITableViewHeaderFooterView` subclass for headers or footers.
    ///
    ///     host.registerSupplementaryView(TitleView.self, as: .class, kind: .header,
    ///                                    reuseIdentifier: "title")
    ///
    /// A table has headers and footers only: another kind, or a type that is not a
    /// `UITableViewHeaderFooterView`, is not registered, and dequeueing it throws
    /// `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    public func registerSupplementaryView(
      _ viewType: AnyObject.Type, as registration: ViewRegistration, kind: SupplementaryKind,
      reuseIdentifier: String
    ) {
      let key = Self.key(kind, reuseIdentifier)
      guard kind == .header || kind == .footer else {
        rejectedRegistrations[key] = .cannotCreateView(
          type: "\(String(reflecting: viewType)) of kind \(kind) (a table view shows headers and "
            + "footers only)", reuseIdentifier: reuseIdentifier)
        return
      }
      guard let viewType = viewType as? UITableViewHeaderFooterView.Type else {
        rejectedRegistrations[key] = .cannotCreateView(
          type: String(reflecting: viewType)
            + " (a table view's headers and footers are UITableViewHeaderFooterViews)",
          reuseIdentifier: reuseIdentifier)
        return
      }
      rejectedRegistrations[key] = nil
      headerFooterIdentifiers[key] = kind
      if let nib = registration.nib(for: viewType) {
        tableView.register(nib, forHeaderFooterViewReuseIdentifier: key)
      } else {
        tableView.register(viewType, forHeaderFooterViewReuseIdentifier: key)
      }
    }

    /// Dequeues the cell for the row the table is asking for.
    ///
    /// - Throws: `ListHostError/dequeueOutsideRequest(reuseIdentifier:path:)` outside the table's
    ///   request for that row, `ListHostError/dequeuedForAnotherElement(asked:dequeued:)` for
    ///   another row, and the registration errors.
    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
      throws(ListHostError) -> AnyObject
    {
      if let error = rejectedRegistrations[reuseIdentifier] { throw error }
      guard cellIdentifiers.contains(reuseIdentifier) else {
        throw .unregisteredReuseIdentifier(reuseIdentifier, kind: nil)
      }
      try checkDequeue(.item(path), reuseIdentifier: reuseIdentifier)
      let cell = tableView.dequeueReusableCell(
        withIdentifier: reuseIdentifier, for: IndexPath(path))
      (cell as? ListContentConfigurationTableCell)?.sizingHost = self
      return cell
    }

    /// Dequeues the header or footer view the table is asking for.
    ///
    /// - Throws: As ``dequeueCell(withReuseIdentifier:for:)``.
    public func dequeueSupplementaryView(
      ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String,
      for path: ItemPath
    ) throws(ListHostError) -> AnyObject {
      let key = Self.key(kind, reuseIdentifier)
      if let error = rejectedRegistrations[key] { throw error }
      guard headerFooterIdentifiers[key] != nil else {
        throw .unregisteredReuseIdentifier(reuseIdentifier, kind: kind)
      }
      try checkDequeue(
        .supplementary(kind, ItemPath(item: 0, section: path.section)),
        reuseIdentifier: reuseIdentifier)
      guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: key) else {
        throw .unregisteredReuseIdentifier(reuseIdentifier, kind: kind)
      }
      return view
    }

    // MARK: Internal

    static func key(_ kind: SupplementaryKind, _ identifier: String) -> String {
      "\(kind.rawValue):\(identifier)"
    }
  }
#endif
