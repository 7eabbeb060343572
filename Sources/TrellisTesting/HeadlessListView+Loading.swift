import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter

extension HeadlessListView {
  // MARK: Public

  /// Loads the data if it was never loaded, as UIKit's first layout pass does.
  ///
  /// - Throws: `ListHostError` when the data source's views break the host's rules.
  public func layoutIfNeeded() throws(ListHostError) {
    if counts == nil { try reload() }
  }

  /// Resizes the viewport (a rotation, a split-screen change, or the first size of a host created
  /// at `.zero`, as a view before its first layout), lays out again, and reports a change to the
  /// delegate (`ListHostDelegate.listHostDidChangeViewportSize(_:)`).
  ///
  ///     let host = HeadlessCollectionView(viewportSize: .zero)
  ///     let adapter = ListAdapter(host: host)
  ///     adapter.apply(model)                                    // as in viewDidLoad
  ///     try host.setViewportSize(CGSize(width: 320, height: 480))  // the first layout
  ///
  /// - Parameter size: The new size of the visible area.
  /// - Throws: `ListHostError` when views that become visible break the host's rules.
  public func setViewportSize(_ size: CGSize) throws(ListHostError) {
    let changed = size != viewportSize
    viewportSize = size
    if counts != nil {
      try rebuildLayout()
      try reconcileVisibleViews()
    }
    if changed { delegate?.listHostDidChangeViewportSize(self) }
    try throwDeferredRejection()
  }

  /// Places content with another layout and updates what is visible.
  ///
  /// - Parameter layout: The new layout.
  /// - Throws: `ListHostError` when views that become visible break the host's rules.
  public func setLayout(_ layout: HeadlessLayout) throws(ListHostError) {
    self.layout = layout
    try invalidateLayout()
  }

  /// Recomputes sizes and positions, asking the data source again, and updates what is visible.
  public func invalidateLayout() throws(ListHostError) {
    layoutInvalidationCount += 1
    guard counts != nil else { return }
    try rebuildLayout()
    try reconcileVisibleViews()
    try throwDeferredRejection()
  }

  /// Asks the data source again for the sizes and supplementary views of the items at `paths`
  /// (their content changed in place), lays out, and updates what is visible: supplementary views
  /// that appeared are requested and displayed, those that went end their display.
  public func invalidateLayout(ofItemsAt paths: [ItemPath]) throws(ListHostError) {
    layoutInvalidationCount += 1
    guard counts != nil, !paths.isEmpty else { return }
    for path in paths {
      guard itemSizes.indices.contains(path.section),
        itemSizes[path.section].indices.contains(path.item)
      else { throw .itemOutOfRange(path) }
    }
    var rejection: ListHostError?
    for path in paths {
      itemSizes[path.section][path.item] = try askSize(ofItemAt: path)
      let supplementaries = askSupplementaries(ofItemAt: path, noting: &rejection)
      itemSupplementaries[path.section][path.item] = supplementaries
      noteItemSupplementaries(supplementaries)
    }
    deferRejection(rejection)
    try layOut(itemsAt: paths)
    try reconcileVisibleViews()
    try throwDeferredRejection()
  }

  /// The paths of the visible items, in order.
  public var indexPathsForVisibleItems: [ItemPath] {
    visible.keys.filter { $0.kind == .item }.map(\.path).sorted()
  }

  /// The visible cell at `path`, or `nil`.
  public func cellForItem(at path: ItemPath) -> AnyObject? {
    visible[.item(path)]
  }

  /// The path of the item the visible cell `cell` shows, or `nil`.
  public func indexPath(for cell: AnyObject) -> ItemPath? {
    guard let element = visibleElements[ObjectIdentifier(cell)], element.kind == .item else {
      return nil
    }
    return element.path
  }

  /// The visible supplementary view of `kind` at `path`, or `nil`: a header or footer of
  /// `path.section`, or the view of `kind` of the item at `path`.
  public func supplementaryView(ofKind kind: SupplementaryKind, at path: ItemPath) -> AnyObject? {
    visible[LayoutElement(kind: .supplementary(kind), path: _supplementaryPath(kind, path))]
  }

