import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, as UIKit's `UIColor`.
///
/// Components are `Double`s in `0...1`; initializers clamp values outside that range and
/// turn NaN into 0. The named colours carry UIKit's sRGB values, so iOS code reads the same:
///
/// ```swift
/// let toastBackground: UIColor = .black.withAlphaComponent(0.7)
/// toastBackground.hexNotation  // "#000000B3"
/// Color(hexNotation: "#007AFF") == .systemBlue  // true
/// ```
///
/// A colour is an immutable class, as `UIColor` is, so the extensions apps write compile
/// (`extension UIColor { convenience init(hex: String) { … self.init(red:green:blue:alpha:) } }`);
/// colours compare and hash by their components. The package's own additions have names
/// such extensions do not use (``hexNotation``, ``init(hexNotation:)``).
public final class Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, `0...1`.
  public let red: Double
  /// The green component, `0...1`.
  public let green: Double
  /// The blue component, `0...1`.
  public let blue: Double
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public let alpha: Double
  /// The colour in a dark appearance, for a colour that adapts (a system colour, or one
  /// made with ``init(light:dark:)``); nil when it is the same in both.
  public let darkVariant: Color?

  /// A colour from sRGB components and an opacity, each clamped to `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
    darkVariant = nil
  }

  /// A colour that is `light` in a light appearance and `dark` in a dark one, as UIKit's
  /// dynamic colours (`UIColor { traits in … }`): its components are the light ones, and
  /// renderers draw ``resolved(for:)`` of the window's appearance.
  public init(light: Color, dark: Color) {
    red = light.red
    green = light.green
    blue = light.blue
    alpha = light.alpha
    let resolvedDark = dark.resolved(for: .dark)
    darkVariant = resolvedDark == light.resolved(for: .light) ? nil : resolvedDark
  }

  /// The colour in an appearance: the dark variant in `.dark`, else the light colour
  /// (without a variant), as UIKit's `resolvedColor(with:)`.
  public func resolved(for style: UserInterfaceStyle) -> Color {
    if style == .dark, let darkVariant { return darkVariant }
    guard darkVariant != nil else { return self }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A system colour from its light and dark 8-bit components (alpha 0…1).
  static func system(
    _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)
  ) -> Color {
    Color(
      light: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
      dark: Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3))
  }

  /// A grey of the given brightness (0 is black, 1 is white) and opacity.
  public convenience init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a hexadecimal string, or `nil` when the string is not one.
  ///
  /// Accepted forms are `RGB` (each digit doubled: `F80` is `FF8800`), `RRGGBB` and
  /// `RRGGBBAA`, in either case, with or without a leading `#`. Anything else (other
  /// lengths such as `#12345`, non-hex digits such as `#GG0000`, spaces, signs) gives `nil`.
  public convenience init?(hexNotation hex: String) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    var values: [Int] = []
    for character in digits {
      guard let ascii = character.asciiValue, let value = Self.hexValue(ascii) else {
        return nil
      }
      values.append(value)
    }
    let bytes: [Int]
    switch values.count {
    case 3:
      bytes = values.map { $0 * 17 } + [255]
    case 6, 8:
      bytes =
        stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        + (values.count == 6 ? [255] : [])
    default:
      return nil
    }
    self.init(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
      blue: Double(bytes[2]) / 255, alpha: Double(bytes[3]) / 255)
  }

  /// This colour with its opacity replaced by `alpha` (clamped to `0...1`).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    let light = Color(red: red, green: green, blue: blue, alpha: Double(alpha))
    guard let darkVariant else { return light }
    return Color(light: light, dark: darkVariant.withAlphaComponent(alpha))
  }

  /// The colour as `#RRGGBB` when opaque, otherwise `#RRGGBBAA`, in upper case.
  ///
  /// Each component is rounded to the nearest 8-bit value (0.7 × 255 = 178.5 → `B3`).
  public var hexNotation: String {
    let alphaByte = Self.byte(alpha)
    var result = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
    if alphaByte != 255 { result += Self.hexByte(alpha) }
    return result
  }

  /// The same as ``hexNotation``.
  public var description: String { hexNotation }

  /// Colours with the same components (and the same dark variant, or none) are equal.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.alpha == rhs.alpha && lhs.darkVariant == rhs.darkVariant
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    hasher.combine(darkVariant)
  }

  /// The components, as UIKit's `getRed(_:green:blue:alpha:)`: each pointer given receives
  /// its component; true (every colour here is sRGB).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(self.red)
    green?.pointee = CGFloat(self.green)
    blue?.pointee = CGFloat(self.blue)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// The brightness and opacity, as UIKit's `getWhite(_:alpha:)`: the mean of the
  /// components for a grey; false (and nothing written) for a colour that is not grey.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard red == green && green == blue else { return false }
    white?.pointee = CGFloat(red)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// Black: (0, 0, 0).
  public static let black = Color(white: 0)
  /// White: (1, 1, 1).
  public static let white = Color(white: 1)
  /// Fully transparent black: (0, 0, 0) at alpha 0.
  public static let clear = Color(white: 0, alpha: 0)
  /// Red: (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green: (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue: (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Grey of brightness 0.5.
  public static let gray = Color(white: 0.5)
  /// Grey of brightness 2/3.
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// Grey of brightness 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Yellow: (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Orange: (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }

  private static func byte(_ component: Double) -> Int {
    Int((component * 255).rounded())
  }

  private static func hexByte(_ component: Double) -> String {
    let digits = Array("0123456789ABCDEF")
    let value = byte(component)
    return String([digits[value / 16], digits[value % 16]])
  }

  private static func hexValue(_ ascii: UInt8) -> Int? {
    switch ascii {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(ascii - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(ascii - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(ascii - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}

/// UIKit's name for ``Color``, so iOS code reads the same.
public typealias UIColor = Color

extension Color: _ExpressibleByColorLiteral {
  /// The colour `#colorLiteral(red:green:blue:alpha:)` writes (sRGB components 0…1).
  public convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
