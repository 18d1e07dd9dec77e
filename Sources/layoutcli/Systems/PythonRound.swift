/// Python's `round(x, 3)` for doubles, bit for bit.
///
/// CPython rounds the exact binary value of `x` to 3 decimals (ties to even, on the exact
/// value) and reads the decimal back correctly rounded. Here the exact `x * 1000` is
/// `p + e` (the product and its error from a fused multiply-add); the integer `k` nearest
/// to it is found by comparing exactly, and `k / 1000` is the correctly rounded quotient of
/// two exact integers, which is the double nearest to the decimal `k/1000`.
enum PythonRound {
  /// `round(x, 3)` as Python computes it, for |x| < 10¹² (where `x * 1000` keeps a
  /// fraction); larger and non-finite values come back unchanged, which can differ from
  /// Python in the last bits for 10¹² <= |x| < 10¹⁶.
  static func round3(_ x: Double) -> Double {
    guard x.isFinite, abs(x) < 1e12 else { return x }
    let p = x * 1000
    let e = (-p).addingProduct(x, 1000)  // exact: x * 1000 == p + e
    var floor = p.rounded(.down)
    if floor == p && e < 0 { floor -= 1 }
    // The fraction (p - floor) + e, exactly: p - floor is exact and a multiple of ulp(p),
    // so only a tie at 0.5 depends on e.
    let fraction = p - floor
    let k: Double
    if fraction > 0.5 || (fraction == 0.5 && e > 0) {
      k = floor + 1
    } else if fraction < 0.5 || (fraction == 0.5 && e < 0) {
      k = floor
    } else {
      k = floor.truncatingRemainder(dividingBy: 2) == 0 ? floor : floor + 1
    }
    let result = k / 1000
    return result == 0 ? 0 * x.sign.multiplier : result
  }
}

extension FloatingPointSign {
  /// `1` or `-1`, to carry the sign of a zero result (Python's `round(-0.0001, 3)` is `-0.0`).
  fileprivate var multiplier: Double { self == .minus ? -1 : 1 }
}
