/// What changed about a layout constraint since the last layout pass.
struct ConstraintWork: OptionSet {
  let rawValue: UInt8

  /// Activated or deactivated.
  static let activation = ConstraintWork(rawValue: 1 << 0)
  /// Only the constant changed (`constant = …`, SnapKit's `update(offset:)`,
  /// `update(inset:)`, `updateConstraints`).
  static let constant = ConstraintWork(rawValue: 1 << 1)
  /// Anything else that changes the linear constraints (a priority, an item's margins,
  /// baselines, direction, or an item joining or leaving the hierarchy).
  static let translate = ConstraintWork(rawValue: 1 << 2)
}

/// The engine's state for one layout constraint.
struct ConstraintLink {
  enum State {
    /// Not translated (yet, or since it was withdrawn).
    case absent
    /// Handed to the solver in the pass running now.
    case pending
    /// In the solver.
    case held
    /// Rejected by the solver: a required constraint that conflicts with others.
    case broken
    /// Not laid out: the other item is not in the hierarchy.
    case foreign
  }

  var state = State.absent
  /// The solver's id for the linear form held; while pending, the negative mark of the
  /// batch's addition it waits for (`SolverBatch.pendingMark`); otherwise -1 (a broken
  /// one's form is its failure's ``SolverError/constraint``).
  var id: Int32 = -1
  /// The linear constraint's constant for a layout constant of 0: a constant-only update
  /// moves it to `base - constant` without translating again.
  var base = 0.0
  /// For a broken link: why the solver rejected it.
  var failure: LinkFailure?
}

/// Why the solver rejected a linear constraint (kept apart: links that hold need no room
/// for it).
final class LinkFailure {
  let error: SolverError

  init(_ error: SolverError) {
    self.error = error
  }
}
