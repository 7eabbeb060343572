import Foundation
import TrellisDiff
import TrellisLayout

/// One supplementary view that belongs to an item: a badge on a cell, a decoration behind a row.
///
///     ListItem(id: "inbox", content: "Inbox", view: TitleCell.self)
///       .supplementary("badge", ListItem(id: "inbox-badge", content: "3", view: BadgeView.self),
///                      placement: .corner(.topTrailing, dx: 6, dy: -6))
///
/// Its identity is its item's identity and its ``kind``: it travels with the item through moves
/// between sections and disappears with it, with no index bookkeeping of its own. A host shows it
/// at the item's `ItemPath` (UIKit: `collectionView(_:viewForSupplementaryElementOfKind:at:)`
/// with the item's index path), placed by ``placement``.
public struct ItemSupplementary: Sendable, Equatable {
  /// The view's kind; an item has at most one view per kind.
  public var kind: SupplementaryKind
  /// What the view shows: its content, view type, size and hooks, as for a cell. Its `id` is not
  /// used for identity (the owning item's identity and ``kind`` are).
  public var item: ListItem
  /// Where the view sits against its item.
  public var placement: ItemSupplementaryPlacement

  /// Returns whether both have the same kind and placement and show the same content.
  public static func == (lhs: ItemSupplementary, rhs: ItemSupplementary) -> Bool {
    lhs.kind == rhs.kind && lhs.placement == rhs.placement && lhs.item.isContentEqual(to: rhs.item)
  }
}

extension ListItem {
  // MARK: Public

  /// The item's own supplementary views, in the order they were added.
  ///
  ///     item.supplementaries.map(\.kind)  // ["badge", "selection"]
  ///
  /// A list shows the first view of each kind; the list adapter reports a later one of the same
  /// kind as `ListDiagnostic.duplicateItemSupplementary(_:itemID:)` and leaves it out.
  public var supplementaries: [ItemSupplementary] { _supplementaries }

  /// The supplementary view of `kind` the list shows: the first one of that kind, or `nil`.
  ///
  ///     item.supplementary(ofKind: "badge")?.item.content(as: String.self)  // "3"
  ///
  /// - Parameter kind: A supplementary kind.
  /// - Returns: The view, or `nil` when the item has none of that kind.
  public func supplementary(ofKind kind: SupplementaryKind) -> ItemSupplementary? {
    _supplementaries.first { $0.kind == kind }
  }

  /// Returns a copy with a supplementary view of `kind` showing `item`, placed against this item
  /// by `placement`: several items of one section can each carry a view of the same kind (a
  /// badge per cell).
  ///
  ///     ListItem(id: "inbox", content: "Inbox", view: TitleCell.self)
  ///       .supplementary("badge", ListItem(id: "inbox-badge", content: "3", view: BadgeView.self))
  ///       .supplementary("selection",
  ///                      ListItem(id: "inbox-bg", content: "", view: RowBackground.self),
  ///                      placement: .behind())
  ///
  /// How changes reach the screen (the list adapter; at least as strict as UIKit, which
  /// refreshes supplementary views through a layout invalidation or a section reload, never
  /// through `reconfigureItems(at:)`):
  /// - A content change of the view, same view type, configures that visible view again in place;
  ///   the cell is neither reconfigured nor measured again. The host lays the item out again
  ///   (`ListHost.invalidateLayout(ofItemsAt:)`), which is how a changed size or placement
  ///   reaches it.
  /// - A view added or removed, or a new placement, with the cell's view type unchanged: the
  ///   host lays the item out again and displays or ends the views that appeared or went.
  /// - A view whose view type changes reloads the item: its cell and all of its supplementary
  ///   views are replaced.
  ///
  /// Adding a second view of a kind the item already has is bad data, not a crash: the list
  /// shows the first and reports `ListDiagnostic.duplicateItemSupplementary(_:itemID:)`.
  ///
  /// - Parameters:
  ///   - kind: The view's kind; not `.header` or `.footer`, which are a section's.
  ///   - item: What the view shows; its own supplementary views are ignored.
  ///   - placement: Where the view sits against this item; a top-trailing corner by default.
  /// - Returns: The modified item.
  /// - Precondition: `kind` is neither `.header` nor `.footer`.
  public func supplementary(
    _ kind: SupplementaryKind, _ item: ListItem,
    placement: ItemSupplementaryPlacement = .corner(.topTrailing)
  ) -> ListItem {
    precondition(
      kind != .header && kind != .footer,
      "An item's supplementary view cannot be of kind \(kind): headers and footers belong to "
        + "sections (ListSection.header(_:), ListSection.footer(_:))")
    var copy = self
    var shown = item
    shown._supplementaries = []
    copy._supplementaries.append(ItemSupplementary(kind: kind, item: shown, placement: placement))
    return copy
  }

  // MARK: Internal

  /// The views a list shows: the first of each kind, in the order they were added.
  var shownSupplementaries: [ItemSupplementary] {
    guard _supplementaries.count > 1 else { return _supplementaries }
    var kinds: Set<SupplementaryKind> = []
    return _supplementaries.filter { kinds.insert($0.kind).inserted }
  }

  /// The kinds repeated among the item's views, each once, in order.
  var repeatedSupplementaryKinds: [SupplementaryKind] {
    guard _supplementaries.count > 1 else { return [] }
    var kinds: Set<SupplementaryKind> = []
    var repeated: [SupplementaryKind] = []
    for supplementary in _supplementaries where !kinds.insert(supplementary.kind).inserted {
      if !repeated.contains(supplementary.kind) { repeated.append(supplementary.kind) }
    }
    return repeated
  }
}
