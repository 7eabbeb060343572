import Foundation

extension ListAdapter {
  // MARK: Public

  /// Shows `model`: diffs it against what is displayed and applies the changes to the host.
  ///
  ///     adapter.apply(model) { print("on screen") }
  ///
  /// - If a batch is in flight, `model` waits; a later request replaces it (latest wins) and is
  ///   diffed against what is displayed when the batch ends. Every completion still runs, once,
  ///   in request order, when the latest model is on screen.
  /// - A host that is off-window, has a zero-size viewport or was never loaded, and a change
  ///   above ``Configuration/reloadThreshold``, get `reloadData()` instead of batches.
  /// - Changes are applied in stages, each a valid batch, with the data source answering from
  ///   each stage's data during its batch. Content changes with the same view type reconfigure
  ///   the visible cell in place (and have the host lay out again when the item's size
  ///   changed); a changed view type reloads the item.
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
    if let completion { completions.append(completion) }
    if applying != nil {
      pending = (model, animated)
      return
    }
    start(model, animated: animated)
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
  /// If a batch is in flight, the reload waits for it, like ``apply(_:animated:completion:)``.
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - completion: Runs when the model is on screen.
  public func reload(_ model: ListModel, completion: (@MainActor () -> Void)? = nil) {
    if let completion { completions.append(completion) }
    if applying != nil {
      pending = (model, nil)
      return
    }
    start(model, animated: nil)
  }

  /// Reloads the items with identities `ids`: the host replaces their cells with newly dequeued
  /// ones, as `reloadItems(at:)` does, even when their content did not change.
  ///
  ///     adapter.reloadItems([product.id])  // e.g. after an image cache was purged
  ///
  /// Prefer ``apply(_:animated:completion:)`` with changed content, which reconfigures visible
  /// cells in place; an explicit reload is for state the model does not hold. A request made
  /// while a batch is in flight runs after it.
  ///
  /// - Parameters:
  ///   - ids: Identities of displayed items; unknown ones are ignored.
  ///   - animated: Whether the batch animates.
  ///   - completion: Runs when the reload is on screen.
  /// - Complexity: O(*n*) to find the items, for *n* displayed items.
  public func reloadItems(
    _ ids: [AnyListID], animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    if let completion { completions.append(completion) }
    if applying != nil || pending != nil {
      pendingReloads += ids
      return
    }
    if !startReloading(ids, animated: animated) { finish() }
  }

  /// Configures the visible cells of the items with identities `ids` again, without a diff: for
  /// changes made outside the model, such as state a view reads from elsewhere.
  ///
  /// - Parameter ids: The identities of the items to configure again.
  public func reconfigureItems(_ ids: [AnyListID]) {
    guard let host else { return }
    let wanted = Set(ids)
    for path in host.indexPathsForVisibleItems {
      guard sections.indices.contains(path.section),
        sections[path.section].items.indices.contains(path.item)
      else { continue }
      let item = sections[path.section].items[path.item]
      if wanted.contains(item.id), let cell = host.cellForItem(at: path) {
        configure(cell, with: item, at: path)
        statistics.cellsReconfigured += 1
      }
    }
  }

  // MARK: Internal

  /// Starts applying `model`; `animated == nil` means reload.
  func start(_ model: ListModel, animated: Bool?) {
    var target = resolveSectionDuplicates(model.sections)
    guard let host, let animated, hasLoaded, host.isInWindow,
      host.viewportSize.width > 0, host.viewportSize.height > 0
    else { return reloadData(resolveItemDuplicates(target), model: model) }
    var stages = StagedChangeset(source: sections, target: target)
    if trackIdentities(from: sections, through: Array(stages)) {
      // A repeated identity arrived: report every one, and drop the repeats for `.keepFirst`.
      target = resolveItemDuplicates(target)
      if configuration.duplicatePolicy == .keepFirst {
        stages = StagedChangeset(source: sections, target: target)
      }
    }
    guard !stages.isEmpty else {
      sections = target
      displayedModel = model
      return finish()
    }
    let changeCount = stages.reduce(0) { $0 + $1.update.changeCount }
    guard changeCount <= configuration.reloadThreshold else {
      return reloadData(target, model: model)
    }
    applying = _Application(model: model, stages: Array(stages), next: 0, animated: animated)
    performNextStage()
  }

