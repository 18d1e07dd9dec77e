/// Linear forms for the solver to add, written as runs of one terms buffer: what the layout
/// engine hands over in a pass (``Solver/addFormsSkippingFailures(_:marked:)``), with no
/// array or object per form. A form is written term by term into the open run
/// (``add(_:_:)`` merges a variable given twice), then closed with its constant, relation
/// and strength, or discarded.
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
  package private(set) var terms: [Term] = []
  package private(set) var runs: [Run] = []
  private var openStart = 0
  /// Whether a merge in the open form added up to 0 (only then is there a term to drop).
  private var openHasCancelled = false

  package init() {}

  /// How many forms are closed.
  package var count: Int { runs.count }
  package var isEmpty: Bool { runs.isEmpty }

  /// The open form's terms.
  package var openTerms: ArraySlice<Term> { terms[openStart...] }

  /// A closed form's terms.
  package func terms(of run: Run) -> ArraySlice<Term> {
    terms[Int(run.start)..<Int(run.start + run.count)]
  }

  /// Adds `coefficient * variable` to the open form, merged with the variable's term if it
  /// has one; a zero coefficient adds nothing.
  package mutating func add(_ variable: Variable, _ coefficient: Double) {
    guard coefficient != 0 else { return }
    for i in openStart..<terms.count where terms[i].variable === variable {
      terms[i].coefficient += coefficient
      if terms[i].coefficient == 0 { openHasCancelled = true }
      return
    }
    terms.append(Term(variable, coefficient))
  }

  /// Adds terms already merged (each variable once, none zero) to an empty open form.
  package mutating func add(merged: [Term]) {
    terms.append(contentsOf: merged)
  }

  /// Adds terms already merged (another batch's form) to an empty open form.
  package mutating func add(merged: ArraySlice<Term>) {
    terms.append(contentsOf: merged)
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
    add(merged: ConstraintForm.merged(expression.terms))
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
  package mutating func takeTerms() -> [Term] {
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
