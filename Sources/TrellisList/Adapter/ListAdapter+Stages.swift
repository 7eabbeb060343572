import Foundation
import TrellisDiff

// Stages: an application shows its stages one batch at a time. Each stage is planned (the reloads
// that become in-place reconfigurations are taken out of its batch), then applied without a batch
// when nothing is left to insert, delete, move or reload, or with one otherwise; the application
// ends when its last stage is on screen or a newer model waits.

extension ListAdapter {
  // MARK: Internal

  /// Applies the next stage, or ends the application when none is left or a newer model waits.
  func performNextStage() {
    guard case .applying(var application) = state else { return }
    guard let host, application.next < application.stages.count,
      queued?.model == nil || application.next == 0
    else { return endApplication(application) }
    let stage = application.stages[application.next]
    application.next += 1
    state = .applying(application)
    let plan = plan(stage, reloadsItems: application.reloadsItems)
    guard !plan.update.isEmpty else {
      applyWithoutBatch(plan, in: host)
      return performNextStage()
    }
    performBatch(plan, of: application, in: host)
  }

  // MARK: Private

  /// Ends `application`: with every stage on screen, its model is the displayed one and the
  /// sections whose layout description changed are laid out again; stopped early for a newer
  /// model, the identity counts (advanced through every stage) are rebuilt for the stage shown.
  private func endApplication(_ application: _Application) {
    if application.next == application.stages.count {
      displayedModel = application.model
      if let host, !application.relayoutSections.isEmpty {
        invalidateLayout(ofSections: application.relayoutSections, in: host)
      }
    } else {
      rebuildIdentityCounts()
    }
    end(application.rest)
  }

  /// The batch `stage` needs once the reloads that can be done in place are taken out of it (all
  /// of them are kept when the application `reloadsItems` on request).
  private func plan(_ stage: Changeset<[ListSection]>, reloadsItems: Bool) -> _StagePlan {
    var plan = _StagePlan(update: stage.update, data: stage.data)
    guard !reloadsItems else { return plan }
    plan.reconfigurations = takeReconfigurations(
      from: &plan.update, old: sections, new: stage.data)
    plan.sectionReconfigurations = takeSectionReconfigurations(
      from: &plan.update, old: sections, new: stage.data)
    return plan
  }

  /// Applies a stage whose batch is empty: the counts stay, so the views are configured and the
  /// data switches at once (UIKit has nothing to read).
  private func applyWithoutBatch(_ plan: _StagePlan, in host: any ListHost) {
    let switched = switchData(to: plan, in: host)
    if !switched.resized.isEmpty || !plan.resizedSections.isEmpty {
      relayout(
        host, resized: switched.resized, sections: plan.resizedSections, keeping: switched.anchor)
    }
  }

  /// Applies a stage with a batch; the next stage starts when the batch completes.
  ///
  /// A non-animated batch may complete inside the call: the next stage then waits until this
  /// one's bookkeeping is done. The views are configured and the data switches inside the batch,
  /// never before it: UIKit may lay out when `performBatchUpdates` starts, reading the counts and
  /// creating the cells that come into view from the data it answers then; a data source that
  /// already answered the stage's counts would make it raise "Invalid update: invalid number of
  /// items" (or cache sizes at the wrong paths), and a cell configured before that layout pass
  /// would miss the cells it creates. A host that rejects the batch gets the last stage's data
  /// with `reloadData()`.
  private func performBatch(
    _ plan: _StagePlan, of application: _Application, in host: any ListHost
  ) {
    let call = _BatchCall()
    var switched = _SwitchedStage()
    do {
      statistics.batches += 1
      try host.performBatchUpdates(
        plan.update, animated: application.animated,
        updatingData: {
          call.switchedData = true
          switched = switchData(to: plan, in: host)
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
    relayout(
      host, resized: switched.resized, sections: plan.resizedSections, keeping: switched.anchor)
    if call.completedInside { performNextStage() }
  }

  /// Captures the scroll anchor (when the first visible item stays in place), configures in place
  /// what `plan` changes, and switches the displayed sections to its stage's data.
  private func switchData(to plan: _StagePlan, in host: any ListHost) -> _SwitchedStage {
    let anchor = keepsFirstVisibleItemInPlace ? captureAnchor(in: host) : nil
    let resized = reconfigureInPlace(
      plan.reconfigurations, plan.sectionReconfigurations, old: sections, new: plan.data, in: host)
    sections = plan.data
    return _SwitchedStage(resized: resized, anchor: anchor)
  }
}

/// One stage to apply: its batch, without the reloads done in place, its data, and those reloads.
struct _StagePlan {
  /// The batch the host applies; empty when the stage only reconfigures.
  var update: BatchUpdate
  /// The sections shown once the stage is on screen.
  var data: [ListSection]
  /// The items configured in place instead of reloaded.
  var reconfigurations: [_Reconfiguration] = []
  /// The sections whose supplementary views are configured in place instead of reloaded.
  var sectionReconfigurations: [_SectionReconfiguration] = []

  /// The sections (indices after the batch) whose supplementary views the host measures again.
  var resizedSections: [Int] { sectionReconfigurations.map(\.new) }
}

/// What switching to a stage's data left to do after it: the items to lay out again (paths after
/// the batch) and the scroll anchor to restore.
struct _SwitchedStage {
  var resized: [ItemPath] = []
  var anchor: _ScrollAnchor?
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
