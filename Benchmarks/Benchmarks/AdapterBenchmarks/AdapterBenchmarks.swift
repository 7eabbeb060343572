import AdapterShapes
import Benchmark
import Trellis

// `ListAdapter.apply` of a model with 1% changes to a headless collection view, and the diff of
// the same two models alone (the baseline), for 10,000 and 100,000 items.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(2),
    maxIterations: 100
  )
  for (count, sections) in [(10_000, 10), (100_000, 100)] {
    let models = [0, 1].map {
      adapterModel(count: count, sectionCount: sections, generation: $0)
    }
    Benchmark("diff: \(count) items, 1% changed") { benchmark in
      for iteration in benchmark.scaledIterations {
        let (from, to) = (models[iteration % 2], models[(iteration + 1) % 2])
        blackHole(StagedChangeset(source: from.sections, target: to.sections))
      }
    }
    Benchmark("apply: \(count) items, 1% changed") { benchmark async in
      // Safe: the main-actor closure runs to completion while this task awaits it, so the
      // benchmark object is never used from two places at once.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let (host, adapter) = makeAdapter(showing: models[0])
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
          adapter.apply(models[(iteration + 1) % 2], animated: false)
        }
        benchmark.stopMeasurement()
        blackHole(host)
      }
    }
    // The main actor's part of the same update with the diff off it, in its two halves: the
    // request (transforms, duplicate sections, the job) and the delivery (the batch, in-place
    // reconfigurations, bookkeeping). Each run measures one update; the diff runs off the clock.
    for half in OffMainHalf.allCases {
      Benchmark(
        "main actor, diff off it, \(half.rawValue): \(count) items, 1% changed",
        configuration: .init(maxIterations: 30)
      ) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
          let scheduler = HoldingDiffScheduler()
          let (host, adapter) = makeAdapter(showing: models[0], offMainOn: scheduler)
          if half == .request { benchmark.startMeasurement() }
          adapter.apply(models[1], animated: false)
          if half == .request { benchmark.stopMeasurement() }
          let job = scheduler.take()
          job.compute()
          if half == .delivery { benchmark.startMeasurement() }
          job.deliver()
          if half == .delivery { benchmark.stopMeasurement() }
          precondition(adapter.displayedModel == models[1], "the delivery must apply the model")
          blackHole(host)
        }
      }
    }
  }
}

/// The two halves of an off-main update the main actor runs, each measured on its own.
enum OffMainHalf: String, CaseIterable {
  /// The request: transforms, duplicate sections, the job.
  case request
  /// The delivery: the batch, in-place reconfigurations, bookkeeping.
  case delivery
}
