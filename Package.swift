// swift-tools-version: 6.2
// 6.2: TrellisPresenter and TrellisUIKit use `isolated deinit` (SE-0371, shipped in Swift 6.2),
// which earlier Swift 6 compilers reject. Benchmarks/ keeps its own manifest.
import PackageDescription

// The UIKit test double: test support for Linux, not a product. On Linux, a module named `UIKit`
// (Tests/UIKitDouble) stands in for Apple's framework, so that `TrellisUIKit`'s `import UIKit`
// compiles and runs in `swift test`, and the catalog can run its UIKit screens in a terminal. It
// is never declared on Apple platforms, where the real UIKit is imported. See
// Tests/UIKitDouble/README.md.
#if os(Linux)
  let uikitDouble: [Target] = [
    // It reuses the engine's batch-update rules (TrellisDiff) instead of restating them.
    .target(
      name: "UIKit", dependencies: ["TrellisDiff"], path: "Tests/UIKitDouble",
      exclude: ["README.md", "DECLARATIONS.md"]),
    // The double's own tests: that it follows Apple's documented behaviour, strictly.
    .testTarget(
      name: "UIKitDoubleTests",
      dependencies: [
        "UIKit", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]),
  ]
  let uikitDependency: [Target.Dependency] = [
    .target(name: "UIKit", condition: .when(platforms: [.linux]))
  ]
  // The SwiftUI stand-in: the same idea for `TrellisSwiftUI`'s `import SwiftUI`. A module named
  // `SwiftUI` (Tests/SwiftUIDouble) with only the declarations the glue and its tests use, each
  // following Apple's page. It is not a renderer. See Tests/SwiftUIDouble/README.md.
  let swiftUIDouble: [Target] = [
    .target(
      name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/SwiftUIDouble",
      exclude: ["README.md", "DECLARATIONS.md"]),
    .testTarget(
      name: "SwiftUIDoubleTests",
      dependencies: [
        "SwiftUI", "UIKit", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]),
  ]
  let swiftUIDependency: [Target.Dependency] = [
    .target(name: "SwiftUI", condition: .when(platforms: [.linux]))
  ]
#else
  let uikitDouble: [Target] = []
  let uikitDependency: [Target.Dependency] = []
  let swiftUIDouble: [Target] = []
  let swiftUIDependency: [Target.Dependency] = []
#endif

