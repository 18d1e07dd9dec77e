import Layout

/// One constraint of a ``ReferenceLP``: `sum(coefficients[j] * x[j]) + constant OP 0`, required
/// when `weight` is nil, else violated at `weight` per unit.
struct ReferenceConstraint: CustomStringConvertible {
  var coefficients: [Double]
  var constant: Double
  var relation: Relation
  /// Nil: required. Otherwise the weight of one unit of violation.
  var weight: Double?

  /// The value of the expression at `values`.
  func expressionValue(at values: [Double]) -> Double {
    var sum = constant
    for j in coefficients.indices { sum += coefficients[j] * values[j] }
    return sum
  }

  /// The size of the expression's parts at `values`, for relative tolerances.
  func scale(at values: [Double]) -> Double {
    var sum = abs(constant)
    for j in coefficients.indices { sum += abs(coefficients[j] * values[j]) }
    return sum
  }

  /// How far the constraint is from holding at `values` (0 when it holds).
  func violation(at values: [Double]) -> Double {
    let e = expressionValue(at: values)
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  var description: String {
    let terms = coefficients.enumerated().filter { $0.element != 0 }
      .map { "\($0.element)*x\($0.offset)" }.joined(separator: " + ")
    let strength = weight.map { " @\($0)" } ?? " @required"
    return "\(terms.isEmpty ? "0" : terms) + \(constant) \(relation.rawValue) 0\(strength)"
  }
}

/// An independent, naive, dense linear-programming oracle for the solver's problem.
///
/// It minimises `sum over soft constraints of weight * violation` subject to every required
/// constraint, with a textbook two-phase dense tableau simplex and Bland's rule. Free
/// variables are split `x = p - m`; a soft equality gets two error columns, a soft
/// inequality one. It shares no code with the package's sparse tableau.
struct ReferenceLP {
  let variableCount: Int
  let constraints: [ReferenceConstraint]

  /// An optimal point of the problem.
  struct Solution {
    var values: [Double]
    var objective: Double
    /// Standard-form columns that must stay 0 on the optimal face (positive reduced cost).
    fileprivate var fixedAtZero: [Bool]
  }

  init(variableCount: Int, constraints: [ReferenceConstraint]) {
    self.variableCount = variableCount
    self.constraints = constraints
  }

  /// The weighted violation of the soft constraints at `values`.
  static func objective(of values: [Double], _ constraints: [ReferenceConstraint]) -> Double {
    constraints.reduce(0) { sum, c in
      guard let w = c.weight else { return sum }
      return sum + w * c.violation(at: values)
    }
  }

  /// How far a computed objective may be from `optimum`: 1e-6 relative, plus the round-off
  /// of each soft constraint's violation (1e-9 of its parts) times its weight, since a weight
  /// of 10⁸ turns a last-bit error in a value into a visible objective.
  static func objectiveTolerance(
    _ optimum: Double, _ values: [Double], _ constraints: [ReferenceConstraint]
  ) -> Double {
    constraints.reduce(1e-6 * max(1, abs(optimum))) { sum, c in
      guard let w = c.weight else { return sum }
      return sum + w * 1e-9 * max(1, c.scale(at: values))
    }
  }

  /// The largest violation of a required constraint at `values`, relative to the larger of 1
  /// and the size of the constraint's parts.
  static func maxRequiredViolation(of values: [Double], _ constraints: [ReferenceConstraint])
    -> Double
  {
    constraints.reduce(0) { worst, c in
      guard c.weight == nil else { return worst }
      return max(worst, c.violation(at: values) / max(1, c.scale(at: values)))
    }
  }

  /// Whether the required constraints can all hold.
  var isFeasible: Bool { solve() != nil }

  /// An optimal solution, or nil when the required constraints cannot all hold.
  func solve() -> Solution? {
    let form = standardForm()
    guard case .optimal(let y, let value, let reduced) = form.minimize(cost: form.cost) else {
      return nil
    }
    let tolerance = 1e-9 * max(1, form.cost.map(abs).max() ?? 1)
    return Solution(
      values: form.variables(y), objective: value,
      fixedAtZero: reduced.map { $0 > tolerance })
  }

