import Foundation

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept: a view, a guide,
/// an item (`view.snp.top`), a number, a `CGSize`, a `CGPoint` or insets.
public protocol ConstraintRelatableTarget {
  /// The item and attributes this target stands for (a view, a guide, `view.snp.top`), or
  /// nil for a constant (a number, a size, a point, insets). The DSL reads it instead of
  /// casting, which on Linux costs a conformance search per call.
  var constraintItem: ConstraintItem? { get }
  /// The target as a constant (a number, a size, a point, insets), or nil for an item. Read
  /// instead of a cast, as ``constraintItem`` is.
  var constraintConstantTarget: ConstraintConstantTarget? { get }
}

extension ConstraintRelatableTarget {
  /// A constant: no item.
  public var constraintItem: ConstraintItem? { nil }
  /// Not a constant.
  public var constraintConstantTarget: ConstraintConstantTarget? { nil }
}

/// A value that gives a constraint's constant for an attribute (numbers, sizes, points,
/// insets), as in SnapKit.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {
  /// The constant for a constraint whose second attribute is `attribute`.
  func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection) -> CGFloat
  /// The target as a number (``ConstraintNumber/constraintValue``), or nil for a size, a
  /// point or insets: `inset(_:)` insets every side by a number. Read instead of a cast, as
  /// ``ConstraintRelatableTarget/constraintItem`` is.
  var constraintNumber: CGFloat? { get }
}

extension ConstraintConstantTarget {
  /// The constant itself.
  public var constraintConstantTarget: ConstraintConstantTarget? { self }
  /// Not a number.
  public var constraintNumber: CGFloat? { nil }
}

/// A number `offset(_:)` and `multipliedBy(_:)` accept.
public protocol ConstraintNumber: ConstraintConstantTarget {
  /// The number as a `CGFloat`.
  var constraintValue: CGFloat { get }
}

/// What `inset(_:)` accepts: a number (all four sides) or insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// SnapKit's `ConstraintDirectionalInsetTarget`: directional insets
/// (``DirectionalEdgeInsets``). `inset(_:)` and `update(inset:)` take them as any
/// ``ConstraintInsetTarget``.
public protocol ConstraintDirectionalInsetTarget: ConstraintInsetTarget {}

extension ConstraintNumber {
  /// The number.
  public var constraintNumber: CGFloat? { constraintValue }

  /// The number itself, on every attribute.
  public func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection)
    -> CGFloat
  {
    constraintValue
  }
}

extension Int: ConstraintNumber, ConstraintInsetTarget {
  /// The number as a `CGFloat`.
  public var constraintValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintNumber, ConstraintInsetTarget {
  /// The number as a `CGFloat`.
  public var constraintValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintNumber, ConstraintInsetTarget {
  /// The number as a `CGFloat`.
  public var constraintValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintNumber, ConstraintInsetTarget {
  /// The number as a `CGFloat`.
  public var constraintValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintNumber, ConstraintInsetTarget {
  /// The number itself.
  public var constraintValue: CGFloat { self }
}

extension CGSize: ConstraintConstantTarget {
  /// The width for `width`, the height for `height`, 0 otherwise.
  public func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection)
    -> CGFloat
  {
    switch attribute {
    case .width: width
    case .height: height
    default: 0
    }
  }
}

extension CGPoint: ConstraintConstantTarget {
  /// x on the horizontal axis, y on the vertical, 0 for sizes.
  public func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection)
    -> CGFloat
  {
    if attribute.isDimension || attribute == .notAnAttribute { return 0 }
    return attribute.isVertical ? y : x
  }
}

extension EdgeInsets: ConstraintInsetTarget {
  /// SnapKit's inset mapping: left and top add, right and bottom subtract, centres take
  /// half the difference, sizes shrink by both sides; leading and trailing follow the
  /// direction.
  public func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection)
    -> CGFloat
  {
    let rtl = direction == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return left
    case .right, .rightMargin: return -right
    case .top, .topMargin, .firstBaseline: return top
    case .bottom, .bottomMargin, .lastBaseline: return -bottom
    case .leading, .leadingMargin: return rtl ? right : left
    case .trailing, .trailingMargin: return rtl ? -left : -right
    case .centerX, .centerXWithinMargins: return (left - right) / 2
    case .centerY, .centerYWithinMargins: return (top - bottom) / 2
    case .width: return -(left + right)
    case .height: return -(top + bottom)
    case .notAnAttribute: return 0
    }
  }
}

extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {
  /// SnapKit's directional mapping: leading and top add, trailing and bottom subtract;
  /// left and right take leading or trailing by direction.
  public func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection)
    -> CGFloat
  {
    let rtl = direction == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return rtl ? trailing : leading
    case .right, .rightMargin: return rtl ? -leading : -trailing
    case .top, .topMargin, .firstBaseline: return top
    case .bottom, .bottomMargin, .lastBaseline: return -bottom
    case .leading, .leadingMargin: return leading
    case .trailing, .trailingMargin: return -trailing
    case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
    case .centerY, .centerYWithinMargins: return (top - bottom) / 2
    case .width: return -(leading + trailing)
    case .height: return -(top + bottom)
    case .notAnAttribute: return 0
    }
  }
}

extension View: ConstraintRelatableTarget {
  /// The view with no attributes of its own (the constrained attributes are used).
  public var constraintItem: ConstraintItem? { ConstraintItem(item: self, attributes: .none) }
}

extension LayoutGuide: ConstraintRelatableTarget {
  /// The guide with no attributes of its own (the constrained attributes are used).
  public var constraintItem: ConstraintItem? { ConstraintItem(item: self, attributes: .none) }
}

extension ConstraintItem: ConstraintRelatableTarget {
  /// Itself.
  public var constraintItem: ConstraintItem? { self }
}

extension ConstraintItem: Equatable {
  /// SnapKit's `==`: the same item, or items of the same view or guide with the same
  /// attributes (two constants are equal only if they are the same item).
  public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
    if lhs === rhs { return true }
    guard let a = lhs.target, let b = rhs.target else { return false }
    return a === b && lhs.attributes == rhs.attributes
  }
}

/// A constraint's priority, 1...1000, as SnapKit's `ConstraintPriority`.
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  Hashable, Sendable, Strideable
{
  /// The priority.
  public var value: Float

  /// A priority.
  public init(_ value: Float) {
    self.value = value
  }

  /// A priority from a literal.
  public init(floatLiteral value: Float) {
    self.value = value
  }

  /// A priority from a literal.
  public init(integerLiteral value: Int) {
    self.value = Float(value)
  }

  /// 1000.
  public static let required = ConstraintPriority(1000)
  /// 750.
  public static let high = ConstraintPriority(750)
  /// 500.
  public static let medium = ConstraintPriority(500)
  /// 250.
  public static let low = ConstraintPriority(250)

  /// The priority `n` above this one (`.high.advanced(by: 1)` is 751).
  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

  /// The difference of two priorities.
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }

  /// The solver strength: `Strength(priority:)`.
  var strength: Strength { Strength(priority: Double(value)) }
}
