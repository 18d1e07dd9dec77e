import Testing

@testable import Layout
@testable import LayoutSolver

/// `setConstant(of:to:)`: moving a held constraint's constant, incrementally where it has
/// a marker, and all or nothing.
@Suite struct SetConstantTests {
  let x = Variable("x")
  let y = Variable("y")
  let v = Variable("v")
  let w = Variable("w")

  @Test func movingAnInequalityMovesWhatItBinds() throws {
    let gap = x + 10 <= y
    let solver = Solver()
    try solver.addConstraints([x >= 0, y == 100, gap, (x == 1000).strength(.weak)])
    #expect(solver.value(of: x).isClose(to: 90))
    try solver.setConstant(of: gap, to: 24)
    #expect(solver.value(of: x).isClose(to: 76))
    #expect(solver.constant(of: gap) == 24)
    #expect(gap.constant == 10)
    try solver.setConstant(of: gap, to: -5)
    #expect(solver.value(of: x).isClose(to: 105))
  }

  @Test func aRequiredEqualityMovesWithoutAMarker() throws {
    let double = w == 2 * v
    let solver = Solver()
    try solver.addConstraints([double, v == 60])
    #expect(solver.value(of: w).isClose(to: 120))
    // w - 2v + 10 == 0: w = 2v - 10. Its row is w's definition as written: it moves, and
    // no marker is made.
    try solver.setConstant(of: double, to: 10)
    #expect(solver.value(of: w).isClose(to: 110))
    #expect(solver.statistics.symbols == 2)
    try solver.setConstant(of: double, to: -30)
    #expect(solver.value(of: w).isClose(to: 150))
    // It is still removable (by a rebuild: it has no marker).
    try solver.removeConstraint(double)
    #expect(!solver.hasConstraint(double))
    #expect(solver.value(of: v).isClose(to: 60))
    // Nothing holds w any more: it is free again, and a new constraint places it.
    try solver.addConstraint(w == v + 1)
    #expect(solver.value(of: w).isClose(to: 61))
  }

  @Test func aSoftEqualityMovesItsTarget() throws {
    let pull = (x == 5).strength(.weak)
    let solver = Solver()
    try solver.addConstraints([pull, x <= 100])
    try solver.setConstant(of: pull, to: -70)
    #expect(solver.value(of: x).isClose(to: 70))
    try solver.setConstant(of: pull, to: -170)
    #expect(solver.value(of: x).isClose(to: 100))
  }

