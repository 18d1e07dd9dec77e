import Layout

/// A constraint over a ``RandomSystem``'s variables by index, turned into a solver
/// ``LinearConstraint`` or a ``ReferenceConstraint``.
struct ConstraintSpec: CustomStringConvertible {
  var coefficients: [Double]
  var constant: Double
  var relation: Relation
  var strength: Strength

  /// A new solver constraint over `variables` (a new object each call).
  func make(_ variables: [Variable]) -> LinearConstraint {
    let terms = coefficients.indices.filter { coefficients[$0] != 0 }
      .map { Term(variables[$0], coefficients[$0]) }
    return LinearConstraint(Expression(terms, constant: constant), relation, strength: strength)
  }

  var reference: ReferenceConstraint {
    ReferenceConstraint(
      coefficients: coefficients, constant: constant, relation: relation,
      weight: strength.isRequired ? nil : strength.value)
  }

  var description: String {
    let terms = coefficients.indices.filter { coefficients[$0] != 0 }
      .map { "\(coefficients[$0])*x\($0)" }.joined(separator: " + ")
    return "\(terms.isEmpty ? "0" : terms) + \(constant) \(relation.rawValue) 0 (\(strength))"
  }
}

/// A small random constraint system with edit variables and suggestion steps.
struct RandomSystem: CustomStringConvertible {
  let seed: UInt64
  var variableCount: Int
  var constraints: [ConstraintSpec]
  /// Edit variables by index, with their strengths (never required).
  var edits: [(index: Int, strength: Strength)]
  /// Successive `suggestValues` calls: (edit variable index, value).
  var steps: [[(index: Int, value: Double)]]

  var description: String {
    var lines = ["seed \(seed): \(variableCount) variables"]
    lines += constraints.map { "  \($0)" }
    lines += edits.map { "  edit x\($0.index) (\($0.strength))" }
    lines += steps.map { "  suggest \($0.map { "x\($0.index)=\($0.value)" })" }
    return lines.joined(separator: "\n")
  }

  /// Fresh variables for one solver run.
  func makeVariables() -> [Variable] {
    (0..<variableCount).map { Variable("x\($0)") }
  }
}

/// The draws every seeded generator of these tests makes from its ``SplitMix64``.
protocol SeededDraws {
  var rng: SplitMix64 { get set }
}

extension SeededDraws {
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }
}

/// Builds random small systems from a seed.
struct SystemGenerator: SeededDraws {
  var rng: SplitMix64

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  /// A coefficient: small integer, sometimes an exact fraction.
  mutating func coefficient() -> Double {
    chance(0.2) ? pick([0.5, -0.5, 1.5, -1.5, 0.25, 2.5, -0.75]) : Double(int(-3...3))
  }

  mutating func strength() -> Strength {
    switch int(0...9) {
    case 0...3: return .required
    case 4: return .strong
    case 5: return .medium
    case 6: return .weak
    case 7: return Strength(pick([2.0, 7.5, 40, 250, 5000, 60_000]))
    case 8: return Strength(priority: pick([300.0, 500, 600, 750, 900]))
    default: return Strength(pick([0.5, 3.0, 1e5]))
    }
  }

  mutating func editStrength() -> Strength {
    pick([.strong, .medium, .weak, Strength(20), Strength(priority: 700)])
  }

  /// A random constraint over `n` variables; with a witness, required ones hold at it.
  mutating func constraint(variables n: Int, witness: [Double]?) -> ConstraintSpec {
    var coefficients = [Double](repeating: 0, count: n)
    let used = int(1...min(n, 3))
    for _ in 0..<used { coefficients[int(0...n - 1)] = coefficient() }
    if chance(0.03) { coefficients = [Double](repeating: 0, count: n) }
    let relation = pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
    let strength = strength()
    var constant = Double(int(-50...50))
    if let witness, strength.isRequired || chance(0.5) {
      let at = zip(coefficients, witness).reduce(0) { $0 + $1.0 * $1.1 }
      let margin = relation == .equal ? 0 : Double(int(0...10))
      switch relation {
      case .equal: constant = -at
      case .lessThanOrEqual: constant = -at - margin
      case .greaterThanOrEqual: constant = -at + margin
      }
    }
    return ConstraintSpec(
      coefficients: coefficients, constant: constant, relation: relation, strength: strength)
  }

  /// A system of 2–8 variables and 1–14 constraints; most are built around a hidden point
  /// so the required part is usually feasible, some have random constants and conflict; some
  /// repeat or combine earlier equalities (redundant rows).
  mutating func system(seed: UInt64, witnessChance: Double = 0.75) -> RandomSystem {
    let n = int(2...8)
    let witness: [Double]? =
      chance(witnessChance) ? (0..<n).map { _ in Double(int(-20...20)) } : nil
    var constraints: [ConstraintSpec] = []
    for _ in 0..<int(1...14) {
      let equalities = constraints.filter { $0.relation == .equal && $0.strength.isRequired }
      if !equalities.isEmpty && chance(0.1) {
        // A redundant required equality: a copy or a combination of earlier ones.
        let first = pick(equalities)
        let second = pick(equalities)
        let k = Double(int(-2...2))
        constraints.append(
          ConstraintSpec(
            coefficients: zip(first.coefficients, second.coefficients).map { $0 + k * $1 },
            constant: first.constant + k * second.constant, relation: .equal,
            strength: .required))
      } else {
        constraints.append(constraint(variables: n, witness: witness))
      }
    }
    var edits: [(index: Int, strength: Strength)] = []
    var steps: [[(index: Int, value: Double)]] = []
    if chance(0.6) {
      let indices = Array(0..<n).shuffled(using: &rng).prefix(int(1...min(3, n)))
      edits = indices.map { ($0, editStrength()) }
      for _ in 0..<int(1...4) {
        let chosen = edits.filter { _ in chance(0.7) }
        steps.append(chosen.map { ($0.index, Double(int(-100...100))) })
      }
    }
    return RandomSystem(
      seed: seed, variableCount: n, constraints: constraints, edits: edits, steps: steps)
  }

  /// The system for a seed.
  /// `witnessChance` is how often the required constraints share a solution; lower it for
  /// more conflicts.
  static func system(seed: UInt64, witnessChance: Double = 0.75) -> RandomSystem {
    var generator = SystemGenerator(seed: seed)
    return generator.system(seed: seed, witnessChance: witnessChance)
  }
}
