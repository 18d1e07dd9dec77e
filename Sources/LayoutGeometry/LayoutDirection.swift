/// The direction in which a user interface reads, which decides where leading and trailing
/// edges are.
///
/// In ``leftToRight`` layouts leading is the left edge; in ``rightToLeft`` layouts (Arabic,
/// Hebrew) leading is the right edge. Left and right themselves never change.
public enum LayoutDirection: Sendable, Hashable {
  /// Leading is left and trailing is right.
  case leftToRight
  /// Leading is right and trailing is left.
  case rightToLeft
}
