import Foundation

/// The solver changes of one round of a pass, applied in three batches: removals, constant
/// moves, additions.
struct SolverBatch {
  /// What a linear constraint stands for.
  enum Target {
    case link(LayoutConstraint)
    case implicit(any LayoutItem, Int)
  }

  var additions: [LinearConstraint] = []
  var addTargets: [Target] = []
  var marked: [Bool] = []
  var moves: [(LinearConstraint, Double)] = []
  var moveTargets: [Target] = []

  mutating func add(_ linear: LinearConstraint, _ target: Target, marked: Bool) {
    additions.append(linear)
    addTargets.append(target)
    self.marked.append(marked)
  }

  mutating func move(_ linear: LinearConstraint, to constant: Double, _ target: Target) {
    moves.append((linear, constant))
    moveTargets.append(target)
  }
}

/// An implicit constraint the solver rejected.
struct BrokenImplicit {
  weak var item: (any LayoutItem)?
  var index: Int
  var linear: LinearConstraint
  var error: SolverError
}

extension LayoutEngine {
  // MARK: Constraints

  /// Turns a queued layout constraint's change into solver changes.
  func process(_ c: LayoutConstraint, into batch: inout SolverBatch) {
    // Let go since it was queued (its item left, or the hierarchy dissolved): nothing to do.
    guard let (place, work) = constraintTable.takeWork(of: c) else { return }
    // Deactivated, or its item is in another hierarchy now: let go.
    guard c.isActive, isOurs(c) else {
      release(c)
      return
    }
    let link = constraintTable[place]
    if work == .constant, link.state == .held, let linear = link.linear {
      batch.move(linear, to: link.base - Double(c.constant), .link(c))
      return
    }
    translate(c, place: place, into: &batch)
  }

  /// A constraint of this hierarchy was deactivated: its linear constraint is queued for
  /// removal now; the engine lets it go in the next pass.
  func deactivated(_ c: LayoutConstraint) {
    withdraw(c)
    enqueue(c, .activation)
  }

  /// Takes a constraint's linear constraint out of the solver (it was deactivated, or its
  /// item left the hierarchy); the engine still tracks it.
  func withdraw(_ c: LayoutConstraint) {
    guard let place = constraintTable.place(of: c) else { return }
    let link = constraintTable[place]
    if link.state == .held, let linear = link.linear { pendingRemovals.append(linear) }
    constraintTable[place] = ConstraintLink()
  }

  /// Withdraws a constraint and stops tracking it.
  func release(_ c: LayoutConstraint) {
    withdraw(c)
    constraintTable.release(c)
  }

  /// Translates a layout constraint (its link is at `place`); one whose linear form kept its
  /// shape (only the constant differs) is moved in place.
  private func translate(_ c: LayoutConstraint, place: Int, into batch: inout SolverBatch) {
    guard let first = c.firstLayoutItem else { return }
    var link = constraintTable[place]
    let second = c.secondLayoutItem
    if !c.itemsAreIn(self) {
      if link.state == .held, let linear = link.linear { pendingRemovals.append(linear) }
      constraintTable[place] = ConstraintLink(state: .foreign)
      Self.note(c, in: &foreign)
      return
    }
    let ancestor = Self.measuringAncestor(of: c, first, second)
    if let second, dependsOnSecond(c, first, second) { noteDependent(c, on: second) }
    if let offsets = c.offsets {
      for end in [offsets.first, offsets.second] {
        if let item = end?.item, (item as AnyObject) !== (first as AnyObject) {
          noteDependent(c, on: item)
        }
      }
    }
    if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline {
      noteBaselineViews(of: c, first, second)
    }
    // The ancestor's bounds origin is in the constant: a change of it reaches the
    // constraint through the ancestor's list (the first item's own list when it is the
    // ancestor itself).
    if let ancestor, ancestor !== (first as AnyObject) { noteDependent(c, on: ancestor) }
    let (linear, base) = LayoutTranslation.linear(of: c, first, second, ancestor: ancestor)
    link.base = base
    if link.state == .held, let old = link.linear, old.hasShape(of: linear) {
      batch.move(old, to: linear.constant, .link(c))
    } else {
      if link.state == .held, let old = link.linear { pendingRemovals.append(old) }
      link.state = .pending
      link.linear = linear
      link.failure = nil
      batch.add(linear, .link(c), marked: c.expectsChanges)
    }
    constraintTable[place] = link
  }

