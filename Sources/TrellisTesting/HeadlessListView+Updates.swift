import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

extension HeadlessListView {
  // MARK: Public

  /// Ends the display of every view, clears the selection, and reads everything again.
  ///
  /// - Throws: `ListHostError.reentrantCall(operation:during:)` from inside a data source call,
  ///   or what the data source's answers break.
  public func reloadData() throws(ListHostError) {
    try checkNotInsideDataSource("reloadData()")
    operations.append(.reloadData)
    try reload()
  }

  /// Validates and applies one batch, moving visible views and selection with their items.
  ///
  /// The work follows the batch's changes, not the list's length: the layout is carried across
  /// the batch (inserted sections are computed; a section whose items changed is laid out again
  /// from its first changed item, the frames before it kept), and a section the batch does not
  /// touch keeps its sizes without a look at its items. Items replaced one for one, appended at
  /// the end of a section or removed from its end change the host's arrays in place.
  ///
  /// Sizes are kept for the items the batch keeps; the data source is asked for the sizes (and
  /// the supplementary views, see `ListHostDataSource.listHost(_:supplementariesOfItemAt:)`) of
  /// inserted and reloaded items and sections only. An item's supplementary views move with it
  /// and end with it when it is deleted or reloaded. (UIKit's flow layout asks for every size
  /// again; an item whose size changes without a reload is announced with
  /// ``invalidateLayout(ofItemsAt:)``, as the list adapter does for reconfigured items.) A kept
  /// item that had supplementary views is asked for them again, as UIKit's layout is asked again
  /// in its `prepare()` after the batch: its views may have changed with its content in the same
  /// update, and the host never asks for a view the item no longer has.
  ///
  /// When the call starts, the host does what UIKit may do then: a host that never loaded loads
  /// (reading the counts and showing what is visible), and the data source is asked for its counts
  /// again — they must still be those on screen, since the data changes in `updateData`, inside
  /// the batch. Then `updateData` runs, and the counts after are read from the data source. The
  /// batch must satisfy `BatchUpdate.validate(from:to:)`. Deleted and reloaded items lose their
  /// views and selection; moved ones keep them at their new paths. Views for items that become
  /// visible are requested; nothing else is.
  ///
  ///     try host.performBatchUpdates(
  ///       BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)]), animated: false,
  ///       updatingData: { source.items.removeFirst() }, completion: nil)
  ///
  /// - Parameters:
  ///   - update: The changes, in UIKit's index convention.
  ///   - animated: Whether the batch animates: its completion then runs when ``clock`` passes
  ///     ``animationDuration`` (see ``settleAnimations()``); otherwise before this returns.
  ///   - updateData: Switches the data source to the data after the batch.
  ///   - completion: Receives `true` when the animations finished.
  /// - Throws: `ListHostError.invalidBatch(_:)` naming the broken rule, with nothing changed on
  ///   screen (the caller reloads); `ListHostError.dataChangedBeforeBatch(displayed:answered:)`
  ///   when the data source's counts changed before the call (`ListHostError.invalidBatch(_:)`
  ///   when the batch does not fit the counts it answered then, as UIKit would report it);
  ///   `ListHostError.reentrantCall(operation:during:)` from inside a data source call.
  public func performBatchUpdates(
    _ update: BatchUpdate, animated: Bool, updatingData updateData: () -> Void,
    completion: (@MainActor (Bool) -> Void)?
  ) throws(ListHostError) {
    try checkNotInsideDataSource("performBatchUpdates(_:animated:updatingData:completion:)")
    // UIKit may run a pending layout pass at the start of the call, loading a view that never
    // loaded; the data source must still answer the data before the batch then.
    if counts == nil { try reload() }
    let before = counts ?? []
    let answered = try readCounts()
    updateData()
    let after = try readCounts()
    if answered != before {
      // As UIKit when its layout pass read the new counts: the batch is checked against them.
      do throws(BatchUpdateViolation) {
        try update.validate(from: answered, to: after)
      } catch {
        throw .invalidBatch(error)
      }
      throw .dataChangedBeforeBatch(displayed: before, answered: answered)
    }
    let mapping: BatchUpdate.IndexMapping
    do throws(BatchUpdateViolation) {
      // The mapping checks every rule of `validate(from:to:)` first, in the same order.
      mapping = try update.indexMapping(from: before, to: after)
    } catch {
      throw .invalidBatch(error)
    }
    operations.append(.batch(update, animated: animated))
    counts = after
    carryBands(across: mapping, update: update)
    moveVisibleViews(with: mapping, update: update)
    if !selected.isEmpty || focusedItem != nil {
      let reloaded = Set(update.itemReloads)
      selected = Set(
        selected.compactMap { reloaded.contains($0) ? nil : mapping.target(of: $0) })
      // Focus stays on its item, as UIKit's focus engine keeps it on the cell; a deleted or
      // reloaded item loses it.
      focusedItem = focusedItem.flatMap { reloaded.contains($0) ? nil : mapping.target(of: $0) }
    }
    let (changes, touched) = try carrySizes(across: update, with: mapping, to: after)
    let firstChangedItem = _firstChangedItem(changes)
    if let perSection = layout.perSection, sectionLayout != nil {
      try relayOutSections(perSection, across: mapping, firstChangedItem: firstChangedItem)
    } else {
      try layOut(carrying: mapping, firstChangedItem: firstChangedItem, touched: touched)
    }
    try reconcileVisibleViews()
    // A rejected answer (a view per row of a table) was left out; the batch is on screen.
    try throwDeferredRejection()
    guard animated else {
      completion?(true)
      return
    }
    scheduleCompletion(completion)
  }