  /// The frame of the supplementary view of `kind` of the item at `path`, in content
  /// coordinates, or `nil` when the item has no such view (UIKit:
  /// `layoutAttributesForSupplementaryElement(ofKind:at:)`).
  ///
  /// - Parameters:
  ///   - kind: A kind the data source answered for the item in
  ///     `listHost(_:supplementariesOfItemAt:)`.
  ///   - path: The item's path.
  /// - Returns: The view's frame, placed against the item's frame.
  public func frameForSupplementary(ofKind kind: SupplementaryKind, ofItemAt path: ItemPath)
    -> CGRect?
  {
    guard itemSupplementaries.indices.contains(path.section),
      itemSupplementaries[path.section].indices.contains(path.item),
      let layout = itemSupplementaries[path.section][path.item].first(where: { $0.kind == kind }),
      let itemFrame = currentLayout?.frame(ofItem: path)
    else { return nil }
    return layout.frame(around: onScreen(itemFrame, ofItemAt: path))
  }

  /// The frame of the item at `path` in content coordinates, or `nil`; an item of a band is
  /// where its band's offset shows it (see ``bandOffset(ofSection:)``).
  public func frameForItem(at path: ItemPath) -> CGRect? {
    itemGeometryLookupCount += 1
    return currentLayout?.frame(ofItem: path).map { onScreen($0, ofItemAt: path) }
  }

  /// The paths of the items whose frames meet `rect`, in display order, from the layout's rect
  /// query; an item of a band meets `rect` where its band's offset shows it.
  ///
  ///     host.indexPathsForItems(in: CGRect(x: 0, y: 400, width: 320, height: 480))
  ///
  /// - Parameter rect: A rectangle in content coordinates.
  /// - Returns: The paths, by section then item; empty before the first load.
  /// - Complexity: O(log *n* + *k*) for *n* items and *k* results.
  public func indexPathsForItems(in rect: CGRect) -> [ItemPath] {
    guard let currentLayout else { return [] }
    var paths = bandAdjusted(in: rect) { currentLayout.elements(in: $0) }.compactMap {
      attributes in
      attributes.element.kind == .item ? attributes.element.path : nil
    }
    if !bands.isEmpty { paths.sort() }
    itemGeometryLookupCount += paths.count
    return paths
  }

  /// The number of sections on screen.
  public var numberOfSections: Int { counts?.count ?? 0 }

  /// The number of items on screen in `section`, or 0 for a section that does not exist.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The count the host last read.
  public func numberOfItems(inSection section: Int) -> Int {
    guard let counts, counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  // MARK: Internal

  /// The visible rectangle in content coordinates.
  var visibleBounds: CGRect { CGRect(origin: contentOffset, size: viewportSize) }

  /// Reads all counts, lays out, and shows what is visible, ending the display of everything.
  func reload() throws(ListHostError) {
    for element in sortedVisibleElements { endDisplay(element) }
    selected.removeAll()
    focusedItem = nil
    // UIKit rebuilds every section on a reload, orthogonal scrollers included.
    bands = [:]
    counts = try readCounts()
    try rebuildLayout()
    try reconcileVisibleViews()
    try throwDeferredRejection()
  }

  /// Keeps `rejection` (a data source answer that breaks a rule, left out of the layout) to throw
  /// once the host shows everything else: bad input loses nothing but what breaks the rule.
  func deferRejection(_ rejection: ListHostError?) {
    if deferredRejection == nil { deferredRejection = rejection }
  }

  /// Throws the rejection kept by ``deferRejection(_:)``, if any.
  func throwDeferredRejection() throws(ListHostError) {
    guard let rejection = deferredRejection else { return }
    deferredRejection = nil
    throw rejection
  }

  /// Reads every section's item count from the data source.
  func readCounts() throws(ListHostError) -> [Int] {
    guard let dataSource else { return [] }
    let sectionCount = try call("numberOfSections(in:)") { dataSource.numberOfSections(in: self) }
    guard sectionCount >= 0 else {
      throw .invalidDataSourceAnswer("\(sectionCount) sections; a count is never negative")
    }
    var counts: [Int] = []
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let count = try call("numberOfItemsInSection") {
        dataSource.listHost(self, numberOfItemsInSection: section)
      }
      guard count >= 0 else {
        throw .invalidDataSourceAnswer(
          "\(count) items in section \(section); a count is never negative")
      }
      counts.append(count)
    }
    return counts
  }