  @Test func aConstantThatCannotHoldIsRejectedAndChangesNothing() throws {
    let low = x >= 5
    let high = x <= 10
    let solver = Solver()
    try solver.addConstraints([low, high, (x == 7).strength(.weak)])
    let before = solver.value(of: x)
    do {
      try solver.setConstant(of: low, to: -20)  // x >= 20
      Issue.record("x >= 20 was accepted with x <= 10")
    } catch {
      #expect(
        error.description
          == "unsatisfiable constraint: constant -20 for 'x >= 5' conflicts with 'x <= 10'")
    }
    #expect(solver.value(of: x).bitPattern == before.bitPattern)
    #expect(solver.constant(of: low) == -5)
    // The solver goes on as if nothing happened.
    try solver.setConstant(of: low, to: -8)
    #expect(solver.value(of: x).isClose(to: 8))
  }

  /// A constraint whose terms cancel holds only at the constant 0: another constant can
  /// never hold, and the message says so (not that too many constraints are connected).
  @Test func aConstantATautologyCannotTakeIsSaidToNeverHold() throws {
    let tautology = LinearConstraint(x - x, .equal)
    let solver = Solver()
    try solver.addConstraint(tautology)
    do {
      try solver.setConstant(of: tautology, to: 5)
      Issue.record("0 == 5 was accepted")
    } catch {
      #expect(error.neverHolds)
      #expect(error.value == 5)
      #expect(
        error.description == "unsatisfiable constraint: constant 5 for '0 == 0' can never hold")
    }
    #expect(solver.constant(of: tautology) == 0)
  }

  @Test func aRedundantEqualityThatWouldContradictIsRejected() throws {
    let implied = w == 120
    let solver = Solver()
    try solver.addConstraints([w == 2 * v, v == 60, implied])
    #expect(throws: SolverError.self) { try solver.setConstant(of: implied, to: -100) }
    #expect(solver.value(of: w).isClose(to: 120))
    #expect(solver.constant(of: implied) == -120)
    try solver.setConstant(of: implied, to: -120)
    #expect(solver.value(of: w).isClose(to: 120))
  }

  /// Found by the solver fuzz target: `first` is marked by its first change, then `second`
  /// repeats it (no row: it is implied through `first`'s marker). Moving `first` again must
  /// not break `second`.
  @Test func anEqualityThatALaterRedundantOneReliesOnCannotMoveAlone() throws {
    let first = 10 * v == 119
    let second = 10 * v == 128_000_000
    let solver = Solver()
    try solver.addConstraint(first)
    try solver.setConstant(of: first, to: -128_000_000)
    try solver.addConstraint(second)
    try solver.addConstraint((x == 0).strength(.medium))
    do {
      try solver.setConstant(of: first, to: -119)
      Issue.record("10 * v == 119 was accepted while 10 * v == 128000000 is held")
    } catch {
      #expect(
        error.description
          == "unsatisfiable constraint: constant -119 for '10 * v == 119' conflicts with "
          + "'10 * v == 128000000'")
    }
    #expect(solver.value(of: v).isClose(to: 12_800_000))
    #expect(solver.constant(of: first) == -128_000_000)
    // Once the repeat is gone, the first moves freely again.
    try solver.removeConstraint(second)
    try solver.setConstant(of: first, to: -119)
    #expect(solver.value(of: v).isClose(to: 11.9))
  }

  @Test func badConstantsAndUnknownConstraintsAreErrors() throws {
    let c = x == 1
    let solver = Solver()
    #expect(throws: SolverError.self) { try solver.setConstant(of: c, to: 2) }
    try solver.addConstraint(c)
    do { try solver.setConstant(of: c, to: .nan) } catch {
      #expect(error.description == "non-finite constant: nan for 'x == 1'")
    }
    do { try solver.setConstant(of: c, to: 1e16) } catch {
      #expect(error.description == "constant out of range: 1e+16 for 'x == 1' is beyond ±1e15")
    }
    #expect(solver.value(of: x).isClose(to: 1))
  }

  /// Random systems, then random constant changes: after each accepted change every
  /// required constraint holds and the weighted error is the reference optimum; a rejected
  /// change is one the reference finds infeasible, and leaves every value as it was.
  @Test func changedConstantsGiveTheReferenceOptimum() {
    var accepted = 0
    var rejected = 0
    var shifted = 0
    checkProperty(seeds: 9000..<9250) { seed, failures in
      let system = SystemGenerator.system(seed: seed, witnessChance: 0.9)
      let harness = SolverHarness(system)
      for spec in system.constraints { _ = harness.tryAdd(spec) }
      defer { shifted += harness.solver.definitionShifts }
      var rng = SplitMix64(seed: seed)
      for step in 0..<6 where !harness.held.isEmpty {
        let index = Int.random(in: 0..<harness.held.count, using: &rng)
        let constant = Double(Int.random(in: -60...60, using: &rng))
        let before = harness.values
        do {
          try harness.setConstant(at: index, to: constant)
          accepted += 1
          harness.checkRequired("change \(step)", &failures)
          harness.checkObjective("change \(step)", &failures)
        } catch {
          rejected += 1
          var trial = harness.referenceConstraints
          trial[index].constant = constant
          let lp = ReferenceLP(variableCount: harness.variables.count, constraints: trial)
          failures.expect(
            lp.solve() == nil,
            "change \(step): rejected \(error) but the reference finds it feasible")
          failures.expect(
            zip(harness.values, before).allSatisfy { $0.bitPattern == $1.bitPattern },
            "change \(step): a rejected change moved values")
        }
      }
    }
    // Both paths were exercised, and required equalities moved without a rebuild.
    #expect(accepted > 500)
    #expect(rejected > 50)
    #expect(shifted > 50)
  }
}

