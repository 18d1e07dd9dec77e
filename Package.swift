// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Layout",
  products: [
    .library(name: "Layout", targets: ["Layout"]),
    .executable(name: "layoutcli", targets: ["layoutcli"]),
  ],
  targets: [
    .target(
      name: "Layout",
      swiftSettings: [
        // Internal invariant checks: on in debug builds, off in release (see Docs/Solver.md).
        .define("LAYOUT_INVARIANTS", .when(configuration: .debug))
      ]
    ),
    .executableTarget(name: "layoutcli", dependencies: ["Layout"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(
      name: "layoutcliTests", dependencies: ["layoutcli", "Layout"],
      exclude: ["Fixtures", "Golden"]),
  ]
)
