// swift-tools-version: 6.1
import PackageDescription

// A separate package so that the root package never depends on package-benchmark.
//   cd Benchmarks && swift package --disable-sandbox benchmark   # time, mallocs, memory
//   cd Benchmarks && swift run -c release diff-ratios   # ratios against the dictionary floor
let package = Package(
  name: "TrellisBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Trellis", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // The benchmark inputs (DifferenceKit's published shapes) and the dictionary floor.
    .target(
      name: "DiffShapes",
      dependencies: [.product(name: "TrellisDiff", package: "Trellis")]
    ),
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        "DiffShapes",
        .product(name: "TrellisDiff", package: "Trellis"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // Prints each shape's time as a ratio of the dictionary floor measured in the same process.
    .executableTarget(
      name: "diff-ratios",
      dependencies: ["DiffShapes", .product(name: "TrellisDiff", package: "Trellis")]
    ),
    // The adapter benchmarks' inputs: models with 1% changes and a headless host.
    .target(
      name: "AdapterShapes",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
      ]
    ),
    .executableTarget(
      name: "AdapterBenchmarks",
      dependencies: [
        "AdapterShapes",
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/AdapterBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // The UIKit glue's inputs: a UIKit cell and a `CollectionViewHost` in a window (on Linux, on
    // the root package's UIKit double, which the TrellisUIKit product brings along).
    .target(
      name: "UIKitShapes",
      dependencies: [
        "AdapterShapes",
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisUIKit", package: "Trellis"),
      ]
    ),
    .executableTarget(
      name: "UIKitBenchmarks",
      dependencies: [
        "AdapterShapes",
        "UIKitShapes",
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisUIKit", package: "Trellis"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/UIKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // Prints `ListAdapter.apply` to a headless host as a ratio of the diff alone, and through the
    // UIKit glue as a ratio of the headless host.
    .executableTarget(
      name: "adapter-ratios",
      dependencies: [
        "AdapterShapes", "UIKitShapes",
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
        .product(name: "TrellisUIKit", package: "Trellis"),
      ]
    ),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "TrellisLayout", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
