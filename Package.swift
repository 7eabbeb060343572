// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisDiff", targets: ["TrellisDiff"]),
    .library(name: "TrellisList", targets: ["TrellisList"]),
    .library(name: "TrellisPresenter", targets: ["TrellisPresenter"]),
    .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
    .executable(name: "trellis-catalog", targets: ["trellis-catalog"]),
  ],
  dependencies: [
    // Test-only: a controllable clock for animations, transitions and timers.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    // Docs only: `swift package generate-documentation`. A command plugin; no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Pure algorithms: identity/content diff into UIKit-safe staged batch updates.
    .target(name: "TrellisDiff"),
    // Pure geometry: flow, waterfall, grid, table layouts and paging math. Elements are identified
    // by TrellisDiff's `ItemPath`, so the layout depends on that pure, dependency-free module.
    .target(name: "TrellisLayout", dependencies: ["TrellisDiff"]),
    // One reporting mechanism for the problems every module recovers from.
    .target(name: "TrellisDiagnostics"),
    // The list engine: model + DSL, host port, adapter (update engine), events, paging plugins,
    // stack adapter. Knows the host port, not the hosts.
    .target(
      name: "TrellisList", dependencies: ["TrellisDiff", "TrellisLayout", "TrellisDiagnostics"]),
    // The presenter tree, services, notifications and the state container. Knows nothing of lists.
    .target(name: "TrellisPresenter", dependencies: ["TrellisDiagnostics"]),
    // The umbrella: re-exports everything above, and holds the bridge between lists and
    // presenters (list presenters, item holders).
    .target(name: "Trellis", dependencies: ["TrellisList", "TrellisPresenter"]),
    // Headless hosts that enforce UIKit's contract, text snapshots, helpers for users' tests.
    .target(name: "TrellisTesting", dependencies: ["Trellis"]),
    // The UIKit binding; compiles to nothing where UIKit is unavailable.
    .target(name: "TrellisUIKit", dependencies: ["Trellis"]),
    // The example screens, drawn from headless hosts; a library so tests can drive them.
    .target(name: "TrellisCatalog", dependencies: ["Trellis", "TrellisTesting"]),
    .executableTarget(name: "trellis-catalog", dependencies: ["TrellisCatalog"]),

    // Shared by the test targets: seeded randomness, generators, assertions.
    .target(
      name: "TrellisTestSupport",
      dependencies: ["Trellis", "TrellisDiff"],
      path: "Tests/TrellisTestSupport"
    ),
    .testTarget(name: "TrellisDiffTests", dependencies: ["TrellisDiff", "TrellisTestSupport"]),
    .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisListTests", dependencies: ["TrellisList", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisPresenterTests",
      dependencies: [
        "TrellisPresenter", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    // The umbrella: README examples compiled and checked against the README.
    .testTarget(
      name: "TrellisTests", dependencies: ["Trellis", "TrellisTestSupport", "TrellisTesting"]),
    .testTarget(name: "TrellisCatalogTests", dependencies: ["TrellisCatalog"]),
    .testTarget(
      name: "TrellisTestingTests",
      dependencies: [
        "TrellisTesting", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
