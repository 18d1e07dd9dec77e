/// The kind of a tableau symbol.
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: `>= 0`.
  case slack
  /// The error of a non-required constraint: `>= 0`, weighted in the objective.
  case error
  /// The marker of a required equality in explanation tableaus, and of a required equality
  /// whose constant was changed: pinned to 0, never enters the basis.
  case dummy
  /// The artificial variable of a phase-one add: `>= 0`, lives only inside one add.
  case artificial
}

/// The sparse simplex tableau behind ``Solver``.
///
/// Symbols (variables, slacks, errors) are dense `Int32` ids. Every basic symbol has a row
/// `basic = constant + sum(coefficient * symbol)` over non-basic symbols. All rows' cells live
/// in three flat arrays, each row a block of them; every symbol has a column, a block of
/// `(row, position)` entries listing the rows it occurs in, kept exact on every change so
/// substitution and ratio tests visit only those rows. The objective is a dense array of
/// coefficients indexed by symbol. See `Docs/Solver.md`.
///
/// A reference type: its storage is a set of shared buffers (``PodBuffer``), so a copy
/// could only ever alias it, and a class says so. The solver owns one; rebuilding replaces
/// it with a fresh one.
final class Tableau {
  /// |x| below this is zero: dropped cells, tied ratios, feasibility and success tests (kiwi
  /// uses 1e-8 as well).
  static let epsilon = 1e-8
  /// ``valueDirty`` of a basic external symbol whose ``symbolValue`` may be stale.
  static let staleValue: UInt8 = 1
  /// ``valueDirty`` of a restricted symbol whose dependents are all stale already.
  static let dependentsStale: UInt8 = 2
  /// Round-off relative to the numbers that produced a result (about 45 ulps): a row
  /// constant that cancels to within this fraction of its two parts becomes exactly 0 (so a
  /// value derived as 64e6 − 63999999.99999999 is 0 for the constraints that test it), and
  /// a required row that misses by no more than this fraction of its terms (or epsilon)
  /// holds. Not epsilon relative: at 1e9, 1e-8 of the values would call a conflict of 5
  /// round-off.
  static let roundOff = 1e-14
  /// How far the rows' own point may miss a required constraint, relative to the largest
  /// number the miss came through (an expansion's or a phase one's scale), and still be
  /// taken as the round-off of that elimination once the constraints as written were found
  /// to hold within round-off (about 9,000 ulps). Misses seen: 2.4e-7 beside 1.26e8
  /// (1.9e-15 of it) and 2.75e-6 beside 7.98e7 (3.4e-14), both round-off of values that
  /// are 0; a conflict of 127 beside 1.92e12 (6.6e-11), which ``witnessTolerance`` (1e-10)
  /// let through and left a required constraint broken (fuzz findings,
  /// `SolverFuzzRegressionTests`).
  static let eliminationRoundOff = 1e-12
  /// How far a required constraint as written may miss at a point and still be taken to
  /// hold there, relative to its terms' magnitudes at that point (`|c| + Σ|aᵢ·xᵢ|`): the
  /// test a constraint the rows call unsatisfiable is put to before it is rejected
  /// (`Solver.holdNear`). 1e-10 is about 450,000 ulps: room for the round-off that
  /// elimination through coefficients from 1e-3 to 1e3 adds to a point (held constraints
  /// were seen missing by 6e-12 of their terms there), far below any miss a layout could
  /// show (a ten-thousandth of a point at 10⁶), and below the smallest conflict the fuzz
  /// target found (5 beside values of 1e9: 2.5e-9 of the terms).
  static let witnessTolerance = 1e-10

  /// How far the rows' own point may miss a required constraint, relative to its terms
  /// there, when the constraints as written were found to hold within round-off elsewhere
  /// and the rows' miss is taken as 0: the forward error of elimination through
  /// coefficients from 1e-3 to 1e3 (misses of up to 9e-9 were seen), within the 1e-7 the
  /// differential check and the fuzz target hold every required constraint to.
  static let nearTolerance = 1e-7

