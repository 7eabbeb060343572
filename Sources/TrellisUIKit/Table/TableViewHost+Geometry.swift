#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  extension TableViewHost {
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

    // MARK: Scrolling

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

    // MARK: Self-sizing

    /// When the table's width changed since its heights were last asked, asks every visible cell,
    /// header and footer for its preferred size at the new width, before the table asks the
    /// heights (prepared cells are asked when they are displayed): the list's size cache dropped the answers given at the old width, and a row whose
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
      for (view, kind, section) in visibleSupplementaryViews() {
        _ = dataSource.listHost(
          self, preferredSizeOfSupplementary: view, ofKind: kind, inSection: section,
          proposed: CGSize(width: width, height: view.bounds.height))
      }
    }

    /// Asks the displayed header or footer `view` of `section` for its size (the adapter answers
    /// from its cache unless the content changed); returns whether the answer differs from the
    /// view's height, so that the table must ask its heights again.
    func preferredHeightChanges(
      ofSupplementary view: UIView, ofKind kind: SupplementaryKind, inSection section: Int
    ) -> Bool {
      guard let dataSource,
        let size = dataSource.listHost(
          self, preferredSizeOfSupplementary: view, ofKind: kind, inSection: section,
          proposed: view.bounds.size)
      else { return false }
      return size.height != view.bounds.height
    }

    /// The visible headers and footers with their kinds and sections, top to bottom: those of
    /// the sections of the visible rows, and of the neighbouring sections while they show one
    /// (empty sections show headers without rows).
    func visibleSupplementaryViews() -> [(UIView, SupplementaryKind, Int)] {
      let count = tableView.numberOfSections
      guard count > 0 else { return [] }
      let rows = tableView.indexPathsForVisibleRows ?? []
      func shows(_ section: Int) -> Bool {
        tableView.headerView(forSection: section) != nil
          || tableView.footerView(forSection: section) != nil
      }
      var range: ClosedRange<Int>
      if let first = rows.map(\.section).min(), let last = rows.map(\.section).max() {
        range = first...last
      } else {
        range = 0...(count - 1)
      }
      var lower = range.lowerBound
      while lower > 0, shows(lower - 1) { lower -= 1 }
      var upper = range.upperBound
      while upper < count - 1, shows(upper + 1) { upper += 1 }
      range = lower...min(upper, count - 1)
      var result: [(UIView, SupplementaryKind, Int)] = []
      for section in range {
        if let header = tableView.headerView(forSection: section) {
          result.append((header, .header, section))
        }
        if let footer = tableView.footerView(forSection: section) {
          result.append((footer, .footer, section))
        }
      }
      return result
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
      for (view, kind, section) in visibleSupplementaryViews()
      where preferredHeightChanges(ofSupplementary: view, ofKind: kind, inSection: section) {
        changed = true
      }
      if changed { tableView.performBatchUpdates(nil, completion: nil) }
    }
  }
#endif
