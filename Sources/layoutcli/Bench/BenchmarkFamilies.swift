import Foundation
import Layout

/// The benchmark families of `gen_systems.py` (``names``), ported exactly: same constraints in
/// the same order, same terms, constants, strengths, edit variables and suggestion steps, so
/// `kiwi_bench.py` and `layoutcli system` agree on the checksums.
enum BenchmarkFamilies {
  /// The family names, in the order the benchmark runs them.
  static let names = ["chain", "grid", "tree", "toasts", "stack"]

  /// The number of suggestion steps of every family.
  static let stepCount = 20

  /// The system `family-n`, or nil for an unknown family.
  static func system(_ family: String, n: Int) -> ConstraintSystem? {
    switch family {
    case "chain": return chain(n)
    case "grid": return grid(n)
    case "tree": return tree(n)
    case "toasts": return toasts(n)
    case "stack": return stack(n)
    default: return nil
    }
  }

  /// `steps(lo, hi)`: a resize sweep down and back up, with a wobble, rounded to 3 decimals.
  static func steps(_ lo: Double, _ hi: Double, count: Int = stepCount) -> [Double] {
    (0..<count).map { s in
      let t = Double(s) / Double(count - 1)
      let tri = abs(1.0 - 2.0 * t)
      let wob = 0.03 * sin(3.0 * Double(s))
      return PythonRound.round3(lo + (hi - lo) * min(1.0, max(0.0, tri + wob)))
    }
  }

  // MARK: Families

  static func chain(_ n: Int) -> ConstraintSystem {
    var s = Builder(name: "chain-\(n)")
    let w = "win"
    s.eq(left(w), [], 0)
    s.eq(top(w), [], 0)
    s.eq(height(w), [], 64)
    let views = (0..<n).map { "v\($0)" }
    for (i, v) in views.enumerated() {
      if i == 0 {
        s.eq(left(v), left(w), 8)
      } else {
        s.eq(left(v), right(views[i - 1]), 8)
        s.eq(width(v), width(views[0]))
      }
      s.eq(height(v), [], 44)
      s.eq(top(v), top(w), 10)
    }
    if let last = views.last { s.eq(right(last), right(w), -8) }
    s.system.edits.append(.init(variable: w + ".width", strength: .strong))
    for vw in steps(20.0, 80.0) {
      let value = PythonRound.round3(Double(n) * (vw + 8.0) + 8.0)
      s.system.suggestions.append([.init(variable: w + ".width", value: value)])
    }
    return s.system
  }

  static func grid(_ n: Int) -> ConstraintSystem {
    let k = max(1, Int(Double(n).squareRoot().rounded(.toNearestOrEven)))
    var s = Builder(name: "grid-\(n)")
    let w = "win"
    s.eq(left(w), [], 0)
    s.eq(top(w), [], 0)
    func cell(_ r: Int, _ c: Int) -> String { "c\(r)_\(c)" }
    for r in 0..<k {
      for c in 0..<k {
        let v = cell(r, c)
        if r == 0 {
          if c == 0 {
            s.eq(left(v), left(w), 8)
          } else {
            s.eq(left(v), right(cell(0, c - 1)), 8)
            s.eq(width(v), width(cell(0, 0)))
          }
        } else {
          s.eq(left(v), left(cell(0, c)))
          s.eq(width(v), width(cell(0, c)))
        }
        if c == 0 {
          if r == 0 {
            s.eq(top(v), top(w), 8)
          } else {
            s.eq(top(v), bottom(cell(r - 1, 0)), 8)
            s.eq(height(v), height(cell(0, 0)))
          }
        } else {
          s.eq(top(v), top(cell(r, 0)))
          s.eq(height(v), height(cell(r, 0)))
        }
      }
    }
    s.eq(right(cell(0, k - 1)), right(w), -8)
    s.eq(bottom(cell(k - 1, 0)), bottom(w), -8)
    s.system.edits.append(.init(variable: w + ".width", strength: .strong))
    s.system.edits.append(.init(variable: w + ".height", strength: .strong))
    let tall = PythonRound.round3(Double(k) * (30.0 + 8.0) + 8.0)
    for vw in steps(20.0, 80.0) {
      s.system.suggestions.append([
        .init(variable: w + ".width", value: PythonRound.round3(Double(k) * (vw + 8.0) + 8.0)),
        .init(variable: w + ".height", value: tall),
      ])
    }
    return s.system
  }