  /// The round-off a constraint's miss may carry from the largest number the system holds
  /// (`systemScale`, ``largestMagnitude(at:)``): ``roundOff`` of it per unit of the
  /// constraint's coefficients, but never more than ``nearTolerance`` per unit, what the
  /// differential check and the fuzz target hold required constraints to. Without the cap,
  /// `v1 <= 0` beside a held `0.001 * v1 == 128` passed as round-off (a fuzz finding: a miss
  /// of 128,000, so some number of at least 1.3e19 elsewhere in the system).
  static func carriedRoundOff(coefficients: Double, systemScale: Double) -> Double {
    min(roundOff * systemScale, nearTolerance) * coefficients
  }

  /// Whether `terms + constant OP 0` holds at the tableau's current values within
  /// ``witnessTolerance`` of its terms' magnitudes there (and at least ``epsilon``), or
  /// within the round-off carried from `systemScale` (the largest number the system holds,
  /// ``largestMagnitude(at:)``; ``carriedRoundOff(coefficients:systemScale:)``): values
  /// near 0 read off rows that cancel numbers of 1.27e8 carry an ulp of them (v0 at 1.49e-8
  /// where it is 0, so that `2 * v0 == v2` misses by 6e-8 at a point where it holds as the
  /// rows compute it).
  /// At `point` (values by symbol, ``userValues()``) if given.
  func holdsWithinRoundOff(
    _ terms: some TermRun, constant: Double, relation: Relation, at point: [Double]? = nil,
    systemScale: Double = 0
  ) -> Bool {
    let (sum, magnitude) = residual(terms, constant: constant, at: point)
    let coefficients = terms.reduce(0) { $0 + abs($1.coefficient) }
    let tolerance = max(
      Tableau.epsilon, Tableau.witnessTolerance * magnitude,
      Tableau.carriedRoundOff(coefficients: coefficients, systemScale: systemScale))
    switch relation {
    case .equal: return abs(sum) <= tolerance
    case .lessThanOrEqual: return sum <= tolerance
    case .greaterThanOrEqual: return sum >= -tolerance
    }
  }

  /// A variable's value at `point` (values by symbol, ``userValues()``), or now if nil.
  func value(of variable: Variable, at point: [Double]?) -> Double {
    value(ofSymbol: registeredSymbol(of: variable), at: point)
  }

  /// A symbol's value at `point` (values by symbol, ``userValues()``), or now if nil; 0 for
  /// -1 (a variable not registered).
  func value(ofSymbol s: Int32, at point: [Double]?) -> Double {
    guard s >= 0 else { return 0 }
    guard let point else { return value(of: s) }
    return Int(s) < point.count ? point[Int(s)] : 0
  }

  /// `terms + constant` at the tableau's current values, and the sum of its terms'
  /// magnitudes there (`|constant| + Σ|aᵢ·xᵢ|`).
  func residual(_ terms: some TermRun, constant: Double, at point: [Double]? = nil)
    -> (sum: Double, magnitude: Double)
  {
    var sum = constant
    var magnitude = abs(constant)
    for term in terms {
      let product = term.coefficient * value(ofSymbol: term.registeredSymbol(in: self), at: point)
      sum += product
      magnitude += abs(product)
    }
    return (sum, magnitude)
  }

  /// The value of every user variable, by symbol (0 for the solver's own symbols): a point
  /// to check constraints at after the tableau has moved on.
  func userValues() -> [Double] {
    var values = [Double](repeating: 0, count: symbolCount)
    for s in 0..<symbolCount where kind[s] == .external { values[s] = value(of: Int32(s)) }
    return values
  }

  /// A row is solved for a user variable whose coefficient is at least this share of the
  /// row's largest user-variable coefficient, when it has one (threshold partial pivoting,
  /// 0.1 as HiGHS's and GLPK's factorizations use).
  static let pivotThreshold = 0.1
  /// A coefficient that cancels to within this fraction of the two terms that made it is
  /// 0 (in a row being built, a row a multiple of another is added to, and the weights of an
  /// expansion): about 450 ulps, the round-off a few operations leave, while a true small
  /// coefficient stays. It was ``epsilon`` (1e-8): a coefficient that real arithmetic
  /// left at 1e-9 of its terms was dropped and the optimum missed by 2e-6 of the objective
  /// (`RoundOffTests.everySuggestionEndsAtTheOptimum`); at 1e-14, round-off that several
  /// substitutions left (1.3e-13 of the terms) survived as a coefficient.
  static let cancellation = 1e-13

