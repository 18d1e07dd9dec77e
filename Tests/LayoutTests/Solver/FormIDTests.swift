import Testing

@testable import Layout
@testable import LayoutSolver

/// The layout engine's way in: linear forms added without a constraint object each, held by
/// dense ids that survive the rebuilds that pack the solver's records, freed and reused
/// after removal; the objects a message names are made from the forms, once.
@Suite struct FormIDTests {
  let x = Variable("x")
  let y = Variable("y")

  /// Adds a batch as the engine does, none marked.
  private func add(_ solver: Solver, _ forms: FormBatch)
    -> (ids: [Int32], failures: [(index: Int, error: SolverError)])
  {
    var forms = forms
    return solver.addFormsSkippingFailures(&forms, marked: { _ in false })
  }

  /// The constraints' forms as one batch, as the engine writes them.
  private func batch(_ solver: Solver, _ constraints: LinearConstraint...) -> FormBatch {
    var forms = FormBatch(for: solver)
    for c in constraints {
      for term in c.terms { forms.add(term.variable, term.coefficient) }
      forms.close(constant: c.constant, relation: c.relation, strength: c.strength)
    }
    return forms
  }

  @Test func formsGetDenseIDsThatAreReusedAfterRemoval() throws {
    let solver = Solver()
    let (ids, failures) = add(solver, batch(solver, x == 10, y == x + 5, y <= 100))
    #expect(failures.isEmpty)
    #expect(ids == [0, 1, 2])
    #expect(solver.value(of: y).isClose(to: 15))
    #expect(solver.constant(ofID: 1) == -5)
    #expect(try solver.removeConstraints(ids: [1]) == 1)
    #expect(!solver.holds(id: 1))
    #expect(solver.form(ofID: 1) == nil)
    // The next form takes the freed id.
    let next = add(solver, batch(solver, y == x + 7))
    #expect(next.ids == [1])
    #expect(solver.value(of: y).isClose(to: 17))
    #expect(solver.form(ofID: 1)?.constant == -7)
    // Nothing made an object for a form: the solver lists its records' forms as they are.
    #expect(solver.heldForms.map(\.constant) == [-10, -100, -7])
  }

  @Test func anIDSurvivesTheRebuildThatPacksTheRecords() throws {
    let solver = Solver()
    // `2x == 20` is implied by `x == 10`: it holds no row, so removing anything rebuilds,
    // and the rebuild packs the records (the first one's slot goes).
    let (ids, _) = add(solver, batch(solver, x >= 0, x == 10, 2 * x == 20, y == x + 1))
    #expect(ids == [0, 1, 2, 3])
    try solver.removeConstraints(ids: [0])
    #expect(solver.form(ofID: 2)?.terms.first?.coefficient == 2)
    #expect(solver.constant(ofID: 3) == -1)
    let moved = solver.setConstantsSkippingFailures(ofIDs: [(3, -4)])
    #expect(moved.isEmpty)
    #expect(solver.value(of: y).isClose(to: 14))
    // The implied equality still holds x where the removed one put it.
    try solver.removeConstraints(ids: [1])
    #expect(solver.value(of: x).isClose(to: 10))
    try solver.removeConstraints(ids: [2])
    #expect(solver.value(of: x).isClose(to: 0))
    #expect(solver.heldForms.count == 1)
  }

  @Test func aRejectedFormIsNamedAndWhatItConflictsWithMapsBackToItsID() throws {
    let solver = Solver()
    let (ids, _) = add(solver, batch(solver, x == 10, y == 3))
    let first = add(solver, batch(solver, x == 20))
    #expect(first.ids == [-1])
    let error = try #require(first.failures.first?.error)
    #expect(error.code == .unsatisfiableConstraint)
    #expect(error.constraint?.description == "x == 20")
    let conflict = try #require(error.conflictsWith.first)
    #expect(error.conflictsWith.count == 1)
    #expect(solver.id(of: conflict) == ids[0])
    #expect(solver.hasConstraint(conflict))
    // A second message names the held form by the same object.
    let second = add(solver, batch(solver, x == 30))
    #expect(second.failures.first?.error.conflictsWith.first === conflict)
    // An object not made for a form has no id.
    let own = y >= 0
    try solver.addConstraint(own)
    #expect(solver.id(of: own) == nil)
  }

