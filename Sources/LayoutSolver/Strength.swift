/// How strongly the solver tries to satisfy a constraint.
///
/// Strengths follow kiwi's model: one number per constraint, `required` at or above
/// 1,001,001,000, and the named levels `strong` (10⁶), `medium` (10³) and `weak` (1). A
/// required constraint must hold; the solver minimises the sum of every other constraint's
/// violation times its strength.
///
/// Auto Layout priorities map onto this scale with ``init(priority:)``.
public struct Strength: Comparable, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// The weight of one unit of violation.
  public var value: Double

  /// A strength of the given weight; values at or above ``required`` are required.
  public init(_ value: Double) {
    self.value = value
  }

  /// A constraint that must hold: 1,001,001,000 (kiwi's `strength::required`).
  public static let required = Strength(1_001_001_000)
  /// 1,000,000.
  public static let strong = Strength(1_000_000)
  /// 1,000.
  public static let medium = Strength(1_000)
  /// 1.
  public static let weak = Strength(1)

  /// kiwi's composite strength: `a·10⁶ + b·10³ + c`, each part times `weight` and clipped to
  /// 0...1000.
  public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
    func clip(_ x: Double) -> Double { min(max(x, 0), 1000) }
    return Strength(clip(a * weight) * 1_000_000 + clip(b * weight) * 1000 + clip(c * weight))
  }

  /// The strength of an Auto Layout priority.
  ///
  /// Priority 1000 is ``required``. A priority `p` below 1000 maps to `1000^((p - 250) / 250)`:
  /// 250 (`defaultLow`) is ``weak`` (1), 500 is ``medium`` (10³), 750 (`defaultHigh`) is
  /// ``strong`` (10⁶), 999 is about 9.8·10⁸ and 50 (`fittingSizeLevel`) about 0.004. Each
  /// step of 250 multiplies the weight by 1000, so one point of violation at 750 outweighs
  /// up to 999 points at 500, and priorities keep their order. Priorities are clamped to
  /// 1...1000.
  public init(priority: Double) {
    let p = min(max(priority, 1), 1000)
    if p >= 1000 {
      self = .required
    } else {
      self.init(pow1000((p - 250) / 250))
    }
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { value >= Strength.required.value }

  /// `required`, `strong`, `medium`, `weak`, or the number.
  public var description: String {
    switch value {
    case _ where isRequired: return "required"
    case Strength.strong.value: return "strong"
    case Strength.medium.value: return "medium"
    case Strength.weak.value: return "weak"
    default: return NumberFormat.string(value)
    }
  }

  /// Orders strengths by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

/// `1000^x` for the priority mapping, exact at the integer exponents.
private func pow1000(_ x: Double) -> Double {
  // floor without libm: truncate, then step down for negative fractions.
  var n = Int(x)
  if Double(n) > x { n -= 1 }
  let whole = Double(n)
  var result = 1.0
  while n > 0 {
    result *= 1000
    n -= 1
  }
  while n < 0 {
    result /= 1000
    n += 1
  }
  let fraction = x - whole
  if fraction == 0 { return result }
  // 1000^f = e^(f·ln 1000), via the standard library's exp (no Foundation in the solver).
  return result * exponential(fraction * 6.907_755_278_982_137)
}

/// e^x for |x| < 7, by squaring a short Taylor series; exact enough for a weight.
private func exponential(_ x: Double) -> Double {
  var y = x / 1024
  var sum = 1.0
  var term = 1.0
  for k in 1...12 {
    term *= y / Double(k)
    sum += term
  }
  y = sum
  for _ in 0..<10 { y *= y }
  return y
}
