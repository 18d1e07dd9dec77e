import Foundation

/// What one `make.…` chain has said so far.
final class ConstraintDescription {
  let item: any LayoutItem
  @exclusivity(unchecked) var attributes: ConstraintAttributes
  @exclusivity(unchecked) var relation: ConstraintRelation?
  @exclusivity(unchecked) var related: ConstraintItem?
  @exclusivity(unchecked) var constant: ConstraintConstantTarget = CGFloat(0)
  @exclusivity(unchecked) var multiplier: CGFloat = 1
  @exclusivity(unchecked) var priority: ConstraintPriority = .required
  @exclusivity(unchecked) var label: String?
  @exclusivity(unchecked) var sourceLocation = CallSite.unknown
  /// A problem found while the chain was written (reported instead of a constraint).
  @exclusivity(unchecked) var error: ConstraintError?

  init(item: any LayoutItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// The constraint, made once; nil with `error` set if it cannot be made.
  lazy var constraint: Constraint? = {
    guard error == nil, let relation, let related else {
      if error == nil && relation != nil {
        error = ConstraintError("no target", at: sourceLocation)
      }
      return nil
    }
    do throws(ConstraintError) {
      return try Constraint(
        from: item, attributes: attributes, to: related, relation: relation,
        multiplier: multiplier, constant: constant, priority: priority, label: label,
        location: sourceLocation)
    } catch {
      self.error = error
      return nil
    }
  }()

  /// What `.constraint` returns: the constraint, or for a chain that cannot make one (its
  /// error goes to the item's diagnostics) a stand-in that never activates. Made once.
  lazy var handle: Constraint =
    constraint
    ?? Constraint(invalid: item, priority: priority, label: label, location: sourceLocation)
}
