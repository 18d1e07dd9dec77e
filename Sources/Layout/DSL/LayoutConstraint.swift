import Foundation

/// One linear relation a SnapKit ``Constraint`` expands into, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute + constant`.
public struct LayoutConstraint: CustomStringConvertible {
  weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// The relation.
  public let relation: ConstraintRelation
  weak var secondItem: AnyObject?
  /// The attribute of the second item (`.notAnAttribute` for a constant).
  public let secondAttribute: LayoutAttribute
  /// The multiplier of the second attribute.
  public let multiplier: CGFloat
  /// The constant.
  public internal(set) var constant: CGFloat
  /// The priority.
  public internal(set) var priority: ConstraintPriority
  let firstName: String
  let secondName: String?
  let label: String?
  let location: String

  /// `box.width == label.width * 1.5 + 10 @Toast.swift#14 ^750`: the items' names and
  /// attributes, the multiplier if not 1, the constant if not 0 (bare if there is no second
  /// item), the source location and the priority if not required.
  public var description: String {
    var text = (label.map { "'\($0)' " } ?? "") + "\(firstName).\(firstAttribute) \(relation) "
    if let secondName, secondAttribute != .notAnAttribute {
      text += "\(secondName).\(secondAttribute)"
      if multiplier != 1 { text += " * " + NumberFormat.string(Double(multiplier)) }
      if constant > 0 { text += " + " + NumberFormat.string(Double(constant)) }
      if constant < 0 { text += " - " + NumberFormat.string(Double(-constant)) }
    } else {
      text += NumberFormat.string(Double(constant))
    }
    text += " @" + location
    if priority.value != 1000 { text += " ^" + NumberFormat.string(Double(priority.value)) }
    return text
  }

  /// SnapKit's match for `updateConstraints`: the same items, attributes, relation,
  /// multiplier and priority (not the constant or the label).
  func matches(_ other: LayoutConstraint) -> Bool {
    firstItem === other.firstItem && secondItem === other.secondItem
      && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && multiplier == other.multiplier
      && priority == other.priority
  }
}
