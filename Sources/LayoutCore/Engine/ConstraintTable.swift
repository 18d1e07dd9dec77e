import LayoutSolver

/// One engine's state for the layout constraints of its hierarchy, kept beside them: a
/// ``LayoutConstraint`` holds only what the user said (and its dense
/// ``LayoutConstraint/serial``), so one constraint's state in two engines (its view moved
/// from one hierarchy to another) cannot mix, and the engine's per-constraint state is flat
/// storage rather than an object per constraint.
///
/// A constraint the engine tracks has a *place*: one ``ConstraintLink`` in ``links``, found
/// from its serial through a `DenseIDMap` (as the solver finds its records), beside the
/// constraint's work and whether it is on the work list. The engine tracks a constraint from
/// the first time it queues it until it lets it go (deactivated and processed, or its item
/// left the hierarchy); a freed place is reused by the next constraint.
///
/// ```
/// serial → place:  #17 → 0    #18 → 1    #25 → 2
/// links:           [ top ][ leading ][ width ] …
/// work, queued:    [  ✓  ][    ·    ][   ✓   ]
/// ```
final class ConstraintTable {
  /// Each tracked constraint's serial → its place.
  private let places = DenseIDMap()
  /// The links of every place.
  @exclusivity(unchecked) private(set) var links: [ConstraintLink] = []
  /// What changed about the constraint since the last pass.
  @exclusivity(unchecked) private var work: [ConstraintWork] = []
  /// Whether the constraint is on the engine's work list.
  @exclusivity(unchecked) private var queued: [Bool] = []
  /// Freed places.
  @exclusivity(unchecked) private var free: [Int32] = []

  /// How many constraints are tracked.
  var count: Int { places.count }

  /// A constraint's place, if the engine tracks it.
  @inline(__always)
  func place(of c: LayoutConstraint) -> Int? {
    let place = places[c.serial]
    return place < 0 ? nil : Int(place)
  }

  /// A constraint's link, if it is tracked and translated (it holds, waits, broke or is being
  /// handed to the solver).
  func link(of c: LayoutConstraint) -> ConstraintLink? {
    guard let place = place(of: c), links[place].state != .absent else { return nil }
    return links[place]
  }

  /// The constraint's place, made (its link absent, no work) if it had none.
  func track(_ c: LayoutConstraint) -> Int {
    if let place = place(of: c) { return place }
    let place: Int
    if let reused = free.popLast() {
      place = Int(reused)
    } else {
      place = links.count
      links.append(ConstraintLink())
      work.append([])
      queued.append(false)
    }
    places.set(c.serial, Int32(place))
    return place
  }

  /// Forgets a constraint: its place is free for the next one (a work-list entry for it is
  /// skipped). The caller has taken its held link out of the solver.
  func release(_ c: LayoutConstraint) {
    guard let place = place(of: c) else { return }
    places.remove(c.serial)
    links[place] = ConstraintLink()
    work[place] = []
    queued[place] = false
    free.append(Int32(place))
  }

  /// Forgets every constraint (the engine's hierarchy dissolved).
  func removeAll() {
    guard !links.isEmpty else { return }
    places.removeAll()
    links = []
    work = []
    queued = []
    free = []
  }

  /// A link, by place.
  subscript(place: Int) -> ConstraintLink {
    get { links[place] }
    set { links[place] = newValue }
  }

  // MARK: Work

  /// Adds work to a tracked constraint; true if it was not on the work list yet (the caller
  /// puts it there).
  func add(_ newWork: ConstraintWork, at place: Int) -> Bool {
    work[place].formUnion(newWork)
    guard !queued[place] else { return false }
    queued[place] = true
    return true
  }

  /// Takes a constraint off the work list with its work, or nil if it was not on it (let go,
  /// or queued again by another engine).
  func takeWork(of c: LayoutConstraint) -> (place: Int, work: ConstraintWork)? {
    guard let place = place(of: c), queued[place] else { return nil }
    queued[place] = false
    let taken = work[place]
    work[place] = []
    return (place, taken)
  }
}
