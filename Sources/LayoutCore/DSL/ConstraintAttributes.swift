/// A set of layout attributes, as SnapKit's: single attributes and the composites (`edges`,
/// `size`, `center`, …) that expand into several.
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt32

  /// A set from its bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// No attribute: a view or guide given as a target (its same attribute is used).
  public static let none: ConstraintAttributes = []
  /// The minimum x.
  public static let left = ConstraintAttributes(rawValue: 1 << 0)
  /// The minimum y.
  public static let top = ConstraintAttributes(rawValue: 1 << 1)
  /// The maximum x.
  public static let right = ConstraintAttributes(rawValue: 1 << 2)
  /// The maximum y.
  public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
  /// Left in left-to-right, right in right-to-left.
  public static let leading = ConstraintAttributes(rawValue: 1 << 4)
  /// Right in left-to-right, left in right-to-left.
  public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
  /// The width.
  public static let width = ConstraintAttributes(rawValue: 1 << 6)
  /// The height.
  public static let height = ConstraintAttributes(rawValue: 1 << 7)
  /// The middle x.
  public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
  /// The middle y.
  public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
  /// The baseline of the last line of text (the bottom for a view without text).
  public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
  /// The baseline of the first line of text (the top for a view without text).
  public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
  /// The left edge inset by the left layout margin.
  public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
  /// The right edge inset by the right layout margin.
  public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
  /// The top edge inset by the top layout margin.
  public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
  /// The bottom edge inset by the bottom layout margin.
  public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
  /// The leading edge inset by its layout margin.
  public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
  /// The trailing edge inset by its layout margin.
  public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
  /// The middle x between the left and right margins.
  public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
  /// The middle y between the top and bottom margins.
  public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

  /// left, top, right, bottom.
  public static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
  /// left, right.
  public static let horizontalEdges: ConstraintAttributes = [.left, .right]
  /// top, bottom.
  public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
  /// top, bottom, leading, trailing.
  public static let directionalEdges: ConstraintAttributes = [.top, .bottom, .leading, .trailing]
  /// leading, trailing.
  public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
  /// top, bottom.
  public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
  /// width, height.
  public static let size: ConstraintAttributes = [.width, .height]
  /// centerX, centerY.
  public static let center: ConstraintAttributes = [.centerX, .centerY]
  /// The four margin edges.
  public static let margins: ConstraintAttributes = [
    .leftMargin, .topMargin, .rightMargin, .bottomMargin,
  ]
  /// The directional margin edges.
  public static let directionalMargins: ConstraintAttributes = [
    .leadingMargin, .topMargin, .trailingMargin, .bottomMargin,
  ]
  /// centerXWithinMargins, centerYWithinMargins.
  public static let centerWithinMargins: ConstraintAttributes = [
    .centerXWithinMargins, .centerYWithinMargins,
  ]

  /// The single attributes, in SnapKit's expansion order (bits above the twenty attributes
  /// are ignored).
  var layoutAttributes: [LayoutAttribute] {
    var out: [LayoutAttribute] = []
    out.reserveCapacity(rawValue.nonzeroBitCount)
    var bits = rawValue
    while bits != 0, let attribute = LayoutAttribute(bit: bits.trailingZeroBitCount) {
      out.append(attribute)
      bits &= bits - 1
    }
    return out
  }

  /// The first single attribute in SnapKit's order (nil for ``none``).
  var firstLayoutAttribute: LayoutAttribute? {
    LayoutAttribute(bit: rawValue.trailingZeroBitCount)
  }
}