  /// `a + b`, or 0 when the sum is round-off of a cancellation (``roundOff``).
  @inline(__always)
  static func constantSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= roundOff * max(abs(a), abs(b)) ? 0 : sum
  }

  /// Whether a required row's residual is round-off: within ``roundOff`` of `scale`, the
  /// largest term that went into it (a row's ``rowScale``: a value near 0.1 derived from
  /// ones near 1e8 carries 1e-8 of error), and at least ``epsilon``.
  static func isNegligible(_ residual: Double, scale: Double) -> Bool {
    abs(residual) <= max(epsilon, roundOff * scale)
  }

  /// Whether row `r`'s constant is negative beyond its round-off: a restricted basic
  /// symbol's row that must be repaired.
  @inline(__always)
  func isBelowZero(row r: Int) -> Bool {
    rowConstant[r] < -Tableau.epsilon && !Tableau.isNegligible(rowConstant[r], scale: rowScale[r])
  }
  /// Pivots without progress after which a simplex loop switches to Bland's rule.
  static let stallLimit = 50
  /// Column entries an add may scan looking for a restricted subject (see
  /// `feasibleRestrictedSubject`) before it takes the artificial phase instead.
  static let subjectScanLimit = 256
  /// The most terms a required equality may have for an add to make it a definition in
  /// place of the row it was solved through (`reRootSubject`; its terms are merged
  /// pairwise).
  static let reRootTermLimit = 16
  /// The most dependents a variable an expansion stops at may have (see
  /// `expandBasicsOfBuiltRow`; each is walked, and moves in the re-order): a group of
  /// eight views' frames. 64 cost the stacks screen 18 % more instructions, 8 saved 7 %.
  static let subjectNamingLimit: Int32 = 32
  /// The most definition rows an expansion reads down from its seed term for subjects to
  /// try (the walk runs on every add that names a basic variable): with 8 rather than
  /// ``subjectNamingLimit`` rows, and only variables that can be tried kept, tree-10000's
  /// `layoutcli system` took 1 % fewer instructions and the 2,000-view stacks screen's
  /// 7 % fewer, with the same results.
  static let seedRowLimit = 8
  /// The most variables one expansion tries to stop at (each costs a walk of its
  /// dependents): a row of a thousand leaves must not try each.
  static let subjectTries = 4

  /// Explanation mode: required equalities get a dummy marker column, so every row records
  /// which constraints it was combined from (kiwi's layout, used only to explain conflicts).
  let explaining: Bool

  // MARK: Symbols
  let kind = PodBuffer<SymbolKind>()
  /// The row whose basic symbol this is, or -1.
  let basicRow = PodBuffer<Int32>()
  /// The symbol's column: the substituted rows (restricted rows, phase-one rows) it occurs
  /// in.
  let colStart = PodBuffer<Int32>()
  let colCount = PodBuffer<Int32>()
  let colClass = PodBuffer<Int8>()
  /// The symbol's references: the definition rows it occurs in (see ``rowDefines``). A
  /// pivot never visits them; they name whose value a change of this symbol's value moves.
  let refStart = PodBuffer<Int32>()
  let refCount = PodBuffer<Int32>()
  let refClass = PodBuffer<Int8>()
  /// For a basic external symbol: ``staleValue`` while its ``symbolValue`` may be stale.
  /// Closed downward: a stale symbol's dependents are stale too, so marking stops at a stale
  /// one. For a restricted symbol: ``dependentsStale`` when its dependents are all stale
  /// already (see `invalidate`). 0 otherwise, and always for a non-basic symbol.
  let valueDirty = PodBuffer<UInt8>()
  /// The value of every symbol, one load where a definition row names it: 0 for a non-basic
  /// symbol, its row's constant for a restricted basic one (``setConstant(_:_:)`` mirrors
  /// every write of a substituted row's constant), and for a basic external one its
  /// definition row as last evaluated (fresh unless ``valueDirty`` says stale).
  let symbolValue = PodBuffer<Double>()
  /// An error symbol's weight in the objective (its constraint's strength); 0 for the other
  /// kinds. The objective holds only the reduced sum; a removal that gives an owned
  /// equality its dummy column reads the weights of the basic errors it lands beside.
  let errorWeight = PodBuffer<Double>()
  /// Scratch for expansions: the weight a basic symbol carries into the row being built,
  /// and the stamp of the expansion that last visited it.
  let expandWeight = PodBuffer<Double>()
  /// The largest weight added into ``expandWeight`` (what a cancelled weight is judged by).
  let expandMagnitude = PodBuffer<Double>()
  let visitStamp = PodBuffer<UInt32>()
  /// Marks of the small walks that look for an expansion's subject (`searchStamp`).
  let searchMark = PodBuffer<UInt32>()
  @exclusivity(unchecked) var searchStamp: UInt32 = 0
  @exclusivity(unchecked) var currentStamp: UInt32 = 0
  /// Where each basic external symbol stands among the definitions: a definition row names
  /// only basic external symbols of lower order, so an expansion can take them highest
  /// first and reach each after everything that names it. A fresh subject (named by no
  /// row) goes above all (``nextHighOrder``); an expanded one (naming no basic symbol)
  /// below all (``nextLowOrder``); one that is named and names basic symbols, between the
  /// highest it names and the lowest that names it (the add checks there is room, else it
  /// expands the row). Journalled.
  let definitionOrder = PodBuffer<Double>()
  @exclusivity(unchecked) var nextHighOrder = 0.0
  @exclusivity(unchecked) var nextLowOrder = 0.0
  /// The expansion's max-heap of (order, symbol).
  @exclusivity(unchecked) var expandHeap = BinaryHeap<HighestOrderFirst>()
  /// The stack of the walks over definition rows (marking stale, evaluating); each walk
  /// pushes above what is there and pops back to it.
  let walkStack = PodBuffer<Int32>()
  /// Scratch of an expansion that may stop at its subject: the variables its seed term is
  /// defined through (tried first).
  let seedLeaves = PodBuffer<Int32>()
  /// Scratch of the search for a subject's dependents (`dependentsAtOrBelow`).
  let subjectDependents = PodBuffer<Int32>()
  /// While the change log is kept: the basic external symbols marked stale since the last
  /// ``refreshValues()``, in the order they were marked (each after what made it stale, but
  /// where two paths meet); past ``staleListLimit`` entries (or when the log was just turned
  /// on), `staleOverflow` instead, and the refresh scans every symbol.
  let staleValues = PodBuffer<Int32>()
  @exclusivity(unchecked) var staleOverflow = false
  /// Scratch lists of expansions (kept for their capacity).
  @exclusivity(unchecked) var expandOrder: [Int32] = []
  /// The orders an expansion that stopped at its subject set out (the subject's first,
  /// then the dependents it moves), applied when the row is inserted.
  @exclusivity(unchecked) var stopOrders: [(Int32, Double)] = []
  /// Objective coefficient of each non-basic symbol (basic symbols: 0).
  let objective = PodBuffer<Double>()
  /// Scratch: position of a symbol in the row being merged, or -1.
  let scratch = PodBuffer<Int32>()
  /// The user variable of each external symbol (the tableau keeps it alive).
  let idOfSymbol = PodBuffer<Int32>()
  /// The symbol of each registered variable, by the variable's serial.
  let symbolOfID = PodBuffer<Int32>()
  /// The variables the tableau's symbols stand for, by id (the solver's: shared by the
  /// tableaus it makes, and kept by it across a rebuild).
  let table: VariableTable
  /// How many variables are registered.
  @exclusivity(unchecked) var variableCount = 0
  /// Scratch for the row being built by an add.
  let buildSymbols = PodBuffer<Int32>()
  let buildCoefficients = PodBuffer<Double>()
  /// The largest term added into each cell of the row being built (what a cancelled sum is
  /// judged by, ``accumulate(_:_:)``).
  let buildMagnitudes = PodBuffer<Double>()

  // MARK: Rows
  let rowStart = PodBuffer<Int32>()
  let rowCount = PodBuffer<Int32>()
  let rowClass = PodBuffer<Int8>()
  let rowConstant = PodBuffer<Double>()
  /// The basic symbol of each row; -1 for an objective row (the phase-one objective), -2 for a
  /// free row id.
  let rowBasic = PodBuffer<Int32>()
  /// 1 for a **definition row**: the row of an external symbol, kept as its constraint was
  /// written (solved for that symbol), so it may name other basic symbols; its cells are
  /// listed in their symbols' references, not their columns, and no pivot rewrites it. 0
  /// for a substituted row (a restricted symbol's, or a phase-one row): over non-basic
  /// symbols only. Fixed when the row is made.
  let rowDefines = PodBuffer<UInt8>()
  @exclusivity(unchecked) var freeRows: [Int32] = []
  /// For each row, the largest term that has gone into its constant (scaled with the
  /// row): how large the constant's round-off may be (``isNegligible(_:scale:)``).
  let rowScale = PodBuffer<Double>()
  /// For the definition row of an unmarked required equality (its built row, as written or
  /// expanded when added, solved for its subject; no cell rewritten since): the solver's
  /// record slot of that constraint; else -1. Cleared by ``touch(_:)`` (a change of its
  /// cells; a constant moved along a marker keeps it) and when a change of the constant
  /// could not be followed through the rows built from it (`Tableau+DefinitionShift.swift`).
  let rowOwner = PodBuffer<Int32>()
  /// For an owned row: the first of the ``shiftLog`` entries that say how the markers of
  /// the constraints expanded through it move when its constant does; -1 for none.
  let rowShiftHead = PodBuffer<Int32>()
  /// How many ``shiftLog`` entries an owned row has (at most ``shiftEntryLimit``).
  let rowShiftCount = PodBuffer<UInt8>()

  /// The rows built by expanding owned definition rows, as markers to move (see
  /// `Tableau+DefinitionShift.swift`); appended at the end of an add, dropped on rollback.
  let shiftLog = PodBuffer<ShiftEntry>()
  /// Scratch of an expansion: the owned definition rows it expanded and their weights.
  let expandedOwnedRows = PodBuffer<Int32>()
  let expandedOwnedWeights = PodBuffer<Double>()

  // MARK: Cells (row storage) and entries (column storage)
  let cells = PodBuffer<Cell>()
  @exclusivity(unchecked) var cellBlocks = BlockAllocator()
  let entries = PodBuffer<Entry>()
  @exclusivity(unchecked) var entryBlocks = BlockAllocator()

  // MARK: Simplex state
  /// Symbols whose objective coefficient went negative (a min-heap by id; stale entries are
  /// skipped when popped).
  @exclusivity(unchecked) var entering = BinaryHeap<SmallestSymbolFirst>()
  /// Basic symbols of rows that may have gone infeasible (dual simplex work list).
  @exclusivity(unchecked) var infeasible: [Int32] = []
  /// What moving an owned row's constant moves (`shiftEffects`): each row's constant
  /// change, and the largest term summed into it (what a cancelled sum is judged by).
  @exclusivity(unchecked) var effectRows: [Int32] = []
  @exclusivity(unchecked) var effectSums: [Double] = []
  @exclusivity(unchecked) var effectMagnitudes: [Double] = []
  /// The basic symbols of the rows the last ``dualOptimize()`` could not repair.
  @exclusivity(unchecked) var unrepaired: [Int32] = []
  /// A constraint's terms merged per symbol (``mergeTerms(_:)``), scratch of an add.
  @exclusivity(unchecked) var mergedSymbols: [Int32] = []
  @exclusivity(unchecked) var mergedCoefficients: [Double] = []
  /// The phase-one objective row while an artificial add runs, else -1.
  @exclusivity(unchecked) var artificialObjective: Int32 = -1
  /// Whether an add that would need the artificial phase instead solves its row for a
  /// cheap restricted symbol and leaves it infeasible, for ``repairInfeasibleRows()`` at
  /// the end of a batch (`Tableau+Repair.swift`).
  @exclusivity(unchecked) var defersRepairs = false
  /// How many adds of the current (or last) deferred batch left their row infeasible; for
  /// tests.
  @exclusivity(unchecked) var deferredCount = 0

  // MARK: Journal
  @exclusivity(unchecked) var journal = Journal()

  // MARK: Change log
  /// Whether the external symbols of rows that change are logged (``Solver/recordsChanges``).
  @exclusivity(unchecked) var logsChanges = false {
    // What went stale before is not in ``staleValues``: the next refresh scans.
    didSet { if logsChanges && !oldValue { staleOverflow = true } }
  }
  /// External symbols whose value may have changed since the log was last drained: the
  /// basic symbols of rows that changed or entered or left the basis, and the definitions
  /// whose value an evaluation found moved (one that names a moved value but keeps its own,
  /// as a vertical position keeps its value when a width moves, is not logged).
  @exclusivity(unchecked) var changedSymbols: [Int32] = []
  /// 1 for a symbol in ``changedSymbols``.
  let changeMark = PodBuffer<UInt8>()

  // The stored `var`s above are `@exclusivity(unchecked)`: a class's stored properties are
  // checked for overlapping access at run time, the tableau's are touched on every pivot,
  // and no access can overlap (one solver drives its tableau, never re-entrantly), as with
  // the solver's own hot fields.

  init(explaining: Bool = false, table: VariableTable = VariableTable()) {
    self.explaining = explaining
    self.table = table
    #if LAYOUT_INVARIANTS
      verifyBufferLists()
    #endif
  }

  var symbolCount: Int { kind.count }
  /// Slots every per-symbol buffer has room for (the least capacity among them: buffers
  /// only grow), so that a new symbol tests one capacity, not twenty.
  @exclusivity(unchecked) var symbolRoom = 0
  /// Slots every per-row buffer has room for.
  @exclusivity(unchecked) var rowRoom = 0
  /// How many row ids exist (rows in use and free ones).
  var rowIDCount: Int { rowStart.count }

  /// Creates a symbol of the given kind with an empty column: a first value in each of
  /// ``symbolSlots`` (and ``variables``).
  func newSymbol(_ k: SymbolKind) -> Int32 {
    let s = kind.count
    if s >= symbolRoom { reserveSymbolSlots(max(2 * s, 16)) }
    kind.appendInRoom(k)
    basicRow.appendInRoom(-1)
    colStart.appendInRoom(0)
    colCount.appendInRoom(0)
    colClass.appendInRoom(-1)
    refStart.appendInRoom(0)
    refCount.appendInRoom(0)
    refClass.appendInRoom(-1)
    valueDirty.appendInRoom(0)
    symbolValue.appendInRoom(0)
    errorWeight.appendInRoom(0)
    expandWeight.appendInRoom(0)
    expandMagnitude.appendInRoom(0)
    definitionOrder.appendInRoom(0)
    visitStamp.appendInRoom(0)
    searchMark.appendInRoom(0)
    objective.appendInRoom(0)
    scratch.appendInRoom(-1)
    idOfSymbol.appendInRoom(-1)
    changeMark.appendInRoom(0)
    return Int32(s)
  }

  /// Logs an external symbol whose value may change: the basic symbol of a row about to
  /// change, one that just became basic, or one that just left the basis.
  @inline(__always)
  func logValueChange(_ symbol: Int32) {
    let s = Int(symbol)
    guard s >= 0, changeMark[s] == 0, kind[s] == .external else { return }
    changeMark[s] = 1
    changedSymbols.append(symbol)
  }

  @inline(__always)
  func isRestricted(_ symbol: Int32) -> Bool { kind[Int(symbol)] != .external }

  /// The symbol of a registered variable, or -1.
  @inline(__always)
  func registeredSymbol(of variable: Variable) -> Int32 {
    let id = table.knownID(of: variable)
    return id >= 0 ? registeredSymbol(ofID: id) : -1
  }

  /// The symbol of the variable with id `id` in ``table``, or -1.
  @inline(__always)
  func registeredSymbol(ofID id: Int32) -> Int32 {
    Int(id) < symbolOfID.count ? symbolOfID[Int(id)] : -1
  }
}

