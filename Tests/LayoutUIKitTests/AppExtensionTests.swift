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

/// What app code relies on of UIKit's classes being `NSObject`s: views as dictionary keys
/// and set members, and `UIColor` extensions with convenience initialisers.
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
}