  /// Applies the next stage, or ends the application when none is left or a newer model waits.
  func performNextStage() {
    guard var application = applying else { return }
    let isComplete = application.next == application.stages.count
    guard let host, !isComplete, pending == nil || application.next == 0 else {
      applying = nil
      if isComplete {
        displayedModel = application.model
      } else {
        // The counts were advanced through every stage; the host shows an earlier one.
        rebuildIdentityCounts()
      }
      return finish()
    }
    let stage = application.stages[application.next]
    application.next += 1
    applying = application

    var update = stage.update
    var reconfigurations: [_Reconfiguration] = []
    var resizesSupplementaryViews = false
    if !application.reloadsItems {
      reconfigurations = takeReconfigurations(from: &update, old: sections, new: stage.data)
      resizesSupplementaryViews = reconfigureSupplementaryViews(
        from: &update, old: sections, new: stage.data, in: host)
    }
    // Same view type: configure the visible cell in place, at its path before the batch. The
    // host measures each such item again after the batch (once: the size cache sees the new
    // content), since its size may have changed.
    for reconfiguration in reconfigurations {
      if let cell = host.cellForItem(at: reconfiguration.old) {
        configure(cell, with: reconfiguration.item, at: reconfiguration.new)
        statistics.cellsReconfigured += 1
      }
    }
    let resized = reconfigurations.map(\.new)
    let anchor = configuration.keepsFirstVisibleItemInPlace ? captureAnchor(in: host) : nil
    sections = stage.data
    guard !update.isEmpty else {
      if !resized.isEmpty || resizesSupplementaryViews {
        relayout(host, resized: resized, all: resizesSupplementaryViews, keeping: anchor)
      }
      return performNextStage()
    }

    // A non-animated batch may complete inside the call: the next stage then waits until this
    // one's bookkeeping is done.
    let call = _BatchCall()
    do {
      statistics.batches += 1
      try host.performBatchUpdates(update, animated: application.animated) { [weak self] _ in
        if call.isRunning { call.completedInside = true } else { self?.performNextStage() }
      }
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
      call.isRunning = false
      applying = nil
      let final = application.stages[application.stages.count - 1].data
      return reloadData(final, model: application.model)
    }
    call.isRunning = false
    relayout(host, resized: resized, all: resizesSupplementaryViews, keeping: anchor)
    if call.completedInside { performNextStage() }
  }

  /// Runs the waiting request, or every completion when none waits.
  func finish() {
    if let next = pending {
      pending = nil
      return start(next.model, animated: next.animated)
    }
    if !pendingReloads.isEmpty {
      let ids = pendingReloads
      pendingReloads = []
      if startReloading(ids, animated: true) { return }
    }
    // Every completion requested so far is due. One that requests again from inside the loop
    // adds its own; if that request is on screen before the loop ends, the next round runs it,
    // after the earlier ones.
    notifyPluginsOfUpdate()
    dueCompletionCount = completions.count
    guard !isRunningCompletions else { return }
    isRunningCompletions = true
    defer { isRunningCompletions = false }
    while dueCompletionCount > 0 {
      let due = completions.prefix(dueCompletionCount)
      completions.removeFirst(dueCompletionCount)
      dueCompletionCount = 0
      for completion in due { completion() }
    }
  }

  // MARK: Private

  /// Starts a batch that reloads the displayed items with identities `ids`; returns `false` when
  /// there is nothing to reload.
  private func startReloading(_ ids: [AnyListID], animated: Bool) -> Bool {
    let wanted = Set(ids)
    var paths: [ItemPath] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (itemIndex, item) in section.items.enumerated() where wanted.contains(item.id) {
        paths.append(ItemPath(item: itemIndex, section: sectionIndex))
      }
    }
    guard !paths.isEmpty, host != nil, hasLoaded else { return false }
    applying = _Application(
      model: displayedModel,
      stages: [Changeset(data: sections, update: BatchUpdate(itemReloads: paths))],
      next: 0, animated: animated, reloadsItems: true)
    performNextStage()
    return true
  }

  private func reloadData(_ target: [ListSection], model: ListModel) {
    sections = target
    displayedModel = model
    applying = nil
    hasLoaded = true
    if let host {
      statistics.reloads += 1
      do {
        try host.reloadData()
      } catch {
        diagnostics.report(.hostRejectedUpdate(error))
      }
    }
    finish()
  }

  /// Has the host measure the `resized` items (or everything, when `all`) again and lay out, then
  /// restores `anchor`.
  private func relayout(
    _ host: any ListHost, resized: [ItemPath], all: Bool, keeping anchor: _ScrollAnchor?
  ) {
    do {
      if all {
        try host.invalidateLayout()
      } else if !resized.isEmpty {
        try host.invalidateLayout(ofItemsAt: resized)
      }
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
    }
    if let anchor { restore(anchor, in: host) }
  }

  /// Removes from `update` the reloads of sections whose items did not change and whose
  /// supplementary views changed content but kept their kinds and view types, and configures
  /// their visible supplementary views in place instead. Returns whether any section was so
  /// handled (its supplementary sizes may have changed).
  private func reconfigureSupplementaryViews(
    from update: inout BatchUpdate, old: [ListSection], new: [ListSection], in host: any ListHost
  ) -> Bool {
    guard !update.sectionReloads.isEmpty else { return false }
    let mapper = _BatchPathMapper(update, oldSectionCount: old.count)
    var handled = false
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
      for (kind, item) in after.supplementaries.sorted(by: { $0.key < $1.key }) {
        let oldPath = ItemPath(item: 0, section: oldIndex)
        if let view = host.supplementaryView(ofKind: kind, at: oldPath) {
          configure(view, with: item, at: ItemPath(item: 0, section: newIndex))
          statistics.cellsReconfigured += 1
        }
      }
      handled = true
      return true
    }
    return handled
  }

  /// Removes from `update` the reloads of items whose view type did not change, returning them
  /// with their paths before and after the batch and their new items.
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
      guard oldItem.hasSameView(as: newItem) else { return false }
      result.append(_Reconfiguration(old: oldPath, new: newPath, item: newItem))
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
  var item: ListItem
}

/// Whether a host's `performBatchUpdates` call is still running, and whether its completion ran
/// inside it.
@MainActor
final class _BatchCall {
  var isRunning = true
  var completedInside = false
}
