import Foundation

/// One linear relation a SnapKit ``Constraint`` expands into, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute + constant`.
public struct LayoutConstraint: CustomStringConvertible {
  /// The first item, held weakly (the engine's view of ``firstItem``).
  weak var firstLayoutItem: (any LayoutItem)?
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// The relation.
  public let relation: ConstraintRelation
  /// The second item, held weakly (the engine's view of ``secondItem``).
  weak var secondLayoutItem: (any LayoutItem)?
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
  var location: CallSite { source.location }

  init(
    firstItem: any LayoutItem, firstAttribute: LayoutAttribute, relation: ConstraintRelation,
    secondItem: (any LayoutItem)?, secondAttribute: LayoutAttribute, multiplier: CGFloat,
    constant: CGFloat, priority: ConstraintPriority, source: ConstraintSource
  ) {
    firstLayoutItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondLayoutItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.source = source
  }

  /// The view or guide constrained, as `NSLayoutConstraint.firstItem` (nil once it is
  /// gone: the constraint holds it weakly).
  public var firstItem: AnyObject? { firstLayoutItem }

  /// The view or guide related to (nil for a constant such as `width == 100`, or once it
  /// is gone), as `NSLayoutConstraint.secondItem`.
  public var secondItem: AnyObject? { secondLayoutItem }

  /// The name given with `labeled(_:)` (or UIKit's, `UISV-spacing`, for a stack view's
  /// constraints), as `NSLayoutConstraint.identifier`; nil without one.
  public var identifier: String? { source.label }

  /// SnapKit's `LayoutConstraint.label`: the ``identifier``.
  public var label: String? { source.label }

  /// The first item's name (made when a message needs it).
  var firstName: String { firstLayoutItem?.itemName ?? "(a released item)" }
  /// The second item's name, nil for a constant.
  var secondName: String? {
    guard secondAttribute != .notAnAttribute else { return nil }
    return secondLayoutItem?.itemName ?? "(a released item)"
  }

  /// `box.width == label.width * 1.5 + 10 @Toast.swift:14 ^750`: the items' names and
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
    isSameItem(firstLayoutItem, other.firstLayoutItem)
      && isSameItem(secondLayoutItem, other.secondLayoutItem)
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

/// Where a constraint was written, printed as a compiler prints a place: a DSL call's
/// `#fileID` and `#line` (`Toast.swift:14`), or a layout file's name, line and column
/// (`login.layout.json:14:26`).
package struct CallSite: CustomStringConvertible, Sendable {
  /// The Swift file (`#fileID`: `LayoutComponents/Toast.swift`) or the layout file's name
  /// as given.
  package let file: String
  /// The 1-based line; 0 when not known.
  package let line: UInt32
  /// The 1-based column (a layout file's constraint string); 0 for a Swift call site.
  package let column: UInt32

  /// A Swift call site, or a place in a file when `column` is given.
  package init(file: String, line: UInt, column: Int = 0) {
    self.file = file
    self.line = UInt32(clamping: line)
    self.column = UInt32(clamping: max(0, column))
  }

  /// A location not known (a chain with no relation yet).
  static let unknown = CallSite(file: "?", line: 0)

  /// `Toast.swift:14` (the file's last path component) or `login.layout.json:14:26`.
  package var description: String {
    guard line > 0 else { return file }
    guard column == 0 else { return "\(file):\(line):\(column)" }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
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