  /// Asks the data source for every size, then lays out.
  func rebuildLayout() throws(ListHostError) {
    guard let counts else { return }
    itemSizes = try counts.indices.map { section throws(ListHostError) in
      try (0..<counts[section]).map { item throws(ListHostError) in
        try askSize(ofItemAt: ItemPath(item: item, section: section))
      }
    }
    // A rejected answer leaves the item without views; the arrays keep the shape of the counts.
    var rejection: ListHostError?
    itemSupplementaries = counts.indices.map { section in
      (0..<counts[section]).map { item in
        askSupplementaries(ofItemAt: ItemPath(item: item, section: section), noting: &rejection)
      }
    }
    measureItemSupplementaryReach()
    supplementarySizes = try counts.indices.map { section throws(ListHostError) in
      try askSupplementarySizes(inSection: section)
    }
    try layOut()
    deferRejection(rejection)
  }

  /// The supplementary views of the item at `path`, asked of the data source and checked: a
  /// table has none per row; a collection view takes at most one per kind, never a header or a
  /// footer.
  func askSupplementaries(ofItemAt path: ItemPath) throws(ListHostError)
    -> [ItemSupplementaryLayout]
  {
    guard let dataSource else { return [] }
    let answer = try call("supplementariesOfItemAt") {
      dataSource.listHost(self, supplementariesOfItemAt: path)
    }
    guard !answer.isEmpty else { return [] }
    if self is HeadlessTableView {
      throw .supplementaryViewsPerRow(answer[0].kind, at: path)
    }
    var kinds: Set<SupplementaryKind> = []
    for layout in answer {
      if _isSectionKind(layout.kind) {
        throw .invalidDataSourceAnswer(
          "a \(layout.kind) view for the item at \(path); headers and footers belong to sections")
      }
      guard kinds.insert(layout.kind).inserted else {
        throw .invalidDataSourceAnswer(
          "two supplementary views of kind \(layout.kind) for the item at \(path); an item has "
            + "at most one view per kind")
      }
    }
    return answer
  }

  /// The supplementary views of the item at `path`, or none when the answer breaks a rule, which
  /// is kept in `rejection` unless an earlier one is.
  func askSupplementaries(ofItemAt path: ItemPath, noting rejection: inout ListHostError?)
    -> [ItemSupplementaryLayout]
  {
    do {
      return try askSupplementaries(ofItemAt: path)
    } catch {
      if rejection == nil { rejection = error }
      return []
    }
  }

  /// Recomputes ``itemSupplementaryReach`` and ``hasItemSupplementaries`` from every item.
  func measureItemSupplementaryReach() {
    itemSupplementaryReach = 0
    hasItemSupplementaries = false
    for section in itemSupplementaries {
      for supplementaries in section { noteItemSupplementaries(supplementaries) }
    }
  }

  /// Takes one item's supplementary views into ``itemSupplementaryReach``.
  func noteItemSupplementaries(_ supplementaries: [ItemSupplementaryLayout]) {
    for layout in supplementaries {
      hasItemSupplementaries = true
      itemSupplementaryReach = max(itemSupplementaryReach, layout.reach)
    }
  }

  /// The items' supplementary views that meet `bounds`: the items found in `bounds` grown by
  /// ``itemSupplementaryReach`` (where carousels show them), each view placed against its item.
  func itemSupplementaryAttributes(in bounds: CGRect) -> [LayoutAttributes] {
    guard hasItemSupplementaries, let currentLayout else { return [] }
    let grown = bounds.insetBy(dx: -itemSupplementaryReach, dy: -itemSupplementaryReach)
    var result: [LayoutAttributes] = []
    for attributes in bandAdjusted(in: grown, { currentLayout.visibleElements(in: $0) })
    where attributes.kind == .item {
      let path = attributes.path
      for layout in itemSupplementaries[path.section][path.item] {
        let frame = layout.frame(around: attributes.frame)
        guard frame.intersects(bounds) || (frame.isEmpty && bounds.contains(frame.origin)) else {
          continue
        }
        result.append(
          LayoutAttributes(
            element: LayoutElement(kind: .supplementary(layout.kind), path: path), frame: frame))
      }
    }
    return result
  }

  /// Lays out ``counts`` with the sizes the host holds: a template layout asks nothing; a
  /// per-section layout asks every section's description and keeps the result in
  /// ``sectionLayout``.
  func layOut() throws(ListHostError) {
    guard let counts else { return }
    if let perSection = layout.perSection {
      try layOutEverySection(perSection)
      return
    }
    sectionLayout = nil
    guard let build = layout.build else { return }
    let sizes = itemSizes
    currentLayout = build(viewportSize, sectionInputs(counts), _sizeProvider(sizes))
  }

