import Foundation

@testable import Layout
@testable import LayoutCore

/// How often the oracle compared a frame, and how often it skipped one because the fresh
/// layout leaves it undetermined.
struct StackSceneStats {
  var compared = 0
  var skippedAmbiguous = 0
  var steps = 0
  /// Steps whose configuration conflicts (the fresh layout breaks a constraint too).
  var conflicting = 0
  /// Steps whose frames differed between two layouts of equal cost over as many
  /// constraints: another optimum, which the ambiguity report missed.
  var alternativeOptima = 0

  mutating func add(_ other: StackSceneStats) {
    compared += other.compared
    skippedAmbiguous += other.skippedAmbiguous
    steps += other.steps
    conflicting += other.conflicting
    alternativeOptima += other.alternativeOptima
  }
}

extension StackSceneLive {
  /// How far apart two window frames may be, in points.
  static let tolerance = 1e-6

  /// Where this (incrementally laid out) scene differs from a fresh layout of `model`:
  /// window frames, diagnostics other than ambiguity, required constraints the live solver
  /// holds and misses, the stacks' generated constraints (as many as a fresh stack's, all
  /// active, only on the stack, its guides and its arranged views), the solver's constraint
  /// count, the hierarchy against the model, and after an animation the presentation.
  ///
  /// Frames are not compared for views the fresh layout reports ambiguous; nor when the
  /// fresh layout breaks a constraint (a genuine conflict: which one breaks depends on the
  /// order the solver met them; the live one must break one too); nor when the two
  /// layouts are optima of equal cost over as many constraints (an ambiguity the report
  /// missed: it does not look past degenerate pivots). Each is counted in `stats`.
  func differences(
    fromFreshLayoutOf model: StackSceneModel, stats: inout StackSceneStats
  ) -> [String] {
    let fresh = StackSceneLive(model)
    // A label that wraps at its layout width can have more than one consistent width (the
    // text wrapped narrow hugs narrow), as on iOS, and which one history decides: the fresh
    // one starts from the width the live one has.
    for id in model.attachedIDs {
      guard let live = views[id] as? Label, live.wrapsAtLayoutWidth,
        let label = fresh.views[id] as? Label
      else { continue }
      label.layoutWidth = live.frame.width
    }
    fresh.window.layoutIfNeeded()
    var out = structureDifferences(model)
    let freshDiagnostics = fresh.window.layoutDiagnostics.filter { $0.kind != .ambiguous }
    let liveDiagnostics = window.layoutDiagnostics.filter { $0.kind != .ambiguous }
    // A genuine conflict (UIKit's fill-proportionally with margins, baselines that do not
    // fit a fixed height): both layouts must break a constraint, but which one they break
    // depends on the order the solver met them, so frames are not compared.
    let conflicting = freshDiagnostics.contains { $0.kind == .unsatisfiable }
    if conflicting {
      stats.conflicting += 1
      if !liveDiagnostics.contains(where: { $0.kind == .unsatisfiable }) {
        out.append("the fresh layout breaks a constraint, the live one none")
      }
    }
    for diagnostic in freshDiagnostics where diagnostic.kind != .unsatisfiable {
      out.append("oracle: the fresh layout reports: \(diagnostic)")
    }
    for diagnostic in liveDiagnostics where diagnostic.kind != .unsatisfiable || !conflicting {
      out.append("live layout reports: \(diagnostic)")
    }
    // What `hasAmbiguousLayout` answers, read once for the whole hierarchy.
    let ambiguous = Set(
      (fresh.window.layoutEngine?.ambiguousViews() ?? []).map { ObjectIdentifier($0.0) })
    var frames: [String] = []
    for id in model.attachedIDs where !conflicting {
      if ambiguous.contains(ObjectIdentifier(fresh.view(id))) {
        stats.skippedAmbiguous += 1
        continue
      }
      stats.compared += 1
      let live = SceneGeometry.windowFrame(of: view(id))
      let expected = SceneGeometry.windowFrame(of: fresh.view(id))
      if !live.isClose(to: expected, tolerance: Self.tolerance) {
        frames.append("#\(id) window frame: live \(live), fresh \(expected)")
      }
    }
    out += requiredConstraintProblems()
    for id in model.attachedStacks {
      let count = stack(id).generatedConstraints.count
      let freshCount = fresh.stack(id).generatedConstraints.count
      if count != freshCount {
        out.append("#\(id) has \(count) generated constraints, a fresh stack \(freshCount)")
      }
    }
    out += generatedConstraintProblems()
    let solved = window.layoutEngine?.solver.constraints.count ?? 0
    let freshSolved = fresh.window.layoutEngine?.solver.constraints.count ?? 0
    if !frames.isEmpty && solved == freshSolved, let cost = cost(), let freshCost = fresh.cost(),
      abs(cost - freshCost) <= 1e-9 * max(1, cost, freshCost)
    {
      // Another optimum of the same problem: as ambiguous as what the report names.
      stats.alternativeOptima += 1
      frames = []
    }
    out += frames
    // (Two conflicting layouts may break different numbers of constraints.)
    if solved != freshSolved && !conflicting {
      out.append("the live solver holds \(solved) constraints, the fresh one \(freshSolved)")
    }
    if animated { out += presentationProblems(model) }
    return out
  }

