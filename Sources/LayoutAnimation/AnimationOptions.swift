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
  /// The transition is bits 20–23, used by ``Animator/transition(with:duration:options:animations:completion:)``.
  /// Bits without an effect here (repeat, autoreverse, layoutSubviews, the inherited
  /// overrides, frame rates) are accepted and ignored: an animation with `.repeat` runs
  /// once.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lay out subviews at commit time (accepted; layout here runs inside the block).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Touches reach the animating views (UIKit turns them off during an animation).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Replace, not blend: in-flight animations of the same properties are removed (their
    /// completions get `false`) and the new one starts from the current presentation value.
    /// See ``Animator`` for the rule without it (additive, as iOS 8 and later).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (accepted and ignored: the animation runs once).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards (accepted and ignored).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignore an enclosing animation's duration (accepted; nested blocks keep their own).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignore an enclosing animation's curve (accepted; nested blocks keep their own).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// A transition's block animates its changes too, instead of making them at once.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// ``Animator/transition(from:to:duration:options:completion:)`` hides the old view and
    /// shows the new one instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignore an enclosing animation's options (accepted).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// The ease-in-out curve (0.42, 0, 0.58, 1), the default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// The ease-in curve (0.42, 0, 1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// The ease-out curve (0, 0, 0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// The linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition: the content changes at once, the completion runs at the end.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Turns over from the left about the vertical axis.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Turns over from the right about the vertical axis.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curls up (drawn as a cross-dissolve).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curls down (drawn as a cross-dissolve).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The new content dissolves in.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Turns over from the top about the horizontal axis.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Turns over from the bottom about the horizontal axis.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Frames at the display's own rate (accepted; the virtual clock has no frame rate).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// Frames at 60 per second (accepted).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// Frames at 30 per second (accepted).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The transition bits 20–23 select (0: none, 1–7 as the `transition…` options).
    var transitionKind: UInt { (rawValue >> 20) & 0xF }

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
