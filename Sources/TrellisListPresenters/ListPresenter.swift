import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter

/// The presenter of a list: it owns a `ListAdapter` and the `ListHost` it drives, and turns
/// its ``SectionPresenter`` children and their ``ItemHolder``s into the `ListModel` the adapter
/// diffs.
///
///     let holders = products.map(ProductHolder.init)
///     let list = ListPresenter(host: collectionView)
///     let section = SectionPresenter(id: "products")
///     section.setHolders(holders)
///     list.appendSection(section)
///     let page = PagePresenter(root: list)
///     page.load()                                    // the first model reloads the host
///     holders[0].setState { holders[0].product.isFavorite = true }  // renders its visible cell
///
/// ## Motivation
/// The host decides how many cells exist: it reuses them, keeps some off screen, shows an item
/// twice during an animation. So each item is a stable holder in the presenter tree, owning the
/// item's state, and each cell on screen gets a cell presenter (a ``ReusablePresenter``) that is
/// a child of the holder of the item it shows. Structural changes (sections and holders added,
/// removed, reordered) go through the adapter's diff; state changes of an item go straight from
/// its holder to its visible cells, without a diff.
///
/// ## Updates
/// Any structural change calls ``updateList(animated:completion:)``, which marks this presenter
/// dirty; its update builds the model with ``makeModel()`` and applies it: all the changes made
/// before a pass give one model and one `apply` (the adapter also coalesces models requested
/// while a batch animates). The first update — when the presenter binds — reloads without
/// animation. Completions passed to ``updateList(animated:completion:)`` run when the model is on
/// screen, after the batch's animation.
///
/// ## Cells
/// Each item's view binding calls back into this presenter when the adapter configures a cell
/// (dequeued, reused, or reconfigured because the holder was replaced or its size invalidated).
/// The cell's presenter — remembered per cell, so it is reused with it — leaves its old holder,
/// gets ``ReusablePresenting/prepareForReuse()``, joins the item's holder and binds the cell
/// weakly. When the host stops displaying the cell, its presenter leaves the holder: a cell in
/// the reuse pool is never updated. After each apply, visible cells the host kept without asking
/// the data source (moved items) are bound to their item's holder again. The header and footer
/// views of sections with a ``SectionPresenter/headerHolder`` or
/// ``SectionPresenter/footerHolder`` are bound to those holders the same way.
///
/// Works with any host and layout: the model does not depend on them; holders give their cells'
/// sizes through ``AnyItemHolder/size(fitting:)``, which this presenter's plugin on the adapter
/// answers with (`ListItemSizeProviding`); items whose holder gives none get the adapter's
/// fallback size.
open class ListPresenter: Presenter {
  // MARK: Lifecycle

  /// Creates the presenter of the list shown by `host`, with a new adapter.
  ///
  ///     ListPresenter(host: HeadlessTableView(viewportSize: size))
  ///
  /// - Parameters:
  ///   - host: The list view; this presenter keeps it alive.
  ///   - configuration: The adapter's configuration.
  public init(host: any ListHost, configuration: ListAdapter.Configuration = .init()) {
    self.host = host
    self.adapter = ListAdapter(host: host, configuration: configuration)
    super.init()
    relay.list = self
    adapter.attach(relay)
  }

  // MARK: Public

  /// The list view.
  public let host: any ListHost

  /// The adapter that drives ``host``.
  public let adapter: ListAdapter

  /// The sections, in order.
  ///
  ///     list.sections.map(\.id)
  public var sections: [SectionPresenter] { children.compactMap { $0 as? SectionPresenter } }

  /// How many models this presenter has handed to the adapter.
  ///
  ///     list.modelsApplied   // 1 after the first pass
  public private(set) var modelsApplied = 0

