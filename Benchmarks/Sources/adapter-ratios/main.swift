// Times `ListAdapter.apply` of a model with 1% changes to a headless collection view against the
// diff of the same two models alone, in one process, and prints best-of-N times and the ratio
// (issue 6's goal: under 1.5x). Build in release:
//
//     swift run -c release adapter-ratios [rounds]
import Foundation
import Trellis
import TrellisTesting

/// A product tile: the content is its title; the view type gives the size.
final class Tile: HeadlessCell, ConfigurableView {
  var title = ""
  func configure(with content: String) { title = content }
  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: 100, height: 60)
  }
}

/// `count` items in `sectionCount` sections; `generation` varies 1% of the model: every 250th
/// item's content changes, every 333rd item is replaced by a new identity (a delete and an insert).
func model(count: Int, sectionCount: Int, generation: Int) -> ListModel {
  let perSection = count / sectionCount
  return ListModel(
    sections: (0..<sectionCount).map { section in
      ListSection(
        section,
        items: (0..<perSection).map { offset in
          let index = section * perSection + offset
          let id = index % 333 == 0 ? index * 10 + generation % 2 : index * 10
          let title = index % 250 == 0 ? "item \(index) v\(generation % 2)" : "item \(index)"
          return ListItem(id: id, content: title, view: Tile.self)
        })
    })
}

func nanoseconds(_ body: () -> Void) -> Double {
  let (seconds, attoseconds) = ContinuousClock().measure(body).components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

@MainActor
func measure(count: Int, sectionCount: Int, rounds: Int) -> (
  diff: Double, apply: Double, changes: Int
) {
  let models = [0, 1].map { model(count: count, sectionCount: sectionCount, generation: $0) }
  let host = HeadlessCollectionView(viewportSize: CGSize(width: 375, height: 812))
  let adapter = ListAdapter(
    host: host, configuration: ListAdapter.Configuration(reloadThreshold: .max))
  adapter.apply(models[0], animated: false)
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
  if sink == -1 { print(sink) }
  return (best.diff, best.apply, changes)
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 15
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
