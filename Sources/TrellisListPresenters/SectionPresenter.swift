import TrellisCore
import TrellisList
import TrellisPresenter

/// One section of a ``ListPresenter``: its identity, header and footer, and its item
/// holders, in order.
///
///     let section = SectionPresenter(id: "products")
///     section.header = ListItem(id: "title", content: "Products", view: TitleView.self)
///     section.setHolders(products.map(ProductHolder.init))
///     list.appendSection(section)
///
/// The section's ``ItemHolder`` children are its items, in `Presenter.children` order, except its
/// ``headerHolder`` and ``footerHolder``; other children are ignored by the list. Every change
/// below asks the list for a new model; the changes of one update pass produce one model
/// and one adapter update.
///
/// Adding or removing a holder with `Presenter.add(child:)` and `Presenter.remove(child:)`
/// also updates the list; reordering with `Presenter.move(_:to:)` does not by itself (no
/// callback fires) — use ``moveHolder(_:to:animated:completion:)`` or call
/// ``ListPresenter/updateList(animated:completion:)``.
///
/// ## Header and footer presenters
/// A header (or footer) is either a plain `ListItem` (``header``, ``footer``) or a holder with
/// state (``headerHolder``, ``footerHolder``): an ``ItemHolder`` whose cell presenters render the
/// supplementary view on screen, exactly as an item's render its cells. The holder is a child of
/// the section, so it attaches and detaches with it, reaches the page's services and receives
/// notifications; its `setState` renders only the header view on screen — no cell, no other
/// supplementary view, no model, no batch — and its ``AnyItemHolder/invalidateSize(animated:)``
/// has the host lay out only this section again, without a batch.
///
///     let header = TitleHeaderHolder(id: "fruit-header", title: "Fruit")
///     let fruit = SectionPresenter(id: "fruit", header: header)
///     header.setState { header.title = "Fruit (3)" }   // renders only the visible header
open class SectionPresenter: Presenter {
  // MARK: Lifecycle

  /// Creates an empty section with identity `id`.
  ///
  ///     SectionPresenter(id: "products")
  ///
  /// - Parameter id: The section's identity, unique within its list.
  public init(id: some Hashable & Sendable) {
    self.id = AnyListID(id)
    super.init()
  }

  /// Creates an empty section with identity `id` whose header and footer are presenters.
  ///
  ///     SectionPresenter(id: "fruit", header: TitleHeaderHolder(id: "h", title: "Fruit"))
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within its list.
  ///   - header: The header's holder, or `nil`; see ``headerHolder``.
  ///   - footer: The footer's holder, or `nil`; see ``footerHolder``.
  /// - Precondition: `header` and `footer` are different holders, in no other section.
  public convenience init(
    id: some Hashable & Sendable, header: AnyItemHolder?, footer: AnyItemHolder? = nil
  ) {
    self.init(id: id)
    headerHolder = header
    footerHolder = footer
  }

  // MARK: Public

  /// The section's identity in the list.
  public let id: AnyListID

  /// The section's header view, or `nil`; changing it updates the list.
  ///
  ///     section.header = ListItem(id: "h", content: "Fruit", view: TitleView.self)
  public var header: ListItem? {
    didSet { list?.updateList() }
  }

  /// The section's footer view, or `nil`; changing it updates the list.
  ///
  ///     section.footer = nil
  public var footer: ListItem? {
    didSet { list?.updateList() }
  }

  /// The holder that presents the section's header view, or `nil`; while set, it is shown
  /// instead of ``header``. Setting it first unbinds the presenter of the header view on screen
  /// from the old holder (``ItemHolder/onUnbind(cellPresenter:)``; the presenter stays with the
  /// view, for reuse), removes the old holder from the section (it unbinds), adds the new one as
  /// a child and updates the list.
  ///
  ///     section.headerHolder = TitleHeaderHolder(id: "h", title: "Fruit")
  ///
  /// - Precondition: The holder is not this section's footer holder or one of its items, and is
  ///   in no other section.
  public var headerHolder: AnyItemHolder? {
    get { ownedHolder(storedHeaderHolder) }
    set { replace(\.storedHeaderHolder, with: newValue, role: "header") }
  }