  /// A baseline read through another view (a stack view's arranged view) is that view's
  /// too: a change of its text reaches the constraint through its list.
  private func noteBaselineViews(
    of c: LayoutConstraint, _ first: any LayoutItem, _ second: (any LayoutItem)?
  ) {
    if c.firstAttribute.isBaseline,
      let view = AttributeForm.baselineView(c.firstAttribute, of: first)
    {
      noteDependent(c, on: view)
    }
    if let second, c.secondAttribute.isBaseline,
      let view = AttributeForm.baselineView(c.secondAttribute, of: second)
    {
      noteDependent(c, on: view)
    }
  }

  // MARK: Implicit constraints

  /// Remakes an item's implicit constraints: moved in place when only constants changed,
  /// replaced otherwise.
  func updateImplicit(_ item: any LayoutItem, into batch: inout SolverBatch) {
    isUpdatingImplicit = true
    let wanted = item.implicitConstraints(in: self)
    isUpdatingImplicit = false
    if wanted.isEmpty && item.layoutNode.implicit.isEmpty { return }
    var held = item.layoutNode.implicit
    var next: [LinearConstraint] = []
    next.reserveCapacity(wanted.count)
    for (i, spec) in wanted.enumerated() {
      let linear = LinearConstraint(spec.expression, spec.relation, strength: spec.strength)
      if i < held.count, solver.hasConstraint(held[i]), held[i].hasShape(of: linear) {
        batch.move(held[i], to: linear.constant, .implicit(item, i))
        next.append(held[i])
        continue
      }
      if i < held.count {
        pendingRemovals.append(held[i])
        held[i] = linear
      }
      next.append(linear)
      batch.add(linear, .implicit(item, i), marked: false)
    }
    if held.count > wanted.count { pendingRemovals.append(contentsOf: held[wanted.count...]) }
    item.layoutNode.implicit = next
  }

  // MARK: Applying

  /// Applies a round's changes to the solver: the queued removals first, then the constant
  /// moves, then the additions (required first, each failure recorded as broken).
  func apply(_ batch: SolverBatch) {
    justBroken.removeAll(keepingCapacity: true)
    var removals = pendingRemovals.filter { solver.hasConstraint($0) }
    pendingRemovals.removeAll(keepingCapacity: true)
    if !removals.isEmpty {
      // Distinct constraints only: the same one may be queued twice.
      var seen = Set<ObjectIdentifier>()
      removals = removals.filter { seen.insert(ObjectIdentifier($0)).inserted }
      remove(removals)
    }
    // Only the constants that differ from what the solver holds.
    var moves: [(LinearConstraint, Double)] = []
    var moveTargets: [SolverBatch.Target] = []
    for (i, move) in batch.moves.enumerated() where solver.constant(of: move.0) != move.1 {
      moves.append(move)
      moveTargets.append(batch.moveTargets[i])
    }
    let moveFailures = solver.setConstantsSkippingFailures(moves)
    var dropped: [LinearConstraint] = []
    for (index, error) in moveFailures {
      dropped.append(moves[index].0)
      markBroken(moveTargets[index], moves[index].0, error)
    }
    // A constant moved into a conflict leaves the solver (broken, as Auto Layout breaks it).
    if !dropped.isEmpty { remove(dropped.filter(solver.hasConstraint)) }
    // A constant moved out of one (a label's baseline after it wrapped again) may let a
    // constraint broken earlier hold: it is tried again, as after a removal.
    if moves.count > dropped.count && !(broken.isEmpty && brokenImplicit.isEmpty) {
      retryBroken = true
    }
    var addFailures = solver.addConstraintsSkippingFailures(
      batch.additions, marked: { batch.marked[$0] }
    )[...]
    let addedFailures = addFailures.count
    for (i, target) in batch.addTargets.enumerated() {
      if let failure = addFailures.first, failure.index == i {
        addFailures.removeFirst()
        markBroken(target, batch.additions[i], failure.error)
      } else if case .link(let c) = target, let place = constraintTable.place(of: c),
        constraintTable[place].linear === batch.additions[i]
      {
        constraintTable[place].state = .held
      }
    }
    if !batch.additions.isEmpty || !moves.isEmpty { solutionVersion += 1 }
    lastChanges.added += batch.additions.count - addedFailures
    lastChanges.removed += removals.count + dropped.count
    lastChanges.moved += moves.count
    // An implicit constraint that holds now is no longer broken.
    if !brokenImplicit.isEmpty {
      brokenImplicit.removeAll { entry in
        guard let item = entry.item, item.layoutNode.isIn(self) else { return true }
        let held = item.layoutNode.implicit
        return entry.index < held.count && solver.hasConstraint(held[entry.index])
      }
    }
  }

