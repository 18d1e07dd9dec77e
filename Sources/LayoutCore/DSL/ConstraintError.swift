/// A SnapKit call that cannot make a constraint (where SnapKit would stop the program, or
/// Auto Layout raise): no superview for a relative constraint, targets with other
/// attributes, leading/trailing against left/right, an update with no matching constraint.
/// Recorded on the item (``ConstraintDSL/diagnostics``).
public struct ConstraintError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public let message: String
  /// Where the DSL call was: `File.swift:14` (a layout file's: `login.layout.json:14:26`).
  public let sourceLocation: String

  init(_ message: String, at sourceLocation: String) {
    self.message = message
    self.sourceLocation = sourceLocation
  }

  init(_ message: String, at location: CallSite) {
    self.init(message, at: location.description)
  }

  /// `File.swift:14: message`.
  public var description: String { sourceLocation + ": " + message }
}
