import Foundation
import TrellisCore
import TrellisList
import TrellisPresenter

/// The presenter of one list item, whose visible cells are rendered by cell presenters of type
/// `CellPresenter`.
///
///     final class ProductHolder: ItemHolder<ProductCellPresenter> {
///       var product: Product
///       init(_ product: Product) {
///         self.product = product
///         super.init(id: product.id)
///       }
///       override func onUpdate(cellPresenter: ProductCellPresenter, context: UpdateContext) {
///         cellPresenter.title = product.title   // rendered in the same pass
///       }
///     }
///
/// A state change renders in the same pass:
///
///     holder.setState { holder.product.title = "New" }   // reconfigures only its visible cell
///
/// See ``AnyItemHolder`` for the holder's place in the tree and how updates flow.
///
/// ## Lifecycle
/// Binding a cell: the cell presenter joins this holder (`Presenter.onAttach(to:)`,
/// `Presenter.onAttachToRoot(_:)`), then ``onBind(cellPresenter:)``, then
/// ``onUpdate(cellPresenter:context:)`` with `UpdateContext.isBindingView` set (the presenter
/// has no view yet), then the presenter binds its cell (`ViewPresenter.onBindView(_:)`) and
/// renders at once. Unbinding (the cell went off screen or shows another item):
/// ``onUnbind(cellPresenter:)``, then the presenter unbinds and leaves this holder.
///
/// ## Headers and footers
/// The same holder presents a section's header or footer when it is the section's
/// ``SectionPresenter/headerHolder`` or ``SectionPresenter/footerHolder``: `CellPresenter` then
/// renders the supplementary view the host hands out, with the same lifecycle, and
/// ``AnyItemHolder/size(fitting:)`` gives the view's size.
open class ItemHolder<CellPresenter: ReusablePresenting>: AnyItemHolder {
  // MARK: Lifecycle

  /// Creates the holder of the item with identity `id`; a subclass's initializer calls it:
  ///
  ///     super.init(id: product.id)
  ///
  /// - Parameter id: The item's identity, unique within its list.
  public init(id: some Hashable & Sendable) {
    super.init(id: AnyListID(id))
  }

  // MARK: Public

  /// The cell presenters bound to cells that show this item.
  ///
  ///     holder.boundCellPresenters.map(\.view)
  public var boundCellPresenters: [CellPresenter] {
    children.compactMap { $0 as? CellPresenter }.filter(\.isBound)
  }

  /// Called when `cellPresenter` joined this holder to render a cell, before it binds the cell.
  ///
  ///     override func onBind(cellPresenter: ProductCellPresenter) { cellPresenter.delegate = self }
  ///
  /// - Parameter cellPresenter: The presenter; it has no view yet.
  open func onBind(cellPresenter: CellPresenter) {}

  /// Pushes this holder's state to `cellPresenter`: assign its properties, it renders them in the
  /// same update pass. Called when it binds a cell and in each of this holder's updates.
  ///
  ///     override func onUpdate(cellPresenter: ProductCellPresenter, context: UpdateContext) {
  ///       cellPresenter.title = product.title
  ///     }
  ///
  /// - Parameters:
  ///   - cellPresenter: A presenter bound to (or about to bind) a cell showing this item.
  ///   - context: This holder's update context; `UpdateContext.isBindingView` is set when the
  ///     presenter is binding.
  open func onUpdate(cellPresenter: CellPresenter, context: UpdateContext) {}

  /// Called when `cellPresenter` is about to unbind its cell and leave this holder. When the
  /// holder itself unbinds (it left its section), its cell presenters unbind with it, as any
  /// child does, without this call.
  ///
  ///     override func onUnbind(cellPresenter: ProductCellPresenter) { cellPresenter.delegate = nil }
  ///
  /// - Parameter cellPresenter: The presenter, still bound.
  open func onUnbind(cellPresenter: CellPresenter) {}

  // MARK: Internal

  override func _makeItem(in list: ListPresenter) -> ListItem {
    ListItem(
      id: id, content: token, view: CellPresenter.View.self,
      configure: { [weak list, weak self] cell, _ in
        guard let list, let self else { return }
        list._bind(cell, to: self)
      })
  }

  override func _bindCell(_ cell: AnyObject, reusing presenter: Presenter?) -> Presenter? {
    guard let cell = cell as? CellPresenter.View else { return nil }
    let cellPresenter: CellPresenter
    if let reused = presenter as? CellPresenter,
      ObjectIdentifier(type(of: reused)) == ObjectIdentifier(CellPresenter.self)
    {
      cellPresenter = reused
    } else {
      cellPresenter = CellPresenter()
    }
    add(child: cellPresenter)
    onBind(cellPresenter: cellPresenter)
    var context = UpdateContext()
    context.isBindingView = true
    onUpdate(cellPresenter: cellPresenter, context: context)
    cellPresenter.bind(cell, retention: .weak)
    return cellPresenter
  }

  override func _unbindCellPresenter(_ presenter: Presenter) {
    if let cellPresenter = presenter as? CellPresenter, presenter.parent === self,
      presenter.isBound
    {
      onUnbind(cellPresenter: cellPresenter)
    }
    super._unbindCellPresenter(presenter)
  }

  override func _pushToCellPresenters(_ context: UpdateContext) {
    for cellPresenter in boundCellPresenters {
      onUpdate(cellPresenter: cellPresenter, context: context)
      cellPresenter.setState(context)
    }
  }
}