  /// Lays out ``counts`` after a batch: a template layout carries the layout of the data before
  /// it across `mapping`, in place, computing inserted sections and laying out those whose item
  /// sizes changed again from their first changed item (later sections move); it is built again
  /// when the container or the configuration changed
  /// since. With `touched`, the batch moved no section and changed no header or footer size, and
  /// only those sections may have changed their items. (A per-section layout is carried by
  /// `relayOutSections(_:across:firstChangedItem:)`.)
  func layOut(
    carrying mapping: BatchUpdate.IndexMapping,
    firstChangedItem: (_ target: Int, _ source: Int) -> Int?, touched: [Int]?
  ) throws(ListHostError) {
    guard let counts, layout.perSection == nil, let carry = layout.carry, currentLayout != nil
    else { return try layOut() }
    let (container, inputs, sizes) = (viewportSize, sectionInputs(counts), itemSizes)
    // In place: the layout is not copied.
    guard
      carry(
        &currentLayout, container, inputs, _sizeProvider(sizes), mapping, firstChangedItem,
        touched)
    else { return try layOut() }
    sectionLayout = nil
  }

  /// What a template layout takes of each section: its item count and header and footer sizes.
  private func sectionInputs(_ counts: [Int]) -> [HeadlessLayout.SectionInput] {
    // (A loop, not `map`: on the main actor, each call of a closure checks its isolation.)
    var inputs: [HeadlessLayout.SectionInput] = []
    inputs.reserveCapacity(counts.count)
    for section in counts.indices {
      inputs.append(
        HeadlessLayout.SectionInput(
          itemCount: counts[section], headerSize: supplementarySizes[section].header,
          footerSize: supplementarySizes[section].footer))
    }
    return inputs
  }

  /// The size of the item at `path`, asked of the data source.
  func askSize(ofItemAt path: ItemPath) throws(ListHostError) -> CGSize {
    guard let dataSource else { return .zero }
    return try call("sizeForItemAt") { dataSource.listHost(self, sizeForItemAt: path) }
  }

  /// The header and footer sizes of `section`, asked of the data source.
  func askSupplementarySizes(inSection section: Int) throws(ListHostError) -> (
    header: CGSize, footer: CGSize
  ) {
    guard let dataSource else { return (.zero, .zero) }
    return try call("sizeForSupplementaryOfKind") {
      (
        dataSource.listHost(self, sizeForSupplementaryOfKind: .header, inSection: section),
        dataSource.listHost(self, sizeForSupplementaryOfKind: .footer, inSection: section)
      )
    }
  }

  /// Lays out again after the sizes of the items at `paths` changed in ``itemSizes``: a kept
  /// per-section layout recomputes from those items only; a template layout is rebuilt.
  func layOut(itemsAt paths: [ItemPath]) throws(ListHostError) {
    if var kept = sectionLayout {
      let sizes = itemSizes
      kept.invalidateItems(at: paths, sizes: _sizeProvider(sizes))
      sectionLayout = kept
      currentLayout = kept
    } else {
      try layOut()
    }
  }

  /// Ends the display of what left the viewport and requests views for what entered it, then
  /// runs UIKit's self-sizing pass: every visible cell is asked for its preferred size, the items
  /// whose answer differs from their size take it and are laid out again, and views that enter
  /// the viewport meanwhile are displayed and asked in turn, until every answer matches.
  ///
  /// - Throws: `ListHostError.invalidDataSourceAnswer(_:)` when an item's preferred size changes a
  ///   second time in one pass (the layout would never settle), or what the views break.
  func reconcileVisibleViews() throws(ListHostError) {
    var resizedInPass: [ItemPath: CGSize] = [:]
    var supplementariesResizedInPass: [LayoutElement: CGSize] = [:]
    while true {
      syncBandsIfNeeded()
      try displayVisibleViews()
      let resized = try askPreferredSizes()
      let resizedSupplementaries = try askPreferredSupplementarySizes()
      guard !resized.isEmpty || !resizedSupplementaries.isEmpty else {
        reportBandClamps()
        return
      }
      for (path, size) in resized {
        if let first = resizedInPass.updateValue(size, forKey: path) {
          throw .invalidDataSourceAnswer(
            "preferred size \(size) for the cell at \(path), which already changed its size to "
              + "\(first) in this layout pass; a self-sizing cell must answer the same size for "
              + "the same content, or the layout never settles")
        }
        itemSizes[path.section][path.item] = size
      }
      for (element, size) in resizedSupplementaries {
        if let first = supplementariesResizedInPass.updateValue(size, forKey: element) {
          throw .invalidDataSourceAnswer(
            "preferred size \(size) for the \(_describe(element)), which already changed its "
              + "size to \(first) in this layout pass; a self-sizing view must answer the same "
              + "size for the same content, or the layout never settles")
        }
        let section = element.path.section
        if element.kind == .supplementary(.header) {
          supplementarySizes[section].header = size
        } else {
          supplementarySizes[section].footer = size
        }
      }
      selfSizingRelayoutCount += 1
      if !resized.isEmpty { try layOut(itemsAt: resized.map(\.path)) }
      if !resizedSupplementaries.isEmpty {
        try layOut(sections: resizedSupplementaries.map(\.element.path.section))
      }
    }
  }

