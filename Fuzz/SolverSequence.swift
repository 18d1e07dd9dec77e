// The `solver` fuzz target (Docs/Reliability.md): the input bytes drive a sequence of
// add / remove / edit / suggest / setConstant calls on one Solver. The Layout module is
// built with LAYOUT_INVARIANTS, so the tableau's structural invariants are verified inside
// every call; after every call this file checks what the Solver promises from outside:
// every required constraint holds, a thrown error leaves constraints, edits and values
// exactly as they were, and each conflict explanation really conflicts.
import Foundation
import Layout

/// Reads the input bytes one decision at a time; nil when they run out.
private struct ByteReader {
  let bytes: [UInt8]
  var position = 0

  mutating func next() -> Int? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return Int(bytes[position])
  }

  mutating func pick<T>(_ choices: [T]) -> T? {
    next().map { choices[$0 % choices.count] }
  }
}

private let coefficients: [Double] = [
  1, -1, 2, -2, 0.5, -0.5, 3, 0.25, -0.75, 10, -0.1, 1e3, 1e-3, 0,
]
private let strengths: [Strength] = [
  .required, .required, .strong, .medium, .weak, Strength(1e-3), Strength(1e6),
  Strength(priority: 750),
]

/// A constant or suggested value: small integers, quarters, and now and then a large one.
private func number(_ reader: inout ByteReader) -> Double? {
  guard let kind = reader.next(), let raw = reader.next() else { return nil }
  let signed = Double(raw) - 128
  switch kind % 8 {
  case 0: return 0
  case 1, 2, 3: return signed
  case 4, 5: return signed / 4
  case 6: return signed * 1000
  default: return signed * 1e6
  }
}

private func makeConstraint(_ reader: inout ByteReader, _ variables: [Variable])
  -> LinearConstraint?
{
  guard let shape = reader.next() else { return nil }
  var terms: [Term] = []
  for _ in 0...(shape % 3) {
    guard let v = reader.pick(variables), let c = reader.pick(coefficients) else { return nil }
    terms.append(Term(v, c))
  }
  guard let constant = number(&reader), let strength = reader.pick(strengths) else { return nil }
  let relation = Relation.allCases[(shape / 3) % 3]
  return LinearConstraint(Expression(terms, constant: constant), relation, strength: strength)
}

/// Stops the fuzzer with a message: a broken promise of the Solver.
private func finding(_ message: String) -> Never {
  fatalError("solver fuzz: \(message)")
}

private struct Snapshot: Equatable {
  var constraints: [ObjectIdentifier]
  var edits: [ObjectIdentifier]
  var values: [UInt64]
  var constants: [UInt64?]

  init(_ solver: Solver, _ variables: [Variable], _ known: [LinearConstraint]) {
    constraints = solver.constraints.map(ObjectIdentifier.init)
    edits = solver.editVariables.map(\.id)
    values = variables.map { solver.value(of: $0).bitPattern }
    constants = known.map { solver.constant(of: $0)?.bitPattern }
  }
}

/// Every required constraint the solver holds is satisfied by its values: to 1e-7 of its
/// own terms, plus round-off of the system's scale (a value near 0.03 derived from one near
/// 6e7 carries 1e-8 of error): 1e-12, per unit of coefficient, of the largest value or
/// constant held now, or given or held after an earlier call (`history`: a row that once
/// held 1.27e8 keeps its round-off when the constant moves back to 71, and a variable
/// that a holding inequality put at its bound, -2.92e14, keeps 1/16 per operation when a
/// later required equality pins it to 23/3).
private func checkRequired(
  _ solver: Solver, _ variables: [Variable], history: Double, after step: String
) {
  var scale = variables.reduce(history) { max($0, abs(solver.value(of: $1))) }
  for constraint in solver.constraints {
    scale = max(scale, abs(solver.constant(of: constraint) ?? 0))
  }
  for constraint in solver.constraints where constraint.strength.isRequired {
    guard let constant = solver.constant(of: constraint) else {
      finding("\(constraint) is listed but has no constant")
    }
    var residual = constant
    var magnitude = abs(constant)
    var coefficients = 0.0
    for term in constraint.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      residual += product
      magnitude += abs(product)
      coefficients += abs(term.coefficient)
    }
    let tolerance = 1e-7 * max(1, magnitude) + 1e-12 * coefficients * scale
    let violation: Double
    switch constraint.relation {
    case .equal: violation = abs(residual)
    case .lessThanOrEqual: violation = residual
    case .greaterThanOrEqual: violation = -residual
    }
    if !(violation <= tolerance) {
      finding("after \(step): required \(constraint) is off by \(violation)")
    }
  }
}

/// A required copy of `constraint` with the given constant.
private func requiredCopy(_ constraint: LinearConstraint, constant: Double) -> LinearConstraint {
  LinearConstraint(Expression(constraint.terms, constant: constant), constraint.relation)
}

/// The explanation of a rejected constraint (tried with `constant`), with the constraint,
/// has no solution; on its own it has one.
private func checkExplanation(_ error: SolverError, _ solver: Solver, constant: Double?) {
  guard error.code == .unsatisfiableConstraint, let rejected = error.constraint else { return }
  let others = error.conflictsWith
  let probe = Solver()
  do {
    try probe.addConstraints(
      others.map { requiredCopy($0, constant: solver.constant(of: $0) ?? $0.constant) })
  } catch {
    finding("the explanation of \(rejected) is itself infeasible: \(error)")
  }
  do {
    try probe.addConstraint(requiredCopy(rejected, constant: constant ?? rejected.constant))
    // An empty list means the constraint cannot hold on its own (the other meaning, a
    // conflict too large to explain, needs thousands of constraints).
    finding("\(rejected) does not conflict with its explanation \(others)")
  } catch {}
}

