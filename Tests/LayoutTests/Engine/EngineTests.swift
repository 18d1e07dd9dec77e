import Testing

/// The layout engine as a view's user meets it: the layout cycle and its callbacks, feedback
/// loops, autoresizing masks, self-sizing and the change report.
@Suite enum EngineTests {}