  /// Completes, oldest first, every animated batch whose duration has passed on ``clock``.
  ///
  ///     try host.performBatchUpdates(
  ///       update, animated: true, updatingData: { source.items.removeFirst() }
  ///     ) { _ in done = true }
  ///     await clock.advance(by: .milliseconds(300))
  ///     host.settleAnimations()  // done == true
  ///
  /// The host also completes them on its own when the clock wakes it; this call makes tests
  /// independent of when that wake-up is scheduled.
  public func settleAnimations() {
    while let first = inFlight.first, first.hasElapsed() {
      inFlight.removeFirst()
      operations.append(.batchCompleted)
      first.completion?(true)
    }
  }

  // MARK: Private

  /// Keeps the sizes of items and sections that survive the batch unreloaded, and asks the data
  /// source for the sizes of the rest: inserted and reloaded items and sections. The
  /// supplementary views of kept items that had some are asked again (the data changed inside
  /// the batch; an item's change in place is announced only after it), those of the rest with
  /// their sizes.
  ///
  /// A batch that changes items only (no section is inserted, deleted, moved or reloaded) and
  /// finds no item with supplementary views rebuilds the sections its items touch and nothing
  /// else: the other sections' arrays are not even read. Otherwise every section is carried: a
  /// section whose items the batch leaves as they are keeps its arrays (shared, not copied); a
  /// section with item changes is rebuilt by merging its survivors, in order, with the positions
  /// that inserts and move targets take, without looking any item up.
  ///
  /// - Returns: For each section after the batch, the first item whose size may differ from the
  ///   size at its position before the batch (the items before it kept theirs), or -1 when the
  ///   section's sizes did not change. Inserted sections answer 0. And, for a batch of item
  ///   changes only, the sections its items touch, in increasing order (`nil` otherwise).
  private func carrySizes(
    across update: BatchUpdate, with mapping: BatchUpdate.IndexMapping, to counts: [Int]
  ) throws(ListHostError) -> (changes: [Int], touched: [Int]?) {
    var reloadedItems: [Int: [Int]] = [:]
    for path in update.itemReloads { reloadedItems[path.section, default: []].append(path.item) }
    for section in reloadedItems.keys { reloadedItems[section]?.sort() }
    // With no item showing supplementary views before the batch, kept items have none to ask
    // again, and only the answers asked now can set the reach.
    let hadItemSupplementaries = hasItemSupplementaries
    // A rejected answer leaves the item without views, and is thrown once the host's arrays have
    // the shape of the counts again.
    var rejection: ListHostError?
    var changes = [Int](repeating: -1, count: counts.count)
    if update.sectionDeletes.isEmpty, update.sectionInserts.isEmpty, update.sectionMoves.isEmpty,
      update.sectionReloads.isEmpty, !hadItemSupplementaries
    {
      // Sections keep their indices: only those the item changes touch are rebuilt, in place.
      var touched: [Int] = []
      for path in update.itemDeletes { touched.append(path.section) }
      for path in update.itemInserts { touched.append(path.section) }
      for path in update.itemReloads { touched.append(path.section) }
      for move in update.itemMoves {
        touched.append(move.source.section)
        touched.append(move.target.section)
      }
      touched.sort()
      var unique: [Int] = []
      unique.reserveCapacity(touched.count)
      var carried: [(section: Int, sizes: [CGSize], views: _CarriedViews)] = []
      for section in touched where section != unique.last {
        unique.append(section)
        if update.itemMoves.isEmpty,
          let change = try replaceInPlace(
            inSection: section, mapping: mapping, reloaded: reloadedItems[section] ?? [],
            rejection: &rejection)
        {
          changes[section] = change
          continue
        }
        let result = try carrySection(
          from: section, to: section, count: counts[section], mapping: mapping,
          reloaded: reloadedItems[section] ?? [], hadItemSupplementaries: false,
          rejection: &rejection)
        carried.append((section, result.sizes, result.supplementaries))
        changes[section] = result.firstChange
      }
      // Stored once every section is carried: an item moved across sections is read from the
      // arrays before the batch.
      for (section, sizes, views) in carried {
        itemSizes[section] = sizes
        views.store(in: &itemSupplementaries[section], count: counts[section])
      }
      deferRejection(rejection)
      return (changes, unique)
    }
    let reloadedSections = Set(update.sectionReloads)
    var newItemSizes: [[CGSize]] = []
    var newItemSupplementaries: [[[ItemSupplementaryLayout]]] = []
    var newSupplementarySizes: [(header: CGSize, footer: CGSize)] = []
    newItemSizes.reserveCapacity(counts.count)
    newItemSupplementaries.reserveCapacity(counts.count)
    newSupplementarySizes.reserveCapacity(counts.count)
    for section in counts.indices {
      let kept = mapping.source(ofSection: section)
      var source = kept
      if let kept, reloadedSections.contains(kept) { source = nil }
      if let source {
        newSupplementarySizes.append(supplementarySizes[source])
      } else {
        newSupplementarySizes.append(try askSupplementarySizes(inSection: section))
      }
      let count = counts[section]
      guard let source else {
        // Inserted or reloaded: every item is asked.
        var sizes: [CGSize] = []
        var supplementaries: [[ItemSupplementaryLayout]] = []
        sizes.reserveCapacity(count)
        supplementaries.reserveCapacity(count)
        for item in 0..<count {
          let (size, views) = try askItem(
            at: ItemPath(item: item, section: section), noting: &rejection,
            measuringReach: !hadItemSupplementaries)
          sizes.append(size)
          supplementaries.append(views)
        }
        // A reloaded section's items may have kept their sizes.
        changes[section] = kept.map { _firstDifference(itemSizes[$0], sizes, from: 0) ?? -1 } ?? 0
        newItemSizes.append(sizes)
        newItemSupplementaries.append(supplementaries)
        continue
      }
      let carried = try carrySection(
        from: source, to: section, count: count, mapping: mapping,
        reloaded: reloadedItems[source] ?? [], hadItemSupplementaries: hadItemSupplementaries,
        rejection: &rejection)
      newItemSizes.append(carried.sizes)
      var views = itemSupplementaries[source]
      carried.supplementaries.store(in: &views, count: count)
      newItemSupplementaries.append(views)
      changes[section] = carried.firstChange
    }
    itemSizes = newItemSizes
    itemSupplementaries = newItemSupplementaries
    if hadItemSupplementaries { measureItemSupplementaryReach() }
    deferRejection(rejection)
    supplementarySizes = newSupplementarySizes
    return (changes, nil)
  }

