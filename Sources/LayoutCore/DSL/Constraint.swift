import Foundation
import Synchronization

/// A constraint made with the DSL, as SnapKit's `Constraint`: a group of
/// ``LayoutConstraint``s (one per attribute of `make.edges` …) that are activated,
/// deactivated and updated together. The relations are the units the layout engine lays
/// out, the same objects an anchor or `NSLayoutConstraint.activate` would give it
/// (``layoutConstraints``).
///
/// ```swift
/// var bottom: Constraint?
/// toast.snp.makeConstraints { make in
///   bottom = make.bottom.equalToSuperview().inset(200).constraint
/// }
/// bottom?.update(inset: 120)   // the next layout pass moves the toast
/// ```
public final class Constraint: CustomStringConvertible {
  /// The item the chain was made on (not retained).
  @Unretained var fromItem: (any LayoutItem)?
  /// The priority of every layout constraint.
  @exclusivity(unchecked) public private(set) var priority: ConstraintPriority
  /// The label given with `labeled(_:)` (each layout constraint's identifier).
  public let label: String?
  let location: CallSite
  /// Where the constraint was made: `File.swift:14` (a layout file's: `login.layout.json:14:26`).
  public var sourceLocation: String { location.description }
  /// The linear relations, one per attribute, in SnapKit's order.
  public var layoutConstraints: [LayoutConstraint] { Array(layouts) }
  /// The same, as the constraint keeps them (most chains make one: no array for it).
  @exclusivity(unchecked) private(set) var layouts = LayoutConstraintList()
  /// Whether the constraint takes part in layout: whether any of its layout constraints
  /// does, as in SnapKit.
  public var isActive: Bool {
    get { layouts.contains { $0.isActive } }
    set { newValue ? activate() : deactivate() }
  }
  /// Whether the constraint stands for a chain that could not make one (see
  /// ``init(invalid:priority:label:location:)``).
  let isInvalid: Bool
  /// Whether the constraint is in its item's `snapKitConstraints` (activated and not
  /// deactivated since, as a group).
  @exclusivity(unchecked) private var isListed = false

  init(
    from: any LayoutItem, attributes: ConstraintAttributes, to: ChainTarget,
    relation: ConstraintRelation, multiplier: CGFloat, constant: ConstraintConstantTarget,
    priority: ConstraintPriority, label: String?, location: CallSite
  ) throws(ConstraintError) {
    self.fromItem = from
    self.priority = priority
    self.label = label
    self.location = location
    isInvalid = false
    layouts = try expand(
      from, attributes, to: to, relation: relation, multiplier: multiplier, constant: constant)
  }

  /// What `.constraint` gives for a chain that could not make a constraint (its error is in
  /// the item's diagnostics): no layout constraints, never active (activating it does
  /// nothing), so code written for SnapKit's non-optional `.constraint` runs on.
  init(
    invalid from: any LayoutItem, priority: ConstraintPriority, label: String?,
    location: CallSite
  ) {
    fromItem = from
    self.priority = priority
    self.label = label
    self.location = location
    isInvalid = true
  }

  /// The layout constraints: SnapKit's choice of second attribute and second item.
  /// - Throws: ``ConstraintError`` when a relative constant has no superview, or when
  ///   leading/trailing would be paired with left/right (Auto Layout raises then).
  private func expand(
    _ from: any LayoutItem, _ fromAttributes: ConstraintAttributes, to toItem: ChainTarget,
    relation: ConstraintRelation, multiplier: CGFloat, constant target: ConstraintConstantTarget
  ) throws(ConstraintError) -> LayoutConstraintList {
    let toAttributes = toItem.attributes
    var direction: LayoutDirection?
    var out = LayoutConstraintList()
    out.reserveCapacity(fromAttributes.rawValue.nonzeroBitCount)
    var bits = fromAttributes.rawValue
    while bits != 0, let attribute = LayoutAttribute(bit: bits.trailingZeroBitCount) {
      bits &= bits - 1
      var second: LayoutAttribute
      if toAttributes.rawValue != 0 {
        second = Constraint.secondAttribute(for: attribute, fromAttributes, toAttributes)
        if Constraint.mixesDirections(attribute, second) {
          let toName = toItem.item?.itemName ?? "(a released item)"
          throw ConstraintError(
            "\(from.itemName).\(attribute) and \(toName).\(second): "
              + Constraint.mixedDirectionsMessage, at: location)
        }
      } else if toItem.item == nil && (attribute == .centerX || attribute == .centerY) {
        // SnapKit (UIKit): a constant centre is measured from the superview's origin.
        second = attribute == .centerX ? .left : .top
      } else {
        second = attribute
      }
      var secondItem = toItem.item
      if secondItem == nil && !second.isDimension {
        guard let superview = from.layoutSuperview else {
          throw ConstraintError(
            "\(from.itemName).\(attribute): expected a superview, found none (add the view to "
              + "a superview before making a constraint relative to it)", at: location)
        }
        secondItem = superview
      }
      if secondItem == nil { second = .notAnAttribute }
      let constant = constant(
        of: target, for: second == .notAnAttribute ? attribute : second, direction: &direction)
      out.append(
        LayoutConstraint(
          first: from, attribute, relation, second: secondItem, second, multiplier: multiplier,
          constant: constant, priority: LayoutPriority(priority.value), identifier: label,
          location: location, origin: .snapKit))
    }
    return out
  }

