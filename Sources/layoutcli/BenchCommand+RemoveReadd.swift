import Layout

extension BenchCommand {
  /// `--remove-readd`: removes the required equality nearest the middle of the system's
  /// constraints and adds it back, timing each (a required equality has no marker column,
  /// so its removal is a rebuild of the tableau; see `Docs/Solver.md`, Removal).
  static func removeAndReadd(_ session: SolverSession, into sample: inout BenchReport.Sample) {
    let constraints = session.constraints
    let middle = constraints.count / 2
    let candidates = constraints.indices.filter {
      constraints[$0].relation == .equal && constraints[$0].strength.isRequired
        && session.solver.hasConstraint(constraints[$0])
    }
    guard let index = candidates.min(by: { abs($0 - middle) < abs($1 - middle) }) else { return }
    let clock = ContinuousClock()
    var start = clock.now
    do throws(SolverError) {
      try session.solver.removeConstraint(constraints[index])
      sample.remove = seconds(start.duration(to: clock.now))
      start = clock.now
      try session.solver.addConstraint(constraints[index])
      sample.readd = seconds(start.duration(to: clock.now))
    } catch {
      return
    }
    sample.readdChecksum = FSum.sum(session.readValues())
  }
}
