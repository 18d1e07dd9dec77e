import Foundation

/// Input ``TextLayout`` or ``FittedText`` cannot lay out, with what to pass instead.
public enum TextLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The maximum width is negative or NaN.
  case invalidMaxWidth(CGFloat)
  /// The line limit is negative.
  case invalidNumberOfLines(Int)
  /// The font's point size is negative, infinite or NaN.
  case invalidFontSize(CGFloat)
  /// The size to fit text into has a negative, infinite or NaN side.
  case invalidSize(CGSize)

  /// The problem and the fix, in words.
  public var description: String {
    switch self {
    case .invalidMaxWidth(let width):
      "maxWidth \(width) is not a width; pass a finite value >= 0, or nil for no limit"
    case .invalidNumberOfLines(let count):
      "numberOfLines \(count) is negative; pass 0 for no limit or a positive line count"
    case .invalidFontSize(let size):
      "font size \(size) is not a size; use a finite point size >= 0"
    case .invalidSize(let size):
      "size \(size.width) x \(size.height) is not a size; pass finite sides >= 0"
    }
  }
}
