/// One attribute of an item's rectangle, as `NSLayoutConstraint.Attribute`, with its raw
/// values (`left` is 1, `right` 2, `top` 3 … `centerYWithinMargins` 20, `notAnAttribute` 0).
///
/// The cases are declared in SnapKit's expansion order (the order of the bits of
/// ``ConstraintAttributes``), which is also the order of ``allCases`` after
/// `notAnAttribute`.
public enum LayoutAttribute: Int, CaseIterable, Sendable, CustomStringConvertible {
  /// No attribute (the second item of a constant constraint).
  case notAnAttribute = 0
  /// See ``ConstraintAttributes/left``.
  case left = 1
  /// See ``ConstraintAttributes/top``.
  case top = 3
  /// See ``ConstraintAttributes/right``.
  case right = 2
  /// See ``ConstraintAttributes/bottom``.
  case bottom = 4
  /// See ``ConstraintAttributes/leading``.
  case leading = 5
  /// See ``ConstraintAttributes/trailing``.
  case trailing = 6
  /// See ``ConstraintAttributes/width``.
  case width = 7
  /// See ``ConstraintAttributes/height``.
  case height = 8
  /// See ``ConstraintAttributes/centerX``.
  case centerX = 9
  /// See ``ConstraintAttributes/centerY``.
  case centerY = 10
  /// See ``ConstraintAttributes/lastBaseline``.
  case lastBaseline = 11
  /// See ``ConstraintAttributes/firstBaseline``.
  case firstBaseline = 12
  /// See ``ConstraintAttributes/leftMargin``.
  case leftMargin = 13
  /// See ``ConstraintAttributes/rightMargin``.
  case rightMargin = 14
  /// See ``ConstraintAttributes/topMargin``.
  case topMargin = 15
  /// See ``ConstraintAttributes/bottomMargin``.
  case bottomMargin = 16
  /// See ``ConstraintAttributes/leadingMargin``.
  case leadingMargin = 17
  /// See ``ConstraintAttributes/trailingMargin``.
  case trailingMargin = 18
  /// See ``ConstraintAttributes/centerXWithinMargins``.
  case centerXWithinMargins = 19
  /// See ``ConstraintAttributes/centerYWithinMargins``.
  case centerYWithinMargins = 20

  /// The single attributes by bit: bit `i` of ``ConstraintAttributes`` is `singles[i]`.
  static let singles: [LayoutAttribute] = Array(allCases.dropFirst())

  /// The attribute of bit `bit` of ``ConstraintAttributes`` (nil past the twentieth).
  init?(bit: Int) {
    guard bit >= 0, bit < Self.singles.count else { return nil }
    self = Self.singles[bit]
  }

  /// Whether the attribute is a size (no position, no implied superview).
  var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute lies on the vertical axis.
  var isVertical: Bool {
    switch self {
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      true
    default: false
    }
  }

  /// Whether the attribute is leading or trailing (or their margins): measured along the
  /// reading direction.
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is left or right (or their margins): absolute x.
  var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// The attribute's name as in SnapKit and UIKit (`centerX`, `leadingMargin`), read from
  /// ``ConstraintAttributes/vocabulary``.
  public var description: String {
    guard let bit = Self.singles.firstIndex(of: self) else { return "notAnAttribute" }
    return ConstraintAttributes.vocabulary[bit].name
  }
}
