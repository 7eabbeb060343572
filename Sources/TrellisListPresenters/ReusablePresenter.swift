import TrellisPresenter

/// A cell presenter that a ``CollectionPresenter`` creates, binds to whatever cell the host hands
/// out for an item, and reuses with that cell.
///
///     final class ProductCellPresenter: ReusablePresenter<ProductCell> {
///       var title = ""
///       override func onUpdate(view: ProductCell, context: UpdateContext) {
///         view.title = title
///       }
///     }
///
/// Adopt it through ``ReusablePresenter``; the protocol is what ``ItemHolder`` is generic over.
@MainActor
public protocol ReusablePresenting: ViewBinding {
  /// Creates a presenter with no cell, as the list does when a cell has none of the right type.
  init()

  /// Called when the cell this presenter is bound to is about to show another item (or the same
  /// one again after it was off screen), after the presenter left its old holder and before it
  /// joins the new one.
  ///
  ///     override func prepareForReuse() { image = nil }
  func prepareForReuse()
}

/// The base class of cell presenters: a `ViewPresenter` of a cell type that the list binds, so
/// `Presenter.bindsToParentView` is off.
///
///     final class TitleCellPresenter: ReusablePresenter<TitleCell> {
///       var title = ""
///       override func onUpdate(view: TitleCell, context: UpdateContext) { view.text = title }
///     }
///
/// ## Lifecycle
/// When the host hands out a cell for an item, the list makes the cell's presenter a child of the
/// item's ``ItemHolder`` and binds it to the cell, weakly (the host owns its cells). When the host
/// stops displaying the cell, the presenter leaves the holder (it unbinds and detaches). When the
/// cell shows an item again, the same presenter gets ``prepareForReuse()`` and joins that item's
/// holder — unless the holder wants another presenter class, in which case a new one is made.
/// So a cell presenter only ever renders into a cell that is on screen and shows its holder's
/// item.
open class ReusablePresenter<Cell: AnyObject>: ViewPresenter<Cell>, ReusablePresenting {
  // MARK: Lifecycle

  /// Creates a presenter that waits for the list to bind it to a cell.
  ///
  ///     let presenter = TitleCellPresenter()
  public required override init() {
    super.init()
    bindsToParentView = false
  }

  // MARK: Public

  /// The holder of the item this presenter's cell shows, or `nil` while it shows none.
  ///
  ///     presenter.holder?.id
  public var holder: AnyItemHolder? { parent as? AnyItemHolder }

  /// Called before the presenter joins a holder again; resets per-item state.
  ///
  ///     override func prepareForReuse() { image = nil }
  open func prepareForReuse() {}
}
