#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import UIKit

  /// A `UICollectionViewLayout` that places a ``CollectionViewHost``'s sections with
  /// TrellisLayout's engines: each section as its data source describes it
  /// (`ListHostDataSource.listHost(_:layoutOfSection:)`, a `MixedSection`), items at the sizes
  /// the data source gives, headers and footers at their sizes, sticky headers where a section
  /// pins them.
  ///
  ///     let layout = ListCollectionViewLayout()
  ///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  ///     let host = CollectionViewHost(collectionView: collectionView)
  ///
  /// It recomputes only what an invalidation context names: items (self-sizing, or
  /// `ListHost.invalidateLayout(ofItemsAt:)`), the sections of named supplementary views
  /// (`ListHost.invalidateLayout(ofSections:)`), or everything (a new width, new counts).
  /// Rect queries (`layoutAttributesForElements(in:)`) cost what the rectangle holds.
  @MainActor
  public final class ListCollectionViewLayout: UICollectionViewLayout {
    /// Creates a layout.
    ///
    ///     ListCollectionViewLayout(axis: .vertical, defaultSection: .table(TableSection()))
    ///
    /// - Parameters:
    ///   - axis: The axis sections stack along; horizontal layouts take flow
    ///     sections only.
    ///   - defaultSection: How sections whose data source answers `nil` are laid out.
    public init(
      axis: ScrollDirection = .vertical,
      defaultSection: MixedSection = .flow(FlowSection(itemCount: 0))
    ) {
      self.axis = axis
      self.defaultSection = defaultSection
      super.init()
    }

    /// Creates a layout from an archive; Trellis's layout is created in code only.
    public required init?(coder: NSCoder) { nil }

    /// The axis sections stack along.
    public let axis: ScrollDirection

    /// How sections whose data source answers `nil` are laid out.
    public let defaultSection: MixedSection

    /// The host whose data source describes the sections; set by ``CollectionViewHost``.
    weak var host: CollectionViewHost?

    /// The batch the host is applying, set by ``CollectionViewHost`` during its
    /// `performBatchUpdates(_:completion:)` call: the counts invalidation it causes is laid out
    /// by carrying the kept geometry and sizes across it.
    var batchInFlight: BatchUpdate?

    // MARK: UICollectionViewLayout

    /// Computes what the last invalidations named: everything, the host's batch, some sections,
    /// or some items.
    ///
    /// Item sizes are asked once and kept: a batch of the host carries them with their items and
    /// asks only for inserted and reloaded ones, computes only inserted sections and those whose
    /// description changed, and lays out a section whose item sizes changed again from its first
    /// changed item (one item appended to a flow section: its last line); invalidated sections and
    /// items are asked again.
    public override func prepare() {
      super.prepare()
      guard let collectionView, let host else {
        computed = nil
        itemSizes = []
        itemSupplementaries = [:]
        return
      }
      let container = collectionView.bounds.size
      // A scroll invalidates with an empty context (sticky headers move): nothing to compute.
      if let computed, !pending.everything, !pending.counts, pending.sections.isEmpty,
        pending.items.isEmpty, computed.containerSize == container
      {
        return
      }
      let counts = (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
      let provider = host._itemSizeProvider()
      // Reads the kept size, or asks the data source once and keeps the answer. Sizes do not
      // depend on `fitting`: the host's provider asks the data source by path only.
      let sizes: ItemSizeProvider = { [unowned self] path, fitting in
        // A self-sized cell's answer wins until its content changes or the counts do.
        if let size = self.preferredSizes[path] {
          self.itemSizes[path.section][path.item] = size
          return size
        }
        if let size = self.itemSizes[path.section][path.item] { return size }
        let size = provider(path, fitting)
        self.itemSizes[path.section][path.item] = size
        // The item's own supplementary views are asked whenever its size is.
        self.noteSupplementaries(ofItemAt: path, host: host)
        return size
      }
      var kept = pending.everything ? nil : computed
      if kept?.containerSize != container { kept = nil }
      if var layout = kept, pending.counts {
        if let batch = pending.batch, carry(&layout, across: batch, to: counts, sizes: sizes) {
          kept = layout
        } else {
          kept = nil
        }
      }
      if var layout = kept, layout.numberOfSections == counts.count,
        counts.indices.allSatisfy({ layout.numberOfItems(inSection: $0) == counts[$0] })
      {
        if !pending.sections.isEmpty {
          for section in pending.sections.sorted() where section < counts.count {
            itemSizes[section] = Array(repeating: nil, count: counts[section])
            itemSupplementaries = itemSupplementaries.filter { $0.key.section != section }
            layout.replaceSection(
              at: section, with: describe(section, count: counts[section]), sizes: sizes)
          }
        }
        let items = pending.items.filter {
          $0.section < counts.count && $0.item < counts[$0.section]
            && !pending.sections.contains($0.section)
        }
        if !items.isEmpty {
          for path in items {
            itemSizes[path.section][path.item] = nil
            itemSupplementaries[path] = nil
          }
          layout.invalidateItems(at: items, sizes: sizes)
        }
        computed = layout
      } else {
        itemSizes = counts.map { Array(repeating: nil, count: $0) }
        itemSupplementaries = [:]
        itemSupplementaryReach = 0
        let engine = MixedLayout(
          containerSize: container, axis: axis,
          defaultSection: defaultSection)
        computed = ListLayout(
          engine, sections: counts.indices.map { describe($0, count: counts[$0]) }, sizes: sizes)
      }
      pending = Pending()
    }

    /// The size of all content.
    public override var collectionViewContentSize: CGSize { computed?.contentSize ?? .zero }

    /// The attributes of the elements meeting `rect`, sticky headers pinned within it.
    public override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      guard let computed else { return [] }
      return computed.visibleElements(in: rect).compactMap(attributes(for:))
        + itemSupplementaryAttributes(in: rect, of: computed)
    }

    /// The attributes of the item at `indexPath`.
    public override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      computed?.attributes(for: .item(ItemPath(indexPath))).flatMap(attributes(for:))
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    public override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      let kind = CollectionViewHost.supplementaryKind(elementKind)
      let path = ItemPath(indexPath)
      if let layout = itemSupplementaries[path]?.first(where: { $0.kind == kind }),
        let item = computed?.attributes(for: .item(path))
      {
        return attributes(of: layout, at: path, around: item.frame)
      }
      let element = LayoutElement(kind: .supplementary(kind), path: ItemPath(indexPath))
      guard let computed, var natural = computed.attributes(for: element) else { return nil }
      // Where the rect query puts it: a pinned header or footer sticks within the bounds.
      if let collectionView,
        let pinned = computed.pinnedFrame(
          of: kind, inSection: indexPath.section, in: collectionView.bounds)
      {
        natural.frame = pinned
      }
      return attributes(for: natural)
    }

    /// The supplementary views of items that the host's batch removes: those of the items it
    /// deletes, reloads or moves to another index path (moved by the batch, or shifted by the
    /// inserts and deletes before them). UIKit keeps a supplementary view at its index path unless
    /// the layout removes it, while an item's views belong to the item: the view the item needs at
    /// its new path is then asked of the data source. Section headers and footers stay.
    public override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      let kind = CollectionViewHost.supplementaryKind(elementKind)
      guard let batch = batchInFlight, let host, !itemSupplementaries.isEmpty else { return [] }
      let before = itemSizes.map(\.count)
      guard let mapping = try? batch.indexMapping(from: before, to: host.currentCounts()) else {
        return itemSupplementaries.keys.sorted().map(IndexPath.init)
      }
      let reloaded = Set(batch.itemReloads)
      let reloadedSections = Set(batch.sectionReloads)
      return itemSupplementaries.keys.sorted().filter { path in
        guard itemSupplementaries[path]?.contains(where: { $0.kind == kind }) == true else {
          return false
        }
        return reloaded.contains(path) || reloadedSections.contains(path.section)
          || mapping.target(of: path) != path
      }.map(IndexPath.init)
    }

    /// Every bounds change is relaid: a new size recomputes everything, a scroll only moves
    /// sticky headers (an empty context).
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      guard let collectionView else { return false }
      return newBounds != collectionView.bounds
    }

    /// A context naming everything when the size changes, nothing for a scroll.
    public override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      if let collectionView, newBounds.size != collectionView.bounds.size {
        pending.everything = true
        // Cells answer again at the new size (the list's size cache keeps what still holds).
        preferredSizes = [:]
      }
      return context
    }

    /// A self-sizing cell (a `SelfSizingView`) whose preferred size differs from its frame
    /// invalidates that item (another cell keeps the size the data source gives); the layout
    /// keeps the size until the counts or the container size change, everything is invalidated
    /// (a reload), or the host asks for the item's size again (as UIKit's layouts keep
    /// self-sized attributes).
    ///
    /// A self-sizing header or footer whose preferred size differs from its frame invalidates
    /// its section: the section is laid out again with the size the data source gives now, which
    /// is the view's answer (the list's size cache keeps it).
    public override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      if let kind = Self.sectionSupplementaryKind(of: originalAttributes) {
        return preferredAttributes.frame.size != originalAttributes.frame.size
          && collectionView?.supplementaryView(
            forElementKind: CollectionViewHost.elementKind(kind),
            at: originalAttributes.indexPath) is any SelfSizingView
      }
      guard originalAttributes.representedElementCategory == .cell,
        preferredAttributes.frame.size != originalAttributes.frame.size,
        // Only a cell that sizes itself through the list may change its item's size: a plain
        // cell's Auto Layout answer must not override the size the data source gives.
        collectionView?.cellForItem(at: originalAttributes.indexPath) is any SelfSizingView
      else { return false }
      preferredSizes[ItemPath(originalAttributes.indexPath)] = preferredAttributes.frame.size
      return true
    }

    /// Names the self-sized item in the context (UIKit's default context is empty: Apple's page
    /// says it only instantiates `invalidationContextClass`), so that the next `prepare()` lays
    /// it out at the size ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// kept.
    public override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      selfSizingContext = context
      if originalAttributes.representedElementCategory == .cell {
        context.invalidateItems(at: [originalAttributes.indexPath])
      } else if let kind = Self.sectionSupplementaryKind(of: originalAttributes) {
        context.invalidateSupplementaryElements(
          ofKind: CollectionViewHost.elementKind(kind), at: [originalAttributes.indexPath])
      }
      return context
    }

    /// The kind of a section's header or footer that `attributes` place, or `nil` for anything
    /// else (a cell, an item's own view, a decoration).
    private static func sectionSupplementaryKind(of attributes: UICollectionViewLayoutAttributes)
      -> SupplementaryKind?
    {
      guard attributes.representedElementCategory == .supplementaryView,
        let elementKind = attributes.representedElementKind
      else { return nil }
      let kind = CollectionViewHost.supplementaryKind(elementKind)
      return kind == .header || kind == .footer ? kind : nil
    }

    /// Recomputes everything on the next `prepare()`: Apple documents no contents for the context
    /// `invalidateLayout()` sends, so the layout does not wait for one to say "everything".
    public override func invalidateLayout() {
      pending.everything = true
      super.invalidateLayout()
    }

    /// Records what `context` names, for the next `prepare()`.
    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if context.invalidateEverything {
        // A reload, a new data source or a new layout: what cells answered at these paths
        // belongs to the data before it.
        pending.everything = true
        preferredSizes = [:]
      } else if let move = Self.interactiveMove(in: context) {
        // The view moved a dragged item (or put it back) without a batch, and its context names
        // only the dragged item: the items in between shift too. Carried as a batch of moves.
        if pending.counts || !pending.items.isEmpty || !pending.sections.isEmpty {
          pending.everything = true
        }
        pending.counts = true
        pending.batch = move
        remapPreferredSizes(across: move)
      } else if context.invalidateDataSourceCounts
        || (batchInFlight != nil && pending.batch == nil && context !== selfSizingContext)
      {
        // The host's batch, whatever its context says: UIKit sets the counts flag for inserts and
        // deletes, but a batch that only moves or reloads items shifts the items between them
        // too, and names only some. Only a single batch of the host, with nothing else waiting,
        // is carried over.
        if pending.counts || batchInFlight == nil || !pending.items.isEmpty
          || !pending.sections.isEmpty
        {
          pending.everything = true
        }
        pending.counts = true
        pending.batch = batchInFlight
        preferredSizes = [:]
      }
      for indexPath in context.invalidatedItemIndexPaths ?? [] {
        pending.items.insert(ItemPath(indexPath))
      }
      for paths in (context.invalidatedSupplementaryIndexPaths ?? [:]).values {
        for indexPath in paths { pending.sections.insert(indexPath.section) }
      }
      super.invalidateLayout(with: context)
    }

    /// The moves an interactive-movement context describes (from its previous to its target
    /// index paths), or `nil` when it names none or they did not change.
    private static func interactiveMove(
      in context: UICollectionViewLayoutInvalidationContext
    ) -> BatchUpdate? {
      guard let targets = context.targetIndexPathsForInteractivelyMovingItems,
        let previous = context.previousIndexPathsForInteractivelyMovingItems,
        targets.count == previous.count, targets != previous
      else { return nil }
      let moves = zip(previous, targets).filter { $0 != $1 }.map {
        Move(source: ItemPath($0), target: ItemPath($1))
      }
      return BatchUpdate(itemMoves: moves)
    }

    /// Moves the sizes self-sizing cells asked for with their items across `move`; without a
    /// mapping (the kept counts do not fit it) they are forgotten.
    private func remapPreferredSizes(across move: BatchUpdate) {
      guard !preferredSizes.isEmpty else { return }
      let before = itemSizes.map(\.count)
      var after = before
      for step in move.itemMoves
      where after.indices.contains(step.source.section)
        && after.indices.contains(step.target.section)
      {
        after[step.source.section] -= 1
        after[step.target.section] += 1
      }
      guard let mapping = try? move.indexMapping(from: before, to: after) else {
        preferredSizes = [:]
        return
      }
      var moved: [ItemPath: CGSize] = [:]
      for (path, size) in preferredSizes {
        if let target = mapping.target(of: path) { moved[target] = size }
      }
      preferredSizes = moved
    }

    // MARK: Internal

    /// The computed layout, for the host's rect queries (natural frames).
    package private(set) var computed: ListLayout<MixedLayout>?

    /// Forgets the self-sized sizes of `paths`, whose content changed: the next layout asks the
    /// data source, and the cells are measured again.
    func forgetPreferredSizes(of paths: [ItemPath]) {
      for path in paths { preferredSizes[path] = nil }
    }

    /// Forgets every self-sizing answer (they were given at another text size).
    func forgetAllPreferredSizes() {
      preferredSizes = [:]
    }

    /// The sizes self-sizing cells asked for, by item.
    private var preferredSizes: [ItemPath: CGSize] = [:]

    /// The context the layout made last for a self-sizing answer: while the host's batch is in
    /// flight, an invalidation with it names what it names, not the batch (taking it for the
    /// batch dropped the answer just kept, and self-sizing never converged).
    private weak var selfSizingContext: UICollectionViewLayoutInvalidationContext?

    // MARK: Private

    private struct Pending {
      var everything = false
      /// The item counts changed; `batch` says how, when the host applied it.
      var counts = false
      var batch: BatchUpdate?
      var sections: Set<Int> = []
      var items: Set<ItemPath> = []
    }

    private var pending = Pending(everything: true)

    /// The size of every item of `computed`, by section, where the engine asked for it.
    private var itemSizes: [[CGSize?]] = []

    /// The supplementary views of the items that have some
    /// (`ListHostDataSource.listHost(_:supplementariesOfItemAt:)`), asked with the item's size.
    private var itemSupplementaries: [ItemPath: [ItemSupplementaryLayout]] = [:]

    /// How far beyond its item any item's supplementary view reaches (at least), so that a rect
    /// query finds the items whose views meet the rectangle.
    private var itemSupplementaryReach: CGFloat = 0

    /// Asks the host for the supplementary views of the item at `path` and keeps them: the first
    /// view of each kind, never a header or footer kind (the list adapter answers no others; the
    /// headless hosts reject them).
    private func noteSupplementaries(ofItemAt path: ItemPath, host: CollectionViewHost) {
      var kinds: Set<SupplementaryKind> = []
      let layouts = host._itemSupplementaries(at: path).filter {
        $0.kind != .header && $0.kind != .footer && kinds.insert($0.kind).inserted
      }
      guard !layouts.isEmpty else {
        itemSupplementaries[path] = nil
        return
      }
      itemSupplementaries[path] = layouts
      for layout in layouts { itemSupplementaryReach = max(itemSupplementaryReach, layout.reach) }
    }

    /// The attributes of the items' supplementary views that meet `rect`: the items found in `rect`
    /// grown by the views' reach, each view placed against its item's frame.
    ///
    /// The views of an item that has some are asked again here: a batch carries them with their
    /// items, but an item whose views changed in place (a badge removed with its content) is
    /// announced only after the batch, and the batch's own layout pass must not ask the data
    /// source for a view the item no longer has.
    private func itemSupplementaryAttributes(
      in rect: CGRect, of computed: ListLayout<MixedLayout>
    ) -> [UICollectionViewLayoutAttributes] {
      guard !itemSupplementaries.isEmpty, let host else { return [] }
      let grown = rect.insetBy(dx: -itemSupplementaryReach, dy: -itemSupplementaryReach)
      var result: [UICollectionViewLayoutAttributes] = []
      for element in computed.elements(in: grown) where element.kind == .item {
        guard itemSupplementaries[element.path] != nil else { continue }
        noteSupplementaries(ofItemAt: element.path, host: host)
        for layout in itemSupplementaries[element.path] ?? [] {
          let attributes = attributes(of: layout, at: element.path, around: element.frame)
          let frame = attributes.frame
          guard
            frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
              && rect.minY < frame.maxY
          else { continue }
          result.append(attributes)
        }
      }
      return result
    }

    /// The attributes of an item's supplementary view placed against the item's frame: above the
    /// cell, or behind it for `.behind` placements.
    private func attributes(
      of layout: ItemSupplementaryLayout, at path: ItemPath, around itemFrame: CGRect
    ) -> UICollectionViewLayoutAttributes {
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: CollectionViewHost.elementKind(layout.kind),
        with: IndexPath(path))
      attributes.frame = layout.frame(around: itemFrame)
      if case .behind = layout.placement { attributes.zIndex = -1 } else { attributes.zIndex = 1 }
      return attributes
    }

    /// Turns `layout` into the layout after `update`, carrying the kept sizes: deleted sections are
    /// removed and moved ones moved without computing; inserted and reloaded items are asked for
    /// their sizes; inserted sections, and surviving ones whose description changed other than in
    /// its item count, are computed; surviving ones whose item sizes changed are laid out again
    /// from their first changed item (`ListLayout.carrySections(across:to:sizes:
    /// firstChangedItem:)`); the others keep their geometry. A section's geometry depends only on its
    /// description and item sizes, so the result equals a fresh layout of the same data.
    ///
    /// - Returns: `false` when `update` does not lead from the kept counts to `counts` (nothing is
    ///   changed then).
    private func carry(
      _ layout: inout ListLayout<MixedLayout>, across update: BatchUpdate, to counts: [Int],
      sizes: ItemSizeProvider
    ) -> Bool {
      let before = itemSizes.map(\.count)
      guard before.count == layout.numberOfSections,
        before.indices.allSatisfy({ layout.numberOfItems(inSection: $0) == before[$0] }),
        let mapping = try? update.indexMapping(from: before, to: counts)
      else { return false }
      let reloadedItems = Set(update.itemReloads)
      let reloadedSections = Set(update.sectionReloads)
      var reloadedBySection: [Int: [Int]] = [:]
      for path in update.itemReloads {
        reloadedBySection[path.section, default: []].append(path.item)
      }
      for key in reloadedBySection.keys { reloadedBySection[key]?.sort() }
      let old = itemSizes
      let oldSupplementaries = itemSupplementaries
      var fresh: [ItemPath] = []
      var carried: [[CGSize?]] = []
      carried.reserveCapacity(counts.count)
      // Plain loops: a closure here would be main-actor isolated and check its executor on
      // every item.
      for section in counts.indices {
        let count = counts[section]
        guard let source = mapping.source(ofSection: section),
          !reloadedSections.contains(source)
        else {
          // Inserted or reloaded: every item is asked.
          carried.append([CGSize?](repeating: nil, count: count))
          for item in 0..<count { fresh.append(ItemPath(item: item, section: section)) }
          continue
        }
        let leaving = mapping._itemsLeaving(inSection: source)
        let arriving = mapping._itemsArriving(inSection: section)
        let reloaded = reloadedBySection[source] ?? []
        guard !leaving.isEmpty || !arriving.isEmpty || !reloaded.isEmpty else {
          // Every item stays where it is: the column is shared, not copied.
          carried.append(old[source])
          continue
        }
        // The survivors keep their order and fill the positions no insert or move takes: runs
        // of kept sizes are copied between the changes.
        let kept = old[source]
        var column: [CGSize?] = []
        column.reserveCapacity(count)
        var merge = mapping._survivors(
          ofSection: section, from: source, count: count, reloaded: reloaded)
        while let step = merge.next() {
          switch step {
          case .kept(let positions, _):
            column.append(contentsOf: kept[positions])
          case .reloaded(let item), .arriving(let item, nil):
            column.append(nil)
            fresh.append(ItemPath(item: item, section: section))
          case .arriving(_, let moved?):
            column.append(old[moved.section][moved.item])
          }
        }
        carried.append(column)
      }
      // An item's supplementary views go with it, unless it or its section is reloaded.
      var carriedSupplementaries: [ItemPath: [ItemSupplementaryLayout]] = [:]
      for (source, layouts) in oldSupplementaries
      where !reloadedItems.contains(source) && !reloadedSections.contains(source.section) {
        if let target = mapping.target(of: source) { carriedSupplementaries[target] = layouts }
      }
      itemSizes = carried
      itemSupplementaries = carriedSupplementaries
      for path in fresh { _ = sizes(path, layout.containerSize) }
      let descriptions = counts.indices.map { describe($0, count: counts[$0]) }
      let current = itemSizes
      layout.carrySections(across: mapping, to: descriptions, sizes: sizes) { target, source in
        Self.firstChangedItem(current[target], old[source])
      }
      return true
    }

    /// `nil` when `now` and `before` hold the same sizes; otherwise the index of the first that
    /// differs, or the shorter count when one extends the other: the items the layout keeps.
    private nonisolated static func firstChangedItem(_ now: [CGSize?], _ before: [CGSize?])
      -> Int?
    {
      // Equal columns are usually one shared column: `==` answers at once.
      if now == before { return nil }
      let common = min(now.count, before.count)
      var item = 0
      while item < common, now[item] == before[item] { item += 1 }
      return item
    }

    private func describe(_ section: Int, count: Int) -> MixedSection {
      var description = host?._layoutDescription(ofSection: section) ?? defaultSection
      if axis == .horizontal, case .flow = description {
      } else if axis == .horizontal {
        preconditionFailure(
          "ListCollectionViewLayout: section \(section) is not a flow section; only flow "
            + "sections scroll horizontally")
      }
      description.itemCount = count
      let header = host?._supplementarySize(.header, inSection: section) ?? .zero
      let footer = host?._supplementarySize(.footer, inSection: section) ?? .zero
      description.headerLength = axis == .vertical ? header.height : header.width
      description.footerLength = axis == .vertical ? footer.height : footer.width
      return description
    }

    private func attributes(for element: LayoutAttributes) -> UICollectionViewLayoutAttributes? {
      let indexPath = IndexPath(element.path)
      let result: UICollectionViewLayoutAttributes
      switch element.kind {
      case .item:
        result = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      case .supplementary(let kind):
        result = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: CollectionViewHost.elementKind(kind), with: indexPath)
      case .decoration:
        return nil
      }
      result.frame = element.frame
      result.zIndex = element.zIndex
      return result
    }
  }
#endif
