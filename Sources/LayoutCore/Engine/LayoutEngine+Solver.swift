import Foundation

/// The solver changes of one round of a pass, applied in three batches: removals, constant
/// moves, additions.
struct SolverBatch {
  /// What a linear constraint stands for.
  enum Target {
    case link(LayoutConstraint)
    case implicit(any LayoutItem, Int)
  }

  /// Linear forms to add, as runs of one terms buffer (the solver gives each held one an
  /// id); a form is written into its open run, then added or discarded.
  var forms: FormBatch
  var addTargets: [Target] = []
  var marked: [Bool] = []
  /// Held forms (by the solver's id) and the constants they move to.
  var moves: [(Int32, Double)] = []
  var moveTargets: [Target] = []

  init(for solver: Solver) {
    forms = FormBatch(for: solver)
  }

  /// Makes room for `forms` more additions (of about three terms each, as the engine's are):
  /// a first pass adds several for each view, and grown by doubling, the buffers were copied
  /// a dozen times over. A pass of a few changes (which may add nothing: a constant moved)
  /// grows them as it goes.
  mutating func reserveCapacity(forAdditions forms: Int) {
    guard forms >= 64 else { return }
    self.forms.reserveCapacity(forms: forms, terms: 3 * forms)
    addTargets.reserveCapacity(addTargets.count + forms)
    marked.reserveCapacity(marked.count + forms)
  }

  /// Adds the open form, with this constant, relation and strength, for `target`.
  mutating func add(
    constant: Double, _ relation: Relation, _ strength: Strength, _ target: Target, marked: Bool
  ) {
    forms.close(constant: constant, relation: relation, strength: strength)
    addTargets.append(target)
    self.marked.append(marked)
  }

  /// What a link or an implicit slot holds while its form waits in the batch: a negative
  /// mark of the addition it waits for (the next one's, when asked before adding), so that
  /// only the last addition for it is held if it is translated twice in one pass.
  var nextPendingMark: Int32 { -Int32(forms.count) - 2 }

  static func pendingMark(_ index: Int) -> Int32 { -Int32(index) - 2 }

  mutating func move(_ id: Int32, to constant: Double, _ target: Target) {
    moves.append((id, constant))
    moveTargets.append(target)
  }
}