  /// The holder that presents the section's footer view, or `nil`; while set, it is shown
  /// instead of ``footer``. Setting it works as setting ``headerHolder`` does.
  ///
  ///     section.footerHolder = nil   // the footer view goes, its presenter unbinds
  ///
  /// - Precondition: The holder is not this section's header holder or one of its items, and is
  ///   in no other section.
  public var footerHolder: AnyItemHolder? {
    get { ownedHolder(storedFooterHolder) }
    set { replace(\.storedFooterHolder, with: newValue, role: "footer") }
  }

  /// The list presenter this section is in, or `nil`.
  ///
  ///     section.list?.adapter.displayedModel
  public var list: ListPresenter? { parent as? ListPresenter }

  /// The section's item holders, in order (not its ``headerHolder`` and ``footerHolder``).
  ///
  ///     section.holders.map(\.id)
  public var holders: [AnyItemHolder] {
    let header = headerHolder
    let footer = footerHolder
    return children.compactMap { child in
      guard let holder = child as? AnyItemHolder, holder !== header, holder !== footer else {
        return nil
      }
      return holder
    }
  }

  /// Makes `holders` the section's items, in that order: holders no longer listed are removed
  /// first (they unbind, and their cells' presenters with them), new ones are added, and every
  /// holder is moved to its place.
  ///
  ///     section.setHolders(products.sorted { $0.price < $1.price }.map(ProductHolder.init))
  ///
  /// - Parameters:
  ///   - holders: The new items; a holder listed twice is kept once, at its first place.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  /// - Complexity: O(*n*·*m*) for *n* current and *m* new holders, plus their callbacks.
  /// - Precondition: No holder is this section's ``headerHolder`` or ``footerHolder``.
  public func setHolders(
    _ holders: [AnyItemHolder], animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    var kept: [AnyItemHolder] = []
    for holder in holders where !kept.contains(where: { $0 === holder }) {
      checkNotSupplementary(holder)
      kept.append(holder)
    }
    for old in self.holders where !kept.contains(where: { $0 === old }) {
      remove(child: old)
    }
    for holder in kept where holder.parent !== self {
      add(child: holder)
    }
    let header = headerHolder
    let footer = footerHolder
    let others = children.filter { !($0 is AnyItemHolder) || $0 === header || $0 === footer }
    children = kept + others
    list?.updateList(animated: animated, completion: completion)
  }

  /// Appends `holder` to the section's items.
  ///
  ///     section.appendHolder(ProductHolder(product))
  ///
  /// - Parameters:
  ///   - holder: The holder; if it is in another section, it moves here.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  /// - Precondition: `holder` is not this section's ``headerHolder`` or ``footerHolder``.
  public func appendHolder(
    _ holder: AnyItemHolder, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    checkNotSupplementary(holder)
    add(child: holder)
    list?.updateList(animated: animated, completion: completion)
  }

  /// Inserts `holder` at `index` among the section's items.
  ///
  ///     section.insertHolder(ProductHolder(product), at: 0)
  ///
  /// - Parameters:
  ///   - holder: The holder; if it is in another section, it moves here.
  ///   - index: Its place among ``holders`` after insertion.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  /// - Precondition: `index` is in `0...holders.count`, and `holder` is not this section's
  ///   ``headerHolder`` or ``footerHolder``.
  public func insertHolder(
    _ holder: AnyItemHolder, at index: Int, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let current = holders.filter { $0 !== holder }
    precondition(
      (0...current.count).contains(index),
      "SectionPresenter: index \(index) is out of range (valid: 0...\(current.count))")
    var order = current
    order.insert(holder, at: index)
    setHolders(order, animated: animated, completion: completion)
  }