  /// Appends `section` to the list.
  ///
  ///     list.appendSection(SectionPresenter(id: "more"))
  ///
  /// - Parameters:
  ///   - section: The section; if it is in another list, it moves here.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  public func appendSection(
    _ section: SectionPresenter, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    add(child: section)
    updateList(animated: animated, completion: completion)
  }

  /// Makes `sections` the list's sections, in that order; sections no longer listed are removed
  /// (their holders and cell presenters unbind).
  ///
  ///     list.setSections([pinned, products])
  ///
  /// - Parameters:
  ///   - sections: The new sections; one listed twice is kept once, at its first place.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  public func setSections(
    _ sections: [SectionPresenter], animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    var kept: [SectionPresenter] = []
    for section in sections where !kept.contains(where: { $0 === section }) {
      kept.append(section)
    }
    for old in self.sections where !kept.contains(where: { $0 === old }) {
      remove(child: old)
    }
    for section in kept where section.parent !== self {
      add(child: section)
    }
    children = kept + children.filter { !($0 is SectionPresenter) }
    updateList(animated: animated, completion: completion)
  }

  /// Asks for a new model in the next update pass; every call before the pass gives one model.
  ///
  ///     section.moveHolder(holder, to: 0)
  ///     list.updateList { print("on screen") }
  ///
  /// - Parameters:
  ///   - animated: Whether the update animates; merged with the pass's other requests.
  ///   - completion: Runs when the model, or a later one, is on screen.
  public func updateList(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
    if let completion { listCompletions.append(completion) }
    setState(animated: animated)
  }

  /// The model of the list: one section per ``SectionPresenter``, one item per holder, whose
  /// identity is the holder's ``AnyItemHolder/id``. Override it to add to the model, e.g. an
  /// empty-state section; items that are not a holder's are shown by the adapter as usual.
  ///
  ///     override func makeModel() -> ListModel {
  ///       var model = super.makeModel()
  ///       if model.sections.allSatisfy(\.items.isEmpty) { model.sections.append(emptyState) }
  ///       return model
  ///     }
  ///
  /// - Returns: The model to apply.
  open func makeModel() -> ListModel {
    ListModel(sections: sections.map { $0._makeSection(in: self) })
  }

  /// Applies the model: ``makeModel()``, then the adapter's `apply`, unanimated on the binding
  /// update. Call `super` when you override it.
  ///
  ///     override func onUpdate(context: UpdateContext) { super.onUpdate(context: context) }
  ///
  /// - Parameter context: The merged context of the pass's list changes.
  override open func onUpdate(context: UpdateContext) {
    let model = makeModel()
    indexHolders()
    let completions = listCompletions
    listCompletions.removeAll()
    modelsApplied += 1
    adapter.apply(model, animated: context.animates && !context.isBindingView) {
      [weak self] in
      self?.bindVisibleCells()
      self?.bindVisibleSupplementaryViews()
      for completion in completions { completion() }
    }
    bindVisibleCells()
    bindVisibleSupplementaryViews()
  }

  /// Connects the adapter to the host again after an unbind.
  ///
  ///     super.onBindView()
  override open func onBindView() {
    adapter.isConnected = true
  }

  /// Unbinds every cell presenter and disconnects the adapter from the host.
  ///
  ///     super.onUnbindView()
  override open func onUnbindView() {
    // In the order the cells were bound, never the registry's hash order.
    for entry in cells.values.sorted(by: { $0.bindOrder < $1.bindOrder }) {
      if let presenter = entry.presenter, let holder = presenter.parent as? AnyItemHolder {
        holder._unbindCellPresenter(presenter)
      }
    }
    cells.removeAll()
    adapter.isConnected = false
  }

  // MARK: Internal

  /// A cell and the presenter it carries (the presenter is kept for reuse with the cell).
  struct _CellEntry {
    weak var cell: AnyObject?
    var presenter: Presenter?
    /// When the cell was last bound to a holder: unbinding follows this order.
    var bindOrder: UInt64 = 0
  }

  /// A weakly held holder.
  struct _WeakHolder {
    weak var value: AnyItemHolder?
  }

  /// The cell presenter of each cell this list configured.
  var cells: [ObjectIdentifier: _CellEntry] = [:]

  /// The holders of the last model, by identity (the first of repeated identities).
  var holdersByID: [AnyListID: _WeakHolder] = [:]

  /// The header and footer holders of the last model, by serial (their items' content).
  var supplementaryHolders: [UInt64: _WeakHolder] = [:]

  /// Completions of ``updateList(animated:completion:)`` calls not yet applied.
  var listCompletions: [@MainActor () -> Void] = []

  /// The plugin that relays the adapter's display events and sizes the holders' items.
  let relay = _CollectionRelay()

  /// How many cells were registered when stale entries were last dropped.
  var prunedCount = 0

  /// The bind order the next bound cell gets.
  var nextBindOrder: UInt64 = 0

  // MARK: Private

  private func indexHolders() {
    holdersByID.removeAll(keepingCapacity: true)
    supplementaryHolders.removeAll(keepingCapacity: true)
    for section in sections {
      for holder in section.holders where holdersByID[holder.id] == nil {
        holdersByID[holder.id] = _WeakHolder(value: holder)
      }
      for holder in [section.headerHolder, section.footerHolder].compactMap(\.self) {
        supplementaryHolders[holder.serial] = _WeakHolder(value: holder)
      }
    }
  }
}

/// The list presenter's plugin on its adapter: relays the display events of cells and
/// supplementary views to the presenter, which it holds weakly, and sizes each holder's item
/// (and each header or footer holder's view) with the holder's ``AnyItemHolder/size(fitting:)``.
@MainActor
final class _CollectionRelay: ListAdapterPlugin, ListItemSizeProviding {
  weak var list: ListPresenter?

  func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
    list?._cellWillDisplay(cell, at: path)
  }

  func listHost(_ host: any ListHost, didEndDisplaying cell: AnyObject, forItemAt path: ItemPath) {
    list?._cellDidEndDisplaying(cell)
  }

  func listHost(
    _ host: any ListHost, willDisplaySupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    list?._supplementaryViewWillDisplay(view, ofKind: kind, inSection: path.section)
  }

  func listHost(
    _ host: any ListHost, didEndDisplayingSupplementaryView view: AnyObject,
    ofKind kind: SupplementaryKind, at path: ItemPath
  ) {
    list?._cellDidEndDisplaying(view)
  }

  func size(of item: ListItem, fitting container: CGSize) -> CGSize? {
    guard let list else { return nil }
    if let holder = list.supplementaryHolder(of: item) {
      return holder.size(fitting: container)
    }
    return list.holdersByID[item.id]?.value?.size(fitting: container)
  }
}
