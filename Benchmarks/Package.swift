// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the library never depends on package-benchmark.
// Run from this folder: `swift package --disable-sandbox benchmark` (see LAYOUT.md).
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
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "TrellisLayout", package: "Trellis"),
        .product(name: "TrellisDiff", package: "Trellis"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
