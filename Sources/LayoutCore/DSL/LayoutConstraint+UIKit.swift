import Foundation

extension LayoutConstraint {
  /// Activates each constraint, as `NSLayoutConstraint.activate(_:)`: what
  /// `isActive = true` does, in the array's order.
  ///
  /// ```swift
  /// label.translatesAutoresizingMaskIntoConstraints = false
  /// NSLayoutConstraint.activate([
  ///   label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
  ///   label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
  /// ])
  /// ```
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.activate() }
  }

  /// Deactivates each constraint, as `NSLayoutConstraint.deactivate(_:)`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.deactivate() }
  }

  /// `view1.attr1 ⋈ multiplier × view2.attr2 + c`, as UIKit's
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
  /// inactive until activated.
  ///
  /// ```swift
  /// let height = NSLayoutConstraint(
  ///   item: banner, attribute: .height, relatedBy: .equal, toItem: nil,
  ///   attribute: .notAnAttribute, multiplier: 1, constant: 44)
  /// let top = NSLayoutConstraint(
  ///   item: banner, attribute: .top, relatedBy: .equal, toItem: view,
  ///   attribute: .top, multiplier: 1, constant: 0)
  /// view.addConstraints([height, top])
  /// ```
  ///
  /// The items are views or layout guides. As in UIKit, without a second item (or with a
  /// multiplier of 0) the first attribute must be a width or height (`height == 44`); the
  /// attributes must both be positions on one axis or both sizes, and leading or trailing
  /// cannot pair with left or right. UIKit raises on those; here the constraint is made but
  /// never becomes active, and the first item's diagnostics (`view.layoutDiagnostics`) say
  /// why in UIKit's words.
  public convenience init(
    item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: ConstraintRelation,
    toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: CGFloat,
    constant c: CGFloat, file: String = #fileID, line: UInt = #line
  ) {
    let first = view1 as? any LayoutItem
    var second = view2 as? any LayoutItem
    var secondAttribute = attr2
    var multiplier = multiplier
    // UIKit keeps a second item only with a multiplier other than 0.
    if second == nil || multiplier == 0 || attr2 == .notAnAttribute {
      second = nil
      secondAttribute = .notAnAttribute
      multiplier = 1
    }
    let problem = Self.problem(
      first: first, view1, attr1, second: second, view2, secondAttribute, multiplier: multiplier,
      constant: c)
    self.init(
      first: first, attr1, relation, second: second, secondAttribute, multiplier: multiplier,
      constant: c, priority: .required, identifier: nil,
      location: CallSite(file: file, line: line), origin: .anchor, problem: problem)
  }

  /// What UIKit raises for such a constraint, nil when it can be made.
  static func problem(
    first: (any LayoutItem)?, _ view1: Any, _ attr1: LayoutAttribute,
    second: (any LayoutItem)?, _ view2: Any?, _ attr2: LayoutAttribute, multiplier: CGFloat,
    constant: CGFloat
  ) -> String? {
    let name = first?.itemName ?? "\(type(of: view1))"
    let prefix = "NSLayoutConstraint for \(name): "
    guard first != nil, view2 == nil || (view2 as? any LayoutItem) != nil else {
      return prefix + "Constraint items must each be a view or layout guide."
    }
    guard multiplier.isFinite, constant.isFinite else {
      return prefix + "a multiplier (\(multiplier)) and a constant (\(constant)) must be numbers."
    }
    guard attr1 != .notAnAttribute else {
      return prefix + "Constraint must contain a first layout attribute."
    }
    guard second != nil else {
      if attr1.isDimension { return nil }
      return prefix
        + "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs."
    }
    let pairs =
      attr1.isDimension
      ? attr2.isDimension : !attr2.isDimension && attr1.isVertical == attr2.isVertical
    guard pairs else { return prefix + "Invalid pairing of layout attributes." }
    if Constraint.mixesDirections(attr1, attr2) {
      return prefix + Constraint.mixedDirectionsMessage
    }
    return nil
  }
}
