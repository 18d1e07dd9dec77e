import Foundation
import Layout

/// One seed of the incremental-layout property: a random scene laid out, then random edits
/// in small batches, each batch followed by `layoutIfNeeded()`, a comparison with a fresh
/// layout of the model and a check of `takeLayoutChanges()`.
struct IncrementalRun {
  let seed: UInt64
  var generator: SceneGenerator
  var model: SceneModel
  let initial: String
  let live: LiveScene
  var expectation = ReportExpectation()
  /// The batches of edits made so far, one line per batch.
  var steps: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    generator = SceneGenerator(seed: seed)
    model = generator.scene()
    initial = model.description
    live = LiveScene(model, includeInactive: true)
  }

  /// Runs the seed; nil if every step held, else what went wrong with the seed, the steps
  /// and the scene.
  mutating func run() -> String? {
    live.window.layoutIfNeeded()
    var problems = live.differencesFromFreshLayout(of: model)
    problems += expectation.check(
      live.window.takeLayoutChanges(), model, live, isFirst: true)
    if !problems.isEmpty { return failure(problems, step: "the first layout") }
    for step in 0..<generator.int(10...30) {
      var batch: [String] = []
      generator.batch = SceneGenerator.Batch()
      for _ in 0..<generator.int(1...3) {
        let edit = generator.edit(&model)
        live.apply(edit, model)
        expectation.note(edit, model)
        batch.append(edit.description)
      }
      steps.append("step \(step): " + batch.joined(separator: "; "))
      live.window.layoutIfNeeded()
      problems = live.differencesFromFreshLayout(of: model)
      problems += expectation.check(
        live.window.takeLayoutChanges(), model, live, isFirst: false)
      if !problems.isEmpty { return failure(problems, step: "step \(step)") }
    }
    return nil
  }

  private func failure(_ problems: [String], step: String) -> String {
    var lines = ["seed \(seed): after \(step):"]
    lines += problems.prefix(12).map { "  " + $0 }
    if problems.count > 12 { lines.append("  … and \(problems.count - 12) more") }
    lines.append("steps:")
    lines += steps.map { "  " + $0 }
    lines.append("initial scene:")
    lines.append(initial)
    lines.append("scene now:")
    lines.append(model.description)
    return lines.joined(separator: "\n")
  }
}
