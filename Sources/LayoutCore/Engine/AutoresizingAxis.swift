import Foundation

/// One axis of an autoresizing mask, as UIKit's `NSAutoresizingMaskLayoutConstraint`s apply
/// it: the view's offset from its superview's bounds origin and its length, each a linear
/// function of the superview's length along the axis. A pure function of the mask's three
/// bits on the axis and the frame and superview length when the frame was set (UIKit's
/// reference); the engine turns it into two required constraints, and a test can read it
/// without a window.
///
/// The flexible parts share a change of the superview's length in proportion to their
/// lengths at the reference (CoreAutoLayout's forms); where that share's denominator is zero
/// they split it evenly, or the size takes it all when the size and the far margin are the
/// flexible parts.
///
/// ```swift
/// // A 100-point view 10 in from the left of 320, flexible width: the right margin stays 210.
/// let axis = AutoresizingAxis(near: false, size: true, far: false, offset: 10, length: 100, superLength: 320)
/// axis.offset(480)  // 10
/// axis.length(480)  // 260
/// ```
struct AutoresizingAxis: Equatable {
  /// `constant + slope × superLength`.
  struct Linear: Equatable {
    /// The value at a superview length of 0.
    var constant: Double
    /// How much it grows per point of superview length.
    var slope: Double

    /// The value at a superview length.
    func callAsFunction(_ superLength: Double) -> Double { constant + slope * superLength }
  }

  /// The offset from the superview's bounds origin.
  var offset: Linear
  /// The length.
  var length: Linear

  /// The axis for the mask bits `near` (the left or top margin), `size` and `far` (the
  /// right or bottom margin), and the reference: the view's `offset` and `length` and the
  /// superview's `superLength`.
  init(near: Bool, size: Bool, far: Bool, offset x: Double, length w: Double, superLength s: Double)
  {
    // The far margin at the reference.
    let r = s - x - w
    func ratio(_ part: Double, _ whole: Double, zero: Double) -> Double {
      abs(whole) < Solver.epsilon ? zero : part / whole
    }
    let fixed = Linear(constant: w, slope: 0)
    switch (near, size, far) {
    case (true, false, false):
      // The far margin stays.
      offset = Linear(constant: -r - w, slope: 1)
      length = fixed
    case (false, true, false):
      offset = Linear(constant: x, slope: 0)
      length = Linear(constant: -r - x, slope: 1)
    case (true, true, false):
      let m = ratio(w, s - r, zero: 0.5)
      offset = Linear(constant: r * m - r, slope: 1 - m)
      length = Linear(constant: -r * m, slope: m)
    case (true, false, true):
      let m = ratio(x, s - w, zero: 0.5)
      offset = Linear(constant: -w * m, slope: m)
      length = fixed
    case (false, true, true):
      let m = ratio(w, s - x, zero: 1)
      offset = Linear(constant: x, slope: 0)
      length = Linear(constant: -x * m, slope: m)
    case (true, true, true):
      offset = Linear(constant: 0, slope: ratio(x, s, zero: 1.0 / 3))
      length = Linear(constant: 0, slope: ratio(w, s, zero: 1.0 / 3))
    default:
      offset = Linear(constant: x, slope: 0)
      length = fixed
    }
  }
}
