/// A system file as ``SystemFileReader/readCompact(_:)`` gives it to `layoutcli system`:
/// the terms flat, as runs of one coefficient array beside ``ResolvedNames/termVariables``,
/// instead of an array of named terms per constraint. Only the solver's objects are built
/// from the terms there, so the 450,000 small arrays of a large file are not made at all.
struct CompactSystem {
  /// The system without its terms: every constraint's `terms` is empty (the terms are
  /// `coefficients`, `termCounts` and `names.termVariables`).
  var system: ConstraintSystem
  /// Every term's coefficient, constraint after constraint, in term order.
  var coefficients: [Double]
  /// How many terms each constraint has, in system order.
  var termCounts: [Int32]
  /// The names, resolved as ``ResolvedNames`` resolves them.
  var names: ResolvedNames
}
