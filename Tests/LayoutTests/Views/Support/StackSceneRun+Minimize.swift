import Foundation
import Layout

extension StackSceneRun {
  /// The most replays a cut-down may take.
  static let minimizingBudget = 300

  /// A smaller run that fails the same way (the same ``Failure/kind``): steps after the
  /// failing one dropped, then runs of steps, single edits, items of the first scene and
  /// its settings, as long as the failure stays.
  func minimized(_ failure: Failure) -> (run: StackSceneRun, failure: Failure) {
    let kind = failure.kind
    var budget = Self.minimizingBudget
    var best = self
    var bestFailure = failure
    best = best.truncated(after: failure.step)

    /// Whether a candidate fails the same way (keeping it if so).
    func tryCandidate(_ candidate: StackSceneRun) -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      var run = candidate
      guard let failure = run.replay(), failure.kind == kind else { return false }
      best = candidate.truncated(after: failure.step)
      bestFailure = failure
      return true
    }

    var progress = true
    while progress && budget > 0 {
      progress = false
      // Runs of steps, halving.
      var chunk = max(best.steps.count / 2, 1)
      while chunk >= 1 {
        var start = 0
        while start < best.steps.count {
          var steps = best.steps
          steps.removeSubrange(start..<min(start + chunk, steps.count))
          if tryCandidate(best.with(steps: steps)) { progress = true } else { start += chunk }
        }
        chunk /= 2
      }
      // Single edits of a batch.
      for index in best.steps.indices.reversed() {
        var position = index < best.steps.count ? best.steps[index].count - 1 : -1
        while position >= 0 && index < best.steps.count && position < best.steps[index].count
          && best.steps[index].count > 1
        {
          var steps = best.steps
          steps[index].remove(at: position)
          if tryCandidate(best.with(steps: steps)) { progress = true }
          position -= 1
        }
      }
      // The first scene, simpler.
      for scene in best.scene.simplifications() where tryCandidate(best.with(scene: scene)) {
        progress = true
      }
    }
    return (best, bestFailure)
  }

  private func truncated(after step: Int?) -> StackSceneRun {
    with(steps: Array(steps.prefix((step ?? -1) + 1)))
  }

  private func with(steps: [[StackSceneEdit]]) -> StackSceneRun {
    StackSceneRun(seed: seed, scene: scene, steps: steps.filter { !$0.isEmpty })
  }

  private func with(scene: StackSceneModel) -> StackSceneRun {
    StackSceneRun(seed: seed, scene: scene, steps: steps)
  }
}

extension StackSceneModel {
  /// Scenes one step simpler: an item (with its subtree) gone, a setting back to its
  /// default.
  func simplifications() -> [StackSceneModel] {
    var out: [StackSceneModel] = []
    for id in attachedIDs.dropFirst().reversed() {
      var model = self
      model.detach(id)
      var gone = [id]
      while let next = gone.popLast() {
        if let stack = model.items[next]?.stack { gone += stack.arranged + stack.others }
        model.items[next] = nil
      }
      out.append(model)
    }
    func variant(_ change: (inout StackSceneModel) -> Void) {
      var model = self
      change(&model)
      if model.description != description { out.append(model) }
    }
    variant { $0.width = nil }
    variant { $0.height = nil }
    variant { $0.rightToLeft = false }
    variant { $0.orientation = .portrait }
    variant { $0.leading = 0 }
    variant { $0.top = 0 }
    for id in items.keys.sorted() {
      variant { $0[id].isHidden = false }
      variant { $0[id].hugging = AxisPriorities(horizontal: 250, vertical: 250) }
      variant { $0[id].resistance = AxisPriorities(horizontal: 750, vertical: 750) }
      if self[id].kind == .label {
        variant { $0[id].numberOfLines = 1 }
        variant { $0[id].text = "Hello" }
        variant { $0[id].fontSize = 17 }
      }
      guard self[id].stack != nil else { continue }
      variant { $0[stack: id].customSpacings = [:] }
      variant { $0[stack: id].spacing = 0 }
      variant { $0[stack: id].isBaselineRelative = false }
      variant { $0[stack: id].isMarginsRelative = false }
      variant { $0[stack: id].layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
      variant { $0[stack: id].distribution = .fill }
      variant { $0[stack: id].alignment = .fill }
    }
    return out
  }
}
