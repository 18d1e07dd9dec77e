// Choosing the subject of a row being added: the symbol the new row is solved for, so
// that the tableau stays in solved form (and, where it can, feasible without an artificial
// phase).
extension Tableau {
  /// The non-basic user variable of the row being built that the fewest definition rows
  /// name (ties: lowest id; cancelled terms left out) among those whose coefficient is
  /// within ``Tableau/pivotThreshold`` of the row's largest, or -1: the subject a definition
  /// row takes. With none named (a fresh variable), nothing the row names can depend on it.
  func externalSubject() -> Int32 {
    // The fewest named (ties: lowest id), and the row's largest user-variable coefficient.
    var best: Int32 = -1
    var bestCount = Int32.max
    var bestCoefficient = 0.0
    var largest = 0.0
    for i in buildSymbols.indices where buildCoefficients[i] != 0 {
      let s = buildSymbols[i]
      guard kind[Int(s)] == .external else { continue }
      let a = abs(buildCoefficients[i])
      largest = max(largest, a)
      guard basicRow[Int(s)] < 0 else { continue }
      let n = refCount[Int(s)]
      if n < bestCount || (n == bestCount && s < best) {
        best = s
        bestCount = n
        bestCoefficient = a
      }
    }
    // Threshold pivoting: a subject whose coefficient is far below the row's largest would
    // divide the row by it, multiplying every other coefficient and the round-off they carry
    // (0.001 beside 998 makes a row of 998,000s). Among the candidates within
    // ``pivotThreshold`` of the largest, the same rule; if there is none, the first choice.
    let threshold = Tableau.pivotThreshold * largest
    guard best >= 0, bestCoefficient < threshold else { return best }
    var eligible: Int32 = -1
    bestCount = Int32.max
    for i in buildSymbols.indices where abs(buildCoefficients[i]) >= threshold {
      let s = buildSymbols[i]
      guard kind[Int(s)] == .external && basicRow[Int(s)] < 0 else { continue }
      let n = refCount[Int(s)]
      if n < bestCount || (n == bestCount && s < eligible) {
        eligible = s
        bestCount = n
      }
    }
    return eligible >= 0 ? eligible : best
  }

  /// Whether the row being built can define its subject as written although the subject
  /// is named by other definitions: when everything it names sits below everything that
  /// names the subject in the definition order, nothing it names can depend on the subject,
  /// and the subject's order goes between. Else it is expanded.
  func fitsBetweenDefinitions(_ subject: Int32) -> Bool {
    guard subject >= 0, let (named, naming) = definitionOrderRange(of: subject) else {
      return false
    }
    let middle = (named + naming) / 2
    return named < middle && middle < naming
  }

  /// For a non-basic `subject` of the row being built: the highest definition order among
  /// the basic external symbols the row names (-infinity if none) and the lowest among the
  /// definitions that name the subject; nil if a substituted row would have to name it.
  func definitionOrderRange(of subject: Int32) -> (Double, Double)? {
    var named = -Double.infinity
    for i in buildSymbols.indices where buildCoefficients[i] != 0 {
      let s = Int(buildSymbols[i])
      guard basicRow[s] >= 0 else { continue }
      guard kind[s] == .external else { return nil }
      named = max(named, definitionOrder[s])
    }
    var naming = Double.infinity
    for entry in references(of: subject) {
      let basic = rowBasic[Int(entry.row)]
      guard basic >= 0, kind[Int(basic)] == .external else { return nil }
      naming = min(naming, definitionOrder[Int(basic)])
    }
    return (named, naming)
  }

  /// The subject of the row being built: the non-basic external symbol that the fewest
  /// definition rows name (ties: lowest id); else the marker or the other error if its
  /// coefficient is negative (then the row stays feasible); else -1.
  func chooseSubject(_ tag: ConstraintTag) -> Int32 {
    let external = externalSubject()
    if external >= 0 { return external }
    for i in buildSymbols.indices {
      let s = buildSymbols[i]
      let k = kind[Int(s)]
      if (s == tag.marker || s == tag.other) && (k == .slack || k == .error)
        && buildCoefficients[i] < 0
      {
        return s
      }
    }
    return -1
  }

