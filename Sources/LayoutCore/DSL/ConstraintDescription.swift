import Foundation

/// What one `make.…` chain has said so far: its ``ConstraintMakerRelatable`` itself (the
/// object `make.left` returns), so that a chain is two objects with the one its relation
/// returns, not three (building 2,000 cards made 5,337 of each).
typealias ConstraintDescription = ConstraintMakerRelatable

/// What a chain is related to: an item (not retained) and the attributes named on it
/// (`view.snp.top`; none for a view or guide itself), or no item for a constant. A value, so
/// that `equalToSuperview()` makes no object for it.
struct ChainTarget {
  @Unretained var item: (any LayoutItem)?
  let attributes: ConstraintAttributes

  init(_ item: (any LayoutItem)?, _ attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }
}

extension ConstraintMakerRelatable {
  /// The constraint, made once; nil with `error` set if it cannot be made.
  var constraint: Constraint? {
    if let made { return made }
    let constraint = makeConstraint()
    made = .some(constraint)
    return constraint
  }

  private func makeConstraint() -> Constraint? {
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
  }

  /// What `.constraint` returns: the constraint, or for a chain that cannot make one (its
  /// error goes to the item's diagnostics) a stand-in that never activates. Made once.
  var handle: Constraint {
    if let madeHandle { return madeHandle }
    let handle =
      constraint
      ?? Constraint(invalid: item, priority: priority, label: label, location: sourceLocation)
    madeHandle = handle
    return handle
  }
}
