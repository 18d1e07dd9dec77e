/// "Did you mean" suggestions: the closest valid name to a misspelt one.
package enum LayoutSuggestion {
  /// The valid name closest to `name`: the smallest case-insensitive Levenshtein distance up
  /// to 2 (the first in `candidates` on a tie), else the shortest candidate that starts with
  /// `name` (3 characters or more) or that `name` starts with; nil when none is close.
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

  /// The Levenshtein distance, or `limit + 1` as soon as it is known to exceed `limit`.
  package static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...max(a.count, 1) where !a.isEmpty {
      current[0] = i
      var rowMinimum = current[0]
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
