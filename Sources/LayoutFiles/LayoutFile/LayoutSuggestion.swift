/// "Did you mean" suggestions: the closest valid name to a misspelt one.
package enum LayoutSuggestion {
  /// The valid name closest to `name`: the smallest case-insensitive edit distance (a swap
  /// of neighbours counting one, ``distance(_:_:limit:)``) up to 2, the first in
  /// `candidates` on a tie; else the shortest candidate that starts with `name` (3
  /// characters or more) or that `name` starts with; nil when none is close.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(lowered, Array(candidate.lowercased()), limit: 2)
      if d <= 2, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    if let best { return best.name }
    let key = name.lowercased()
    guard !key.isEmpty else { return nil }
    let prefixed = candidates.filter {
      let other = $0.lowercased()
      return (key.count >= 3 && other.hasPrefix(key)) || key.hasPrefix(other)
    }
    return prefixed.min { $0.count < $1.count }
  }

  /// ` (did you mean 'centerX'?)`, or the empty string when nothing is close.
  package static func didYouMean(_ name: String, among candidates: [String]) -> String {
    closest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The edit distance with adjacent transpositions (optimal string alignment: an
  /// insertion, a deletion, a substitution or a swap of two neighbours each cost 1, so
  /// `centre` is 1 from `center` and 2 from `centerX`), or `limit + 1` as soon as it is
  /// known to exceed `limit`.
  package static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    guard !a.isEmpty else { return b.count }
    // Three rows: two back (for a swap), the previous, the current.
    var twoBack = Array(0...b.count)
    var previous = twoBack
    var current = twoBack
    var previousMinimum = 0
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d = min(d, twoBack[j - 2] + 1)
        }
        current[j] = d
        rowMinimum = min(rowMinimum, d)
      }
      // A swap reaches back two rows, so two rows over the limit put the result over it.
      if rowMinimum > limit, previousMinimum > limit { return limit + 1 }
      previousMinimum = rowMinimum
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}
