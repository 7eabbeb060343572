// The inputs of the adapter benchmarks: list models of 10,000 and 100,000 items whose
// consecutive generations differ by 1%, shown by a fixed-size headless cell.
import Foundation
import Trellis
import TrellisTesting

/// A product tile: the content is its title; the view type gives the size.
public final class Tile: HeadlessCell, ConfigurableView {
  /// The title shown.
  public var title = ""

  /// Shows `content`.
  public func configure(with content: String) { title = content }

  /// 100 × 60 points.
  public nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: 100, height: 60)
  }
}

/// `count` items in `sectionCount` sections. Consecutive generations differ by 1% of the items:
/// every 250th item's content changes, and every 333rd item is replaced by a new identity (a
/// delete and an insert).
public func adapterModel(count: Int, sectionCount: Int, generation: Int) -> ListModel {
  let perSection = count / sectionCount
  return ListModel(
    sections: (0..<sectionCount).map { section in
      ListSection(
        id: section,
        items: (0..<perSection).map { offset in
          let index = section * perSection + offset
          let id = index % 333 == 0 ? index * 10 + generation % 2 : index * 10
          let title = index % 250 == 0 ? "item \(index) v\(generation % 2)" : "item \(index)"
          return ListItem(id: id, content: title, view: Tile.self)
        })
    })
}

/// A headless collection view of an iPhone's size with an adapter that always animates (no
/// reload threshold), showing generation 0 of the model. Diffs run on the main actor unless
/// `scheduler` is given: then every diff goes to it.
@MainActor
public func makeAdapter(
  showing model: ListModel, offMainOn scheduler: (any ListDiffScheduler)? = nil
) -> (HeadlessCollectionView, ListAdapter) {
  let host = HeadlessCollectionView(viewportSize: CGSize(width: 375, height: 812))
  let adapter = ListAdapter(
    host: host, configuration: benchmarkConfiguration(offMainOn: scheduler))
  adapter.apply(model, animated: false)
  return (host, adapter)
}

/// The benchmarks' adapter configuration: no reload threshold; diffs on the main actor, or every
/// diff on `scheduler`.
public func benchmarkConfiguration(offMainOn scheduler: (any ListDiffScheduler)? = nil)
  -> ListAdapter.Configuration
{
  guard let scheduler else {
    return ListAdapter.Configuration(reloadThreshold: .max, offMainDiffing: .never)
  }
  return ListAdapter.Configuration(
    reloadThreshold: .max, offMainDiffing: .always, diffScheduler: scheduler)
}

/// A diff scheduler that only keeps its jobs, so that a benchmark computes each one off the
/// clock and times the main actor's part alone: the request and the delivery.
@MainActor
public final class HoldingDiffScheduler: ListDiffScheduler {
  /// The jobs scheduled and not taken yet.
  public private(set) var jobs: [ListDiffJob] = []

  /// Creates a scheduler with no job.
  public nonisolated init() {}

  /// Keeps `job`.
  public func schedule(_ job: ListDiffJob) { jobs.append(job) }

  /// Takes the oldest job out.
  public func take() -> ListDiffJob {
    precondition(!jobs.isEmpty, "no job was scheduled")
    return jobs.removeFirst()
  }
}

/// The "100k, 1% changed" shape: `count` items in `sectionCount` equal sections whose
/// consecutive generations differ in 1% of the items, with every kind of change. In each section
/// of 1,000 items: 4 contents change (every 250th item, the first one visible), 2 items are
/// replaced by new identities (2 deletes and 2 inserts, at offsets 10 and 510, the first one
/// visible), and in odd generations the items at offsets 300 and 800 move to the end of the next
/// section (2 moves). For 100,000 items in 100 sections: 400 content changes, 200 deletes, 200
/// inserts and 200 moves, 1,000 items in all.
///
/// - Parameters:
///   - count: The number of items, a multiple of `sectionCount`.
///   - sectionCount: The number of sections.
///   - generation: Which generation; generations of the same parity are equal.
///   - view: The view type of every item (a headless or a UIKit cell).
/// - Returns: The model.
public func mixedChangesModel<View: ConfigurableView>(
  count: Int = 100_000, sectionCount: Int = 100, generation: Int, view: View.Type
) -> ListModel where View.Content == String {
  let perSection = count / sectionCount
  let parity = generation % 2
  func item(_ index: Int) -> ListItem {
    let id = index % 500 == 10 ? index * 10 + parity : index * 10
    let title = index % 250 == 0 ? "item \(index) v\(parity)" : "item \(index)"
    return ListItem(id: id, content: title, view: view)
  }
  return ListModel(
    sections: (0..<sectionCount).map { section in
      let start = section * perSection
      var indices = Array(start..<(start + perSection))
      if parity == 1 && perSection > 800 {
        indices.removeAll { $0 == start + 300 || $0 == start + 800 }
        let previous = ((section + sectionCount - 1) % sectionCount) * perSection
        indices += [previous + 300, previous + 800]
      }
      return ListSection(id: section, items: indices.map(item))
    })
}

/// A headless collection view of an iPhone's size whose sections are laid out by
/// `ListLayout<MixedLayout>` with the default flow section (`HeadlessLayout.perSection()`, the
/// engine and defaults of TrellisUIKit's `ListCollectionViewLayout()`), with an adapter that always
/// animates, showing `model`.
@MainActor
public func makePerSectionAdapter(showing model: ListModel) -> (HeadlessCollectionView, ListAdapter)
{
  let host = HeadlessCollectionView(
    viewportSize: CGSize(width: 375, height: 812), layout: .perSection())
  let adapter = ListAdapter(host: host, configuration: benchmarkConfiguration())
  adapter.apply(model, animated: false)
  return (host, adapter)
}