  /// Removes `holder` from the section's items; it unbinds, and its cells' presenters with it.
  ///
  ///     section.removeHolder(holder)
  ///
  /// - Parameters:
  ///   - holder: A holder of this section; any other presenter, and the ``headerHolder`` and
  ///     ``footerHolder`` (set those to `nil` instead), are ignored.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  public func removeHolder(
    _ holder: AnyItemHolder, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    if holder !== headerHolder, holder !== footerHolder {
      remove(child: holder)
    }
    list?.updateList(animated: animated, completion: completion)
  }

  /// Moves `holder` to `index` among the section's items.
  ///
  ///     section.moveHolder(holder, to: 0)
  ///
  /// - Parameters:
  ///   - holder: A holder of this section.
  ///   - index: Its place among ``holders`` after the move.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  /// - Precondition: `holder` is in this section and `index` is in `0..<holders.count`.
  public func moveHolder(
    _ holder: AnyItemHolder, to index: Int, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    precondition(holder.parent === self, "SectionPresenter: only a holder of this section moves")
    var order = holders.filter { $0 !== holder }
    precondition(
      (0...order.count).contains(index),
      "SectionPresenter: index \(index) is out of range (valid: 0..<\(order.count + 1))")
    order.insert(holder, at: index)
    setHolders(order, animated: animated, completion: completion)
  }

  /// Asks the list for a new model: the section joined it. Call `super` when you override
  /// it.
  ///
  ///     override func onAttach(to parent: Presenter) { super.onAttach(to: parent) }
  ///
  /// - Parameter parent: The new parent.
  override open func onAttach(to parent: Presenter) {
    list?.updateList()
  }

  /// Asks the list for a new model: the section leaves it. Call `super` when you override
  /// it.
  ///
  ///     override func onDetach(from parent: Presenter) { super.onDetach(from: parent) }
  ///
  /// - Parameter parent: The parent it is leaving.
  override open func onDetach(from parent: Presenter) {
    list?.updateList()
  }

  // MARK: Internal

  /// The section of the model: its identity, supplementary views and holders' items.
  func _makeSection(in list: ListPresenter) -> ListSection {
    ListSection(
      id: id, header: headerHolder?._makeItem(in: list) ?? header,
      footer: footerHolder?._makeItem(in: list) ?? footer,
      items: holders.map { $0._makeItem(in: list) })
  }

  // MARK: Private

  private var storedHeaderHolder: AnyItemHolder?
  private var storedFooterHolder: AnyItemHolder?

  /// `holder` while it is still this section's child (it may have been moved elsewhere since).
  private func ownedHolder(_ holder: AnyItemHolder?) -> AnyItemHolder? {
    holder.flatMap { $0.parent === self ? $0 : nil }
  }

  /// Makes `new` the holder in `slot`: the old one leaves the section, the new one joins it.
  private func replace(
    _ slot: ReferenceWritableKeyPath<SectionPresenter, AnyItemHolder?>, with new: AnyItemHolder?,
    role: String
  ) {
    let old = ownedHolder(self[keyPath: slot])
    guard new !== old else { return }
    if let new {
      precondition(
        new !== headerHolder && new !== footerHolder,
        "SectionPresenter: a holder is the header or the footer of a section, not both")
      precondition(
        new.parent == nil,
        "SectionPresenter: the \(role) holder must be in no section (it is an item or a header "
          + "or footer elsewhere); remove it there first")
    }
    self[keyPath: slot] = new
    if let old {
      // Its view may show another item next, configured in place: the presenter leaves now.
      for presenter in old.cellPresenters { old._unbindCellPresenter(presenter) }
      remove(child: old)
    }
    if let new { add(child: new) }
    list?.updateList()
  }

  /// Stops a header or footer holder from also becoming an item.
  private func checkNotSupplementary(_ holder: AnyItemHolder) {
    precondition(
      holder !== headerHolder && holder !== footerHolder,
      "SectionPresenter: the header or footer holder of a section is not one of its items")
  }
}
