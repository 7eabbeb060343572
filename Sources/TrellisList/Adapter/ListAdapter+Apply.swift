import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

extension ListAdapter {
  // MARK: Public

  /// Shows `model`: runs the plugins' transforms on it, diffs the result against what is
  /// displayed and applies the changes to the host.
  ///
  ///     adapter.apply(model) { print("on screen") }
  ///
  /// - The attached plugins that provide a transform (``ListModelTransformProviding``: a
  ///   paginator's loading item, an infinite carousel's copies) run in attach order on `model`;
  ///   the host shows their result.
  /// - If a batch is in flight, `model` waits; a later request replaces it (latest wins) and is
  ///   diffed against what is displayed when the batch ends. Every completion still runs, once,
  ///   in request order, when the latest model is on screen.
  /// - A host that is off-window, has a zero-size viewport or was never loaded, and a change
  ///   above ``Configuration/reloadThreshold``, get `reloadData()` instead of batches.
  /// - Changes are applied in stages, each a valid batch; the data source switches to a stage's
  ///   data inside its batch (UIKit may read the counts when the batch starts). Content changes with the same view type reconfigure
  ///   the visible cell in place (and have the host lay out again when the item's size
  ///   changed); a changed view type reloads the item. An item's own supplementary views follow
  ///   the rules of ``ListItem/supplementary(_:_:placement:)``: a change to them alone configures
  ///   the changed views in place and lays the item out again, without touching the cell.
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - animated: Whether batches animate.
  ///   - completion: Runs when `model`, or a model requested after it, is on screen.
  /// - Complexity: O(*n*) for the diff of *n* items, plus work proportional to the changes and
  ///   the visible cells.
  public func apply(
    _ model: ListModel, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    requestedModel = model
    request(
      _UpdateRequest(model: model, animated: animated, completions: completion.map { [$0] } ?? []))
  }

  /// Shows `model` and returns when it, or a model requested after it, is on screen.
  ///
  ///     await adapter.apply(model)
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - animated: Whether batches animate.
  public func apply(_ model: ListModel, animated: Bool = true) async {
    await withCheckedContinuation { continuation in
      apply(model, animated: animated) { continuation.resume() }
    }
  }

  /// Shows `model` with `reloadData()`: no diff, no animation (UIKit's "set" semantics).
  ///
  ///     adapter.reload(model)
  ///
  /// If a batch is in flight, the reload waits for it, like ``apply(_:animated:completion:)``;
  /// the plugins' transforms run as they do for `apply`.
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - completion: Runs when the model is on screen.
  public func reload(_ model: ListModel, completion: (@MainActor () -> Void)? = nil) {
    requestedModel = model
    request(_UpdateRequest(model: model, animated: nil, completions: completion.map { [$0] } ?? []))
  }

  /// Reloads the items with identities `ids`: the host replaces their cells with newly dequeued
  /// ones, as `reloadItems(at:)` does, even when their content did not change.
  ///
  ///     adapter.reloadItems([product.id])  // e.g. after an image cache was purged
  ///
  /// Prefer ``apply(_:animated:completion:)`` with changed content, which reconfigures visible
  /// cells in place; an explicit reload is for state the model does not hold. A request made
  /// while a batch is in flight runs after it (and after the model waiting, if any). A reloaded
  /// self-sizing cell (``SelfSizingView``) is asked for its size again.
  ///
  /// - Parameters:
  ///   - ids: Identities of displayed items; unknown ones are ignored.
  ///   - animated: Whether the batch animates.
  ///   - completion: Runs when the reload is on screen.
  /// - Complexity: O(*n*) to find the items, for *n* displayed items.
  public func reloadItems(
    _ ids: some Sequence<some Hashable & Sendable>, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    request(
      _UpdateRequest(
        animated: animated, itemReloads: ids.map { AnyListID($0) },
        completions: completion.map { [$0] } ?? []))
  }