  /// Replaces, in place, the sizes and views of the items a batch replaces one for one in
  /// `section`: when the items that leave it take the same positions as those that arrive (an
  /// item replaced by another, as the diff of a changed identity gives) and no item moves, every
  /// other item keeps its position, so the new and reloaded items are asked and written over the
  /// old ones, and nothing is copied. No item of the host had supplementary views.
  ///
  /// - Returns: The section's first item whose size changed (-1: none), or `nil`, with nothing
  ///   done, when the batch moves items within the section.
  private func replaceInPlace(
    inSection section: Int, mapping: BatchUpdate.IndexMapping, reloaded: [Int],
    rejection: inout ListHostError?
  ) throws(ListHostError) -> Int? {
    let leaving = mapping._itemsLeaving(inSection: section)
    let arriving = mapping._itemsArriving(inSection: section)
    if reloaded.isEmpty, let change = try resizeAtEnd(section, leaving, arriving, &rejection) {
      return change
    }
    guard leaving == arriving else { return nil }
    var firstChange = -1
    var (nextReplaced, nextReloaded) = (0, 0)
    // The replaced and reloaded positions, in order, each asked once.
    while nextReplaced < leaving.count || nextReloaded < reloaded.count {
      let item: Int
      if nextReloaded == reloaded.count
        || (nextReplaced < leaving.count && leaving[nextReplaced] <= reloaded[nextReloaded])
      {
        item = leaving[nextReplaced]
        if nextReloaded < reloaded.count, reloaded[nextReloaded] == item { nextReloaded += 1 }
        nextReplaced += 1
      } else {
        item = reloaded[nextReloaded]
        nextReloaded += 1
      }
      let path = ItemPath(item: item, section: section)
      let (size, views) = try askItem(at: path, noting: &rejection, measuringReach: true)
      let old = itemSizes[section][item]
      if firstChange < 0,
        old.width.bitPattern != size.width.bitPattern
          || old.height.bitPattern != size.height.bitPattern
      {
        firstChange = item
      }
      itemSizes[section][item] = size
      if !views.isEmpty { itemSupplementaries[section][item] = views }
    }
    return firstChange
  }

