import Foundation
import Synchronization

/// One linear relation between two attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute + constant`.
///
/// It is the unit the layout engine lays out, whoever made it: an anchor
/// (`label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)`),
/// the item/attribute initialiser, the visual format, a stack view, or SnapKit, whose
/// ``Constraint`` groups the relations of one chain (``Constraint/layoutConstraints``).
///
/// ```swift
/// let height = box.heightAnchor.constraint(equalToConstant: 44)
/// NSLayoutConstraint.activate([
///   box.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
///   box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
///   box.widthAnchor.constraint(equalToConstant: 200),
///   height,
/// ])
/// height.constant = 88   // moved in place at the next layout pass
/// ```
///
/// Setting ``constant`` moves the relation in place in the solver at the next pass (no
/// rebuild); setting ``priority`` or ``isActive`` are changes of the next pass too. What
/// UIKit refuses with an exception (a relation between attributes of different kinds, a
/// priority outside 1...1000) is refused here too and recorded in the first item's
/// diagnostics (`view.layoutDiagnostics`), never a trap.
public final class LayoutConstraint: CustomStringConvertible, Hashable {
  /// The first item, not retained (the engine's view of ``firstItem``; nil once the item is
  /// gone).
  @Unretained var firstLayoutItem: (any LayoutItem)?
  /// The second item, not retained (the engine's view of ``secondItem``).
  @Unretained var secondLayoutItem: (any LayoutItem)?
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// The relation.
  public let relation: ConstraintRelation
  /// The attribute of the second item (`.notAnAttribute` for a constant).
  public let secondAttribute: LayoutAttribute
  /// The multiplier of the second attribute.
  public let multiplier: CGFloat
  /// Where the constraint was made: `Toast.swift:14`, `login.layout.json:14:13`.
  let location: CallSite
  /// What made the constraint.
  let origin: Origin
  /// The constraint's dense id: its place in the order constraints were made in this
  /// process. Each layout engine finds its state for the constraint by it
  /// (`Engine/ConstraintTable.swift`): the constraint holds what the user said.
  let serial = LayoutConstraint.serials.wrappingAdd(1, ordering: .relaxed).oldValue
  /// The next constraint's ``serial`` (atomic: constraints may be made on any thread).
  private static let serials = Atomic<Int>(0)
  /// What few constraints have (a distance's anchors, a problem, the view it was added to),
  /// kept apart so that the others need no room for it.
  @exclusivity(unchecked) private var extras: Extras?

  /// The anchors subtracted from each side, for a relation between distances
  /// (`anchorWithOffset(to:)`); nil for a relation between plain attributes.
  var offsets: AnchorOffsets? { extras?.offsets }
  /// Why the constraint cannot take part in layout (UIKit raises at its creation): it
  /// never becomes active.
  var problem: String? { extras?.problem }
  /// The side objects the constraint holds (for the memory accounts).
  var sideObjects: [AnyObject] {
    let objects: [AnyObject?] = [extras, extras?.offsets]
    return objects.compactMap { $0 }
  }
  /// The view `addConstraint(_:)` installed the constraint on, if it was installed so.
  var installedOn: View? {
    get { extras?.installedOnItem?.viewItem }
    set {
      guard newValue != nil || extras != nil else { return }
      if extras == nil { extras = Extras(offsets: nil, problem: nil) }
      extras?.installedOnItem = newValue
    }
  }

  @exclusivity(unchecked) private var storedConstant: CGFloat
  @exclusivity(unchecked) private var storedPriority: LayoutPriority
  @exclusivity(unchecked) private var active = false
  /// Whether the constraint's constant or activation changed while laid out (set once), or
  /// it is one the package makes (those come and go with their owner): such a constraint is
  /// likely to change again, so the engine adds its required equality with a marker
  /// column (the first change of one without may cost a rebuild of the solver:
  /// Docs/Views.md, "What a pass costs").
  /// Marking every constraint would make chained rows carry one marker per link: quadratic,
  /// as kiwi is.
  @exclusivity(unchecked) private(set) var expectsChanges: Bool
  /// What made a constraint.
  enum Origin: UInt8 {
    /// A SnapKit chain (or a layout file's, which replays one).
    case snapKit
    /// An anchor (`topAnchor.constraint(equalTo:)`) or the item/attribute initialiser.
    case anchor
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    case visualFormat
    /// The package itself: a stack view's arrangement (`UISV-spacing`).
    case generated
  }

