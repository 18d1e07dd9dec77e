import Testing

/// The SnapKit DSL and the layout pass; every suite of `Tests/LayoutTests/DSL` is nested
/// here, so `swift test --filter DSLTests` runs them all.
@Suite enum DSLTests {}
