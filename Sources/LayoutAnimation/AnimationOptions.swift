import Foundation

extension View {
  /// Options for an ``Animator`` animation, with `UIView.AnimationOptions`' names and bits.
  ///
  /// ```swift
  /// animator.animate(withDuration: 1, delay: 1.5, options: .curveEaseIn) {
  ///   toastWindow.alpha = 0
  /// }
  /// ```
  ///
  /// The curve is bits 16–19 as in UIKit: no curve bits is ease-in-out, UIKit's default.
  /// Bits without an effect here (repeat, autoreverse, layoutSubviews, transitions) are
  /// accepted and ignored.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Touches reach the animating views (UIKit turns them off during an animation).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Replace, not blend: in-flight animations of the same properties are removed (their
    /// completions get `false`) and the new one starts from the current presentation value.
    /// See ``Animator`` for the rule without it (additive, as iOS 8 and later).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// The ease-in-out curve (0.42, 0, 0.58, 1), the default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// The ease-in curve (0.42, 0, 1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// The ease-out curve (0, 0, 0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// The linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the curve bits select.
    public var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }
  }
}
