import Foundation
import Layout
import Testing

/// The incremental layout engine against a fresh layout: random hierarchies (nesting,
/// labels, scroll views, guides, autoresizing views, hidden views, optional priorities) and
/// random edits (constants, activation, priorities, remade constraints, added and removed
/// views, text, margins, direction, safe area through rotation and screens, content
/// offsets); after every batch of edits the incremental frames equal a fresh layout of the
/// same state, and the change report equals the difference of the frames. Every failure
/// names its seed, its steps and its scene (rerun one with `LAYOUT_SEED=<seed>`).
@Suite struct IncrementalLayoutPropertyTests {
  @Test(arguments: 0..<40 as Range<UInt64>)
  func incrementalLayoutMatchesAFreshLayout(seed: UInt64) {
    if let only = ProcessInfo.processInfo.environment["LAYOUT_SEED"], UInt64(only) != seed {
      return
    }
    var run = IncrementalRun(seed: seed)
    if let failure = run.run() {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
