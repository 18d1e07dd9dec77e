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
    // Views, the SnapKit DSL and the layout engine: one subsystem.
    .target(name: "LayoutCore", dependencies: ["LayoutSolver", "LayoutGeometry", "LayoutText"]),
    // The render tree, its JSON and SVG.
    .target(name: "LayoutRender", dependencies: ["LayoutCore"]),
    // Animations on a virtual clock, and the presentation render tree.
    .target(name: "LayoutAnimation", dependencies: ["LayoutRender"]),
    // Toasts and the floating menu.
    .target(name: "LayoutComponents", dependencies: ["LayoutAnimation"]),
    // Layout files and the constraint-chain language, beside render and animation.
    .target(name: "LayoutFiles", dependencies: ["LayoutCore"]),
    // The inspector page and inspection JSON: tooling for layoutcli.
    .target(name: "LayoutTooling", dependencies: ["LayoutAnimation", "LayoutFiles"]),
    // What `import Layout` gives: every library layer above but the tooling (which has no
    // public API: a client does not compile the inspector page).
    .target(
      name: "Layout",
      dependencies: [
        "LayoutSolver", "LayoutGeometry", "LayoutText", "LayoutCore", "LayoutRender",
        "LayoutAnimation", "LayoutComponents", "LayoutFiles",
      ]),
    // LayoutCore directly for its package API (the current-animator binding).
    .target(name: "LayoutUIKit", dependencies: ["Layout", "LayoutCore"]),
    // The benchmark's memory accounts read the core's package API; the inspector page is
    // the tooling's.
    .executableTarget(name: "layoutcli", dependencies: ["Layout", "LayoutCore", "LayoutTooling"]),
    // What the test targets share: tolerances, the seeded generator and the seed scenes.
    .target(
      name: "LayoutTestSupport", dependencies: ["LayoutGeometry", "LayoutCore"],
      path: "Tests/LayoutTestSupport"
    ),
    .testTarget(
      name: "LayoutTests",
      dependencies: [
        "LayoutTestSupport", "Layout", "LayoutSolver", "LayoutGeometry", "LayoutText",
        "LayoutCore", "LayoutRender", "LayoutAnimation", "LayoutComponents", "LayoutFiles",
        "LayoutTooling",
      ]),
    .testTarget(name: "LayoutUIKitTests", dependencies: ["LayoutUIKit", "LayoutTestSupport"]),
    // The Swift blocks of README.md, Docs and the DocC catalog, compiled and run.
    .testTarget(name: "DocBlockTests", dependencies: ["Layout", "LayoutUIKit"]),
    .testTarget(
      name: "layoutcliTests", dependencies: ["layoutcli", "Layout", "LayoutTestSupport"],
      exclude: ["Fixtures", "Golden"]),
  ]
)