/// An unmarked required equality whose row is still its definition as written moves without
/// a rebuild and without a marker: its own row moves, and the rows built from it move
/// their markers by what they took of it (`Tableau+DefinitionShift.swift`).
@Suite struct DefinitionShiftTests {
  let top = Variable("top")
  let height = Variable("height")
  let labelTop = Variable("labelTop")
  let labelHeight = Variable("labelHeight")

  @Test func anEqualityMovesItsDefinitionWithoutARebuild() throws {
    let solver = Solver()
    let pin = top == 20
    try solver.addConstraints([pin, height == 44, labelTop == top + 8])
    let symbols = solver.statistics.symbols
    try solver.setConstant(of: pin, to: -100)
    #expect(solver.value(of: top) == 100)
    #expect(solver.value(of: labelTop) == 108)
    #expect(solver.definitionShifts == 1)
    #expect(!solver.marksEveryRequiredEquality)
    #expect(solver.statistics.symbols == symbols)
    try solver.setConstant(of: pin, to: -30)
    #expect(solver.value(of: labelTop) == 38)
    #expect(solver.definitionShifts == 2)
  }

  /// `labelHeight <= height - 8` is built by expanding `height == 44`'s row (the label's
  /// height is already defined by its hugging): its slack holds the 44 in its constant and
  /// must move with it, and the dual simplex then shrinks the label.
  @Test func rowsBuiltFromItMoveTheirMarkers() throws {
    let solver = Solver()
    let card = height == 44
    try solver.addConstraints([card, (labelHeight == 30).strength(.medium)])
    try solver.addConstraint(labelHeight + 8 <= height)
    #expect(solver.value(of: labelHeight) == 30)
    try solver.setConstant(of: card, to: -20)
    #expect(solver.value(of: height) == 20)
    #expect(solver.value(of: labelHeight) == 12)
    #expect(solver.definitionShifts == 1)
    try solver.setConstant(of: card, to: -60)
    #expect(solver.value(of: labelHeight) == 30)
    // A required constraint built from it that cannot follow makes the change fail, and
    // nothing moves.
    try solver.addConstraint(labelHeight >= 25)
    #expect(throws: SolverError.self) { try solver.setConstant(of: card, to: -20) }
    #expect(solver.value(of: height) == 60)
    #expect(solver.value(of: labelHeight) == 30)
    #expect(solver.constant(of: card) == -60)
  }

  /// A required equality built from it has no marker to move, but its row is a definition
  /// too (`labelTop`'s, expanded: `labelTop = height / 3`): that row moves with it.
  @Test func aRequiredEqualityDefinedFromItMovesWithIt() throws {
    let solver = Solver()
    let card = height == 44
    let split = labelHeight + labelTop == height
    try solver.addConstraints([card, labelHeight == 2 * labelTop])
    try solver.addConstraint(split)
    try solver.setConstant(of: card, to: -60)
    #expect(solver.definitionShifts == 1)
    #expect(!solver.marksEveryRequiredEquality)
    #expect(solver.value(of: labelTop).isClose(to: 20))
    #expect(solver.value(of: labelHeight).isClose(to: 40))
    // And what is built from that row follows it in turn.
    try solver.addConstraint((labelTop <= 10).strength(.strong))
    #expect(solver.value(of: labelTop).isClose(to: 20))
    try solver.setConstant(of: card, to: -24)
    #expect(solver.value(of: labelTop).isClose(to: 8))
    try solver.setConstant(of: split, to: 6)  // labelHeight + labelTop + 6 == height
    #expect(solver.value(of: labelTop).isClose(to: 6))
    #expect(solver.definitionShifts == 3)
    // Both are removed by the dummies they would have had.
    try solver.removeConstraints([split, card])
    #expect(solver.definitionMarkers == 2)
    #expect(!solver.marksEveryRequiredEquality)
  }