  private static let treeMultipliers = [0.89, 0.86, 0.83, 0.80]

  static func tree(_ n: Int) -> ConstraintSystem {
    var s = Builder(name: "tree-\(n)")
    func name(_ i: Int) -> String { i == 0 ? "win" : "v\(i)" }
    s.eq(left("win"), [], 0)
    s.eq(top("win"), [], 0)
    for i in stride(from: 1, through: n, by: 1) {
      let v = name(i)
      let p = name((i - 1) / 4)
      let j = (i - 1) % 4
      let m = treeMultipliers[j]
      let leaf = 4 * i + 1 > n
      s.ge(left(v), left(p), 4)
      s.ge(top(v), top(p), 4)
      s.le(right(v), right(p), -4)
      s.le(bottom(v), bottom(p), -4)
      s.eq(width(v), width(p, m))
      if leaf {
        s.eq(height(v), [], 24 + 4 * j, .weak)
      } else {
        s.eq(height(v), height(p, m))
      }
      s.eq(width(v), [], 60 + 10 * j, .weak)
      switch j {
      case 0:
        s.eq(left(v), left(p), 4, .weak)
        s.eq(top(v), top(p), 4, .weak)
      case 1:
        s.eq(right(v), right(p), -4, .weak)
        s.eq(top(v), top(p), 4, .weak)
      case 2:
        s.eq(centerX(v), centerX(p), 0, .medium)
        s.eq(centerY(v), centerY(p), 0, .medium)
      default:
        s.eq(centerX(v), centerX(p), 0, .weak)
        s.eq(bottom(v), bottom(p), -4, .weak)
      }
    }
    s.system.edits.append(.init(variable: "win.width", strength: .strong))
    s.system.edits.append(.init(variable: "win.height", strength: .strong))
    for value in steps(480.0, 1440.0) {
      s.system.suggestions.append([
        .init(variable: "win.width", value: value), .init(variable: "win.height", value: 900.0),
      ])
    }
    return s.system
  }

  static func toasts(_ n: Int) -> ConstraintSystem {
    let q = max(1, n / 4)
    var s = Builder(name: "toasts-\(n)")
    let w = "win"
    s.eq(left(w), [], 0)
    s.eq(top(w), [], 0)
    s.eq(height(w), [], 800)
    for i in 0..<q {
      let sc = "s\(i)"
      let b = "b\(i)"
      let l = "l\(i)"
      let iw = 40.0 + Double((i * 37) % 200)
      let ih = 17.0 + 4.0 * Double(i % 3)
      s.eq(left(sc), left(w))
      s.eq(top(sc), top(w))
      s.eq(width(sc), width(w))
      s.eq(height(sc), height(w))
      s.eq(centerX(b), centerX(sc))
      s.eq(width(b), width(l, 1.5))
      s.eq(height(b), height(l, 2.0))
      s.eq(bottom(b), bottom(sc), -200)
      s.ge(left(b), left(sc), 16)
      s.le(right(b), right(sc), -16)
      s.eq(centerX(l), centerX(b))
      s.eq(centerY(l), centerY(b))
      s.eq(width(l), [], iw, .medium)
      s.ge(width(l), [], iw, .required)
      s.le(width(l), [], iw, .weak)
      s.eq(height(l), [], ih, .medium)
      s.ge(height(l), [], ih, .required)
      s.le(height(l), [], ih, .weak)
    }
    s.system.edits.append(.init(variable: w + ".width", strength: .strong))
    for value in steps(320.0, 1024.0) {
      s.system.suggestions.append([.init(variable: w + ".width", value: value)])
    }
    return s.system
  }

