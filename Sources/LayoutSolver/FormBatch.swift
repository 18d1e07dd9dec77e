/// Linear forms for one solver to add, written as runs of one terms buffer: what the layout
/// engine hands over in a pass (``Solver/addFormsSkippingFailures(_:marked:)``), with no
/// array or object per form. A form is written term by term into the open run
/// (``add(_:_:)`` merges a variable given twice), then closed with its constant, relation
/// and strength, or discarded. Terms name their variables by the solver's ids
/// (``VariableTable``), so the buffer is plain values.
package struct FormBatch {
  /// One form: its run of ``terms`` and the rest of what it says.
  package struct Run {
    package var start: Int32
    package var count: Int32
    package var constant: Double
    package var strength: Strength
    package var relation: Relation
  }

  /// The terms of every form, each form's a run; the open run is the tail after the last
  /// closed one.
  package private(set) var terms: [PoolTerm] = []
  package private(set) var runs: [Run] = []
  private var openStart = 0
  /// Whether a merge in the open form added up to 0 (only then is there a term to drop).
  private var openHasCancelled = false
  /// The ids the terms are written in: the solver's.
  package let table: VariableTable

  /// An empty batch for `solver`.
  package init(for solver: Solver) {
    table = solver.variableTable
  }

  /// An empty batch whose terms are written in `table` (a batch no solver adds: a report
  /// reads its forms back as ``Term``s).
  package init(table: VariableTable) {
    self.table = table
  }

  /// How many forms are closed.
  package var count: Int { runs.count }
  package var isEmpty: Bool { runs.isEmpty }

  /// The open form's terms.
  package var openTerms: ArraySlice<PoolTerm> { terms[openStart...] }

  /// A closed form's terms.
  package func terms(of run: Run) -> ArraySlice<PoolTerm> {
    terms[Int(run.start)..<Int(run.start + run.count)]
  }

  /// A closed form's terms as ``Term``s (for a message or a report).
  package func variableTerms(of run: Run) -> [Term] {
    terms(of: run).map { Term(table[$0.id], $0.coefficient) }
  }

  /// Adds `coefficient * variable` to the open form, merged with the variable's term if it
  /// has one; a zero coefficient adds nothing.
  @inline(__always)
  package mutating func add(_ variable: Variable, _ coefficient: Double) {
    guard coefficient != 0 else { return }
    add(id: table.id(of: variable), coefficient)
  }

  /// Adds `coefficient * variable` to the open form, the variable by its id in ``table``;
  /// a zero coefficient adds nothing.
  package mutating func add(id: Int32, _ coefficient: Double) {
    guard coefficient != 0 else { return }
    // Looked for read-only (the terms are plain values): no uniqueness check unless found.
    let start = openStart
    let found = terms.withUnsafeBufferPointer { buffer -> Int in
      var i = start
      while i < buffer.count {
        if buffer[i].id == id { return i }
        i += 1
      }
      return -1
    }
    if found >= 0 {
      terms[found].coefficient += coefficient
      if terms[found].coefficient == 0 { openHasCancelled = true }
      return
    }
    terms.append(PoolTerm(id, coefficient))
  }

  /// Adds terms already merged (another batch's form for the same solver) to an empty open
  /// form.
  package mutating func add(merged: ArraySlice<PoolTerm>) {
    terms.append(contentsOf: merged)
  }

  /// Makes room for `forms` more forms of `terms` terms in all, so that a pass that knows
  /// how many it will write does not grow the buffers by copying them (the room not
  /// written is not touched).
  package mutating func reserveCapacity(forms: Int, terms: Int) {
    runs.reserveCapacity(runs.count + forms)
    self.terms.reserveCapacity(self.terms.count + terms)
  }

  /// Forgets every form, keeping the buffers' capacity (a batch reused as scratch).
  package mutating func removeAll() {
    terms.removeAll(keepingCapacity: true)
    runs.removeAll(keepingCapacity: true)
    openStart = 0
    openHasCancelled = false
  }

  /// Adds `expression OP 0` as a closed form (its terms merged).
  package mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength) {
    for term in ConstraintForm.merged(expression.terms) {
      terms.append(PoolTerm(table.id(of: term.variable), term.coefficient))
    }
    close(constant: expression.constant, relation: relation, strength: strength)
  }

  /// Drops the open form's terms that cancelled (their coefficients added up to 0).
  package mutating func dropCancelled() {
    guard openHasCancelled else { return }
    openHasCancelled = false
    let kept = terms[openStart...].filter { $0.coefficient != 0 }
    terms.removeSubrange(openStart...)
    terms.append(contentsOf: kept)
  }

  /// Closes the open form (without the terms that cancelled).
  package mutating func close(constant: Double, relation: Relation, strength: Strength) {
    dropCancelled()
    runs.append(
      Run(
        start: Int32(openStart), count: Int32(terms.count - openStart), constant: constant,
        strength: strength, relation: relation))
    openStart = terms.count
    openHasCancelled = false
  }

  /// Hands over the terms buffer (the runs stay, for their count and constants).
  package mutating func takeTerms() -> [PoolTerm] {
    let taken = terms
    terms = []
    openStart = 0
    openHasCancelled = false
    return taken
  }

  /// Drops the open form's terms.
  package mutating func discardOpen() {
    openHasCancelled = false
    terms.removeSubrange(openStart...)
  }

}