  /// Lays out again after the header or footer sizes of `sections` changed in
  /// ``supplementarySizes``: a kept per-section layout replaces those sections only (later ones
  /// move); a template layout is rebuilt.
  func layOut(sections: [Int]) throws(ListHostError) {
    if let perSection = layout.perSection, var kept = sectionLayout {
      let sizes = itemSizes
      for section in Set(sections).sorted() {
        let description = try describe(section: section, perSection)
        kept.replaceSection(at: section, with: description, sizes: _sizeProvider(sizes))
      }
      sectionLayout = kept
      currentLayout = kept
    } else {
      try layOut()
    }
  }

  /// Asks the data source for the preferred size of every visible header and footer, in display
  /// order; returns those whose answer differs from their size.
  private func askPreferredSupplementarySizes() throws(ListHostError)
    -> [(element: LayoutElement, size: CGSize)]
  {
    guard let dataSource else { return [] }
    var resized: [(element: LayoutElement, size: CGSize)] = []
    for element in sortedVisibleElements {
      let kind: SupplementaryKind
      switch element.kind {
      case .supplementary(.header): kind = .header
      case .supplementary(.footer): kind = .footer
      default: continue
      }
      guard let view = visible[element] else { continue }
      let section = element.path.section
      let current =
        kind == .header ? supplementarySizes[section].header : supplementarySizes[section].footer
      let proposed = _reusable(view)?.frame.size ?? current
      let answer = try call("preferredLayoutAttributesFitting") {
        dataSource.listHost(
          self, preferredSizeOfSupplementary: view, ofKind: kind, inSection: section,
          proposed: proposed)
      }
      guard let answer else { continue }
      guard answer.width >= 0, answer.height >= 0, answer.width.isFinite, answer.height.isFinite
      else {
        throw .invalidDataSourceAnswer(
          "preferred size \(answer) for the \(_describe(element)); a size is finite and never "
            + "negative")
      }
      if answer != current { resized.append((element, answer)) }
    }
    return resized
  }

  /// Asks the data source for the preferred size of every visible cell, in display order;
  /// returns the items whose answer differs from their size.
  private func askPreferredSizes() throws(ListHostError) -> [(path: ItemPath, size: CGSize)] {
    guard let dataSource else { return [] }
    var resized: [(path: ItemPath, size: CGSize)] = []
    for element in sortedVisibleElements where element.kind == .item {
      guard let view = visible[element] else { continue }
      let path = element.path
      let proposed =
        _reusable(view)?.frame.size ?? itemSizes[path.section][path.item]
      let answer = try call("preferredLayoutAttributesFitting") {
        dataSource.listHost(self, preferredSizeOf: view, forItemAt: path, proposed: proposed)
      }
      guard let answer else { continue }
      guard answer.width >= 0, answer.height >= 0, answer.width.isFinite, answer.height.isFinite
      else {
        throw .invalidDataSourceAnswer(
          "preferred size \(answer) for the cell at \(path); a size is finite and never negative")
      }
      if answer != itemSizes[path.section][path.item] { resized.append((path, answer)) }
    }
    return resized
  }