  /// A required equality built from it that is no definition (solved for a soft
  /// constraint's error: `labelHeight == height - 8` over a `labelHeight` the medium
  /// equality defines, and that `labelTop`'s definition names) disowns it: its first change
  /// rebuilds, giving markers, as before.
  @Test func aRequiredEqualitySolvedForAnErrorDisownsIt() throws {
    let solver = Solver()
    let card = height == 44
    try solver.addConstraints([
      card, (labelHeight == 30).strength(.medium), labelTop == labelHeight + 4,
    ])
    try solver.addConstraint(labelHeight == height - 8)
    try solver.setConstant(of: card, to: -60)
    #expect(solver.definitionShifts == 0)
    #expect(solver.marksEveryRequiredEquality)
    #expect(solver.value(of: labelHeight).isClose(to: 52))
    #expect(solver.value(of: labelTop).isClose(to: 56))
  }

  /// Where nothing names `labelHeight`, the same equality becomes its definition instead
  /// (re-rooted: the medium equality's row is solved for its error), owned: both moves
  /// are in place, and what the medium equality's row took in of `card` moves with it.
  @Test func aRequiredEqualityOverADefinedVariableBecomesItsDefinition() throws {
    let solver = Solver()
    let card = height == 44
    try solver.addConstraints([card, (labelHeight == 30).strength(.medium)])
    let split = labelHeight == height - 8
    try solver.addConstraint(split)
    let tableau = ObjectIdentifier(solver.tableau)
    try solver.setConstant(of: card, to: -60)
    #expect(solver.value(of: labelHeight).isClose(to: 52))
    try solver.setConstant(of: split, to: 20)  // labelHeight + 20 == height
    #expect(solver.value(of: labelHeight).isClose(to: 40))
    #expect(solver.definitionShifts == 2)
    #expect(!solver.marksEveryRequiredEquality)
    // Removed by the dummy it would have had: the medium equality takes labelHeight back.
    try solver.removeConstraint(split)
    #expect(solver.definitionMarkers == 1)
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    #expect(solver.value(of: labelHeight).isClose(to: 30))
    #expect(solver.value(of: height).isClose(to: 60))
    try solver.setConstant(of: card, to: -50)
    #expect(solver.value(of: labelHeight).isClose(to: 30))
    #expect(solver.value(of: height).isClose(to: 50))
    #expect(!solver.marksEveryRequiredEquality)
  }

  /// Removing an owned equality gives it the dummy it would have had, from its row and the
  /// markers of the rows built from it, and pivots that out: no rebuild, no marking.
  @Test func anOwnedEqualityIsRemovedWithoutARebuild() throws {
    let solver = Solver()
    let card = height == 44
    try solver.addConstraints([card, (labelHeight == 30).strength(.medium)])
    try solver.addConstraint(labelHeight + 8 <= height)
    let tableau = ObjectIdentifier(solver.tableau)
    try solver.setConstant(of: card, to: -20)
    #expect(solver.value(of: labelHeight) == 12)
    try solver.removeConstraint(card)
    #expect(solver.definitionMarkers == 1)
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    #expect(!solver.marksEveryRequiredEquality)
    // Nothing holds the card's height now but the label's: it takes its 30 again.
    #expect(solver.value(of: labelHeight) == 30)
    #expect(solver.value(of: height) >= 38)
    try solver.addConstraint(height == 25)
    #expect(solver.value(of: labelHeight) == 17)
  }

