import Foundation

/// One linear relation a SnapKit ``Constraint`` expands into, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute + constant`.
public struct LayoutConstraint: CustomStringConvertible {
  weak var firstItem: (any LayoutItem)?
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// The relation.
  public let relation: ConstraintRelation
  weak var secondItem: (any LayoutItem)?
  /// The attribute of the second item (`.notAnAttribute` for a constant).
  public let secondAttribute: LayoutAttribute
  /// The multiplier of the second attribute.
  public let multiplier: CGFloat
  /// The constant.
  public internal(set) var constant: CGFloat
  /// The priority.
  public internal(set) var priority: ConstraintPriority
  /// The label and location of the DSL constraint it belongs to.
  let source: ConstraintSource
  var label: String? { source.label }
  var location: CallSite { source.location }

  /// The first item's name (made when a message needs it).
  var firstName: String { firstItem?.itemName ?? "(a released item)" }
  /// The second item's name, nil for a constant.
  var secondName: String? {
    guard secondAttribute != .notAnAttribute else { return nil }
    return secondItem?.itemName ?? "(a released item)"
  }

  /// `box.width == label.width * 1.5 + 10 @Toast.swift#14 ^750`: the items' names and
  /// attributes, the multiplier if not 1, the constant if not 0 (bare if there is no second
  /// item), the source location and the priority if not required.
  public var description: String {
    var text = (label.map { "'\($0)' " } ?? "") + "\(firstName).\(firstAttribute) \(relation) "
    if let secondName {
      text += "\(secondName).\(secondAttribute)"
      if multiplier != 1 { text += " * " + NumberFormat.string(Double(multiplier)) }
      if constant > 0 { text += " + " + NumberFormat.string(Double(constant)) }
      if constant < 0 { text += " - " + NumberFormat.string(Double(-constant)) }
    } else {
      text += NumberFormat.string(Double(constant))
    }
    text += " @" + location.description
    if priority.value != 1000 { text += " ^" + NumberFormat.string(Double(priority.value)) }
    return text
  }

  /// SnapKit's match for `updateConstraints`: the same items, attributes, relation,
  /// multiplier and priority (not the constant or the label).
  func matches(_ other: LayoutConstraint) -> Bool {
    isSameItem(firstItem, other.firstItem) && isSameItem(secondItem, other.secondItem)
      && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && multiplier == other.multiplier
      && priority == other.priority
  }
}

/// A DSL constraint's label and where it was made, shared by its layout constraints.
final class ConstraintSource: Sendable {
  let label: String?
  let location: CallSite

  init(label: String?, location: CallSite) {
    self.label = label
    self.location = location
  }
}

/// Where a DSL call was written: `#fileID` and `#line`, printed `File.swift#14` only when a
/// message needs it.
struct CallSite: CustomStringConvertible, Sendable {
  let file: String
  let line: UInt

  /// A location not known (a chain with no relation yet).
  static let unknown = CallSite(file: "?", line: 0)

  /// `File.swift#14`.
  var description: String {
    guard line > 0 else { return file }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name)#\(line)"
  }
}

/// Whether two optional items are the same object (or both nil).
func isSameItem(_ lhs: (any LayoutItem)?, _ rhs: (any LayoutItem)?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case (let a?, let b?): ObjectIdentifier(a) == ObjectIdentifier(b)
  default: false
  }
}