/// One cell of a row: `coefficient * symbol`, and where its entry sits in the symbol's
/// column. 16 bytes, so a cell is one read.
struct Cell: BitwiseCopyable {
  var symbol: Int32
  /// Position of the cell's entry in its symbol's column.
  var columnPosition: Int32
  var coefficient: Double
}

/// One entry of a symbol's column: a row it occurs in and the position of its cell there.
struct Entry: BitwiseCopyable {
  var row: Int32
  /// Position of the entry's cell in its row.
  var position: Int32
}

/// Hands out blocks of `2^k` slots in one flat array, reusing released blocks by size.
struct BlockAllocator {
  private(set) var end: Int32 = 0
  private var free: [[Int32]] = Array(repeating: [], count: 32)
  /// Bit `k` set: blocks of size class `k` are free. Tested first, so that taking a new
  /// block (most of a first pass's) does not touch the lists: even reading one of them in
  /// place costs a uniqueness check of the outer and the inner array.
  private var classesWithFree: UInt32 = 0

  /// The start of a block of `1 << sizeClass` slots; `end` grows when no block is free.
  @inline(__always)
  mutating func allocate(_ sizeClass: Int8) -> Int32 {
    if classesWithFree & (1 << UInt32(sizeClass)) != 0 { return reuse(sizeClass) }
    let start = end
    end += Int32(1) << Int32(sizeClass)
    return start
  }

