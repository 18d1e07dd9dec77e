import Foundation

extension View {
  /// How a view that translates its autoresizing mask into constraints follows its
  /// superview's size, as `UIView.AutoresizingMask`.
  ///
  /// ```swift
  /// let banner = View(frame: CGRect(x: 10, y: 0, width: 300, height: 44))
  /// banner.autoresizingMask = [.flexibleWidth]   // keeps 10 from each side
  /// window.addSubview(banner)
  /// ```
  ///
  /// On each axis the flexible parts (the near margin, the size, the far margin) share a
  /// change of the superview's size in proportion to their lengths when the frame was set;
  /// the others keep theirs. An axis with no flexible part keeps its far margin flexible,
  /// as UIKit does (`h=--&` in its logs). See `Docs/Views.md` for the arithmetic.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bits, UIKit's values.
    public let rawValue: UInt

    /// A mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin follows the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width follows the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin follows the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin follows the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height follows the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin follows the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The mask as UIKit's logs write it: `h=--& v=--&` (left margin, width, right
    /// margin; top margin, height, bottom margin; `&` flexible, `-` fixed), after the
    /// far margin is made flexible on an axis with nothing flexible.
    var logNotation: String {
      let mask = effective
      func mark(_ bit: AutoresizingMask) -> String { mask.contains(bit) ? "&" : "-" }
      return "h=" + mark(.flexibleLeftMargin) + mark(.flexibleWidth)
        + mark(.flexibleRightMargin) + " v=" + mark(.flexibleTopMargin)
        + mark(.flexibleHeight) + mark(.flexibleBottomMargin)
    }

    /// The mask UIKit translates: an axis with no flexible part gets a flexible far margin.
    var effective: AutoresizingMask {
      var mask = self
      if mask.isDisjoint(with: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) {
        mask.insert(.flexibleRightMargin)
      }
      if mask.isDisjoint(with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) {
        mask.insert(.flexibleBottomMargin)
      }
      return mask
    }
  }
}
