#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  extension _ScrollViewHost {
    // MARK: Setup

    /// What both hosts' initializers do for accessibility: mark the view as a list container
    /// (VoiceOver says "list start" and "list end"), read the accessibility status to report
    /// changes against, and listen to the status, focus and keyboard notifications.
    func startObservingAccessibilityAndKeyboard() {
      scrollView.accessibilityContainerType = .list
      accessibilityState.reportedStatus = accessibilityStatus
      accessibilityState.accessibilityObserver = _AccessibilityStatusObserver(
        onChange: { [weak self] in self?.accessibilityStatusMayHaveChanged() },
        onElementFocused: { [weak self] element in
          self?.accessibilityElementDidGainFocus(element)
        })
      accessibilityState.keyboardObserver = _KeyboardObserver { [weak self] end, animation in
        self?.keyboardWillChangeFrame(to: end, animation: animation)
      }
    }

    // MARK: Focus

    /// Keyboard focus moved (the view's `didUpdateFocusIn` delegate call): `next` is the data
    /// path of the item whose cell takes focus, `nil` when focus leaves the list's cells. The
    /// delegate hears the new status once, if it changed.
    func keyboardFocusDidMove(to next: ItemPath?) {
      accessibilityState.focus.keyboard = next
      accessibilityStatusMayHaveChanged()
    }

    /// An assistive app (VoiceOver, Switch Control) focused `element`
    /// (`UIAccessibility.elementFocusedNotification`): when it is a cell of this list or inside
    /// one, that cell's item has focus; focus anywhere else clears the list's focused item. The
    /// delegate hears the new status once, if it changed.
    func accessibilityElementDidGainFocus(_ element: AnyObject?) {
      accessibilityState.focus.accessibility = (element as? UIView).flatMap(itemPath(containing:))
      accessibilityStatusMayHaveChanged()
    }

    /// The path of the item whose cell is `view` or holds it, or `nil` when `view` is not in
    /// one of the list's cells (the list itself, a header, another view).
    func itemPath(containing view: UIView) -> ItemPath? {
      var current: UIView? = view
      while let candidate = current, candidate !== scrollView {
        if let path = indexPath(for: candidate) { return path }
        current = candidate.superview
      }
      return nil
    }

    /// Carries the focused items across a batch the view runs: each follows its item, and is
    /// dropped when its item is deleted or reloaded (its section too), as on the headless
    /// hosts. Call inside the batch's updates, after the data switched; the delegate hears of
    /// a change after the batch (``accessibilityStatusMayHaveChanged()``).
    ///
    /// - Parameters:
    ///   - update: The batch the view runs.
    ///   - before: The item counts per section before it.
    ///   - after: The item counts per section after it.
    func carryFocus(across update: BatchUpdate, from before: [Int], to after: [Int]) {
      guard accessibilityState.focus.item != nil else { return }
      let mapping = try? update.indexMapping(from: before, to: after)
      func carry(_ path: ItemPath?) -> ItemPath? {
        guard let path, let mapping, !update.itemReloads.contains(path) else { return nil }
        return mapping.target(of: path)
      }
      let focus = accessibilityState.focus
      accessibilityState.focus = _ListFocus(
        keyboard: carry(focus.keyboard), accessibility: carry(focus.accessibility))
    }

    /// Carries the focused items across one item move the view makes outside a batch (the end
    /// of a drag, a "Move up" or "Move down" custom action): the moved item's focus goes with
    /// it, and the items between its places shift by one, as their cells do.
    ///
    /// - Parameters:
    ///   - source: The moved item's path before the move.
    ///   - target: Its path after the move.
    func carryFocus(acrossMoveFrom source: ItemPath, to target: ItemPath) {
      func carry(_ path: ItemPath?) -> ItemPath? {
        guard var path else { return nil }
        if path == source { return target }
        if path.section == source.section, path.item > source.item { path.item -= 1 }
        if path.section == target.section, path.item >= target.item { path.item += 1 }
        return path
      }
      let focus = accessibilityState.focus
      accessibilityState.focus = _ListFocus(
        keyboard: carry(focus.keyboard), accessibility: carry(focus.accessibility))
    }
  }

  /// What a UIKit host keeps for its accessibility status, focus and keyboard avoidance.
  struct _HostAccessibilityState {
    /// The accessibility status last reported to the delegate (or read at creation).
    var reportedStatus = ListAccessibilityStatus()
    /// The items whose cells have keyboard and VoiceOver focus (``accessibilityStatus``'s
    /// `focusedItem`).
    var focus = _ListFocus()
    /// The part of the bottom content inset the host added for the keyboard.
    var appliedKeyboardInset: CGFloat = 0
    /// Listens to the notifications that change the host's `accessibilityStatus`.
    var accessibilityObserver: _AccessibilityStatusObserver?
    /// Listens to the keyboard's frame changes.
    var keyboardObserver: _KeyboardObserver?
  }

  /// The items of a UIKit host that have focus: keyboard focus (the focus engine's) and an
  /// assistive app's (VoiceOver's), kept apart so that one moving elsewhere leaves the other.
  struct _ListFocus {
    /// The data path of the item whose cell has keyboard focus, or `nil`.
    var keyboard: ItemPath?
    /// The data path of the item whose cell has (or holds the element with) an assistive app's
    /// focus, or `nil`.
    var accessibility: ItemPath?

    /// The focused item the host reports: VoiceOver's when it is on an item, else the keyboard's.
    var item: ItemPath? { accessibility ?? keyboard }
  }
#endif
