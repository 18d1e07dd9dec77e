// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Layout",
  products: [
    .library(name: "Layout", targets: ["Layout"]),
    // The constraint solver alone (what kiwi ships): no views, no rendering.
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    // Opt-in: UIKit's type names over Layout, for files that also build for iOS.
    .library(name: "LayoutUIKit", targets: ["LayoutUIKit"]),
    .executable(name: "layoutcli", targets: ["layoutcli"]),
  ],
  targets: [
    // The incremental simplex solver: depends on nothing.
    .target(
      name: "LayoutSolver",
      swiftSettings: [
        // Internal invariant checks: on in debug builds, off in release (see Docs/Solver.md).
        .define("LAYOUT_INVARIANTS", .when(configuration: .debug))
      ]
    ),
    // Insets, colours, transforms, directions, text alignment and the pixel grid: the
    // values every layer above speaks in. Depends on nothing.
    .target(name: "LayoutGeometry"),
    // Fonts, measuring, line breaking and truncation, on the geometry alone.
    .target(name: "LayoutText", dependencies: ["LayoutGeometry"]),
    .target(
      name: "Layout",
      dependencies: ["LayoutSolver", "LayoutGeometry", "LayoutText"],
      swiftSettings: [
        .define("LAYOUT_INVARIANTS", .when(configuration: .debug))
      ]
    ),
    .target(name: "LayoutUIKit", dependencies: ["Layout"]),
    .executableTarget(name: "layoutcli", dependencies: ["Layout"]),
    .testTarget(
      name: "LayoutTests", dependencies: ["Layout", "LayoutSolver", "LayoutGeometry", "LayoutText"]),
    .testTarget(name: "LayoutUIKitTests", dependencies: ["LayoutUIKit"]),
    // The Swift blocks of README.md, Docs and the DocC catalog, compiled and run.
    .testTarget(name: "DocBlockTests", dependencies: ["Layout", "LayoutUIKit"]),
    .testTarget(
      name: "layoutcliTests", dependencies: ["layoutcli", "Layout"],
      exclude: ["Fixtures", "Golden"]),
  ]
)