  /// The designated initialiser every producer calls (`secondAttribute` is `.notAnAttribute`
  /// for a constant).
  init(
    first: (any LayoutItem)?, _ firstAttribute: LayoutAttribute, _ relation: ConstraintRelation,
    second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat,
    constant: CGFloat, priority: LayoutPriority, identifier: String?, location: CallSite,
    origin: Origin, offsets: AnchorOffsets? = nil, problem: String? = nil
  ) {
    firstLayoutItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondLayoutItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    storedConstant = constant
    storedPriority = priority
    self.identifier = identifier
    self.location = location
    self.origin = origin
    if offsets != nil || problem != nil { extras = Extras(offsets: offsets, problem: problem) }
    expectsChanges = origin == .generated
    if let problem, let first {
      first.constraintDiagnostics.append(ConstraintError(problem, at: location))
    }
  }

  // MARK: UIKit's properties

  /// The view or guide constrained, as `NSLayoutConstraint.firstItem` (nil once it is
  /// gone: the constraint holds it weakly).
  public var firstItem: AnyObject? { firstLayoutItem }

  /// The view or guide related to (nil for a constant such as `width == 100`, or once it
  /// is gone), as `NSLayoutConstraint.secondItem`.
  public var secondItem: AnyObject? { secondLayoutItem }

  /// The first side as an anchor, as `NSLayoutConstraint.firstAnchor` (a distance for a
  /// constraint made from `anchorWithOffset(to:)`).
  public var firstAnchor: LayoutAnchor<AnyObject> {
    LayoutAnchor(AnchorEnd(firstLayoutItem, firstAttribute), from: offsets?.first)
  }

  /// The second side as an anchor (nil for a constant), as `NSLayoutConstraint.secondAnchor`.
  public var secondAnchor: LayoutAnchor<AnyObject>? {
    guard secondAttribute != .notAnAttribute else { return nil }
    return LayoutAnchor(AnchorEnd(secondLayoutItem, secondAttribute), from: offsets?.second)
  }

