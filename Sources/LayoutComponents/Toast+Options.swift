import Foundation

extension Toast {
  /// What a toast may be besides its style and position: its maximum width, its lines and
  /// how close it may come to the keyboard.
  ///
  /// ```swift
  /// var options = Toast.Options()
  /// options.maximumWidth = 280
  /// options.numberOfLines = 2            // then "…" at the end of the second line
  /// let toast = Toast(message: long, screen: .iPad10, style: .pill, options: options)
  /// ```
  public struct Options: Sendable, Hashable {
    /// The widest the box may be, in points, instead of the standard rule
    /// (``Toast/standardMaximumWidth(in:)``); nil, not finite or not positive: the rule.
    /// The box also stays inside the safe area (16 from each side for a capsule, 20 for a
    /// pill).
    public var maximumWidth: CGFloat?
    /// The most lines of the message; nil is the style's: 0 (as many as needed) for the
    /// capsule and the banner, 1 for the pill (Drops' `titleNumberOfLines`). Negative counts
    /// as 0.
    public var numberOfLines: Int?
    /// How a message that does not fit is cut: at the tail with "…" by default.
    public var lineBreakMode: LineBreakMode
    /// The least distance between a capsule at the bottom, or a centred toast, and the top
    /// of the keyboard (the bottom of the safe area while it is hidden): 16. Not finite or
    /// negative counts as 0.
    public var keyboardSpacing: CGFloat

    /// Options; the defaults keep the seed layouts.
    public init(
      maximumWidth: CGFloat? = nil, numberOfLines: Int? = nil,
      lineBreakMode: LineBreakMode = .byTruncatingTail, keyboardSpacing: CGFloat = 16
    ) {
      self.maximumWidth = maximumWidth
      self.numberOfLines = numberOfLines
      self.lineBreakMode = lineBreakMode
      self.keyboardSpacing = keyboardSpacing
    }

    /// ``keyboardSpacing`` clamped: 0 when not finite or negative.
    var effectiveKeyboardSpacing: CGFloat {
      keyboardSpacing.isFinite ? max(keyboardSpacing, 0) : 0
    }
  }
}
