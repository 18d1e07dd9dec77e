import Foundation
import Layout

/// One seed of the stack-view property: a random stack scene laid out, then 20–30 steps of
/// random edits (one edit, now and then two or three), each step followed by
/// `layoutIfNeeded()` and a comparison with a fresh layout of the model. A failing seed is
/// cut down (``StackSceneRun/minimized()``) to the fewest steps and items that still fail
/// the same way, and both are printed.
struct StackSceneRun {
  let seed: UInt64
  let scene: StackSceneModel
  /// The steps: each a list of edits laid out together.
  let steps: [[StackSceneEdit]]
  var stats = StackSceneStats()

  /// What went wrong: after which step (nil: the first layout), and the problems.
  struct Failure {
    let step: Int?
    let problems: [String]

    /// The first problem up to its colon (`#3 window frame`), to tell failures apart.
    var kind: String {
      let first = problems.first ?? ""
      let head = first.split(separator: ":", maxSplits: 1).first.map(String.init) ?? first
      return head
    }
  }

  /// The scene and steps of a seed.
  init(seed: UInt64) {
    var generator = StackSceneGenerator(seed: seed)
    let scene = generator.scene()
    var model = scene
    var steps: [[StackSceneEdit]] = []
    for _ in 0..<generator.int(20...30) {
      var batch: [StackSceneEdit] = []
      for _ in 0..<(generator.chance(0.2) ? generator.int(2...3) : 1) {
        let edit = generator.edit(model)
        _ = model.apply(edit)
        batch.append(edit)
      }
      steps.append(batch)
    }
    self.init(seed: seed, scene: scene, steps: steps)
  }

  init(seed: UInt64, scene: StackSceneModel, steps: [[StackSceneEdit]]) {
    self.seed = seed
    self.scene = scene
    self.steps = steps
  }

  /// Lays out the scene, then each step; the first failure, or nil. Edits that do not
  /// apply (in a cut-down run) are skipped.
  mutating func replay() -> Failure? {
    var model = scene
    let live = StackSceneLive(model)
    live.window.layoutIfNeeded()
    var problems = live.differences(fromFreshLayoutOf: model, stats: &stats)
    if !problems.isEmpty { return Failure(step: nil, problems: problems) }
    for (index, batch) in steps.enumerated() {
      for edit in batch where model.apply(edit) {
        live.apply(edit, model)
      }
      live.window.layoutIfNeeded()
      stats.steps += 1
      problems = live.differences(fromFreshLayoutOf: model, stats: &stats)
      if !problems.isEmpty { return Failure(step: index, problems: problems) }
    }
    return nil
  }

  /// Runs the seed; nil if every step held, else what went wrong, with the seed, the
  /// steps, the scene and (when `minimizing`) a cut-down run that fails the same way.
  mutating func run(minimizing: Bool = true) -> String? {
    guard let failure = replay() else { return nil }
    var lines = [
      "seed \(seed) (rerun with LAYOUT_SEED=\(seed)): after "
        + (failure.step.map { "step \($0)" } ?? "the first layout") + ":"
    ]
    lines += Self.describe(failure.problems)
    lines.append("steps:")
    lines += Self.describe(steps.prefix((failure.step ?? -1) + 1))
    lines.append("initial scene:")
    lines.append(scene.description)
    guard minimizing else { return lines.joined(separator: "\n") }
    let small = minimized(failure)
    lines.append("cut down to (fails with \(small.failure.kind)):")
    lines += Self.describe(small.run.steps[...])
    lines.append(small.run.scene.description)
    lines += Self.describe(small.failure.problems)
    return lines.joined(separator: "\n")
  }

  static func describe(_ problems: [String]) -> [String] {
    var lines = problems.prefix(12).map { "  " + $0 }
    if problems.count > 12 { lines.append("  … and \(problems.count - 12) more") }
    return lines
  }

  static func describe(_ steps: ArraySlice<[StackSceneEdit]>) -> [String] {
    steps.enumerated().map { index, batch in
      "  step \(index): " + batch.map(\.description).joined(separator: "; ")
    }
  }
}
