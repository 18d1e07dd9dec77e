// The helpers every test target shares (tolerances, the seeded generator), from
// Tests/LayoutTestSupport: visible in every file of this target.
@_exported import LayoutTestSupport