/// An implicit constraint the solver rejected.
struct BrokenImplicit {
  weak var item: (any LayoutItem)?
  var index: Int
  /// The rejected linear constraint (the error's, made by the solver from the form).
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
    if work == .constant, link.state == .held, link.id >= 0 {
      batch.move(link.id, to: link.base - Double(c.constant), .link(c))
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
    if link.state == .held, link.id >= 0 { pendingRemovals.append(link.id) }
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
      if link.state == .held, link.id >= 0 { pendingRemovals.append(link.id) }
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
    // The terms go straight into the batch's open form: moved in place if the held form
    // has the same shape, added otherwise.
    let base = LayoutTranslation.appendTerms(
      of: c, first, second, ancestor: ancestor, into: &batch.forms)
    batch.forms.dropCancelled()
    link.base = base
    let constant = base - Double(c.constant)
    let relation = c.relation.solverRelation
    let strength = c.priority.strength
    if link.state == .held, link.id >= 0,
      solver.hasShape(
        ofID: link.id, terms: batch.forms.openTerms, relation: relation, strength: strength)
    {
      batch.forms.discardOpen()
      batch.move(link.id, to: constant, .link(c))
    } else {
      if link.state == .held, link.id >= 0 { pendingRemovals.append(link.id) }
      link.state = .pending
      link.id = batch.nextPendingMark
      link.failure = nil
      batch.add(constant: constant, relation, strength, .link(c), marked: c.expectsChanges)
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
    // Written term by term into the scratch batch (taken while written: the item reads the
    // engine as its context), then each compared with the one held in its place.
    var writer = ImplicitWriter(
      forms: implicitScratch.take() ?? FormBatch(for: solver), keepsRoles: false)
    isUpdatingImplicit = true
    item.writeImplicitConstraints(in: self, into: &writer)
    isUpdatingImplicit = false
    defer {
      writer.forms.removeAll()
      implicitScratch = writer.forms
    }
    let node = item.layoutNode
    let held = node.implicit
    let count = writer.forms.count
    if count == 0 && held.isEmpty { return }
    var next: [Int32] = []
    next.reserveCapacity(count)
    for (i, form) in writer.forms.runs.enumerated() {
      let terms = writer.forms.terms(of: form)
      if i < held.count, held[i] >= 0,
        solver.hasShape(
          ofID: held[i], terms: terms, relation: form.relation, strength: form.strength)
      {
        batch.move(held[i], to: form.constant, .implicit(item, i))
        next.append(held[i])
        continue
      }
      if i < held.count && held[i] >= 0 { pendingRemovals.append(held[i]) }
      // Held once the batch is applied.
      next.append(batch.nextPendingMark)
      batch.forms.add(merged: terms)
      batch.add(
        constant: form.constant, form.relation, form.strength, .implicit(item, i),
        marked: false)
    }
    if held.count > count {
      pendingRemovals.append(contentsOf: held[count...].lazy.filter { $0 >= 0 })
    }
    node.implicit = next
  }

  // MARK: Applying

  /// Applies a round's changes to the solver: the queued removals first, then the constant
  /// moves, then the additions (required first, each failure recorded as broken).
  func apply(_ batch: inout SolverBatch) {
    justBroken.removeAll(keepingCapacity: true)
    var removals = pendingRemovals.filter { solver.holds(id: $0) }
    pendingRemovals.removeAll(keepingCapacity: true)
    if !removals.isEmpty {
      // Distinct ones only: the same one may be queued twice.
      var seen = Set<Int32>()
      removals = removals.filter { seen.insert($0).inserted }
      remove(removals)
    }
    // Only the constants that differ from what the solver holds.
    var moves: [(Int32, Double)] = []
    var moveTargets: [SolverBatch.Target] = []
    for (i, move) in batch.moves.enumerated() where solver.constant(ofID: move.0) != move.1 {
      moves.append(move)
      moveTargets.append(batch.moveTargets[i])
    }
    let moveFailures = solver.setConstantsSkippingFailures(ofIDs: moves)
    var dropped: [Int32] = []
    for (index, error) in moveFailures {
      dropped.append(moves[index].0)
      markBroken(moveTargets[index], error)
    }
    // A constant moved into a conflict leaves the solver (broken, as Auto Layout breaks it).
    if !dropped.isEmpty { remove(dropped.filter { solver.holds(id: $0) }) }
    // A constant moved out of one (a label's baseline after it wrapped again) may let a
    // constraint broken earlier hold: it is tried again, as after a removal.
    if moves.count > dropped.count && !(broken.isEmpty && brokenImplicit.isEmpty) {
      retryBroken = true
    }
    let marked = batch.marked
    let (ids, failures) = solver.addFormsSkippingFailures(
      &batch.forms, marked: { marked[$0] })
    var addFailures = failures[...]
    let addedFailures = addFailures.count
    for (i, target) in batch.addTargets.enumerated() {
      if let failure = addFailures.first, failure.index == i {
        addFailures.removeFirst()
        markBroken(target, failure.error)
      } else if !hold(ids[i], for: target, addition: i) {
        // Its constraint or item let go of it since: out in the next pass.
        pendingRemovals.append(ids[i])
      }
    }
    if !batch.forms.isEmpty || !moves.isEmpty { solutionVersion += 1 }
    lastChanges.added += batch.forms.count - addedFailures
    lastChanges.removed += removals.count + dropped.count
    lastChanges.moved += moves.count
    // An implicit constraint that holds now is no longer broken.
    if !brokenImplicit.isEmpty {
      brokenImplicit.removeAll { entry in
        guard let item = entry.item, item.layoutNode.isIn(self) else { return true }
        let held = item.layoutNode.implicit
        return entry.index < held.count && solver.holds(id: held[entry.index])
      }
    }
  }

  /// Records the solver's id for a form just added (the batch's `addition`th), on the
  /// link or implicit slot that waits for that addition; false if none does (it was let go
  /// since, or translated again in the same pass).
  private func hold(_ id: Int32, for target: SolverBatch.Target, addition: Int) -> Bool {
    let mark = SolverBatch.pendingMark(addition)
    switch target {
    case .link(let c):
      guard let place = constraintTable.place(of: c), constraintTable[place].state == .pending,
        constraintTable[place].id == mark
      else { return false }
      constraintTable[place].state = .held
      constraintTable[place].id = id
    case .implicit(let item, let index):
      let node = item.layoutNode
      guard node.isIn(self), index < node.implicit.count, node.implicit[index] == mark else {
        return false
      }
      node.implicit[index] = id
    }
    return true
  }

  /// Takes constraints out of the solver; a removal it refuses (only round-off can make a
  /// rebuild fail) is reported, and the constraints stay.
  private func remove(_ ids: [Int32]) {
    guard !ids.isEmpty else { return }
    do throws(SolverError) {
      try solver.removeConstraints(ids: ids)
    } catch {
      passDiagnostics.append(
        LayoutDiagnostic(
          kind: .invalidConstraint,
          message: "the solver could not take \(ids.count) constraints out: \(error)"))
    }
    solutionVersion += 1
    retryBroken = true
  }

  /// Records a linear constraint the solver rejected (a move's leaves the solver), with
  /// what it conflicts with.
  private func markBroken(_ target: SolverBatch.Target, _ error: SolverError) {
    switch target {
    case .link(let c):
      guard let place = constraintTable.place(of: c), constraintTable[place].state != .absent
      else { return }
      constraintTable[place].state = .broken
      constraintTable[place].id = -1
      constraintTable[place].failure = LinkFailure(error)
      Self.note(c, in: &broken)
      justBroken.insert(ObjectIdentifier(c))
    case .implicit(let item, let index):
      let node = item.layoutNode
      if node.isIn(self) && index < node.implicit.count { node.implicit[index] = -1 }
      brokenImplicit.removeAll { $0.item == nil || $0.item === item && $0.index == index }
      let linear = error.constraint ?? LinearConstraint(Expression(), .equal)
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
