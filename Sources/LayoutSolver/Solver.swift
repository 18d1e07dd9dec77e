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

  /// What the solver keeps of a constraint it holds: what the constraint says (its terms
  /// are a run of `termPool`; `constant` and `editValue` hold what changed since), its
  /// markers, and how the caller holds it. The fields are in the order that packs them: a
  /// record is 72 bytes, of plain values but the object.
  struct Record: BitwiseCopyable {
    /// The record's run of `termPool`: its merged terms.
    var termStart: Int32
    var termCount: Int32
    /// The id the layout engine holds the record by (``addFormsSkippingFailures(_:marked:)``),
    /// or -1 for a constraint added as an object.
    var id: Int32 = -1
    /// Whether a required equality keeps a marker column (after a change of it rebuilt).
    var marked = false
    /// Whether the caller expects a required equality to change: it gets a marker column
    /// unless its row is owned (`Tableau+DefinitionShift.swift`).
    var expectsChanges = false
    /// What `moved` is: 0 nothing, 1 an edit value, 2 a constant set.
    private var movedKind: UInt8 = 0
    var relation: Relation
    /// The constant as added.
    var formConstant: Double
    var strength: Strength
    /// Where its constraint object is in `handles`: the one added through the public API,
    /// or one the solver made for a message or a list (``handle(ofSlot:)``); -1 until then
    /// for a form the layout engine added. (An index, not the object, so that a record is a
    /// plain value: records are copied, appended and packed without reference counting.)
    var handleIndex: Int32 = -1
    var tag = ConstraintTag()
    /// An edit value or a constant set (`movedKind`): a record has at most one.
    private var moved = 0.0

    /// The suggested value of an edit constraint (`variable == value`), else nil.
    var editValue: Double? {
      get { movedKind == 1 ? moved : nil }
      set { setMoved(newValue, kind: 1) }
    }

    /// The constant set with `setConstant`, else nil (the constraint's own).
    var constant: Double? {
      get { movedKind == 2 ? moved : nil }
      set { setMoved(newValue, kind: 2) }
    }

    private mutating func setMoved(_ value: Double?, kind: UInt8) {
      if let value {
        moved = value
        movedKind = kind
      } else if movedKind == kind {
        movedKind = 0
      }
    }

    /// The constant of `expression` as the tableau holds it.
    var heldConstant: Double {
      if let value = editValue { return formConstant - value }
      return constant ?? formConstant
    }

    /// The record's run of the pool.
    var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }

    /// A record for a constraint object whose terms are the pool's run from `start` (the
    /// object is handed to ``insert(_:handle:slot:)`` with it).
    init(
      _ constraint: LinearConstraint, termStart start: Int, editValue: Double? = nil,
      expectsChanges: Bool = false
    ) {
      termStart = Int32(start)
      termCount = Int32(constraint.terms.count)
      relation = constraint.relation
      formConstant = constraint.constant
      strength = constraint.strength
      self.editValue = editValue
      self.expectsChanges = expectsChanges
    }

    /// A record for a form of a batch whose terms the pool holds from `termStart`.
    init(_ run: FormBatch.Run, termStart start: Int, expectsChanges: Bool) {
      termStart = Int32(start)
      termCount = run.count
      relation = run.relation
      formConstant = run.constant
      strength = run.strength
      self.expectsChanges = expectsChanges
    }
  }

  struct Edit {
    var variable: Variable
    var constraint: LinearConstraint
  }

  // Unchecked exclusivity: these are accessed on every operation and never re-entrantly
  // (the solver calls no user code); the dynamic checks cost about 7 % of a layout pass.
  @exclusivity(unchecked) var tableau: Tableau
  /// The variables seen, by the solver's own dense ids: what the term pool and the forms
  /// added name them by (see ``VariableTable``).
  package let variableTable = VariableTable()
  /// Every added constraint by slot, in the order added (nil: removed).
  @exclusivity(unchecked) var records: [Record?] = []
  var liveCount = 0
  /// Required equalities that were implied when added (no row); while any exists, removals
  /// rebuild the tableau.
  var rowlessCount = 0
  var edits: [ObjectIdentifier: Edit] = [:]
  /// The record slot of each constraint object held, by the constraint's serial.
  @exclusivity(unchecked) var slotOfConstraint = DenseIDMap()
  /// The record slot of each form the engine added, by its id (-1: free); slots change
  /// when a rebuild packs the records, ids do not.
  @exclusivity(unchecked) var slotOfID: [Int32] = []
  /// Ids free for reuse.
  @exclusivity(unchecked) var freeIDs: [Int32] = []
  /// The constraint objects of the records that have one, by `Record.handleIndex` (nil: a
  /// free place).
  @exclusivity(unchecked) var handles: [LinearConstraint?] = []
  /// Places of `handles` free for reuse.
  @exclusivity(unchecked) var freeHandles: [Int32] = []
  /// The terms of every record, each record's a run (`Record.termStart`, `termCount`): one
  /// buffer for all, appended to as constraints come in. The run of a record let go is
  /// dead until the pool is packed (`packTermPoolIfSparse`).
  @exclusivity(unchecked) var termPool: [PoolTerm] = []
  /// The pool's size above which `packTermPoolIfSparse` counts its live terms.
  @exclusivity(unchecked) var termPoolPackMark = Solver.termPoolPackFloor
  /// Terms of records let go since the live terms were last counted.
  @exclusivity(unchecked) var termsReleased = 0
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
  public init() {
    tableau = Tableau(table: variableTable)
  }

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
    defer { packTermPoolIfSparse() }
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
    records.indices.compactMap { records[$0] == nil ? nil : handle(ofSlot: $0) }
  }

  /// What ``constraints`` lists, as forms with the constants held, without making an object
  /// for a form the layout engine added.
  package var heldForms: [(form: ConstraintForm, constant: Double)] {
    records.compactMap { $0.map { (form(of: $0), $0.heldConstant) } }
  }

  /// Calls `body` with the id (in ``variableTable``) of each variable of each constraint
  /// held, as often as it occurs (no object made for a namer's variable).
  package func forEachHeldID(_ body: (Int32) -> Void) {
    for case let record? in records {
      for term in termPool[record.terms] { body(term.id) }
    }
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

  /// The value of a variable by its id in ``variableTable``: what ``value(of:)`` gives.
  /// - Complexity: O(1).
  package func value(ofID id: Int32) -> Double {
    let t = tableau
    return t.value(ofSymbol: t.registeredSymbol(ofID: id), at: nil)
  }

  /// The values of four variables by their ids in ``variableTable``, in order: what
  /// ``value(of:)`` gives for each, in one call and without looking the variables up (the
  /// layout engine reads a rectangle's four unknowns together, once per view that moved, by
  /// the ids it keeps).
  /// - Complexity: O(1).
  package func values(
    ofIDs a: Int32, _ b: Int32, _ c: Int32, _ d: Int32
  ) -> (Double, Double, Double, Double) {
    // The tableau read once (each read of the stored reference retains it).
    let t = tableau
    return (
      t.value(ofSymbol: t.registeredSymbol(ofID: a), at: nil),
      t.value(ofSymbol: t.registeredSymbol(ofID: b), at: nil),
      t.value(ofSymbol: t.registeredSymbol(ofID: c), at: nil),
      t.value(ofSymbol: t.registeredSymbol(ofID: d), at: nil)
    )
  }

  /// Removes every constraint and edit variable.
  /// - Complexity: O(n) in the constraints held.
  public func reset() {
    records.removeAll()
    edits.removeAll()
    slotOfConstraint = DenseIDMap()
    slotOfID.removeAll()
    freeIDs.removeAll()
    handles.removeAll()
    freeHandles.removeAll()
    termPool.removeAll()
    termPoolPackMark = Solver.termPoolPackFloor
    termsReleased = 0
    liveCount = 0
    rowlessCount = 0
    marksRequiredEqualities = false
    markingRefused = false
    let logs = tableau.logsChanges
    variableTable.removeAll()
    tableau = Tableau(table: variableTable)
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
    guard constraint.form.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard constraint.form.isInRange else { throw .constraintOutOfRange(constraint) }
    let strength = constraint.strength.value
    guard !strength.isNaN && strength >= 0 else { throw .invalidStrength(constraint) }
  }

  /// ``validate(_:)`` for a record, its terms read in the pool; an error names `given`, the
  /// object the record was made from, if any.
  func validate(_ record: Record, handle given: LinearConstraint? = nil) throws(SolverError) {
    let (finite, inRange) = withTerms(of: record) {
      ($0.coefficientsAreFinite, $0.coefficientsAreInRange)
    }
    guard record.formConstant.isFinite && finite else {
      throw .nonFiniteConstraint(given ?? named(record))
    }
    guard abs(record.formConstant) <= Solver.magnitudeLimit && inRange else {
      throw .constraintOutOfRange(given ?? named(record))
    }
    let strength = record.strength.value
    guard !strength.isNaN && strength >= 0 else {
      throw .invalidStrength(given ?? named(record))
    }
  }

  /// What a record says, as a form (its terms copied out of the pool).
  func form(of record: Record) -> ConstraintForm {
    ConstraintForm(
      mergedTerms: termPool[record.terms].map { Term(variableTable[$0.id], $0.coefficient) },
      constant: record.formConstant,
      relation: record.relation, strength: record.strength)
  }

  /// Calls `body` with a record's terms read in place. The pool must not change meanwhile:
  /// nothing `body` reaches appends to it (only adds and packing do).
  @inline(__always)
  func withTerms<R, E: Error>(
    of record: Record, _ body: (UnsafeBufferPointer<PoolTerm>) throws(E) -> R
  )
    throws(E) -> R
  {
    let range = record.terms
    return try termPool.withUnsafeBufferPointer { (pool) throws(E) -> R in
      try body(UnsafeBufferPointer(rebasing: pool[range]))
    }
  }

  /// Appends a constraint object's terms to the pool; returns where they start.
  func appendTerms(of constraint: LinearConstraint) -> Int {
    let start = termPool.count
    let table = variableTable
    for term in constraint.terms {
      termPool.append(PoolTerm(table.id(of: term.variable), term.coefficient))
    }
    return start
  }

  /// The slot of a constraint object held, or nil.
  @inline(__always)
  func slot(of constraint: LinearConstraint) -> Int? {
    let s = Int(slotOfConstraint[constraint.serial])
    return s >= 0 ? s : nil
  }

  /// The slot of a form held by its id, or nil.
  @inline(__always)
  func slot(ofID id: Int32) -> Int? {
    guard id >= 0 && Int(id) < slotOfID.count else { return nil }
    let s = Int(slotOfID[Int(id)])
    return s >= 0 ? s : nil
  }

  /// The constraint object of a record, if it has one.
  @inline(__always)
  func handle(of record: Record) -> LinearConstraint? {
    record.handleIndex >= 0 ? handles[Int(record.handleIndex)] : nil
  }

  /// Keeps a record's constraint object; returns its place (``Record/handleIndex``).
  func storeHandle(_ handle: LinearConstraint) -> Int32 {
    if let free = freeHandles.popLast() {
      handles[Int(free)] = handle
      return free
    }
    handles.append(handle)
    return Int32(handles.count - 1)
  }

  /// Maps a record's object and id to `slot`.
  func assignSlot(_ slot: Int, to record: Record) {
    if let handle = handle(of: record) { slotOfConstraint.set(handle.serial, Int32(slot)) }
    if record.id >= 0 { slotOfID[Int(record.id)] = Int32(slot) }
  }

  /// Unmaps a record; its id is freed for reuse when `freeingID`, and its constraint object
  /// let go (its place freed) when `freeingHandle`.
  func forgetSlot(of record: Record, freeingID: Bool = true, freeingHandle: Bool = true) {
    if let handle = handle(of: record) {
      slotOfConstraint.remove(handle.serial)
      if freeingHandle {
        handles[Int(record.handleIndex)] = nil
        freeHandles.append(record.handleIndex)
      }
    }
    guard record.id >= 0 else { return }
    slotOfID[Int(record.id)] = -1
    if freeingID { freeIDs.append(record.id) }
  }

  /// Maps a record back after its removal was undone: its id leaves the free list.
  func restoreSlot(_ slot: Int, to record: Record) {
    if record.id >= 0, let i = freeIDs.lastIndex(of: record.id) { freeIDs.remove(at: i) }
    assignSlot(slot, to: record)
  }

  /// An id for a form the engine adds.
  func newID() -> Int32 {
    if let id = freeIDs.popLast() { return id }
    slotOfID.append(-1)
    return Int32(slotOfID.count - 1)
  }

  /// The constraint object of the record in `slot`, made (and kept, so the same object
  /// names it in every message) if it has none: a form the engine added.
  func handle(ofSlot slot: Int) -> LinearConstraint {
    let record = record(inSlot: slot)
    if let handle = handle(of: record) { return handle }
    let handle = LinearConstraint(form: form(of: record))
    records[slot]?.handleIndex = storeHandle(handle)
    slotOfConstraint.set(handle.serial, Int32(slot))
    return handle
  }

  /// The record in a slot that holds one.
  func record(inSlot slot: Int) -> Record {
    guard let record = records[slot] else { preconditionFailure("no record in slot \(slot)") }
    return record
  }

  /// The record's constraint object as a message names it: its own, or one made for a form
  /// not held (it was rejected: no later message names it).
  func named(_ record: Record) -> LinearConstraint {
    handle(of: record) ?? LinearConstraint(form: form(of: record))
  }

  func insert(_ constraint: LinearConstraint, editValue: Double?, slot reserved: Int? = nil)
    throws(SolverError)
  {
    let start = appendTerms(of: constraint)
    try insert(
      Record(constraint, termStart: start, editValue: editValue), handle: constraint,
      slot: reserved)
  }

  /// Adds a record's row and keeps the record (in `reserved`, or appended), with `given`,
  /// the constraint object it was made from (nil: a form, or a record that keeps its own, a
  /// rebuild's). A new form gets its id here; a record that has one (a rebuild's) keeps it.
  func insert(
    _ record: consuming Record, handle given: LinearConstraint? = nil, slot reserved: Int? = nil
  ) throws(SolverError) {
    if let handle = given ?? handle(of: record), slot(of: handle) != nil {
      throw .duplicateConstraint(handle)
    }
    try validate(record, handle: given)
    let constant = record.heldConstant
    var record = record
    let slot = reserved ?? records.count
    let marked = record.marked || marksRequiredEqualities
    func add(acceptingRoundOff: Bool) throws(Unsatisfiable) -> ConstraintTag {
      try withTerms(of: record) { (terms) throws(Unsatisfiable) -> ConstraintTag in
        try tableau.add(
          terms: terms, constant: constant, relation: record.relation,
          strength: record.strength, marked: marked, markedUnlessOwned: record.expectsChanges,
          owner: Int32(slot), acceptingRoundOff: acceptingRoundOff)
      }
    }
    do {
      record.tag = try add(acceptingRoundOff: false)
    } catch {
      // The rows' round-off bound is theirs; the constraints as written decide.
      let form = form(of: record)
      guard error.judgedByRoundOff,
        holdsWithinRoundOff(form, constant: constant, at: error.point, excluding: -1),
        let tag = try? add(acceptingRoundOff: true)
      else {
        throw .unsatisfiableConstraint(
          given ?? named(record),
          conflictsWith: explainConflict(form, constant: constant, excluding: -1))
      }
      record.tag = tag
    }
    if !record.tag.hasRow { rowlessCount += 1 }
    if let given { record.handleIndex = storeHandle(given) }
    if record.handleIndex < 0 && record.id < 0 { record.id = newID() }
    assignSlot(slot, to: record)
    liveCount += 1
    if reserved != nil {
      records[slot] = record
    } else {
      records.append(record)
    }
  }

  /// Lets go of the record in `slot` (its row is the caller's to remove).
  func release(_ slot: Int) {
    if let record = records[slot] {
      forgetSlot(of: record)
      termsReleased += Int(record.termCount)
    }
    records[slot] = nil
    liveCount -= 1
  }

  /// Packs the term pool when less than half of it belongs to records held: each record's
  /// run is copied down in slot order. Checked after adds and removals (never inside one:
  /// a rebuild and a batch's rollback keep the runs they saved); the live terms are counted
  /// only when the pool has doubled, or half of it was let go, since they were last
  /// counted, so checking is amortised O(1) a term.
  func packTermPoolIfSparse() {
    guard termPool.count > Solver.termPoolPackFloor,
      termPool.count > termPoolPackMark || 2 * termsReleased > termPool.count
    else { return }
    termsReleased = 0
    var live = 0
    for case let record? in records { live += Int(record.termCount) }
    if live * 2 < termPool.count {
      var packed: [PoolTerm] = []
      packed.reserveCapacity(live)
      for slot in records.indices {
        guard let record = records[slot] else { continue }
        let start = packed.count
        packed.append(contentsOf: termPool[record.terms])
        records[slot]?.termStart = Int32(start)
      }
      termPool = packed
    }
    termPoolPackMark = max(2 * termPool.count, Solver.termPoolPackFloor)
  }

  /// Below this many terms the pool is never packed.
  static let termPoolPackFloor = 4_096

  func checkInvariants() {
    #if LAYOUT_INVARIANTS
      tableau.verify()
    #endif
  }
}