  /// Takes constraints out of the solver; a removal it refuses (only round-off can make a
  /// rebuild fail) is reported, and the constraints stay.
  private func remove(_ constraints: [LinearConstraint]) {
    guard !constraints.isEmpty else { return }
    do throws(SolverError) {
      try solver.removeConstraints(constraints)
    } catch {
      passDiagnostics.append(
        LayoutDiagnostic(
          kind: .invalidConstraint,
          message: "the solver could not take \(constraints.count) constraints out: \(error)"))
    }
    solutionVersion += 1
    retryBroken = true
  }

  /// Records a linear constraint the solver rejected, with what it conflicts with.
  private func markBroken(
    _ target: SolverBatch.Target, _ linear: LinearConstraint, _ error: SolverError
  ) {
    switch target {
    case .link(let c):
      guard let place = constraintTable.place(of: c), constraintTable[place].state != .absent
      else { return }
      constraintTable[place].state = .broken
      constraintTable[place].linear = linear
      constraintTable[place].failure = LinkFailure(error)
      Self.note(c, in: &broken)
      justBroken.insert(ObjectIdentifier(c))
    case .implicit(let item, let index):
      brokenImplicit.removeAll { $0.item == nil || $0.item === item && $0.index == index }
      brokenImplicit.append(
        BrokenImplicit(item: item, index: index, linear: linear, error: error))
      justBroken.insert(ObjectIdentifier(item))
    }
  }

  /// Adds a constraint to a list that is kept short: a constraint just listed is not listed
  /// again, and duplicates are dropped whenever the length reaches a power of two above 32
  /// (a constraint changed every frame while it waits or stays broken stays listed once).
  static func note(_ c: LayoutConstraint, in list: inout [LayoutConstraint]) {
    if list.last === c { return }
    list.append(c)
    guard list.count > 32, list.count.nonzeroBitCount == 1 else { return }
    var seen = Set<ObjectIdentifier>()
    list.removeAll { !seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// After a removal, constraints broken earlier may hold: they are tried again (not those
  /// broken by the same round, which would fail the same way).
  func retryBrokenConstraints() {
    guard retryBroken else { return }
    retryBroken = false
    let constraints = broken
    broken.removeAll()
    for c in constraints
    where isOurs(c) && constraintTable.link(of: c)?.state == .broken {
      if justBroken.contains(ObjectIdentifier(c)) {
        Self.note(c, in: &broken)
      } else {
        enqueue(c, .translate)
      }
    }
    for entry in brokenImplicit {
      guard let item = entry.item, item.layoutNode.isIn(self),
        !justBroken.contains(ObjectIdentifier(item))
      else { continue }
      enqueue(item, .implicit)
    }
  }
}

extension LinearConstraint {
  /// Whether `other` has the same terms, relation and strength (it differs at most in its
  /// constant, so it can be moved in place).
  func hasShape(of other: LinearConstraint) -> Bool {
    guard relation == other.relation, strength == other.strength,
      terms.count == other.terms.count
    else { return false }
    for (a, b) in zip(terms, other.terms)
    where a.variable !== b.variable || a.coefficient != b.coefficient {
      return false
    }
    return true
  }
}
