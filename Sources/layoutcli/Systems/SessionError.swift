import Layout

/// A solver error in an edit or a suggestion step of a ``SolverSession``, with its index.
struct SessionError: Error {
  /// The index of the edit or step.
  var index: Int
  /// What the solver reported.
  var error: SolverError
}
