import Benchmark
import DiffShapes
import TrellisDiff

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(2),
    maxIterations: 200
  )
  for shape in DiffShape.all() {
    if let sections = shape.sectionCount {
      let source = shape.sourceSections
      let target = shape.targetSections
      _ = sections
      Benchmark("diff: \(shape.name)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(sectionedDiff(source, target)) }
      }
    } else {
      Benchmark("diff: \(shape.name)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(flatDiff(shape)) }
      }
    }
    Benchmark("floor: \(shape.name)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(dictionaryFloor(source: shape.source, target: shape.target))
      }
    }
  }
}
