// Times `ListAdapter.apply` of a model with 1% changes to a headless collection view against the
// diff of the same two models alone, in one process, and prints best-of-N times and the ratio,
// the median over the rounds of each round's apply / diff (issue 23's goal: at most 1.10x at
// 100,000 items), with the main actor's part of the same update
// when the diff runs off it (goal: at most 0.25x the diff; under 1% of it for an unchanged or
// append-one model) and the diff alone at sizes around the off-main threshold; then the same
// apply of the "100k, 1% changed" shape through TrellisUIKit's `CollectionViewHost` on the UIKit
// double against the headless host (issue 15's goal: the glue adds at most 10%). Build in
// release:
//
//     swift run -c release adapter-ratios [rounds]
//     swift run -c release adapter-ratios profile headless|uikit [applies]   # for callgrind, perf
//     swift run -c release adapter-ratios profile diff|apply|offmain [updates]  # 100k, 1% changed
import AdapterShapes
import Foundation
import Trellis

func nanoseconds(_ body: () -> Void) -> Double {
  let (seconds, attoseconds) = ContinuousClock().measure(body).components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Best-of-`rounds` times, in nanoseconds, of one update between consecutive generations, and
/// the ratios of each round's times.
struct UpdateTimes {
  /// The diff of the two models alone.
  var diff = Double.infinity
  /// `apply` to a headless host with the diff on the main actor.
  var apply = Double.infinity
  /// The main actor's part of the same update with the diff off it: the request and the
  /// delivery (the batch, in-place reconfigurations and bookkeeping).
  var mainActor = Double.infinity
  /// The changes of the update.
  var changes = 0
  /// Each round's apply against the diff timed just before it.
  var applyRatios: [Double] = []
  /// Each round's main-actor part against the diff timed in the same round.
  var mainActorRatios: [Double] = []

  /// The median of each round's apply / diff: the two are timed back to back, so a round that
  /// a slow stretch of the machine (another tenant of its host) slows, slows both, and the
  /// median drops the rounds where it hit one and not the other. Best-of-N times of each alone
  /// can pair the diff's luckiest round with an unlucky apply.
  var applyRatio: Double { _median(applyRatios) }
  /// The median of each round's main-actor part / diff.
  var mainActorRatio: Double { _median(mainActorRatios) }
}

/// The median of `values` (the mean of the middle two for an even count).
func _median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

@MainActor
func measure(count: Int, sectionCount: Int, rounds: Int) -> UpdateTimes {
  let models = [0, 1].map {
    adapterModel(count: count, sectionCount: sectionCount, generation: $0)
  }
  return measure(models, rounds: rounds)
}

/// Times updates from `models[0]` to `models[1]` and back: the diff alone, the apply with the
/// diff on the main actor, and the main actor's part with the diff off it.
@MainActor
func measure(_ models: [ListModel], rounds: Int) -> UpdateTimes {
  let (host, adapter) = makeAdapter(showing: models[0])
  let scheduler = HoldingDiffScheduler()
  let (offMainHost, offMain) = makeAdapter(showing: models[0], offMainOn: scheduler)
  var times = UpdateTimes()
  times.changes = StagedChangeset(source: models[0].sections, target: models[1].sections)
    .reduce(0) { $0 + $1.update.changeCount }
  var sink = 0
  for round in 0..<rounds {
    let (from, to) = (models[round % 2], models[(round + 1) % 2])
    let diff = nanoseconds {
      sink &+= StagedChangeset(source: from.sections, target: to.sections).count
    }
    let apply = nanoseconds { adapter.apply(to, animated: false) }
    // Off the main actor: the request schedules the job, the job computes off the clock (as on
    // another thread), and the delivery applies it.
    let request = nanoseconds { offMain.apply(to, animated: false) }
    let job = scheduler.take()
    job.compute()
    let delivery = nanoseconds { job.deliver() }
    times.diff = min(times.diff, diff)
    times.apply = min(times.apply, apply)
    times.mainActor = min(times.mainActor, request + delivery)
    times.applyRatios.append(apply / diff)
    times.mainActorRatios.append((request + delivery) / diff)
  }
  let shown = models[rounds % 2]
  precondition(adapter.displayedModel == shown, "the adapter must show the model")
  precondition(offMain.displayedModel == shown, "the off-main adapter must show the model")
  precondition(adapter.statistics.reloads == 1, "every update after the first must be a batch")
  precondition(offMain.statistics.diffsOffMain == rounds, "every diff must leave the main actor")
  if sink == -1 { print(sink, host.batchesInFlight, offMainHost.batchesInFlight) }
  return times
}

/// Runs `count` updates of the 100,000-item, 1%-changed model after the first load, for a
/// profiler (`valgrind --tool=callgrind`, or valgrind's heap totals for allocations): `diff`
/// diffs only, `apply` applies with the diff on the main actor, `offmain` applies with the diff
/// computed off the clock by a holding scheduler (request, computation, delivery).
@MainActor
func profileUpdates(_ which: String, count: Int) {
  var models = [0, 1].map { adapterModel(count: 100_000, sectionCount: 100, generation: $0) }
  if which == "append" { models[1] = appendingOne(to: models[0]) }
  switch which {
  case "diff":
    var sink = 0
    for update in 0..<count {
      let (from, to) = (models[update % 2], models[(update + 1) % 2])
      sink &+= StagedChangeset(source: from.sections, target: to.sections).count
    }
    if sink == -1 { print(sink) }
  case "apply":
    let (host, adapter) = makeAdapter(showing: models[0])
    for update in 0..<count { adapter.apply(models[(update + 1) % 2], animated: false) }
    withExtendedLifetime(host) {}
  default:
    let scheduler = HoldingDiffScheduler()
    let (host, adapter) = makeAdapter(showing: models[0], offMainOn: scheduler)
    for update in 0..<count {
      adapter.apply(models[(update + 1) % 2], animated: false)
      let job = scheduler.take()
      job.compute()
      job.deliver()
    }
    withExtendedLifetime(host) {}
  }
}

/// `model` with one more item at the end of its last section.
func appendingOne(to model: ListModel) -> ListModel {
  var model = model
  let last = model.sections.count - 1
  model.sections[last].items.append(ListItem(id: -1, content: "appended", view: Tile.self))
  return model
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "profile" {
  let applies = arguments.dropFirst(2).first.flatMap(Int.init) ?? 20
  let which = arguments.dropFirst().first ?? "uikit"
  MainActor.assumeIsolated {
    if ["diff", "apply", "offmain", "append"].contains(which) {
      profileUpdates(which, count: applies)
    } else {
      profile(which, applies: applies)
    }
  }
  exit(0)
}
let rounds = arguments.first.flatMap(Int.init) ?? 15
print(
  "| model | changes | diff alone (ms) | apply to a headless host (ms) | apply / diff "
    + "| main actor, diff off it (ms) | main actor / diff |")
print("|---|---:|---:|---:|---:|---:|---:|")
func row(_ name: String, _ times: UpdateTimes) {
  print(
    "| \(name) | \(times.changes) | "
      + String(
        format: "%.3f | %.3f | %.2fx | %.3f | %.3fx |", times.diff / 1e6, times.apply / 1e6,
        times.applyRatio, times.mainActor / 1e6, times.mainActorRatio))
}
for (count, sections) in [(10_000, 10), (100_000, 100)] {
  let times = MainActor.assumeIsolated {
    measure(count: count, sectionCount: sections, rounds: rounds)
  }
  row("\(count) items in \(sections) sections, 1% changed", times)
}
// Updates that change (almost) nothing: the main actor's part must not grow with the list.
let whole = adapterModel(count: 100_000, sectionCount: 100, generation: 0)
for (name, other) in [("unchanged", whole), ("one item appended", appendingOne(to: whole))] {
  let times = MainActor.assumeIsolated { measure([whole, other], rounds: rounds) }
  row("100000 items in 100 sections, \(name)", times)
}
print()
print(
  "Times: best of \(rounds) rounds. Ratios: the median over the rounds of each round's ratio "
    + "(the two timed back to back in that round).")
// Where a diff starts to cost frames: the default `OffMainDiffing.automatic` moves diffs of more
// than 10,000 items off the main actor.
print()
print("| items (1% changed) | diff alone (ms) |")
print("|---:|---:|")
for count in [1_000, 5_000, 10_000, 20_000, 50_000] {
  let models = [0, 1].map { adapterModel(count: count, sectionCount: 10, generation: $0) }
  var best = Double.infinity
  var sink = 0
  for round in 0..<rounds {
    let (from, to) = (models[round % 2], models[(round + 1) % 2])
    best = min(
      best,
      nanoseconds { sink &+= StagedChangeset(source: from.sections, target: to.sections).count })
  }
  if sink == -1 { print(sink) }
  print("| \(count) | " + String(format: "%.3f |", best / 1e6))
}
#if canImport(UIKit)
  print()
  print(
    "| shape | changes | headless host (ms) | CollectionViewHost on the double (ms) "
      + "| double / headless |")
  print("|---|---|---:|---:|---:|")
  let glue = MainActor.assumeIsolated { measureGlue(rounds: rounds) }
  print(
    "| 100k, 1% changed (100 sections) | \(glue.changes) | "
      + String(
        format: "%.3f | %.3f | %.3fx |", glue.headless / 1e6, glue.uikit / 1e6,
        glue.uikit / glue.headless))
#endif
