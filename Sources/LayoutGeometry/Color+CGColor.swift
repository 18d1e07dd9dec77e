/// Core Graphics' colour type is ``Color`` here: a layer's `borderColor` and `shadowColor`
/// take the same colours views use, so `layer.borderColor = UIColor.red.cgColor` reads as
/// in UIKit.
public typealias CGColor = Color

extension Color {
  /// The colour as a layer takes it (UIKit's `UIColor.cgColor`): the same value, since
  /// ``CGColor`` is ``Color``.
  public var cgColor: CGColor { self }

  /// The colour of a layer colour (UIKit's `UIColor(cgColor:)`): the same value.
  public convenience init(cgColor: CGColor) {
    self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
  }
}