  /// Configures the cells of the items with identities `ids` again, and their visible
  /// supplementary views (see ``ListItem/supplementary(_:_:placement:)``), without a diff: for
  /// changes made outside the model, such as state a view reads from elsewhere.
  ///
  ///     adapter.reconfigureItems([product.id])
  ///
  /// Every cell the host holds for those items is configured: the visible ones, and the prepared
  /// ones UIKit keeps although they are not visible (iOS 15: prefetched, or scrolled just out),
  /// which show again without another data source request. A self-sizing cell
  /// (``SelfSizingView``) is asked for its size again, and the host lays out again the items
  /// whose size changed (UIKit: `reconfigureItems(at:)` runs the self-sizing pass again).
  ///
  /// - Parameter ids: The identities of the items to configure again.
  /// - Complexity: O(*n*) to find the items, for *n* displayed items, plus the work of
  ///   configuring their cells.
  public func reconfigureItems(_ ids: some Sequence<some Hashable & Sendable>) {
    guard let host else { return }
    let wanted = Set(ids.map { AnyListID($0) })
    guard !wanted.isEmpty else { return }
    var resized: [ItemPath] = []
    for path in paths(ofItemsWithAnyOf: wanted) {
      guard let item = displayedItem(at: path) else { continue }
      if let cell = host.cellForItem(at: path) {
        configure(cell, with: item, at: path)
        statistics.cellsReconfigured += 1
        // What the view shows may have changed without its content: ask it again.
        if let view = cell as? any SelfSizingView {
          let key = sizeKey(of: item, at: path)
          let old = sizeCache.cachedSize(of: item, key: key, fitting: host.viewportSize)
          sizeCache.invalidatePreferredSize(key)
          let proposed = host.frameForItem(at: path)?.size ?? old ?? .zero
          if preferredSize(of: view, showing: item, key: key, proposed: proposed, in: host) != old {
            resized.append(path)
          }
        }
      }
      for supplementary in item.shownSupplementaries {
        guard let view = host.supplementaryView(ofKind: supplementary.kind, at: path) else {
          continue
        }
        configure(view, with: supplementary.item, at: path)
        statistics.cellsReconfigured += 1
      }
    }
    relayout(host, resized: resized, sections: [], keeping: nil)
  }