  /// Random systems, then the removal of a random held required equality (not the last
  /// one added, so that rows were built from it): every required constraint still holds and
  /// the weighted error is the reference optimum of what is left.
  @Test func removingARequiredEqualityGivesTheReferenceOptimum() {
    var materialized = 0
    var removals = 0
    checkProperty(seeds: 9500..<9800) { seed, failures in
      let system = SystemGenerator.system(seed: seed, witnessChance: 0.9)
      let harness = SolverHarness(system)
      for spec in system.constraints { _ = harness.tryAdd(spec) }
      var rng = SplitMix64(seed: seed)
      for step in 0..<3 {
        let equalities = harness.held.indices.filter {
          harness.held[$0].spec.relation == .equal && harness.held[$0].spec.strength.isRequired
        }
        guard let index = equalities.dropLast().randomElement(using: &rng) else { break }
        do {
          try harness.remove(at: index)
          removals += 1
        } catch {
          failures.fail("removal \(step) threw \(error)")
          break
        }
        harness.checkRequired("removal \(step)", &failures)
        harness.checkObjective("removal \(step)", &failures)
      }
      materialized += harness.solver.definitionMarkers
    }
    #expect(removals > 250)
    #expect(materialized > 30)
  }

  /// A batch that re-roots and then fails leaves the rows as they were: `labelHeight`'s row
  /// is the medium equality's again and owned by nothing (the owner is journalled with the
  /// row), and the same equality added after is re-rooted as before.
  @Test func aFailedBatchUndoesAReRooting() throws {
    let solver = Solver()
    let card = height == 44
    try solver.addConstraints([card, (labelHeight == 30).strength(.medium)])
    let t = solver.tableau
    let x = t.registeredSymbol(of: labelHeight)
    let before = RepeatedEqualityRemovalTests.row(of: labelHeight, in: solver)
    let split = labelHeight == height - 8
    let spare = Variable("spare")
    #expect(throws: SolverError.self) {
      try solver.addConstraints([split, spare == 1, spare == 2])
    }
    #expect(RepeatedEqualityRemovalTests.row(of: labelHeight, in: solver) == before)
    #expect(t.rowOwner[Int(t.basicRow[Int(x)])] == -1)
    #expect(solver.value(of: labelHeight) == 30)
    try solver.addConstraint(split)
    let slot = solver.slot(of: split)!
    #expect(t.ownsDefinition(of: x, slot: slot))
    try solver.setConstant(of: card, to: -60)
    #expect(solver.value(of: labelHeight).isClose(to: 52))
    #expect(!solver.marksEveryRequiredEquality)
  }

  /// A required equality expected to change gets no dummy when its row can be owned (the
  /// layout engine's constraints that were updated before): it moves without one.
  @Test func anEqualityExpectedToChangeIsOwnedInsteadOfMarked() throws {
    let solver = Solver()
    let card = height == 44
    #expect(
      solver.addConstraintsSkippingFailures([card, labelTop == height + 8], marked: { _ in true })
        .isEmpty)
    #expect(solver.statistics.symbols == 2)  // height and labelTop: no dummy
    try solver.setConstant(of: card, to: -50)
    #expect(solver.value(of: labelTop) == 58)
    #expect(solver.definitionShifts == 1)
  }

  /// Found by the incremental layout property test (seed 34): `fixed` pins `x`, whose row
  /// `pinExactly` then rewrites with `fixed`'s dummy, so that dummy's column is no longer
  /// what the rows `fixed` expanded took in: moving `base` must not move it (here `base`
  /// rebuilds instead).
  @Test func aDummyAlsoWrittenIntoAPinnedRowIsNotFollowed() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    let base = z == 100
    try solver.addConstraints([base, (y == 3).strength(.weak), x == z + y])
    let fixed = x == 175
    #expect(solver.addConstraintsSkippingFailures([fixed], marked: { _ in true }).isEmpty)
    #expect(solver.value(of: y) == 75)
    try solver.setConstant(of: base, to: -120)
    #expect(solver.value(of: z) == 120)
    #expect(solver.value(of: x) == 175)
    #expect(solver.value(of: y) == 55)
  }
}
