#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  /// A custom action Trellis put on a cell (a swipe action or a move), told apart from the cell's
  /// own actions so that configuring the cell again replaces only Trellis's.
  @MainActor
  final class _ListCustomAction: UIAccessibilityCustomAction {}

  /// The UIKit side of the accessibility features both hosts share.
  @MainActor
  enum _AccessibilityGlue {
    /// Posts `notification` with `UIAccessibility.post(notification:argument:)`.
    static func post(_ notification: ListAccessibilityNotification) {
      switch notification {
      case .announcement(let text):
        UIAccessibility.post(notification: .announcement, argument: text)
      case .pageScrolled(let text):
        UIAccessibility.post(notification: .pageScrolled, argument: text)
      }
    }

    /// Gives `cell`, which shows the item at `path`, the item's custom actions (its swipe actions,
    /// then "Move up"/"Move down"), after the cell's own actions; Trellis's earlier ones are
    /// replaced. Each action finds the cell's item again when chosen, so it acts on the item the
    /// cell shows then, and answers `false` for a cell that shows none.
    ///
    /// - Parameters:
    ///   - cell: The cell the data source returned.
    ///   - path: The item's path in the data source.
    ///   - host: The host the cell belongs to.
    ///   - move: Moves the item at a path one place, as the host moves without a drag.
    static func installCustomActions(
      on cell: UIView, at path: ItemPath, of host: any ListHost,
      move: @escaping @MainActor (ItemPath, _AccessibilityMoveDirection) -> Bool
    ) {
      let own = (cell.accessibilityCustomActions ?? []).filter { !($0 is _ListCustomAction) }
      let names = host._customActions(ofItemAt: path).map(\.name)
      let actions = names.map { name in
        _ListCustomAction(name: name) { [weak cell, weak host] _ in
          guard let cell, let host, let current = host.indexPath(for: cell),
            let action = host._customActions(ofItemAt: current).first(where: { $0.name == name })
          else { return false }
          switch action {
          case .swipe(let swipe): return swipe.performAsSwipe()
          case .move(let direction): return move(current, direction)
          }
        }
      }
      let all = own + actions
      cell.accessibilityCustomActions =
        all.isEmpty && cell.accessibilityCustomActions == nil
        ? nil : all
    }

    /// Marks a section header as a header for VoiceOver's rotor (the `.header` trait), keeping
    /// the view's other traits.
    static func markHeader(_ view: UIView) {
      view.accessibilityTraits.insert(.header)
    }

    /// The port's direction for UIKit's (compared, not switched over: UIKit's enumeration is
    /// open on iOS and closed in the double, and either switch would warn on one of them).
    static func direction(_ direction: UIAccessibilityScrollDirection)
      -> ListAccessibilityScrollDirection?
    {
      let pairs: [(UIAccessibilityScrollDirection, ListAccessibilityScrollDirection)] = [
        (.right, .right), (.left, .left), (.up, .up), (.down, .down), (.next, .next),
        (.previous, .previous),
      ]
      return pairs.first { $0.0 == direction }?.1
    }
  }
#endif
