/// An incremental Cassowary-style simplex solver for linear equalities and inequalities with
/// strengths, edit variables and conflict explanations.
///
/// ```swift
/// let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
/// let solver = Solver()
/// try solver.addConstraints([
///   mid == (left + right) / 2,
///   left + 10 <= right,
///   left >= 0,
///   right <= 100,
/// ])
/// try solver.addEditVariable(mid, strength: .strong)
/// try solver.suggestValue(mid, 30)
/// solver.value(of: mid)  // 30
/// ```
///
/// Required constraints always hold; the solver minimises the sum of every other
/// constraint's violation times its strength. Every operation that throws leaves the solver
/// exactly as it was. `Solver` is a class because it is a stateful engine that constraints
/// and variables refer to; it is not thread-safe.
public final class Solver {
  /// |x| below this is zero for the solver (``Tableau``'s epsilon, 1e-8 as kiwi's): what the
  /// layout engine's own divisions treat as zero too.
  package static var epsilon: Double { Tableau.epsilon }

  struct Record {
    var constraint: LinearConstraint
    var tag: ConstraintTag
    /// The suggested value of an edit constraint (`variable == value`), else nil.
    var editValue: Double? = nil
    /// The constant set with `setConstant`, else nil (the constraint's own).
    var constant: Double? = nil
    /// Whether a required equality keeps a marker column (after a change of it rebuilt).
    var marked = false
    /// Whether the caller expects a required equality to change: it gets a marker column
    /// unless its row is owned (`Tableau+DefinitionShift.swift`).
    var expectsChanges = false

    /// The constant of `expression` as the tableau holds it.
    var heldConstant: Double {
      if let value = editValue { return constraint.constant - value }
      return constant ?? constraint.constant
    }
  }

  struct Edit {
    var variable: Variable
    var constraint: LinearConstraint
  }

  // Unchecked exclusivity: these are accessed on every operation and never re-entrantly
  // (the solver calls no user code); the dynamic checks cost about 7 % of a layout pass.
  @exclusivity(unchecked) var tableau = Tableau()
  /// Every added constraint by slot, in the order added (nil: removed).
  @exclusivity(unchecked) var records: [Record?] = []
  var liveCount = 0
  /// Required equalities that were implied when added (no row); while any exists, removals
  /// rebuild the tableau.
  var rowlessCount = 0
  var edits: [ObjectIdentifier: Edit] = [:]
  /// The record slot of each constraint held, by the constraint's serial.
  @exclusivity(unchecked) var slotOfConstraint = DenseIDMap()
  /// Whether every required equality gets a marker column when added (from the first
  /// removal or constant change of an unmarked one on; see `Solver+Rebuild.swift`).
  var marksRequiredEqualities = false
  /// Whether marking every required equality was tried and cost too much (its rebuild went
  /// over `Solver.markingBudgetFactor` times its pools): removals then rebuild, as before the first one.
  var markingRefused = false
  /// Whether the tableau was rebuilt or reset since the change log was last drained (every
  /// value may have changed; see `Solver+Changes.swift`).
  var changesLost = false
  /// How many batches had their deferred repair fail and went in one by one instead (see
  /// `insertDeferred`); for tests.
  var deferredRepairFallbacks = 0
  /// How many constant changes of unmarked required equalities moved their definition rows
  /// instead of rebuilding (`Tableau+DefinitionShift.swift`); for tests.
  var definitionShifts = 0
  /// How many unmarked required equalities were given their dummy marker from their owned
  /// rows to be removed without a rebuild; for tests.
  var definitionMarkers = 0

  /// Creates an empty solver.
  public init() {}

  /// Whether the package was built with internal invariant checks (debug builds); the
  /// benchmark refuses to report timings when it was.
  package static var invariantChecksEnabled: Bool {
    #if LAYOUT_INVARIANTS
      return true
    #else
      return false
    #endif
  }

