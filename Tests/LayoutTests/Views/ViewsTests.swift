import Testing

/// The parent suite of every test of the `Views` layer, so `swift test --filter Views`
/// selects them all; each unit's suite is declared in an extension.
@Suite enum ViewsTests {}