let package = Package(
  name: "Trellis",
  // iOS 16: `reconfigureItems(at:)` needs iOS 15, and the engine's injected clocks (`Clock`,
  // `Duration`) need iOS 16 / macOS 13. See the README's "Platforms".
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisCore", targets: ["TrellisCore"]),
    .library(name: "TrellisDiff", targets: ["TrellisDiff"]),
    .library(name: "TrellisList", targets: ["TrellisList"]),
    .library(name: "TrellisPresenter", targets: ["TrellisPresenter"]),
    .library(name: "TrellisListPresenters", targets: ["TrellisListPresenters"]),
    .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
    .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
    .executable(name: "trellis-catalog", targets: ["trellis-catalog"]),
  ],
  dependencies: [
    // Test-only: a controllable clock for animations, transitions and timers.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    // Docs only: `swift package generate-documentation`. A command plugin; no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // What every module shares: one reporting mechanism for the problems Trellis recovers from,
    // and (package-only) the clock deadlines behind every timed behaviour.
    .target(name: "TrellisCore"),
    // Pure algorithms: identity/content diff into UIKit-safe staged batch updates.
    .target(name: "TrellisDiff"),
    // Pure geometry: flow, waterfall, grid, table layouts and paging math. Elements are identified
    // by TrellisDiff's `ItemPath`, so the layout depends on that pure, dependency-free module.
    .target(name: "TrellisLayout", dependencies: ["TrellisDiff"]),
    // The list engine: model + DSL, host port, adapter (update engine), events, plugins, stack
    // adapter. Knows the host port, not the hosts.
    .target(name: "TrellisList", dependencies: ["TrellisCore", "TrellisDiff", "TrellisLayout"]),
    // The presenter tree, services, notifications and the state container. Knows nothing of lists.
    .target(name: "TrellisPresenter", dependencies: ["TrellisCore"]),
    // The bridge between lists and presenters: list and section presenters, item holders, cell
    // presenters.
    .target(name: "TrellisListPresenters", dependencies: ["TrellisList", "TrellisPresenter"]),
    // The umbrella: re-exports the library modules above, and holds nothing else.
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisCore", "TrellisDiff", "TrellisLayout", "TrellisList", "TrellisPresenter",
        "TrellisListPresenters",
      ]),
    // Headless hosts that enforce UIKit's contract, text snapshots, helpers for users' tests.
    .target(name: "TrellisTesting", dependencies: ["TrellisList", "TrellisPresenter"]),
    // The UIKit binding; compiles to nothing where UIKit is unavailable.
    .target(
      name: "TrellisUIKit", dependencies: ["TrellisList", "TrellisPresenter"] + uikitDependency),
    // SwiftUI both ways: SwiftUI views as list items (through `UIHostingConfiguration` on
    // TrellisUIKit's cells) and Trellis lists inside SwiftUI (representables over TrellisUIKit's
    // controllers); compiles to nothing where SwiftUI or UIKit is unavailable.
    .target(
      name: "TrellisSwiftUI",
      dependencies: ["TrellisList", "TrellisUIKit"] + uikitDependency + swiftUIDependency),
    // The example screens, drawn from headless hosts; a library so tests can drive them. Its
    // `home` and `state` screens are TrellisUIKit view controllers, run in the UIKit double's
    // windows on Linux; where the double is absent they compile as plain UIKit code (or not at
    // all, without UIKit) and the catalog shows headless versions.
    .target(
      name: "TrellisCatalog",
      dependencies: ["Trellis", "TrellisTesting", "TrellisUIKit", "TrellisSwiftUI"]
        + uikitDependency + swiftUIDependency),
    .executableTarget(name: "trellis-catalog", dependencies: ["TrellisCatalog"]),

    // Shared by the test targets: seeded randomness, generators, assertions.
    .target(
      name: "TrellisTestSupport",
      dependencies: [
        "TrellisDiff", "TrellisLayout", "TrellisList", "TrellisTesting", "TrellisUIKit",
        .product(name: "Clocks", package: "swift-clocks"),
      ] + uikitDependency,
      path: "Tests/TrellisTestSupport"
    ),
    // One test target per module; each tests its own module (the headless hosts serve the list
    // and list-presenter tests as their screen).
    .testTarget(name: "TrellisDiffTests", dependencies: ["TrellisDiff", "TrellisTestSupport"]),
    .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisListTests",
      dependencies: [
        "TrellisList", "TrellisTesting", "TrellisTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .testTarget(
      name: "TrellisPresenterTests",
      dependencies: [
        "TrellisPresenter", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .testTarget(
      name: "TrellisListPresentersTests",
      dependencies: [
        "TrellisListPresenters", "TrellisTesting", "TrellisTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    // The umbrella: the Swift snippets of the README and the DocC articles, compiled and checked
    // against the docs (DocSnippetTests).
    .testTarget(
      name: "TrellisTests",
      dependencies: [
        "Trellis", "TrellisTesting", "TrellisTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .testTarget(name: "TrellisCatalogTests", dependencies: ["TrellisCatalog"]),
    .testTarget(
      name: "TrellisTestingTests",
      dependencies: [
        "TrellisTesting", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .testTarget(
      name: "TrellisUIKitTests",
      dependencies: [
        "TrellisUIKit", "TrellisTestSupport", .product(name: "Clocks", package: "swift-clocks"),
      ] + uikitDependency
    ),
    .testTarget(
      name: "TrellisSwiftUITests",
      dependencies: [
        "TrellisSwiftUI", "TrellisUIKit", "TrellisTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
      ] + uikitDependency + swiftUIDependency
    ),
  ] + uikitDouble + swiftUIDouble,
  swiftLanguageModes: [.v6]
)