  /// The constant. Setting it on an active constraint moves it in the solver at the next
  /// layout pass, in place (what `UIView.animate { c.constant = 88; view.layoutIfNeeded() }`
  /// animates). A constant that is not a number leaves the constraint out of layout,
  /// reported, until a number is set.
  public var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      guard active, let engine = firstLayoutItem?.layoutNode.engine else { return }
      expectsChanges = true
      engine.enqueue(self, .constant)
    }
  }

  /// The priority, 1...1000 (`.required`, `.defaultHigh`, `UILayoutPriority(999)`).
  ///
  /// Changing it on an active constraint takes effect at the next pass, also between
  /// required and optional: the engine takes the constraint out and adds it back, as iOS 14
  /// and later do (iOS 13 and earlier raised "Mutating a priority from required to not on an
  /// installed constraint (or vice-versa) is not supported"). A priority outside 1...1000 is
  /// refused, as UIKit refuses it, and recorded in the first item's diagnostics.
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      guard newValue != storedPriority else { return }
      guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
        report(
          "It's illegal to set priority:" + NumberFormat.string(Double(newValue.rawValue))
            + ".  Priorities must be greater than 0 and less or equal to "
            + "NSLayoutPriorityRequired, which is 1000; the constraint keeps "
            + NumberFormat.string(Double(storedPriority.rawValue)) + ".")
        return
      }
      storedPriority = newValue
      guard active, let engine = firstLayoutItem?.layoutNode.engine else { return }
      engine.enqueue(self, .translate)
    }
  }

  /// A name for the constraint in reports, as `NSLayoutConstraint.identifier` (SnapKit's
  /// `labeled(_:)`, a stack view's `UISV-spacing`).
  public var identifier: String?

  /// Whether the constraint is archived with a nib (no nibs here: kept only as a value).
  public var shouldBeArchived = false

  /// SnapKit's `LayoutConstraint.label`: the ``identifier``.
  public var label: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// Where the constraint was made: `File.swift:14` (a layout file's: `login.layout.json:14:26`).
  public var sourceLocation: String { location.description }

  /// Whether the constraint takes part in layout. Activating it registers it with its first
  /// item's hierarchy (laid out at the next pass); a constraint that could not be made (see
  /// the first item's diagnostics) never becomes active.
  public var isActive: Bool {
    get { active }
    set { newValue ? activate() : deactivate() }
  }

  func activate() {
    guard !active, problem == nil, let item = firstLayoutItem else { return }
    active = true
    item.activeConstraints.append(self)
    item.layoutNode.engine?.enqueue(self, .activation)
  }

  func deactivate() {
    guard active else { return }
    active = false
    installedOn = nil
    guard let item = firstLayoutItem else { return }
    if let i = item.activeConstraints.lastIndex(where: { $0 === self }) {
      item.activeConstraints.remove(at: i)
    }
    // It leaves the solver at the next pass even if its view leaves the hierarchy first.
    guard let engine = item.layoutNode.engine else { return }
    expectsChanges = true
    engine.deactivated(self)
  }

  /// Changes the priority of an optional constraint to another optional one (SnapKit's rule:
  /// `update(priority:)` ignores a change to or from required).
  func setOptionalPriority(_ value: LayoutPriority) {
    guard storedPriority.rawValue < 1000, value.rawValue < 1000 else { return }
    priority = value
  }

  /// Records a refused change on the first item, as UIKit's exception would say it.
  private func report(_ message: String) {
    firstLayoutItem?.constraintDiagnostics.append(ConstraintError(message, at: location))
  }

  // MARK: Identity

  /// Constraints are equal only to themselves, as `NSObject`s.
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  // MARK: Description

  /// The first item's name (made when a message needs it).
  var firstName: String { firstLayoutItem?.itemName ?? "(a released item)" }
  /// The second item's name, nil for a constant.
  var secondName: String? {
    guard secondAttribute != .notAnAttribute else { return nil }
    return secondLayoutItem?.itemName ?? "(a released item)"
  }

  /// The names of the items besides the first one (the second, and those of a distance),
  /// joined with "and" (`?` for none).
  var otherNames: String {
    var names: [String] = []
    if let secondName { names.append(secondName) }
    for end in [offsets?.first, offsets?.second] {
      guard let end, end.item.map({ ($0 as AnyObject) !== (firstLayoutItem as AnyObject) }) ?? true
      else { continue }
      if !names.contains(end.name) { names.append(end.name) }
    }
    return names.isEmpty ? "?" : names.joined(separator: " and ")
  }

  /// `box.width == label.width * 1.5 + 10 @Toast.swift:14 ^750`: the identifier in quotes
  /// (as UIKit prints it), the items' names and attributes, the multiplier if not 1, the
  /// constant if not 0 (bare if there is no second item), where it was made and the
  /// priority if not required. A distance (`anchorWithOffset(to:)`) prints in parentheses:
  /// `(b.leading - a.trailing) == 8`.
  public var description: String {
    var text = (identifier.map { "'\($0)' " } ?? "")
    text += side(offsets?.first, firstName, firstAttribute) + " \(relation) "
    if let secondName {
      text += side(offsets?.second, secondName, secondAttribute)
      if multiplier != 1 { text += " * " + NumberFormat.string(Double(multiplier)) }
      if constant > 0 { text += " + " + NumberFormat.string(Double(constant)) }
      if constant < 0 { text += " - " + NumberFormat.string(Double(-constant)) }
    } else {
      text += NumberFormat.string(Double(constant))
    }
    text += " @" + location.description
    if priority.rawValue != 1000 { text += " ^" + NumberFormat.string(Double(priority.rawValue)) }
    return text
  }

  private func side(_ from: AnchorEnd?, _ name: String, _ attribute: LayoutAttribute) -> String {
    guard let from else { return "\(name).\(attribute)" }
    return "(\(name).\(attribute) - \(from.name).\(from.attribute))"
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

extension LayoutConstraint {
  /// What few constraints have.
  fileprivate final class Extras {
    let offsets: AnchorOffsets?
    let problem: String?
    @Unretained var installedOnItem: (any LayoutItem)?

    init(offsets: AnchorOffsets?, problem: String?) {
      self.offsets = offsets
      self.problem = problem
    }
  }
}

/// One end of a distance between two anchors: an item (not retained) and its attribute.
struct AnchorEnd {
  @Unretained var item: (any LayoutItem)?
  let attribute: LayoutAttribute

  init(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  var name: String { item?.itemName ?? "(a released item)" }
}

/// The anchors a relation between distances subtracts from each side (kept apart: plain
/// relations need no room for them). A class: as a struct of weak references it would be
/// copied on every read, which the first pass reads for every constraint (2 % more
/// instructions at 2,000 cards, callgrind).
final class AnchorOffsets {
  /// Subtracted from the first side (its item and attribute are the distance's end).
  let first: AnchorEnd?
  /// Subtracted from the second side.
  let second: AnchorEnd?

  init(first: AnchorEnd?, second: AnchorEnd?) {
    self.first = first
    self.second = second
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
