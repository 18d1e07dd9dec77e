import Foundation

/// A constraint made with the DSL, as SnapKit's `Constraint`: one or more
/// ``LayoutConstraint``s (one per attribute of `make.edges` …) that are activated,
/// deactivated and updated together.
///
/// ```swift
/// var bottom: Constraint?
/// toast.snp.makeConstraints { make in
///   bottom = make.bottom.equalToSuperview().inset(200).constraint
/// }
/// bottom?.update(inset: 120)   // the next layout pass moves the toast
/// ```
public final class Constraint: CustomStringConvertible {
  weak var fromItem: AnyObject?
  let fromAttributes: ConstraintAttributes
  let toItem: ConstraintItem
  let relation: ConstraintRelation
  let multiplier: CGFloat
  private(set) var constantTarget: ConstraintConstantTarget
  /// The priority of every layout constraint.
  public private(set) var priority: ConstraintPriority
  /// The label given with `labeled(_:)`.
  public let label: String?
  /// Where the constraint was made: `File.swift#14`.
  public let sourceLocation: String
  /// The linear relations, one per attribute, in SnapKit's order.
  public private(set) var layoutConstraints: [LayoutConstraint] = []
  /// Whether the constraint takes part in layout.
  public var isActive: Bool {
    get { active }
    set { newValue ? activate() : deactivate() }
  }
  private var active = false

  init(
    from: LayoutItem, attributes: ConstraintAttributes, to: ConstraintItem,
    relation: ConstraintRelation, multiplier: CGFloat, constant: ConstraintConstantTarget,
    priority: ConstraintPriority, label: String?, sourceLocation: String
  ) throws(ConstraintError) {
    self.fromItem = from
    self.fromAttributes = attributes
    self.toItem = to
    self.relation = relation
    self.multiplier = multiplier
    self.constantTarget = constant
    self.priority = priority
    self.label = label
    self.sourceLocation = sourceLocation
    layoutConstraints = try expand(from)
  }

  /// The layout constraints: SnapKit's choice of second attribute and second item.
  private func expand(_ from: LayoutItem) throws(ConstraintError) -> [LayoutConstraint] {
    let toAttributes = toItem.attributes.layoutAttributes
    let direction = from.hostView?.effectiveLayoutDirection ?? .leftToRight
    var out: [LayoutConstraint] = []
    for attribute in fromAttributes.layoutAttributes {
      var second: LayoutAttribute
      if !toAttributes.isEmpty {
        if let mapped = Constraint.marginMapping(attribute, fromAttributes, toItem.attributes) {
          second = mapped
        } else if fromAttributes == toItem.attributes {
          second = attribute
        } else {
          second = toAttributes[0]
        }
      } else if toItem.target == nil && (attribute == .centerX || attribute == .centerY) {
        // SnapKit (UIKit): a constant centre is measured from the superview's origin.
        second = attribute == .centerX ? .left : .top
      } else {
        second = attribute
      }
      var secondItem: AnyObject? = toItem.target
      if secondItem == nil && !second.isDimension {
        guard let superview = from.layoutSuperview else {
          throw ConstraintError(
            "\(from.itemName).\(attribute): expected a superview, found none (add the view to "
              + "a superview before making a constraint relative to it)", at: sourceLocation)
        }
        secondItem = superview
      }
      if secondItem == nil { second = .notAnAttribute }
      let constant = constantTarget.constraintConstant(
        for: second == .notAnAttribute ? attribute : second, direction: direction)
      out.append(
        LayoutConstraint(
          firstItem: from, firstAttribute: attribute, relation: relation,
          secondItem: secondItem, secondAttribute: second, multiplier: multiplier,
          constant: constant, priority: priority, firstName: from.itemName,
          secondName: (secondItem as? LayoutItem)?.itemName, label: label,
          location: sourceLocation))
    }
    return out
  }

  /// edges ↔ margins and directionalEdges ↔ directionalMargins, attribute by attribute.
  private static func marginMapping(
    _ attribute: LayoutAttribute, _ from: ConstraintAttributes, _ to: ConstraintAttributes
  ) -> LayoutAttribute? {
    let pairs: [(LayoutAttribute, LayoutAttribute)] = [
      (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin),
      (.bottom, .bottomMargin), (.leading, .leadingMargin), (.trailing, .trailingMargin),
    ]
    if (from == .edges && to == .margins)
      || (from == .directionalEdges && to == .directionalMargins)
    {
      return pairs.first { $0.0 == attribute }?.1
    }
    if (from == .margins && to == .edges)
      || (from == .directionalMargins && to == .directionalEdges)
    {
      return pairs.first { $0.1 == attribute }?.0
    }
    return nil
  }

  /// Makes the constraint take part in layout (registered on its first item).
  public func activate() {
    guard !active, let item = fromItem as? LayoutItem else { return }
    active = true
    item.madeConstraints.append(self)
  }

  /// Takes the constraint out of layout.
  public func deactivate() {
    guard active else { return }
    active = false
    if let item = fromItem as? LayoutItem { item.madeConstraints.removeAll { $0 === self } }
  }

  /// Sets the constant of every layout constraint from a number (added on every attribute).
  @discardableResult
  public func update(offset: ConstraintNumber) -> Constraint {
    setConstant(offset)
  }

  /// Sets the constant from an inset (SnapKit's per-attribute signs: a bottom inset of 20
  /// gives -20).
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    if let number = inset as? ConstraintNumber {
      let a = number.constraintValue
      return setConstant(EdgeInsets(top: a, left: a, bottom: a, right: a))
    }
    return setConstant(inset)
  }

  /// Changes the priority, as SnapKit: only between optional priorities (below 1000), never
  /// to or from required (ignored then).
  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    guard self.priority.value < 1000, priority.value != 1000 else { return self }
    self.priority = priority
    for i in layoutConstraints.indices { layoutConstraints[i].priority = priority }
    return self
  }

  private func setConstant(_ target: ConstraintConstantTarget) -> Constraint {
    constantTarget = target
    let direction = (fromItem as? LayoutItem)?.hostView?.effectiveLayoutDirection ?? .leftToRight
    for i in layoutConstraints.indices {
      let c = layoutConstraints[i]
      layoutConstraints[i].constant = target.constraintConstant(
        for: c.secondAttribute == .notAnAttribute ? c.firstAttribute : c.secondAttribute,
        direction: direction)
    }
    return self
  }

  /// Sets one layout constraint's constant (what `updateConstraints` does on a match).
  func copyConstant(_ constant: CGFloat, at index: Int) {
    layoutConstraints[index].constant = constant
  }

  /// The layout constraints, one per line.
  public var description: String {
    layoutConstraints.map(\.description).joined(separator: "\n")
  }
}

/// A SnapKit call that cannot make a constraint (where SnapKit would stop the program): no
/// superview for a relative constraint, targets with other attributes, an update with no
/// matching constraint. Recorded on the item (``ConstraintViewDSL/diagnostics``).
public struct ConstraintError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public let message: String
  /// Where the DSL call was: `File.swift#14`.
  public let sourceLocation: String

  init(_ message: String, at sourceLocation: String) {
    self.message = message
    self.sourceLocation = sourceLocation
  }

  /// `File.swift#14: message`.
  public var description: String { sourceLocation + ": " + message }
}
