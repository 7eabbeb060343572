import Foundation
import TrellisCore
import TrellisList
import TrellisPresenter

/// The type-erased base of item holders: what sections and the list see of an
/// ``ItemHolder``. Subclass ``ItemHolder``, not this class.
///
///     section.holders.map(\.id)
///
/// An item holder is the stable presenter of one list item: it lives in the tree under its
/// ``SectionPresenter``, owns the item's state and its identity (``id`` is the item's identity in
/// the `ListModel` the list produces), and has one child cell presenter per cell that
/// currently shows the item — none while the item is off screen, several while an animation shows
/// it twice. It is view-less and turns `Presenter.bindsChildViews` off: the list binds its cell
/// presenters, never the tree.
///
/// ## Updates
/// Before the holder's own `Presenter.onUpdate(context:)`, each update pushes the holder's state
/// to its bound cell presenters (``ItemHolder/onUpdate(cellPresenter:context:)``) and marks them
/// dirty with the same context; the same update pass renders them. So a holder's `setState`
/// configures exactly the cells that show its item, and nothing else in the list: the adapter
/// does not diff, and other cells are not touched.
open class AnyItemHolder: Presenter, ItemHolding {
  // MARK: Lifecycle

  init(id: AnyListID) {
    self.id = id
    self.serial = Self.nextSerial
    Self.nextSerial &+= 1
    super.init()
    bindsChildViews = false
  }

  // MARK: Public

  /// The item's identity in the list.
  ///
  ///     holder.id == AnyListID(product.id)
  public let id: AnyListID

  /// The section presenter this holder is in, or `nil`.
  ///
  ///     holder.section?.id
  public var section: SectionPresenter? { parent as? SectionPresenter }

  /// The list presenter this holder's section is in, or `nil`.
  ///
  ///     holder.list?.adapter
  public var list: ListPresenter? { section?.list }

  /// The cell presenters bound to cells that show this item, in the order they were bound.
  ///
  ///     holder.cellPresenters.count   // 0 when off screen, 2 during a cross-fade
  public var cellPresenters: [Presenter] {
    children.filter { $0 is any ReusablePresenting && $0.isBound }
  }

  /// The size of the item's cell in a container of the list's viewport size, or `nil` for the
  /// adapter's fallback size. Call ``invalidateSize(animated:)`` when the answer changes.
  ///
  ///     override func size(fitting container: CGSize) -> CGSize? {
  ///       CGSize(width: container.width, height: isExpanded ? 120 : 44)
  ///     }
  ///
  /// - Parameter container: The list's viewport size.
  /// - Returns: The cell's size, or `nil`.
  open func size(fitting container: CGSize) -> CGSize? { nil }

  /// Drops the cached size of this item's cell: the list asks ``size(fitting:)`` again in its next
  /// update, lays out and reconfigures the item's visible cell in place.
  ///
  ///     setState { isExpanded = true }
  ///     invalidateSize(animated: true)
  ///
  /// - Parameter animated: Whether the relayout animates.
  public func invalidateSize(animated: Bool = true) {
    sizeVersion &+= 1
    list?.updateList(animated: animated)
  }

  /// Asks the list for a new model: the holder joined a section. Call `super` when you
  /// override it.
  ///
  ///     override func onAttach(to parent: Presenter) { super.onAttach(to: parent); load() }
  ///
  /// - Parameter parent: The new parent.
  override open func onAttach(to parent: Presenter) {
    list?.updateList()
  }

  /// Asks the list for a new model: the holder leaves its section. Call `super` when you
  /// override it.
  ///
  ///     override func onDetach(from parent: Presenter) { cancelLoad(); super.onDetach(from: parent) }
  ///
  /// - Parameter parent: The parent it is leaving.
  override open func onDetach(from parent: Presenter) {
    list?.updateList()
  }

  // MARK: Internal

  /// Distinguishes holders that share an identity over time: a new holder with an old holder's
  /// `id` gives a new item content, so the adapter rebinds its visible cell.
  let serial: UInt64
  /// Bumped by ``invalidateSize(animated:)``; part of the item content.
  var sizeVersion = 0

  /// The item content: what tells the adapter the holder or its size changed.
  var token: _HolderToken { _HolderToken(serial: serial, sizeVersion: sizeVersion) }

  override open func _runUpdate(_ context: UpdateContext) {
    var pushed = context
    pushed.isBindingView = false
    _pushToCellPresenters(pushed)
    super._runUpdate(context)
  }

  /// The item this holder is in the model; its view binding calls back into `list`.
  func _makeItem(in list: ListPresenter) -> ListItem {
    preconditionFailure("AnyItemHolder: subclass ItemHolder")
  }

  /// Binds `cell` through a cell presenter: `reusing` if it has the right class, else a new one.
  /// Returns the bound presenter, or `nil` when `cell` is not of this holder's cell type.
  func _bindCell(_ cell: AnyObject, reusing presenter: Presenter?) -> Presenter? {
    preconditionFailure("AnyItemHolder: subclass ItemHolder")
  }

  /// Unbinds `presenter` from its cell and removes it from this holder.
  func _unbindCellPresenter(_ presenter: Presenter) {
    remove(child: presenter)
  }

  /// Pushes the holder's state to its bound cell presenters and marks them dirty.
  func _pushToCellPresenters(_ context: UpdateContext) {}

  // MARK: Private

  private static var nextSerial: UInt64 = 0
}

/// The content of a holder's item: stable while the holder and its size are.
struct _HolderToken: Hashable, Sendable {
  var serial: UInt64
  var sizeVersion: Int
}