  /// Ends the display of what left the viewport and requests views for what entered it.
  private func displayVisibleViews() throws(ListHostError) {
    guard let currentLayout else { return }
    let attributes =
      _withoutDecorations(
        bandAdjusted(in: visibleBounds, { currentLayout.visibleElements(in: $0) }))
      + itemSupplementaryAttributes(in: visibleBounds)
    // The views already stand where the layout puts them (a batch away from the viewport).
    if attributes == placedAttributes { return }
    if attributes.count == visible.count, takeFramesIfNothingEntersOrLeaves(attributes) {
      placedAttributes = attributes
      return
    }
    var wanted: Set<LayoutElement> = []
    wanted.reserveCapacity(attributes.count)
    for attribute in attributes { wanted.insert(attribute.element) }
    // The views that leave, in display order (only they are sorted).
    var leaving: [LayoutElement] = []
    for element in visible.keys where !wanted.contains(element) { leaving.append(element) }
    for element in _sortedInDisplayOrder(leaving, by: { $0 }) { endDisplay(element) }
    let sorted = _sortedInDisplayOrder(attributes, by: \.element)
    for attribute in sorted {
      if let view = visible[attribute.element] {
        _reusable(view)?.frame = attribute.frame
        continue
      }
      let view = try requestView(for: attribute.element)
      _reusable(view)?.frame = attribute.frame
      if attribute.element.kind == .item, selected.contains(attribute.element.path) {
        (view as? HeadlessCell)?.isSelected = true
      }
      visible[attribute.element] = view
      visibleElements[ObjectIdentifier(view)] = attribute.element
      operations.append(.display(attribute.element))
      switch attribute.element.kind {
      case .item:
        delegate?.listHost(self, willDisplay: view, forItemAt: attribute.element.path)
      case .supplementary(let kind):
        delegate?.listHost(
          self, willDisplaySupplementaryView: view, ofKind: kind, at: attribute.element.path)
      case .decoration:
        break
      }
    }
    // Every element wanted is visible now, and nothing else.
    var elements: [LayoutElement] = []
    elements.reserveCapacity(sorted.count)
    for attribute in sorted { elements.append(attribute.element) }
    // (A layout that listed an element twice leaves the cache to be sorted from the views.)
    if elements.count == visible.count {
      sortedVisibleCache = elements
      placedAttributes = attributes
    }
  }

  /// Places the visible views at `attributes` when those are exactly the elements visible (as
  /// after a batch away from the viewport): nothing enters or leaves, and nothing is sorted.
  ///
  /// - Returns: Whether it did; `false` leaves everything as it was.
  private func takeFramesIfNothingEntersOrLeaves(_ attributes: [LayoutAttributes]) -> Bool {
    var views: [AnyObject] = []
    views.reserveCapacity(attributes.count)
    for attribute in attributes {
      guard let view = visible[attribute.element] else { return false }
      views.append(view)
    }
    // The same number of elements, each visible: the same set, unless the layout listed one
    // twice (then the slow path sorts it out).
    var seen = Set<ObjectIdentifier>(minimumCapacity: views.count)
    for view in views where !seen.insert(ObjectIdentifier(view)).inserted { return false }
    for (attribute, view) in zip(attributes, views) { _reusable(view)?.frame = attribute.frame }
    return true
  }

  /// Removes the view at `element` from the screen into its reuse pool.
  func endDisplay(_ element: LayoutElement) {
    guard let view = visible.removeValue(forKey: element) else { return }
    visibleElements[ObjectIdentifier(view)] = nil
    operations.append(.endDisplay(element))
    if let key = reuseKeys[ObjectIdentifier(view)] { pools[key, default: []].append(view) }
    switch element.kind {
    case .item:
      delegate?.listHost(self, didEndDisplaying: view, forItemAt: element.path)
    case .supplementary(let kind):
      delegate?.listHost(
        self, didEndDisplayingSupplementaryView: view, ofKind: kind, at: element.path)
    case .decoration:
      break
    }
  }

  /// The visible elements in display order (sorted once until ``visible`` changes).
  var sortedVisibleElements: [LayoutElement] {
    if let sortedVisibleCache { return sortedVisibleCache }
    let sorted = _sortedInDisplayOrder(Array(visible.keys), by: { $0 })
    sortedVisibleCache = sorted
    return sorted
  }

  /// Runs a data source call, refusing updates from inside it.
  func call<T>(_ name: String, _ body: () throws(ListHostError) -> T) throws(ListHostError) -> T {
    let outer = dataSourceCall
    dataSourceCall = outer ?? name
    defer { dataSourceCall = outer }
    return try body()
  }

  /// Throws when an update is requested from inside a data source call.
  func checkNotInsideDataSource(_ operation: String) throws(ListHostError) {
    if let during = dataSourceCall { throw .reentrantCall(operation: operation, during: during) }
  }

