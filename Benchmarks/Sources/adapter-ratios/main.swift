// Times `ListAdapter.apply` of a model with 1% changes to a headless collection view against the
// diff of the same two models alone, in one process, and prints best-of-N times and the ratio
// (issue 6's goal: under 1.5x); then the same apply of the "100k, 1% changed" shape through
// TrellisUIKit's `CollectionViewHost` on the UIKit double against the headless host (issue 15's
// goal: the glue adds at most 10%). Build in release:
//
//     swift run -c release adapter-ratios [rounds]
//     swift run -c release adapter-ratios profile headless|uikit [applies]   # for callgrind, perf
//     swift run -c release adapter-ratios profile flat|diff [applies]   # the first table's shape
import AdapterShapes
import Foundation
import Trellis

func nanoseconds(_ body: () -> Void) -> Double {
  let (seconds, attoseconds) = ContinuousClock().measure(body).components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

@MainActor
func measure(count: Int, sectionCount: Int, rounds: Int) -> (
  diff: Double, apply: Double, changes: Int
) {
  let models = [0, 1].map {
    adapterModel(count: count, sectionCount: sectionCount, generation: $0)
  }
  let (host, adapter) = makeAdapter(showing: models[0])
  let changes = StagedChangeset(source: models[0].sections, target: models[1].sections)
    .reduce(0) { $0 + $1.update.changeCount }
  var best = (diff: Double.infinity, apply: Double.infinity)
  var sink = 0
  for round in 0..<rounds {
    let (from, to) = (models[round % 2], models[(round + 1) % 2])
    let diff = nanoseconds {
      sink &+= StagedChangeset(source: from.sections, target: to.sections).count
    }
    let apply = nanoseconds { adapter.apply(to, animated: false) }
    best = (min(best.diff, diff), min(best.apply, apply))
  }
  precondition(adapter.displayedModel == models[rounds % 2], "the adapter must show the model")
  precondition(adapter.statistics.reloads == 1, "every update after the first must be a batch")
  if sink == -1 { print(sink, host.batchesInFlight) }
  return (best.diff, best.apply, changes)
}

/// Applies the 100,000-item, 100-section model of the first table `applies` times to a headless
/// host (`flat`), or diffs the same models as many times (`diff`), for a profiler: the difference
/// of the two is the apply's own work.
@MainActor
func profileFlat(diffOnly: Bool, applies: Int) {
  let models = [0, 1].map { adapterModel(count: 100_000, sectionCount: 100, generation: $0) }
  let (host, adapter) = makeAdapter(showing: models[0])
  var sink = 0
  for apply in 0..<applies {
    let (from, to) = (models[apply % 2], models[(apply + 1) % 2])
    if diffOnly {
      sink &+= StagedChangeset(source: from.sections, target: to.sections).count
    } else {
      adapter.apply(to, animated: false)
    }
  }
  if sink == -1 { print(sink) }
  withExtendedLifetime(host) {}
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "profile" {
  let applies = arguments.dropFirst(2).first.flatMap(Int.init) ?? 20
  let which = arguments.dropFirst().first ?? "uikit"
  MainActor.assumeIsolated {
    if which == "flat" || which == "diff" {
      profileFlat(diffOnly: which == "diff", applies: applies)
    } else {
      profile(which, applies: applies)
    }
  }
  exit(0)
}
let rounds = arguments.first.flatMap(Int.init) ?? 15
print("| model | changes | diff alone (ms) | apply to a headless host (ms) | apply / diff |")
print("|---|---:|---:|---:|---:|")
for (count, sections) in [(10_000, 10), (100_000, 100)] {
  let result = MainActor.assumeIsolated {
    measure(count: count, sectionCount: sections, rounds: rounds)
  }
  print(
    "| \(count) items in \(sections) sections | \(result.changes) | "
      + String(
        format: "%.3f | %.3f | %.2fx |", result.diff / 1e6, result.apply / 1e6,
        result.apply / result.diff))
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