  /// SnapKit's second attribute for `attribute` of `from` against a target with attributes
  /// `to` (not none): edges ↔ margins attribute by attribute, the same attribute when the
  /// sets are equal, else the target's first attribute.
  static func secondAttribute(
    for attribute: LayoutAttribute, _ from: ConstraintAttributes, _ to: ConstraintAttributes
  ) -> LayoutAttribute {
    if let mapped = marginMapping(attribute, from, to) { return mapped }
    if from == to { return attribute }
    return to.firstLayoutAttribute ?? attribute
  }

  /// Whether Auto Layout refuses the pair: leading or trailing (or their margins) against
  /// left or right (or theirs), in either order.
  static func mixesDirections(_ first: LayoutAttribute, _ second: LayoutAttribute) -> Bool {
    (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
  }

  /// Auto Layout's words when it refuses such a pair (`NSLayoutConstraint` raises an
  /// exception with them).
  package static let mixedDirectionsMessage =
    "A constraint cannot be made between a leading/trailing attribute and a right/left "
    + "attribute. Use leading/trailing for both or neither."

  /// The first pair of attributes that `from` related to a target with attributes `to`
  /// would make and Auto Layout refuses (leading/trailing against left/right), if any:
  /// what layoutcli checks before it calls the DSL.
  package static func mixedDirections(from: ConstraintAttributes, to: ConstraintAttributes)
    -> (first: LayoutAttribute, second: LayoutAttribute)?
  {
    guard to.rawValue != 0 else { return nil }
    for attribute in from.layoutAttributes {
      let second = secondAttribute(for: attribute, from, to)
      if mixesDirections(attribute, second) { return (attribute, second) }
    }
    return nil
  }

  /// A constant target's value for an attribute. The reading direction is looked up only
  /// when the value depends on it (absolute insets on leading or trailing, directional
  /// insets on left or right), and once per constraint.
  private func constant(
    of target: ConstraintConstantTarget, for attribute: LayoutAttribute,
    direction: inout LayoutDirection?
  ) -> CGFloat {
    let directional: Bool
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin:
      directional = type(of: target) == EdgeInsets.self
    case .left, .right, .leftMargin, .rightMargin:
      directional = type(of: target) == DirectionalEdgeInsets.self
    default:
      directional = false
    }
    if directional && direction == nil {
      direction = fromItem?.hostView?.effectiveLayoutDirection ?? .leftToRight
    }
    return target.constraintConstant(for: attribute, direction: direction ?? .leftToRight)
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

  /// Makes the constraint take part in layout: its layout constraints are activated, and
  /// it is listed on its item (``ConstraintDSL/constraints``). The stand-in `.constraint`
  /// gives for an invalid chain stays inactive.
  public func activate() {
    guard !isInvalid, let item = fromItem else { return }
    if !isListed {
      isListed = true
      item.snapKitConstraints.append(self)
    }
    for layout in layouts { layout.activate() }
  }

  /// Takes the constraint out of layout (each of its layout constraints).
  public func deactivate() {
    if isListed, let item = fromItem,
      let i = item.snapKitConstraints.lastIndex(where: { $0 === self })
    {
      item.snapKitConstraints.remove(at: i)
    }
    isListed = false
    for layout in layouts { layout.deactivate() }
  }

  /// Sets the constant of every layout constraint from a number (added on every attribute).
  @discardableResult
  public func update(offset: ConstraintOffsetTarget) -> Constraint {
    setConstant(offset)
  }

  /// Changes the priority from a number or a `UILayoutPriority` (see
  /// the other `update(priority:)`).
  @discardableResult
  public func update(priority: ConstraintPriorityTarget) -> Constraint {
    update(priority: ConstraintPriority(priority.constraintPriorityTargetValue))
  }

  /// Sets the constant from an inset (SnapKit's per-attribute signs: a bottom inset of 20
  /// gives -20).
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    setConstant(insetConstant(inset))
  }

  /// Changes the priority, as SnapKit: only between optional priorities (below 1000), never
  /// to or from required (ignored then).
  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    guard self.priority.value < 1000, priority.value < 1000 else { return self }
    guard priority != self.priority else { return self }
    self.priority = priority
    for layout in layouts { layout.setOptionalPriority(LayoutPriority(priority.value)) }
    return self
  }

  private func setConstant(_ target: ConstraintConstantTarget) -> Constraint {
    var direction: LayoutDirection?
    for layout in layouts {
      layout.constant = constant(
        of: target,
        for: layout.secondAttribute == .notAnAttribute
          ? layout.firstAttribute : layout.secondAttribute,
        direction: &direction)
    }
    return self
  }

  /// The layout constraints, one per line.
  public var description: String {
    layouts.map(\.description).joined(separator: "\n")
  }
}

/// An inset as a constant target: insets stay as they are, a number is the same inset on
/// every side. (Asked of the target, not cast: a cast to a protocol searches the process's
/// conformances, about 1,900 instructions on Linux.)
func insetConstant(_ inset: ConstraintInsetTarget) -> ConstraintConstantTarget {
  if let a = inset.constraintNumber {
    return EdgeInsets(top: a, left: a, bottom: a, right: a)
  }
  return inset
}

/// A constraint's layout constraints as it keeps them: the first apart, the rest in an array
/// (most chains make one relation, which then costs no array: an allocation less a chain).
struct LayoutConstraintList: RandomAccessCollection {
  private(set) var head: LayoutConstraint?
  private(set) var rest: [LayoutConstraint] = []

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + rest.count }

  subscript(i: Int) -> LayoutConstraint {
    if i == 0, let head { return head }
    return rest[i - 1]
  }

  /// Makes room for `n` relations in all.
  mutating func reserveCapacity(_ n: Int) {
    if n > 1 { rest.reserveCapacity(n - 1) }
  }

  mutating func append(_ layout: LayoutConstraint) {
    if head == nil { head = layout } else { rest.append(layout) }
  }
}
