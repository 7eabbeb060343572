import AdapterShapes
import Benchmark
import Trellis

#if canImport(UIKit)
  import UIKitShapes

  // The "100k, 1% changed" shape applied through `ListAdapter` to a headless collection view
  // (per-section layout) and to TrellisUIKit's `CollectionViewHost` on the UIKit double (a
  // `ListCollectionViewLayout`), same viewport and layout engine; `adapter-ratios` prints the
  // ratio of the two measured in one process.
  let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
      metrics: [.wallClock, .instructions, .mallocCountTotal, .peakMemoryResident],
      // Each sample builds its list (a 100,000-item first load) before the measured apply: a
      // longer duration gets enough samples.
      maxDuration: .seconds(10),
      maxIterations: 100
    )
    let models = mixedChangesModels()
    Benchmark("headless host: 100k, 1% changed") { benchmark async in
      // Safe: the main-actor closure runs to completion while this task awaits it, so the
      // benchmark object is never used from two places at once.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let (host, adapter) = makePerSectionAdapter(showing: models.headless[0])
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
          adapter.apply(models.headless[(iteration + 1) % 2], animated: false)
        }
        benchmark.stopMeasurement()
        blackHole(host)
      }
    }
    Benchmark("CollectionViewHost on the double: 100k, 1% changed") { benchmark async in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let list = UIKitList(showing: models.uikit[0])
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
          list.adapter.apply(models.uikit[(iteration + 1) % 2], animated: false)
        }
        benchmark.stopMeasurement()
        blackHole(list.collectionView)
      }
    }
  }
#else
  let benchmarks: @Sendable () -> Void = {}
#endif