  /// For each variable, its value if every optimal solution gives it the same value (within
  /// `tolerance` relative), else nil.
  func uniqueValues(of solution: Solution, tolerance: Double = 1e-6) -> [Double?] {
    let form = standardForm()
    return (0..<variableCount).map { j in
      var cost = [Double](repeating: 0, count: form.columns)
      cost[2 * j] = 1
      cost[2 * j + 1] = -1
      guard case .optimal(let yMin, _, _) = form.minimize(cost: cost, fixed: solution.fixedAtZero)
      else { return nil }
      cost[2 * j] = -1
      cost[2 * j + 1] = 1
      guard case .optimal(let yMax, _, _) = form.minimize(cost: cost, fixed: solution.fixedAtZero)
      else { return nil }
      let low = form.variables(yMin)[j]
      let high = form.variables(yMax)[j]
      return high - low <= tolerance * max(1, abs(low), abs(high)) ? solution.values[j] : nil
    }
  }

  private func standardForm() -> StandardForm {
    var form = StandardForm(rows: constraints.count, variableCount: variableCount)
    for (i, c) in constraints.enumerated() {
      for j in 0..<variableCount {
        let a = j < c.coefficients.count ? c.coefficients[j] : 0
        form.set(i, 2 * j, a)
        form.set(i, 2 * j + 1, -a)
      }
      form.b[i] = -c.constant
      switch (c.relation, c.weight) {
      case (.equal, nil):
        break
      case (.lessThanOrEqual, nil):
        form.set(i, form.addColumn(cost: 0), 1)
      case (.greaterThanOrEqual, nil):
        form.set(i, form.addColumn(cost: 0), -1)
      case (.equal, let w?):
        form.set(i, form.addColumn(cost: w), -1)
        form.set(i, form.addColumn(cost: w), 1)
      case (.lessThanOrEqual, let w?):
        form.set(i, form.addColumn(cost: w), -1)
        form.set(i, form.addColumn(cost: 0), 1)
      case (.greaterThanOrEqual, let w?):
        form.set(i, form.addColumn(cost: w), 1)
        form.set(i, form.addColumn(cost: 0), -1)
      }
    }
    return form
  }
}

/// `A y = b, y >= 0` with a dense row-major `A`.
private struct StandardForm {
  let rows: Int
  let variableCount: Int
  private(set) var columns: Int
  private var a: [[Double]]
  var b: [Double]
  private(set) var cost: [Double]

  enum Outcome {
    case infeasible
    case unbounded
    case optimal(y: [Double], value: Double, reducedCosts: [Double])
  }

  init(rows: Int, variableCount: Int) {
    self.rows = rows
    self.variableCount = variableCount
    self.columns = 2 * variableCount
    a = Array(repeating: Array(repeating: 0, count: 2 * variableCount), count: rows)
    b = Array(repeating: 0, count: rows)
    cost = Array(repeating: 0, count: 2 * variableCount)
  }

  mutating func set(_ i: Int, _ k: Int, _ value: Double) { a[i][k] = value }

  mutating func addColumn(cost c: Double) -> Int {
    for i in 0..<rows { a[i].append(0) }
    cost.append(c)
    columns += 1
    return columns - 1
  }

  /// The user variables `x[j] = y[2j] - y[2j + 1]`.
  func variables(_ y: [Double]) -> [Double] {
    (0..<variableCount).map { y[2 * $0] - y[2 * $0 + 1] }
  }

