import Foundation

extension View: CustomStringConvertible {
  /// The view as UIKit's `description` prints it, so that `print(view)` shows what an iOS
  /// developer expects:
  ///
  /// ```
  /// <UIView: 0x600003a04000; frame = (96.5 401; 200 50); layer = <CALayer: 0x600003a04100>>
  /// <UILabel: 0x600003a08000; frame = (20 20; 42 21); text = 'Label'; userInteractionEnabled = NO>
  /// ```
  ///
  /// The class is UIKit's name for the package's own classes (`UIView`, `UILabel`, …) and
  /// its own name for any other; numbers are printed as UIKit prints them (`%g`). After
  /// the frame, only what differs from a new view's defaults: a label's text, a transform,
  /// `hidden`, `alpha`, the autoresizing mask (`W+H`, `LM+RM`, …), interaction off, and
  /// the layer if it was made. The addresses differ from run to run, as on iOS: compare
  /// frames, not descriptions.
  public var description: String {
    var parts = ["\(Self.uikitName(of: type(of: self))): \(Self.address(of: self))"]
    parts.append(
      "frame = (\(Self.g(frame.minX)) \(Self.g(frame.minY)); \(Self.g(frame.width)) "
        + "\(Self.g(frame.height)))")
    if let text = describedText { parts.append("text = '\(text)'") }
    if transform != .identity {
      let t = transform
      parts.append(
        "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.g).joined(separator: ", "))]")
    }
    if isHidden { parts.append("hidden = YES") }
    if alpha != 1 { parts.append("alpha = \(Self.g(alpha))") }
    if !autoresizingMask.isEmpty { parts.append("autoresize = \(Self.letters(autoresizingMask))") }
    if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if let layer = layerStorage { parts.append("layer = <CALayer: \(Self.address(of: layer))>") }
    return "<" + parts.joined(separator: "; ") + ">"
  }

  /// UIKit's name for the package's view classes; any other class's own name.
  private static func uikitName(of type: View.Type) -> String {
    let names: [(View.Type, String)] = [
      (View.self, "UIView"), (Label.self, "UILabel"), (Button.self, "UIButton"),
      (Control.self, "UIControl"), (ImageView.self, "UIImageView"),
      (ScrollView.self, "UIScrollView"), (StackView.self, "UIStackView"),
      (Switch.self, "UISwitch"), (Window.self, "UIWindow"), (TextField.self, "UITextField"),
      (TextView.self, "UITextView"), (ActivityIndicatorView.self, "UIActivityIndicatorView"),
      (ProgressView.self, "UIProgressView"), (Slider.self, "UISlider"),
      (SegmentedControl.self, "UISegmentedControl"), (TableView.self, "UITableView"),
      (TableViewCell.self, "UITableViewCell"), (NavigationBar.self, "UINavigationBar"),
      (TabBar.self, "UITabBar"),
    ]
    for (known, name) in names where known == type { return name }
    return String(describing: type)
  }

  /// An object's address, as `%p` prints it.
  private static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
  }

  /// A number as `%g` prints it (six significant digits, no trailing zeros).
  static func g(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }

  /// UIKit's letters for an autoresizing mask: `LM`, `W`, `RM`, `TM`, `H`, `BM`, joined by `+`.
  private static func letters(_ mask: AutoresizingMask) -> String {
    let all: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return all.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
