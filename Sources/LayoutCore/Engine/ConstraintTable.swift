import LayoutSolver

/// One engine's state for the DSL constraints of its hierarchy, kept beside them: a
/// ``Constraint`` holds only what the user said (and its dense ``Constraint/serial``), so one
/// constraint's state in two engines (its view moved from one hierarchy to another) cannot
/// mix, and the engine's per-constraint state is flat storage rather than an array object
/// per constraint.
///
/// A constraint the engine tracks has a *run*: one ``ConstraintLink`` per layout constraint,
/// in order, at consecutive places of ``links``, found from its serial through a
/// `DenseIDMap` (as the solver finds its records). The run's first place also holds the
/// constraint's work and whether it is on the work list. The engine tracks a constraint from
/// the first time it queues it until it lets it go (deactivated and processed, or its item
/// left the hierarchy); a freed run is reused by the next constraint of the same length.
///
/// ```
/// serial → run:   #17 → 0     #18 → 1     #25 → 5
/// links:          [ top ][ leading, trailing, top, bottom ][ width ] …
/// work, queued:   [  ✓  ][    ✓       ·        ·     ·    ][   ✓   ]   (first place only)
/// ```
final class ConstraintTable {
  /// Each tracked constraint's serial → the first place of its run.
  private let runs = DenseIDMap()
  /// The links of every run.
  @exclusivity(unchecked) private(set) var links: [ConstraintLink] = []
  /// At a run's first place: what changed about the constraint since the last pass.
  @exclusivity(unchecked) private var work: [ConstraintWork] = []
  /// At a run's first place: whether the constraint is on the engine's work list.
  @exclusivity(unchecked) private var queued: [Bool] = []
  /// Freed runs by length: `free[n]` holds the first places of free runs of `n` links.
  @exclusivity(unchecked) private var free: [[Int32]] = []

  /// How many constraints are tracked.
  var count: Int { runs.count }

  /// The first place of a constraint's run, if the engine tracks it.
  @inline(__always)
  func run(of c: Constraint) -> Int? {
    let first = runs[c.serial]
    return first < 0 ? nil : Int(first)
  }

  /// The places of a constraint's links, if it is tracked and translated (its links hold,
  /// wait, broke or are being handed to the solver).
  func translatedLinks(of c: Constraint) -> Range<Int>? {
    guard let first = run(of: c), links[first].state != .absent else { return nil }
    return first..<first + c.layoutConstraints.count
  }

  /// The constraint's run, made (its links absent, no work) if it had none.
  func track(_ c: Constraint) -> Int {
    if let first = run(of: c) { return first }
    // A constraint of no layout constraints (an invalid chain's) still gets one place: it
    // holds the work.
    let length = Swift.max(c.layoutConstraints.count, 1)
    let first: Int
    if length < free.count, let reused = free[length].popLast() {
      first = Int(reused)
    } else {
      first = links.count
      for _ in 0..<length {
        links.append(ConstraintLink())
        work.append([])
        queued.append(false)
      }
    }
    runs.set(c.serial, Int32(first))
    return first
  }

  /// Forgets a constraint: its run is free for the next one (a work-list entry for it is
  /// skipped). The caller has taken its held links out of the solver.
  func release(_ c: Constraint) {
    guard let first = run(of: c) else { return }
    runs.remove(c.serial)
    let length = Swift.max(c.layoutConstraints.count, 1)
    for place in first..<first + length { links[place] = ConstraintLink() }
    work[first] = []
    queued[first] = false
    while free.count <= length { free.append([]) }
    free[length].append(Int32(first))
  }

  /// Forgets every constraint (the engine's hierarchy dissolved).
  func removeAll() {
    guard !links.isEmpty else { return }
    runs.removeAll()
    links = []
    work = []
    queued = []
    free = []
  }

  // MARK: Links

  /// A constraint's links, if it is tracked and translated.
  func links(of c: Constraint) -> ArraySlice<ConstraintLink>? {
    translatedLinks(of: c).map { links[$0] }
  }

  /// A link, by place.
  subscript(place: Int) -> ConstraintLink {
    get { links[place] }
    set { links[place] = newValue }
  }

  // MARK: Work

  /// Adds work to a tracked constraint; true if it was not on the work list yet (the caller
  /// puts it there).
  func add(_ newWork: ConstraintWork, at first: Int) -> Bool {
    work[first].formUnion(newWork)
    guard !queued[first] else { return false }
    queued[first] = true
    return true
  }

  /// Takes a constraint off the work list with its work, or nil if it was not on it (let go,
  /// or queued again by another engine).
  func takeWork(of c: Constraint) -> (first: Int, work: ConstraintWork)? {
    guard let first = run(of: c), queued[first] else { return nil }
    queued[first] = false
    let taken = work[first]
    work[first] = []
    return (first, taken)
  }
}