  /// Appends the items a batch inserts at the end of `section`, or removes those it deletes from
  /// the end, in place (as a list grows by pages): when only those change, no other item moves.
  /// No item of the host had supplementary views.
  ///
  /// - Returns: The first item whose size changed (the old count when items were appended, the
  ///   new count when removed), or `nil`, with nothing done, when the batch changes items
  ///   elsewhere in the section.
  private func resizeAtEnd(
    _ section: Int, _ leaving: [Int], _ arriving: [Int], _ rejection: inout ListHostError?
  ) throws(ListHostError) -> Int? {
    let count = itemSizes[section].count
    if leaving.isEmpty, let first = arriving.first, first == count,
      arriving.last == count + arriving.count - 1
    {
      for item in arriving {
        let (size, views) = try askItem(
          at: ItemPath(item: item, section: section), noting: &rejection, measuringReach: true)
        itemSizes[section].append(size)
        itemSupplementaries[section].append(views)
      }
      return first
    }
    if arriving.isEmpty, let first = leaving.first, leaving.last == count - 1,
      first == count - leaving.count
    {
      itemSizes[section].removeLast(leaving.count)
      itemSupplementaries[section].removeLast(leaving.count)
      return first
    }
    return nil
  }

  /// The size and the supplementary views of the new or reloaded item at `path`, asked of the
  /// data source. With `measuringReach` (no item had views before the batch, so only the answers
  /// asked now can set it), the views join ``itemSupplementaryReach``; otherwise the reach is
  /// measured again from every item once the batch is carried.
  private func askItem(
    at path: ItemPath, noting rejection: inout ListHostError?, measuringReach: Bool
  ) throws(ListHostError) -> (CGSize, [ItemSupplementaryLayout]) {
    let size = try askSize(ofItemAt: path)
    let views = askSupplementaries(ofItemAt: path, noting: &rejection)
    if measuringReach { noteItemSupplementaries(views) }
    return (size, views)
  }