  /// A free block of `1 << sizeClass` slots (one is free).
  private mutating func reuse(_ sizeClass: Int8) -> Int32 {
    let k = Int(sizeClass)
    let start = free[k].removeLast()
    if free[k].isEmpty { classesWithFree &= ~(1 << UInt32(k)) }
    return start
  }

  mutating func release(_ start: Int32, _ sizeClass: Int8) {
    free[Int(sizeClass)].append(start)
    classesWithFree |= 1 << UInt32(sizeClass)
  }
}

/// What a ``BinaryHeap`` pops first: `precedes(a, b)` when `a` comes out before `b`.
protocol HeapOrder {
  associatedtype Element
  static func precedes(_ a: Element, _ b: Element) -> Bool
}

/// A binary heap whose order is a type, so that each use is specialised (the simplex pops
/// one on every pivot).
struct BinaryHeap<Order: HeapOrder> {
  private var items: [Order.Element] = []

  var isEmpty: Bool { items.isEmpty }

  /// The element `pop()` would return, left in place.
  var first: Order.Element? { items.first }

  /// Every element, in no particular order.
  var elements: [Order.Element] { items }

  mutating func push(_ x: Order.Element) {
    items.append(x)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard Order.precedes(x, items[parent]) else { break }
      items[i] = items[parent]
      i = parent
    }
    items[i] = x
  }

  mutating func pop() -> Order.Element? {
    guard let last = items.popLast() else { return nil }
    if items.isEmpty { return last }
    let top = items[0]
    var i = 0
    let n = items.count
    while true {
      var child = 2 * i + 1
      if child >= n { break }
      if child + 1 < n && Order.precedes(items[child + 1], items[child]) { child += 1 }
      guard Order.precedes(items[child], last) else { break }
      items[i] = items[child]
      i = child
    }
    items[i] = last
    return top
  }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}

/// The smallest symbol id first: the entering candidates of the simplex (Bland's rule).
enum SmallestSymbolFirst: HeapOrder {
  static func precedes(_ a: Int32, _ b: Int32) -> Bool { a < b }
}

/// The highest ``Tableau/definitionOrder`` first: an expansion's definitions, each after
/// every one that names it.
enum HighestOrderFirst: HeapOrder {
  static func precedes(_ a: (order: Double, symbol: Int32), _ b: (order: Double, symbol: Int32))
    -> Bool
  { a.order > b.order }
}
