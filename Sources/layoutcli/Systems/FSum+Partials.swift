extension FSum {
  /// The exactly rounded sum by Shewchuk's partials, a port of CPython's `math.fsum`: the
  /// running sum is a list of non-overlapping partials, so no rounding happens until the
  /// final step, which rounds half-even exactly as CPython does. If a value is NaN or
  /// infinite, or a partial overflows, returns the plain IEEE sum (Python raises or returns
  /// inf/nan there).
  ///
  /// ``sum(_:)`` uses it only where a partial could overflow; the tests keep it as the
  /// oracle that ``sum(_:)`` must match bit for bit.
  static func partialsSum<S: Sequence>(_ values: S) -> Double where S.Element == Double {
    var partials: [Double] = []
    var plain = 0.0
    for value in values {
      plain += value
      guard value.isFinite else { continue }
      var x = value
      var i = 0
      for j in partials.indices {
        var y = partials[j]
        if abs(x) < abs(y) { swap(&x, &y) }
        let hi = x + y
        let lo = y - (hi - x)
        if lo != 0 {
          partials[i] = lo
          i += 1
        }
        x = hi
      }
      partials.removeSubrange(i...)
      partials.append(x)
    }
    guard plain.isFinite, partials.allSatisfy(\.isFinite) else { return plain }
    return roundPartials(partials)
  }

  /// Adds the partials from the top, with CPython's half-even correction.
  private static func roundPartials(_ partials: [Double]) -> Double {
    var n = partials.count
    guard n > 0 else { return 0 }
    n -= 1
    var hi = partials[n]
    var lo = 0.0
    while n > 0 {
      let x = hi
      n -= 1
      let y = partials[n]
      hi = x + y
      let yr = hi - x
      lo = y - yr
      if lo != 0 { break }
    }
    if n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0)) {
      let y = lo * 2
      let x = hi + y
      let yr = x - hi
      if y == yr { hi = x }
    }
    return hi
  }
}