  @Test func removingByIDPassesOverIDsNotHeld() throws {
    let solver = Solver()
    let (ids, _) = add(solver, batch(solver, x == 1))
    #expect(try solver.removeConstraints(ids: [99, ids[0], ids[0], -1]) == 1)
    #expect(solver.heldForms.isEmpty)
    #expect(solver.setConstantsSkippingFailures(ofIDs: [(ids[0], 5)]).map(\.index) == [0])
  }
}

extension FormIDTests {
  /// A form written term by term merges a variable given twice; terms that cancel are
  /// dropped when it is closed, and the next form starts clean.
  @Test func aBatchDropsTermsThatCancel() throws {
    let solver = Solver()
    var forms = FormBatch(for: solver)
    forms.add(x, 1)
    forms.add(y, 2)
    forms.add(x, -1)
    forms.close(constant: -4, relation: .equal, strength: .required)
    forms.add(x, 1)
    forms.close(constant: -3, relation: .equal, strength: .required)
    #expect(forms.terms(of: forms.runs[0]).map(\.coefficient) == [2])
    #expect(forms.variableTerms(of: forms.runs[1]).map(\.variable.name) == ["x"])
    #expect(add(solver, forms).failures.isEmpty)
    #expect(solver.value(of: y) == 2)
    #expect(solver.value(of: x) == 3)
  }

  /// The terms of every record are runs of one pool; once most of it belongs to records let
  /// go, it is packed, and the records held keep their terms.
  @Test func thePoolIsPackedWhenMostOfItIsDead() throws {
    let solver = Solver()
    let variables = (0..<5_000).map { Variable("v\($0)") }
    var forms = FormBatch(for: solver)
    for (i, v) in variables.enumerated() {
      forms.add(v, 1)
      forms.close(constant: -Double(i), relation: .equal, strength: .required)
    }
    let (ids, failures) = add(solver, forms)
    #expect(failures.isEmpty)
    #expect(solver.termPool.count == 5_000)
    try solver.removeConstraints(ids: Array(ids[..<4_000]))
    #expect(solver.termPool.count == 1_000)
    for i in [4_000, 4_321, 4_999] {
      #expect(solver.form(ofID: ids[i])?.terms.first?.variable === variables[i])
      #expect(solver.value(of: variables[i]) == Double(i))
    }
    #expect(solver.value(of: variables[10]) == 0)
    // A form added after packing goes after the runs kept.
    let more = add(solver, batch(solver, variables[0] == 7))
    #expect(solver.form(ofID: more.ids[0])?.terms.first?.variable === variables[0])
    #expect(solver.value(of: variables[0]) == 7)
  }

  /// A record holds its constraint object by a place in the solver's list of them, so that
  /// records are plain values: the place is let go with the record (the solver keeps no
  /// removed constraint alive) and taken by the next; a batch that fails keeps none of its
  /// objects; a form's object, made when something names it, is kept in one place.
  @Test func constraintObjectsAreKeptByPlaceAndLetGoWithTheirRecords() throws {
    let solver = Solver()
    weak var gone: LinearConstraint?
    do {
      let c = x == 3
      gone = c
      try solver.addConstraint(c)
      #expect(gone != nil)
      try solver.removeConstraint(c)
    }
    #expect(gone == nil)
    for i in 0..<100 {
      let c = y == Double(i)
      try solver.addConstraint(c)
      try solver.removeConstraint(c)
    }
    #expect(solver.handles.count == 1)
    let kept = x == 1
    try solver.addConstraint(kept)
    #expect(throws: SolverError.self) { try solver.addConstraints([y == 2, x == 5]) }
    #expect(solver.handles.compactMap { $0 }.count == 1)
    let (ids, _) = add(solver, batch(solver, y == x + 5))
    let named = solver.constraints
    #expect(named.count == 2 && named[0] === kept)
    #expect(zip(named, solver.constraints).allSatisfy { $0 === $1 })
    #expect(solver.handles.compactMap { $0 }.count == 2)
    try solver.removeConstraints(ids: ids)
    #expect(solver.handles.compactMap { $0 }.count == 1)
    #expect(solver.value(of: x) == 1)
  }

  /// A record per constraint held, copied a few times by each add: its fields are ordered to
  /// pack (its terms are a run of the solver's pool, its flags share one word).
  @Test func aRecordPacksIntoSeventyTwoBytes() {
    #expect(MemoryLayout<Solver.Record>.stride == 72)
    #expect(MemoryLayout<Solver.Record?>.stride == 72)
  }
}
