import Foundation

/// How a label's lines sit horizontally.
public enum TextAlignment: Sendable, Hashable {
  /// Left in left-to-right text, right in right-to-left.
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Stretched to both edges (drawn as natural).
  case justified
}