  /// A slack or error of the built row (coefficient < 0, constant >= 0) that can become its
  /// subject while every restricted row stays feasible: the one phase-one pivot that would
  /// otherwise take an artificial symbol, a transaction and two extra rows, checked
  /// directly. Candidates in the fewest rows first; gives up (-1) after scanning
  /// `subjectScanLimit` column entries, and the artificial phase decides.
  func feasibleRestrictedSubject(constant: Double) -> Int32 {
    var best: Int32 = -1
    var bestCount = Int32.max
    var budget = Tableau.subjectScanLimit
    for i in buildSymbols.indices {
      let s = buildSymbols[i]
      let a = buildCoefficients[i]
      let k = kind[Int(s)]
      guard (k == .slack || k == .error) && a < -Tableau.epsilon else { continue }
      let n = colCount[Int(s)]
      guard n < bestCount || (n == bestCount && s < best), Int(n) <= budget else { continue }
      budget -= Int(n)
      // The symbol's value once basic; every row it occurs in moves by coefficient * value.
      let value = constant / -a
      var feasible = true
      for entry in column(of: s) {
        let r = Int(entry.row)
        let basic = rowBasic[r]
        guard basic >= 0 && isRestricted(basic) else { continue }
        let c = coefficient(at: entry)
        if rowConstant[r] + c * value < -Tableau.epsilon {
          feasible = false
          break
        }
      }
      if feasible {
        best = s
        bestCount = n
      }
    }
    return best
  }

  /// For an unmarked required equality whose row was expanded (every term basic): a slack
  /// or error of the built row that only the definition row of one of its terms `x` names
  /// (no substituted row holds it), where no definition names x, no constraint owns x's
  /// row, and x's coefficient in the equality is at least ``pivotThreshold`` of its
  /// largest (x's new row divides by it). Solved for that marker, the equality becomes x's
  /// definition (`reRoot`). The first such term's, in the equality's order; in an add that
  /// does not defer repairs, only a negative coefficient (the marker, in no other row,
  /// starts at its row's constant over it: feasible).
  ///
  /// - Returns: the marker, x, and x's coefficient in the equality as written; nil if none.
  func reRootSubject(_ terms: some TermRun, deferred: Bool)
    -> (marker: Int32, x: Int32, coefficient: Double)?
  {
    guard terms.count <= Tableau.reRootTermLimit else { return nil }
    mergeTerms(terms)
    guard mergedSymbols.count > 1 else { return nil }
    let largest = mergedCoefficients.reduce(0) { max($0, abs($1)) }
    for (i, x) in mergedSymbols.enumerated() {
      let b = mergedCoefficients[i]
      guard abs(b) >= Tableau.pivotThreshold * largest, b != 0, kind[Int(x)] == .external,
        refCount[Int(x)] == 0
      else { continue }
      let t = Int(basicRow[Int(x)])
      guard t >= 0, rowDefines[t] != 0, rowOwner[t] < 0 else { continue }
      for cell in cells(ofRow: Int32(t)) {
        let m = cell.symbol
        let kind = kind[Int(m)]
        guard (kind == .slack || kind == .error) && colCount[Int(m)] == 0 && refCount[Int(m)] == 1
        else { continue }
        guard let p = buildSymbols.firstIndex(of: m) else { continue }
        let a = buildCoefficients[p]
        if deferred ? abs(a) > Tableau.epsilon : a < -Tableau.epsilon {
          return (m, x, b)
        }
      }
    }
    return nil
  }

  /// Merges `terms` per symbol into ``mergedSymbols`` and ``mergedCoefficients`` (every
  /// variable registered; pairwise, for the few terms of a constraint).
  func mergeTerms(_ terms: some TermRun) {
    mergedSymbols.removeAll(keepingCapacity: true)
    mergedCoefficients.removeAll(keepingCapacity: true)
    for term in terms {
      let s = term.registeredSymbol(in: self)
      if let i = mergedSymbols.firstIndex(of: s) {
        mergedCoefficients[i] += term.coefficient
      } else {
        mergedSymbols.append(s)
        mergedCoefficients.append(term.coefficient)
      }
    }
  }

  /// A deferred add's subject (``defersRepairs``): the slack or error of the built row in
  /// the fewest rows (ties: lowest id), whatever its sign. Its row may start infeasible;
  /// being in few rows, it moves few others.
  func cheapestRestrictedSubject() -> Int32 {
    var best: Int32 = -1
    var bestCount = Int32.max
    for i in buildSymbols.indices {
      let s = buildSymbols[i]
      let k = kind[Int(s)]
      guard (k == .slack || k == .error) && abs(buildCoefficients[i]) > Tableau.epsilon else {
        continue
      }
      let n = colCount[Int(s)]
      if n < bestCount || (n == bestCount && s < best) {
        best = s
        bestCount = n
      }
    }
    return best
  }
}
