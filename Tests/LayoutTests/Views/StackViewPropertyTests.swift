import Foundation
import Testing

@testable import Layout

/// `StackView` under incremental layout against a fresh layout: random stack scenes (axis,
/// distribution, alignment, spacing and custom spacing, baselines, margins, the stack's
/// own size, fixed-size views and labels at random content priorities, hidden views, one
/// level of nesting, subviews that are not arranged) and random edits through the public
/// API (the same properties, hiding inside and outside animations, inserting, moving and
/// removing arranged views, text, the stack's size constraints, rotation, screens, RTL).
/// After every step the live frames equal a fresh build's laid out once (what is skipped
/// and why: ``StackSceneLive/differences(fromFreshLayoutOf:stats:)``), the live solver's
/// required constraints hold, and the stacks' generated constraints neither pile up nor
/// outlive their views. Every failure names its seed, its steps, its scene and a cut-down
/// run that fails the same way (rerun one with `LAYOUT_SEED=<seed>`;
/// `LAYOUT_STACK_SEEDS=<n>` runs the seeds up to n and prints what was compared).
@Suite struct StackViewPropertyTests {
  /// The seeds the suite always runs.
  static let seeds: Range<UInt64> = 0..<32

  @Test(arguments: seeds)
  func incrementalStackLayoutMatchesAFreshLayout(seed: UInt64) {
    if let only = ProcessInfo.processInfo.environment["LAYOUT_SEED"], UInt64(only) != seed {
      return
    }
    var run = StackSceneRun(seed: seed)
    if let failure = run.run() {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// More seeds, when `LAYOUT_STACK_SEEDS` asks (seeds past the suite's, up to it); prints
  /// how many frames were compared and how many skipped as ambiguous.
  @Test func moreSeedsWhenAsked() {
    guard let text = ProcessInfo.processInfo.environment["LAYOUT_STACK_SEEDS"],
      let count = UInt64(text), count > Self.seeds.upperBound
    else { return }
    var total = StackSceneStats()
    var failing = 0
    checkProperty(seeds: Self.seeds.upperBound..<count, maxReported: 400) { seed, failures in
      var run = StackSceneRun(seed: seed)
      // Only the failures reported are cut down.
      let failure = run.run(minimizing: failing < 3)
      if failure != nil { failing += 1 }
      total.add(run.stats)
      if let failure {
        failures.fail(failure)
        failures.context = ""
      }
    }
    print(
      "stack property: \(count) seeds, \(total.steps) steps, \(total.compared) frames "
        + "compared, \(total.skippedAmbiguous) skipped as ambiguous, "
        + "\(total.conflicting) steps with a genuine conflict, "
        + "\(total.alternativeOptima) with another optimum of equal cost")
  }
}
