import Foundation

extension Color {
  /// A colour from hue, saturation and brightness (HSB, also called HSV) and an opacity,
  /// as UIKit's `init(hue:saturation:brightness:alpha:)`.
  ///
  /// The hue goes round the colour wheel from 0 (red) through 1/3 (green) and 2/3 (blue)
  /// back to 1 (red again); a hue outside `0...1` is taken round the wheel (1.25 is 0.25).
  /// Saturation, brightness and alpha are clamped to `0...1`, and the resulting sRGB
  /// components are clamped as every colour's are.
  ///
  /// ```swift
  /// let leaf = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 0.5, alpha: 1)
  /// leaf.hexNotation  // "#008000"
  /// ```
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Self.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(red: red, green: green, blue: blue, alpha: Double(alpha))
  }

  /// The hue, saturation, brightness and opacity, as UIKit's
  /// `getHue(_:saturation:brightness:alpha:)`: each pointer given receives its component, in
  /// `0...1` (the hue as a fraction of the wheel, 0 for a grey; the saturation 0 for a grey
  /// or black); true, as every colour here is sRGB.
  ///
  /// ```swift
  /// var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
  /// UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a)  // h 1/12, s 1, b 1
  /// ```
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let high = Swift.max(red, green, blue)
    let low = Swift.min(red, green, blue)
    let spread = high - low
    var wheel = 0.0
    if spread > 0 {
      if high == red {
        wheel = (green - blue) / spread
      } else if high == green {
        wheel = 2 + (blue - red) / spread
      } else {
        wheel = 4 + (red - green) / spread
      }
      wheel /= 6
      if wheel < 0 { wheel += 1 }
    }
    hue?.pointee = CGFloat(wheel)
    saturation?.pointee = CGFloat(high > 0 ? spread / high : 0)
    brightness?.pointee = CGFloat(high)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// sRGB components of a hue (taken round the wheel), a saturation and a brightness
  /// (clamped to `0...1`); NaN counts as 0.
  static func rgb(
    hue: Double, saturation: Double, brightness: Double
  ) -> (red: Double, green: Double, blue: Double) {
    func unit(_ x: Double) -> Double { x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1) }
    let s = unit(saturation)
    let v = unit(brightness)
    var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
    if h < 0 { h += 1 }
    let sector = h * 6
    let index = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch index {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}