  /// The paths of the displayed items whose identity (or whose original's, for a transform's
  /// copy) is in `ids`, in display order.
  ///
  /// - Complexity: O(*n*) for *n* displayed items.
  func paths(ofItemsWithAnyOf ids: Set<AnyListID>) -> [ItemPath] {
    var paths: [ItemPath] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (itemIndex, item) in section.items.enumerated()
      where ids.contains(item.id) || ids.contains(item.original.id) {
        paths.append(ItemPath(item: itemIndex, section: sectionIndex))
      }
    }
    return paths
  }

  /// Runs the plugins' transforms again on the latest model requested, and shows the result: what
  /// a plugin calls when its own state changed (a paginator's status, a carousel attached).
  ///
  ///     status = .loading(page: 2)
  ///     adapter.setNeedsTransform(animated: true)
  ///
  /// The request goes through the same queue as ``apply(_:animated:completion:)``: while a batch
  /// is in flight it waits, and a model already waiting is transformed when it starts, so this
  /// adds nothing. Before the first model is requested it does nothing.
  ///
  /// - Parameter animated: Whether the update animates (unless a waiting model says otherwise).
  /// - Complexity: That of ``apply(_:animated:completion:)``.
  public func setNeedsTransform(animated: Bool) {
    guard let requestedModel, queued?.model == nil else { return }
    request(_UpdateRequest(model: requestedModel, animated: animated))
  }

  // MARK: Internal

  /// Starts `request` when the engine is idle, or merges it into the queued slot.
  ///
  /// A request made while the host runs its move callback (an ``itemMoved`` handler applying the
  /// next model) waits in the slot until the callback returned: UIKit finishes an interactive
  /// move after its data source's `moveItemAt` returns and accepts no update from inside it
  /// (Apple's pages for `collectionView(_:moveItemAt:to:)` and `tableView(_:moveRowAt:to:)`).
  /// It starts on the main actor's next turn.
  func request(_ request: _UpdateRequest) {
    if queued == nil {
      queued = request
    } else {
      queued?.merge(request)
    }
    guard !isInsideHostMove else { return deferStart() }
    switch state {
    case .unloaded, .idle:
      startQueued()
    case .reloading, .applying:
      break
    }
  }

  /// Starts the queued request on the main actor's next turn, once the host's move callback
  /// returned and the host finished the move.
  private func deferStart() {
    guard !isStartDeferred else { return }
    isStartDeferred = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isStartDeferred = false
      switch self.state {
      case .unloaded, .idle: self.startQueued()
      case .reloading, .applying: break
      }
    }
  }

  /// Starts the queued request, if any.
  func startQueued() {
    guard let next = queued else { return }
    queued = nil
    start(next)
  }

  /// Starts `request`: its model, then its item reloads, then its completions.
  func start(_ request: _UpdateRequest) {
    var rest = request
    if let model = request.model {
      rest.model = nil
      return start(transformed(model), animated: request.animated, then: rest)
    }
    if !request.itemReloads.isEmpty {
      rest.itemReloads = []
      if startReloading(request.itemReloads, animated: request.animated ?? true, then: rest) {
        return
      }
    }
    finish(rest)
  }

  /// Starts showing `model` (already transformed); `animated == nil` means reload.
  func start(_ model: ListModel, animated: Bool?, then rest: _UpdateRequest) {
    var target = resolveSectionDuplicates(model.sections)
    guard let host, let animated, case .idle = state, host.isInWindow,
      host.viewportSize.width > 0, host.viewportSize.height > 0
    else { return reloadData(resolveItemDuplicates(target), model: model, then: rest) }
    var stages = StagedChangeset(source: sections, target: target)
    if trackIdentities(from: sections, through: stages) {
      // A repeated identity arrived: report every one, and drop the repeats for `.keepFirst`.
      target = resolveItemDuplicates(target)
      if configuration.duplicatePolicy == .keepFirst {
        stages = StagedChangeset(source: sections, target: target)
      }
    }
    let relayoutSections = sectionsWithChangedLayout(in: target)
    guard !stages.isEmpty else {
      sections = target
      displayedModel = model
      // A layout-only change: the host lays out those sections again, with no batch.
      if !relayoutSections.isEmpty { invalidateLayout(ofSections: relayoutSections, in: host) }
      return finish(rest)
    }
    var changeCount = 0
    for stage in stages { changeCount += stage.update.changeCount }
    guard changeCount <= configuration.reloadThreshold else {
      return reloadData(target, model: model, then: rest)
    }
    state = .applying(
      _Application(
        model: model, stages: Array(stages), animated: animated, rest: rest,
        relayoutSections: relayoutSections))
    performNextStage()
  }

  /// Applies the next stage, or ends the application when none is left or a newer model waits.
  func performNextStage() {
    guard case .applying(var application) = state else { return }
    let isComplete = application.next == application.stages.count
    guard let host, !isComplete, queued?.model == nil || application.next == 0 else {
      if isComplete {
        displayedModel = application.model
        if let host, !application.relayoutSections.isEmpty {
          invalidateLayout(ofSections: application.relayoutSections, in: host)
        }
      } else {
        // The counts were advanced through every stage; the host shows an earlier one.
        rebuildIdentityCounts()
      }
      return end(application.rest)
    }
    let stage = application.stages[application.next]
    application.next += 1
    state = .applying(application)

    var update = stage.update
    var reconfigurations: [_Reconfiguration] = []
    var reconfiguredSections: [_SectionReconfiguration] = []
    if !application.reloadsItems {
      reconfigurations = takeReconfigurations(from: &update, old: sections, new: stage.data)
      reconfiguredSections = takeSectionReconfigurations(
        from: &update, old: sections, new: stage.data)
    }
    let resizedSections = reconfiguredSections.map(\.new)
    guard !update.isEmpty else {
      // No batch: the counts stay, so the views are configured and the data switches at once
      // (UIKit has nothing to read).
      let anchor = keepsFirstVisibleItemInPlace ? captureAnchor(in: host) : nil
      let resized = reconfigureInPlace(
        reconfigurations, reconfiguredSections, old: sections, new: stage.data, in: host)
      sections = stage.data
      if !resized.isEmpty || !resizedSections.isEmpty {
        relayout(host, resized: resized, sections: resizedSections, keeping: anchor)
      }
      return performNextStage()
    }

    // A non-animated batch may complete inside the call: the next stage then waits until this
    // one's bookkeeping is done. The views are configured and the data switches inside the batch,
    // never before it: UIKit may lay out when `performBatchUpdates` starts, reading the counts
    // and creating the cells that come into view from the data it answers then; a data source
    // that already answered the stage's counts would make it raise "Invalid update: invalid number
    // of items" (or cache sizes at the wrong paths), and a cell configured before that layout
    // pass would miss the cells it creates.
    let call = _BatchCall()
    var resized: [ItemPath] = []
    var anchor: _ScrollAnchor?
    do {
      statistics.batches += 1
      try host.performBatchUpdates(
        update, animated: application.animated,
        updatingData: {
          call.switchedData = true
          anchor = keepsFirstVisibleItemInPlace ? captureAnchor(in: host) : nil
          resized = reconfigureInPlace(
            reconfigurations, reconfiguredSections, old: sections, new: stage.data, in: host)
          sections = stage.data
        }
      ) { [weak self] _ in
        if call.isRunning { call.completedInside = true } else { self?.performNextStage() }
      }
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
      call.isRunning = false
      state = .idle
      let final = application.stages[application.stages.count - 1].data
      return reloadData(final, model: application.model, then: application.rest)
    }
    call.isRunning = false
    precondition(
      call.switchedData,
      "ListHost.performBatchUpdates(_:animated:updatingData:completion:) returned without calling "
        + "updatingData: a host switches the data inside every batch it applies")
    relayout(host, resized: resized, sections: resizedSections, keeping: anchor)
    if call.completedInside { performNextStage() }
  }

  /// Configures in place what a stage changes without a reload, at the paths before its batch:
  /// the cells of `reconfigurations` the host holds (visible or prepared), and the changed
  /// supplementary views of the items and of `sections`. Each reconfigured item is measured again
  /// (once: the size cache sees the new content), a self-sizing cell by asking it right after it
  /// is configured. Returns the paths after the batch of the items the host must lay out again:
  /// those whose size or supplementary views changed.
  private func reconfigureInPlace(
    _ reconfigurations: [_Reconfiguration], _ sectionReconfigurations: [_SectionReconfiguration],
    old: [ListSection], new: [ListSection], in host: any ListHost
  ) -> [ItemPath] {
    configureSectionSupplementaries(sectionReconfigurations, old: old, new: new, in: host)
    var resized: [ItemPath] = []
    let container = host.viewportSize
    for reconfiguration in reconfigurations {
      let item = reconfiguration.item
      // Only the item's supplementary views changed: the cell stays as it is; the views are
      // configured in place and the host lays the item out again (UIKit refreshes supplementary
      // views through a layout invalidation, never through a reconfigure).
      if reconfigureItemSupplementaries(reconfiguration, in: host) {
        resized.append(reconfiguration.new)
      }
      guard !reconfiguration.oldItem.isCellContentEqual(to: item) else { continue }
      let key = sizeKey(of: item, at: reconfiguration.new)
      let old = sizeCache.cachedSize(
        of: reconfiguration.oldItem,
        key: sizeKey(of: reconfiguration.oldItem, at: reconfiguration.old),
        fitting: container)
      if let cell = host.cellForItem(at: reconfiguration.old) {
        configure(cell, with: item, at: reconfiguration.new)
        statistics.cellsReconfigured += 1
        if let view = cell as? any SelfSizingView {
          let proposed = host.frameForItem(at: reconfiguration.old)?.size ?? old ?? .zero
          _ = preferredSize(of: view, showing: item, key: key, proposed: proposed, in: host)
        }
      }
      if old == nil || old != size(of: item, key: key, in: host),
        resized.last != reconfiguration.new
      {
        resized.append(reconfiguration.new)
      }
    }
    return resized
  }

  /// An update ended: the queued request runs next, carrying `rest`'s item reloads and
  /// completions before its own; with none queued, `rest` runs.
  func end(_ rest: _UpdateRequest) {
    state = .idle
    guard let newer = queued else { return start(rest) }
    queued = nil
    var next = rest
    next.merge(newer)
    start(next)
  }

  /// Tells the plugins that a model is on screen, then runs every completion due, in request
  /// order. A completion that requests again adds its own, which runs after the earlier ones.
  func finish(_ request: _UpdateRequest) {
    completions.due += request.completions
    notifyPluginsOfUpdate()
    guard !completions.isRunning else { return }
    completions.isRunning = true
    defer { completions.isRunning = false }
    while !completions.due.isEmpty {
      let due = completions.due
      completions.due = []
      for completion in due { completion() }
    }
  }

  // MARK: Private

  /// The indices in `target` of the sections the host shows now with another layout description.
  ///
  /// - Complexity: O(*s*) for *s* sections; O(1) hashes when no section has a description.
  private func sectionsWithChangedLayout(in target: [ListSection]) -> [Int] {
    guard
      target.contains(where: { $0.layout != nil }) || sections.contains(where: { $0.layout != nil })
    else { return [] }
    var shown: [AnyListID: Int] = [:]
    for (index, section) in sections.enumerated() where shown[section.id] == nil {
      shown[section.id] = index
    }
    return target.indices.filter { index in
      guard let old = shown[target[index].id] else { return false }
      return sections[old].layout != target[index].layout
    }
  }

  /// Has the host lay out `indices` again (their layout descriptions changed). Their items'
  /// self-sized answers are dropped: a new description may propose other widths.
  private func invalidateLayout(ofSections indices: [Int], in host: any ListHost) {
    for index in indices where sections.indices.contains(index) {
      for (itemIndex, item) in sections[index].items.enumerated() {
        sizeCache.invalidatePreferredSize(
          sizeKey(of: item, at: ItemPath(item: itemIndex, section: index)))
      }
    }
    do {
      try host.invalidateLayout(ofSections: indices)
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
    }
  }

  /// Starts a batch that reloads the displayed items with identities `ids`; returns `false` when
  /// there is nothing to reload.
  private func startReloading(_ ids: [AnyListID], animated: Bool, then rest: _UpdateRequest)
    -> Bool
  {
    guard case .idle = state, host != nil else { return false }
    let paths = paths(ofItemsWithAnyOf: Set(ids))
    guard !paths.isEmpty else { return false }
    for path in paths {
      // The new cell sizes itself again, as UIKit's reload runs the self-sizing pass again.
      sizeCache.invalidatePreferredSize(
        sizeKey(of: sections[path.section].items[path.item], at: path))
    }
    state = .applying(
      _Application(
        model: displayedModel,
        stages: [Changeset(data: sections, update: BatchUpdate(itemReloads: paths))],
        animated: animated, reloadsItems: true, rest: rest))
    performNextStage()
    return true
  }

  private func reloadData(_ target: [ListSection], model: ListModel, then rest: _UpdateRequest) {
    sections = target
    displayedModel = model
    state = .reloading
    if let host {
      statistics.reloads += 1
      do {
        try host.reloadData()
      } catch {
        diagnostics.report(.hostRejectedUpdate(error))
      }
    }
    end(rest)
  }

  /// Has the host measure the `resized` items and the supplementary views of `sections` (indices
  /// after the batch) again and lay out, then restores `anchor`.
  private func relayout(
    _ host: any ListHost, resized: [ItemPath], sections: [Int], keeping anchor: _ScrollAnchor?
  ) {
    do {
      if !sections.isEmpty {
        try host.invalidateLayout(ofSections: sections)
      }
      if !resized.isEmpty {
        try host.invalidateLayout(ofItemsAt: resized)
      }
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
    }
    if let anchor { restore(anchor, in: host) }
  }

  /// Removes from `update` the reloads of sections whose items did not change and whose
  /// supplementary views changed content but kept their kinds and view types, and returns them:
  /// their views are configured in place (``configureSectionSupplementaries(_:old:new:in:)``) and
  /// their sizes may have changed.
  private func takeSectionReconfigurations(
    from update: inout BatchUpdate, old: [ListSection], new: [ListSection]
  ) -> [_SectionReconfiguration] {
    guard !update.sectionReloads.isEmpty else { return [] }
    let mapper = _BatchPathMapper(update, oldSectionCount: old.count)
    var taken: [_SectionReconfiguration] = []
    update.sectionReloads.removeAll { oldIndex in
      guard let newIndex = mapper.targetSection(of: oldIndex) else { return false }
      let before = old[oldIndex]
      let after = new[newIndex]
      guard before.items.count == after.items.count,
        zip(before.items, after.items).allSatisfy({ $0.id == $1.id && $0.isContentEqual(to: $1) }),
        before.supplementaries.count == after.supplementaries.count,
        after.supplementaries.allSatisfy({ kind, item in
          before.supplementaries[kind].map { $0.hasSameView(as: item) } ?? false
        })
      else { return false }
      taken.append(_SectionReconfiguration(old: oldIndex, new: newIndex))
      return true
    }
    return taken
  }

  /// Configures in place the visible supplementary views of `reconfigurations`' sections whose
  /// content changed (UIKit: the view `supplementaryView(forElementKind:at:)` returns).
  private func configureSectionSupplementaries(
    _ reconfigurations: [_SectionReconfiguration], old: [ListSection], new: [ListSection],
    in host: any ListHost
  ) {
    for reconfiguration in reconfigurations {
      let before = old[reconfiguration.old]
      let after = new[reconfiguration.new]
      for (kind, item) in after.supplementaries.sorted(by: { $0.key < $1.key })
      where before.supplementaries[kind] != item {
        let oldPath = ItemPath(item: 0, section: reconfiguration.old)
        if let view = host.supplementaryView(ofKind: kind, at: oldPath) {
          configure(view, with: item, at: ItemPath(item: 0, section: reconfiguration.new))
          statistics.cellsReconfigured += 1
        }
      }
    }
  }

  /// Configures in place the visible supplementary views of a reconfigured item whose content
  /// changed; returns whether the item's supplementary views changed at all (content, kinds or
  /// placements), so that the host must lay the item out again.
  private func reconfigureItemSupplementaries(
    _ reconfiguration: _Reconfiguration, in host: any ListHost
  ) -> Bool {
    let before = reconfiguration.oldItem.shownSupplementaries
    let after = reconfiguration.item.shownSupplementaries
    guard before != after else { return false }
    for supplementary in after {
      guard let old = before.first(where: { $0.kind == supplementary.kind }),
        !old.item.isContentEqual(to: supplementary.item),
        let view = host.supplementaryView(ofKind: supplementary.kind, at: reconfiguration.old)
      else { continue }
      configure(view, with: supplementary.item, at: reconfiguration.new)
      statistics.cellsReconfigured += 1
    }
    return true
  }

  /// Removes from `update` the reloads of items whose view type did not change, nor that of any
  /// supplementary view they keep, returning them with their paths before and after the batch
  /// and their new items.
  private func takeReconfigurations(
    from update: inout BatchUpdate, old: [ListSection], new: [ListSection]
  ) -> [_Reconfiguration] {
    guard !update.itemReloads.isEmpty else { return [] }
    let mapper = _BatchPathMapper(update, oldSectionCount: old.count)
    var result: [_Reconfiguration] = []
    update.itemReloads.removeAll { oldPath in
      guard let newPath = mapper.target(of: oldPath) else { return false }
      let oldItem = old[oldPath.section].items[oldPath.item]
      let newItem = new[newPath.section].items[newPath.item]
      guard oldItem.hasSameView(as: newItem),
        newItem.shownSupplementaries.allSatisfy({ supplementary in
          oldItem.supplementary(ofKind: supplementary.kind).map {
            $0.item.hasSameView(as: supplementary.item)
          } ?? true
        })
      else { return false }
      result.append(_Reconfiguration(old: oldPath, new: newPath, oldItem: oldItem, item: newItem))
      return true
    }
    return result
  }
}

/// An item whose content changed and whose view type did not: its visible cell is configured
/// again in place instead of being reloaded.
struct _Reconfiguration {
  var old: ItemPath
  var new: ItemPath
  var oldItem: ListItem
  var item: ListItem
}

/// A section whose reload became an in-place change of its supplementary views: its index before
/// and after the batch.
struct _SectionReconfiguration {
  var old: Int
  var new: Int
}

/// Whether a host's `performBatchUpdates` call is still running, whether its completion ran
/// inside it, and whether it switched the data.
@MainActor
final class _BatchCall {
  var isRunning = true
  var completedInside = false
  /// Whether the host called the batch's data switch.
  var switchedData = false
}
