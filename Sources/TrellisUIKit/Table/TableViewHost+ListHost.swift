#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter

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
      switch registration {
      case .class:
        tableView.register(cellType, forCellReuseIdentifier: reuseIdentifier)
      case .nib(let name):
        tableView.register(
          UINib(nibName: name, bundle: Bundle(for: cellType)),
          forCellReuseIdentifier: reuseIdentifier)
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
      switch registration {
      case .class:
        tableView.register(viewType, forHeaderFooterViewReuseIdentifier: key)
      case .nib(let name):
        tableView.register(
          UINib(nibName: name, bundle: Bundle(for: viewType)),
          forHeaderFooterViewReuseIdentifier: key)
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
      return tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: IndexPath(path))
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

    // MARK: Updates

    /// Reloads everything and lays out at once, so that a batch can follow.
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   table (UIKit raises when a data source reloads its view while it asks);
    ///   `ListHostError/supplementaryViewsPerRow(_:at:)` after showing every row, when the data
    ///   source answers supplementary views for one.
    public func reloadData() throws(ListHostError) {
      try checkNotInsideRequest("reloadData()")
      tableCounts = nil
      tableView.reloadData()
      tableView.layoutIfNeeded()
      let counts = currentCounts()
      let rows = counts.indices.lazy.flatMap { section in
        (0..<counts[section]).lazy.map { ItemPath(item: $0, section: section) }
      }
      if let rejection = rejectionOfRowSupplementaries(at: rows) { throw rejection }
    }

    /// Performs `update` as one `performBatchUpdates(_:completion:)` of the table, switching the
    /// data source with `updateData` inside its updates closure.
    ///
    /// UIKit may lay out when the call starts and read the counts then; inside the updates
    /// closure the host takes the counts the table read as those before the batch, switches the
    /// data, and checks the batch against the counts after it. A batch that does not fit is not
    /// issued (UIKit would raise "Invalid update: invalid number of rows…"): the host replaces
    /// every section instead, which shows the new data as a reload does, and throws the broken
    /// rule. A table that has not read its counts since it was created or reloaded reloads
    /// instead of a batch (UIKit would load the counts after the switch and apply the batch on
    /// top of them).
    ///
    /// - Parameters:
    ///   - update: The changes, in UIKit's index convention.
    ///   - animated: Whether the change animates.
    ///   - updateData: Switches the data source to the data after the batch.
    ///   - completion: Called with `true` when the batch has finished (at once when it does not
    ///     animate); not called when the host throws.
    /// - Throws: `ListHostError/invalidBatch(_:)` for a batch UIKit would reject.
    public func performBatchUpdates(
      _ update: BatchUpdate, animated: Bool, updatingData updateData: () -> Void,
      completion: (@MainActor (Bool) -> Void)?
    ) throws(ListHostError) {
      try checkNotInsideRequest("performBatchUpdates(_:animated:updatingData:completion:)")
      guard tableCounts != nil else {
        updateData()
        try reloadData()
        completion?(true)
        return
      }
      let tableView = tableView
      var rejection: BatchUpdateViolation?
      var rowRejection: ListHostError?
      var didRun = false
      withoutActuallyEscaping(updateData) { updateData in
        let body = {
          didRun = true
          let before = self.tableCounts ?? []
          updateData()
          let after = self.currentCounts()
          let (issued, violation) = update._issuable(from: before, to: after)
          rejection = violation
          rowRejection = self.rejectionOfRowSupplementaries(
            at: issued.rowsAsked(from: before, to: after))
          Self.issue(issued, to: tableView)
        }
        guard animated else {
          UIView.performWithoutAnimation {
            tableView.performBatchUpdates(body, completion: nil)
          }
          return
        }
        tableView.performBatchUpdates(body) { finished in
          MainActor.assumeIsolated { if rejection == nil { completion?(finished) } }
        }
      }
      guard didRun else { throw Self.batchRefused }
      if let rejection { throw .invalidBatch(rejection) }
      askVisiblePreferredSizes()
      // The rows are on screen, without the views a table cannot show.
      if let rowRejection { throw rowRejection }
      if !animated { completion?(true) }
    }

    /// Whether the host shows supplementary views of items: a table view has none per row.
    public var supportsItemSupplementaries: Bool { false }

    /// The error for the first of `rows` whose supplementary views the data source answers (a
    /// table view shows none per row), or `nil`.
    func rejectionOfRowSupplementaries(at rows: some Sequence<ItemPath>) -> ListHostError? {
      guard let dataSource else { return nil }
      for path in rows {
        if let first = dataSource.listHost(self, supplementariesOfItemAt: path).first {
          return .supplementaryViewsPerRow(first.kind, at: path)
        }
      }
      return nil
    }

    /// Issues `update`'s operations to `tableView`, inside its updates closure.
    private static func issue(_ update: BatchUpdate, to tableView: UITableView) {
      tableView.deleteSections(IndexSet(update.sectionDeletes), with: .automatic)
      tableView.insertSections(IndexSet(update.sectionInserts), with: .automatic)
      tableView.reloadSections(IndexSet(update.sectionReloads), with: .automatic)
      for move in update.sectionMoves {
        tableView.moveSection(move.source, toSection: move.target)
      }
      tableView.deleteRows(at: update.itemDeletes.map { IndexPath($0) }, with: .automatic)
      tableView.insertRows(at: update.itemInserts.map { IndexPath($0) }, with: .automatic)
      tableView.reloadRows(at: update.itemReloads.map { IndexPath($0) }, with: .automatic)
      for move in update.itemMoves {
        tableView.moveRow(at: IndexPath(move.source), to: IndexPath(move.target))
      }
    }

    /// Asks the table for every row's height again.
    public func invalidateLayout() throws(ListHostError) {
      try checkNotInsideRequest("invalidateLayout()")
      guard tableCounts != nil else { return }
      tableView.performBatchUpdates(nil, completion: nil)
      askVisiblePreferredSizes()
    }

    /// Asks the table for the heights again; a table lays out all rows at once.
    public func invalidateLayout(ofItemsAt paths: [ItemPath]) throws(ListHostError) {
      guard !paths.isEmpty else { return }
      try invalidateLayout()
    }

    // MARK: Visible content

    /// The visible rows, top to bottom.
    public var indexPathsForVisibleItems: [ItemPath] {
      (tableView.indexPathsForVisibleRows ?? []).map(ItemPath.init)
    }

    /// The visible cell of a row, if any.
    public func cellForItem(at path: ItemPath) -> AnyObject? {
      tableView.cellForRow(at: IndexPath(path))
    }

    /// The row a visible cell shows.
    public func indexPath(for cell: AnyObject) -> ItemPath? {
      guard let cell = cell as? UITableViewCell else { return nil }
      return tableView.indexPath(for: cell).map(ItemPath.init)
    }

    /// The visible header or footer of a section (`path.section`).
    public func supplementaryView(ofKind kind: SupplementaryKind, at path: ItemPath) -> AnyObject? {
      switch kind {
      case .header: tableView.headerView(forSection: path.section)
      case .footer: tableView.footerView(forSection: path.section)
      default: nil
      }
    }

    /// A row's frame in content coordinates, or `nil` for a row the table does not hold.
    public func frameForItem(at path: ItemPath) -> CGRect? {
      guard path.section >= 0, path.section < tableView.numberOfSections, path.item >= 0,
        path.item < tableView.numberOfRows(inSection: path.section)
      else { return nil }
      return tableView.rectForRow(at: IndexPath(path))
    }

    /// The rows whose frames meet `rect`.
    public func indexPathsForItems(in rect: CGRect) -> [ItemPath] {
      (tableView.indexPathsForRows(in: rect) ?? []).map(ItemPath.init)
    }

    // MARK: Viewport and scrolling

    /// Whether the table is in a window.
    public var isInWindow: Bool { tableView.window != nil }

    /// The table's bounds size.
    public var viewportSize: CGSize { tableView.bounds.size }

    /// The table's content size.
    public var contentSize: CGSize { tableView.contentSize }

    /// The table's adjusted content inset.
    public var contentInset: LayoutInsets {
      let inset = tableView.adjustedContentInset
      return LayoutInsets(
        top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    /// The table's content offset.
    public var contentOffset: CGPoint { tableView.contentOffset }

    /// Whether the user is dragging the table.
    public var isDragging: Bool { tableView.isDragging }

    /// Sets the table's content offset.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) throws(ListHostError) {
      try checkNotInsideRequest("setContentOffset(_:animated:)")
      tableView.setContentOffset(offset, animated: animated)
    }

    /// Scrolls a row to `position` (`.start` is UIKit's `.top`, `.center` `.middle`, `.end`
    /// `.bottom`, `.nearest` `.none`).
    ///
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a row the table does not hold.
    public func scrollToItem(at path: ItemPath, at position: ListScrollPosition, animated: Bool)
      throws(ListHostError)
    {
      guard frameForItem(at: path) != nil else { throw .itemOutOfRange(path) }
      let scrollPosition: UITableView.ScrollPosition =
        switch position {
        case .start: .top
        case .center: .middle
        case .end: .bottom
        case .nearest: .none
        }
      tableView.scrollToRow(at: IndexPath(path), at: scrollPosition, animated: animated)
    }

    // MARK: Refresh control

    // UIRefreshControl and UIScrollView.refreshControl are not available on tvOS (Apple's pages
    // list iOS, iPadOS, Mac Catalyst and visionOS).
    #if !os(tvOS)
      /// Whether the table has a refresh control; a pull sends
      /// `ListHostDelegate/listHostDidRequestRefresh(_:)`.
      public var isRefreshControlEnabled: Bool {
        get { tableView.refreshControl != nil }
        set {
          guard newValue != isRefreshControlEnabled else { return }
          guard newValue else {
            if let refreshAction {
              tableView.refreshControl?.removeAction(refreshAction, for: .valueChanged)
            }
            refreshAction = nil
            tableView.refreshControl = nil
            return
          }
          let control = UIRefreshControl()
          let action = UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.listHostDidRequestRefresh(self)
          }
          control.addAction(action, for: .valueChanged)
          refreshAction = action
          tableView.refreshControl = control
        }
      }

      /// Whether the refresh control is refreshing.
      public var isRefreshing: Bool { tableView.refreshControl?.isRefreshing ?? false }

      /// Shows the refresh control refreshing. When the content rests at its top, it scrolls down
      /// by the control's height, animated, so that the spinner shows (UIKit's `beginRefreshing()`
      /// moves nothing); a scrolled-down table keeps its place. It does nothing while the control is
      /// disabled or already refreshing.
      public func beginRefreshing() {
        guard let control = tableView.refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        tableView._revealRefreshControl(control)
      }

      /// Hides the refresh control's activity.
      public func endRefreshing() { tableView.refreshControl?.endRefreshing() }
    #else
      /// Always `false` on tvOS, which has no refresh control (`UIRefreshControl` and
      /// `UIScrollView.refreshControl` are not available there).
      ///
      ///     host.isRefreshControlEnabled  // false
      ///
      /// - Precondition: Never set to `true` on tvOS.
      public var isRefreshControlEnabled: Bool {
        get { false }
        set {
          guard newValue else { return }
          _trap(
            "TableViewHost",
            "isRefreshControlEnabled = true on tvOS, which has no refresh control "
              + "(UIRefreshControl is not available on tvOS); leave it false there")
        }
      }

      /// Always `false` on tvOS: there is no refresh control.
      public var isRefreshing: Bool { false }

      /// Does nothing on tvOS: there is no refresh control.
      public func beginRefreshing() {}

      /// Does nothing on tvOS: there is no refresh control.
      public func endRefreshing() {}
    #endif

    // MARK: Selection

    /// Whether more than one row can be selected.
    public var allowsMultipleSelection: Bool {
      get { tableView.allowsMultipleSelection }
      set { tableView.allowsMultipleSelection = newValue }
    }

    /// The selected rows.
    public var indexPathsForSelectedItems: [ItemPath] {
      (tableView.indexPathsForSelectedRows ?? []).map(ItemPath.init).sorted()
    }

    /// Selects a row without calling the delegate, as UIKit does.
    ///
    /// - Throws: `ListHostError/itemOutOfRange(_:)` for a row the table does not hold.
    public func selectItem(at path: ItemPath, animated: Bool) throws(ListHostError) {
      guard frameForItem(at: path) != nil else { throw .itemOutOfRange(path) }
      tableView.selectRow(at: IndexPath(path), animated: animated, scrollPosition: .none)
    }

    /// Deselects a row without calling the delegate, as UIKit does.
    public func deselectItem(at path: ItemPath, animated: Bool) {
      tableView.deselectRow(at: IndexPath(path), animated: animated)
    }

    // MARK: Internal

    static func key(_ kind: SupplementaryKind, _ identifier: String) -> String {
      "\(kind.rawValue):\(identifier)"
    }

    /// The data source's counts now.
    func currentCounts() -> [Int] {
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.listHost(self, numberOfItemsInSection: $0)
      }
    }

    /// When the table's width changed since its heights were last asked, asks every visible cell
    /// for its preferred size at the new width, before the table asks the heights (prepared cells
    /// are asked when they are displayed): the list's size cache dropped the answers given at the old width, and a row whose
    /// cell is already displayed would otherwise keep its estimate (the host asks a cell when it
    /// is displayed, and after its own batches, only).
    func measureCellsAgainIfWidthChanged() {
      let width = tableView.bounds.width
      guard width != heightsWidth else { return }
      let first = heightsWidth == nil
      heightsWidth = width
      guard !first, let dataSource else { return }
      for indexPath in tableView.indexPathsForVisibleRows ?? [] {
        guard let cell = tableView.cellForRow(at: indexPath) else { continue }
        _ = dataSource.listHost(
          self, preferredSizeOf: cell, forItemAt: ItemPath(indexPath),
          proposed: CGSize(width: width, height: cell.bounds.height))
      }
    }

    /// UIKit's self-sizing pass after an update: every visible self-sizing cell is asked for its
    /// size (the adapter answers from its cache unless the content changed), and the table asks
    /// its heights again when an answer differs from the row's height.
    func askVisiblePreferredSizes() {
      guard let dataSource else { return }
      var changed = false
      for indexPath in tableView.indexPathsForVisibleRows ?? [] {
        guard let cell = tableView.cellForRow(at: indexPath),
          let size = dataSource.listHost(
            self, preferredSizeOf: cell, forItemAt: ItemPath(indexPath), proposed: cell.bounds.size)
        else { continue }
        if size.height != cell.bounds.height { changed = true }
      }
      if changed { tableView.performBatchUpdates(nil, completion: nil) }
    }

  }

  extension BatchUpdate {
    /// The rows after this batch whose views the table asks for again: inserted and reloaded
    /// rows, and every row of inserted and reloaded sections, as paths after the batch.
    ///
    /// - Parameters:
    ///   - before: The item counts before the batch.
    ///   - after: The item counts after it; the batch must fit both.
    func rowsAsked(from before: [Int], to after: [Int]) -> [ItemPath] {
      guard let mapping = try? indexMapping(from: before, to: after) else { return [] }
      var rows = itemInserts + itemReloads.compactMap { mapping.target(of: $0) }
      let sections = sectionInserts + sectionReloads.compactMap { mapping.target(ofSection: $0) }
      for section in sections where after.indices.contains(section) {
        rows += (0..<after[section]).map { ItemPath(item: $0, section: section) }
      }
      return rows
    }
  }
#endif