  /// The sizes and supplementary views of the surviving section at `target` after the batch (at
  /// `source` before), and the first item whose size may differ from the size at its position
  /// before (-1: none).
  ///
  /// A section whose items the batch leaves as they are keeps its arrays (shared, not copied),
  /// asking again only the views of items that had some; a section with item changes is rebuilt
  /// by merging its survivors, in order, with the positions that inserts and move targets take,
  /// without looking any item up.
  private func carrySection(
    from source: Int, to target: Int, count: Int, mapping: BatchUpdate.IndexMapping,
    reloaded: [Int], hadItemSupplementaries: Bool, rejection: inout ListHostError?
  ) throws(ListHostError) -> (sizes: [CGSize], supplementaries: _CarriedViews, firstChange: Int) {
    func ask(_ path: ItemPath) throws(ListHostError) -> (CGSize, [ItemSupplementaryLayout]) {
      try askItem(at: path, noting: &rejection, measuringReach: !hadItemSupplementaries)
    }
    /// The supplementary views of the kept item now at `path`, which had `kept`: as a UIKit
    /// layout's `prepare()` after the batch, the views of an item that had some are asked again,
    /// so that none it lost is requested (an item that had none gains its views when its change
    /// is announced, with `invalidateLayout(ofItemsAt:)`).
    func again(_ kept: [ItemSupplementaryLayout], at path: ItemPath) -> [ItemSupplementaryLayout] {
      kept.isEmpty ? [] : askSupplementaries(ofItemAt: path, noting: &rejection)
    }
    let leaving = mapping._itemsLeaving(inSection: source)
    let arriving = mapping._itemsArriving(inSection: target)
    guard !leaving.isEmpty || !reloaded.isEmpty || !arriving.isEmpty else {
      // Every item stays where it is, unreloaded.
      guard hadItemSupplementaries else { return (itemSizes[source], .answered([]), -1) }
      var supplementaries = itemSupplementaries[source]
      for item in supplementaries.indices where !supplementaries[item].isEmpty {
        supplementaries[item] = again(
          supplementaries[item], at: ItemPath(item: item, section: target))
      }
      return (itemSizes[source], .all(supplementaries), -1)
    }
    // The items before the first change keep their positions and sizes.
    let firstChange = min(
      leaving.first ?? count, reloaded.first ?? count, arriving.first ?? count, count)
    // The survivors keep their order and fill the positions that no insert or move takes.
    let oldSizes = itemSizes[source]
    let oldSupplementaries = hadItemSupplementaries ? itemSupplementaries[source] : []
    var sizes: [CGSize] = []
    sizes.reserveCapacity(count)
    // Every item's views when some item had views; otherwise only the answers with views, put
    // on a list of empty ones at the end (the old list, when the count stays).
    var supplementaries: [[ItemSupplementaryLayout]] = []
    var answered: [(item: Int, views: [ItemSupplementaryLayout])] = []
    if hadItemSupplementaries { supplementaries.reserveCapacity(count) }
    func record(_ views: [ItemSupplementaryLayout], at item: Int) {
      if hadItemSupplementaries {
        supplementaries.append(views)
      } else if !views.isEmpty {
        answered.append((item, views))
      }
    }
    var merge = mapping._survivors(
      ofSection: target, from: source, count: count, reloaded: reloaded)
    while let step = merge.next() {
      switch step {
      case .kept(let old, let at):
        sizes.append(contentsOf: oldSizes[old])
        if hadItemSupplementaries {
          for offset in 0..<old.count {
            supplementaries.append(
              again(
                oldSupplementaries[old.lowerBound + offset],
                at: ItemPath(item: at + offset, section: target)))
          }
        }
      case .reloaded(let at):
        let (size, views) = try ask(ItemPath(item: at, section: target))
        sizes.append(size)
        record(views, at: at)
      case .arriving(let at, let moved?):
        // A moved item keeps its size and, asked again, its views.
        sizes.append(itemSizes[moved.section][moved.item])
        record(
          again(
            itemSupplementaries[moved.section][moved.item],
            at: ItemPath(item: at, section: target)), at: at)
      case .arriving(let at, nil):
        // An inserted item is asked.
        let (size, views) = try ask(ItemPath(item: at, section: target))
        sizes.append(size)
        record(views, at: at)
      }
    }
    // A changed item may have kept its size: the first size that differs is the change.
    let change = _firstDifference(oldSizes, sizes, from: firstChange) ?? -1
    return (sizes, hadItemSupplementaries ? .all(supplementaries) : .answered(answered), change)
  }

