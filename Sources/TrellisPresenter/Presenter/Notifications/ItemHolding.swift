/// A presenter that bounds the ``NotificationScope/reusable`` scope: an item holder, whose cell
/// presenters are bound to whatever cells the list hands out.
///
///     final class ProductHolder: Presenter, ItemHolding {
///       var reusablePresenters: [Presenter] { cellPresenters }
///     }
///
/// A `.reusable` notification sent from inside a holder — from a cell presenter, or from any
/// presenter within a cell — reaches the holder, its subtree, and its ``reusablePresenters`` that
/// are not in the subtree: every view currently showing that item, and nothing else.
///
/// ## How list presenters plug in
/// - An item holder is a view-less ``Presenter`` in the tree (under its section presenter) that
///   adopts this protocol, owns the item's state and identity, and turns
///   ``Presenter/bindsChildViews`` off so its children are never auto-bound.
/// - When the list host hands out a cell for the item, the list adds a cell presenter (with
///   ``Presenter/bindsToParentView`` off) as a child of the holder, then binds it to the cell
///   with `bind(cell, retention: .weak)`. On reuse it removes it (which unbinds it) and adds it
///   to the new holder. During animations a holder simply has several cell-presenter children.
/// - The holder's ``Presenter/onUpdate(context:)`` pushes its state to those children with
///   `setState`, which the same update pass renders: a holder's state change reconfigures
///   exactly its visible cells, and nothing else in the list.
@MainActor
public protocol ItemHolding: Presenter {
  /// The cell presenters of this item that are not among its descendants; by default none, for
  /// holders whose cell presenters are children.
  ///
  ///     var reusablePresenters: [Presenter] { boundCellPresenters }
  var reusablePresenters: [Presenter] { get }
}

extension ItemHolding {
  /// No presenters beyond the holder's subtree.
  ///
  ///     holder.reusablePresenters   // []
  public var reusablePresenters: [Presenter] { [] }
}
