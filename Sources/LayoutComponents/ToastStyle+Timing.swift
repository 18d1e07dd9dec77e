import Foundation

extension ToastStyle {
  /// A style's timeline as data: how a toast comes in, how long it stays, how it goes; a
  /// presenter plays it on an ``Animator``.
  ///
  /// ```swift
  /// let timing = ToastStyle.pill.timing
  /// timing.show.duration   // 0.75: a spring with damping 0.8
  /// timing.hide.duration   // 0.25: ease-in
  /// timing.duration        // 2: how long it stays fully shown
  /// ```
  public struct Timing: Sendable, Hashable {
    /// How a transition moves along its time.
    public enum Curve: Sendable, Hashable {
      /// A cubic Bézier curve (`UIView.animate` with a curve option).
      case timingCurve(TimingCurve)
      /// A spring (`UIView.animate(withDuration:delay:usingSpringWithDamping:…)`).
      case spring(Spring)
    }

    /// What a transition animates.
    public enum Target: Sendable, Hashable {
      /// The toast's box (``Toast/box``).
      case box
      /// The toast's whole window (``Toast/window``), as seed 000 fades it.
      case window
    }

    /// One transition, in or out.
    public struct Transition: Sendable, Hashable {
      /// Seconds; 0 is at once.
      public var duration: TimeInterval
      /// The curve it follows.
      public var curve: Curve
      /// What it animates.
      public var target: Target
      /// Whether the alpha goes from 0 (in) or to 0 (out).
      public var fades: Bool
      /// Whether the box moves in from (or out to) its own height beyond its edge: up for a
      /// top toast, down for a bottom one, as a y translation; a centred toast does not
      /// slide, nor, in a stack, one with a newer toast of its edge on screen (the slide
      /// would cross it: the toast fades where it is).
      public var slides: Bool

      /// A transition.
      public init(
        duration: TimeInterval, curve: Curve, target: Target = .box, fades: Bool = true,
        slides: Bool = false
      ) {
        self.duration = duration
        self.curve = curve
        self.target = target
        self.fades = fades
        self.slides = slides
      }
    }

    /// How the toast comes in.
    public var show: Transition
    /// How long it stays fully shown, in seconds, unless the caller gives a duration.
    public var duration: TimeInterval
    /// How it goes.
    public var hide: Transition

    /// A timeline.
    public init(show: Transition, duration: TimeInterval, hide: Transition) {
      self.show = show
      self.duration = duration
      self.hide = hide
    }
  }

  /// The style's timeline:
  ///
  /// - capsule (seed 000): shown at once, 1.5 s, then the window fades out over 1 s
  ///   (ease-in);
  /// - banner (seed 001): fades in over 0.5 s (ease-in), 2 s, fades out over 0.5 s
  ///   (ease-out);
  /// - pill (Drops): slides in from its own height beyond its edge while fading in, on a
  ///   0.75 s spring of damping ratio 0.8 from rest; 2 s (Drops' `.recommended`); slides
  ///   back out and fades over 0.25 s (ease-in).
  public var timing: Timing {
    switch self {
    case .capsule:
      Timing(
        show: .init(duration: 0, curve: .timingCurve(.linear), fades: false),
        duration: 1.5,
        hide: .init(duration: 1, curve: .timingCurve(.easeIn), target: .window))
    case .banner:
      Timing(
        show: .init(duration: 0.5, curve: .timingCurve(.easeIn)),
        duration: 2,
        hide: .init(duration: 0.5, curve: .timingCurve(.easeOut)))
    case .pill:
      Timing(
        show: .init(
          duration: 0.75,
          curve: .spring(Spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.75)),
          slides: true),
        duration: 2,
        hide: .init(duration: 0.25, curve: .timingCurve(.easeIn), slides: true))
    }
  }
}