  /// Where the live hierarchy is not the model's: superviews, arranged lists, hidden flags.
  private func structureDifferences(_ model: StackSceneModel) -> [String] {
    var out: [String] = []
    for (_, item) in model.items.sorted(by: { $0.key < $1.key }) where item.id != 0 {
      guard let live = views[item.id] else { continue }
      let superview = live.superview.flatMap { id(of: $0) }
      if superview != item.parent {
        out.append("harness: #\(item.id) is in \(superview.map { "#\($0)" } ?? "nothing")")
      }
      if live.isHidden != item.isHidden { out.append("harness: #\(item.id) hidden differs") }
    }
    for (_, item) in model.items.sorted(by: { $0.key < $1.key }) {
      guard let spec = item.stack, let live = views[item.id] as? StackView else { continue }
      let arranged = live.arrangedSubviews.map { id(of: $0) ?? -1 }
      if arranged != spec.arranged {
        out.append("harness: #\(item.id) arranges \(arranged), the model \(spec.arranged)")
      }
    }
    return out
  }

  /// Generated constraints that pile up or outlive their views: every stack's are active
  /// and use only the stack, its guides and its arranged views; every `UISV-` constraint an
  /// item holds is one of a stack's current ones.
  private func generatedConstraintProblems() -> [String] {
    var out: [String] = []
    var current = Set<ObjectIdentifier>()
    for (id, view) in views.sorted(by: { $0.key < $1.key }) {
      guard let stack = view as? StackView else { continue }
      var members = Set(stack.arrangedSubviews.map { ObjectIdentifier($0) })
      members.insert(ObjectIdentifier(stack))
      for guide in stack.layoutGuides { members.insert(ObjectIdentifier(guide)) }
      for constraint in stack.generatedConstraints {
        current.insert(ObjectIdentifier(constraint))
        if !constraint.isActive {
          out.append("#\(id): an inactive generated constraint \(constraint)")
        }
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
        where !members.contains(ObjectIdentifier(item)) {
          let name = (item as? View).flatMap { self.id(of: $0) }.map { "#\($0)" } ?? "?"
          out.append("#\(id): \(constraint.label ?? "") uses \(name), not arranged in it")
        }
      }
    }
    var items: [any LayoutItem] = []
    for (_, view) in views.sorted(by: { $0.key < $1.key }) {
      items.append(view)
      items += view.layoutGuides
    }
    for item in items {
      for constraint in item.activeConstraints
      where constraint.label?.hasPrefix("UISV-") == true
        && !current.contains(ObjectIdentifier(constraint))
      {
        out.append("\(item.itemName) holds a stale \(constraint.label ?? ""): \(constraint)")
      }
    }
    return out
  }

  /// After an animation ran to its end: nothing pending, and every view presented as its
  /// model.
  private func presentationProblems(_ model: StackSceneModel) -> [String] {
    var out: [String] = []
    if animator.hasPendingWork { out.append("animation: work pending after its end") }
    for id in model.attachedIDs {
      let state = animator.presentation(of: view(id))
      if !state.frame.isClose(to: view(id).frame, tolerance: Self.tolerance) {
        out.append("animation: #\(id) presented at \(state.frame), its frame \(view(id).frame)")
      }
      if state.isHidden != view(id).isHidden {
        out.append("animation: #\(id) presented hidden \(state.isHidden)")
      }
    }
    return out
  }

  /// The weighted error of the live solution: each non-required constraint's violation
  /// times its strength (what the solver minimises).
  func cost() -> Double? {
    guard let solver = window.layoutEngine?.solver else { return nil }
    var total = 0.0
    for constraint in solver.constraints where !constraint.strength.isRequired {
      total += Self.violation(of: constraint, in: solver).value * constraint.strength.value
    }
    return total
  }

  /// Required constraints the live solver holds but its solution violates.
  private func requiredConstraintProblems() -> [String] {
    guard let solver = window.layoutEngine?.solver else { return [] }
    var out: [String] = []
    for constraint in solver.constraints where constraint.strength.isRequired {
      let (value, scale) = Self.violation(of: constraint, in: solver)
      if value > 1e-6 * max(1, scale) {
        out.append("the live solver holds \(constraint) but misses it by \(value)")
      }
    }
    return out
  }

  /// How far a solution misses a constraint, and the size of its terms.
  private static func violation(
    of constraint: LinearConstraint, in solver: Solver
  ) -> (value: Double, scale: Double) {
    var sum = solver.constant(of: constraint) ?? constraint.constant
    var scale = abs(sum)
    for term in constraint.terms {
      let part = term.coefficient * solver.value(of: term.variable)
      sum += part
      scale = max(scale, abs(part))
    }
    switch constraint.relation {
    case .equal: return (abs(sum), scale)
    case .lessThanOrEqual: return (max(0, sum), scale)
    case .greaterThanOrEqual: return (max(0, -sum), scale)
    }
  }
}
