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
  /// - A list above ``Configuration/offMainDiffing``'s size (10,000 items by default) is diffed
  ///   off the main actor, on ``Configuration/diffScheduler``; the batches apply on the main actor
  ///   when the diff is delivered, and a newer model requested meanwhile cancels the diff and is
  ///   diffed instead (its completions still run in request order). Smaller lists are diffed and
  ///   applied before this returns (or their batch starts, when it animates).
  /// - A host that is off-window, has a zero-size viewport or was never loaded, and a change
  ///   above ``Configuration/reloadThreshold``, get `reloadData()` instead of batches.
  /// - Changes are applied in stages, each a valid batch; the data source switches to a stage's
  ///   data inside its batch (UIKit may read the counts when the batch starts). Content changes with the same view type reconfigure
  ///   the visible cell in place (and have the host lay out again when the item's size
  ///   changed); a changed view type reloads the item. An item's own supplementary views follow
  ///   the rules of ``ListItem/supplementary(_:_:placement:)``: a change to them alone configures
  ///   the changed views in place and lays the item out again, without touching the cell.
  /// - While the user asked for reduced motion (the host's
  ///   ``ListAccessibilityStatus/isReduceMotionEnabled``), batches do not animate, whatever
  ///   `animated` says, as UIKit's own controls drop their sliding animations then.
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - animated: Whether batches animate (never while Reduce Motion is on).
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
  ///     await adapter.applyAndWait(model)
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - animated: Whether batches animate.
  public func applyAndWait(_ model: ListModel, animated: Bool = true) async {
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
          let old = sizeCache.cachedSize(
            of: item, key: key, fitting: host.viewportSize,
            category: host.accessibilityStatus.contentSizeCategory)
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
    startQueuedIfReady()
  }

  /// Starts the queued request when the engine is idle; while a diff runs off the main actor, a
  /// queued model supersedes it.
  private func startQueuedIfReady() {
    switch state {
    case .unloaded, .idle:
      startQueued()
    case .diffing(let pending):
      if queued?.model != nil { supersede(pending) }
    case .reloading, .applying:
      break
    }
  }

  /// Cancels the diff of `pending` for the queued model: the diff stops at its next check, its
  /// item reloads and completions run before the queued request's, and the queued model is
  /// diffed against what is displayed.
  private func supersede(_ pending: _PendingDiff) {
    pending.job.cancel()
    statistics.diffsCancelled += 1
    state = .idle
    start(takingQueued(after: pending.rest))
  }

  /// `request` followed by the queued request, if any, which is no longer queued: the one request
  /// that carries both's reloads and completions, in order, and the newer model.
  private func takingQueued(after request: _UpdateRequest) -> _UpdateRequest {
    var merged = request
    if let newer = queued { merged.merge(newer) }
    queued = nil
    return merged
  }

  /// Starts the queued request on the main actor's next turn, once the host's move callback
  /// returned and the host finished the move.
  private func deferStart() {
    guard !isStartDeferred else { return }
    isStartDeferred = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isStartDeferred = false
      self.startQueuedIfReady()
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
  ///
  /// A diff above ``Configuration/offMainDiffing``'s size goes to the scheduler; the rest of the
  /// update runs when it is delivered (``receive(_:)``).
  func start(_ model: ListModel, animated: Bool?, then rest: _UpdateRequest) {
    let target = resolveSectionDuplicates(model.sections)
    guard let host, let animated, case .idle = state, host.isInWindow,
      host.viewportSize.width > 0, host.viewportSize.height > 0
    else { return reloadData(resolveItemDuplicates(target), model: model, then: rest) }
    let itemCount = max(_itemCount(of: sections), _itemCount(of: target))
    guard configuration.offMainDiffing.movesOffMain(itemCount: itemCount) else {
      let stages = StagedChangeset(source: sections, target: target)
      return show(stages, target: target, model: model, animated: animated, then: rest, in: host)
    }
    let job = ListDiffJob(
      source: sections, target: target, itemCount: itemCount, generation: sectionsGeneration,
      owner: self
    ) { [weak self] job in self?.receive(job) }
    state = .diffing(_PendingDiff(job: job, model: model, animated: animated, rest: rest))
    statistics.diffsOffMain += 1
    configuration.diffScheduler.schedule(job)
  }

  /// Applies a delivered off-main diff, unless a newer model superseded it. When the host can no
  /// longer take a batch (it left the window, or its viewport collapsed) or the displayed
  /// sections changed meanwhile (an interactive move), the update starts again from the latest
  /// model requested.
  func receive(_ job: ListDiffJob) {
    guard case .diffing(let pending) = state, pending.job === job else { return }
    state = .idle
    guard let stages = job.computedStages, let host, host.isInWindow,
      host.viewportSize.width > 0, host.viewportSize.height > 0,
      job.generation == sectionsGeneration
    else {
      var again = pending.rest
      again.model = requestedModel
      again.animated = pending.animated
      return request(takingQueued(after: again))
    }
    // The sections whose layout changed, found off the main actor with the stages, from the
    // sections shown then: still those shown now (the same storage), else found again.
    let relayoutSections =
      _isSameStorage(job.source, sections) ? job.computedChangedLayoutSections : nil
    show(
      stages, target: job.target, model: pending.model, animated: pending.animated,
      then: pending.rest, in: host, relayoutSections: relayoutSections)
  }

  /// Applies `stages`, the diff from the displayed sections to `target` (the sections of `model`).
  /// `relayoutSections`, when given, are the indices in `target` of the sections shown with
  /// another layout description (an off-main diff finds them with the stages); else they are
  /// found here.
  private func show(
    _ stages: StagedChangeset<[ListSection]>, target: [ListSection], model: ListModel,
    animated: Bool, then rest: _UpdateRequest, in host: any ListHost,
    relayoutSections: [Int]? = nil
  ) {
    var stages = stages
    var target = target
    if trackIdentities(from: sections, through: stages) {
      // A repeated identity arrived: report every one, and drop the repeats for `.keepFirst`.
      target = resolveItemDuplicates(target)
      if configuration.duplicatePolicy == .keepFirst {
        stages = StagedChangeset(source: sections, target: target)
      }
    }
    // Dropping repeated items (`.keepFirst`) keeps the sections' identities and descriptions.
    let relayoutSections =
      relayoutSections ?? _sectionsWithChangedLayout(from: sections, to: target)
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
        model: model, stages: Array(stages), animated: animates(animated, on: host), rest: rest,
        relayoutSections: relayoutSections))
    performNextStage()
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

  /// Has the host lay out `indices` again (their layout descriptions changed). Their items'
  /// self-sized answers are dropped: a new description may propose other widths.
  func invalidateLayout(ofSections indices: [Int], in host: any ListHost) {
    for index in indices where sections.indices.contains(index) {
      for (itemIndex, item) in sections[index].items.enumerated() {
        sizeCache.invalidatePreferredSize(
          sizeKey(of: item, at: ItemPath(item: itemIndex, section: index)))
      }
      // A header or footer may lie between other insets now.
      for kind in [SupplementaryKind.header, .footer] {
        sizeCache.invalidatePreferredSize(supplementarySizeKey(kind, inSection: index))
      }
    }
    do {
      try host.invalidateLayout(ofSections: indices)
    } catch {
      diagnostics.report(.hostRejectedUpdate(error))
    }
  }

  /// Shows `target` (the sections for `model`) with `reloadData()`, then ends the update.
  ///
  /// Bands (orthogonal sections) keep their offsets across it, by section identity: the reload
  /// puts them back at their leading edges, and the adapter scrolls them back.
  func reloadData(_ target: [ListSection], model: ListModel, then rest: _UpdateRequest) {
    let bands = host.map { bandOffsets(of: sections, in: $0) } ?? [:]
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
      restoreBandOffsets(bands, of: target, in: host)
    }
    end(rest)
  }

  /// Has the host measure the `resized` items and the supplementary views of `sections` (indices
  /// after the batch) again and lay out, then restores `anchor`.
  func relayout(
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

  // MARK: Private

  /// Starts a batch that reloads the displayed items with identities `ids`; returns `false` when
  /// there is nothing to reload.
  private func startReloading(_ ids: [AnyListID], animated: Bool, then rest: _UpdateRequest)
    -> Bool
  {
    guard case .idle = state, let host else { return false }
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
        animated: animates(animated, on: host), reloadsItems: true, rest: rest))
    performNextStage()
    return true
  }
}
