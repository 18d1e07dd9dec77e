extension Solver {
  /// Above this many related required constraints, a conflict is reported without the
  /// explaining set: building the explanation tableau costs up to quadratic time in them.
  static let explanationLimit = 5000

  /// A small set of the required constraints held that, together with `constraint`, cannot
  /// hold: read off the failing row of a tableau that keeps kiwi's marker columns, then
  /// reduced to an irreducible set by dropping each member that is not needed.
  /// `constant` is the constant the constraint was to hold; if the constraint is itself
  /// held (its constant is being changed), its record (in slot `excluded`) is left out.
  func explainConflict(_ constraint: ConstraintForm, constant: Double, excluding excluded: Int)
    -> [LinearConstraint]
  {
    let related = relatedRequiredSlots(constraint).filter { $0 != excluded }
    guard related.count <= Solver.explanationLimit else { return [] }
    let tableau = Tableau(explaining: true)
    var owner: [Int32: Int] = [:]
    var added: [(ConstraintForm, Double)] = []
    for (index, slot) in related.enumerated() {
      let (c, held) = heldForm(inSlot: slot)
      guard let tag = try? Solver.add(c, constant: held, to: tableau, checkedWith: added)
      else { continue }
      added.append((c, held))
      if tag.marker >= 0 { owner[tag.marker] = index }
    }
    var members: [Int] = []
    do {
      _ = try Solver.add(constraint, constant: constant, to: tableau, checkedWith: added)
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
        let held = trial.map { heldForm(inSlot: related[$0]) }
        if !Solver.isFeasible(held + [(constraint, constant)]) {
          members = trial
        } else {
          i += 1
        }
      }
    }
    return members.map { handle(ofSlot: related[$0]) }
  }

  /// The form of the record in `slot` and the constant it holds.
  func heldForm(inSlot slot: Int) -> (ConstraintForm, Double) {
    let record = self.record(inSlot: slot)
    return (form(of: record), record.heldConstant)
  }

  /// The slots of the required constraints held that share a variable with `constraint`,
  /// directly or through other required constraints, in the order they were added.
  func relatedRequiredSlots(_ constraint: ConstraintForm) -> [Int] {
    let required = records.indices.filter { records[$0]?.strength.isRequired == true }
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, slot) in required.enumerated() {
      for term in termPool[record(inSlot: slot).terms] {
        byVariable[variableTable[term.id].id, default: []].append(index)
      }
    }
    var seenVariables = Set(constraint.terms.map { $0.variable.id })
    var queue = Array(seenVariables)
    var chosen = Set<Int>()
    while let v = queue.popLast() {
      for index in byVariable[v] ?? [] where chosen.insert(index).inserted {
        for term in termPool[record(inSlot: required[index]).terms]
        where seenVariables.insert(variableTable[term.id].id).inserted {
          queue.append(variableTable[term.id].id)
        }
      }
    }
    return chosen.sorted().map { required[$0] }
  }

  /// Whether required constraints can all hold together.
  static func isFeasible(_ constraints: [LinearConstraint]) -> Bool {
    isFeasible(constraints.map { ($0.form, $0.constant) })
  }

  /// Whether required constraints, each with the constant given, can all hold together.
  static func isFeasible(_ constraints: [(ConstraintForm, Double)]) -> Bool {
    let tableau = Tableau()
    for (k, (c, constant)) in constraints.enumerated() {
      do throws(Unsatisfiable) {
        _ = try add(
          c, constant: constant, strength: .required, to: tableau,
          checkedWith: constraints[..<k])
      } catch {
        return false
      }
    }
    return true
  }

  /// Adds a constraint to a tableau of the solver's own (an explanation's, a feasibility
  /// test's) as ``insert(_:slot:)`` adds one to the solver's: a rejection the rows make by
  /// their round-off bound stands only if the constraint and those added before it
  /// (`added`) cannot hold together within round-off (``holdNear(_:_:at:)``).
  static func add<C: Collection<(ConstraintForm, Double)>>(
    _ constraint: ConstraintForm, constant: Double, strength: Strength? = nil,
    to tableau: Tableau, checkedWith added: C
  ) throws(Unsatisfiable) -> ConstraintTag {
    func add(acceptingRoundOff: Bool) throws(Unsatisfiable) -> ConstraintTag {
      try tableau.add(
        terms: constraint.terms, constant: constant, relation: constraint.relation,
        strength: strength ?? constraint.strength, acceptingRoundOff: acceptingRoundOff)
    }
    do {
      return try add(acceptingRoundOff: false)
    } catch {
      guard error.judgedByRoundOff,
        holdNear(Array(added) + [(constraint, constant)], tableau, at: error.point)
      else { throw error }
      return try add(acceptingRoundOff: true)
    }
  }

  /// Whether a required constraint the rows reject can hold within round-off: whether it,
  /// and the required constraints held, hold as written at the point the rows judged at
  /// (`point`; nil: the tableau's values) within ``Tableau/witnessTolerance`` of their
  /// terms, or within the round-off carried from the largest number the system holds
  /// (`Tableau.carriedRoundOff`); or else, it and the held ones that share a variable with
  /// it (directly or through others) at a point of their own (``holdNear(_:_:at:)``).
  /// A held constraint's own record (in slot `excluded`; -1 for none) is left out.
  func holdsWithinRoundOff(
    _ constraint: ConstraintForm, constant: Double, at point: [Double]?, excluding excluded: Int
  ) -> Bool {
    let scale = tableau.largestMagnitude(at: point)
    guard
      !tableau.holdsWithinRoundOff(
        constraint.terms, constant: constant, relation: constraint.relation, at: point,
        systemScale: scale)
        || !heldRequiredConstraintsHold(at: point, except: excluded, systemScale: scale)
    else { return true }
    let related = relatedRequiredSlots(constraint).filter { $0 != excluded }
    return Solver.holdNear(
      [(constraint, constant)] + related.map(heldForm(inSlot:)),
      tableau, at: point, knownNotToHold: true)
  }

  /// Whether every required constraint held (but the one in slot `excluded`) holds at
  /// `point` within round-off: one pass over the records, cheaper than finding the related
  /// ones.
  private func heldRequiredConstraintsHold(
    at point: [Double]?, except excluded: Int, systemScale: Double
  ) -> Bool {
    for (slot, record) in records.enumerated() {
      guard let record, record.strength.isRequired, slot != excluded else { continue }
      let holds = withTerms(of: record) { terms in
        tableau.holdsWithinRoundOff(
          terms, constant: record.heldConstant, relation: record.relation, at: point,
          systemScale: systemScale)
      }
      guard holds else { return false }
    }
    return true
  }

  /// Whether required constraints, each with the constant given, can hold together within
  /// round-off (``Tableau/witnessTolerance`` of each one's terms): at the point given (nil:
  /// the tableau's values), or else at a point of the constraints relaxed by half that,
  /// found in a tableau of their own. The second finds the point where the first point's
  /// round-off lies in one constraint that another, far larger, could absorb: with `v3`
  /// determined through `0.25·v0 − 0.001·v3 + 1898764.45 == 0` and `v0` near −7.6e6, `v3`
  /// carries 2e-7 of round-off (an ulp of 1.9e6 over 0.001), and a constraint fixing
  /// `v3 == 8` misses by that at the first point although moving the large constraint's
  /// constant by an ulp makes both hold.
  static func holdNear(
    _ constraints: [(ConstraintForm, Double)], _ tableau: Tableau, at point: [Double]?,
    knownNotToHold: Bool = false
  ) -> Bool {
    if !knownNotToHold && allHold(constraints, at: tableau, point) { return true }
    if holdAfterNudges(constraints, from: { tableau.value(of: $0, at: point) }) { return true }
    if holdAfterRepairs(constraints, from: { tableau.value(of: $0, at: point) }) { return true }
    let relaxed = Tableau()
    for (c, constant) in constraints {
      let magnitude = tableau.residual(c.terms, constant: constant, at: point).magnitude
      let width = Tableau.witnessTolerance / 2 * magnitude
      do throws(Unsatisfiable) {
        if c.relation != .greaterThanOrEqual {
          _ = try relaxed.add(
            terms: c.terms, constant: constant - width, relation: .lessThanOrEqual,
            strength: .required)
        }
        if c.relation != .lessThanOrEqual {
          _ = try relaxed.add(
            terms: c.terms, constant: constant + width, relation: .greaterThanOrEqual,
            strength: .required)
        }
      } catch {
        return false
      }
    }
    return allHold(constraints, at: relaxed, nil)
      || holdAfterNudges(constraints, from: { relaxed.value(of: $0, at: nil) })
  }

  /// Whether the constraints hold within round-off at a point reached from `start` by moving
  /// one variable at a time: for each constraint that misses, a variable of it (the one with
  /// the largest coefficient first) moved just enough that it holds, kept only if every
  /// constraint naming that variable still holds. A point computed through rows of huge
  /// numbers carries their absolute round-off into small values (v0 at 31.2499997 where
  /// `v0 >= 31.25`, derived through constants of 4.6e9); set directly, the value is exact,
  /// and the huge constraints it moves barely notice. One pass, at most one move per
  /// constraint; gives up beyond ``explanationLimit`` constraints.
  static func holdAfterNudges(
    _ constraints: [(ConstraintForm, Double)], from start: (Variable) -> Double
  ) -> Bool {
    guard constraints.count <= explanationLimit else { return false }
    var point = TrialPoint(constraints, from: start)
    var i = 0
    while i < constraints.count {
      if point.holds(i) {
        i += 1
        continue
      }
      let sum = point.residual(i).sum
      let terms = constraints[i].0.terms.sorted { abs($0.coefficient) > abs($1.coefficient) }
      var moved = false
      for term in terms where term.coefficient != 0 {
        let id = term.variable.id
        let old = point.values[id] ?? 0
        point.values[id] = old - sum / term.coefficient
        if point.naming[id, default: []].allSatisfy({ point.holds($0) }) {
          moved = true
          break
        }
        point.values[id] = old
      }
      // Those before i held and still do (the move kept every one naming the variable).
      guard moved else { return false }
      i += 1
    }
    return true
  }

  /// Whether the constraints hold within round-off at a point reached from `start` by
  /// moves that may break another constraint, each then repaired in turn: a constraint that
  /// misses moves its variable of largest coefficient not yet moved just enough that it
  /// holds, and every constraint naming that variable that it broke waits its turn. A value
  /// known only to round-off (v4 through `998·v0`, v0 through `0.001·v0` beside 6.5e9:
  /// about 1) moves by 0.003 so that `1000·v4 + 4·v1 >= 64` holds, which moves `4·v3 −
  /// 0.001·v4 − 2·v1 == 368` by 3e-6, beyond 1e-10 of its terms; v3 then moves by 7.5e-7,
  /// and the huge rows naming it barely notice. Each variable moves at most once; gives
  /// up beyond ``explanationLimit`` constraints.
  static func holdAfterRepairs(
    _ constraints: [(ConstraintForm, Double)], from start: (Variable) -> Double
  ) -> Bool {
    guard constraints.count <= explanationLimit else { return false }
    var point = TrialPoint(constraints, from: start)
    var moved: Set<ObjectIdentifier> = []
    var waiting = constraints.indices.filter { !point.holds($0) }
    while !waiting.isEmpty {
      let i = waiting.removeFirst()
      guard !point.holds(i) else { continue }
      let sum = point.residual(i).sum
      let terms = constraints[i].0.terms.sorted { abs($0.coefficient) > abs($1.coefficient) }
      guard
        let term = terms.first(where: { $0.coefficient != 0 && !moved.contains($0.variable.id) })
      else { return false }
      let id = term.variable.id
      let naming = point.naming[id, default: []]
      let before = naming.map { point.holds($0) }
      point.values[id] = (point.values[id] ?? 0) - sum / term.coefficient
      moved.insert(id)
      for (k, j) in naming.enumerated() where before[k] && !point.holds(j) {
        waiting.append(j)
      }
    }
    return constraints.indices.allSatisfy { point.holds($0) }
  }

  /// Whether required constraints, each with the constant given, hold at a point (nil: the
  /// tableau's values) within round-off.
  static func allHold(
    _ constraints: [(ConstraintForm, Double)], at tableau: Tableau, _ point: [Double]?
  ) -> Bool {
    constraints.allSatisfy { c, constant in
      tableau.holdsWithinRoundOff(c.terms, constant: constant, relation: c.relation, at: point)
    }
  }
}

