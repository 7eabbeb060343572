import Benchmark
import Foundation
import TrellisDiff
import TrellisLayout

// The layout benchmarks of issue 4: a full layout of 100,000 items (flow and waterfall), a
// one-item size change in the last of 100 sections, and a rectangle query compared with a linear
// scan of every frame. Results and how to run them: ../../LAYOUT.md.

/// 100 sections of 1,000 items: 100,000 in all.
let sectionCount = 100
let itemsPerSection = 1_000
let container = CGSize(width: 375, height: 812)

/// Deterministic, varied item sizes (no randomness, so every run lays out the same content).
@inline(__always)
func itemSize(_ path: ItemPath) -> CGSize {
  CGSize(
    width: CGFloat(60 + (path.item &* 37 &+ path.section &* 11) % 100),
    height: CGFloat(40 + (path.item &* 13 &+ path.section &* 7) % 60))
}

/// The item whose size the relayout benchmarks change: in the last section.
let changed = ItemPath(item: itemsPerSection / 2, section: sectionCount - 1)

func flowLayout() -> ListLayout<FlowLayout> {
  ListLayout(
    FlowLayout(containerSize: container),
    sections: Array(
      repeating: FlowSection(
        itemCount: itemsPerSection, insets: LayoutInsets(all: 8), lineSpacing: 8,
        interitemSpacing: 8, headerLength: 44, pinsHeader: true),
      count: sectionCount)
  ) { path, _ in itemSize(path) }
}

func waterfallLayout() -> ListLayout<WaterfallLayout> {
  ListLayout(
    WaterfallLayout(containerSize: container),
    sections: Array(
      repeating: WaterfallSection(
        itemCount: itemsPerSection, columns: 3, columnSpacing: 8, interitemSpacing: 8,
        insets: LayoutInsets(all: 8), headerLength: 44),
      count: sectionCount)
  ) { path, _ in itemSize(path) }
}

/// A viewport in the middle of the content.
func middleViewport<Engine>(of layout: ListLayout<Engine>) -> CGRect {
  CGRect(origin: CGPoint(x: 0, y: layout.contentSize.height / 2), size: container)
}

/// The baseline a query is compared with: every item frame tested one by one, in a tight loop over
/// each section's frame array (no per-item lookups), so the ratio is not flattered.
func linearScan<Engine>(_ layout: ListLayout<Engine>, in rect: CGRect) -> [ItemPath] {
  var hits: [ItemPath] = []
  for section in 0..<layout.numberOfSections {
    let geometry = layout.geometry(ofSection: section)
    let start = layout.frame(ofSection: section).minY
    for (item, frame) in geometry.itemFrames.enumerated()
    where frame.offsetBy(dx: 0, dy: start).meets(rect) {
      hits.append(ItemPath(item: item, section: section))
    }
  }
  return hits
}

/// Changes one item's size in the last section, alternating between two sizes.
func relayoutOnce<Engine>(_ layout: inout ListLayout<Engine>, grown: Bool) {
  layout.invalidateItems(at: [changed]) { path, _ in
    grown && path == changed ? CGSize(width: 200, height: 120) : itemSize(path)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2),
    maxIterations: 10_000)

  Benchmark("Flow full layout (100k items)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(flowLayout()) }
  }

  Benchmark("Waterfall full layout (100k items)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(waterfallLayout()) }
  }

  Benchmark("Flow relayout, one item in the last of 100 sections") { benchmark in
    var layout = flowLayout()
    var grown = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      grown.toggle()
      relayoutOnce(&layout, grown: grown)
    }
    benchmark.stopMeasurement()
    blackHole(layout)
  }

  Benchmark("Waterfall relayout, one item in the last of 100 sections") { benchmark in
    var layout = waterfallLayout()
    var grown = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      grown.toggle()
      relayoutOnce(&layout, grown: grown)
    }
    benchmark.stopMeasurement()
    blackHole(layout)
  }

  queryBenchmarks("Flow", layout: flowLayout())
  queryBenchmarks("Waterfall", layout: waterfallLayout())
}

/// A rect query over the middle viewport of `layout`, and the linear scan it is compared with.
func queryBenchmarks<Engine>(_ name: String, layout: ListLayout<Engine>) {
  let viewport = middleViewport(of: layout)
  Benchmark(
    "\(name) rect query (viewport)",
    // A sample is 1,000 queries; times are reported per query.
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
  ) { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(layout.elements(in: viewport)) }
    benchmark.stopMeasurement()
  }

  Benchmark("\(name) linear scan (viewport)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(linearScan(layout, in: viewport)) }
    benchmark.stopMeasurement()
  }
}
