extension Solver {
  /// Above this many related required constraints, a conflict is reported without the
  /// explaining set: building the explanation tableau costs up to quadratic time in them.
  static let explanationLimit = 5000

  /// A small set of the required constraints held that, together with `constraint`, cannot
  /// hold: read off the failing row of a tableau that keeps kiwi's marker columns, then
  /// reduced to an irreducible set by dropping each member that is not needed.
  /// `constant` is the constant the constraint was to hold; if the constraint is itself
  /// held (its constant is being changed), its held copy is left out.
  func explainConflict(_ constraint: LinearConstraint, constant: Double) -> [LinearConstraint] {
    let related = relatedRequiredConstraints(constraint).filter { $0 !== constraint }
    guard related.count <= Solver.explanationLimit else { return [] }
    let tableau = Tableau(explaining: true)
    var owner: [Int32: Int] = [:]
    for (index, c) in related.enumerated() {
      guard
        let tag = try? tableau.add(
          terms: c.terms, constant: constantHeld(c), relation: c.relation, strength: c.strength)
      else { continue }
      if tag.marker >= 0 { owner[tag.marker] = index }
    }
    var members: [Int] = []
    do {
      _ = try tableau.add(
        terms: constraint.terms, constant: constant, relation: constraint.relation,
        strength: constraint.strength)
      // Round-off disagreed with the fast tableau: fall back to everything related.
      members = Array(related.indices)
    } catch {
      members = Set(error.markers.compactMap { owner[$0] }).sorted()
    }
    if members.count <= 64 {
      var i = 0
      while i < members.count {
        var trial = members
        trial.remove(at: i)
        let held = trial.map { (related[$0], constantHeld(related[$0])) }
        if !Solver.isFeasible(held + [(constraint, constant)]) {
          members = trial
        } else {
          i += 1
        }
      }
    }
    return members.map { related[$0] }
  }

  /// The constraint's constant as held (an edit holds its suggested value; a constraint
  /// whose constant was changed, the new one).
  private func constantHeld(_ c: LinearConstraint) -> Double {
    guard let slot = slot(of: c), let record = records[slot] else { return c.constant }
    return record.heldConstant
  }

  /// The required constraints held that share a variable with `constraint`, directly or
  /// through other required constraints, in the order they were added.
  private func relatedRequiredConstraints(_ constraint: LinearConstraint) -> [LinearConstraint] {
    let required = records.compactMap { $0?.constraint }.filter { $0.strength.isRequired }
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, c) in required.enumerated() {
      for term in c.terms { byVariable[term.variable.id, default: []].append(index) }
    }
    var seenVariables = Set(constraint.terms.map { $0.variable.id })
    var queue = Array(seenVariables)
    var chosen = Set<Int>()
    while let v = queue.popLast() {
      for index in byVariable[v] ?? [] where chosen.insert(index).inserted {
        for term in required[index].terms where seenVariables.insert(term.variable.id).inserted {
          queue.append(term.variable.id)
        }
      }
    }
    return chosen.sorted().map { required[$0] }
  }

  /// Whether required constraints can all hold together.
  static func isFeasible(_ constraints: [LinearConstraint]) -> Bool {
    isFeasible(constraints.map { ($0, $0.constant) })
  }

  /// Whether required constraints, each with the constant given, can all hold together.
  static func isFeasible(_ constraints: [(LinearConstraint, Double)]) -> Bool {
    let tableau = Tableau()
    for (c, constant) in constraints {
      do {
        _ = try tableau.add(
          terms: c.terms, constant: constant, relation: c.relation, strength: .required)
      } catch {
        return false
      }
    }
    return true
  }
}
