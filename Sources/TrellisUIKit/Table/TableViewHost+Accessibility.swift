#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension TableViewHost {
    // MARK: Accessibility (actions, announcements, focus)

    /// Posts `notification` to assistive technologies with
    /// `UIAccessibility.post(notification:argument:)` (`.announcement` or `.pageScrolled`, with
    /// the text as the argument).
    ///
    /// - Parameter notification: What to tell the user.
    public func postAccessibilityNotification(_ notification: ListAccessibilityNotification) {
      _AccessibilityGlue.post(notification)
    }

    /// How focus navigation treats the items: `tableView.allowsFocus` and (not on tvOS, which has
    /// no such property) `tableView.selectionFollowsFocus`.
    ///
    ///     host.focusBehavior = .selectionFollowsFocus
    public var focusBehavior: ListFocusBehavior {
      get { ListFocusBehavior(of: tableView) }
      set { newValue.apply(to: tableView) }
    }

    // MARK: Internal

    /// Moves the item at `source` one place, as its "Move up" or "Move down" custom action does:
    /// the data source's rules decide where (`canMoveItemAt`, `targetPathForMoveFrom:`), the
    /// data source is told first (`listHost(_:moveItemAt:to:)`, as after a drag), and the view
    /// moves the item after
    /// (`moveRow(at:to:)`), as Listable does without the interactive-movement API.
    ///
    /// - Returns: Whether the item moved; `false` at the very start or end, when the rules keep
    ///   it in place, or while the view is asking the data source.
    func performAccessibilityMove(from source: ItemPath, _ direction: _AccessibilityMoveDirection)
      -> Bool
    {
      guard request == nil,
        let editing = dataSource as? any ListHostEditingDataSource
      else { return false }
      let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
      guard let target = _accessibilityMoveTarget(from: source, direction, counts: counts) else {
        return false
      }
      editing.listHost(self, moveItemAt: source, to: target)
      tableView.moveRow(at: IndexPath(source), to: IndexPath(target))
      carryFocus(acrossMoveFrom: source, to: target)
      accessibilityStatusMayHaveChanged()
      return true
    }

    /// Gives `cell`, returned by the data source for `path`, the item's custom actions.
    func installCustomActions(on cell: UIView, at path: ItemPath) {
      _AccessibilityGlue.installCustomActions(on: cell, at: path, of: self) {
        [weak self] source, direction in
        self?.performAccessibilityMove(from: source, direction) ?? false
      }
    }
  }
#endif
