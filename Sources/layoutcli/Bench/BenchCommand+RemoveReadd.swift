import Layout

extension BenchCommand {
  /// How many other required equalities `--remove-readd` removes and adds back after the
  /// first one.
  static let laterRemovals = 5

  /// `--remove-readd`: removes the required equality nearest the middle of the system's
  /// constraints and adds it back, timing each; then does the same with the next
  /// ``laterRemovals`` nearest the middle, one after another. A required equality has no
  /// marker column: one whose row is still its definition as written gets the dummy it
  /// would have had and is removed by a pivot; otherwise its removal rebuilds the tableau
  /// and marks every required equality from then on, so the later ones are marker pivots,
  /// unless marking was refused as too costly (`marking` in the JSON line: whether the
  /// solver marks at the end; see `Docs/Solver.md`, Removal).
  static func removeAndReadd(_ session: SolverSession, into sample: inout BenchReport.Sample) {
    let constraints = session.constraints
    let middle = constraints.count / 2
    let candidates = constraints.indices.filter {
      constraints[$0].relation == .equal && constraints[$0].strength.isRequired
        && session.solver.hasConstraint(constraints[$0])
    }.sorted { (abs($0 - middle), $0) < (abs($1 - middle), $1) }
    guard let index = candidates.first else { return }
    let clock = ContinuousClock()
    do throws(SolverError) {
      let (remove, readd) = try timeRemoveAndReadd(constraints[index], session.solver, clock)
      sample.remove = remove
      sample.readd = readd
      sample.readdChecksum = FSum.sum(session.readValues())
      for later in candidates.dropFirst().prefix(laterRemovals) {
        let (remove, readd) = try timeRemoveAndReadd(constraints[later], session.solver, clock)
        sample.laterRemoves.append(remove)
        sample.laterReadds.append(readd)
      }
    } catch {
      return
    }
    sample.laterChecksum = FSum.sum(session.readValues())
    sample.marking = session.solver.marksEveryRequiredEquality
  }

  /// The seconds `solver` takes to remove `constraint`, then to add it back.
  private static func timeRemoveAndReadd(
    _ constraint: LinearConstraint, _ solver: Solver, _ clock: ContinuousClock
  ) throws(SolverError) -> (remove: Double, readd: Double) {
    var start = clock.now
    try solver.removeConstraint(constraint)
    let remove = seconds(start.duration(to: clock.now))
    start = clock.now
    try solver.addConstraint(constraint)
    return (remove, seconds(start.duration(to: clock.now)))
  }
}