/// Values for the variables of some constraints, to try whether they hold there within
/// round-off (``Tableau/witnessTolerance`` of each one's terms) and to move them one
/// variable at a time (``Solver/holdAfterNudges(_:from:)``,
/// ``Solver/holdAfterRepairs(_:from:)``).
struct TrialPoint {
  let constraints: [(ConstraintForm, Double)]
  /// Each variable's value, starting where `start` put it.
  var values: [ObjectIdentifier: Double] = [:]
  /// The constraints naming each variable, by index.
  var naming: [ObjectIdentifier: [Int]] = [:]

  init(_ constraints: [(ConstraintForm, Double)], from start: (Variable) -> Double) {
    self.constraints = constraints
    for (i, (c, _)) in constraints.enumerated() {
      for term in c.terms where values[term.variable.id] == nil {
        values[term.variable.id] = start(term.variable)
      }
      for term in c.terms { naming[term.variable.id, default: []].append(i) }
    }
  }

  /// Constraint `i`'s `terms + constant` here, and the round-off it may carry.
  func residual(_ i: Int) -> (sum: Double, tolerance: Double) {
    let (c, constant) = constraints[i]
    var sum = constant
    var magnitude = abs(constant)
    for term in c.terms {
      let product = term.coefficient * (values[term.variable.id] ?? 0)
      sum += product
      magnitude += abs(product)
    }
    return (sum, max(Tableau.epsilon, Tableau.witnessTolerance * magnitude))
  }

  /// Whether constraint `i` holds here within its round-off.
  func holds(_ i: Int) -> Bool {
    let (sum, tolerance) = residual(i)
    switch constraints[i].0.relation {
    case .equal: return abs(sum) <= tolerance
    case .lessThanOrEqual: return sum <= tolerance
    case .greaterThanOrEqual: return sum >= -tolerance
    }
  }
}
