import Foundation

extension View {
  /// The active constraints installed on this view, as UIKit's `constraints`: those whose
  /// items' closest common ancestor is this view (a constraint of one item is installed on
  /// it, one of a guide on its owning view), and those added here with
  /// ``addConstraint(_:)``, in the order they were activated, item by item from this view
  /// down.
  ///
  /// ```swift
  /// for constraint in box.constraints where constraint.firstAttribute == .height {
  ///   constraint.constant = 88
  /// }
  /// ```
  ///
  /// The constraints the layout engine makes on its own (intrinsic sizes, autoresizing
  /// masks) are not listed; a stack view's are.
  ///
  /// - Complexity: O(*n* · *d*) for the *n* constraints of the views and guides below this
  ///   one and the hierarchy's depth *d*.
  public var constraints: [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    forEachLayoutItem { item in
      for constraint in item.activeConstraints where constraint.installationView === self {
        out.append(constraint)
      }
    }
    return out
  }

  /// Installs and activates a constraint on this view, as UIKit's `addConstraint(_:)`.
  ///
  /// UIKit wants the view to be the constraint's items or an ancestor of them (it crashes at
  /// the next layout otherwise): such a constraint is laid out as if activated, and its
  /// first item's diagnostics say where it belongs.
  public func addConstraint(_ constraint: LayoutConstraint) {
    constraint.activate()
    guard constraint.isActive else { return }
    constraint.installedOn = self
    let items = [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap { $0 }
    let outside = items.contains { item in
      guard let host = item.hostView else { return true }
      return !host.isDescendant(of: self)
    }
    if outside {
      constraint.firstLayoutItem?.constraintDiagnostics.append(
        ConstraintError(
          "The view hierarchy is not prepared for the constraint: \(constraint)\n"
            + "\tWhen added to a view, the constraint's items must be descendants of that "
            + "view (or the view itself); added to \(displayName). It is laid out as if "
            + "activated with isActive.", at: constraint.location))
    }
  }

  /// Installs and activates each constraint, as UIKit's `addConstraints(_:)`.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates a constraint installed on this view, as UIKit's `removeConstraint(_:)`
  /// (one installed elsewhere is left alone, as in UIKit).
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.isActive, constraint.installationView === self else { return }
    constraint.deactivate()
  }

  /// Deactivates each constraint installed on this view, as UIKit's `removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
}

extension LayoutConstraint {
  /// The view an active constraint is installed on, as UIKit decides it: the view given to
  /// `addConstraint(_:)`, else the closest common ancestor of its items (for one item, the
  /// item itself; a guide counts as its owning view). Nil when the items share no
  /// hierarchy.
  var installationView: View? {
    if let installedOn { return installedOn }
    guard let first = firstLayoutItem?.hostView else { return nil }
    var ancestor: View? = first
    for item in [secondLayoutItem, offsets?.first?.item, offsets?.second?.item] {
      guard let item else { continue }
      ancestor = LayoutEngine.commonAncestor(ancestor, item.hostView)
    }
    return ancestor
  }
}