  // MARK: Private

  /// Asks the data source for the view of `element` and checks it against the host's rules.
  private func requestView(for element: LayoutElement) throws(ListHostError) -> AnyObject {
    guard let dataSource else {
      throw .invalidDataSourceAnswer("nothing: the host has no data source")
    }
    request = (element, [])
    defer { request = nil }
    let view: AnyObject = try call(_callName(element)) { () throws(ListHostError) -> AnyObject in
      switch element.kind {
      case .item:
        return try dataSource.listHost(self, cellForItemAt: element.path)
      case .supplementary(let kind), .decoration(let kind):
        return try dataSource.listHost(self, viewForSupplementaryOfKind: kind, at: element.path)
      }
    }
    if let other = visibleElements[ObjectIdentifier(view)] {
      throw .viewAlreadyVisible(element: _describe(element), visibleAt: _describe(other))
    }
    let dequeued = request?.dequeued ?? []
    guard dequeued.contains(where: { $0 === view }) else {
      throw .viewNotDequeued(element: _describe(element))
    }
    guard dequeued.count == 1 else {
      throw .multipleViewsDequeued(element: _describe(element), count: dequeued.count)
    }
    return view
  }
}

// Helpers for the passes over the visible elements, which run on every batch: made outside the
// main actor, their closures are called without an isolation check.

/// `attributes` without the decoration views (the layout draws them; no view is requested).
func _withoutDecorations(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
  attributes.filter {
    if case .decoration = $0.kind { return false }
    return true
  }
}

/// `values` in the display order of their elements (see `_order(_:_:)`), keeping the order of
/// equal ones. Items alone (the common case) are sorted by integer keys: comparing elements
/// copies their kinds, whose names are strings.
func _sortedInDisplayOrder<Value>(
  _ values: [Value], by element: (Value) -> LayoutElement
) -> [Value] {
  guard values.count > 1 else { return values }
  var keys: [(section: Int, item: Int, index: Int)] = []
  keys.reserveCapacity(values.count)
  for index in values.indices {
    let path = element(values[index]).path
    guard case .item = element(values[index]).kind else {
      return values.sorted { _order(element($0), element($1)) }
    }
    keys.append((path.section, path.item, index))
  }
  keys.sort { ($0.section, $0.item, $0.index) < ($1.section, $1.item, $1.index) }
  var sorted: [Value] = []
  sorted.reserveCapacity(values.count)
  for key in keys { sorted.append(values[key.index]) }
  return sorted
}

/// Answers the sizes in `sizes`, by section and item. (Made outside the main actor, the provider
/// is called without an isolation check: a layout calls it once per item it computes.)
func _sizeProvider(_ sizes: [[CGSize]]) -> ItemSizeProvider {
  { path, _ in sizes[path.section][path.item] }
}

/// Display order: by section; in a section the header, the items (each followed by its
/// supplementary views by kind name), the footer, then decorations.
func _order(_ lhs: LayoutElement, _ rhs: LayoutElement) -> Bool {
  // Sections first, then two items by index: the common comparisons build no rank (whose kind
  // names are strings).
  guard lhs.path.section == rhs.path.section else { return lhs.path.section < rhs.path.section }
  if case .item = lhs.kind, case .item = rhs.kind { return lhs.path.item < rhs.path.item }
  func rank(_ element: LayoutElement) -> (Int, Int, Int, String) {
    switch element.kind {
    case .supplementary(.header): (element.path.section, 0, 0, "")
    case .item: (element.path.section, 1, element.path.item, "")
    case .supplementary(.footer): (element.path.section, 2, 0, "")
    case .supplementary(let kind): (element.path.section, 1, element.path.item, "/" + kind.rawValue)
    case .decoration(let kind): (element.path.section, 4, 0, kind.rawValue)
    }
  }
  return rank(lhs) < rank(rhs)
}

private func _callName(_ element: LayoutElement) -> String {
  element.kind == .item ? "cellForItemAt" : "viewForSupplementaryOfKind"
}

/// `view` as a headless view the host places, with a class check first: a cast to the protocol
/// looks up a conformance, which the passes over the visible views would pay for every view of
/// every batch.
func _reusable(_ view: AnyObject) -> (any HeadlessReusableView)? {
  if let cell = view as? HeadlessCell { return cell }
  if let supplementary = view as? HeadlessSupplementaryView { return supplementary }
  return view as? any HeadlessReusableView
}