/// LAYOUT_FUZZ_TRACE=1 prints each step (to reproduce a finding).
private let traceSteps = ProcessInfo.processInfo.environment["LAYOUT_FUZZ_TRACE"] != nil

/// One call on the Solver, decoded from the input.
private enum Operation: CustomStringConvertible {
  case add(LinearConstraint)
  case addAll([LinearConstraint], skippingFailures: Bool)
  case remove(LinearConstraint)
  case edit(Variable, Strength)
  case stopEditing(Variable)
  case suggest(Variable, Double)
  case setConstant(LinearConstraint, Double)

  var description: String {
    switch self {
    case .add(let c): "add \(c)"
    case .addAll(let cs, let skipping):
      "add \(cs.map(\.description))\(skipping ? " skipping failures" : "")"
    case .remove(let c): "remove \(c)"
    case .edit(let v, let strength): "edit \(v) at \(strength)"
    case .stopEditing(let v): "stop editing \(v)"
    case .suggest(let v, let value): "suggest \(v) = \(value)"
    case .setConstant(let c, let value): "set the constant of \(c) to \(value)"
    }
  }

  /// The largest constant or value the operation gives the solver.
  var largestNumber: Double {
    switch self {
    case .add(let c): abs(c.constant)
    case .addAll(let cs, _): cs.map { abs($0.constant) }.max() ?? 0
    case .suggest(_, let value), .setConstant(_, let value): abs(value)
    case .remove, .edit, .stopEditing: 0
    }
  }

  /// The next operation, or nil when the input runs out.
  init?(_ reader: inout ByteReader, _ variables: [Variable], known: [LinearConstraint]) {
    guard let op = reader.next() else { return nil }
    switch op % 10 {
    case 0, 1, 2:
      guard let constraint = makeConstraint(&reader, variables) else { return nil }
      self = .add(constraint)
    case 3:
      guard let count = reader.next() else { return nil }
      var batch: [LinearConstraint] = []
      for _ in 0...(count % 4) {
        guard let constraint = makeConstraint(&reader, variables) else { return nil }
        batch.append(constraint)
      }
      self = .addAll(batch, skippingFailures: count & 0x80 != 0)
    case 4:
      guard !known.isEmpty, let index = reader.next() else { return nil }
      self = .remove(known[index % known.count])
    case 5:
      guard let variable = reader.pick(variables), let strength = reader.pick(strengths) else {
        return nil
      }
      self = .edit(variable, strength)
    case 6:
      guard let variable = reader.pick(variables) else { return nil }
      self = .stopEditing(variable)
    case 7, 8:
      guard let variable = reader.pick(variables), let value = number(&reader) else { return nil }
      self = .suggest(variable, value)
    default:
      guard !known.isEmpty, let index = reader.next(), let value = number(&reader) else {
        return nil
      }
      self = .setConstant(known[index % known.count], value)
    }
  }
}

/// Runs one input through the Solver.
func fuzzSolverSequence(_ bytes: [UInt8]) {
  var reader = ByteReader(bytes: bytes)
  let variables = (0..<6).map { Variable("v\($0)") }
  let solver = Solver()
  var known: [LinearConstraint] = []
  /// The largest number given or value held so far (see `checkRequired`).
  var largestGiven = 0.0

  for stepIndex in 0..<256 {
    guard let operation = Operation(&reader, variables, known: known) else { return }
    let step = "step \(stepIndex): \(operation)"
    if traceSteps { FileHandle.standardError.write(Data((step + "\n").utf8)) }
    let before = Snapshot(solver, variables, known)
    do {
      switch operation {
      case .add(let constraint):
        known.append(constraint)
        try solver.addConstraint(constraint)
      case .addAll(let batch, skippingFailures: false):
        known += batch
        try solver.addConstraints(batch)
      case .addAll(let batch, skippingFailures: true):
        known += batch
        for failure in solver.addConstraintsSkippingFailures(batch) {
          checkExplanation(failure.error, solver, constant: nil)
        }
      case .remove(let constraint): try solver.removeConstraint(constraint)
      case .edit(let variable, let strength):
        try solver.addEditVariable(variable, strength: strength)
      case .stopEditing(let variable): try solver.removeEditVariable(variable)
      case .suggest(let variable, let value): try solver.suggestValue(variable, value)
      case .setConstant(let constraint, let value):
        try solver.setConstant(of: constraint, to: value)
      }
    } catch {
      if traceSteps { FileHandle.standardError.write(Data("  threw \(error)\n".utf8)) }
      if Snapshot(solver, variables, Array(known.prefix(before.constants.count))) != before {
        finding("\(step) threw \(error) but changed the solver")
      }
      var newConstant: Double?
      if case .setConstant(_, let value) = operation { newConstant = value }
      checkExplanation(error, solver, constant: newConstant)
    }
    largestGiven = max(largestGiven, operation.largestNumber)
    checkRequired(solver, variables, history: largestGiven, after: step)
    for variable in variables { largestGiven = max(largestGiven, abs(solver.value(of: variable))) }
  }
}