  private func moveVisibleViews(with mapping: BatchUpdate.IndexMapping, update: BatchUpdate) {
    let reloadedItems = Set(update.itemReloads)
    let reloadedSections = Set(update.sectionReloads)
    let elements = sortedVisibleElements
    var targets: [LayoutElement?] = []
    targets.reserveCapacity(elements.count)
    var stays = true
    for element in elements {
      // (No `Optional.map` closures: on the main actor, each call checks its isolation.)
      var target: LayoutElement?
      switch element.kind {
      case .item:
        if !reloadedItems.contains(element.path), let path = mapping.target(of: element.path) {
          target = .item(path)
        }
      case .supplementary(let kind) where !_isSectionKind(kind):
        // An item's view moves with its item and goes with it when the item is reloaded.
        if !reloadedItems.contains(element.path),
          !reloadedSections.contains(element.path.section),
          let path = mapping.target(of: element.path)
        {
          target = LayoutElement(kind: element.kind, path: path)
        }
      case .supplementary, .decoration:
        if !reloadedSections.contains(element.path.section),
          let section = mapping.target(ofSection: element.path.section)
        {
          target = LayoutElement(kind: element.kind, path: ItemPath(item: 0, section: section))
        }
      }
      if target != element { stays = false }
      targets.append(target)
    }
    // A batch away from the viewport leaves every view where it is.
    guard !stays else { return }
    var moved: [LayoutElement: AnyObject] = [:]
    moved.reserveCapacity(visible.count)
    for (element, target) in zip(elements, targets) {
      guard let target else {
        endDisplay(element)
        continue
      }
      moved[target] = visible[element]
    }
    visible = moved
    var viewElements: [ObjectIdentifier: LayoutElement] = [:]
    viewElements.reserveCapacity(moved.count)
    for (element, view) in moved {
      let other = viewElements.updateValue(element, forKey: ObjectIdentifier(view))
      precondition(other == nil, "one view is visible at two elements after a batch")
    }
    visibleElements = viewElements
  }

  private func scheduleCompletion(_ completion: (@MainActor (Bool) -> Void)?) {
    let deadline = _ClockDeadline(clock, after: animationDuration)
    inFlight.append(_BatchInFlight(hasElapsed: deadline.hasElapsed, completion: completion))
    Task { @MainActor [weak self] in
      await deadline.wait()
      self?.settleAnimations()
    }
  }
}

/// The first item of the section at `target` whose size changed in the batch (the items before
/// it kept theirs and their positions), or `nil` when none did, from the first changed item of
/// each section after it (-1: unchanged). (Made outside the main actor, the closure is called
/// without an isolation check: a layout calls it once per section of every batch.)
func _firstChangedItem(_ changes: [Int]) -> (_ target: Int, _ source: Int) -> Int? {
  { target, _ in changes[target] >= 0 ? changes[target] : nil }
}

/// The first index from `start` on at which `new` differs from `old` bit for bit (bits are all a
/// layout computes from), or `nil` when the two hold the same values; a longer list differs from
/// a shorter one at the shorter one's count.
func _firstDifference(_ old: [CGSize], _ new: [CGSize], from start: Int) -> Int? {
  let common = min(old.count, new.count)
  var index = max(0, start)
  while index < common, old[index].width.bitPattern == new[index].width.bitPattern,
    old[index].height.bitPattern == new[index].height.bitPattern
  {
    index += 1
  }
  return index == common && old.count == new.count ? nil : index
}

/// The supplementary views of a section's items after a batch: every item's, when some item had
/// views before it; otherwise only the answers with views (every other item has none).
enum _CarriedViews {
  /// Every item's views, in order.
  case all([[ItemSupplementaryLayout]])
  /// The items that answered views, with them; every other item has none.
  case answered([(item: Int, views: [ItemSupplementaryLayout])])

  /// Makes `list`, the section's views before the batch, its views after it: replaced by every
  /// item's, or, when no item had views (so `list` is all empty), resized to `count` in place
  /// with the answers set.
  func store(in list: inout [[ItemSupplementaryLayout]], count: Int) {
    switch self {
    case .all(let views):
      list = views
    case .answered(let answered):
      if count > list.count {
        list.append(contentsOf: repeatElement([], count: count - list.count))
      } else if count < list.count {
        list.removeLast(list.count - count)
      }
      for (item, views) in answered { list[item] = views }
    }
  }
}
