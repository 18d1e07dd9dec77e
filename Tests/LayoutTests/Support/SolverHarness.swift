import Foundation
import Testing

@testable import Layout

/// Failures of one seed of a property test, reported together with the seed.
struct PropertyFailures {
  private(set) var messages: [String] = []
  /// What to print with the failures instead of the seed's generated system (e.g. an
  /// operation log).
  var context: String?

  var isEmpty: Bool { messages.isEmpty }

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { messages.append(message()) }
  }

  mutating func fail(_ message: String) { messages.append(message) }
}

/// Runs `body` for each seed and records an issue naming the seed (and what `body` reports)
/// for the first `maxReported` seeds that fail, then the number of failing seeds.
///
/// Set `LAYOUT_SEED` to run a single seed.
func checkProperty(
  seeds: Range<UInt64>, maxReported: Int = 3, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (UInt64, inout PropertyFailures) -> Void
) {
  var chosen = Array(seeds)
  if let text = ProcessInfo.processInfo.environment["LAYOUT_SEED"], let seed = UInt64(text) {
    chosen = [seed]
  }
  var failing: [UInt64] = []
  for seed in chosen {
    var failures = PropertyFailures()
    body(seed, &failures)
    guard !failures.isEmpty else { continue }
    failing.append(seed)
    if failing.count <= maxReported {
      let system = failures.context ?? SystemGenerator.system(seed: seed).description
      let details = failures.messages.prefix(5).joined(separator: "\n")
      let text = "seed \(seed) (rerun with LAYOUT_SEED=\(seed)):\n\(details)\n\(system)"
      Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
  }
  if failing.count > maxReported {
    let text = "\(failing.count) of \(chosen.count) seeds fail: \(failing.prefix(20))"
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }
}

/// A solver and a plain description of what it holds, so its answers can be checked
/// against ``ReferenceLP``.
final class SolverHarness {
  let solver = Solver()
  let variables: [Variable]
  /// The constraints the solver accepted and still holds, in order.
  private(set) var held: [(spec: ConstraintSpec, constraint: LinearConstraint)] = []
  /// The edit variables, with their strengths and current suggestions.
  private(set) var edits: [(index: Int, strength: Strength, value: Double)] = []

  init(variables: [Variable]) {
    self.variables = variables
  }

  convenience init(_ system: RandomSystem) {
    self.init(variables: system.makeVariables())
  }

  /// Adds a constraint; on success it is held.
  @discardableResult
  func add(_ spec: ConstraintSpec) throws(SolverError) -> LinearConstraint {
    let constraint = spec.make(variables)
    try solver.addConstraint(constraint)
    held.append((spec, constraint))
    return constraint
  }

  /// Adds a constraint and reports whether the solver accepted it.
  func tryAdd(_ spec: ConstraintSpec) -> SolverError? {
    do {
      try add(spec)
      return nil
    } catch {
      return error
    }
  }

  func remove(at index: Int) throws(SolverError) {
    try solver.removeConstraint(held[index].constraint)
    held.remove(at: index)
  }

  /// Changes the constant of held constraint `index`; on success the held copy follows.
  func setConstant(at index: Int, to constant: Double) throws(SolverError) {
    try solver.setConstant(of: held[index].constraint, to: constant)
    held[index].spec.constant = constant
  }

  func addEdit(_ index: Int, strength: Strength) throws(SolverError) {
    try solver.addEditVariable(variables[index], strength: strength)
    edits.append((index, strength, 0))
  }

  func removeEdit(_ index: Int) throws(SolverError) {
    try solver.removeEditVariable(variables[index])
    edits.removeAll { $0.index == index }
  }

  func suggest(_ step: [(index: Int, value: Double)]) throws(SolverError) {
    try solver.suggestValues(step.map { (variables[$0.index], $0.value) })
    for (index, value) in step {
      if let k = edits.firstIndex(where: { $0.index == index }) { edits[k].value = value }
    }
  }

  /// Everything the solver holds, edits as soft equalities `x == value`.
  var referenceConstraints: [ReferenceConstraint] {
    held.map(\.spec.reference)
      + edits.map { edit in
        var coefficients = [Double](repeating: 0, count: variables.count)
        coefficients[edit.index] = 1
        return ReferenceConstraint(
          coefficients: coefficients, constant: -edit.value, relation: .equal,
          weight: edit.strength.value)
      }
  }

  var reference: ReferenceLP {
    ReferenceLP(variableCount: variables.count, constraints: referenceConstraints)
  }

  var values: [Double] { variables.map { solver.value(of: $0) } }

  /// Whether two objectives of this system agree within ``ReferenceLP/objectiveTolerance``.
  func objective(_ a: Double, isCloseTo b: Double) -> Bool {
    abs(a - b) <= ReferenceLP.objectiveTolerance(b, values, referenceConstraints)
  }

  /// Checks that every required constraint holds (1e-7 relative).
  func checkRequired(_ stage: String, _ failures: inout PropertyFailures) {
    let worst = ReferenceLP.maxRequiredViolation(of: values, referenceConstraints)
    failures.expect(
      worst <= 1e-7, "\(stage): a required constraint is violated by \(worst); values \(values)")
  }

  /// Checks that the solver's weighted error equals the reference optimum (1e-6 relative);
  /// returns the reference solution.
  @discardableResult
  func checkObjective(_ stage: String, _ failures: inout PropertyFailures) -> ReferenceLP.Solution?
  {
    let lp = reference
    guard let optimum = lp.solve() else {
      failures.fail("\(stage): the solver holds a required set the reference finds infeasible")
      return nil
    }
    let ours = ReferenceLP.objective(of: values, lp.constraints)
    failures.expect(
      abs(ours - optimum.objective)
        <= ReferenceLP.objectiveTolerance(optimum.objective, values, lp.constraints),
      "\(stage): objective \(ours), reference optimum \(optimum.objective); values \(values), reference \(optimum.values)"
    )
    return optimum
  }

  /// Checks that the solver's values equal `expected` wherever the reference says the
  /// optimum is unique.
  func checkUniqueValues(
    _ stage: String, against other: [Double], _ failures: inout PropertyFailures
  ) {
    let lp = reference
    guard let optimum = lp.solve() else { return }
    let unique = lp.uniqueValues(of: optimum)
    let ours = values
    for j in variables.indices where unique[j] != nil {
      failures.expect(
        ours[j].isClose(to: other[j], tolerance: 1e-6),
        "\(stage): x\(j) is \(ours[j]), expected \(other[j]) (the optimum is unique there)")
    }
  }
}
