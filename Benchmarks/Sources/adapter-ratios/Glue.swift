// The glue benchmark: the "100k, 1% changed" shape applied through `ListAdapter` to a headless
// collection view and to TrellisUIKit's `CollectionViewHost` on the UIKit double, interleaved in
// one process.
import AdapterShapes
import Foundation
import Trellis
import TrellisTesting

#if canImport(UIKit)
  import TrellisUIKit
  import UIKitShapes

  /// What one apply did to a host: the adapter's statistics and what is shown afterwards.
  struct Work: Equatable {
    var viewsConfigured: Int
    var cellsReconfigured: Int
    var batches: Int
    var reloads: Int
    var visible: [ItemPath]
    var contentSize: CGSize
  }

  /// Applies `model` to `adapter` once and reports the work it did.
  @MainActor
  func work(of adapter: ListAdapter, on host: any ListHost, applying model: ListModel) -> Work {
    let before = adapter.statistics
    adapter.apply(model, animated: false)
    let after = adapter.statistics
    return Work(
      viewsConfigured: after.viewsConfigured - before.viewsConfigured,
      cellsReconfigured: after.cellsReconfigured - before.cellsReconfigured,
      batches: after.batches - before.batches, reloads: after.reloads - before.reloads,
      visible: host.indexPathsForVisibleItems, contentSize: host.contentSize)
  }

  /// Best-of-`rounds` times of one apply to each host, interleaved (the order alternates each
  /// round), after checking once that both hosts do the same work.
  @MainActor
  func measureGlue(rounds: Int) -> (headless: Double, uikit: Double, changes: String) {
    let models = mixedChangesModels()
    let (host, adapter) = makePerSectionAdapter(showing: models.headless[0])
    let list = UIKitList(showing: models.uikit[0])
    let changeset = StagedChangeset(
      source: models.headless[0].sections, target: models.headless[1].sections)
    var counts = (deletes: 0, inserts: 0, moves: 0, updates: 0)
    for stage in changeset {
      counts.deletes += stage.update.itemDeletes.count
      counts.inserts += stage.update.itemInserts.count
      counts.moves += stage.update.itemMoves.count
      counts.updates += stage.update.itemReloads.count
    }
    // The same work on both: one batch each way, the same cells configured, the same cells shown.
    for generation in [1, 0] {
      let headless = work(of: adapter, on: host, applying: models.headless[generation])
      let uikit = work(of: list.adapter, on: list.host, applying: models.uikit[generation])
      precondition(
        headless == uikit, "the hosts did different work: \(headless) against \(uikit)")
      precondition(headless.batches == 1 && headless.reloads == 0, "an update must be one batch")
      precondition(!headless.visible.isEmpty && headless.viewsConfigured > 0)
    }
    var best = (headless: Double.infinity, uikit: Double.infinity)
    for round in 0..<rounds {
      let generation = (round + 1) % 2
      let headless = { nanoseconds { adapter.apply(models.headless[generation], animated: false) } }
      let uikit = { nanoseconds { list.adapter.apply(models.uikit[generation], animated: false) } }
      if round % 2 == 0 {
        best.headless = min(best.headless, headless())
        best.uikit = min(best.uikit, uikit())
      } else {
        best.uikit = min(best.uikit, uikit())
        best.headless = min(best.headless, headless())
      }
    }
    precondition(adapter.displayedModel == models.headless[rounds % 2])
    precondition(list.adapter.displayedModel == models.uikit[rounds % 2])
    withExtendedLifetime(host) {}
    return (
      best.headless, best.uikit,
      "\(counts.updates) updated, \(counts.deletes) deleted, \(counts.inserts) inserted, "
        + "\(counts.moves) moved"
    )
  }

  /// Applies the shape `applies` times to one host only (`headless` or `uikit`), for a profiler.
  @MainActor
  func profile(_ which: String, applies: Int) {
    let models = mixedChangesModels()
    if which == "headless" {
      let (host, adapter) = makePerSectionAdapter(showing: models.headless[0])
      for apply in 0..<applies { adapter.apply(models.headless[(apply + 1) % 2], animated: false) }
      withExtendedLifetime(host) {}
    } else {
      let list = UIKitList(showing: models.uikit[0])
      for apply in 0..<applies {
        list.adapter.apply(models.uikit[(apply + 1) % 2], animated: false)
      }
      withExtendedLifetime(list) {}
    }
  }
#else
  @MainActor
  func profile(_ which: String, applies: Int) {
    print("TrellisUIKit needs UIKit (or the double, on Linux)")
  }
#endif