  /// A column of self-sized rows, as a vertical stack view generates them: each row's
  /// height held at its intrinsic height by compression resistance (strong) and hugging
  /// (medium), each row's top 8 below the previous row's bottom, the window sized by the
  /// last row.
  static func stack(_ n: Int) -> ConstraintSystem {
    var s = Builder(name: "stack-\(n)")
    let w = "win"
    s.eq(left(w), [], 0)
    s.eq(top(w), [], 0)
    let rows = (0..<n).map { "r\($0)" }
    for (i, r) in rows.enumerated() {
      let c = 30.0 + Double((i * 7) % 40)
      s.eq(left(r), left(w), 8)
      s.eq(width(r), width(w), -16)
      if i == 0 {
        s.eq(top(r), top(w), 8)
      } else {
        s.eq(top(r), bottom(rows[i - 1]), 8)
      }
      s.ge(height(r), [], c, .strong)
      s.le(height(r), [], c, .medium)
    }
    if let last = rows.last { s.eq(height(w), bottom(last), 8) }
    s.system.edits.append(.init(variable: w + ".width", strength: .strong))
    for value in steps(320.0, 1024.0) {
      s.system.suggestions.append([.init(variable: w + ".width", value: value)])
    }
    return s.system
  }

  // MARK: Anchors

  private typealias Terms = [ConstraintSystem.Term]

  private static func left(_ v: String) -> Terms { [.init(coefficient: 1, variable: v + ".left")] }
  private static func top(_ v: String) -> Terms { [.init(coefficient: 1, variable: v + ".top")] }
  private static func width(_ v: String, _ m: Double = 1) -> Terms {
    [.init(coefficient: m, variable: v + ".width")]
  }
  private static func height(_ v: String, _ m: Double = 1) -> Terms {
    [.init(coefficient: m, variable: v + ".height")]
  }
  private static func right(_ v: String) -> Terms { left(v) + width(v) }
  private static func bottom(_ v: String) -> Terms { top(v) + height(v) }
  private static func centerX(_ v: String) -> Terms { left(v) + width(v, 0.5) }
  private static func centerY(_ v: String) -> Terms { top(v) + height(v, 0.5) }

  /// Appends constraints the way `gen_systems.py`'s `System` helpers do:
  /// `lhs OP rhs + k` becomes `lhs - rhs - k OP 0`. An omitted `k` is Python's `0.0`, whose
  /// negation is `-0.0`; an integer `k` (Python int) negates to `+0.0`.
  private struct Builder {
    var system: ConstraintSystem

    init(name: String) {
      system = ConstraintSystem(name: name)
    }

    mutating func add(
      _ lhs: Terms, _ rhs: Terms, _ constant: Double, _ relation: Relation,
      _ strength: Strength
    ) {
      var terms = lhs
      terms.reserveCapacity(lhs.count + rhs.count)
      for t in rhs { terms.append(.init(coefficient: -t.coefficient, variable: t.variable)) }
      system.constraints.append(
        .init(terms: terms, constant: constant, relation: relation, strength: strength))
    }

    mutating func eq(_ lhs: Terms, _ rhs: Terms, _ k: Double = 0, _ strength: Strength = .required)
    {
      add(lhs, rhs, -k, .equal, strength)
    }

    /// Python's `-k` of an int `k` is `0`, not `-0.0`: an integer offset keeps that.
    mutating func eq(_ lhs: Terms, _ rhs: Terms, _ k: Int, _ strength: Strength = .required) {
      add(lhs, rhs, Double(-k), .equal, strength)
    }

    mutating func ge(_ lhs: Terms, _ rhs: Terms, _ k: Double = 0, _ strength: Strength = .required)
    {
      add(lhs, rhs, -k, .greaterThanOrEqual, strength)
    }

    mutating func ge(_ lhs: Terms, _ rhs: Terms, _ k: Int, _ strength: Strength = .required) {
      add(lhs, rhs, Double(-k), .greaterThanOrEqual, strength)
    }

    mutating func le(_ lhs: Terms, _ rhs: Terms, _ k: Double = 0, _ strength: Strength = .required)
    {
      add(lhs, rhs, -k, .lessThanOrEqual, strength)
    }

    mutating func le(_ lhs: Terms, _ rhs: Terms, _ k: Int, _ strength: Strength = .required) {
      add(lhs, rhs, Double(-k), .lessThanOrEqual, strength)
    }
  }
}