  // MARK: Constraints

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/Code/duplicateConstraint`` if it is already added,
  ///   ``SolverError/Code/nonFiniteConstraint`` for a NaN or infinite number,
  ///   ``SolverError/Code/constraintOutOfRange`` for a number beyond ``magnitudeLimit``,
  ///   ``SolverError/Code/invalidStrength`` for a NaN or negative strength, and
  ///   ``SolverError/Code/unsatisfiableConstraint`` if it is required and
  ///   cannot hold with the required constraints already added. The solver is then
  ///   unchanged.
  /// - Complexity: proportional to the rows that contain the constraint's variables, plus
  ///   the pivots the re-optimisation takes; independent of the size of unrelated parts of
  ///   the system.
  public func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
    try insert(constraint, editValue: nil)
    tableau.optimize()
    checkInvariants()
  }

  /// Whether the constraint has been added to this solver (and not removed).
  /// - Complexity: O(1).
  public func hasConstraint(_ constraint: LinearConstraint) -> Bool {
    slot(of: constraint) != nil
  }

  /// The constraints in the solver, in the order they were added (edit variables' implicit
  /// constraints included).
  /// - Complexity: O(n).
  public var constraints: [LinearConstraint] {
    records.compactMap { $0?.constraint }
  }

  // MARK: Values

  /// The value of a variable in the current solution; 0 for a variable the solver does not
  /// know or does not determine (see ``ambiguousVariables()``).
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    tableau.value(of: variable)
  }

  /// The values of several variables in the current solution, in order: what
  /// ``value(of:)`` gives for each, in one call (reading every variable of a large system
  /// one call at a time costs a retain and a release per variable across modules).
  /// - Complexity: O(n) in the variables.
  public func values(of variables: [Variable]) -> [Double] {
    tableau.values(of: variables)
  }

  /// The values of four variables, in order: what ``value(of:)`` gives for each, in one
  /// call (the layout engine reads a rectangle's four unknowns together, once per view
  /// that moved).
  /// - Complexity: O(1).
  package func values(
    of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable
  ) -> (Double, Double, Double, Double) {
    (tableau.value(of: a), tableau.value(of: b), tableau.value(of: c), tableau.value(of: d))
  }

  /// Removes every constraint and edit variable.
  /// - Complexity: O(n) in the constraints held.
  public func reset() {
    records.removeAll()
    edits.removeAll()
    slotOfConstraint = DenseIDMap()
    liveCount = 0
    rowlessCount = 0
    marksRequiredEqualities = false
    markingRefused = false
    let logs = tableau.logsChanges
    tableau = Tableau()
    tableau.logsChanges = logs
    changesLost = changesLost || logs
  }

  /// Sizes of the tableau, for benchmarks and diagnostics.
  /// - Complexity: O(rows).
  public var statistics: Statistics {
    var cells = 0
    var rows = 0
    for r in tableau.rowBasic.indices where tableau.rowBasic[r] >= 0 {
      rows += 1
      cells += Int(tableau.rowCount[r])
    }
    return Statistics(
      constraints: liveCount, variables: tableau.variableCount, symbols: tableau.symbolCount,
      rows: rows, cells: cells)
  }

  /// Sizes of a solver's tableau.
  public struct Statistics: Sendable, Equatable {
    /// Constraints held (edit variables' included).
    public var constraints: Int
    /// Variables registered.
    public var variables: Int
    /// Symbols: variables, slacks and errors.
    public var symbols: Int
    /// Rows of the tableau.
    public var rows: Int
    /// Non-zero cells in all rows.
    public var cells: Int
  }

  /// The largest magnitude of a coefficient, constant or suggested value: 10¹⁵. Beyond it
  /// a double no longer holds a fraction of a point, and products in the tableau could
  /// overflow; such a constraint is rejected with ``SolverError/Code/constraintOutOfRange``.
  public static let magnitudeLimit = 1e15
  /// The smallest magnitude of a non-zero coefficient: 10⁻¹⁵ (pivoting divides by
  /// coefficients).
  public static let smallestCoefficient = 1e-15

  // MARK: Internals

  /// The errors a constraint has on its own.
  static func validate(_ constraint: LinearConstraint) throws(SolverError) {
    guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard constraint.isInRange else { throw .constraintOutOfRange(constraint) }
    let strength = constraint.strength.value
    guard !strength.isNaN && strength >= 0 else { throw .invalidStrength(constraint) }
  }

  /// The record slot of a constraint held by this solver.
  @inline(__always)
  func slot(of constraint: LinearConstraint) -> Int? {
    let s = Int(slotOfConstraint[constraint.serial])
    return s >= 0 ? s : nil
  }

  /// Records where this solver holds a constraint.
  func assignSlot(_ slot: Int, to constraint: LinearConstraint) {
    slotOfConstraint.set(constraint.serial, Int32(slot))
  }

  /// Forgets where this solver held a constraint.
  func forgetSlot(of constraint: LinearConstraint) {
    slotOfConstraint.remove(constraint.serial)
  }

  /// Adds one constraint without optimising, into record `slot` (reserved by a batch, so
  /// the records keep the order given) or a new record at the end.
  func insert(_ constraint: LinearConstraint, editValue: Double?, slot reserved: Int? = nil)
    throws(SolverError)
  {
    try insert(
      Record(constraint: constraint, tag: ConstraintTag(), editValue: editValue),
      slot: reserved)
  }

  /// Adds a record's constraint (with its held constant and marker choice) without
  /// optimising.
  func insert(_ record: Record, slot reserved: Int? = nil) throws(SolverError) {
    let constraint = record.constraint
    guard slot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
    try Solver.validate(constraint)
    let constant = record.heldConstant
    var record = record
    let slot = reserved ?? records.count
    func add(acceptingRoundOff: Bool) throws(Unsatisfiable) -> ConstraintTag {
      try tableau.add(
        terms: constraint.terms, constant: constant, relation: constraint.relation,
        strength: constraint.strength, marked: record.marked || marksRequiredEqualities,
        markedUnlessOwned: record.expectsChanges, owner: Int32(slot),
        acceptingRoundOff: acceptingRoundOff)
    }
    do {
      record.tag = try add(acceptingRoundOff: false)
    } catch {
      // The rows' round-off bound is theirs; the constraints as written decide.
      guard error.judgedByRoundOff,
        holdsWithinRoundOff(constraint, constant: constant, at: error.point),
        let tag = try? add(acceptingRoundOff: true)
      else {
        throw .unsatisfiableConstraint(
          constraint, conflictsWith: explainConflict(constraint, constant: constant))
      }
      record.tag = tag
    }
    if !record.tag.hasRow { rowlessCount += 1 }
    if reserved != nil {
      records[slot] = record
    } else {
      records.append(record)
    }
    assignSlot(slot, to: constraint)
    liveCount += 1
  }

  func release(_ slot: Int) {
    if let record = records[slot] { forgetSlot(of: record.constraint) }
    records[slot] = nil
    liveCount -= 1
  }

  func checkInvariants() {
    #if LAYOUT_INVARIANTS
      tableau.verify()
    #endif
  }
}
