import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

// Extensions apps write on UIKit's classes (in their own words here): a colour from a hex
// string, delegating to UIKit's initialiser, and a component read back through pointers.
extension UIColor {
  fileprivate convenience init(hex: String, alpha: CGFloat = 1) {
    var value: UInt64 = 0
    Scanner(string: hex.trimmingCharacters(in: ["#"])).scanHexInt64(&value)
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
  }

  fileprivate var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    getRed(&r, green: &g, blue: &b, alpha: &a)
    return (r, g, b, a)
  }
}

// Names UIView does not have, which apps give their own views: a round button's `size` (its
// diameter) and `cornerRadius` kept in step with the layer, in a subclass and in an
// extension. Neither compiles if the package's view declares the same names.
private final class RoundActionView: UIView {
  var size: CGFloat = 56 {
    didSet {
      frame.size = CGSize(width: size, height: size)
      cornerRadius = size / 2
    }
  }
  var cornerRadius: CGFloat = 0 {
    didSet { layer.cornerRadius = cornerRadius }
  }
}

extension UILabel {
  fileprivate var cornerRadius: CGFloat {
    get { layer.cornerRadius }
    set {
      layer.cornerRadius = newValue
      clipsToBounds = newValue > 0
    }
  }
}

/// What app code relies on of UIKit's classes being `NSObject`s: views as dictionary keys
/// and set members, and `UIColor` extensions with convenience initialisers; and names apps
/// declare on their views.
@Suite struct AppExtensionTests {
  @Test func aConvenienceInitialiserOnUIColorCompilesAndDelegates() {
    let brand = UIColor(hex: "#007AFF")
    // The light system blue; the system colour itself adapts, so it is another colour, as
    // UIKit's dynamic colours differ from a fixed one.
    #expect(brand == UIColor.systemBlue.resolved(for: .light))
    #expect(brand != .systemBlue)
    #expect(UIColor(hex: "FF8000", alpha: 0.5).hexNotation == "#FF800080")
    let (r, g, b, a) = UIColor.orange.rgba
    #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
    var white: CGFloat = 0
    #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
    #expect(!UIColor.red.getWhite(&white, alpha: nil))
  }

  @Test func viewsKeyDictionariesByIdentity() {
    let first = UIButton(type: .system)
    let second = UIButton(type: .system)
    var taps: [UIButton: Int] = [first: 0, second: 0]
    taps[first, default: 0] += 2
    #expect(taps[first] == 2 && taps[second] == 0)
    #expect(first != second && first == first)
    let views: Set<UIView> = [first, second, first]
    #expect(views.count == 2)
    let guide = UILayoutGuide()
    #expect(Set([guide, guide, UILayoutGuide()]).count == 2)
    #expect([first, second].firstIndex(of: second) == 1)
  }

  @Test func aViewSubclassDeclaresItsOwnSizeAndCornerRadius() {
    let button = RoundActionView(frame: CGRect(x: 20, y: 30, width: 56, height: 56))
    #expect(button.size.isClose(to: 56))
    button.size = 40
    #expect(button.frame.isClose(to: CGRect(x: 20, y: 30, width: 40, height: 40)))
    #expect(button.cornerRadius.isClose(to: 20))
    #expect(button.layer.cornerRadius.isClose(to: 20))
  }

  @Test func anExtensionDeclaresCornerRadiusOnALabel() {
    let badge = UILabel()
    badge.cornerRadius = 8
    #expect(badge.layer.cornerRadius.isClose(to: 8) && badge.clipsToBounds)
    badge.cornerRadius = 0
    #expect(!badge.layer.masksToBounds)
  }
}
