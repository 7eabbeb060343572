/// One section of a ``CollectionPresenter``: its identity, header and footer, and its item
/// holders, in order.
///
///     let section = SectionPresenter(id: "products")
///     section.header = ListItem(id: "title", content: "Products", view: TitleView.self)
///     section.setHolders(products.map(ProductHolder.init))
///     collection.appendSection(section)
///
/// The section's ``ItemHolder`` children are its items, in `Presenter.children` order; other
/// children are ignored by the list. Every change below asks the collection for a new model;
/// the changes of one update pass produce one model and one adapter update.
///
/// Adding or removing a holder with `Presenter.add(child:)` and `Presenter.remove(child:)`
/// also updates the list; reordering with `Presenter.move(_:to:)` does not by itself (no
/// callback fires) — use ``moveHolder(_:to:animated:completion:)`` or call
/// ``CollectionPresenter/updateList(animated:completion:)``.
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

  // MARK: Public

  /// The section's identity in the list.
  public let id: AnyListID

  /// The section's header view, or `nil`; changing it updates the list.
  ///
  ///     section.header = ListItem(id: "h", content: "Fruit", view: TitleView.self)
  public var header: ListItem? {
    didSet { collection?.updateList() }
  }

  /// The section's footer view, or `nil`; changing it updates the list.
  ///
  ///     section.footer = nil
  public var footer: ListItem? {
    didSet { collection?.updateList() }
  }

  /// The collection presenter this section is in, or `nil`.
  ///
  ///     section.collection?.adapter.displayedModel
  public var collection: CollectionPresenter? { parent as? CollectionPresenter }

  /// The section's item holders, in order.
  ///
  ///     section.holders.map(\.id)
  public var holders: [AnyItemHolder] { children.compactMap { $0 as? AnyItemHolder } }

  /// Makes `holders` the section's items, in that order: holders no longer listed are removed
  /// first (they unbind, and their cells' presenters with them), new ones are added, and every
  /// holder is moved to its place.
  ///
  ///     section.setHolders(sorted ? holders.sorted(by: \.price) : holders)
  ///
  /// - Parameters:
  ///   - holders: The new items; a holder listed twice is kept once, at its first place.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  /// - Complexity: O(*n*·*m*) for *n* current and *m* new holders, plus their callbacks.
  public func setHolders(
    _ holders: [AnyItemHolder], animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    var kept: [AnyItemHolder] = []
    for holder in holders where !kept.contains(where: { $0 === holder }) {
      kept.append(holder)
    }
    for old in self.holders where !kept.contains(where: { $0 === old }) {
      remove(child: old)
    }
    for holder in kept where holder.parent !== self {
      add(child: holder)
    }
    let others = children.filter { !($0 is AnyItemHolder) }
    children = kept + others
    collection?.updateList(animated: animated, completion: completion)
  }

  /// Appends `holder` to the section's items.
  ///
  ///     section.appendHolder(ProductHolder(product))
  ///
  /// - Parameters:
  ///   - holder: The holder; if it is in another section, it moves here.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  public func appendHolder(
    _ holder: AnyItemHolder, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    add(child: holder)
    collection?.updateList(animated: animated, completion: completion)
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
  /// - Precondition: `index` is in `0...holders.count`.
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
  ///   - holder: A holder of this section; any other presenter is ignored.
  ///   - animated: Whether the list update animates.
  ///   - completion: Runs when the resulting model is on screen.
  public func removeHolder(
    _ holder: AnyItemHolder, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    remove(child: holder)
    collection?.updateList(animated: animated, completion: completion)
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

  /// Asks the collection for a new model: the section joined it. Call `super` when you override
  /// it.
  ///
  ///     override func onAttach(to parent: Presenter) { super.onAttach(to: parent) }
  ///
  /// - Parameter parent: The new parent.
  override open func onAttach(to parent: Presenter) {
    collection?.updateList()
  }

  /// Asks the collection for a new model: the section leaves it. Call `super` when you override
  /// it.
  ///
  ///     override func onDetach(from parent: Presenter) { super.onDetach(from: parent) }
  ///
  /// - Parameter parent: The parent it is leaving.
  override open func onDetach(from parent: Presenter) {
    collection?.updateList()
  }

  // MARK: Internal

  /// The section of the model: its identity, supplementary views and holders' items.
  func _makeSection(in collection: CollectionPresenter) -> ListSection {
    ListSection(
      id, header: header, footer: footer, items: holders.map { $0._makeItem(in: collection) })
  }
}