  /// Minimises `cost · y` over `A y = b, y >= 0` with the columns in `fixed` held at 0:
  /// two-phase simplex on a dense tableau, Bland's rule (lowest index enters; ties in the
  /// ratio test leave by lowest basic index), so it cannot cycle.
  func minimize(cost: [Double], fixed: [Bool]? = nil) -> Outcome {
    let n = columns
    let m = rows
    let width = n + m + 1  // columns, artificials, right-hand side
    let rhs = n + m
    var t = [Double](repeating: 0, count: m * width)
    var basis = [Int](repeating: 0, count: m)
    var rowAlive = [Bool](repeating: true, count: m)
    let bScale = max(1, b.map(abs).max() ?? 1)
    for i in 0..<m {
      let sign: Double = b[i] < 0 ? -1 : 1
      for k in 0..<n { t[i * width + k] = sign * a[i][k] }
      t[i * width + n + i] = 1
      t[i * width + rhs] = sign * b[i]
      basis[i] = n + i
    }
    var allowed = [Bool](repeating: true, count: n + m)
    if let fixed { for k in 0..<n where fixed[k] { allowed[k] = false } }

    func pivot(_ r: Int, _ k: Int) {
      let p = t[r * width + k]
      for c in 0..<width { t[r * width + c] /= p }
      for i in 0..<m where i != r && rowAlive[i] {
        let f = t[i * width + k]
        if f == 0 { continue }
        for c in 0..<width { t[i * width + c] -= f * t[r * width + c] }
        t[i * width + k] = 0
      }
      basis[r] = k
    }

    /// Runs the simplex for `phaseCost` (indexed over all n + m columns); false if unbounded.
    func run(_ phaseCost: [Double]) -> Bool {
      let costTolerance = 1e-9 * max(1, phaseCost.map(abs).max() ?? 1)
      for _ in 0..<100_000 {
        var entering = -1
        var isBasic = [Bool](repeating: false, count: n + m)
        for i in 0..<m where rowAlive[i] { isBasic[basis[i]] = true }
        for k in 0..<(n + m) where allowed[k] && !isBasic[k] {
          var d = phaseCost[k]
          for i in 0..<m where rowAlive[i] { d -= phaseCost[basis[i]] * t[i * width + k] }
          if d < -costTolerance {
            entering = k
            break
          }
        }
        if entering < 0 { return true }
        var leave = -1
        var best = Double.infinity
        for i in 0..<m where rowAlive[i] {
          let coefficient = t[i * width + entering]
          guard coefficient > 1e-9 else { continue }
          let ratio = t[i * width + rhs] / coefficient
          if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leave]) {
            best = ratio
            leave = i
          }
        }
        if leave < 0 { return false }
        pivot(leave, entering)
      }
      preconditionFailure("reference simplex did not terminate")
    }

    // Phase one: minimise the artificials.
    var phaseOne = [Double](repeating: 0, count: n + m)
    for i in 0..<m { phaseOne[n + i] = 1 }
    _ = run(phaseOne)
    var infeasibility = 0.0
    for i in 0..<m where basis[i] >= n { infeasibility += t[i * width + rhs] }
    if infeasibility > 1e-7 * bScale { return .infeasible }
    // Drive the artificials out of the basis; a row where none can leave is redundant.
    for i in 0..<m where basis[i] >= n {
      if let k = (0..<n).first(where: { allowed[$0] && abs(t[i * width + $0]) > 1e-9 }) {
        pivot(i, k)
      } else {
        rowAlive[i] = false
      }
    }
    for k in n..<(n + m) { allowed[k] = false }
    // Phase two.
    let phaseTwo = cost + [Double](repeating: 0, count: m)
    guard run(phaseTwo) else { return .unbounded }
    var y = [Double](repeating: 0, count: n)
    for i in 0..<m where rowAlive[i] && basis[i] < n { y[basis[i]] = t[i * width + rhs] }
    var reduced = [Double](repeating: 0, count: n)
    for k in 0..<n {
      var d = cost[k]
      for i in 0..<m where rowAlive[i] { d -= phaseTwo[basis[i]] * t[i * width + k] }
      reduced[k] = d
    }
    let value = zip(cost, y).reduce(0) { $0 + $1.0 * $1.1 }
    return .optimal(y: y, value: value, reducedCosts: reduced)
  }
}
