import LayoutSolver

extension View {
  /// The linear constraints the layout engine of the hierarchy this view is the top of
  /// holds in its solver, in the order they were added, each with the constant it holds now
  /// (a moved inset's, not the one it was made with); empty before the first layout pass.
  /// What `layoutcli solve --emit-system` and `bench --layout --emit-system` write: the
  /// engine's problem as a plain constraint system.
  package func heldLinearConstraints() -> [(constraint: LinearConstraint, constant: Double)] {
    guard let solver = layoutEngine?.solver else { return [] }
    return solver.heldForms.map { (LinearConstraint(form: $0.form), $0.constant) }
  }
}
